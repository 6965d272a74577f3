package consent

import "testing"

// TestSignalRound2 is the table of the approval-signal rules of the
// late-morning round 2 (2026-11-24): the go-ahead forms of more languages
// with their refusals beside them, a conjunction written onto the next
// word (Arabic and Hebrew "and"), politeness and "by the plan" around a
// Chinese approval, the plan named in a Portuguese tail, a percentage
// over a hundred beside a yes as its intensifier, a letter hit beside its
// neighbour inside a yes-word, the litotes of not being able to
// object, and "don't overthink it" beside a go-ahead. None of these lines is a line of a corpus.
func TestSignalRound2(t *testing.T) {
	tests := []replyCase{
		// Hebrew: "advance", "start" in the imperative; the refusals.
		{"hebrew", "כן, תתקדמי", High, NoModification},
		{"hebrew", "תתחיל", High, NoModification},
		{"hebrew", "אוקיי, ותמשיך", High, NoModification},
		{"hebrew refusal", "אל תתקדם", Negative, NoModification},
		{"hebrew refusal", "לא, עדיין לא", Negative, NoModification},
		// Norwegian and Danish.
		{"norwegian", "ja, kjør på", High, NoModification},
		{"danish", "kør bare", High, NoModification},
		{"norwegian", "bare kjør", High, NoModification},
		{"norwegian", "sett i gang", High, NoModification},
		{"norwegian refusal", "nei, ikke kjør", Negative, NoModification},
		{"danish refusal", "vent lidt", Negative, NoModification},
		// Arabic: "please go ahead", "and" written onto the verb.
		{"arabic", "تفضل", High, NoModification},
		{"arabic", "تمام، وابدأ", High, NoModification},
		{"arabic", "نعم، تفضل ونفذ", High, NoModification},
		{"arabic refusal", "لا، انتظر", Negative, NoModification},
		{"arabic refusal", "لا تنفذ", Negative, NoModification},
		// Chinese: "please" before the verb, "by this plan" before it.
		{"chinese", "请继续", High, NoModification},
		{"chinese", "好，请开始吧", High, NoModification},
		{"chinese", "按计划执行", High, NoModification},
		{"chinese", "就按这个方案做吧", High, NoModification},
		{"chinese refusal", "请等一下", Negative, NoModification},
		{"chinese refusal", "先别按这个计划做", Negative, NoModification},
		{"chinese hedge", "好的", Medium, NoModification},
		// Portuguese and Spanish: the plan named after the go-ahead.
		{"portuguese", "sim, pode seguir com o plano", High, NoModification},
		{"portuguese", "pode fazer com o plano", High, NoModification},
		{"portuguese refusal", "não, espere com o plano", Negative, NoModification},
		// A percentage over a hundred beside a yes-word.
		{"percent", "yep 200%", High, NoModification},
		{"percent", "200% yes", High, NoModification},
		{"percent", "totally, 1000% yes", High, NoModification},
		{"percent is a value", "200% of the budget, ok", Medium, Change},
		{"percent refused", "200% no", Negative, NoModification},
		{"percent", "yes 110%", High, NoModification},
		{"percent is a value", "yes, but set the limit to 200%", High, Change},
		// A letter hit beside its keyboard neighbour inside a yes-word.
		{"fat finger", "yeas please", High, NoModification},
		{"fat finger", "yesa, go ahead", High, NoModification},
		{"fat finger", "yeaj", High, NoModification},
		{"fat finger on a word", "the yews by the gate", NoSignal, NoModification},
		// Not being able to object, as praise.
		{"litotes", "can't argue with that, do it", High, NoModification},
		{"litotes", "can't see anything wrong, proceed", High, NoModification},
		{"litotes", "cannot fault it, go ahead", High, NoModification},
		{"litotes", "couldn't find anything wrong. go ahead", High, NoModification},
		{"reassurance", "don't overthink it, just go ahead", High, NoModification},
		{"reassurance", "don't sweat it. proceed", High, NoModification},
		{"reassurance is no refusal alone", "don't overthink it", NoSignal, NoModification},
		{"a refusal is not reassurance", "don't overwrite it, wait", Negative, NoModification},
		{"not litotes", "can't see the logs, wait", Negative, NoModification},
		{"not litotes", "I can't argue with the tests, they fail", Negative, NoModification},
	}
	readReplies(t, tests)
}
