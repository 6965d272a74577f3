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
