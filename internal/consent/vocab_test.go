package consent

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestVocabularyReplies is the table of the signal vocabulary: set
// phrases and chat forms, typos of the closed vocabulary, the other
// languages (approval, acknowledgement, refusal, negation after the verb),
// and short foreign words that are also English words. The examples are
// not lines of any corpus.
func TestVocabularyReplies(t *testing.T) {
	tests := []replyCase{
		// Set phrases and slang that say "go ahead" without its words.
		{"set phrase", "alright, crack on with it", High, NoModification},
		{"set phrase", "run with it 👍", High, NoModification},
		{"set phrase", "sure, full steam ahead", High, NoModification},
		{"set phrase", "be my guest", High, NoModification},
		{"vote", "+1 from me", High, NoModification},
		{"an intensifier alone approves", "💯", High, NoModification},
		{"an intensifier of something else does not", "totally broken on windows though", NoSignal, NoModification},
		{"vote", "-1, too risky", Negative, NoModification},
		{"vote is no step number", "+1, do it", High, NoModification},
		{"short form", "ofc, ship it", High, NoModification},
		{"short form", "np, go ahead", High, NoModification},
		{"short form", "aight", Medium, NoModification},
		{"short form", "not rn", Negative, NoModification},
		{"short form", "lemme check first", Negative, NoModification},
		{"slang refusal", "hard pass on this one", Negative, NoModification},
		{"slang refusal", "I object to step 2", Negative, NoModification},
		{"one-word slang only alone", "pass the flag through instead", NoSignal, NoModification},
		{"one-word slang only alone", "deal with the nil case too", NoSignal, NoModification},
		{"slang refusal alone", "nah don't bother", Negative, NoModification},
		{"slang refusal with an object restricts", "go ahead, don't bother with the changelog", High, Change},
		{"form of address is filler", "go for it buddy", High, NoModification},
		{"dictated punctuation is filler", "yes go ahead period", High, NoModification},
		{"no changes from me", "no changes from me, approved", High, NoModification},
		{"no changes to something is a change", "approved, no changes to the public API", High, Change},
		{"set phrase", "keep goign", High, NoModification},
		{"can't hurt is no negation", "cannot hurt, go for it", High, NoModification},
		{"don't wait for me is no refusal", "don't wait on us, ship it", High, NoModification},
		{"don't wait for something is", "don't wait for CI", Negative, NoModification},
		{"a later confirmation is none now", "looks fine, I'll let you know", Negative, NoModification},
		{"no need to ask is filler", "no need to ask, go", High, NoModification},
		{"hold off until postpones", "sure, hold off until the freeze is over", Negative, NoModification},
		{"doing it by hand refuses", "nah, I'll do it by hand", Negative, NoModification},
		{"a judgement refuses the plan", "that's a bad idea", Negative, NoModification},
		{"a judgement of something else does not", "go ahead, the old regex was wrong anyway", High, Change},
		// Typos of the closed vocabulary, never of open text.
		{"key slip", "do iy", High, NoModification},
		{"key slip", "lgtn", High, NoModification},
		{"typo of a refusal", "hlod on", Negative, NoModification},
		// Slips inside a phrase: the other words hold the slip in place.
		{"swap in a later word", "yeah do ti", High, NoModification},
		{"key slip in the first word", "Yes pls dp it", High, NoModification},
		{"swap in the first word", "og for it", High, NoModification},
		{"a slip of yes before an approval", "yrs go", High, NoModification},
		{"a yes split by a space", "ye s go", High, NoModification},
		{"an English word is no slip", "so it goes", NoSignal, NoModification},
		{"a slip of yes alone is nothing", "yrs", NoSignal, NoModification},
		{"a negated slip refuses", "don't dp it", Negative, NoModification},
		{"a negated slip refuses", "no, og for it later", Negative, NoModification},
		// Double negatives and litotes that mean yes.
		{"litotes", "can't see why not, do it", High, NoModification},
		{"litotes", "not bad at all. ship it.", High, NoModification},
		{"litotes", "not a bad plan at all, go", High, NoModification},
		{"double negative", "no reason not to, proceed", High, NoModification},
		{"double negative", "can't say no to that, do it", High, NoModification},
		{"double negative", "nothing against it, go ahead", High, NoModification},
		{"no need to hold off", "no need to hold off, crack on", High, NoModification},
		{"not bad is no refusal, not yet is", "not bad, but not yet", Negative, NoModification},
		// Non-native forms and slang.
		{"non-native", "Is good plan, you can doing it", High, NoModification},
		{"non-native", "Is fine, make please", High, NoModification},
		{"non-native", "Yes, I accept this plan, please realize it", High, NoModification},
		{"slang", "yeah let's rip", High, NoModification},
		{"slang", "yeah nah yeah, send it mate", High, NoModification},
		{"slang", "you're clear to proceed", High, NoModification},
		{"slang only alone", "slay the dead code too", NoSignal, NoModification},
		// Words of the new tables that are names or other words elsewhere.
		{"a language's name is no refusal", "yes, and add the hindi strings", High, Change},
		{"a given name is no approval", "ask jed about the migration first", NoSignal, NoModification},
		{"Tagalog no, alone", "hindi", Negative, NoModification},
		{"Czech go, alone", "jo, jeď", High, NoModification},
		// Scripts with combining vowel signs.
		{"Hindi", "हाँ, कर दो", High, NoModification},
		{"Hindi refusal", "नहीं, अभी नहीं", Negative, NoModification},
		{"Bengali", "হ্যাঁ, করো", High, NoModification},
		{"Bengali refusal", "না, এখনও না", Negative, NoModification},
		{"Urdu", "ہاں، کر دو", High, NoModification},
		{"Thai", "ทำเลย", High, NoModification},
		{"Thai refusal", "ไม่ ยังก่อน", Negative, NoModification},
		// A verb and "away" alone: do as much of it as you like.
		{"verb away", "yes, vectorise away", High, NoModification},
		{"verb away", "refactor away!", High, NoModification},
		{"leaving is no go-ahead", "stay away", NoSignal, NoModification},
		{"go away dismisses", "ugh, go away", Negative, NoModification},
		{"getting rid of is no go-ahead", "throw away", NoSignal, NoModification},
		{"with an object it is something else", "vectorise away the loops in step 3", NoSignal, NoModification},
		// German.
		{"de", "Ja, leg los", High, NoModification},
		{"de", "Klingt gut, umsetzen bitte", High, NoModification},
		{"de", "alles klar", Medium, NoModification},
		{"de", "Nein, lieber nicht", Negative, NoModification},
		{"de negation after the verb", "mach es nicht", Negative, NoModification},
		{"de negation before consent", "nicht umsetzen", Negative, NoModification},
		{"de modification", "ja, aber nur Schritt 1", Medium, Change},
		// Spanish.
		{"es", "sí, me parece bien", High, NoModification},
		{"es", "de acuerdo", Medium, NoModification},
		{"es", "no, ahora no", Negative, NoModification},
		{"es negation", "no lo hagas", Negative, NoModification},
		// French.
		{"fr", "oui, allons-y", High, NoModification},
		{"fr", "ça marche", Medium, NoModification},
		{"fr", "non, plus tard", Negative, NoModification},
		{"fr negation", "ne le fais pas", Negative, NoModification},
		// Portuguese.
		{"pt", "sim, pode prosseguir", High, NoModification},
		{"pt", "beleza", Medium, NoModification},
		{"pt", "não, agora não", Negative, NoModification},
		// Italian.
		{"it", "sì, fai pure", High, NoModification},
		{"it", "va benissimo", Medium, NoModification},
		{"it negation", "non farlo", Negative, NoModification},
		// Dutch.
		{"nl", "ja, ga door", High, NoModification},
		{"nl", "is goed", Medium, NoModification},
		{"nl", "nee, nu niet", Negative, NoModification},
		// Russian.
		{"ru", "да, поехали", High, NoModification},
		{"ru", "ладно", Medium, NoModification},
		{"ru", "нет, не сейчас", Negative, NoModification},
		{"ru negation", "не делай", Negative, NoModification},
		// Turkish.
		{"tr", "evet, kesinlikle", High, NoModification},
		{"tr", "peki", Medium, NoModification},
		{"tr", "hayır, yapma", Negative, NoModification},
		// Polish.
		{"pl", "tak, śmiało", High, NoModification},
		{"pl", "spoko", Medium, NoModification},
		{"pl", "nie, nie teraz", Negative, NoModification},
		// Hindi and Hinglish.
		{"hi", "haan, shuru karo", High, NoModification},
		{"hi", "sahi hai", Medium, NoModification},
		{"hi", "nahi yaar, ruk jao", Negative, NoModification},
		// Japanese romaji.
		{"ja", "hai, douzo", High, NoModification},
		{"ja", "ryoukai", Medium, NoModification},
		{"ja", "iie, mada", Negative, NoModification},
		// Chinese, Japanese (kana) and Korean.
		{"zh", "好的，继续吧", High, NoModification},
		{"zh", "可以", Medium, NoModification},
		{"zh", "不要，先别动", Negative, NoModification},
		{"zh negation", "不行", Negative, NoModification},
		{"ja kana", "はい、お願いします", High, NoModification},
		{"ja kana", "ちょっと待って", Negative, NoModification},
		{"ko", "네, 진행해 주세요", High, NoModification},
		{"ko", "아니요, 아직", Negative, NoModification},
		// Typed without accents.
		{"no accents", "si, hagalo", High, NoModification},
		{"no accents", "nao, ainda nao", Negative, NoModification},
		{"no accents", "hayir, simdi degil", Negative, NoModification},
		{"no accents", "tak, smialo", High, NoModification},
		{"no accents", "bloss nicht", Negative, NoModification},
		{"no accents, English word", "rob said to wait", Negative, NoModification},
		// Swedish, Danish, Norwegian; Ukrainian, Czech; Indonesian;
		// Arabic; Vietnamese.
		{"sv", "ja, kör på", High, NoModification},
		{"no", "nei, ikke ennå", Negative, NoModification},
		{"uk", "так, роби це", High, NoModification},
		{"cs", "ano, pokračuj", High, NoModification},
		{"cs", "počkej", Negative, NoModification},
		{"id", "oke, lanjutkan", High, NoModification},
		{"id", "jangan dulu", Negative, NoModification},
		{"ar", "yalla", High, NoModification},
		{"ar", "لا، انتظر", Negative, NoModification},
		{"vi", "được, làm đi", High, NoModification},
		{"vi", "khoan đã", Negative, NoModification},
		{"collision", "gas prices in the fixture are stale", NoSignal, NoModification},
		{"collision", "vent the logs to stderr instead?", NoSignal, NoModification},
		// Short words of other languages that are English words (or
		// another language's) count only alone in their clause.
		{"collision", "da real question is the timeout", NoSignal, NoModification},
		{"collision", "the sim tests are flaky", NoSignal, NoModification},
		{"collision", "si units are wrong in step 2", NoSignal, NoModification},
		{"a yes that is also French 'if', alone", "si, proceed", High, NoModification},
		{"collision", "kya hai ye?", NoSignal, NoModification},
		{"collision", "segue into the next topic: the logs", NoSignal, NoModification},
		{"collision", "dale from infra wants a look first", NoSignal, NoModification},
		{"collision", "los angeles servers first?", NoSignal, NoModification},
		{"collision", "yap about it later", Negative, NoModification},
	}
	readReplies(t, tests)
}

