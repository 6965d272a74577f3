package words

import (
	"math/bits"
	"strings"
	"unicode/utf8"
)

// Canonical is the form of one lower-cased word that the vocabularies are
// written in: letters repeated for emphasis squeezed ("yesss", "goood"),
// the apostrophe of common contractions restored ("dont"), chat short
// forms and yes-words of other languages mapped ("pls"; "ja", "oui" as "ok"),
// run-together phrases split ("goahead" → "go ahead"), Arabic and Hebrew
// words read without vowel marks and their written-on "and" (semitic),
// the polite endings of a Korean request read as its plain imperative,
// and typos of the
// approval and refusal vocabulary fixed ("ahaed", "proceeed", "lgmt"). The
// result may be several words separated by single spaces.
func Canonical(w string) string {
	if w == "ooo" {
		return w // out of office, not "o"
	}
	if m := semitic(w); m != w {
		return m // "ونفّذ" → "and نفذ"
	}
	if m := koreanRequest(w); m != w {
		return m // "진행하세요" → "진행해"
	}
	w = squeeze(w)
	if m := shortForm(w); m != w {
		return m
	}
	if m := FixTypo(w); m != w {
		return m
	}
	if m := splitJoined(w); m != w {
		return m
	}
	return unrepeat(w)
}

// unrepeat returns the word of the closed vocabulary that w types over
// and over ("gogogo", "yesyesyes", "nonono") as that word, or w. Only the
// short words people repeat for emphasis are tried, so an ordinary word
// that repeats a syllable ("haha", "dodo") stays itself.
func unrepeat(w string) string {
	for p := 2; p <= 4 && 2*p <= len(w); p++ {
		if len(w)%p != 0 || !repeatedWord(w[:p]) || strings.Count(w, w[:p]) != len(w)/p {
			continue
		}
		return w[:p]
	}
	return w
}

// repeatedWord reports whether w is a short word of the vocabulary that
// people type over and over: "go", "yes", "ok", "no", "yep", "nope".
func repeatedWord(w string) bool {
	switch w {
	case "go", "yes", "ok", "no", "yep", "yup", "nah", "nope", "sure", "yeah":
		return true
	}
	return false
}

// splitJoined returns a word that runs together the first two words of an
// approving or acknowledging phrase ("gofor it", "letsgo", "soundsgood",
// "yesplease") as those two words, or w. Only a phrase's first word
// (phraseHead) and second word (phraseSecond) are tried, so an ordinary
// word ("goal", "does", "yesterday") costs two comparisons.
func splitJoined(w string) string {
	if len(w) < 4 || len(w) > 16 {
		return w
	}
	// The first words are at most six letters long, the second at most
	// eight.
	for k := max(1, len(w)-8); k <= min(6, len(w)-2); k++ {
		left := w[:k]
		if left == "lets" {
			left = "let's"
		}
		if !phraseHead(left) {
			continue
		}
		right := shortForm(w[k:])
		if !phraseSecond(right) {
			// "goahed", "gofro": a slip in the second word, fixed over
			// the same closed vocabulary.
			if right = nearSecond(right); right == "" {
				continue
			}
		}
		p := left + " " + right
		for _, list := range [...][]string{High(), Medium()} {
			for _, q := range list {
				if q == p || strings.HasPrefix(q, p+" ") {
					return p
				}
			}
		}
	}
	return w
}

// phraseHead reports whether w is the first word of an approving or
// acknowledging phrase that people run together with the next ("gofor",
// "letsgo", "yesplease").
func phraseHead(w string) bool {
	switch w {
	case "go", "do", "let's", "yes", "sounds", "looks", "look", "ship", "send", "make", "carry", "keep", "get",
		"just", "all", "of", "sure", "fire", "full", "works", "that", "by", "please", "i", "you":
		return true
	}
	return false
}

// nearSecond returns the second word of a phrase (phraseSecond) that w
// is one slip from ("ahed", "proceeed", "plase"; "fro" for the short
// "for": a swap only), or "". It compares in place: no allocation.
func nearSecond(w string) string {
	for _, t := range [...]string{"ahead", "proceed", "please", "course", "approve", "agree", "going", "works", "great", "good", "fine", "for"} {
		if len(t) > 3 && oneEdit(w, t) || len(w) == len(t) && w != t && swapped(w, t) {
			return t
		}
	}
	return ""
}

