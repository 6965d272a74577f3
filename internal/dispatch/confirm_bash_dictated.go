package dispatch

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// dictatedOtherwise is why write w of a file that holds old (not empty),
// judged explicit, is not what said asks for ("" when it may be), when
// said dictates a line the command writes (quotes it: "add .env.local to
// the gitignore", "Agrega la línea LOG_LEVEL=debug al final de .env") and
// the command does more to the file than put that line there, whatever
// the language of the request:
//
//   - it appends, besides the dictated lines, another entry of their
//     shape (sameShape: another pattern of an ignore list, another
//     setting) that said does not quote (printf '.env.local\n.DS_Store\n'
//     >> .gitignore); lines of another shape are the frame of what was
//     described (a make target's name over the command dictated, a
//     heading over the text);
//   - it writes the file over (> F, tee F) and so drops lines of it that
//     said does not name and that no line written sets anew (the same key
//     before = or :), in a file of more than one line (a one-line file
//     written over with one value is that value set: .nvmrc), unless a
//     clause of said asks for the whole content to be replaced
//     (replacesWhole).
func dictatedOtherwise(said, old string, c confirm.Change, w shell.Write) string {
	if !w.TextKnown || said == "" {
		return ""
	}
	var dictated, other []string
	for _, l := range nonEmptyLines(w.Text) {
		if len(l) >= 3 && strings.Contains(said, l) {
			dictated = append(dictated, l)
		} else {
			other = append(other, l)
		}
	}
	if len(dictated) == 0 {
		return ""
	}
	switch w.Kind {
	case shell.Append:
		for _, o := range other {
			if sameShape(o, dictated[0]) {
				return fmt.Sprintf("you asked to add %s to %s, and %s adds %s too", dictated[0], c.Name, w.By, o)
			}
		}
	case shell.Overwrite:
		if slices.ContainsFunc(requestClauses(said), replacesWhole) {
			return ""
		}
		if dropped, ok := droppedUnnamed(said, old, w.Text); ok {
			return fmt.Sprintf("you asked for %s in %s, and %s writes the file over, dropping %s", dictated[0], c.Name, w.By, dropped)
		}
	}
	return ""
}

// sameShape reports whether lines a and b are entries of one list: both
// one word (a path, a pattern), or both settings (lineKey).
func sameShape(a, b string) bool {
	_, ka := lineKey(a)
	_, kb := lineKey(b)
	oneA, oneB := !strings.ContainsAny(a, " \t"), !strings.ContainsAny(b, " \t")
	return ka && kb || oneA && oneB && !ka && !kb
}

// droppedUnnamed is a line of old that text, written over it, does not
// keep, that said does not name and that no line of text sets anew (the
// same key before = or :); ok is false when there is none, or when old is
// one line written over by one line (a value set).
func droppedUnnamed(said, old, text string) (string, bool) {
	oldLines, newLines := nonEmptyLines(old), nonEmptyLines(text)
	if len(oldLines) <= 1 && len(newLines) <= 1 {
		return "", false
	}
	keys := map[string]bool{}
	for _, l := range newLines {
		if k, ok := lineKey(l); ok {
			keys[k] = true
		}
	}
	for _, l := range oldLines {
		if slices.Contains(newLines, l) || strings.Contains(said, l) {
			continue
		}
		if k, ok := lineKey(l); ok && (keys[k] || strings.Contains(said, k)) {
			continue
		}
		return l, true
	}
	return "", false
}

// nonEmptyLines are text's lines with content, trimmed.
func nonEmptyLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// lineKey is what a line of settings sets: the text before its first =
// or : ("PORT" of PORT=8000, "port" of "port: 80"), without "export ";
// ok is false for a line that sets nothing so.
func lineKey(l string) (string, bool) {
	i := strings.IndexAny(l, "=:")
	if i <= 0 {
		return "", false
	}
	k := strings.TrimSpace(strings.TrimPrefix(l[:i], "export "))
	return k, k != "" && !strings.ContainsAny(k, " \t")
}