// TestLanguagesConcurrently: the other languages' index is built on the
// first reply that may use it, while other goroutines read English
// replies with the same Classifier (run with -race).
func TestLanguagesConcurrently(t *testing.T) {
	c := New(DefaultConfig())
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := "go ahead"
			if i%2 == 0 {
				p = "sí, hazlo"
			}
			assert.Equal(t, Confirmed, c.Classify(p, fixturePlan, 1).Outcome, p)
		}()
	}
	wg.Wait()
}

// TestLanguageRefusalsNeverApprove is the table test of the other
// languages' refusals: each, alone, after an acknowledgement, or after the
// language's yes-word and with a please, is never read as approval of a
// concrete plan.
func TestLanguageRefusalsNeverApprove(t *testing.T) {
	c := New(DefaultConfig())
	_, _, negative := lang.OtherLanguages()
	require.NotEmpty(t, negative)
	for _, p := range negative {
		for _, reply := range []string{p, p + "!", "ok, " + p, "hmm " + p + " please", "ja, " + p, "yes… " + p} {
			r := c.Classify(reply, fixturePlan, 1)
			assert.NotEqual(t, Confirmed, r.Outcome, "%q was read as approval", reply)
		}
	}
}

// TestLanguageApprovalsApprove: every approving phrase of the other
// languages, alone, is read as a high or medium signal, never as a refusal.
func TestLanguageApprovalsApprove(t *testing.T) {
	c := New(DefaultConfig())
	high, medium, _ := lang.OtherLanguages()
	for _, p := range append(high, medium...) {
		r := c.Classify(p, fixturePlan, 1)
		assert.Contains(t, []Signal{High, Medium}, r.Signal, "%q", p)
	}
}

