package store

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSpoolFoldsEveryRecordOnce(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				_, err := Spool(dir, Decision{Time: logT0.Add(time.Duration(w*50+i) * time.Millisecond), Session: fmt.Sprintf("s%d", w), Event: "PreToolUse", Verdict: "ask"})
				assert.NoError(t, err)
			}
		}()
	}
	// Folds while the writers append: nothing is lost or folded twice.
	l := openLog(t, dir, LogOptions{})
	for range 5 {
		require.NoError(t, l.Fold(dir))
	}
	wg.Wait()
	require.NoError(t, l.Fold(dir))
	all, err := l.Decisions(LogQuery{})
	require.NoError(t, err)
	assert.Len(t, all, 400)
	seen := map[time.Time]bool{}
	for _, d := range all {
		assert.False(t, seen[d.Time], "folded twice: %v", d.Time)
		seen[d.Time] = true
	}
	left, _ := filepath.Glob(filepath.Join(dir, SpoolFileName+"*"))
	assert.Empty(t, left, "folded spools are removed")
}

func TestSpoolSkipsTornLinesAndFoldsLeftovers(t *testing.T) {
	dir := t.TempDir()
	_, err := Spool(dir, Decision{Time: logT0, Session: "s", Event: "Stop", Verdict: "pass"})
	require.NoError(t, err)
	f, err := os.OpenFile(filepath.Join(dir, SpoolFileName), os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"time":"2026-11-23T10:00:01Z","session":"s","ev`) // a writer killed mid-line
	require.NoError(t, err)
	require.NoError(t, f.Close())
	// A folder that died after taking its spool left this behind.
	require.NoError(t, os.WriteFile(filepath.Join(dir, foldingPrefix+"1-x"), []byte(`{"time":"2026-11-23T09:00:00Z","session":"s","event":"Stop","verdict":"block"}`+"\n"), 0o600))
	l := openLog(t, dir, LogOptions{})
	require.NoError(t, l.Fold(dir))
	all, err := l.Decisions(LogQuery{Session: "s"})
	require.NoError(t, err)
	require.Len(t, all, 2)
	assert.Equal(t, "block", all[0].Verdict, "the leftover, older, comes first")
	assert.Equal(t, "pass", all[1].Verdict)
}

func TestSpoolSaysWhenToFold(t *testing.T) {
	dir := t.TempDir()
	big := Decision{Time: logT0, Session: "s", Event: "Stop", Verdict: "pass", Prompt: string(make([]byte, maxText))}
	due := false
	n := 0
	for ; !due && n < 10000; n++ {
		var err error
		due, err = Spool(dir, big)
		require.NoError(t, err)
	}
	fi, err := os.Stat(filepath.Join(dir, SpoolFileName))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, fi.Size(), int64(spoolFoldAt))
	assert.Less(t, fi.Size(), int64(spoolFoldAt+4*maxText), "due as soon as it passes the threshold")
}

// BenchmarkSpool: what a hook pays to record a decision (open, lock,
// append one line, close), in-process; the whole-process figure is
// benchmarks.BenchmarkLog*.
func BenchmarkSpool(b *testing.B) {
	dir := b.TempDir()
	d := Decision{Time: logT0, Session: "cd95362c-b203-4171-b668-1095ffe1589a", AgentID: "a9983db2066ddfe90", AgentType: "general-purpose",
		Event: "SubagentStop", Capabilities: []string{"plan", "gates"}, Verdict: "pass", Status: "OK", Task: "Task 1 - handle empty entries",
		Gates: []GateRun{{Gate: "plan-compliance", Builtin: true, Passed: true}, {Gate: "test", DurationMS: 812, Passed: true, Output: "ok  parse 0.8s\n"}}}
	for b.Loop() {
		if _, err := Spool(dir, d); err != nil {
			b.Fatal(err)
		}
	}
}
