package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/scripttest"
)

// configFixture is one gates.json used somewhere in the tests.
type configFixture struct {
	name string
	data []byte
}

// configFixtures gathers every gates.json the tests use: the peer
// fixtures, the files in the txtar scripts that look like a gates.json,
// and the plugin's own defaults.
func configFixtures(t *testing.T) []configFixture {
	t.Helper()
	var out []configFixture
	peers, err := filepath.Glob("../gates/testdata/peers/*.json*")
	require.NoError(t, err)
	for _, p := range append(peers, "../../hooks/gates.json") {
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		out = append(out, configFixture{p, data})
	}
	scripts, err := filepath.Glob("testdata/script/*.txtar")
	require.NoError(t, err)
	for _, s := range scripts {
		a, err := txtar.ParseFile(s)
		require.NoError(t, err)
		for _, f := range a.Files {
			if !strings.HasSuffix(f.Name, ".json") || !looksLikeGates(f.Data) {
				continue
			}
			out = append(out, configFixture{s + ":" + f.Name, f.Data})
		}
	}
	require.Greater(t, len(out), 30, "the fixtures were found")
	return out
}

// looksLikeGates: a JSON object with a key only a gates.json has.
func looksLikeGates(data []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return bytes.Contains(data, []byte(`"gates"`)) || bytes.Contains(data, []byte(`"hooks"`))
	}
	for _, k := range []string{"gates", "hooks", "consent", "confirm", "changes", "max_blocks", "fail_closed"} {
		if _, ok := top[k]; ok {
			return true
		}
	}
	return false
}

// One config, one verdict: a config `validate` accepts never makes the hook
// fail on any event, and one it rejects is rejected by the hook on every
// event with the same messages.
func TestValidateAndHookAgree(t *testing.T) {
	fixtures, err := scripttest.Fixtures()
	require.NoError(t, err)
	payloads, err := filepath.Glob(filepath.Join(fixtures, "hooks", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, payloads)
	accepted, rejected := 0, 0
	for _, fx := range configFixtures(t) {
		dir := t.TempDir()
		cfgFile := filepath.Join(dir, "gates.json")
		require.NoError(t, os.WriteFile(cfgFile, fx.data, 0o644))
		env := map[string]string{"HOME": filepath.Join(dir, "home"), "XDG_STATE_HOME": filepath.Join(dir, "state"), "CLAUDE_PROJECT_DIR": dir}
		run := func(in []byte, args ...string) (int, string, string) {
			var out, errw bytes.Buffer
			s := Streams{In: bytes.NewReader(in), Out: &out, Err: &errw,
				Getenv: func(k string) string { return env[k] },
				// No PATH: a gate command cannot run (it is answered, not
				// failed), so this test runs no project's checks.
				Environ: func() []string { return []string{"PATH="} },
				Now:     time.Now}
			code := Execute(context.Background(), s, args)
			return code, out.String(), errw.String()
		}
		code, _, stderr := run(nil, "validate", "--config", cfgFile)
		problems := nonEmptyLines(stderr)
		for _, p := range payloads {
			raw, err := os.ReadFile(p)
			require.NoError(t, err)
			if !slices.Contains(gates.Events(), gjson.GetBytes(raw, "hook_event_name").String()) {
				continue // an event the hook does not answer reads no config
			}
			_, answer, _ := run(raw, "hook", "--config", cfgFile)
			if code == ExitOK {
				assert.NotContains(t, answer, "could not check this event", "%s: valid, yet the hook failed on %s", fx.name, filepath.Base(p))
				continue
			}
			assert.Contains(t, answer, "could not check this event", "%s: invalid, yet the hook answered %s", fx.name, filepath.Base(p))
			for _, line := range problems {
				if strings.HasPrefix(line, "plan-compliance: ") {
					continue // the command's own summary line
				}
				assert.Contains(t, answer, jsonString(line), "%s: the hook's message lacks validate's %q", fx.name, line)
			}
		}
		if code == ExitOK {
			accepted++
		} else {
			rejected++
		}
	}
	assert.Positive(t, accepted)
	assert.Positive(t, rejected)
}

func nonEmptyLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// jsonString is s as it appears inside a JSON string.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}