// phraseSecond reports whether w is the second word of a phrase that
// phraseHead starts.
func phraseSecond(w string) bool {
	switch w {
	case "ahead", "for", "it", "go", "do", "good", "great", "fine", "please", "on", "proceed", "that", "this",
		"thing", "course", "means", "away", "right", "steam", "works", "going", "approve", "agree", "may", "can":
		return true
	}
	return false
}

// shortForm is what Canonical maps a contraction without its apostrophe,
// a chat short form, a yes-word of another language or a run-together
// phrase to, or w.
func shortForm(w string) string {
	if ForeignYes(w) || w == "okej" || w == "ок" || w == "oki" {
		return "ok"
	}
	switch w {
	case "dont":
		return "don't"
	case "doesnt":
		return "doesn't"
	case "didnt":
		return "didn't"
	case "cant":
		return "can't"
	case "wont":
		return "won't"
	case "wouldnt":
		return "wouldn't"
	case "shouldnt":
		return "shouldn't"
	case "isnt":
		return "isn't"
	case "arent":
		return "aren't"
	case "wasnt":
		return "wasn't"
	case "havent":
		return "haven't"
	case "lets":
		return "let's"
	case "thats":
		return "that's"
	case "im":
		return "i'm"
	case "ive":
		return "i've"
	case "youre":
		return "you're"
	case "okey", "okie", "okok", "kk", "o.k", "o.k.":
		return "ok"
	case "ya", "yah", "yea", "ye", "yas", "yeh", "yh":
		return "yeah"
	case "gd":
		return "good" // "sounds gd"
	case "gr8":
		return "great"
	case "ys", "yse", "yus":
		return "yes"
	case "pls", "plz", "pleas", "bitte", "favor", "svp", "stp", "porfa", "pfv", "prego":
		return "please" // "por favor": "por" is filler
	// Chat short forms of phrases of the vocabularies.
	case "ofc":
		return "of course"
	case "np":
		return "no problem"
	case "ight", "aight":
		return "alright"
	case "rn":
		return "right now"
	case "hol":
		return "hold" // "hol up"
	case "lemme":
		return "let me"
	case "yeppers", "jep":
		return "yep"
	case "jup":
		return "yup"
	case "adelante", "vas-y", "allez-y", "avanti", "vamos":
		return "go ahead"
	case "genau", "exacto", "exactement", "natürlich":
		return "exactly"
	case "goahead", "go-ahead":
		return "go ahead"
	case "shipit", "ship-it":
		return "ship it"
	case "doit", "do-it":
		return "do it"
	case "itt":
		return "it"
	case "100%":
		return "totally" // "100%, go ahead": an intensifier
	}
	return w
}

// typoTargets are the words of the approval and refusal vocabulary a typo
// is fixed towards by any single edit (a letter added, dropped, replaced,
// or two swapped): long and unlike other English words.
var typoTargets = [...]string{"ahead", "proceed", "approved", "approve", "absolutely", "definitely",
	"confirmed", "confirm", "continue", "agreed", "please", "perfect", "alright", "affirmative", "nevermind", "apply"}

// typoNear holds, for each byte, the set of typoTargets (bit k for
// typoTargets[k]) whose first or second letter it is. typoTargets has at
// most 32 words (TestTypoNearHoldsEveryTarget).
var typoNear = func() (near [256]uint32) {
	for k, t := range typoTargets {
		near[t[0]] |= 1 << k
		near[t[1]] |= 1 << k
	}
	return near
}()

// swapTargets are the short vocabulary words fixed only for two swapped
// letters ("yse", "godo", "lgmt"): any other single edit of them is too
// often another word ("god", "yet", "food").
var swapTargets = [...]string{"ok", "yes", "yeah", "yep", "yup", "good", "sure", "okay", "looks", "sounds", "ship",
	"lgtm", "sgtm", "great", "fine", "cool", "wait", "stop", "hold", "nope", "cancel", "abort", "do", "it", "go", "going",
	"for",          // ("go fro it")
	"make", "with"} // ("mkae the change", "go wiht it")

