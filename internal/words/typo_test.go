package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCanonical(t *testing.T) {
	for in, want := range map[string]string{
		// Typos of the approval and refusal vocabulary.
		"ahaed": "ahead", "ahed": "ahead", "ahwad": "ahead", "proceeed": "proceed", "porceed": "proceed",
		"procede": "proceed", "lgmt": "lgtm", "sgmt": "sgtm", "godo": "good", "goood": "good", "aproved": "approved",
		"aprroved": "approved", "iit": "it", "shiip": "ship", "yees": "yes", "yse": "yes", "yesss": "yes", "yess": "yes", "okk": "ok", "nooo": "no", "wiat": "wait", "fro": "for", "ofr": "for",
		// Inflections and real words are not typos.
		"proceeds": "proceeds", "approves": "approves", "good": "good", "too": "too", "all": "all", "head": "head", "god": "god", "yet": "yet",
		"food": "food", "books": "books", "rounds": "rounds", "lease": "lease", "parse": "parse",
		// Short forms, contractions, other languages, run-together phrases.
		"dont": "don't", "pls": "please", "kk": "ok", "ja": "ok", "oui": "ok", "sí": "ok", "ooo": "ooo",
		"adelante": "go ahead", "goahead": "go ahead", "shipit": "ship it", "100%": "totally", "50%": "50%",
		"sì": "ok", "evet": "ok", "haan": "ok", "да": "ok", "okej": "ok", "oki": "ok", "hai": "hai", "da": "da", "sim": "sim",
		"ofc": "of course", "np": "no problem", "aight": "alright", "gd": "good", "gr8": "great", "yh": "yeah", "rn": "right now", "lemme": "let me", "yeppers": "yep",
		// Key slips, only on short words whose neighbours are not words.
		"iy": "it", "ot": "it", "ut": "ut", "lgtn": "lgtm", "okau": "okay", "yeaj": "yeah",
		"loks": "looks", "col": "col", "ggod": "good", "yeeh": "yeah", "sttp": "stop", "greet": "greet", "godd": "good",
		"if": "if", "ir": "ir", "shop": "shop", "hood": "hood", "atop": "atop",
	} {
		assert.Equal(t, want, Canonical(in), in)
	}
}

func TestOneEdit(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"ahed", "ahead", true}, {"aheadd", "ahead", true}, {"ahaed", "ahead", true}, {"ahxad", "ahead", true},
		{"ahead", "ahead", false}, {"ahd", "ahead", false}, {"haeda", "ahead", false},
	} {
		assert.Equal(t, tt.want, oneEdit(tt.a, tt.b), "%s/%s", tt.a, tt.b)
	}
}

// TestTwoSwaps: two pairs of swapped letters are fixed on the long
// targets only ("porcede", "aprpoevd"), never a real word.
func TestTwoSwaps(t *testing.T) {
	for in, want := range map[string]string{
		"porcede": "proceed", "rpoceed": "proceed", "cnofrimed": "confirmed", "apporevd": "approved",
		"precede": "precede", "improved": "improved", "approved": "approved", "proceed": "proceed",
		"godo": "good", "ohdl": "ohdl", // short: one swap only
	} {
		assert.Equal(t, want, Canonical(in), in)
	}
}

// TestTargetLengths: FixTypo skips the short targets for words longer than
// maxSwapTarget, so none may be longer.
func TestTargetLengths(t *testing.T) {
	for _, w := range swapTargets {
		assert.LessOrEqual(t, len(w), maxSwapTarget, w)
	}
	for _, w := range slipTargets {
		assert.LessOrEqual(t, len(w), maxSwapTarget, w)
	}
}

