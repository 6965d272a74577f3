package consent

import "testing"

// TestSignalReplies is the table of the general rules of the signal (issue
// 4 step 4) added for words nobody tuned the vocabulary to: a phrase with
// one later word mistyped, spelt by sound, split or run together; a long
// vocabulary word with its letters scrambled; and on the other side the
// words near the vocabulary that are not approval. The examples are not
// lines of any corpus.
func TestSignalReplies(t *testing.T) {
	tests := []replyCase{
		// A phrase with one later word mistyped or spelt by sound.
		{"near phrase word", "yeah go fro it", High, NoModification},
		{"near phrase word", "go fur it", High, NoModification},
		{"near phrase word, short", "go for et", High, NoModification},
		{"sound-alike", "do eet pls", High, NoModification},
		{"sound-alike", "sounds gud", High, NoModification},
		{"split word", "yeah go a head", High, NoModification},
		{"run together", "go forit", High, NoModification},
		{"scrambled long word", "yes, porcede", High, NoModification},
		{"scrambled long word", "confimred", High, NoModification},
		// Near the vocabulary, and not approval.
		{"inflection is no typo", "go for its default instead", NoSignal, NoModification},
		{"a filler word is no typo", "do what you think is right?", NoSignal, NoModification},
		{"a noun of the vocabulary", "the ship date moved to friday", NoSignal, NoModification},
		{"inflection", "the proceeds are logged twice", NoSignal, NoModification},
		{"question", "go a head?", NoSignal, NoModification},
		{"negated near phrase", "don't go fo it yet", Negative, NoModification},
		{"a real word is no typo", "that sounds god awful", NoSignal, NoModification},
		{"real word near a target", "conform to the style guide first", NoSignal, NoModification},
		{"place name", "goa is lovely this time of year", NoSignal, NoModification},
		{"a determiner makes a noun", "the go date is monday", NoSignal, NoModification},
		// Words run together.
		{"adverb inside a phrase", "ja, leg einfach los", High, NoModification},
		{"hedge inside a phrase", "that'd probably work", Medium, NoModification},
		{"sound-alike ai", "yeah go ahaid", High, NoModification},
		{"chat with", "pls procede w/ it", High, NoModification},
		{"joined", "gofor it", High, NoModification},
		{"joined", "letsgo", High, NoModification},
		{"joined", "yesplease", High, NoModification},
		{"not joined", "goal is clear", NoSignal, NoModification},
		// The imperative of starting or carrying out, and leave given.
		{"imperative", "start", High, NoModification},
		{"imperative", "nothing else, start", High, NoModification},
		{"imperative", "kick it off", High, NoModification},
		{"imperative", "push it", High, NoModification},
		{"imperative with an object is not it", "push it back a week", NoSignal, NoModification},
		{"leave", "you may", High, NoModification},
		{"leave with an object is not it", "you can skip step 2 though", NoSignal, NoModification},
		{"an alone word is not split from its verb", "you may have missed step 3", NoSignal, NoModification},
		{"redo", "begin again", Negative, NoModification},
		{"carry out", "build it", High, NoModification},
		{"carry out", "ok, run it", High, NoModification},
		{"carry out with more is not it", "run it in CI first", NoSignal, NoModification},
		{"a pronoun for what the reply named", "It doesn't handle the empty case, can you add that? Then go ahead.", High, Question},
		{"an alone word under negation with an object restricts", "yes, but don't start with the tests", High, Change},
		{"idiom", "kindly do the needful", High, NoModification},
		{"idiom", "please do the needful", High, NoModification},
		{"all of it", "do all of it", High, NoModification},
		// A high word beside a medium one is high.
		{"high beside medium", "correct, proceed", High, NoModification},
		{"correct as a verb", "correct the typo in step 2 first", NoSignal, NoModification},
		// A guess that it will work is medium.
		{"guess it works", "that'll work", Medium, NoModification},
		{"guess it works", "it should work", Medium, NoModification},
		{"negated", "that won't work", Negative, NoModification},
		// A hedge makes high or medium medium, not none.
		{"hedge", "probably fine", Medium, NoModification},
		{"hedge", "probably go ahead", Medium, NoModification},
		{"hedge", "sure, why not I guess", Medium, NoModification},
		{"why not as a question", "why not use a map?", NoSignal, NoModification},
		{"belief", "suppose so", Medium, NoModification},
		{"belief", "I reckon that's fine", Medium, NoModification},
		{"degree hedge", "kinda go ahead", Medium, NoModification},
		{"weak judgement", "seems reasonable", Medium, NoModification},
		{"grudging", "if you must", Medium, NoModification},
		{"left to the agent", "sure, your call", Medium, NoModification},
		{"a hedge in a statement is no signal", "an empty config is probably a mistake", NoSignal, NoModification},
		{"thinking it over", "sounds reasonable but let me sleep on it", Negative, NoModification},
		// An acknowledgement asked is tentative: medium.
		{"tentative", "ok?", Medium, NoModification},
		{"tentative", "I guess that's fine?", Medium, NoModification},
		{"a bare yes asked answers nothing", "yes?", NoSignal, NoModification},
		{"asking the agent", "is that ok?", NoSignal, NoModification},
		{"delegating", "do what you think is right?", NoSignal, NoModification},
		// Exclamations, thanks and address say nothing of the plan.
		{"exclamation", "for the love of god yes proceed", High, NoModification},
		{"exclamation", "oh my god, go ahead", High, NoModification},
		{"thanks", "sí, adelante, gracias", High, NoModification},
		{"thanks", "yes do it, ta", High, NoModification},
		{"address", "yes brother, go ahead", High, NoModification},
		// Judged good by how it sounds; set phrases.
		{"judged good", "sounds solid", High, NoModification},
		{"judged good", "looks spot on, thanks", High, NoModification},
		{"judged fine is medium", "looks fine", Medium, NoModification},
		{"praise alone is no signal", "Brilliant.", NoSignal, NoModification},
		{"content", "happy with that", Medium, NoModification},
		{"none to raise", "no objections", High, NoModification},
		{"nothing to object to yet", "no objections yet, still reading", Negative, NoModification},
		{"set phrase", "hit it", High, NoModification},
		{"set phrase with an object is not it", "hit it with a retry loop instead", NoSignal, NoModification},
		{"short form", "yus", High, NoModification},
		// Slang of other languages.
		{"fr slang", "vas-y, fonce", High, NoModification},
		{"fr please", "fais-le stp", High, NoModification},
		{"es please", "hazlo porfa", High, NoModification},
		{"es filler", "adelante nomás", High, NoModification},
		{"it", "vai tranquillo", High, NoModification},
		{"fr negated", "fonce pas", Negative, NoModification},
		// Emoji.
		{"ship emoji", "LGTM 🚢", High, NoModification},
		{"ok emoji", "🆗", Medium, NoModification},
		{"check box", "☑️ go ahead", High, NoModification},
		{"eyes are no consent", "👀", NoSignal, NoModification},
		{"thinking is no consent", "🤔", NoSignal, NoModification},
		{"stop sign refuses", "🛑", Negative, NoModification},
	}
	readReplies(t, tests)
}

