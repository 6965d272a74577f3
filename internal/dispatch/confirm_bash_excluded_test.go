package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestBashExcludedFileAsked: one command that writes several files, after
// a request that names what to change and leaves one of those files out
// ("everywhere except the prod env file", "but not config/prod.yaml"), is
// asked about; the same command after a request for every file it writes
// is allowed.
func TestBashExcludedFileAsked(t *testing.T) {
	files := map[string]string{
		"env/dev.env": "LOG_LEVEL=debug\nPORT=8080\n", "env/prod.env": "LOG_LEVEL=debug\nPORT=8080\n",
		"config/dev.yaml": "retries: 3\n", "config/prod.yaml": "retries: 3\n",
	}
	sedEnv := "sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/dev.env env/prod.env"
	sedCfg := "sed -i 's/^retries: 3$/retries: 5/' config/dev.yaml config/prod.yaml"
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{sedEnv, "set LOG_LEVEL to info everywhere except the prod env file", event.Ask},
		{sedEnv, "LOG_LEVEL should be info in all env files apart from env/prod.env", event.Ask},
		{sedCfg, "raise retries to 5 in each config but not config/prod.yaml", event.Ask},
		{sedCfg, "raise retries to 5 in every config, skipping the prod config", event.Ask},
		{sedEnv, "set LOG_LEVEL to info in env/dev.env and env/prod.env", event.Allow},
	})
}

// TestBashLeftOutByRole: the same for the ways a request leaves a file out
// by the file's role in its clause ("all … but X", "X stays as it is",
// "leave X out of it", "(not X though)"), and the same words that leave
// another file, or nothing, out.
func TestBashLeftOutByRole(t *testing.T) {
	files := map[string]string{"env/dev.env": "LOG_LEVEL=debug\nPORT=8080\n", "env/prod.env": "LOG_LEVEL=debug\nPORT=8080\n"}
	both := "sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/dev.env env/prod.env"
	prod := "sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/prod.env"
	const wide = "set LOG_LEVEL to info in every env file"
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{both, wide + " but prod.env", event.Ask},
		{both, wide + ", leave prod.env out of it", event.Ask},
		{both, wide + " (not prod.env though)", event.Ask},
		{both, wide + "; prod.env stays as it is", event.Ask},
		{both, wide + ", prod.env is fine", event.Ask},
		{both, wide + ", don't bother with prod.env", event.Ask},
		{prod, wide + " minus prod.env", event.Ask},
		{"sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/*.env", wide + " but prod.env", event.Ask},
		{"sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/*.env", wide + "; prod.env stays as it is", event.Ask},
		{"sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=info/' env/*.env", wide + " except env/prod.env", event.Ask},
		{both, wide + ", prod.env included", event.Allow},
		{prod, "set LOG_LEVEL to info in prod.env, dev.env stays as it is", event.Allow},
		{prod, "set LOG_LEVEL to info in prod.env and keep the other keys as they are", event.Allow},
	})
}
