package consent

import (
	"slices"
	"strings"
	"unicode"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// The vocabularies. Phrases are written the way the normaliser produces
// words (lower case, straight apostrophes); the Classifier splits them into
// words once, when it is built, so a user's extra phrases from gates.json go
// through exactly the same path.

// aloneOnly marks the consent words too short or too common to count unless
// nothing but filler follows them in their clause (lang.AloneOnly).
func aloneOnly(phrase string) bool { return lang.AloneOnly(phrase) }

// idiomLen reports the length in words of a set phrase at words[i] that
// contains a negation or a consent word without being one: "no problem",
// "no need to ask", "don't ask again". Such phrases are filler.
func idiomLen(words []string, i int) int {
	w := words[i]
	next := func(k int) string {
		if i+k < len(words) {
			return words[i+k]
		}
		return ""
	}
	if n := countBeforeYes(words, i); n > 0 {
		return n // "1000 times yes": the yes said over
	}
	if overHundredBesideYes(words, i) {
		return 1 // "200% yes", "yes 1000%": the yes said over
	}
	if n := neverAgainLen(words, i); n > 0 {
		return n // "yes please, lost a save to this once, never again"
	}
	switch w {
	case "no":
		switch next(1) {
		case "problem", "problems", "worries", "worry", "concerns", "issues", "questions", "rush", "prob", "probs":
			return 2
		case "changes", "comments", "notes", "edits", "feedback", "remarks", "additions":
			// "no changes, approved", "no changes to the plan": nothing to
			// add, when nothing but filler follows.
			for k := i + 2; k < len(words); k++ {
				if !isFiller(words[k]) {
					return 0
				}
			}
			return len(words) - i
		case "need":
			// "no need to ask (again)", "no need to confirm", "no need,
			// go", "no need to hold off".
			n := 2
			if next(2) == "to" {
				n = 3
				switch next(3) {
				case "ask", "confirm", "check", "wait":
					n = 4
					if next(4) == "again" || next(4) == "me" {
						n = 5
					}
				case "hold":
					if next(4) == "off" || next(4) == "back" {
						n = 5
					}
				}
			}
			return n
		case "reason", "objection", "objections":
			// Litotes: "no reason not to", "no reason why not".
			if next(2) == "not" && next(3) == "to" {
				return 4
			}
			if next(2) == "why" && next(3) == "not" {
				return 4
			}
		}
	case "not":
		if next(1) == "a" && next(2) == "problem" {
			return 3
		}
		return litotesLen(words, i)
	case "nothing":
		if next(1) == "wrong" || next(1) == "else" {
			return 2
		}
		if next(1) == "against" && (next(2) == "it" || next(2) == "that" || next(2) == "this") {
			return 3 // "nothing against it"
		}
	case "that's":
		if next(1) == "the" && next(2) == "one" {
			return 3 // "yup, that's the one"
		}
	case "don't", "dont":
		switch next(1) {
		case "wait":
			// "don't wait for me", "don't wait on my review": go on.
			if (next(2) == "for" || next(2) == "on") && ownWord(next(3)) {
				n := 4
				if next(3) != "me" && next(3) != "us" && next(4) != "" {
					n = 5 // "my review"
				}
				return n
			}
		case "overthink", "sweat":
			// "don't overthink it", "don't sweat it": reassurance, not a
			// refusal of the plan.
			if next(2) == "it" || next(2) == "this" || next(2) == "that" {
				return 3
			}
		case "ask", "need", "mind", "hesitate", "worry":
			if next(1) == "worry" && next(2) == "about" {
				return 0 // "don't worry about the tests" restricts the plan
			}
			n := 2
			for next(n) == "again" || next(n) == "me" || next(n) == "to" || next(n) == "ask" || next(n) == "confirm" {
				n++
			}
			return n
		case "see":
			if next(2) == "why" && next(3) == "not" {
				return 4
			}
			if next(2) == "any" || next(2) == "a" {
				switch next(3) {
				case "problem", "problems", "issue", "issues":
					return 4
				}
			}
		}
	case "without":
		if next(1) == "asking" {
			return 2
		}
	case "for", "oh":
		return exclamationLen(words, i)
	case "from", "on":
		// "approved from my side", "all good on my end".
		if (next(1) == "my" || next(1) == "our") && (next(2) == "side" || next(2) == "end") {
			return 3
		}
	case "stop":
		if next(1) == "asking" {
			return 2
		}
	case "can't", "cannot", "won't", "wouldn't", "doesn't", "couldn't":
		if next(1) == "wait" || next(1) == "hurt" {
			return 2 // "can't wait", "can't hurt"
		}
		// A double negative that means yes: "can't see why not", "can't
		// say no to that", "couldn't think of a reason not to".
		if next(1) == "see" && next(2) == "why" && next(3) == "not" {
			return 4
		}
		if next(1) == "say" && next(2) == "no" {
			if next(3) == "to" && (next(4) == "that" || next(4) == "this" || next(4) == "it") {
				return 5
			}
			return 3
		}
		return cannotObjectLen(words, i)
	case "whenever", "when":
		// "proceed whenever you're ready": when, not what.
		switch {
		case next(1) == "ready":
			return 2
		case (next(1) == "you're" || next(1) == "you") && next(2) == "ready":
			return 3
		case next(1) == "you" && next(2) == "are" && next(3) == "ready":
			return 4
		}
	}
	return 0
}

// neverAgainLen is the length of "never again" at words[i] when nothing
// but filler follows it in its clause: the exclamation that a trouble must
// not recur, which refuses nothing ("go ahead. never again"); 0 for none.
// "never again do this" still negates what follows.
func neverAgainLen(words []string, i int) int {
	if words[i] != "never" || i+1 >= len(words) || words[i+1] != "again" || !onlyFiller(words[i+2:]) {
		return 0
	}
	return len(words) - i
}

// litotesLen is the length of a litotes at words[i] ("not"): praise by
// denying its opposite ("not bad", "not bad at all", "not a bad plan at
// all", "not a bad idea"), which says nothing against the plan; 0 for
// none. What stands beside it says whether the reply approves.
func litotesLen(words []string, i int) int {
	k := i + 1
	if k < len(words) && words[k] == "a" {
		k++
	}
	if k >= len(words) || (words[k] != "bad" && words[k] != "terrible" && words[k] != "awful") {
		return 0
	}
	k++
	if k < len(words) && (words[k] == "plan" || words[k] == "idea" || words[k] == "call" || words[k] == "approach") {
		k++
	}
	if k+1 < len(words) && words[k] == "at" && words[k+1] == "all" {
		k += 2
	}
	return k - i
}

// ownWord reports whether w is the user (or their team) as an object or
// an owner: "me", "my", "us", "our".
func ownWord(w string) bool {
	return w == "me" || w == "my" || w == "us" || w == "our"
}

// negatorLen reports the length of a negation at words[i]: a word that
// negates what follows it in its clause ("don't go ahead", "not ok", "no
// tests", "stop adding comments", "wait for CI").
func negatorLen(words []string, i int) int {
	if words[i] != "without" && words[i] != "avoid" && (lang.IsNegation(words[i]) || lang.IsForeignNegation(words[i])) {
		return 1
	}
	switch words[i] {
	case "hold":
		if i+1 < len(words) && words[i+1] == "off" {
			return 2
		}
	case "先":
		return lang.HanNegatorLen(words, i) // "先别提交": "don't commit yet"
	}
	return 0
}

// isFiller reports whether a word says nothing that could change a plan:
// pronouns, articles, auxiliaries, politeness, hedges, and the nouns people
// use to refer to the plan itself.
func isFiller(w string) bool {
	switch w {
	case "a", "an", "the", "this", "that", "these", "those", "it", "its", "it's", "that's", "this's",
		"i", "i'm", "i'd", "i'll", "i've", "me", "my", "we", "we're", "we'll", "let's", "let", "us", "our",
		"you", "you're", "you'll", "your", "yours", "they", "them", "everyone",
		"is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "done", "have", "has", "had",
		"will", "would", "shall", "should", "can", "could", "may", "might", "must",
		"to", "of", "for", "with", "in", "on", "at", "by", "from", "as", "about", "into",
		"so", "then", "otherwise", "now", "just", "well", "oh", "omg", "ah", "hmm", "hm", "um", "uh", "er", "anyway", "okay",
		"please", "pls", "plz", "thanks", "thank", "thx", "ty", "cheers", "appreciated",
		"really", "very", "totally", "all", "everything", "whole", "entire", "exactly", "indeed",
		"what", "want", "wanted", "think", "believe", "feel", "free", "say", "said", "guess",
		"go", "ahead", "and", "or", "but", "though", "yet", "actually", "honestly", "basically",
		"right", "away", "asap", "immediately", "today", "again", "here", "there",
		"plan", "plans", "proposal", "approach", "idea", "suggestion", "change", "changes", "edit",
		"edits", "fix", "fixes", "update", "updates", "implementation", "work", "version", "thing",
		"described", "propose", "proposes", "suggest", "proposed", "outlined", "suggested", "mentioned", "listed", "written", "planned",
		"like", "way", "same", "make", "apply", "implement", "execute", "run", "start", "begin",
		"carry", "continue", "proceed", "sure", "happy", "glad", "good", "great", "nice", "fine",
		"ok", "cool", "perfect", "awesome", "excellent", "looks", "look", "sounds", "sound",
		"seems", "seem", "while", "course", "yes", "yeah", "yep", "know", "when",
		// the plan and "with" in the other languages ("sí, adelante con el
		// plan"), and the particles of Singlish ("ok lah go")
		"con", "el", "plano", "avec", "le", "mit", "dem", "piano", "il", "met", "het", "lah", "leh", "lor",
		// "that", "all of it", "the plan" in the other languages ("sí,
		// adelante con eso", "نعم، نفذ الخطة")
		"eso", "esto", "todo", "isso", "isto", "tudo", "ça", "das", "alles", "الخطة", "το", "σχέδιο", "זה", "את", "fin",
		"tu", // Swahili "just" ("endelea tu"), French "you"
		// Portuguese "with the" ("pode seguir com o plano"); Chinese
		// "please", "just", "by", "this", "plan", "proposal" and the
		// particle "ba" ("请按这个计划做吧"), one character a word
		"com", "o", "请", "就", "按", "这", "个", "计", "划", "方", "案", "吧",
		"finished", "sec", "second", "moment", "minute", "bit", "approval", "blessing", "permission",
		"lot", "much", "trust", "mind", "dokie", "whatever", "kind", "sort", "already", "finally", "obviously", "means",
		"above", "below", "wrote", "w", // "go ahead w that"
		// Urgency says when, not what: "haan kar do, jaldi", "да, делай.
		// срочно", "ja, mach schnell", "sì, fallo subito" (tool names spelled
		// alike, "vite" and "presto", and "soon", which puts off, are not
		// here)
		"quickly", "fast", "urgently", "urgent", "pronto",
		"jaldi", "jldi", "turant", "fauran", "срочно", "быстро", "быстрее", "скорее", "сейчас", "щас", "терміново",
		"швидко", "schnell", "sofort", "gleich", "rápido", "rapido", "ahorita", "rapidement",
		"subito", "velocemente", "rapidinho", "snel", "meteen", "hemen", "çabuk", "acele",
		"szybko", "natychmiast", "hned", "rychle", "nhanh", "ngay", "segera", "cepat", "genast", "snabbt",
		"nopeasti", "heti", "빨리", "바로", "지금", "بسرعة", "حالا", "מהר", "γρήγορα", "haraka",
		// "then", "so" opening an approval in other languages ("entonces
		// adelante", "тогда делай", "toh kar do", "quindi procedi")
		"entonces", "pues", "тогда", "toh", "quindi", "donc", "dus", "więc", "takže", "tak", "zaman",
		"jadi", "vậy", "thì", "så", "eli",
		// "so far", "as far as it goes": how much is judged, not what
		// ("Passt soweit", "va bene finora", "ça va jusqu'ici")
		"soweit", "bisher", "finora", "jusqu'ici", "zatím", "zatim":
		return true
	}
	return lang.IsAddress(w) || lang.IsThanks(w) || epistemicHedge(w) || lang.IsSound(w)
}

// epistemicHedge reports whether w makes what it stands beside a guess
// ("probably fine", "maybe go ahead"): no word of substance, and the reply
// it is in is read as hedged (at most medium).
func epistemicHedge(w string) bool {
	switch w {
	case "probably", "maybe", "perhaps", "presumably", "possibly", "kinda", "sorta", "mostly", "fairly", "reasonably":
		return true
	}
	return false
}

// changeMarker words always mean the reply adds to or alters the plan.
func changeMarker(w string) bool {
	switch w {
	case "also", "too", "instead", "plus", "additionally", "rather", "besides", "unless", "extra":
		return true
	}
	return false
}

// hangingConnector words mark a change only when nothing else in their
// clause says what it is ("yes, but"): otherwise the words that follow do.
func hangingConnector(w string) bool {
	switch w {
	case "but", "except", "however", "although":
		return true
	}
	return false
}

// ordinal reports whether w picks an item by position.
func ordinal(w string) bool {
	switch w {
	case "first", "second", "third", "fourth", "fifth", "sixth", "last", "1st", "2nd", "3rd", "4th", "5th",
		"former", "latter":
		return true
	}
	return false
}

// foreignOrdinal reports whether w is an ordinal of one of the other
// languages people answer in ("la primera", "die zweite", "la première"):
// a pick among options answered in Spanish is a pick all the same. Words
// that are also other words ("prima" is the Dutch "fine", "secondo" the
// Italian "according to") are left out. It is read only where a clause is
// weighed as a selection (isSelection, selectionWord), not on every word.
func foreignOrdinal(w string) bool {
	if len(w) < 5 {
		return false // every one is five bytes or more
	}
	switch w {
	case "primera", "primero", "segunda", "segundo", "tercera", "tercero", "última", "último",
		"erste", "ersten", "erstere", "zweite", "zweiten", "dritte", "dritten", "letzte", "letzten", "letztere",
		"première", "premier", "deuxième", "seconde", "troisième", "dernière", "dernier",
		"primeira", "primeiro", "terceira", "terceiro",
		"seconda", "terza", "terzo", "ultima", "ultimo",
		"eerste", "tweede", "derde", "laatste",
		"pierwsza", "pierwszy", "pierwszą", "druga", "drugi", "drugą", "trzecia", "trzeci",
		"pehla", "pehli", "pehlawala", "dusra", "dusri", "doosra", "doosri",
		"birinci", "ikinci", "üçüncü",
		"первый", "первая", "первое", "второй", "вторая", "второе", "pervyi", "vtoroi":
		return true
	}
	return false
}

// pickedByArticle reports whether prev, the word before the ordinal w,
// is an article that makes it a pick: "the first", and in the other
// languages "la primera", "die zweite", "le premier" (not the English "a
// first pass").
func pickedByArticle(prev, w string) bool {
	return prev == "the" || otherArticle(prev) && foreignOrdinal(w)
}

// otherArticle reports whether w is an article of one of the other
// languages that may stand before an ordinal ("la", "die", "le", "het").
func otherArticle(w string) bool {
	if len(w) > 3 {
		return false
	}
	switch w {
	case "la", "el", "lo", "le", "les", "die", "der", "das", "den", "il", "o", "a", "de", "het", "l'":
		return true
	}
	return false
}

// selectionNoun reports whether w names an item of a plan.
func selectionNoun(w string) bool {
	switch w {
	case "one", "ones", "step", "steps", "part", "parts", "item", "items", "change", "changes", "bit",
		"half", "option", "options", "point", "points", "file", "files", "fix", "fixes", "edit", "edits",
		"two", "three", "four", "bullet", "bullets", "task", "tasks", "phase", "phases", "stage", "stages":
		return true
	}
	return false
}

// selectionWord reports whether w belongs to a selection and adds nothing
// beyond it ("skip 3", "just the first one for now").
func selectionWord(w string) bool {
	switch w {
	case "skip", "leave", "out", "drop", "exclude", "except", "without", "not", "no", "only", "just",
		"do", "go", "with", "apply", "implement", "start", "keep", "for", "now", "rest", "later",
		"and", "or", "to", "the", "a", "of", "but", "though", "sure", "about", "yes", "ok", "okay",
		"let's", "please", "#":
		return true
	}
	return ordinal(w) || selectionNoun(w) || isNumber(w) || foreignOrdinal(w)
}

// isNumber reports whether w is a step number or a range of them: "3",
// "1-3", "#2".
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	digits := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '-' && i > 0:
		default:
			return false
		}
	}
	return digits > 0 && digits <= 3
}

