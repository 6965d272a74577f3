package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestExcludedFileKeptOut: a request that names what to change across
// several files and excludes one of them — by path, by name or by a
// description of it — leaves the excluded file out, whatever else of the
// edit it names; the files it does not exclude are asked for.
func TestExcludedFileKeptOut(t *testing.T) {
	env := func(path string) Target {
		return fileTarget(path, "PORT=8080\nLOG_LEVEL=debug\nTIMEOUT=10\n", "PORT=8080\nLOG_LEVEL=info\nTIMEOUT=10\n")
	}
	prod, dev := env("env/prod.env"), env("env/dev.env")
	staging := fileTarget("config/staging.yaml", "server:\n  timeout: 10\n", "server:\n  timeout: 30\n")
	devCfg := fileTarget("config/dev.yaml", "server:\n  timeout: 10\n", "server:\n  timeout: 30\n")
	for _, tt := range []struct {
		name   string
		msg    string
		target Target
		want   Level
	}{
		{"excluded by path", "set LOG_LEVEL to info in every env file except env/prod.env", prod, NeedsConfirmation},
		{"the rest by path", "set LOG_LEVEL to info in every env file except env/prod.env", dev, Explicit},
		{"excluded by file name", "flip LOG_LEVEL to info everywhere except prod.env", prod, NeedsConfirmation},
		{"excluded by description", "turn LOG_LEVEL down to info in all of them apart from the prod env file", prod, NeedsConfirmation},
		{"the rest by description", "turn LOG_LEVEL down to info in all of them apart from the prod env file", dev, Explicit},
		{"but not", "bump the server timeout to 30 in each config, but not the staging config", staging, NeedsConfirmation},
		{"but not, the rest", "bump server.timeout to 30 in each config, but not config/staging.yaml", devCfg, Explicit},
		{"other than", "raise timeout to 30 in the configs other than staging.yaml", staging, NeedsConfirmation},
		{"skipping", "change timeout to 30 across the board, skipping the staging config", staging, NeedsConfirmation},
		{"an exclusion of something else", "set LOG_LEVEL to info everywhere except the docs", prod, Explicit},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
