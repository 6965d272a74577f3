package store

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDir(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"plugin data wins", map[string]string{"CLAUDE_PLUGIN_DATA": "/d", "XDG_STATE_HOME": "/x", "HOME": "/h"}, "/d"},
		{"xdg", map[string]string{"XDG_STATE_HOME": "/x", "HOME": "/h"}, "/x/plan-compliance"},
		{"home", map[string]string{"HOME": "/h"}, "/h/.local/state/plan-compliance"},
		{"plugin root is never used", map[string]string{"CLAUDE_PLUGIN_ROOT": "/r", "HOME": "/h"}, "/h/.local/state/plan-compliance"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Dir(env(tc.env))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := Dir(env(nil))
	assert.ErrorContains(t, err, "set CLAUDE_PLUGIN_DATA")
}

func open(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(dir)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func TestBlocksCountPerKeyAndSurviveReopen(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	n, err := s.AddBlock("sess/a")
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	n, _ = s.AddBlock("sess/a")
	assert.Equal(t, 2, n)
	n, _ = s.AddBlock("sess/b")
	assert.Equal(t, 1, n, "other agents keep their own count")
	require.NoError(t, s.Close())

	s = open(t, dir)
	n, err = s.Blocks("sess/a")
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	require.NoError(t, s.ResetBlocks("sess/a"))
	n, _ = s.Blocks("sess/a")
	assert.Equal(t, 0, n)
	n, _ = s.Blocks("sess/b")
	assert.Equal(t, 1, n)
}

func TestEscalationsAreTakenOnce(t *testing.T) {
	s := open(t, t.TempDir())
	_, ok, err := s.TakeEscalation("s1", "a1", everything)
	require.NoError(t, err)
	assert.False(t, ok)
	e1 := Escalation{Agent: "general-purpose", What: "was stopped by the loop guard: gate 'test' still failing after 3 attempts"}
	e2 := Escalation{Agent: "reviewer", What: "reported BLOCKED on Task 2: no such API"}
	require.NoError(t, s.AddEscalation("s1", "a1", e1))
	require.NoError(t, s.AddEscalation("s1", "a2", e2))
	require.NoError(t, s.AddEscalation("s2", "a3", e2))

	got, ok, err := s.TakeEscalation("s1", "a1", everything)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, e1.What, got.What)
	_, ok, _ = s.TakeEscalation("s1", "a1", everything)
	assert.False(t, ok, "taken once")

	_, ok, err = s.TakeEscalation("s1", "a2", func(Escalation) bool { return false })
	require.NoError(t, err)
	assert.False(t, ok, "one that does not fit is not taken")

	all, left, err := s.TakeEscalations("s1", everything)
	require.NoError(t, err)
	assert.Equal(t, []string{e2.What}, whats(all))
	assert.Zero(t, left)
	all, _, _ = s.TakeEscalations("s1", everything)
	assert.Empty(t, all)
	all, _, _ = s.TakeEscalations("s2", everything)
	assert.Equal(t, []string{e2.What}, whats(all), "other sessions keep theirs")
}

// Escalations are handed over in the order they were recorded (not by
// agent id), as many as fit, and only those handed over are forgotten.
func TestEscalationsInOrderAsManyAsFit(t *testing.T) {
	s := open(t, t.TempDir())
	for _, id := range []string{"z", "b", "m", "a", "q"} {
		require.NoError(t, s.AddEscalation("s", id, Escalation{Agent: "agent-" + id, What: "reported BLOCKED"}))
	}
	n := 0
	two := func(Escalation) bool { n++; return n <= 2 }
	got, left, err := s.TakeEscalations("s", two)
	require.NoError(t, err)
	assert.Equal(t, []string{"agent-z", "agent-b"}, agents(got))
	assert.Equal(t, 3, left)

	n = 0
	got, left, err = s.TakeEscalations("s", two)
	require.NoError(t, err)
	assert.Equal(t, []string{"agent-m", "agent-a"}, agents(got))
	assert.Equal(t, 1, left)

	got, left, err = s.TakeEscalations("s", everything)
	require.NoError(t, err)
	assert.Equal(t, []string{"agent-q"}, agents(got))
	assert.Zero(t, left)
}

func everything(Escalation) bool { return true }

func whats(es []Escalation) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.What)
	}
	return out
}

func agents(es []Escalation) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Agent)
	}
	return out
}

// Parallel hook processes each open the store, write and close: the file
// lock serialises them and no count is lost.
func TestConcurrentOpenersLoseNothing(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			s, err := Open(dir)
			if !assert.NoError(t, err) {
				return
			}
			defer s.Close()
			_, err = s.AddBlock("k")
			assert.NoError(t, err)
		})
	}
	wg.Wait()
	s := open(t, dir)
	n, err := s.Blocks("k")
	require.NoError(t, err)
	assert.Equal(t, 16, n)
}