// confirmationQuestion reports whether an assistant message asks one of the
// confirmation questions this package's guidance prescribes, so a plain yes
// that follows answers it.
func confirmationQuestion(norm string) bool {
	for _, q := range []string{
		"just to confirm", "proceed with this adjusted version", "proceed with the original plan",
		"should i proceed with", "want me to proceed with the plan",
	} {
		if containsWords(norm, q) {
			return true
		}
	}
	return false
}

// requestVerb reports whether a user message opening with w asks for new
// work rather than answering the plan.
func requestVerb(w string) bool {
	switch w {
	case "fix", "add", "write", "create", "implement", "build", "make", "refactor", "remove", "delete",
		"rename", "move", "migrate", "deploy", "install", "configure", "generate", "convert", "port",
		"upgrade", "review", "debug", "investigate", "setup", "draft", "translate", "rewrite", "document":
		return true
	}
	return false
}

// nearPhrase is the second look matchIn takes at a phrase of two words or
// more that is not at words[i] as written: the number of reply words that
// spell it with its first word as written and one later word mistyped or
// spelt by sound ("go fo it", "do eet", "sounds gud"), split in two ("go
// a head"), run together with the next ("go forit"), or with an adverb
// put before it ("leg einfach los", "that'd probably work"); 0 for none.
// Refusals are not read this way: a near refusal ("not new" for "not
// now") would take consent away from what only resembles one.
func nearPhrase(p phrase, words []string, i int) int {
	if p.words < 2 || p.kind == kindNegative || i+1 >= len(words) {
		return 0
	}
	return phraseNear(p.text, p.words, words, i)
}