// maxSwapTarget is the length of the longest swapTargets word.
const maxSwapTarget = 6

// notTypos are real words one edit away from a target.
func notTypos(w string) bool {
	switch w {
	case "head", "lease", "cancer", "prefect", "ahem", "agree", "approval", "god", "dog", "og", "ti", "od",
		"sotp", "pots", "tops", "spot", "post", "opts",
		"apple", "amply", "aptly", "apples", "conform",
		"hood", "greet", "finn", "coll", // a letter of "hold", "great", "fine", "cool" echoed
		"yews", "surer", // a key beside a letter of "yes", "sure" added
		"if", "ir", "ig", "i5", "i6", "8t", "9t", "ut": // neighbours of "it" on the keyboard that are words
		return true
	}
	return false
}

// FixTypo returns the vocabulary word w is a typo of, or w. Only the
// closed vocabulary of approval and refusal words is a target, never open
// text, and an inflection of a target ("proceeds", "approves") is not a
// typo.
func FixTypo(w string) string {
	if len(w) < 2 || len(w) > 12 {
		return w
	}
	for i := 1; i < len(w) && len(w) >= 3; i++ {
		if w[i] != w[i-1] {
			continue
		}
		// A doubled letter: "yess", "itt", "okk", "iit", "shiip".
		for _, t := range swapTargets {
			if len(t) == len(w)-1 && t[:i] == w[:i] && t[i:] == w[i+1:] {
				return fixed(w, t)
			}
		}
		// A doubled letter of a yes-word the vocabulary maps ("yass" of
		// "yas"); other short forms are too short to guess at ("sttp" is
		// "stop", not "stp").
		if single := w[:i] + w[i+1:]; len(single) <= maxSwapTarget {
			if m := shortForm(single); m != single && IsYes(m) {
				return m
			}
		}
	}
	if t := fatFinger(w); t != "" {
		return fixed(w, t) // "yeas", "yesa", "suree"
	}
	// Both readings below need the first or second letter of w among the
	// first two of the target: only those targets are tried.
	for near := typoNear[w[0]] | typoNear[w[1]]; near != 0; near &= near - 1 {
		t := typoTargets[bits.TrailingZeros32(near)]
		if len(w) >= 4 && len(w) >= len(t)-1 && len(w) <= len(t)+1 && nearStart(w, t) && oneEdit(w, t) && !inflection(w, t) {
			return fixed(w, t)
		}
		if len(t) >= minScrambled && len(w)+2 >= len(t) && len(w) <= len(t)+2 && w[0] == t[0] && (scrambled(w, t) || SoundsLike(w, t)) {
			return fixed(w, t) // "porcede", "confimred"; "proseed"
		}
	}
	if len(w) > maxSwapTarget {
		return w // longer than every short target (and its slips)
	}
	for _, t := range swapTargets {
		switch {
		case len(w) != len(t):
			// One of a double letter dropped, in a word of four letters or
			// more: "loks" ("col", "god" are words).
			if len(w)+1 == len(t) && len(w) >= 4 && w[0] == t[0] && undoubled(w, t) {
				return fixed(w, t)
			}
		case (w[0] == t[0] || w[1] == t[0]) && swapped(w, t):
			return fixed(w, t)
		case len(t) >= 4 && w[0] == t[0] && echoed(w, t):
			return fixed(w, t)
		}
	}
	for _, t := range slipTargets {
		if len(w) == len(t) && keySlip(w, t) {
			return fixed(w, t)
		}
	}
	return w
}

// slipTargets are the short vocabulary words also fixed for one letter hit
// on a neighbouring key ("ship iy", "lgtn", "okau"): words whose
// neighbours on the keyboard are not English words (unlike "good"/"food",
// "ship"/"shop", "stop"/"atop"), apart from the few notTypos lists.
var slipTargets = [...]string{"it", "lgtm", "sgtm", "okay", "yeah"}

// keyRows is the QWERTY layout, for keySlip.
var keyRows = [...]string{"1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"}

