package confirm

import "testing"

// TestCJKRequestForms: a Korean verb with the giving auxiliary written
// apart ("줄여 주세요", "늘려 줘") asks for a change whatever the verb,
// as it does joined; a Chinese resultative change ("换成", "设为", "调到")
// asks as "改成" does. A question or doubt in either language still asks
// nothing.
func TestCJKRequestForms(t *testing.T) {
	css := fileTarget("src/styles/nav.css", ".nav {\n  height: 72px;\n}\n", ".nav {\n  height: 56px;\n}\n")
	classifyReplies(t, css, nil, map[string]Level{
		"nav.css에서 .nav 높이를 56px로 줄여 주세요.":  Explicit,
		"nav.css의 .nav height를 56px로 낮춰 줘":  Explicit,
		"nav.css에서 .nav 높이를 56px로 줄여도 될까요?": NeedsConfirmation,
		"把 nav.css 里的 .nav 高度调到 56px":       Explicit,
		"请把 nav.css 的 .nav height 设为 56px":  Explicit,
		"nav.css 里 .nav 的高度换成 56px 吗？":      NeedsConfirmation,
		"要不要把 nav.css 的 .nav 高度调到 56px":     NeedsConfirmation,
	})
	compose := fileTarget("compose.yaml", "services:\n  cache:\n    image: memcached:1.6\n", "services:\n  cache:\n    image: valkey/valkey:8\n")
	classifyReplies(t, compose, nil, map[string]Level{
		"把 compose.yaml 里的 cache 镜像换成 valkey/valkey:8，谢谢": Explicit,
		"compose.yaml 的 cache image 请设为 valkey/valkey:8":  Explicit,
		"compose.yaml 的 cache 镜像要不要换成 valkey/valkey:8？":   NeedsConfirmation,
		"compose.yaml 的 cache 镜像换成 valkey/valkey:8 吗":     NeedsConfirmation,
	})
	slim := fileTarget("compose.yaml", "services:\n  cache:\n    image: memcached:1.6\n", "services:\n  cache:\n    image: memcached:1.6-alpine\n")
	classifyReplies(t, slim, nil, map[string]Level{
		"把 compose.yaml 里的 cache 镜像换成 memcached:1.6-alpine，谢谢": Explicit,
		"请把 compose.yaml 的 cache 镜像调成 memcached:1.6-alpine":    Explicit,
		"compose.yaml 的 cache 镜像要不要换成 memcached:1.6-alpine？":   NeedsConfirmation,
	})
}
