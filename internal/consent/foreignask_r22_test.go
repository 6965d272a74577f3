package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestForeignChangeBesideApproval: a go-ahead with a change asked in a
// verb form of a language written with wide characters (Korean with its
// auxiliary apart, Japanese te-form, Chinese resultative) is a change to
// the plan, never plain consent; the approval's own request form, a
// remark, a thanks, a bare "fix it" (the approval of a fix: other rules
// read it), a request to tell or share add nothing to it. New phrasings,
// not the corpus line.
func TestForeignChangeBesideApproval(t *testing.T) {
	c := New(DefaultConfig())
	wide := c.withLanguages()
	for _, tt := range []struct {
		reply  string
		change bool
	}{
		{"네, 진행해 주세요. 그런데 함수 이름은 parseConfig로 고쳐 주세요.", true},
		{"좋아요 해 주세요. 다만 타임아웃 값은 수정해줘.", true},
		{"응 진행해. 포트는 8080으로 바꿔 줘.", true},
		{"はい、お願いします。ただ、関数名はloadConfigに変えてください。", true},
		{"はい、進めてください。タイムアウトは30秒にしてください。", true},
		{"可以，开始吧。不过超时改成 30 秒。", true},
		{"行，做吧。顺便把测试名换成 TestColdStart。", true},
		{"네, 진행해 주세요.", false},
		{"네 진행해 주세요. 결과 나오면 알려 주세요.", false},
		{"네, 진행해 주세요. 오늘 오후에 배포 예정이에요. 감사합니다!", false},
		{"はい、進めてください。よろしくお願いします。", false},
		{"네, 진행해 주세요. 결과는 슬랙에 공유해 주세요.", false},
		{"네 바로 고쳐줘. 고마워!", false},
		{"네, 고쳐 주세요. 감사합니다.", false},
		{"好的，修复吧。谢谢！", false},
		{"好的，开始吧。谢谢！", false},
	} {
		assert.Equal(t, tt.change, wide.asksForeignChange(lang.Clauses(tt.reply)), tt.reply)
		if tt.change {
			r := c.readReply(tt.reply, "")
			assert.Contains(t, []Signal{High, Medium}, r.signal, tt.reply)
			assert.Equal(t, Change, r.modification, tt.reply)
		}
	}
}

// TestWideNegated: a prohibition in a language written without spaces is
// no request; "不过" (however) negates nothing.
func TestWideNegated(t *testing.T) {
	for _, s := range []string{"不要修改测试", "别改成这样", "変えないでください"} {
		assert.True(t, wideNegated(s), s)
	}
	for _, s := range []string{"不过测试名改成", "テスト名を変えてください"} {
		assert.False(t, wideNegated(s), s)
	}
}
