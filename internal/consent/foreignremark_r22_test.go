package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Round 22: a remark in the reply's own language beside its approval
// (a status, a complaint, a plan of the user's) is a remark, in scripts
// the plan never uses too (its words cannot be the plan's, so looking them
// up spends nothing); a request in that language beside it (add, change,
// use, don't, but) is a change, and never consent. Wording of our own.
func TestForeignRemarkR22(t *testing.T) {
	c := New(DefaultConfig())
	cases := []struct {
		reply string
		want  Outcome
	}{
		{"好的，开始吧。我下午跟产品经理说一声。", Confirmed},
		{"네, 진행해 주세요. 저는 회의 들어가요.", Confirmed},
		{"ได้เลยครับ ทำเลย ผมไปประชุมก่อนนะ", Confirmed},
		{"Да, делай. Клиенты жалуются уже неделю.", Confirmed},
		{"はい、進めてください。来週の会議で報告します。", Confirmed},
		{"Ok, làm đi em. Khách hàng phàn nàn cả tuần nay rồi.", Confirmed},
		{"うん、やっちゃって！翻訳のチェックは後で同僚に頼むわ。", Confirmed},
		{"好的，就按这个方案做吧。另外把日志也加上。", WaitForConfirmation},
		{"好的，开始吧。顺便把错误信息改成中文。", WaitForConfirmation},
		{"好的，开始吧。请用新的函数名。", WaitForConfirmation},
		{"這樣可以，請開始，但測試也要加空字串的情況", WaitForConfirmation},
		{"うん、やっちゃって！あとログも追加してね。", WaitForConfirmation},
		{"うん、やっちゃって！でもテストは書かないで。", WaitForConfirmation},
		{"了解、進めてください。ついでに README の例も更新しといて。", WaitForConfirmation},
		{"はい、進めて。ついでにログの出力先も見直しておいて。", WaitForConfirmation},
		{"はい、進めてください。エラーメッセージは日本語に変えてください。", WaitForConfirmation},
		{"네, 진행해 주세요. 그리고 로그도 추가해 주세요.", WaitForConfirmation},
		{"Ok, làm đi em. Thêm log vào nữa nhé.", WaitForConfirmation},
		{"Ok, làm đi em. Nhớ đổi thông báo lỗi sang tiếng Việt.", WaitForConfirmation},
		{"ได้เลยครับ ทำเลย แต่ช่วยเพิ่ม log ด้วยนะครับ", WaitForConfirmation},
		{"نعم، نفذ. وأضف أيضاً رسالة تسجيل.", WaitForConfirmation},
		{"בסדר, תעשה את זה. תוסיף גם לוג.", WaitForConfirmation},
		{"Да, делай. И добавь ещё логирование.", WaitForConfirmation},
		{"Evet, devam et. Bir de log ekle.", WaitForConfirmation},
		{"Iya, lanjut. Tolong tambahkan log juga.", WaitForConfirmation},
	}
	for _, tc := range cases {
		t.Run(tc.reply, func(t *testing.T) {
			assert.Equal(t, tc.want, c.Classify(tc.reply, fixturePlan, 1).Outcome)
		})
	}
}

// TestForeignToPlan: a word in a script the plan never uses is not the
// plan's and costs no lookup; a script the plan uses is looked up.
func TestForeignToPlan(t *testing.T) {
	l := &remarkLookup{head: "Add a check — see `parse.go` → done", left: 1}
	assert.True(t, l.foreignToPlan("合作"))
	assert.True(t, l.foreignToPlan("trời"))
	assert.False(t, l.foreignToPlan("check"))
	assert.False(t, l.foreignToPlan("—x"), "the plan uses the lead byte of —")
	assert.False(t, l.has("合作"))
	assert.Equal(t, 1, l.left, "no budget spent")
	ja := &remarkLookup{head: "チェックを追加します", left: 1}
	assert.False(t, ja.foreignToPlan("チ"))
}