// TestFreshSignalOwn runs the signal batch of 2026-11-24 (164 replies
// written for the approval and refusal signal of a reply, labelled from
// issues 4 and 12 and committed before the classifier was changed for
// them: typos and dictation of approval words, words split or joined,
// sound-alike spellings, idioms and intensifiers, a high word beside a
// medium one, emoji, openers in other languages, hedged
// acknowledgements; and, on the other side, words near the vocabulary
// that are not approval, questions, refusals with typos, sarcasm). First
// run: recall 0.766 (72/94), 1 false confirmation ("the ship date moved
// to friday"), accuracy 0.823 (135/164). After the round: recall 0.979
// (92/94), no false confirmation, accuracy 0.988 (162/164); left: "og
// ahead" (a swap in the first word of a phrase, "og" being a word) and
// "pro seed" (a long word dictated in two, the first half no word of any
// phrase). Held to issue 12's targets.
func TestFreshSignalOwn(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-own.jsonl", 120)
	requireTargets(t, s)
}

// TestFreshSignalOwnSecond runs a second signal batch (88 replies in new
// words for the same classes), written after the first batch's fixes and
// labelled before the classifier was run on it, to see whether the rules
// hold on words they were not written for. First run: recall 0.935
// (43/46), no false confirmation, accuracy 0.966 (85/88); after two
// classes were fixed (spellings that differ only in doubled letters,
// "aproove"; a one-letter slip inside a phrase of three words, "lets d
// it"): 0.978 (45/46), 0, 0.989 (87/88). Left: "ues go ahead" (a key slip
// in "yes", whose keyboard neighbours include words of open text such as
// "yrs"). Held to issue 12's targets.
func TestFreshSignalOwnSecond(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-own-2.jsonl", 80)
	requireTargets(t, s)
}