// TestForeignYesToConfirmation: to a closed question that asks to confirm
// the go-ahead ("Just to confirm, you want me to proceed with the
// plan?"), a yes-word of another language alone is that question's yes,
// like "yes"; an acknowledgement ("ok", "ja ok") is not, and to the plan's
// own question a bare foreign yes stays an acknowledgement. New replies.
func TestForeignYesToConfirmation(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll bump `RETRY_MAX` from 3 to 5 in `net/retry.go` and run `go test ./net`. Want me to make this change?"
	confirm := []Turn{{Role: User, Text: "retries give up too early"}, {Role: Assistant, Text: plan},
		{Role: User, Text: "sounds fine"}, {Role: Assistant, Text: "Just to confirm, you want me to proceed with the plan?"}}
	for reply, want := range map[string]Outcome{
		"evet":   Confirmed,
		"Oui.":   Confirmed,
		"kyllä!": Confirmed,
		"ok":     WaitForConfirmation,
		"ja ok":  WaitForConfirmation,
		"hmm":    NotConsent,
	} {
		assert.Equal(t, want, c.ClassifyConversation(confirm, reply).Outcome, reply)
	}
	own := []Turn{{Role: User, Text: "retries give up too early"}, {Role: Assistant, Text: plan}}
	assert.Equal(t, WaitForConfirmation, c.ClassifyConversation(own, "evet").Outcome, "to the plan's own question")
}

