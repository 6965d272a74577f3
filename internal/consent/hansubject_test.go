package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

func TestHanSubject(t *testing.T) {
	const plan = "計画：1. `src/api/users.ts` の `getUser()` に404を追加します。2. テストを1件追加します。"
	for _, k := range []struct {
		text string
		want bool
	}{
		{"テストってどれくらい時間かかる？", false},
		{"追加するのは安全ですか", false},
		{"ところで、来週の休みの申請はどうすればいい？", true},
		{"另外，登录页的图标不显示了，帮我看看？", true},
		{"对了，CI 的缓存好像失效了", true},
		{"別件ですが、ログイン画面のアイコンが表示されません", true},
		{"顺便问一下，数据库密码过期了怎么办？", true},
		// no subject of its own, or one that points at the plan
		{"好的，谢谢", false},
		{"嗯", false},
		{"第二步是什么意思？", false},
		{"这个会影响性能吗？", false},
		{"その変更は安全ですか？", false},
		{"ok thanks", false},
	} {
		got := false
		for _, cl := range lang.Clauses(k.text) {
			got = got || hanSubject(cl.Words, plan)
		}
		if got != k.want {
			t.Errorf("hanSubject(%q) = %v, want %v", k.text, got, k.want)
		}
	}
}
