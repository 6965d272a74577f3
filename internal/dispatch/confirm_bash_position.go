package dispatch

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// positionOff is why write w, judged explicit, puts its lines at the other
// end of the file from where said asks for them ("" when it does not):
// said places them at the end ("as the last line", "at the bottom", "à la
// fin", "am Ende", "al final") and the command inserts before the first
// line (sed '1i …'), or said places them at the top ("at the top", "as
// the first line", "au début", "am Anfang") and the command appends
// (>>, tee -a, sed '$a …'). A request that names both ends, or neither,
// is not read so.
func positionOff(said string, w shell.Write) string {
	at := insertEnd(w)
	if at == "" {
		return ""
	}
	low := strings.ToLower(said)
	top, end := containsAny(low, topPhrases), containsAny(low, endPhrases)
	switch {
	case at == "top" && end && !top:
		return fmt.Sprintf("you asked for the line at the end of the file, and %s puts it before the first line", w.By)
	case at == "end" && top && !end:
		return fmt.Sprintf("you asked for the line at the top of the file, and %s puts it at the end", w.By)
	}
	return ""
}

// insertEnd is the end of the file where w puts new lines: "end" for an
// append (>>, tee -a) or a sed script of `$a`, "top" for a sed script of
// `1i`; "" for anything else.
func insertEnd(w shell.Write) string {
	if w.Kind == shell.Append {
		return "end"
	}
	if w.Kind != shell.EditPlace || len(w.Args) == 0 || filepath.Base(w.Args[0].Text) != "sed" {
		return ""
	}
	scripts, ok := sedScripts(w.Args)
	if !ok || len(scripts) != 1 {
		return ""
	}
	s := strings.TrimSpace(scripts[0])
	switch {
	case strings.HasPrefix(s, "1") && strings.HasPrefix(strings.TrimSpace(s[1:]), "i"):
		return "top"
	case strings.HasPrefix(s, "$") && strings.HasPrefix(strings.TrimSpace(s[1:]), "a"):
		return "end"
	}
	return ""
}

// containsAny reports whether s holds one of phrases.
func containsAny(s string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// endPhrases place new lines at the end of a file, in the languages read.
var endPhrases = []string{"last line", "at the end", "to the end", "at the bottom", "to the bottom", "end of the file", "bottom of",
	"à la fin", "en bas", "al final", "am ende", "ans ende", "alla fine", "no final", "ao final", "na końcu", "na koniec", "в конец", "в конце",
	"末尾", "最後", "sonuna", "aan het einde", "onderaan"}

// topPhrases place new lines at the top of a file.
var topPhrases = []string{"first line", "at the top", "to the top", "top of", "at the beginning", "beginning of", "start of the file",
	"au début", "en haut", "en tête", "al principio", "al inicio", "am anfang", "ganz oben", "all'inizio", "no início", "no inicio",
	"na początku", "в начало", "в начале", "先頭", "冒頭", "başına", "bovenaan"}