// phraseNear is the number of reply words from words[i] that spell the
// phrase text (of n words, the first one already matched) with one of its
// later words written as nearMatch allows, 0 for none.
func phraseNear(text string, n int, words []string, i int) int {
	var buf [8]string // phrases are short: split without allocating
	want := buf[:0]
	for text != "" && len(want) < len(buf) {
		w, rest, _ := strings.Cut(text, " ")
		want, text = append(want, w), rest
	}
	if text != "" {
		return 0
	}
	k := i + 1 // the next reply word
	slips := 0
	for j := 1; j < len(want); j++ {
		if k < len(words) && words[k] == want[j] {
			k++
			continue
		}
		slips++
		if slips > 1 {
			return 0
		}
		switch {
		case k+1 < len(words) && insertedAdverb(words[k]) && words[k+1] == want[j]:
			k += 2 // "leg einfach los", "that'd probably work"
		case j+1 < len(want) && k < len(words) && spells(words[k], want[j], want[j+1]):
			j++ // "go forit"
			k++
		case k+1 < len(words) && spells(want[j], words[k], words[k+1]):
			k += 2 // "go a head"
		case k < len(words) && !isFiller(words[k]) && lang.NearPhraseWord(words[k], want[j], n >= 3):
			k++
		default:
			return 0
		}
	}
	if slips == 0 {
		return 0
	}
	return k - i
}

