package confirm

import (
	"slices"
	"strings"
	"unicode"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file reads a yes to my proposal that the other rules miss because
// of its words, not its shape: the user answers in the proposal's own
// verb ("I'd rename the function there. Want me to?" — "yes please rename
// it"; "Заменить на `DEBUG = False`?" — "да, замени"), or I asked in a
// language the proposal words do not cover, spelling the change in code
// ("je le remplace par `<title>Accueil</title>` ?"). What the yes covers is
// still checked by approvedProposal (the proposal names the target and
// shows this change).

// maxEchoWords bounds the words of a reply that echoes a proposal after
// its yes and politeness.
const maxEchoWords = 6

// echoesOffer reports whether a short reply tells me to carry out what my
// message offered, in the offer's own words: after an optional yes and
// "please" (in any language the vocabularies know), its first word is a
// word of the offer (the verb: "rename", "scope", "меняй" for "Поменять",
// "cambia" for "cambio"), and every other word is a pronoun, a function
// word or another word of the offer ("yeah scope it to upload" after "I
// can scope it to `location /upload`"). A question, a negation, a hedge,
// a limit ("only", "but", "instead"), a word the offer does not hold, or
// leaving out one of several English change verbs the offer uses ("yes
// rename it" to "I'd rename X and delete Y") is no such reply.
func echoesOffer(reply, msg string) bool {
	if len(reply) > maxYesBytes || strings.ContainsAny(reply, "?？`\n") {
		return false
	}
	offer := offeredPart(msg) + "\n" + questionOutsideCode(msg)
	ws := letterWords(reply)
	k := 0
	for k < len(ws) && (yesWord(ws[k]) || politeWord(ws[k]) || foreignPlease(ws[k])) {
		k++
	}
	rest := ws[k:]
	if len(rest) == 0 || len(rest) > maxEchoWords {
		return false
	}
	have := letterWords(offer)
	if len(have) == 0 || !echoes(rest[0], have) {
		return false // the verb must be the offer's
	}
	for _, w := range rest[1:] {
		if holdsBack(w) || !objectWord(w) && !echoes(w, have) {
			return false
		}
	}
	return !holdsBack(rest[0]) && keepsEveryVerb(rest, have)
}

// letterWords are the words of a text in lower case and without accents,
// split at anything that is not a letter or a digit ("vas-y" is "vas" and
// "y"): the same reading for every script.
func letterWords(text string) []string {
	return strings.FieldsFunc(lang.Unaccented(strings.ToLower(text)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// yesWord reports whether w says yes before an instruction, in English
// or another language ("yes", "yeah", "ok", "ja", "да", "sí", "oui").
func yesWord(w string) bool {
	if acknowledges(w) || lang.ForeignYes(w) {
		return true
	}
	switch w {
	case "yep", "yup", "ya", "da", "si", "sim", "jo", "tak", "evet", "haan", "d'accord", "daccord", "vale", "oke", "oké":
		return true
	}
	return false
}

// foreignPlease reports whether w is "please" in another language
// ("bitte", "пожалуйста", "svp", "por favor" as two words).
func foreignPlease(w string) bool {
	switch w {
	case "bitte", "пожалуйста", "svp", "por", "favor", "prego", "proszę", "prosze", "lütfen", "lutfen", "alsjeblieft", "graag", "gerne":
		return true
	}
	return false
}

// minStem is how many letters a word keeps, at least, when its ending is
// dropped to compare it with the offer's words.
const minStem = 4

// echoes reports whether the word w stands in the offer's words have: the
// same word, or, for a word of more than three letters, its stem (the
// word less its last two letters, at least minStem of them) inside one of
// them — the same verb in another form ("cambia" and "cambio", "меняй"
// and "поменять", "ersetz" and "ersetzen").
func echoes(w string, have []string) bool {
	r := []rune(w)
	if len(r) < 2 || isStopWord(w) {
		return false
	}
	stem := w
	if len(r) > minStem {
		stem = string(r[:max(minStem, len(r)-2)])
	}
	for _, h := range have {
		if h == w || len(r) >= minStem && strings.Contains(h, stem) {
			return true
		}
	}
	return false
}

// objectWord reports whether w only points back at what was offered or
// places it: a pronoun or a function word, in English or another
// language ("it", "that", "there", "das", "le", "это", "eso").
func objectWord(w string) bool {
	switch w {
	case "it", "that", "this", "them", "those", "there", "here", "to", "the", "a", "an", "in", "on", "at", "of", "for", "and", "now", "then", "thanks", "thx",
		"das", "es", "so", "le", "la", "lo", "les", "ca", "y", "eso", "esto", "isso", "isto", "het", "dat", "это", "так", "его", "её", "их", "det", "bunu", "onu":
		return true
	}
	return false
}

// holdsBack reports whether a word of a reply limits, delays or refuses
// what it answers ("only", "but", "instead", "not", "maybe", "nicht").
func holdsBack(w string) bool {
	if lang.IsNo(w) || lang.IsNegation(w) || lang.IsHedge(w) || lang.IsForeignNegation(w) || lang.IsForeignHedge(w) || strings.HasSuffix(w, "n't") {
		return true
	}
	switch w {
	case "but", "only", "just", "except", "instead", "first", "later", "wait", "also", "too", "yet", "until", "before", "after", "myself",
		"aber", "mais", "pero", "ma", "mas", "но", "nur", "seulement", "solo", "só", "только", "noch", "encore", "todavía", "ещё", "еще":
		return true
	}
	return false
}

// keepsEveryVerb reports whether a reply that echoes an offer keeps every
// English verb of change the offer uses: "yes rename it" to "I'd rename
// `GetUsr` and delete `GetUsrs`" approves the rename alone, and is no yes
// to the whole offer. (The verbs of other languages are not read: an
// offer of two changes in them is rare, and the change is still held to
// what the offer shows.)
func keepsEveryVerb(reply, offer []string) bool {
	for _, w := range offer {
		if !lang.IsChangeVerb(w) && !lang.IsMoreChangeVerb(w) {
			continue
		}
		if !echoes(w, reply) {
			return false
		}
	}
	return true
}

// asksSwapInCode reports whether my message's last question spells this
// change in code, whatever its language: it quotes a text the change
// takes away and, after it, one the change brings in, and nothing else in
// code that the change does not hold ("Поменять `worker_processes 1;` на
// `worker_processes auto;` в nginx.conf?", "je le remplace par
// `<title>Accueil</title>` ?"), and every part of the change is in it
// (everyPartShown: a yes to the title is no yes to a translated meta
// line beside it). A question that quotes a third value is a choice
// between them, and one that quotes the new text first asks about it
// rather than offering it.
func asksSwapInCode(msg string, t Target) bool {
	if t.removed == "" || t.Added == "" {
		return false
	}
	q := questionOutsideCode(msg)
	if strings.Count(q, "`") < 4 {
		return false
	}
	added, removed := strings.ToLower(t.Added), strings.ToLower(t.removed)
	sawOld, sawNew := false, false
	for _, sp := range quoted(q) {
		if sp.Start == 0 || q[sp.Start-1] != '`' {
			continue
		}
		code := strings.ToLower(strings.TrimSpace(q[sp.Start:sp.End]))
		inOld, inNew := strings.Contains(removed, code), strings.Contains(added, code)
		switch {
		case len(code) < 3 || inOld && inNew || strings.EqualFold(code, t.Name) || hasFileExtension(code) && isPathLike(code):
			// a name both sides hold, or the file, says where, not what
		case inOld && !sawNew:
			sawOld = true
		case inNew && !inOld && sawOld:
			sawNew = true
		default:
			return false
		}
	}
	return sawOld && sawNew && everyPartShown(q, t)
}

// questionOutsideCode is the last question of a message, read with its
// code spans whole: a sentence ends at ".", "!", "?" or a line break
// outside backticks, so "`worker_processes 1;` на `worker_processes
// auto;`?" is one question. "" when no question mark stands outside code.
func questionOutsideCode(msg string) string {
	start, qStart, qEnd := 0, -1, -1
	inCode := false
	for i := 0; i < len(msg); i++ {
		switch c := msg[i]; {
		case c == '`':
			inCode = !inCode
		case inCode:
		case c == '?':
			qStart, qEnd = start, i
			start = i + 1
		case c == '!' || c == '\n' || c == '.' && (i+1 == len(msg) || msg[i+1] == ' ' || msg[i+1] == '\n'):
			start = i + 1
		}
	}
	if qEnd < 0 {
		return ""
	}
	return msg[qStart:qEnd]
}

// templateSpanIn reports whether a code span of a proposal written with
// one-letter placeholders ("convert both arguments with
// `Decimal(str(x))`", "wrap each in `int(v)`") matches the text the
// change brings in, each placeholder standing for a name there: the
// change spells the code the proposal showed with the arguments filled
// in. A span with no placeholder, or with fewer than two other words to
// hold it to, is not read this way.
func templateSpanIn(span, added string) bool {
	words, holes := 0, 0
	for _, w := range tokens(span) {
		if len(w) == 1 && isLetterByte(w[0]) {
			holes++
		} else {
			words++
		}
	}
	if holes == 0 || words < 2 {
		return false
	}
	for from := 0; from < len(added); from++ {
		if from > 0 && isIdentByte(added[from-1]) && isIdentByte(span[0]) {
			continue // not the start of a name
		}
		if matchTemplate(span, added[from:]) {
			return true
		}
	}
	return false
}

// matchTemplate reports whether text opens with span, a one-letter name
// of span matching any name of text.
func matchTemplate(span, text string) bool {
	i, j := 0, 0
	for i < len(span) {
		if j >= len(text) {
			return false
		}
		if isLetterByte(span[i]) && (i == 0 || !isIdentByte(span[i-1])) && (i+1 == len(span) || !isIdentByte(span[i+1])) {
			n := 0
			for j+n < len(text) && (isIdentByte(text[j+n]) || n > 0 && text[j+n] == '.') {
				n++
			}
			if n == 0 {
				return false
			}
			i, j = i+1, j+n
			continue
		}
		if span[i] != text[j] {
			return false
		}
		i, j = i+1, j+1
	}
	return true
}

// isLetterByte reports whether c is an ASCII letter.
func isLetterByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// bareGoAhead reports whether a question (normalized, without its
// question mark) is only a verb of carrying out, with at most a pronoun
// or "now" after it ("Apply?", "Apply it?", "Make the change?", "Ship
// it now?"): it asks for the go-ahead on what the message before it says.
func bareGoAhead(q string) bool {
	ws := strings.Fields(q)
	if len(ws) == 0 || len(ws) > 3 || !carriesOut(ws[0]) && ws[0] != "ship" && ws[0] != "commit" {
		return false
	}
	for _, w := range ws[1:] {
		switch w {
		case "it", "that", "this", "them", "now", "the", "change", "changes", "fix":
		default:
			return false
		}
	}
	return true
}

// addsQuoted reports whether the code span that closes at end (the
// backtick at proposal[end]) is the object of a verb of adding ("add
// `rate-limiting` with `minute: 100`", "append `.DS_Store` to
// `.gitignore`"): what follows it says what it holds or where it goes,
// not what it replaces.
func addsQuoted(proposal string, end int) bool {
	open := strings.LastIndexByte(proposal[:end], '`')
	if open < 0 {
		return false
	}
	before := strings.Fields(strings.ToLower(proposal[max(0, open-40):open]))
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		switch w := strings.Trim(before[k], ",.:;()"); w {
		case "add", "insert", "append", "prepend", "attach", "include", "put":
			return true
		case "a", "an", "the", "new", "also", "just", "only":
		default:
			return false
		}
	}
	return false
}

// setsShownKeyElse reports whether the change sets a key the proposal
// shows with a value it brings in, in code (`minute: 100`), to another
// value on a line
// of its own: a yes to "add `rate-limiting` with `minute: 100`" is no yes
// to a second block that sets `minute: 1000` for another consumer. The
// keys and structure a format needs around the shown values (YAML's
// "name:", "config:") are not held to the proposal's words.
func setsShownKeyElse(proposal string, t Target) bool {
	shown := map[string][]string{}
	for _, sp := range quoted(proposal) {
		if sp.Start == 0 || proposal[sp.Start-1] != '`' {
			continue
		}
		code := strings.TrimSpace(proposal[sp.Start:sp.End])
		if k := lineKey(code); k != "" && strings.Contains(t.Added, code) && !strings.Contains(t.removed, code) {
			shown[k] = append(shown[k], settingValue(code)) // a value the change brings in
		}
	}
	if len(shown) == 0 {
		return false
	}
	for _, line := range strings.Split(t.Added, "\n") {
		vs, ok := shown[lineKey(line)]
		if ok && !slices.Contains(vs, settingValue(line)) && !strings.Contains(t.removed, strings.TrimSpace(line)) {
			return true
		}
	}
	return false
}

// settingValue is what a "key: value" or "key = value" line sets, without
// the spaces and the punctuation that ends it.
func settingValue(line string) string {
	i := strings.IndexAny(line, "=:")
	if i < 0 {
		return ""
	}
	return strings.TrimRight(strings.TrimSpace(line[i+1:]), ",;")
}