// TestFreshSignalOwnThird runs a third signal batch (64 replies in new
// words), written after the second batch's fixes and labelled before the
// classifier was run on it. First run: recall 0.800 (24/30), no false
// confirmation, accuracy 0.875 (56/64). After four classes were fixed (a
// final "d" or "r" is an ending only after an "e": "confirmd" is a typo
// of "confirmed"; "ai" sounds like "ea": "go ahaid"; an adverb put inside
// a phrase: "leg einfach los", "that'd probably work"; "w/" is "with"):
// 0.933 (28/30), 0, 0.953 (61/64). Left: two slips in one phrase ("go fo
// ti"), a letter added to a short word ("shipt it"), and "go ahead and
// explain why first?" (labelled no consent; read as an approval with a
// question: wait, no confirmation either way). It does not meet issue
// 12's recall target; held to no false confirmation and no fewer
// recalled and exact cases than measured.
func TestFreshSignalOwnThird(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-own-3.jsonl", 60)
	requireMeasured(t, s, 28, 61)
}

// TestFreshSignalR4Own runs the fourth round's signal batch (85 replies in
// new words, labelled before the classifier was run on it): approvals
// beside a statement of fact (a version, a table or code name), beside an
// emoji (a grimace, crossed fingers), in another language with no English
// word, typed with slips or as imperatives of carrying out ("Implement
// it."), beside the user's feelings, plans, thanks or news; and as many
// near-misses that are not consent: a fact that changes the plan, refusals
// in other languages, negated approvals, sarcasm. First run (d4259e8):
// recall 0.750 (36/48), no false confirmation, accuracy 0.835 (71/85).
// After the round's rules (docs/consent.md, fourth signal round): 0.896
// (43/48), 0, 0.918 (78/85). Left: facts with no code name or with a
// clause beside them ("python is 3.12 on all the runners now", "Our CI
// image is node 20.11, same as local", "the service's internal name is
// Falcon, in case you see that in the logs", "the on-call this week is
// Marta, if anything pages"), "ok go 😬" (a grimace is doubt; w2 labels the same
// reply wait), sarcasm without a marker and a condition on someone else's
// event (both read as wait, no confirmation). Held to no false
// confirmation and no fewer recalled and exact cases than measured.
func TestFreshSignalR4Own(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-r4-own.jsonl", 85)
	requireMeasured(t, s, 43, 78)
}

// TestFreshSignalR5Own runs the fifth round's signal batch (72 replies in
// new words, labelled before the classifier was run on it): typos in short
// approval and refusal words inside phrases, approvals and refusals in
// languages with no English word (Greek, Hebrew, Swahili, Finnish,
// Hungarian, Serbo-Croatian, Tagalog, Vietnamese and others), slang and
// idiom, double negatives and litotes that mean yes, non-native phrasing,
// and sarcasm. First run (3f96ca1): recall 0.543 (25/46), no false
// confirmation, accuracy 0.708 (51/72). After the round's rules
// (docs/consent.md, fifth signal round): 0.978 (45/46), 0, 0.986 (71/72).
// Left: "Yes, I accept, please make realize" (a non-native verb pair read
// as a change). Held to no false confirmation and what was measured.
func TestFreshSignalR5Own(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-r5-own.jsonl", 70)
	requireMeasured(t, s, 45, 71)
}

// TestFreshSignalR5OwnSecond runs a second batch of the fifth signal round
// (35 replies in new words for its classes: slips, the new languages'
// approvals and refusals, litotes, non-native forms, slang), written and
// labelled after the round's fixes and before it was run, to see whether
// they hold on words they were not written for. First run: recall 0.905
// (19/21), no false confirmation, accuracy 0.943 (33/35). After two
// classes were fixed (a first-word slip that could be of either head,
// "fo for it"; Swahili "tu", "just", after a phrase): 1.0 (21/21), 0, 1.0
// (35/35). Held to issue 12's targets.
func TestFreshSignalR5OwnSecond(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/tuning-signal-r5-own-2.jsonl", 35)
	requireTargets(t, s)
}
