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
	_, ok, err := s.TakeEscalation("s1", "a1")
	require.NoError(t, err)
	assert.False(t, ok)
	e1 := Escalation{Agent: "general-purpose", What: "was stopped by the loop guard: gate 'test' still failing after 3 attempts"}
	e2 := Escalation{Agent: "reviewer", What: "reported BLOCKED on Task 2: no such API"}
	require.NoError(t, s.AddEscalation("s1", "a1", e1))
	require.NoError(t, s.AddEscalation("s1", "a2", e2))
	require.NoError(t, s.AddEscalation("s2", "a3", e2))

	got, ok, err := s.TakeEscalation("s1", "a1")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, e1, got)
	_, ok, _ = s.TakeEscalation("s1", "a1")
	assert.False(t, ok, "taken once")

	all, err := s.TakeEscalations("s1")
	require.NoError(t, err)
	assert.Equal(t, []Escalation{e2}, all)
	all, _ = s.TakeEscalations("s1")
	assert.Empty(t, all)
	all, _ = s.TakeEscalations("s2")
	assert.Equal(t, []Escalation{e2}, all, "other sessions keep theirs")
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
