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