// spells reports whether w is a followed by b (w == a+b), without
// building a+b: phraseNear asks it of most reply words it reads.
func spells(w, a, b string) bool {
	return len(w) == len(a)+len(b) && w[:len(a)] == a && w[len(a):] == b
}

// nounUse reports whether an approving word that counts only alone (see
// aloneOnly) stands after a determiner, where it is a noun or an
// adjective: "the ship date", "the go live", "a good one", "my bet is on
// the cache". Refusals are kept: "that's a pass" still refuses.
func nounUse(p phrase, words []string, i int) bool {
	return p.words == 1 && p.alone && p.kind != kindNegative && i > 0 && nounDeterminer(words[i-1])
}

// nounDeterminer reports whether w is an article or a possessive, after which
// a verb is a noun.
func nounDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "my", "our", "your", "their", "his", "her", "its", "every", "each", "no":
		return true
	}
	return false
}

// exclamationLen is the length of an exclamation of impatience or
// emphasis at words[i], which says nothing about the plan: "for the love
// of god", "for heaven's sake", "for crying out loud", "oh my god"; 0 for
// none.
func exclamationLen(words []string, i int) int {
	at := func(k int) string {
		if i+k < len(words) {
			return words[i+k]
		}
		return ""
	}
	switch {
	case at(0) == "for" && at(1) == "the" && at(2) == "love" && at(3) == "of" && at(4) != "":
		return 5 // "for the love of god|pete|all that is holy"
	case at(0) == "for" && strings.HasSuffix(at(1), "'s") && at(2) == "sake":
		return 3 // "for god's sake", "for heaven's sake"
	case at(0) == "for" && at(1) == "crying" && at(2) == "out" && at(3) == "loud":
		return 4
	case at(0) == "oh" && at(1) == "my" && (at(2) == "god" || at(2) == "gosh" || at(2) == "goodness"):
		return 3
	}
	return 0
}

