package dispatch

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// What a literal sed -i (sedScript) changes beyond what the request asks
// for, read on the file as it is: the occurrences it replaces and the
// settings on the lines it changes. Both run only for a sed write already
// judged explicit by the file's name.

// sedBeyondRequest is why sed write w on c, judged explicit, does more
// than said asks for ("" when it may not): it replaces something said
// keeps (sedReplacesKept), or sets a key said does not name beside one it
// names (sedUnaskedKey).
func (r *Run) sedBeyondRequest(said string, c confirm.Change, w shell.Write) string {
	if said == "" || w.Kind != shell.EditPlace {
		return ""
	}
	before, subs, ok := r.sedEdit(w, c.Name)
	if !ok {
		return ""
	}
	if why := sedReplacesKept(said, before, subs, c.Name); why != "" {
		return why
	}
	after := applyAll(subs, before)
	if why := sedOutsideQualifier(said, before, after, subs, c); why != "" {
		return why
	}
	return sedUnaskedKey(said, before, after, c)
}

// sedReplacesKept is why subs, applied to before, may change what said
// keeps as it is ("" when not): together they replace more than one
// occurrence, and a clause of said that keeps something ("user and db
// name stay `app`", "leave the maintainer column header as it is",
// "Container-Port und DATABASE_URL bleiben wie sie sind") holds a word
// that stands on a line they change. One replacement is the change asked
// for; several, where the user said something of the same kind stays,
// may reach it (a g flag, a pattern wider than the value meant).
func sedReplacesKept(said, before string, subs []sedSubstitution, name string) string {
	kept := keptWords(said)
	if len(kept) == 0 {
		return ""
	}
	content, total := before, 0
	for _, s := range subs {
		var n int
		content, n = s.applyCounting(content)
		total += n
	}
	if total < 2 {
		return ""
	}
	a := strings.Split(content, "\n")
	for i, line := range strings.Split(before, "\n") {
		if i >= len(a) || a[i] == line {
			continue
		}
		for _, tok := range lineTokens(line) {
			if kept[tok] {
				return fmt.Sprintf("it replaces %d occurrences in %s, and you said %q stays as it is", total, name, tok)
			}
		}
	}
	return ""
}

// keptWords are the content words (three letters or more, lower-cased,
// not a word of keeping nor a small function word) of the clauses of said
// that keep something as it is: a word of keeping in any language read
// (keepWord, or one of keepMarks inside the clause). nil when none.
func keptWords(said string) map[string]bool {
	var out map[string]bool
	for _, cl := range requestClauses(said) {
		low := strings.ToLower(cl)
		toks := lineTokens(low)
		keeps := false
		for _, t := range toks {
			keeps = keeps || keepWord(t)
		}
		for _, m := range keepMarks {
			keeps = keeps || strings.Contains(low, m)
		}
		if !keeps {
			continue
		}
		for _, t := range toks {
			if len(t) >= 3 && !keepWord(t) && !functionWord(t) {
				if out == nil {
					out = map[string]bool{}
				}
				out[t] = true
			}
		}
	}
	return out
}

// keepMarks say that something stays as it is in the languages written
// without spaces (Chinese, Japanese).
var keepMarks = []string{"保持", "不变", "不變", "别动", "別動", "不要动", "そのまま", "変えない", "変更しない"}

// keepWord reports whether w (lower-cased) says that something stays as it
// is: leave, keep, stay, remain, untouched … and the same in German,
// French, Spanish, Portuguese, Italian, Dutch, Polish, Russian and
// Turkish.
func keepWord(w string) bool {
	switch w {
	case "leave", "leaving", "keep", "keeping", "keeps", "stay", "stays", "remain", "remains", "untouched", "unchanged", "alone", "intact",
		"bleiben", "bleibt", "lassen", "lass", "unverändert", "unangetastet",
		"reste", "restent", "rester", "laisse", "laisser", "laissez", "garde", "garder", "inchangé", "inchangée", "inchangés",
		"queda", "quedan", "quedar", "deja", "dejar", "mantén", "mantener", "mantiene", "intacto", "intacta",
		"fica", "ficam", "ficar", "deixa", "deixe", "mantém", "mantenha", "manter",
		"resta", "restano", "lascia", "lasciare", "mantieni", "invariato", "intatto",
		"blijft", "blijven", "laat", "ongewijzigd",
		"zostaw", "zostaje", "zostają", "pozostaje", "pozostają", "pozostaw",
		"оставь", "оставьте", "остаётся", "остается", "остаются", "трогай", "трогайте", "неизменным",
		"kalsın", "kalsin", "dokunma":
		return true
	}
	return false
}

// functionWord reports whether w is a small word of grammar (an article,
// pronoun, conjunction or auxiliary of the languages keepWord reads) that
// names nothing kept.
func functionWord(w string) bool {
	switch w {
	case "the", "and", "but", "not", "are", "was", "its", "for", "with", "that", "this", "they", "them", "you", "your", "our", "too", "also", "just", "please",
		"und", "der", "die", "das", "den", "wie", "sie", "sind", "ist", "bitte", "auch",
		"les", "des", "une", "est", "qui", "que", "aussi",
		"los", "las", "una", "por", "para", "con", "como", "está", "están",
		"che", "non", "sono", "gli", "het", "een", "zoals", "nie", "jak", "как", "есть", "это":
		return true
	}
	return false
}

// lineTokens are the words of a line, lower-cased: runs of letters,
// digits and underscores ("DATABASE_URL", "8080", "app"); every other
// character separates.
func lineTokens(line string) []string {
	return strings.FieldsFunc(strings.ToLower(line), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	})
}

// sedUnaskedKey is why the change from before to after, a sed edit of c,
// sets a key said does not ask for ("" when not): the lines it changes
// are settings (KEY=value, KEY: value), said names the key of one of
// them, and of another names neither the key nor the value it gets — "set
// LOG_LEVEL=debug in .env.local" asks for no DEBUG=true beside it. A
// change of one setting, or of settings none of which said names (a
// rename across keys), is not read so.
func sedUnaskedKey(said, before, after string, c confirm.Change) string {
	var sets []keySet
	a := strings.Split(after, "\n")
	for i, line := range strings.Split(before, "\n") {
		if i >= len(a) || a[i] == line {
			continue
		}
		key, _, ok := settingOf(line)
		_, value, _ := settingOf(a[i])
		if !ok {
			return "" // a line of another shape: not a file of settings
		}
		sets = append(sets, keySet{key: strings.ToLower(key), value: value})
	}
	low := strings.ToLower(said)
	named, unasked := false, ""
	for i, k := range sets {
		switch {
		case keyNamed(withoutOtherValues(low, sets, i), k.key):
			named = true
		case k.value != "" && containsWord(low, strings.ToLower(k.value)):
		case unasked == "":
			unasked = k.key
		}
	}
	if !named || unasked == "" {
		return ""
	}
	return fmt.Sprintf("it also changes %s in %s, which you did not ask for", unasked, c.Name)
}

// settingOf reads a line of settings: KEY=value or KEY: value, the key
// letters, digits, _, . and - ("LOG_LEVEL", "server.port"); ok false for
// any other line.
func settingOf(line string) (key, value string, ok bool) {
	t := strings.TrimSpace(line)
	t = strings.TrimPrefix(t, "export ")
	at := strings.IndexAny(t, "=:")
	if at <= 0 {
		return "", "", false
	}
	key = strings.TrimSpace(t[:at])
	for _, r := range key {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_.-", r) {
			return "", "", false
		}
	}
	return key, strings.Trim(strings.TrimSpace(t[at+1:]), `"'`), true
}
