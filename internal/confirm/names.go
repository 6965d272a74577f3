package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the ways a user names a file other than by its name:
// a dotfile without its dot ("the gitignore") and a well-known file's stem
// as the place of a change ("add a section to the readme saying …").

// spokenStemMentions finds the file's stem used as a name where
// stemMentions does not: a dotfile's name without the dot after a
// determiner ("add .env.local to the gitignore", "the dockerignore"), and
// the stem of a file whose stem has capitals (README.md, Makefile) after a
// preposition and a determiner, whatever follows ("to the readme saying
// …", "in the makefile below"). An ordinary word that is a stem (install
// of install.md) is never read this way.
func spokenStemMentions(text, norm, name string) []mention {
	stem, dotfile := spokenStem(name)
	if stem == "" {
		return nil
	}
	var out []mention
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k, w := range ws {
		if w.Text != stem || k == 0 || !namingDeterminer(ws[k-1].Text) || !nameBoundary(norm, w.Start, w.End) {
			continue
		}
		if w.Start > 0 && norm[w.Start-1] == '.' {
			continue // ".gitignore" itself is fileMentions'
		}
		if dotfile || k >= 2 && placePreposition(ws[k-2].Text) {
			out = append(out, mention{Span: w.Span, what: text[w.Start:w.End], file: true})
		}
	}
	return out
}

// spokenStem is the word a file is called by in speech: a dotfile's name
// without the dot when it is one word of six letters or more
// (".gitignore" → "gitignore"; not ".env"), or the stem of a name with
// capitals ("README.md" → "readme"). "" when neither.
func spokenStem(name string) (string, bool) {
	if strings.HasPrefix(name, ".") {
		rest := name[1:]
		if len(rest) >= 6 && !strings.ContainsAny(rest, "./") {
			return lang.Normalize(rest), true
		}
		return "", false
	}
	stem := name
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		stem = name[:dot]
	}
	if len(stem) < 3 || strings.ToLower(stem) == stem {
		return "", false
	}
	return lang.Normalize(stem), false
}

// placePreposition reports whether w, before "the <stem>", makes the stem
// the place of a change: "to the readme", "in the makefile".
func placePreposition(w string) bool {
	switch w {
	case "to", "in", "into", "from", "of", "on":
		return true
	}
	return false
}
