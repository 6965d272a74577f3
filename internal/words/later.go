package words

// IsForeignLaterTime reports whether ws[i] names, in one of the other
// languages, a time after now at which to act: "tomorrow" ("domani",
// "mañana", "demain", "amanhã", "morgen", "завтра", "jutro", "zítra",
// "yarın", "besok", "내일", "明天"/"明日" one word a character) and "later"
// ("später", "tardi", "depois", "потом", "позже", "potem", "později",
// "sonra", "nanti"). "facciamolo domani" puts the approval off as "let's
// do it tomorrow" does. German "Morgen" is also the morning: after
// "guten", "heute" or "gestern" (and Dutch "goede") it is no later time.
func IsForeignLaterTime(ws []string, i int) bool {
	switch ws[i] {
	case "domani", "mañana", "manana", "demain", "amanhã", "amanha", "завтра", "jutro", "zítra", "zitra", "yarın",
		"yarin", "besok", "내일", "später", "spater", "tardi", "depois", "потом", "позже", "potem", "później",
		"pozniej", "později", "pozdeji", "sonra", "nanti", "ntar":
		return true
	case "morgen":
		if i == 0 {
			return true
		}
		switch ws[i-1] {
		case "guten", "heute", "gestern", "goede", "goedemorgen":
			return false
		}
		return true
	case "明":
		return i+1 < len(ws) && (ws[i+1] == "天" || ws[i+1] == "日")
	}
	return false
}