// tentativeAck reports whether a clause asked as a question holds an
// acknowledgement and nothing else but filler or hedges ("ok?", "fine?",
// "sure?", "I guess?", "I guess that's fine?"): a yes said unsure of
// itself, medium, not a question about the plan. A clause that opens like
// a question ("is that ok?") asks; a bare approving word asked ("yes?",
// "go ahead?") answers nothing; a negation is no acknowledgement.
func (c *Classifier) tentativeAck(words []string) bool {
	if len(words) == 0 || len(words) > 6 || lang.OpensQuestion(words) {
		return false
	}
	ack := false
	for i := 0; i < len(words); {
		if p, n := c.match(words, i, kindHigh, kindMedium, kindNegative); n > 0 {
			if p.kind != kindMedium {
				return false
			}
			ack = true
			i += n
			continue
		}
		if !unsureWord(words[i]) {
			return false
		}
		i++
	}
	return ack
}

// unsureWord reports whether w may stand beside a tentative
// acknowledgement: a hedge, a pronoun for the plan, a hesitation ("I
// guess that's fine?", "hmm ok?", "so, fine?").
func unsureWord(w string) bool {
	switch w {
	case "i", "guess", "suppose", "mean", "think", "it", "it's", "that", "that's", "this", "is", "seems", "then", "so",
		"um", "uh", "hmm", "hm", "well", "er", "erm", "yeah", "all", "right", "for", "me", "now":
		return true
	}
	return epistemicHedge(w)
}

// onlyFiller reports whether no word of ws says anything (isFiller), so a
// word that counts only alone (aloneOnly) stands alone before them.
func onlyFiller(ws []string) bool {
	for _, w := range ws {
		if !isFiller(w) {
			return false
		}
	}
	return true
}