// adjacent reports whether a and b are neighbouring keys: side by side in
// a row, or above or below (by one position either way) in the next row.
func adjacent(a, b byte) bool {
	ra, ca := keyAt(a)
	rb, cb := keyAt(b)
	if ra < 0 || rb < 0 || a == b {
		return false
	}
	switch ra - rb {
	case 0:
		return ca-cb == 1 || cb-ca == 1
	case 1, -1:
		d := ca - cb
		return d >= -1 && d <= 1
	}
	return false
}

// keyAt is the row and column of a key, -1 -1 for none.
func keyAt(c byte) (int, int) {
	for r, row := range keyRows {
		if i := strings.IndexByte(row, c); i >= 0 {
			return r, i
		}
	}
	return -1, -1
}

// undoubled reports whether a is b with one letter of a double letter
// dropped ("loks" of "looks").
func undoubled(a, b string) bool {
	for i := 1; i < len(b); i++ {
		if b[i] == b[i-1] && a == b[:i]+b[i+1:] {
			return true
		}
	}
	return false
}

// echoed reports whether a and b (of one length) differ in exactly one
// letter, which in a repeats a neighbour of that letter in b ("ggod" for
// "good", "yaah" for "yeah"): a finger that stayed on the last key.
func echoed(a, b string) bool {
	at := -1
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	return at > 0 && a[at] == b[at-1] || at >= 0 && at+1 < len(b) && a[at] == b[at+1]
}

// keySlip reports whether a and b (of one length) differ in exactly one
// letter, and that letter's keys are neighbours.
func keySlip(a, b string) bool {
	at := -1
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	return at >= 0 && adjacent(a[at], b[at])
}

// fixed is t, the vocabulary word a typo w was found to be, unless w is a
// word in its own right: a vocabulary word, a real word one edit away, or
// an inflection ("approve" is not "approved", nor "proceeds" "proceed").
// It runs only for the rare candidates, so the common path stays a few
// comparisons per word.
func fixed(w, t string) string {
	if notTypos(w) || inflected(w) {
		return w
	}
	for _, v := range typoTargets {
		if v == w {
			return w
		}
	}
	for _, v := range swapTargets {
		if v == w {
			return w
		}
	}
	return t
}

// nearStart is a quick test that a and b can be one edit apart: one edit
// keeps a letter of the first two in place or moves it by one.
func nearStart(a, b string) bool {
	return a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1]
}

// inflected reports whether w is a typo target with an inflectional
// ending ("approves", "proceeds", "confirmed" of "confirm").
func inflected(w string) bool {
	for _, cut := range [...]int{1, 2} {
		if len(w) <= cut+2 {
			continue
		}
		stem, end := w[:len(w)-cut], w[len(w)-cut:]
		switch end {
		case "s", "es", "ed", "er":
		case "d", "r":
			if !strings.HasSuffix(stem, "e") {
				continue // "confirmd" is a typo of "confirmed", not an ending of "confirm"
			}
		default:
			continue
		}
		for _, t := range typoTargets {
			if stem == t && w != t {
				for _, u := range typoTargets {
					if w == u {
						return false
					}
				}
				return true
			}
		}
	}
	return false
}

// inflection reports whether w is t with an inflectional ending.
func inflection(w, t string) bool {
	rest, ok := strings.CutPrefix(w, t)
	return ok && (rest == "s" || (rest == "d" || rest == "r") && strings.HasSuffix(t, "e"))
}

// swapped reports whether a and b (of one length) differ by exactly two
// adjacent letters swapped.
func swapped(a, b string) bool {
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

// oneEdit reports whether a and b differ by exactly one edit: a letter
// added, dropped or replaced, or two adjacent letters swapped.
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	la, lb := len(a), len(b)
	switch {
	case la == lb:
		diff := 0
		for i := 0; i < la; i++ {
			if a[i] != b[i] {
				diff++
			}
		}
		return diff == 1 || swapped(a, b)
	case la == lb+1:
		a, b = b, a
		fallthrough
	case la+1 == lb:
		// a is b with one letter dropped.
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return a[i:] == b[i+1:]
	}
	return false
}

