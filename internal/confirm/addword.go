package confirm

// IsAddWord reports whether w (one lower-cased word) asks to add, in one
// of several languages: "add", "append", "añade", "füge", "ekle", …
func IsAddWord(w string) bool { return isAddWord(w) }