// TestScrambledAndSoundsLike: a long vocabulary word typed with its letters
// out of order or spelt by sound is that word; its inflections and other
// words of the same start are not.
func TestScrambledAndSoundsLike(t *testing.T) {
	for in, want := range map[string]string{
		"porcede": "proceed", "confimred": "confirmed", "aprpoved": "approved", "contniue": "continue",
		"proseed": "proceed", "yass": "yeah", "confirmd": "confirmed", "approvr": "approve",
		"approved": "approved", "confirmed": "confirmed", "approves": "approves", "approver": "approver",
		"proceeds": "proceeds", "process": "process", "procedure": "procedure", "produce": "produce",
		"approach": "approach", "continues": "continues", "confirms": "confirms", "provided": "provided",
		"promised": "promised", "conform": "conform", "prosper": "prosper", "pass": "pass", "yes": "yes",
	} {
		assert.Equal(t, want, Canonical(in), in)
	}
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"gud", "good", true}, {"eet", "it", true}, {"proseed", "proceed", true}, {"fone", "phone", true},
		{"aproove", "approve", true}, {"proceeed", "proceed", true}, {"proved", "approve", false},
		{"god", "good", false}, {"it", "it", false}, {"is", "it", false}, {"at", "it", false}, {"food", "good", false},
	} {
		assert.Equal(t, tt.want, SoundsLike(tt.a, tt.b), "%s/%s", tt.a, tt.b)
	}
}

// TestNearPhraseWord: a later word of a vocabulary phrase, mistyped or
// spelt by sound; a short word only where a long phrase holds it; never
// an inflection.
func TestNearPhraseWord(t *testing.T) {
	for _, tt := range []struct {
		got, want string
		long, ok  bool
	}{
		{"fo", "for", true, true}, {"fir", "for", true, true}, {"fer", "for", true, true}, {"et", "it", true, true},
		{"eet", "it", false, true}, {"gud", "good", false, true}, {"ahed", "ahead", false, true},
		{"d", "do", true, true}, {"d", "do", false, false},
		{"et", "it", false, false}, {"its", "it", true, false}, {"is", "it", false, false}, {"fors", "for", true, false},
		{"for", "for", true, false}, {"goodness", "good", false, false}, {"dates", "date", false, false},
		{"ti", "it", false, true}, {"fro", "for", true, true}, {"ti", "to", false, false},
	} {
		assert.Equal(t, tt.ok, NearPhraseWord(tt.got, tt.want, tt.long), "%s/%s", tt.got, tt.want)
	}
}

// TestSplitJoined: the first two words of an approving phrase run
// together are split; ordinary words that start like one are not.
func TestSplitJoined(t *testing.T) {
	for in, want := range map[string]string{
		"gofor": "go for", "letsgo": "let's go", "soundsgood": "sounds good", "yesplease": "yes please",
		"allgood": "all good", "ofcourse": "of course",
		"goal": "goal", "does": "does", "gone": "gone", "going": "going", "google": "google", "document": "document",
		"dodo": "dodo", "yesterday": "yesterday", "lookup": "lookup", "shipment": "shipment",
	} {
		assert.Equal(t, want, Canonical(in), in)
	}
	// Not split as "go go"; Canonical reads it as the repeated "go"
	// (TestJoinedSlipsAndRepeats).
	assert.Equal(t, "gogo", splitJoined("gogo"))
}

// TestIsThanks: thanks in English and other languages; not yes-words or
// other words.
func TestIsThanks(t *testing.T) {
	for _, w := range []string{"ta", "gracias", "danke", "merci", "obrigado", "спасибо", "shukriya"} {
		assert.True(t, IsThanks(w), w)
	}
	for _, w := range []string{"tak", "ja", "task", "dank you", "merge"} {
		assert.False(t, IsThanks(w), w)
	}
}

