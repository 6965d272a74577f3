package dispatch

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// changeForbidden is why a write the user's words name is still asked
// about: the same message forbids every change for now ("preview which
// lines would change — don't change anything yet", "show me what it
// would do without touching any files", "make no changes", "ne modifie
// rien", "noch nichts ändern", "no cambies nada todavía"). A prohibition
// that only bounds the change ("don't change anything else", "without
// touching anything in docs/", "nichts anderes ändern") forbids nothing
// of what is asked, and is not read so. "" when no such prohibition.
func changeForbidden(said string) string {
	ws := forbidWords(said)
	for i := range ws {
		if forbidsAllAt(ws, i) {
			return "your message says not to change anything yet, and this command writes"
		}
	}
	for _, p := range forbidAllPhrases {
		if strings.Contains(said, p) {
			return "your message says not to change anything yet, and this command writes"
		}
	}
	return ""
}

// forbidAllPhrases forbid every change in scripts written without spaces
// between words (Japanese, Chinese, Korean).
var forbidAllPhrases = []string{"何も変更しないで", "何も変えないで", "まだ変更しないで", "不要修改任何", "先不要修改", "先别改", "别做任何修改", "아무것도 바꾸지", "아무것도 수정하지"}

// forbidWord is one word of a message, lower-cased and trimmed, and
// whether a clause ends after it (a comma, a full stop, a dash, the end).
type forbidWord struct {
	text string
	ends bool
}

// forbidWords splits said into forbidWords; a dash standing alone ends
// the clause before it.
func forbidWords(said string) []forbidWord {
	var ws []forbidWord
	for _, f := range strings.Fields(strings.ToLower(said)) {
		t := strings.Trim(f, "`'\"()[]")
		core := strings.TrimRight(t, ".,;:!?…")
		if core == "" || core == "—" || core == "-" || core == "–" {
			if len(ws) > 0 {
				ws[len(ws)-1].ends = true
			}
			continue
		}
		ws = append(ws, forbidWord{text: strings.ReplaceAll(core, "’", "'"), ends: core != t})
	}
	if len(ws) > 0 {
		ws[len(ws)-1].ends = true
	}
	return ws
}

// forbidsAllAt reports whether the words from ws[i] forbid every change:
// a negation, then within two words a verb of change and a word for
// everything ("don't change anything", "without touching any files",
// "nichts ändern", "no cambies nada"), or "no changes"; and no word after
// it that bounds the prohibition (else, other, in, except …).
func forbidsAllAt(ws []forbidWord, i int) bool {
	w := ws[i].text
	switch {
	case w == "no" && i+1 < len(ws) && (ws[i+1].text == "changes" || ws[i+1].text == "edits" || ws[i+1].text == "writes"):
		return unbounded(ws, i+1)
	case w == "nothing" && i > 0 && changeStem(ws[i-1].text) && (i < 2 || !lang.IsNegation(ws[i-2].text)):
		return unbounded(ws, i) // "change nothing yet"
	case lang.IsNegation(w) || w == "do" && i+1 < len(ws) && ws[i+1].text == "not":
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			if !changeStem(ws[j].text) {
				continue
			}
			for k := j + 1; k < len(ws) && k <= j+2; k++ {
				if everythingWord(ws[k].text) {
					return unbounded(ws, k)
				}
			}
		}
	case nothingWord(w):
		// rien/nichts/nada … beside a verb of change, either side
		if i > 0 && boundWord(ws[i-1].text) {
			return false // "sonst nichts", "rien d'autre"
		}
		for j := max(0, i-2); j < len(ws) && j <= i+2; j++ {
			if j != i && changeStem(ws[j].text) && !endsBetween(ws, min(i, j), max(i, j)) {
				return unbounded(ws, max(i, j))
			}
		}
	}
	return false
}

// endsBetween reports whether a clause ends at one of ws[from:to].
func endsBetween(ws []forbidWord, from, to int) bool {
	for k := from; k < to; k++ {
		if ws[k].ends {
			return true
		}
	}
	return false
}

// unbounded reports whether the prohibition ending at ws[k] stands
// alone: its clause ends there, or only a word of time or politeness
// follows ("yet", "for now", "please").
func unbounded(ws []forbidWord, k int) bool {
	for ; k+1 < len(ws) && !ws[k].ends; k++ {
		switch n := ws[k+1].text; {
		case boundWord(n):
			return false
		case n == "until" || n == "till" || n == "before":
			return true
		case timeOrPolite(n) || n == "files" || n == "file":
		default:
			return false
		}
	}
	return true
}

// changeStem reports whether w is a verb of change in one of the
// languages read (its stem: change, modify, touch, edit, write, apply;
// ändern, changer, modifier, toucher, cambiar, modificar, tocar,
// modificare, toccare, alterar, mudar, zmieniać, менять, изменять,
// değiştirmek, wijzigen, veranderen).
func changeStem(w string) bool {
	if pastForm(w) {
		return false // "nothing changed", "no cambió nada": a report
	}
	for _, s := range []string{"chang", "modif", "touch", "edit", "writ", "appl", "alter", "änder", "ander", "cambi", "toqu", "toca", "tocc", "mud", "zmien", "меня", "измен", "трога", "değiş", "wijzig", "verander"} {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// pastForm reports whether w ends as a past form of a verb does
// (changed, cambió, changé, modificado, cambiato).
func pastForm(w string) bool {
	for _, e := range []string{"ed", "ó", "é", "ado", "ido", "ato", "ito", "ała", "ał", "ил", "ила"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// everythingWord reports whether w stands for everything a change could
// touch after a negated verb ("anything", "any", "a thing").
func everythingWord(w string) bool {
	switch w {
	case "anything", "any", "something", "stuff":
		return true
	}
	return false
}

// nothingWord reports whether w means "nothing" in a language other than
// English that negates with it (English "nothing" mostly reports: "nothing
// changes when I click") (rien, nichts, nada, niente, nulla, nic, niczego,
// ничего, hiçbir, niets).
func nothingWord(w string) bool {
	switch w {
	case "rien", "nichts", "nada", "niente", "nulla", "nic", "niczego", "ничего", "hiçbir", "niets":
		return true
	}
	return false
}

// boundWord reports whether w, after a prohibition, bounds it to part of
// the project or to what is not asked ("else", "other", "in docs/",
// "sonst", "autre", "más", "altro", "außer").
func boundWord(w string) bool {
	switch w {
	case "else", "other", "besides", "except", "but", "in", "inside", "under", "within", "outside", "beyond", "apart", "than",
		"on", "of", "to", "from", "there", "that", "this", "those", "these",
		"sonst", "anderes", "außer", "ausser", "autre", "d'autre", "sauf", "más", "mas", "otra", "otro", "altro", "tranne", "więcej", "innego", "другого", "больше", "kromě", "anders":
		return true
	}
	return false
}

// timeOrPolite reports whether w only says when, or asks politely
// ("yet", "for now", "until I say so", "please", "noch", "encore",
// "todavía").
func timeOrPolite(w string) bool {
	switch w {
	case "yet", "for", "now", "until", "till", "before", "please", "pls", "plz", "thanks", "thx", "just", "at", "all",
		"noch", "encore", "todavía", "todavia", "aún", "ancora", "ainda", "jeszcze", "пока", "ещё", "еще", "bitte", "stp", "svp", "por", "favor", "per",
		"pour", "l'instant", "le", "moment", "momento", "ahora", "jetzt", "erst", "mal", "adesso", "agora", "sejauh":
		return true
	}
	return false
}
