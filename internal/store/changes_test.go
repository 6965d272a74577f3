package store

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

func changesConfig(t testing.TB, raw string) changeset.Config {
	t.Helper()
	c, err := changeset.ParseConfig([]byte(raw))
	require.NoError(t, err)
	return c
}

func run(key string) changeset.Run {
	return changeset.Run{Key: key, SessionID: "s", ProjectDir: "/p"}
}

// bash is a proposed Bash call; the input is Claude Code's documented Bash
// shape {command, description}.
func bash(cmd string) []changeset.Item {
	input := fmt.Appendf(nil, `{"command": %q, "description": "d"}`, cmd)
	return changeset.Propose("Bash", input, changeset.Config{}, "/p", changeset.FileState{})
}

func TestProposeQueuesPerRun(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	r1, err := s.Propose(run("s/prompt/1"), bash("git push"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, changeset.Queue, r1.Placement.Action)
	require.Len(t, r1.Placed, 1)
	assert.Equal(t, uint64(1), r1.Placed[0].SetID)
	assert.Equal(t, 1, r1.Placed[0].Items[0].N)

	r2, err := s.Propose(run("s/prompt/1"), bash("git push --tags"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, uint64(1), r2.Placed[0].SetID, "same run, same set")
	assert.Equal(t, 2, r2.Placed[0].Items[0].N)

	r3, err := s.Propose(run("s/agent/x"), bash("make"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, uint64(2), r3.Placed[0].SetID, "another run, another set")

	set, err := s.Set(1)
	require.NoError(t, err)
	assert.Equal(t, changeset.SetOpen, set.Status)
	require.Len(t, set.Items, 2)
	assert.Equal(t, "Run: git push --tags", set.Items[1].Summary)
	assert.Equal(t, 2, set.Counts.Pending)

	closed, err := s.CloseRun("s/prompt/1", "", t0.Add(time.Minute))
	require.NoError(t, err)
	require.Len(t, closed, 1)
	assert.Equal(t, changeset.SetPending, closed[0].Status)
	assert.Len(t, closed[0].Items, 2, "closing returns the items for the notice")
	again, err := s.CloseRun("s/prompt/1", "", t0.Add(time.Minute))
	require.NoError(t, err)
	assert.Empty(t, again, "a closed run has nothing more to close")

	r4, err := s.Propose(run("s/prompt/1"), bash("ls"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, uint64(3), r4.Placed[0].SetID, "after the run closed, a new set")

	_, err = s.Set(99)
	assert.ErrorIs(t, err, ErrNoSet)
}

func TestProposeOverflow(t *testing.T) {
	s := open(t, t.TempDir())
	for _, tc := range []struct {
		overflow string
		action   changeset.Action
		sets     int
	}{
		{changeset.OverflowRun, changeset.RunOverCap, 1},
		{changeset.OverflowDeny, changeset.DenyOverCap, 1},
		{changeset.OverflowDefer, changeset.Queue, 2},
	} {
		cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}], "max_items": 2, "overflow": "`+tc.overflow+`"}`)
		key := "s/prompt/" + tc.overflow
		for i := range 2 {
			_, err := s.Propose(run(key), bash(fmt.Sprint("step ", i)), cfg, t0)
			require.NoError(t, err)
		}
		res, err := s.Propose(run(key), bash("one too many"), cfg, t0)
		require.NoError(t, err)
		assert.Equal(t, tc.action, res.Placement.Action, tc.overflow)
		closed, err := s.CloseRun(key, "", t0)
		require.NoError(t, err)
		assert.Len(t, closed, tc.sets, tc.overflow)
	}
}

func TestRejectedProposalIsRefusedAndConfirmedCallAllowedOnce(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	_, err := s.Propose(run("s/prompt/1"), append(bash("git push"), bash("rm -rf build")...), cfg, t0)
	require.NoError(t, err)
	_, err = s.CloseRun("s/prompt/1", "", t0)
	require.NoError(t, err)

	_, err = s.UpdateSet(1, t0.Add(time.Hour), func(set *changeset.Set) error {
		set.Item(1).Status = changeset.ItemConfirmed
		set.Item(2).Status = changeset.ItemRejected
		set.Item(2).Reason = "keep the build"
		return nil
	})
	require.NoError(t, err)

	refused, err := s.Propose(run("s2/prompt/9"), bash("rm -rf build"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, changeset.Refuse, refused.Placement.Action)
	require.Len(t, refused.Placement.Refused, 1)
	assert.Equal(t, "keep the build", refused.Placement.Refused[0].Rejection.Reason)
	other, err := s.Propose(changeset.Run{Key: "o/prompt/1", ProjectDir: "/other"}, bash("rm -rf build"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, changeset.Queue, other.Placement.Action, "rejections are per project")

	ann, err := s.Announce("/p", "s2")
	require.NoError(t, err)
	require.Len(t, ann, 1)
	assert.Equal(t, `{"command":"git push","description":"d"}`, string(ann[0].Args))
	ann, err = s.Announce("/p", "s2")
	require.NoError(t, err)
	assert.Empty(t, ann, "each session is told once")
	ann, err = s.Announce("/p", "s3")
	require.NoError(t, err)
	assert.Len(t, ann, 1, "another session is told too")

	ran, err := s.Propose(run("s2/prompt/9"), bash("git push"), cfg, t0)
	require.NoError(t, err)
	require.NotNil(t, ran.Approved, "the confirmed call is allowed")
	assert.Equal(t, 1, ran.Approved.N)
	set, err := s.Set(1)
	require.NoError(t, err)
	assert.Equal(t, changeset.ItemRan, set.Item(1).Status)
	assert.Equal(t, changeset.SetResolved, set.Status)

	again, err := s.Propose(run("s2/prompt/9"), bash("git push"), cfg, t0)
	require.NoError(t, err)
	assert.Nil(t, again.Approved, "exactly once")
	assert.Equal(t, changeset.Queue, again.Placement.Action)

	// The user changes their mind about the rejection: it is forgotten.
	_, err = s.UpdateSet(1, t0, func(set *changeset.Set) error {
		set.Item(2).Status = changeset.ItemDeferred
		return nil
	})
	require.NoError(t, err)
	res, err := s.Propose(run("s4/prompt/1"), bash("rm -rf build"), cfg, t0)
	require.NoError(t, err)
	assert.Equal(t, changeset.Queue, res.Placement.Action)

	ds, err := s.RecentDecisions("/p", "", 20)
	require.NoError(t, err)
	require.Len(t, ds, 3)
	assert.Equal(t, changeset.Deferred, ds[0].Verdict, "newest first")
	assert.Equal(t, changeset.Rejected, ds[1].Verdict)
	assert.Equal(t, "keep the build", ds[1].Reason)
	assert.Equal(t, changeset.Confirmed, ds[2].Verdict)
	assert.NotZero(t, ds[0].Seq)
}

func TestUpdateSetFailureChangesNothing(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	_, err := s.Propose(run("k"), bash("x"), cfg, t0)
	require.NoError(t, err)
	_, err = s.UpdateSet(1, t0, func(set *changeset.Set) error {
		set.Item(1).Status = changeset.ItemRejected
		return fmt.Errorf("no")
	})
	require.EqualError(t, err, "no")
	set, err := s.Set(1)
	require.NoError(t, err)
	assert.Equal(t, changeset.ItemPending, set.Item(1).Status)
	_, err = s.UpdateSet(42, t0, func(*changeset.Set) error { return nil })
	assert.ErrorIs(t, err, ErrNoSet)
}

func TestExpireAndList(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	week := 7 * 24 * time.Hour
	_, err := s.Propose(run("old"), bash("a"), cfg, t0)
	require.NoError(t, err)
	_, err = s.Propose(changeset.Run{Key: "elsewhere", ProjectDir: "/q"}, bash("b"), cfg, t0)
	require.NoError(t, err)
	_, err = s.Propose(run("new"), bash("c"), cfg, t0.Add(week))
	require.NoError(t, err)

	n, err := s.ExpireSets("/p", week, t0.Add(week))
	require.NoError(t, err)
	assert.Zero(t, n, "not older than a week yet")
	n, err = s.ExpireSets("/p", week, t0.Add(week+time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, n, "only the old set of this project")

	active, err := s.Sets(SetFilter{})
	require.NoError(t, err)
	require.Len(t, active, 2)
	assert.Equal(t, uint64(3), active[0].ID, "newest first")
	assert.Nil(t, active[0].Items, "headers only")
	all, err := s.Sets(SetFilter{All: true})
	require.NoError(t, err)
	require.Len(t, all, 3)
	assert.Equal(t, changeset.SetExpired, all[2].Status)
	mine, err := s.Sets(SetFilter{All: true, Keep: func(set *changeset.Set) bool { return set.ProjectDir == "/q" }})
	require.NoError(t, err)
	require.Len(t, mine, 1)

	ds, err := s.RecentDecisions("/p", "", 20)
	require.NoError(t, err)
	require.Len(t, ds, 1)
	assert.Equal(t, changeset.Expired, ds[0].Verdict)

	// The expired set left its run: the run starts a new set.
	res, err := s.Propose(run("old"), bash("d"), cfg, t0.Add(week+2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, uint64(4), res.Placed[0].SetID)
}

func TestRecentDecisionsFilters(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	for i, at := range []string{"groomer", "reviewer", "groomer"} {
		r := changeset.Run{Key: fmt.Sprint("r", i), AgentID: fmt.Sprint("a", i), AgentType: at, ProjectDir: "/p"}
		_, err := s.Propose(r, bash(fmt.Sprint("cmd ", i)), cfg, t0)
		require.NoError(t, err)
		_, err = s.UpdateSet(uint64(i+1), t0, func(set *changeset.Set) error {
			set.Item(1).Status = changeset.ItemRejected
			return nil
		})
		require.NoError(t, err)
	}
	ds, err := s.RecentDecisions("/p", "groomer", 20)
	require.NoError(t, err)
	require.Len(t, ds, 2)
	assert.Equal(t, "Run: cmd 2", ds[0].Summary)
	ds, err = s.RecentDecisions("/p", "", 2)
	require.NoError(t, err)
	assert.Len(t, ds, 2, "limit")
	ds, err = s.RecentDecisions("/elsewhere", "", 20)
	require.NoError(t, err)
	assert.Empty(t, ds)
}

func TestPrune(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	_, err := s.Propose(run("a"), bash("a"), cfg, t0)
	require.NoError(t, err)
	_, err = s.Propose(run("b"), append(bash("b"), bash("c")...), cfg, t0)
	require.NoError(t, err)
	_, err = s.UpdateSet(1, t0, func(set *changeset.Set) error { return set.Dismiss(t0) })
	require.NoError(t, err)

	p, err := s.Prune(time.Hour, t0.Add(time.Minute))
	require.NoError(t, err)
	assert.Equal(t, Pruned{}, p, "too recent")
	p, err = s.Prune(time.Hour, t0.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, Pruned{Sets: 1, Items: 1}, p)
	_, err = s.Set(1)
	assert.ErrorIs(t, err, ErrNoSet)
	set, err := s.Set(2)
	require.NoError(t, err)
	assert.Len(t, set.Items, 2, "pending sets stay")
	ds, err := s.RecentDecisions("/p", "", 20)
	require.NoError(t, err)
	assert.Len(t, ds, 1, "history stays")
}

func TestSubagentSetsAreKeptForTheMainThreadsNotice(t *testing.T) {
	s := open(t, t.TempDir())
	cfg := changesConfig(t, `{"defer": [{"tool": "Bash"}]}`)
	sub := changeset.Run{Key: "s/agent/a1", SessionID: "s", AgentID: "a1", AgentType: "groomer", ProjectDir: "/p"}
	_, err := s.Propose(sub, bash("make"), cfg, t0)
	require.NoError(t, err)

	none, err := s.TakeNotices("s")
	require.NoError(t, err)
	assert.Empty(t, none, "nothing closed yet")
	closed, err := s.CloseRun(sub.Key, "s", t0)
	require.NoError(t, err)
	require.Len(t, closed, 1)

	other, err := s.TakeNotices("other-session")
	require.NoError(t, err)
	assert.Empty(t, other)
	got, err := s.TakeNotices("s")
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, "groomer", got[0].AgentType)
	require.Len(t, got[0].Items, 1, "with items, for the notice")
	again, err := s.TakeNotices("s")
	require.NoError(t, err)
	assert.Empty(t, again, "taken once")
}

func TestReviewTurns(t *testing.T) {
	s := open(t, t.TempDir())
	ok, err := s.ReviewAuthorized("s", "p1")
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, s.AuthorizeReview("s", "p1", t0))
	ok, err = s.ReviewAuthorized("s", "p1")
	require.NoError(t, err)
	assert.True(t, ok)
	ok, _ = s.ReviewAuthorized("s", "p2")
	assert.False(t, ok, "another prompt of the session")
	_, err = s.Prune(0, t0.Add(time.Hour))
	require.NoError(t, err)
	ok, _ = s.ReviewAuthorized("s", "p1")
	assert.True(t, ok, "kept during its day")
	_, err = s.Prune(0, t0.Add(25*time.Hour))
	require.NoError(t, err)
	ok, _ = s.ReviewAuthorized("s", "p1")
	assert.False(t, ok, "pruned after a day")
}

func TestReviewOpenUntilTheNextPrompt(t *testing.T) {
	s := open(t, t.TempDir())
	isOpen := func(session string, at time.Time) bool {
		t.Helper()
		ok, err := s.ReviewOpen(session, at, time.Hour)
		require.NoError(t, err)
		return ok
	}
	assert.False(t, isOpen("s", t0), "no review yet")
	require.NoError(t, s.EndReview("s"), "nothing to end")
	require.NoError(t, s.AuthorizeReview("s", "p1", t0))
	require.NoError(t, s.AuthorizeReview("s2", "q1", t0))
	assert.True(t, isOpen("s", t0.Add(time.Minute)))
	assert.False(t, isOpen("s", t0.Add(2*time.Hour)), "too long ago")
	assert.False(t, isOpen("", t0), "no session")
	require.NoError(t, s.EndReview("s"))
	assert.False(t, isOpen("s", t0.Add(time.Minute)), "the next prompt ended it")
	assert.True(t, isOpen("s2", t0.Add(time.Minute)), "another session's review stays")
	ok, _ := s.ReviewAuthorized("s", "p1")
	assert.False(t, ok, "ended for the hook's guard too")
}