// TestExclaimSlips: a 1 after exclamation marks is the shift key let go
// early; a 1 elsewhere is a number.
func TestExclaimSlips(t *testing.T) {
	for in, want := range map[string]string{
		"lgtm!!1":           "lgtm!!",
		"go!!11 now":        "go!! now",
		"do step 1":         "do step 1",
		"yes! 1 and 3 only": "yes! 1 and 3 only",
	} {
		if got := ExclaimSlips(in); got != want {
			t.Errorf("ExclaimSlips(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHeadSlip: a slip in the first word of an approving phrase ("dp it",
// "og for it", "fo it") is one of its head; an English word ("so", "to",
// "no") never is one.
func TestHeadSlip(t *testing.T) {
	for _, tt := range []struct {
		w, head string
		ok      bool
	}{
		{"dp", "do", true}, {"fo", "do", true}, {"fo", "go", true}, {"og", "go", true}, {"dl", "do", true},
		{"so", "do", false}, {"to", "go", false}, {"no", "go", false}, {"of", "do", false}, {"do", "do", false},
		{"dog", "do", false}, {"d", "do", false}, {"dp", "go", false},
	} {
		assert.Equal(t, tt.ok, HeadSlip(tt.w, tt.head), "%s/%s", tt.w, tt.head)
	}
}

// TestYesSlip: "yes" mistyped by one key or a swap, not a word of its own.
func TestYesSlip(t *testing.T) {
	for _, w := range []string{"yrs", "ues", "yse", "tes0"[:3], "yea", "yet", "yes", "hes", "ye", "yess"} {
		want := w == "yrs" || w == "ues" || w == "yse"
		assert.Equal(t, want, YesSlip(w), w)
	}
}

// TestJoinedSlipsAndRepeats: a phrase run together with a slip in its
// second word is the phrase; a word of the closed vocabulary typed over
// and over in one word is that word. Ordinary words that happen to repeat
// a syllable or start like a phrase are left alone. New words.
func TestJoinedSlipsAndRepeats(t *testing.T) {
	for in, want := range map[string]string{
		"goaheda": "go ahead", "gofro": "go for", "yesplase": "yes please",
		"yesyesyes": "yes", "okokok": "ok", "nonono": "no", "gogogogo": "go", "yepyep": "yep",
		"haha": "haha", "dodo": "dodo", "mama": "mama", "goal": "goal", "gopher": "gopher", "yesterday": "yesterday",
		"dodge": "dodge", "nono": "no", "gogo": "go",
	} {
		assert.Equal(t, want, Canonical(in), in)
	}
}

// TestSqueezeKeepsNumbers: a run of a repeated digit is a value, never
// emphasis; letters repeated for emphasis are still squeezed.
func TestSqueezeKeepsNumbers(t *testing.T) {
	for in, want := range map[string]string{
		"1000%": "1000%", "3000": "3000", "v1.000": "v1.000", "yesss": "yes", "goood": "good", "a111": "a111",
	} {
		if got := squeeze(in); got != want {
			t.Errorf("squeeze(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFatFinger: one letter too many in a yes-word, hit on a key beside
// its neighbour, is that yes-word; a letter that is no neighbour, a real
// word, or another word is not.
func TestFatFinger(t *testing.T) {
	for in, want := range map[string]string{
		"yeas": "yes", "yesa": "yes", "yeqh": "", "suree": "sure", "okaty": "okay", "yupo": "yup",
		"yews": "", "surer": "", "yesz": "yes", "yesp": "yep", "yesm": "", "yell": "", "year": "", "yes": "", "okays": "",
	} {
		assert.Equal(t, want, fatFinger(in), "fatFinger(%q)", in)
	}
}

// TestSemitic: Arabic vowel marks are left out, and the written-on "and"
// of Arabic and Hebrew is split off only before a word of the vocabulary.
func TestSemitic(t *testing.T) {
	for in, want := range map[string]string{
		"ونفّذ": "and نفذ", "نفّذ": "نفذ", "وابدأ": "and ابدأ", "ותמשיך": "and תמשיך",
		"ولد": "ولد", "ורד": "ורד", "go": "go", "و": "و",
	} {
		assert.Equal(t, want, semitic(in), "semitic(%q)", in)
	}
}

// TestTypoNearHoldsEveryTarget: the letter index FixTypo narrows its
// targets by has a bit for each target, so none is skipped.
func TestTypoNearHoldsEveryTarget(t *testing.T) {
	if len(typoTargets) > 32 {
		t.Fatalf("%d typo targets: typoNear holds 32 per letter", len(typoTargets))
	}
	for k, target := range typoTargets {
		for _, c := range []byte{target[0], target[1]} {
			if typoNear[c]&(1<<k) == 0 {
				t.Errorf("typoNear[%q] misses %q", c, target)
			}
		}
	}
}
