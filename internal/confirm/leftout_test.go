package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLeftOutOfWiderChange: a request for a change across several files
// (keys, functions, sections) that leaves one of them out, in any
// phrasing — "all … but X", "leave X out of it", "(not X though)", "X
// stays as it is", "X is fine", "X untouched", "don't bother with X", "X
// excluded", "minus X", "X aside" — does not ask for the change of X; the
// others it covers are asked for. The same words that keep something else
// as it is, or that put X back in ("prod.env included", "nothing but
// prod.env", "don't leave prod.env out"), leave X asked for.
func TestLeftOutOfWiderChange(t *testing.T) {
	env := func(path string) Target {
		return fileTarget(path, "PORT=8080\nLOG_LEVEL=debug\nTIMEOUT=10\n", "PORT=8080\nLOG_LEVEL=info\nTIMEOUT=10\n")
	}
	prod, dev := env("env/prod.env"), env("env/dev.env")
	const wide = "set LOG_LEVEL to info in every env file"
	left := []string{
		wide + " but prod.env",
		"set LOG_LEVEL to info in all the env files but env/prod.env",
		"set LOG_LEVEL to info everywhere but in prod.env",
		wide + ", leave prod.env out of it",
		wide + " and leave prod.env out",
		wide + " (not prod.env though)",
		wide + ". not prod.env though",
		wide + ", just not prod.env",
		wide + ", though not in prod.env",
		wide + "; prod.env stays as it is",
		wide + "; prod.env stays on debug",
		wide + ", prod.env can stay",
		wide + ", keep prod.env as is",
		wide + ", but keep prod.env the way it is",
		wide + " — prod.env is fine",
		wide + ", prod.env is fine as it is",
		wide + ", prod.env untouched",
		wide + ", prod.env should be left alone",
		wide + "; leave prod.env be",
		wide + ", don't bother with prod.env",
		wide + ", no need to touch prod.env",
		wide + ", prod.env excluded",
		wide + ", prod.env excepted",
		wide + ", prod.env not included",
		"set LOG_LEVEL to info in all env files minus prod.env",
		wide + ", prod.env aside",
		wide + ", with the exception of prod.env",
		wide + ", without touching prod.env",
		wide + ", no change to prod.env",
		wide + " but prod.env remains on debug",
		wide + ". prod.env should stay on debug",
		wide + ", prod.env is out of scope",
	}
	for _, msg := range left {
		t.Run("left out: "+msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(msg)}, Target: prod})
			assert.Equal(t, NeedsConfirmation, got.Level, got.Reasoning)
		})
		t.Run("the rest: "+msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(msg)}, Target: dev})
			assert.Equal(t, Explicit, got.Level, got.Reasoning)
		})
	}
	// The same words, and the file still asked for.
	for _, msg := range []string{
		"set LOG_LEVEL to info in prod.env but keep the other keys as they are",
		"set LOG_LEVEL to info in prod.env; the rest stays as it is",
		"set LOG_LEVEL to info in prod.env, dev.env is fine",
		"set LOG_LEVEL to info in prod.env but leave dev.env out of it",
		"in prod.env, set LOG_LEVEL to info and leave the rest alone",
		"set LOG_LEVEL to info in prod.env, not in dev.env",
		"set LOG_LEVEL to info in prod.env, not dev.env",
		wide + ", prod.env included",
		wide + ", even prod.env",
		wide + ", prod.env too",
		"set LOG_LEVEL to info in prod.env, nothing but prod.env",
		"don't leave prod.env out of it: " + wide,
		"prod.env shouldn't stay on debug, set LOG_LEVEL to info there",
		"set LOG_LEVEL to info in prod.env, keep everything else as is",
		"set LOG_LEVEL to info in prod.env and keep the rest untouched",
		"set LOG_LEVEL to info in prod.env; TIMEOUT stays at 10",
		"prod.env looks good, just set LOG_LEVEL to info in it",
	} {
		t.Run("asked: "+msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(msg)}, Target: prod})
			assert.Equal(t, Explicit, got.Level, got.Reasoning)
		})
	}
	// What the guard keeps out is the file it names, not another.
	for _, msg := range []string{
		"set LOG_LEVEL to info in prod.env, dev.env is fine",
		"set LOG_LEVEL to info in prod.env but leave dev.env out of it",
		"set LOG_LEVEL to info in prod.env, dev.env stays",
		"set LOG_LEVEL to info in prod.env, not dev.env",
	} {
		t.Run("the other kept: "+msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(msg)}, Target: dev})
			assert.Equal(t, NeedsConfirmation, got.Level, got.Reasoning)
		})
	}
}

// TestLeftOutPartOfFile: the same for a key, a function or a section left
// out of a change across a file.
func TestLeftOutPartOfFile(t *testing.T) {
	cfg := "server:\n  read_timeout: 10\n  write_timeout: 10\n"
	readT := fileTarget("config.yaml", cfg, replace(cfg, "read_timeout: 10", "read_timeout: 30"))
	py := "def load_config(path):\n    return open(path).read()\n\n\ndef save_config(path, text):\n    open(path, 'w').write(text)\n"
	load := fileTarget("utils.py", py, replace(py, "def load_config(path):", "def load_config(path: str) -> str:"))
	md := "# Tool\n\n## Installation\n\nRun make.\n\n## Usage\n\nRun tool.\n"
	inst := fileTarget("README.md", md, replace(md, "Run make.", "Run `make install`."))
	for _, tt := range []struct {
		msg    string
		target Target
		want   Level
	}{
		{"bump every timeout in config.yaml to 30 but read_timeout", readT, NeedsConfirmation},
		{"bump every timeout in config.yaml to 30, read_timeout stays at 10", readT, NeedsConfirmation},
		{"bump every timeout in config.yaml to 30, leave read_timeout out of it", readT, NeedsConfirmation},
		{"bump every timeout in config.yaml to 30 (not read_timeout though)", readT, NeedsConfirmation},
		{"bump read_timeout in config.yaml to 30, write_timeout stays at 10", readT, Explicit},
		{"bump read_timeout in config.yaml to 30 but leave write_timeout alone", readT, Explicit},
		{"add type hints to every function in utils.py but load_config", load, NeedsConfirmation},
		{"add type hints to every function in utils.py; load_config is fine", load, NeedsConfirmation},
		{"add type hints to every function in utils.py, load_config untouched", load, NeedsConfirmation},
		{"add type hints to load_config in utils.py, save_config is fine", load, Explicit},
		{"tidy every section of README.md but the Installation section", inst, NeedsConfirmation},
		{"tidy every section of README.md, the Installation section stays as it is", inst, NeedsConfirmation},
	} {
		t.Run(tt.msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
