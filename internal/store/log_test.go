package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func openLog(t *testing.T, dir string, o LogOptions) *Log {
	t.Helper()
	l, err := OpenLog(dir, o)
	require.NoError(t, err)
	t.Cleanup(func() { _ = l.Close() })
	return l
}

var logT0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

func TestLogBySessionAndTime(t *testing.T) {
	l := openLog(t, t.TempDir(), LogOptions{})
	// Interleaved sessions, added out of time order.
	require.NoError(t, l.Add(
		Decision{Time: logT0.Add(3 * time.Minute), Session: "b", Event: "Stop", Verdict: "pass"},
		Decision{Time: logT0.Add(1 * time.Minute), Session: "a", Event: "SubagentStop", Verdict: "block"},
		Decision{Time: logT0.Add(2 * time.Minute), Session: "ab", Event: "PreToolUse", Verdict: "ask"},
	))
	require.NoError(t, l.Add(Decision{Time: logT0.Add(4 * time.Minute), Session: "a", Event: "SubagentStop", Verdict: "pass",
		Gates: []GateRun{{Gate: "test", ExitCode: 1, DurationMS: 12.5, Output: "FAIL"}}}))

	a, err := l.Decisions(LogQuery{Session: "a"})
	require.NoError(t, err)
	require.Len(t, a, 2, "session a's records only, not session ab's")
	assert.Equal(t, "block", a[0].Verdict)
	assert.Equal(t, "pass", a[1].Verdict)
	assert.Equal(t, []GateRun{{Gate: "test", ExitCode: 1, DurationMS: 12.5, Output: "FAIL"}}, a[1].Gates)

	all, err := l.Decisions(LogQuery{})
	require.NoError(t, err)
	var order []string
	for _, d := range all {
		order = append(order, d.Session)
	}
	assert.Equal(t, []string{"a", "ab", "b", "a"}, order, "every record, oldest first")

	since, err := l.Decisions(LogQuery{Since: logT0.Add(150 * time.Second)})
	require.NoError(t, err)
	assert.Len(t, since, 2)
	sinceA, err := l.Decisions(LogQuery{Session: "a", Since: logT0.Add(2 * time.Minute)})
	require.NoError(t, err)
	require.Len(t, sinceA, 1)
	assert.Equal(t, "pass", sinceA[0].Verdict)

	last, err := l.LastSession()
	require.NoError(t, err)
	assert.Equal(t, "a", last)
}

func TestLogPrunesOldestFirst(t *testing.T) {
	l := openLog(t, t.TempDir(), LogOptions{MaxBytes: 20000})
	for i := range 200 {
		require.NoError(t, l.Add(Decision{Time: logT0.Add(time.Duration(i) * time.Second), Session: fmt.Sprintf("s%d", i%3), Event: "Stop", Verdict: "pass", Reason: strings.Repeat("x", 100)}))
	}
	size, err := l.Size()
	require.NoError(t, err)
	assert.LessOrEqual(t, size, int64(20000))
	all, err := l.Decisions(LogQuery{})
	require.NoError(t, err)
	require.NotEmpty(t, all)
	assert.Less(t, len(all), 200, "pruned")
	assert.Equal(t, logT0.Add(199*time.Second), all[len(all)-1].Time, "the newest record is kept")
	assert.Equal(t, logT0.Add(time.Duration(200-len(all))*time.Second), all[0].Time, "what was pruned is the oldest")
	var sum int64
	for _, d := range all {
		d.Bound()
		sum += int64(len(mustJSON(t, d)))
	}
	assert.Equal(t, sum, size, "the running total matches the records kept")
}

func TestLogBoundsHostileRecords(t *testing.T) {
	l := openLog(t, t.TempDir(), LogOptions{})
	huge := strings.Repeat("é", 100000)
	d := Decision{Time: logT0, Session: "s\x00x" + huge, Event: "Stop", Verdict: "block", Reason: huge, Prompt: huge, Task: huge}
	for range 100 {
		d.Gates = append(d.Gates, GateRun{Gate: huge, Output: huge + "END"})
	}
	require.NoError(t, l.Add(d))
	all, err := l.Decisions(LogQuery{})
	require.NoError(t, err)
	require.Len(t, all, 1)
	got := all[0]
	assert.NotContains(t, got.Session, "\x00")
	assert.LessOrEqual(t, len(got.Reason), maxField)
	assert.LessOrEqual(t, len(got.Prompt), maxText)
	assert.Len(t, got.Gates, maxList)
	assert.True(t, strings.HasSuffix(got.Gates[0].Output, "END"), "a gate's output keeps its end")
	assert.LessOrEqual(t, len(got.Gates[0].Output), maxGateOutput)
	assert.LessOrEqual(t, len(mustJSON(t, got)), 100<<10)
	// The session as stored finds its records.
	mine, err := l.Decisions(LogQuery{Session: got.Session})
	require.NoError(t, err)
	assert.Len(t, mine, 1)
}

func TestLogBrokenFileIsMovedAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, LogFileName)
	require.NoError(t, os.WriteFile(path, []byte(strings.Repeat("not a database ", 1000)), 0o600))
	l := openLog(t, dir, LogOptions{})
	require.NoError(t, l.Add(Decision{Time: logT0, Session: "s", Event: "Stop", Verdict: "pass"}))
	aside, err := filepath.Glob(path + ".broken-*")
	require.NoError(t, err)
	assert.Len(t, aside, 1, "the broken file is kept for inspection")
}

func TestLogReadOnlyMissing(t *testing.T) {
	_, err := OpenLog(t.TempDir(), LogOptions{ReadOnly: true})
	assert.ErrorContains(t, err, "nothing has been recorded yet")
}

func mustJSON(t *testing.T, d Decision) []byte {
	t.Helper()
	b, err := json.Marshal(d)
	require.NoError(t, err)
	return b
}

// A terminal has no CLAUDE_PLUGIN_DATA: `log` finds the plugin data
// directory with the newest decisions, even one without a state.db.
func TestLogReadDir(t *testing.T) {
	home := t.TempDir()
	env := func(k string) string { return map[string]string{"HOME": home}[k] }
	data := filepath.Join(home, ".claude", "plugins", "data")
	write := func(plugin, file string, age time.Duration) string {
		dir := filepath.Join(data, plugin)
		require.NoError(t, os.MkdirAll(dir, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, file), nil, 0o600))
		when := time.Now().Add(-age)
		require.NoError(t, os.Chtimes(filepath.Join(dir, file), when, when))
		return dir
	}
	write("plan-compliance-old", FileName, time.Hour)
	spooled := write("plan-compliance-new", SpoolFileName, time.Minute)
	got, err := LogReadDir(env)
	require.NoError(t, err)
	assert.Equal(t, spooled, got)
	changes, err := ChangesDir(env)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(data, "plan-compliance-old"), changes, "ChangesDir still looks for state.db only")
}
