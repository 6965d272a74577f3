package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestPlanPointerLen: the words before a Japanese or Korean verb that point
// at the plan ("それで", "その方針で", "このまま", "그대로") are read as "with
// that"; a topic ("その方針では") and other openings are not. Sentences of
// our own.
func TestPlanPointerLen(t *testing.T) {
	for s, want := range map[string]int{
		"それで進めてください":         3,
		"その案でお願いします":         4,
		"この内容で実装して":          5,
		"そのまま進めて":            4,
		"そのままでお願い":           5,
		"その通りにやって":           5,
		"그대로 진행해 주세요":        1,
		"계획대로 해 주세요":         1,
		"その方針では問題がある":        0,
		"それでも心配です":           0,
		"進めてください":            0,
		"go ahead with that": 0,
	} {
		cls := lang.Clauses(s)
		assert.Equal(t, want, planPointerLen(cls[0].Words), s)
	}
}

// TestSignalRound15PlanPointer: "go ahead with that" said the Japanese and
// Korean way approves; a pointer followed by a worry or a change does not.
func TestSignalRound15PlanPointer(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"はい、この案でお願いします。", Confirmed},
		{"ええ、そのまま進めてください", Confirmed},
		{"네, 그대로 진행해 주세요", Confirmed},
		{"その方針では問題があると思う", NotConsent},
		{"はい、その方針でテストも追加して", WaitForConfirmation},
	})
}