// endsAlone reports whether ws ends with a consent phrase that counts
// only alone (aloneOnly): words after it in the same clause are its object
// or its verb ("you may have missed step 3", "go with option 2"), never a
// remark beside it, so the clause is not split after it.
func (c *Classifier) endsAlone(ws []string) bool {
	for k := range ws {
		if p, n := c.match(ws, k, kindHigh, kindMedium); n > 0 && k+n == len(ws) && p.alone {
			return true
		}
	}
	return false
}

// insertedAdverb reports whether w is an adverb people put inside a set
// phrase without changing it: an intensifier or softener ("leg einfach
// los", "go just ahead", "mach mal das") or a hedge ("that'd probably
// work", which the hedge then makes medium).
func insertedAdverb(w string) bool {
	switch w {
	case "just", "simply", "really", "totally", "einfach", "ruhig", "mal", "doch", "nur", "pure", "bien":
		return true
	}
	return epistemicHedge(w)
}

// approvalAt is the approving or acknowledging phrase at words[i] (cands
// are the phrases that start with words[i]) and its length in words,
// written as it is or with a slip (slipMatch); 0 for none.
func (c *Classifier) approvalAt(cands []phrase, words []string, i int) (phrase, int) {
	if statedPractice(words, i) {
		return phrase{}, 0 // "we already ship it": what someone does, not a go-ahead
	}
	if p, n := matchIn(cands, words, i, kindHigh, kindMedium); n > 0 {
		return p, n
	}
	if verbAway(words, i) {
		return goAhead, 2
	}
	return c.slipMatch(words, i, highOnly)
}

// goAhead is the phrase a go-ahead idiom without its words is read as.
var goAhead = phrase{text: "go ahead", words: 2, kind: kindHigh}

// verbAway reports whether words[i:] is a verb and "away", alone in its
// clause: "vectorise away", "refactor away", "round away" — do as much of
// it as you like, the way "fire away" says go ahead. The phrasal verbs of
// leaving, keeping off or getting rid of ("go away", "stay away", "throw
// away") are not, nor "right away" (when, not whether).
func verbAway(words []string, i int) bool {
	if i+2 != len(words) || words[i+1] != "away" || len(words[i]) < 4 {
		return false
	}
	switch words[i] {
	case "stay", "keep", "back", "walk", "throw", "give", "take", "put", "fade", "pass", "tuck", "stow", "hide",
		"move", "turn", "right", "straight", "far", "gone", "goes", "went", "going", "been", "stays", "kept",
		"away", "run", "runs", "ran", "get", "gets", "wash", "wipe", "melt", "waste", "slip", "drift", "shy",
		"steer", "look", "looks", "fall", "falls", "fell", "blow", "send", "sent", "file", "lock", "lead", "break":
		return false
	}
	return !isFiller(words[i])
}

// highOnly is the kind list of an approval read through a slip.
var highOnly = []phraseKind{kindHigh}

// slipMatch is the look match takes at a reply word that starts no phrase
// as written: a slip in the first word of an approving phrase of two words
// or more whose other words follow as written ("dp it", "og for it"), or
// "yes" mistyped before an approving phrase ("yrs go"). Refusals are not
// read this way, so a slip never turns one into an approval.
func (c *Classifier) slipMatch(words []string, i int, kinds []phraseKind) (phrase, int) {
	if i+1 >= len(words) || !maySlip(words, i) || !hasKind(kinds, kindHigh) {
		return phrase{}, 0
	}
	for _, head := range [...]string{"do", "go"} {
		if !lang.HeadSlip(words[i], head) {
			continue
		}
		for _, p := range c.phrases[head] {
			if p.kind == kindHigh && p.words >= 2 && p.words <= len(words)-i && phraseAfterHead(p.text, words, i) {
				return p, p.words
			}
		}
	}
	if lang.YesSlip(words[i]) || splitYes(words, i) {
		// "yrs go"; "ye s go", "ye p go": a yes-word split by a stray
		// space, its last letter left alone.
		if p, n := matchIn(c.startingAt(words[i+1]), words, i+1, kindHigh); n > 0 && !p.alone || n > 0 && i+1+n == len(words) {
			for _, y := range c.phrases["yes"] {
				if y.words == 1 && y.kind == kindHigh {
					return y, 1
				}
			}
		}
	}
	return phrase{}, 0
}

// maySlip is slipMatch's quick test: words[i] keeps a letter of "do" or
// "go" in place or swaps them, keeps two letters of "yes", or is the split
// letter of a yes-word. It runs on every short word of a reply, so it
// rules out ordinary words ("the", "in", "we") in a comparison or two.
func maySlip(words []string, i int) bool {
	w := words[i]
	switch len(w) {
	case 1:
		return splitYes(words, i)
	case 2:
		return w[0] == 'd' || w[0] == 'g' || w[0] == 'o' || w[1] == 'o'
	case 3:
		return w[0] == 'y' || w[0] == 'e' || w[1] == 'e' && w[2] == 's'
	}
	return false
}