// squeeze collapses letters repeated three or more times: to two when that
// makes a vocabulary word ("goood" → "good", "proceeed" → "proceed"), else
// to one ("yesss" → "yes", "nooo" → "no"). Digits are never squeezed: a
// number says its value ("1000%", "3000 lines"), and a word with a digit
// in it is left as it is.
func squeeze(w string) string {
	run := 1
	for i := 1; i < len(w); i++ {
		if w[i] >= '0' && w[i] <= '9' || w[0] >= '0' && w[0] <= '9' {
			return w
		}
		if w[i] == w[i-1] {
			run++
			if run == 3 {
				two := collapse(w, 2)
				if known(two) {
					return two
				}
				return collapse(w, 1)
			}
		} else {
			run = 1
		}
	}
	return w
}

// collapse shortens every run of three or more identical bytes to keep.
func collapse(w string, keep int) string {
	var b strings.Builder
	for i := 0; i < len(w); {
		j := i
		for j < len(w) && w[j] == w[i] {
			j++
		}
		if j-i >= 3 {
			b.WriteString(w[i : i+keep])
		} else {
			b.WriteString(w[i:j])
		}
		i = j
	}
	return b.String()
}

// known reports whether w is a word of the vocabularies with a double
// letter, so squeezing keeps it.
func known(w string) bool {
	switch w {
	case "good", "proceed", "agreed", "approved", "approve", "all", "cool", "too", "sorry", "yeet", "off",
		"soon", "cheers", "will", "till", "free", "feel", "need", "look", "looks", "still", "well", "really":
		return true
	}
	return false
}

// minScrambled is the length from which a typo target is also fixed for
// its letters scrambled or spelt the way it sounds: long enough that no
// other English word has the same letters or the same sound.
const minScrambled = 7

// scrambled reports whether a is b with its letters (after the first)
// in another order, as fast typing leaves them ("porcede", "confimred",
// "aprpoved"): same length, same first letter, same letters.
func scrambled(a, b string) bool {
	if len(a) != len(b) || a == b || a[0] != b[0] {
		return false
	}
	var count [256]int
	for i := 1; i < len(a); i++ {
		count[a[i]]++
		count[b[i]]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

// SoundsLike reports whether two words differ but are spelt for one
// sound, the way dictation and phonetic typing write a word ("proseed"
// and "proceed", "gud" and "good", "eet" and "it"): see soundKey.
func SoundsLike(a, b string) bool {
	if a == b || len(a) > 16 || len(b) > 16 {
		return false
	}
	var ka, kb [16]byte
	if string(soundKey(ka[:0], a)) == string(soundKey(kb[:0], b)) {
		return true
	}
	return len(b) >= 5 && string(undoubledAll(ka[:0], a)) == string(undoubledAll(kb[:0], b))
}

// undoubledAll is w with every doubled letter written once ("aproove" and
// "approve" both "aprove"): two words that differ only in their doubled
// letters sound alike, once they are long enough that no other word does
// ("god" and "good" do not).
// It is appended to k.
func undoubledAll(k []byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		if i > 0 && w[i] == w[i-1] {
			continue
		}
		k = append(k, w[i])
	}
	return k
}

// soundKey is a rough spelling of a word's sound: "c" before e, i or y
// as "s", other "c", "ck" and "q" as "k", "ph" as "f", "ee", "ea", "ie",
// "ei", "ai" as "i", "oo" and "ou" as "u", doubled letters once. It is compared,
// never shown. It is appended to k.
func soundKey(k []byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		c := w[i]
		var next byte
		if i+1 < len(w) {
			next = w[i+1]
		}
		switch {
		case c == 'c' && (next == 'e' || next == 'i' || next == 'y'):
			c = 's'
		case c == 'c' && next == 'k':
			c = 'k'
			i++
		case c == 'c' || c == 'q':
			c = 'k'
		case c == 'p' && next == 'h':
			c = 'f'
			i++
		case c == 'e' && (next == 'e' || next == 'a' || next == 'i'), c == 'i' && next == 'e', c == 'a' && next == 'i':
			c = 'i'
			i++
		case c == 'o' && (next == 'o' || next == 'u'):
			c = 'u'
			i++
		}
		if len(k) > 0 && k[len(k)-1] == c {
			continue
		}
		k = append(k, c)
	}
	return k
}

