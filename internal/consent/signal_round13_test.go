package consent

import "testing"

// Round 13: the approval signal across languages, read by structure.
// Wording of our own, both sides of each border.

// TestSignalRound13Chinese: "不过", "但是" are "but", not "no"; "会不会",
// "要不要" ask, they do not refuse; "别"/"先别" with an object restrict
// the plan, alone they refuse.
func TestSignalRound13Chinese(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"好的，不过会不会影响现有的调用方？", WaitForConfirmation},
		{"可以，但是先别提交", WaitForConfirmation},
		{"行，不过把错误信息改成英文", WaitForConfirmation},
		{"没问题，是不是还要改文档？", WaitForConfirmation},
		{"开始吧", Confirmed},
		{"不要", NotConsent},
		{"先别", NotConsent},
		{"不行，等一下", NotConsent},
		{"别改这个函数", NotConsent},
	})
}

// TestSignalRound13DoingAndUrgency: an imperative of doing said to the
// assistant, alone or with a pronoun that stands for the plan, beside a
// yes-word, a "then", a form of address or a word of urgency, approves
// in any language; the same verb with an object of its own says what to
// do, and a verb of changing approves only with a pronoun.
func TestSignalRound13DoingAndUrgency(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"haan yaar kar do, jaldi", Confirmed},
		{"да, сделай. срочно", Confirmed},
		{"ja, erledige das bitte, sofort", Confirmed},
		{"Ja, ändere das bitte.", Confirmed},
		{"sì, fallo subito", Confirmed},
		{"evet, yap hemen", Confirmed},
		{"tak, zrób to szybko", Confirmed},
		{"entonces adelante con el plan", Confirmed},
		{"тогда делай", Confirmed},
		{"jo, pusť se do toho", Confirmed},
		{"pode sim", Confirmed},
		{"doen!", Confirmed},
		{"네, 빨리 진행해 주세요", Confirmed},
		{"go ahead, quickly", Confirmed},
		// the other side: an object of its own, a negation, a change verb alone
		{"сделай тесты сначала", NotConsent},
		{"ja, ändere den Namen in config", WaitForConfirmation},
		{"zmień nazwę", NotConsent},
		{"не делай это", NotConsent},
		{"doe het niet", NotConsent},
		{"entonces no", NotConsent},
		{"тогда не надо", NotConsent},
		{"pode esperar", NotConsent},
		{"sí, haz otra cosa", WaitForConfirmation},
	})
}

// TestSignalRound13MistakeOwned: a bare no taken back by owning a mix-up,
// then a plain approval, approves; a mix-up followed by a direction, a
// negation or a question, or a no that is not bare, does not confirm.
func TestSignalRound13MistakeOwned(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"hmm no — wait, I was thinking of the other parser. this is the entry one. yes, go ahead", Confirmed},
		{"no, sorry, I misread the diff. go for it", Confirmed},
		{"nah wait, my bad, I mixed it up with the CSV importer. proceed", Confirmed},
		{"no — I thought this was the prod config. use the staging one. go ahead", WaitForConfirmation},
		{"no wait, I was thinking of the other parser. don't touch it. go ahead", WaitForConfirmation},
		{"no, I was thinking of the other parser. is this the entry one?", NotConsent},
		{"no, I was thinking of the other parser", NotConsent},
	})
}

// TestSignalRound13AskedAgain: an approval beside a question that only
// wonders at being asked again confirms; a "how many" about the work asks.
func TestSignalRound13AskedAgain(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"YES. how many times", Confirmed},
		{"yes, go ahead. how many times do I have to say it?", Confirmed},
		{"go ahead, how often must I tell you", Confirmed},
		{"yes. how many times will the check run?", WaitForConfirmation},
		{"go ahead. how many entries are empty today?", WaitForConfirmation},
	})
}

// TestSignalRound13WholePlanForeign: "do all N steps" in other languages
// orders the whole plan (stepsPlan has four steps); a count short of it
// is no such order, and a verb with something else after it neither.
func TestSignalRound13WholePlanForeign(t *testing.T) {
	classifyReplies(t, stepsPlan, []outcomeCase{
		{"Mach bitte alle vier Schritte.", Confirmed},
		{"haz todos los pasos", Confirmed},
		{"fai tutti e quattro i passi", Confirmed},
		{"сделай все четыре шага", Confirmed},
		{"Mach bitte alle drei Schritte.", NotConsent},
		{"haz todos los tests primero", NotConsent},
	})
}

// TestFillerUrgencyAndThen: words of urgency and the "then" of other
// languages say nothing about a plan; tool names spelled alike ("vite",
// "presto") and words of later ("soon") are not filler.
func TestFillerUrgencyAndThen(t *testing.T) {
	for _, w := range []string{"jaldi", "срочно", "schnell", "subito", "hemen", "szybko", "빨리", "quickly", "entonces", "тогда", "toh", "quindi"} {
		if !isFiller(w) {
			t.Errorf("%q is filler", w)
		}
	}
	for _, w := range []string{"vite", "presto", "soon", "later", "logo", "fort"} {
		if isFiller(w) {
			t.Errorf("%q is not filler", w)
		}
	}
}

// TestSignalRound13YesPlease: a yes-word of another language with
// "please" or "gladly" is "yes please"; the yes-word alone, or with
// anything else, is read as before.
func TestSignalRound13YesPlease(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"ja gerne, danke!", Confirmed},
		{"Ja bitte.", Confirmed},
		{"sí, por favor", Confirmed},
		{"tak, proszę", Confirmed},
		{"да, пожалуйста", Confirmed},
		{"ja", WaitForConfirmation},
		{"ok please", WaitForConfirmation},
		{"ja bitte nicht", NotConsent},
		{"sí, por favor espera", NotConsent},
	})
}