// phraseAfterHead reports whether the words of text after its first are
// words[i+1:] as written.
func phraseAfterHead(text string, words []string, i int) bool {
	_, rest, _ := strings.Cut(text, " ")
	return phraseAt(rest, words, i+1)
}

// splitYes reports whether words[i] is the last letter of a yes-word that
// a stray space split off ("ye s go", "ye p go": "ye" is read as "yeah").
func splitYes(words []string, i int) bool {
	if i == 0 || words[i] != "s" && words[i] != "p" {
		return false
	}
	switch words[i-1] {
	case "yeah", "yes", "yep", "yup":
		return true
	}
	return false
}

// onlyForeignYes reports whether a reply is a yes-word of another language
// and nothing else ("ja", "Oui.", "evet!"): the answer yes to a closed
// question that asks to confirm the go-ahead (see lang.ForeignYes).
func onlyForeignYes(prompt string) bool {
	if len(prompt) > 24 {
		return false
	}
	// Clauses reads the word as "ok" (lang.Canonical): the word as typed.
	w := strings.ToLower(strings.Trim(prompt, " \t\n.!。！"))
	return lang.ForeignYes(w) || aloneYes(w)
}

// maxYesPlease bounds the replies read for a yes-word with please.
const maxYesPlease = 48

// foreignYesPlease reports whether a reply is a yes-word of another
// language with "please" or "gladly" and nothing else but thanks: "ja
// bitte", "ja gerne, danke!", "sí, por favor", "oui, s'il te plaît",
// "tak, proszę", "да, пожалуйста". That is "yes please", the acceptance of
// what was offered, which the English reads as high; the bare yes-word is
// "ok" (lang.ForeignYes), so it is read from the words as typed.
func foreignYesPlease(prompt string) bool {
	if len(prompt) > maxYesPlease {
		return false
	}
	ws := strings.FieldsFunc(strings.ToLower(prompt), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	if len(ws) < 2 || !lang.ForeignYes(ws[0]) {
		return false
	}
	please := false
	for _, w := range ws[1:] {
		switch {
		case w == "bitte" || w == "gerne" || w == "gern" || w == "favor" || w == "favore" || w == "plaît" || w == "plait" ||
			w == "proszę" || w == "prosze" || w == "пожалуйста" || w == "lütfen" || w == "lutfen" || w == "prosím" ||
			w == "graag" || w == "volontiers" || w == "encantado" || w == "com" || w == "prazer":
			please = true
		case w == "por" || w == "per" || w == "s'il" || w == "te" || w == "vous" || lang.IsThanks(w):
		default:
			return false
		}
	}
	return please
}

// countBeforeYes returns how many words at words[i] count how many times
// the yes after them is said ("1000 times yes", "a hundred times yeah"):
// an intensifier, no part of the plan picked; 0 for none.
func countBeforeYes(words []string, i int) int {
	if !slices.Contains(words[min(i+1, len(words)):min(i+4, len(words))], "times") {
		return 0 // the count, at most three words, stands before "times": most words have none after them
	}
	j := i
	for j < len(words) && j-i < 3 && (isNumber(words[j]) || digitsOnly(words[j]) || spelledCount(words[j]) || countWord(words[j])) {
		j++
	}
	if j == i || j+1 >= len(words) || words[j] != "times" || !lang.IsYes(words[j+1]) {
		return 0
	}
	return j + 1 - i
}

// spelledCount reports whether w is a word of a large count spelt out:
// "a", "ten", "hundred", "thousand", "million".
func spelledCount(w string) bool {
	switch w {
	case "a", "ten", "hundred", "thousand", "million", "billion":
		return true
	}
	return false
}

// yesBeforeApproval reports whether a clause opens with a yes-word that is
// also a word of another language ("si", "da", "sim", "hai": see
// lang.Ambiguous) right before an approval of the vocabularies ("si
// hazlo", "da davai", "sim pode fazer"): that is the yes-word, agreeing,
// and the approval after it is read as usual. Before anything else ("si tu
// veux", "da fuq") it is left unread, as before.
func (c *Classifier) yesBeforeApproval(words []string) bool {
	if len(words) < 2 || !lang.Ambiguous(words[0]) {
		return false
	}
	_, n := c.match(words, 1, kindHigh)
	return n > 0
}

// cannotObjectLen is the length of a litotes at words[i] ("can't",
// "couldn't", "cannot"): praise by finding nothing to object to, "can't
// argue with that", "can't see anything wrong", "couldn't spot any
// issues", "cannot fault it"; 0 for none. Only the plan (a pronoun) or
// nothing at all may be what is not argued with: "can't argue with the
// tests" is about something else.
func cannotObjectLen(words []string, i int) int {
	at := func(k int) string {
		if i+k < len(words) {
			return words[i+k]
		}
		return ""
	}
	planPronoun := func(w string) bool { return w == "that" || w == "this" || w == "it" }
	switch at(1) {
	case "argue":
		if at(2) == "with" && planPronoun(at(3)) {
			return 4
		}
		if at(2) == "" {
			return 2
		}
	case "fault":
		if planPronoun(at(2)) {
			return 3
		}
	case "see", "find", "spot":
		if at(2) != "anything" && at(2) != "any" {
			return 0
		}
		switch at(3) {
		case "wrong", "problem", "problems", "issue", "issues", "flaw", "flaws":
			return 4
		}
	}
	return 0
}

// overHundredBesideYes reports whether words[i] is a percentage of a
// hundred or more ("110%", "1000%") right before or after a yes-word in
// its clause: the yes said over, not a value ("200% yes"). Anywhere else
// a percentage is a value the reply sets ("cap it at 200%").
func overHundredBesideYes(words []string, i int) bool {
	w := words[i]
	if len(w) < 4 || len(w) > 7 || w[len(w)-1] != '%' || w[0] == '0' {
		return false // under three digits or over six, or a leading zero
	}
	if !digitsOnly(w[:len(w)-1]) {
		return false
	}
	return (i+1 < len(words) && lang.IsYes(words[i+1])) || (i > 0 && lang.IsYes(words[i-1]))
}

// digitsOnly reports whether w is a whole number written in digits, of
// any length ("1000").
func digitsOnly(w string) bool {
	for k := 0; k < len(w); k++ {
		if w[k] < '0' || w[k] > '9' {
			return false
		}
	}
	return w != ""
}

// setsValue reports whether a statement clause holds the resultative
// "make it <value>" ("make it 100", "make it async", "make it
// configurable"): the word after "make it" sets what the plan's thing
// becomes, a change to the plan, not the plan carried out as written.
// "make it", "make it please", "make it now" carry it out; "make it so"
// and "make it happen" are idioms of the go-ahead.
func setsValue(cls []lang.Clause) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i+2 < len(ws) && !cl.Question; i++ {
			if ws[i] == "make" && ws[i+1] == "it" && !isFiller(ws[i+2]) && !lang.IsAddress(ws[i+2]) &&
				ws[i+2] != "so" && ws[i+2] != "happen" && (i == 0 || ws[i-1] != "to") {
				return true
			}
		}
	}
	return false
}

