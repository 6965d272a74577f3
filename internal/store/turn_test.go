package store

import (
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTurnChangesAreKeptPerSessionInOrderAndTakenOnce(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	require.NoError(t, s.AddTurnChange("s1", TurnChange{PromptID: "p1", Name: "a.go", Body: "A"}))
	require.NoError(t, s.AddTurnChange("s2", TurnChange{Name: "other.go", Body: "O"}))
	require.NoError(t, s.AddTurnChange("s1", TurnChange{PromptID: "p1", Name: "b.md", Body: "B"}))
	require.NoError(t, s.SetConfirmLevel("s1", "toolu_1", "explicit"))
	require.NoError(t, s.Close())

	s = open(t, dir)
	level, err := s.ConfirmLevel("s1", "toolu_1")
	require.NoError(t, err)
	assert.Equal(t, "explicit", level)

	got, err := s.TakeTurnChanges("s1")
	require.NoError(t, err)
	assert.Equal(t, []TurnChange{{PromptID: "p1", Name: "a.go", Body: "A"}, {PromptID: "p1", Name: "b.md", Body: "B"}}, got)

	got, err = s.TakeTurnChanges("s1")
	require.NoError(t, err)
	assert.Empty(t, got, "taken changes are forgotten")
	level, err = s.ConfirmLevel("s1", "toolu_1")
	require.NoError(t, err)
	assert.Empty(t, level, "the turn's verdicts are forgotten with its changes")

	got, err = s.TakeTurnChanges("s2")
	require.NoError(t, err)
	assert.Equal(t, []TurnChange{{Name: "other.go", Body: "O"}}, got, "other sessions keep theirs")
}

func TestTurnChangesWithoutSessionOrState(t *testing.T) {
	s := open(t, t.TempDir())
	got, err := s.TakeTurnChanges("never-seen")
	require.NoError(t, err)
	assert.Empty(t, got)
	level, err := s.ConfirmLevel("never-seen", "toolu_1")
	require.NoError(t, err)
	assert.Empty(t, level)

	require.NoError(t, s.AddTurnChange("", TurnChange{Name: "x"}), "an empty session_id still records")
	got, err = s.TakeTurnChanges("")
	require.NoError(t, err)
	assert.Len(t, got, 1)
}

// Hook processes run in parallel: every PostToolUse of a turn must land.
func TestTurnChangesFromParallelProcesses(t *testing.T) {
	dir := t.TempDir()
	const n = 16
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Open(dir)
			if err != nil {
				errs <- err
				return
			}
			defer s.Close()
			errs <- s.AddTurnChange("s", TurnChange{Name: fmt.Sprintf("f%d", i)})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	s := open(t, dir)
	got, err := s.TakeTurnChanges("s")
	require.NoError(t, err)
	assert.Len(t, got, n)
}
