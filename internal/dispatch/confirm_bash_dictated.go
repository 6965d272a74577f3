package dispatch

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// dictatedOtherwise is why write w of a file that holds old (empty for a
// new file), judged explicit, is not what said asks for ("" when it may
// be), when
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
//   - it makes the file or writes it over with, besides the dictated
//     lines, another entry of their shape that neither the conversation
//     nor the file held (cat > .env.example with one more setting);
//   - it writes the file over (> F, tee F) and so drops lines of it that
//     said does not name and that no line written sets anew (the same key
//     before = or :), in a file of more than one line (a one-line file
//     written over with one value is that value set: .nvmrc), unless a
//     clause of said asks for the whole content to be replaced
//     (replacesWhole).
func dictatedOtherwise(conv []confirm.Turn, said, old string, c confirm.Change, w shell.Write) string {
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
		if o, ok := undictatedEntry(dictated[0], other, "", conv); ok {
			return fmt.Sprintf("you asked to add %s to %s, and %s adds %s too", dictated[0], c.Name, w.By, o)
		}
	case shell.Overwrite:
		if o, ok := undictatedEntry(dictated[0], other, old, conv); ok && listEntry(dictated[0]) {
			return fmt.Sprintf("you asked for %s in %s, and %s writes %s too", dictated[0], c.Name, w.By, o)
		}
		if slices.ContainsFunc(requestClauses(said), replacesWhole) {
			return ""
		}
		if dropped, ok := droppedUnnamed(said, old, w.Text); ok {
			return fmt.Sprintf("you asked for %s in %s, and %s writes the file over, dropping %s", dictated[0], c.Name, w.By, dropped)
		}
	}
	return ""
}

// undictatedEntry is a line of other (written, not quoted by the
// request) of the dictated line's shape (sameShape: another setting,
// another entry of a list) that old, the file's content before, does not
// hold and that no turn of conv quotes (a proposal the user took up: "I'll
// create .dockerignore with data/ and .venv/" → "add *.ipynb too"): a
// file made with DATABASE_URL=… and REDIS_URL=… dictated and
// SECRET_KEY=changeme too. ok is false when there is none.
func undictatedEntry(dictated string, other []string, old string, conv []confirm.Turn) (string, bool) {
	oldLines := nonEmptyLines(old)
	for _, o := range other {
		if sameShape(o, dictated) && !slices.Contains(oldLines, o) && !slices.ContainsFunc(conv, func(t confirm.Turn) bool { return strings.Contains(t.Text, o) }) {
			return o, true
		}
	}
	return "", false
}

// listEntry reports whether line l reads as an entry of a list or of
// settings rather than as a line of code: one word (a pattern, a name),
// KEY=VALUE, or key: value with the colon right after the key ("port:
// 8080", not Ruby's "belongs_to :customer").
func listEntry(l string) bool {
	k, ok := lineKey(l)
	if !ok {
		return !strings.ContainsAny(l, " \t")
	}
	rest := strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(l, "export ")), k)
	return strings.HasPrefix(strings.TrimLeft(rest, " \t"), "=") || strings.HasPrefix(rest, ":")
}

// sameShape reports whether lines a and b are entries of one list: both
// one word (a path, a pattern), both settings (lineKey), or both items
// of a bulleted list (sameBullet).
func sameShape(a, b string) bool {
	_, ka := lineKey(a)
	_, kb := lineKey(b)
	oneA, oneB := !strings.ContainsAny(a, " \t"), !strings.ContainsAny(b, " \t")
	return ka && kb || oneA && oneB && !ka && !kb || sameBullet(a, b)
}

// sameBullet reports whether lines a and b are items of one Markdown or
// plain-text list: both start with the same marker ("- ", "* ", "+ ",
// "• ") and have text after it.
func sameBullet(a, b string) bool {
	for _, m := range []string{"- ", "* ", "+ ", "• "} {
		if strings.HasPrefix(a, m) && strings.HasPrefix(b, m) && len(a) > len(m) && len(b) > len(m) {
			return true
		}
	}
	return false
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