// statedPractice reports whether the words before words[i] are only a
// subject and an adverb of habit or fact ("we already", "they always",
// "the team usually"): a consent verb after them says what someone does
// ("we already ship it", "they usually merge it on fridays"), not what the
// agent may do. Without the adverb ("ok we go ahead") it may be the
// decision itself.
func statedPractice(words []string, i int) bool {
	if i < 2 {
		return false
	}
	k := 0
	if words[k] == "the" && i > 2 {
		k++
	}
	switch words[k] {
	case "we", "they", "he", "she", "people", "everyone", "everybody", "team", "i":
	default:
		return false
	}
	if k+1 >= i {
		return false
	}
	for _, w := range words[k+1 : i] {
		switch w {
		case "already", "always", "usually", "normally", "typically", "generally", "often", "still", "currently", "regularly":
		default:
			return false
		}
	}
	return true
}

// insteadOfPlan reports whether the words of an approval (approval) and
// those after it (rest, and the next clause, next) point it, by "instead", at what the reply
// proposes in place of the plan: "let's do that instead", "merge that one
// instead". The approval is for the counter-proposal, not the plan. "go
// ahead, but use a mutex instead" approves the plan with a change (the
// "instead" follows a change of its own); "do it instead of the old
// script" says what the plan replaces.
func insteadOfPlan(approval, rest, next []string) bool {
	k := 0
	for k < len(rest) && pointerWord(rest[k]) {
		k++
	}
	if k == 0 && !pointerWord(approval[len(approval)-1]) {
		return false // "go ahead. [a remark] instead": nothing pointed at
	}
	if k == len(rest) {
		rest, k = next, 0 // "let's do that" | "instead"
	}
	return k < len(rest) && rest[k] == "instead" && (k+1 == len(rest) || rest[k+1] != "of" && onlyFiller(rest[k+1:]))
}

// pointerWord reports whether w only points at something named before
// ("that", "this one", "the other").
func pointerWord(w string) bool {
	switch w {
	case "that", "this", "it", "one", "them", "those", "these", "other", "the", "just":
		return true
	}
	return false
}