// TestCountedYes: a yes said over with a count before it ("a hundred
// times yes") is an intensified yes, no part of the plan picked; a part
// named before a yes still is one, and a count of anything else is not
// this rule's. New replies.
func TestCountedYes(t *testing.T) {
	readReplies(t, []replyCase{
		{"counted yes", "yes, 500 times yes", High, NoModification},
		{"counted yes", "a hundred times yeah", High, NoModification},
		{"counted yes", "10 times yes, go", High, NoModification},
		{"a part before a yes", "the logging part yes", Medium, Partial},
		{"a count of something else", "go ahead, but run the suite 3 times", High, Change},
	})
}

// TestAmbiguousYesBeforeApproval: a yes-word that is also a word of
// another language ("si", "da", "sim") opening a clause right before an
// approval of the vocabularies is that yes ("si hazlo", "da, davai" without
// its comma); before anything else it stays unread ("si tu veux"). The
// particles people add to an Indonesian go-ahead ("lanjut aja", "gas
// dong") say nothing more. New replies.
func TestAmbiguousYesBeforeApproval(t *testing.T) {
	readReplies(t, []replyCase{
		{"ambiguous yes", "si procedi pure", High, NoModification},
		{"ambiguous yes", "sim pode fazer", High, NoModification},
		{"ambiguous yes", "da davai", High, NoModification},
		{"not before an approval", "si tu veux", NoSignal, NoModification},
		{"not before an approval", "da fuq is this", NoSignal, NoModification},
		{"particle", "gas aja", High, NoModification},
		{"particle", "lanjutkan saja", High, NoModification},
		{"particle under a refusal", "jangan dulu ya", Negative, NoModification},
	})
}

// TestStartingAtAgreesWithIndex checks the first-word filter in front of
// the phrase index: every indexed first word, of the default, the
// other-language and a config's extra vocabulary, gets its phrases back,
// and words that start none get none.
func TestStartingAtAgreesWithIndex(t *testing.T) {
	cfg := DefaultConfig()
	cfg.High = []string{"ship it", "zqxv now"}
	base := New(cfg)
	for _, c := range []*Classifier{base, base.withLanguages()} {
		for first, ps := range c.phrases {
			assert.Equal(t, ps, c.startingAt(first), "first word %q", first)
		}
		assert.NotEmpty(t, c.startingAt("zqxv"), "an extra phrase's first word")
		for _, w := range []string{"", "importer", "behaviour", "zqxw", "x", "empty"} {
			assert.Equal(t, c.phrases[w], c.startingAt(w), "word %q", w)
		}
	}
}

// TestSpells checks the joined-word comparison of phraseNear.
func TestSpells(t *testing.T) {
	assert.True(t, spells("forit", "for", "it"))
	assert.True(t, spells("ahead", "a", "head"))
	assert.False(t, spells("forit", "fo", "it"))
	assert.False(t, spells("forits", "for", "it"))
	assert.False(t, spells("fori", "for", "it"))
	assert.True(t, spells("", "", ""))
}
