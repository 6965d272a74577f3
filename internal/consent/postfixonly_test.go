package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestPostfixOnly: the "only" Japanese, Korean and Chinese write after the
// part it limits, with a request, is a part picked; "but", "just a
// moment", "a little", "that's all" and a bare "that's fine" are not.
// Sentences of our own.
func TestPostfixOnly(t *testing.T) {
	picks := func(s string) bool {
		for _, c := range lang.Clauses(s) {
			if !c.Question && postfixOnly(c.Words) {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"テストの追加だけお願いします", "設定ファイルの修正のみでお願いします", "READMEの更新だけやって",
		"config.yaml만 수정해 주세요", "테스트만 추가해줘", "先改配置文件就行", "只要加测试就好", "修一下 parser 即可"} {
		assert.True(t, picks(s), s)
	}
	for _, s := range []string{"それだけです", "少しだけ待ってください", "いいと思うけど、テストだけど", "잠깐만 기다려 주세요",
		"좋지만 테스트는 빼주세요", "这样就行", "改成这样就行", "only the tests please", "はい、進めてください"} {
		assert.False(t, picks(s), s)
	}
}

// TestSignalRound15PostfixOnly: a part asked for with a postfixed "only"
// in Japanese, Korean or Chinese, or with Czech "jen", waits for
// confirmation: it is neither a refusal nor the whole plan.
func TestSignalRound15PostfixOnly(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"パーサーの修正だけお願いします。テストはまだ書かないで。", WaitForConfirmation},
		{"parser만 고쳐 주세요", WaitForConfirmation},
		{"先改 parser 就行，测试我自己写。", WaitForConfirmation},
		{"jen ten handleEntry, testy udělám sám", WaitForConfirmation},
		// the other side
		{"はい、進めてください", Confirmed},
		{"잠깐만 기다려 주세요", NotConsent},
		{"不要", NotConsent},
	})
}