// NearPhraseWord reports whether got, a word of a reply, is want, a word
// of a vocabulary phrase after its first, mistyped or spelt by sound
// ("go fo it", "go fir it", "go for et", "do eet", "sounds gud"): spelt
// for the same sound, or one edit away in a phrase of three words or more,
// whose other words hold it in place, or, in a shorter phrase, where want
// has four letters or more. An
// inflection ("go for its") is a word of its own. The caller rules out
// words that are words of a reply in their own right.
func NearPhraseWord(got, want string, long bool) bool {
	if got == want || len(got) > 12 || got == want+"s" || singleGlyph(want) {
		return false
	}
	if len(got) == len(want) && swapped(got, want) {
		return true // "do ti", "go fro it": two letters swapped
	}
	if notTypos(got) {
		return false
	}
	if SoundsLike(got, want) {
		return true
	}
	min := 4
	if long {
		min = 2
	}
	return len(want) >= min && (len(got) >= 2 || long) && oneEdit(got, want)
}

// singleGlyph reports whether w is one character outside ASCII: a word of
// the scripts written without spaces, where Clauses makes each character a
// word ("や っ て"). One character is no typo of another: "やっと"
// (finally) is not "やって" (do it), "不" is not "木".
func singleGlyph(w string) bool {
	if w == "" || w[0] < utf8.RuneSelf {
		return false
	}
	_, size := utf8.DecodeRuneInString(w)
	return size == len(w)
}

// ExclaimSlips returns s with the digit 1 dropped where it trails
// exclamation marks ("lgtm!!1", "go!!11"): the shift key released early,
// or its mockery, never a number the user meant (which would not follow
// "!" without a space). s itself is returned when there is none.
func ExclaimSlips(s string) string {
	if !strings.Contains(s, "!1") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '1' && len(b) > 0 && b[len(b)-1] == '!' {
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// HeadSlip reports whether w, a word of two letters, is a slip of head,
// the first word of a vocabulary phrase ("do", "go"): its letters swapped
// ("og for it") or one hit on a neighbouring key ("dp it", "fo it"), and
// not an English word ("so it", "to it"). The caller reads the phrase only
// when the rest of it follows as written, so the other words hold the slip
// in place ("fo for it" is "go for it", "fo it" is "do it"); refusals are
// never read this way.
func HeadSlip(w, head string) bool {
	return len(w) == 2 && w != head && !shortWord(w) && (swapped(w, head) || keySlip(w, head))
}

// YesSlip reports whether w is "yes" mistyped by one key or two letters
// swapped ("yrs", "ues", "yse"), not an English word ("yet", "yea"). The
// caller reads it as yes only before an approving phrase ("yrs go").
func YesSlip(w string) bool {
	return len(w) == 3 && w != "yes" && !shortWord(w) && (swapped(w, "yes") || keySlip(w, "yes"))
}

// shortWord reports whether w is an English word of two or three letters
// that a slip of "do", "go" or "yes" could spell.
func shortWord(w string) bool {
	switch w {
	case "so", "to", "no", "di", "co", "ho", "lo", "yo", "ok", "oh", "on", "of", "or", "go", "do", "bo",
		"yet", "yea", "hes", "yee", "yew", "yeh", "tes":
		return true
	}
	return false
}

// fatFingerTargets are the yes-words a fat-finger typo is fixed towards.
var fatFingerTargets = [...]string{"yes", "yeah", "yep", "yup", "okay", "sure"}

// fatFinger returns the yes-word w types with one letter too many, a key
// beside the letter before or after it hit with it ("yeas", "yesa",
// "yeqh"), or "". Only the few yes-words of fatFingerTargets are tried, and
// the real words one such letter away from them (notTypos) are kept.
func fatFinger(w string) string {
	if len(w) < 4 || len(w) > 5 || notTypos(w) {
		return ""
	}
	for _, t := range fatFingerTargets {
		if len(w) != len(t)+1 || w[0] != t[0] {
			continue
		}
		for j := 1; j < len(w); j++ {
			if w[:j] != t[:j] || w[j+1:] != t[j:] {
				continue
			}
			if adjacent(w[j], w[j-1]) || j+1 < len(w) && adjacent(w[j], w[j+1]) {
				return t
			}
		}
	}
	return ""
}
