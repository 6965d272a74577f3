package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestOtherSubjectInMoreLanguages: another subject announced in the
// languages that put the word of otherness after the noun (Vietnamese
// "chuyện khác", Swahili "swali lingine") or before it (Tagalog "ibang
// tanong", Hindi in Latin letters "dusri baat"), followed by a question or
// a request, is a detour; the same nouns without a word of otherness, or
// with no ask, are none.
func TestOtherSubjectInMoreLanguages(t *testing.T) {
	for _, s := range []string{
		"À mà khoan, chuyện khác: viết giúp mình một regex kiểm tra email được không?",
		"Việc khác nhé, làm sao để xem log của pod?",
		"Swali lingine: ninawezaje kufuta branch ya git?",
		"Jambo jingine, unaweza kunieleza mutex ni nini?",
		"ibang tanong, paano mag-undo ng git commit?",
		"dusri baat, redis ka port kya hai?",
	} {
		assert.True(t, detour(lang.Clauses(s)), s)
	}
	for _, s := range []string{
		"Việc đăng xuất một lần thì không sao, cứ làm đi.",
		"swali langu: je, hii itaathiri API?",
		"iba na lang ang pangalan ng test.",
		"chuyện khác thôi, mình sẽ báo người dùng trước.",
	} {
		assert.False(t, detour(lang.Clauses(s)), s)
	}
}
