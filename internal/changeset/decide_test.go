package changeset

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

func sampleSet() *Set {
	s := &Set{ID: 7, Run: Run{Key: "s/agent/a", SessionID: "s", AgentID: "a", AgentType: "groomer", ProjectDir: "/p"}, Created: t0}
	s.Items = []Item{
		{N: 1, Tool: "Edit", Category: FileEdit, Summary: "Edit a.go: 1 line → 2 lines", Identity: "i1", Status: ItemPending},
		{N: 2, Tool: "Bash", Category: Command, Summary: "Run: git push", Identity: "i2", Status: ItemPending, Args: []byte(`{"command":"git push"}`)},
		{N: 3, Tool: "mcp__x__y", Category: Other, Summary: "mcp__x__y", Identity: "i3", Status: ItemPending},
	}
	s.Refresh(t0)
	return s
}

func TestRefreshStatus(t *testing.T) {
	s := sampleSet()
	assert.Equal(t, SetOpen, s.Status)
	assert.Equal(t, Counts{Items: 3, Pending: 3}, s.Counts)
	s.Close(t0.Add(time.Minute))
	assert.Equal(t, SetPending, s.Status)
	assert.Equal(t, t0.Add(time.Minute), s.Closed)
	s.Close(t0.Add(time.Hour))
	assert.Equal(t, t0.Add(time.Minute), s.Closed, "closing twice keeps the first time")
	for i := range s.Items {
		s.Items[i].Status = ItemRejected
	}
	s.Items[0].Status = ItemFailed
	s.Refresh(t0)
	assert.Equal(t, SetPending, s.Status, "a failed item still waits for the user")
	s.Items[0].Status = ItemApplied
	s.Refresh(t0)
	assert.Equal(t, SetResolved, s.Status)
	assert.Equal(t, 0, s.Counts.Undecided())
}

func TestCanDecide(t *testing.T) {
	s := sampleSet()
	it := s.Item(1)
	assert.NoError(t, CanDecide(s, it, Confirmed))
	it.Status = ItemApplied
	assert.ErrorContains(t, CanDecide(s, it, Rejected), "already applied")
	it.Status = ItemConfirmed
	assert.ErrorContains(t, CanDecide(s, it, Confirmed), "waits for the agent")
	assert.NoError(t, CanDecide(s, it, Rejected), "a confirmation not yet run can be withdrawn")
	it.Status = ItemRejected
	assert.NoError(t, CanDecide(s, it, Confirmed), "the user may change their mind")
	it.Status = ItemRan
	assert.ErrorContains(t, CanDecide(s, it, Rejected), "already run")
	s.Status = SetExpired
	assert.ErrorContains(t, CanDecide(s, s.Item(2), Confirmed), "expired")
	s.Status = SetDismissed
	assert.ErrorContains(t, CanDecide(s, s.Item(2), Confirmed), "dismissed")
	assert.Nil(t, s.Item(9))
}

func TestDiffEffects(t *testing.T) {
	s := sampleSet()
	before := s.Snapshot()
	now := t0.Add(time.Hour)
	s.Item(1).Status = ItemApplied
	s.Item(2).Status = ItemConfirmed
	s.Item(3).Status = ItemRejected
	s.Item(3).Reason = "not now"
	e := Diff(s, before, now)
	require.Len(t, e.Decisions, 3)
	assert.Equal(t, Confirmed, e.Decisions[0].Verdict)
	assert.Equal(t, Confirmed, e.Decisions[1].Verdict)
	assert.Equal(t, Rejected, e.Decisions[2].Verdict)
	d := e.Decisions[2]
	assert.Equal(t, Decision{When: now, Verdict: Rejected, SetID: 7, N: 3, AgentType: "groomer", AgentID: "a", SessionID: "s", ProjectDir: "/p", Tool: "mcp__x__y", Summary: "mcp__x__y", Reason: "not now", Identity: "i3"}, d)
	require.Len(t, e.Approve, 1, "only commands and other tools go back to the agent")
	assert.Equal(t, "i2", e.Approve[0].Identity)
	assert.Equal(t, Rejection{SetID: 7, N: 3, Summary: "mcp__x__y", Reason: "not now", When: now}, e.Reject["i3"])

	// Changing one's mind: the rejection is forgotten, the approval withdrawn.
	before = s.Snapshot()
	s.Item(3).Status = ItemConfirmed
	s.Item(2).Status = ItemDeferred
	e = Diff(s, before, now)
	assert.Equal(t, []string{"i3"}, e.Unreject)
	require.Len(t, e.Withdraw, 1)
	assert.Equal(t, "i2", e.Withdraw[0].Identity)
	require.Len(t, e.Decisions, 2)
	assert.Equal(t, Deferred, e.Decisions[0].Verdict)

	// Nothing changed: nothing follows.
	assert.Empty(t, Diff(s, s.Snapshot(), now).Decisions)
}

func TestExpire(t *testing.T) {
	week := 7 * 24 * time.Hour
	s := sampleSet()
	s.Close(t0)
	s.Item(1).Status = ItemApplied
	s.Item(2).Status = ItemDeferred
	s.Refresh(t0)
	assert.False(t, s.Expire(t0.Add(week), week), "exactly the limit is not over it")
	before := s.Snapshot()
	require.True(t, s.Expire(t0.Add(week+time.Second), week))
	assert.Equal(t, SetExpired, s.Status)
	assert.Equal(t, ItemApplied, s.Item(1).Status, "decided items keep their verdict")
	assert.Equal(t, ItemExpired, s.Item(2).Status)
	assert.Equal(t, ItemExpired, s.Item(3).Status)
	e := Diff(s, before, t0)
	require.Len(t, e.Decisions, 2)
	assert.Equal(t, Expired, e.Decisions[0].Verdict)
	assert.False(t, s.Expire(t0.Add(2*week), week), "an expired set does not expire again")
	s.Refresh(t0)
	assert.Equal(t, SetExpired, s.Status, "refresh keeps expired")
	assert.True(t, IsStale(t0, t0.Add(week+1), week))
}

func TestDismiss(t *testing.T) {
	s := sampleSet()
	s.Item(2).Status = ItemConfirmed
	require.NoError(t, s.Dismiss(t0))
	assert.Equal(t, SetDismissed, s.Status)
	assert.Equal(t, ItemConfirmed, s.Item(2).Status)
	assert.Equal(t, ItemDismissed, s.Item(1).Status)
	assert.False(t, s.Closed.IsZero())
	assert.ErrorContains(t, s.Dismiss(t0), "only open or pending sets")
}

func TestRenderHistory(t *testing.T) {
	ds := []Decision{
		{Verdict: Rejected, Summary: "Edit parse.go: 1 line → 3 lines", Reason: "title was fine", AgentType: "groomer"},
		{Verdict: Confirmed, Summary: "Run: git push origin main"},
		{Verdict: Confirmed, Summary: "Edit b.go: 1 line → 1 line", Result: "not applied: the file changed"},
		{Verdict: Deferred, Summary: "mcp__x__y"},
		{Verdict: Expired, Summary: "Edit c.go: add 2 lines"},
		{Verdict: Dismissed, Summary: "Edit d.go: add 2 lines"},
		{Verdict: Rejected, Summary: "Run: rm -rf build"},
	}
	got := RenderHistory(ds, 20, 500, false)
	want := HistoryHeading + "\n\n" + historyIntro + "\n" + `
- ✗ Edit parse.go: 1 line → 3 lines — rejected (reason: "title was fine")
- ✓ Run: git push origin main — confirmed
- ✓ Edit b.go: 1 line → 1 line — confirmed, but not applied: the file changed
- … mcp__x__y — deferred: the user will decide later
- – Edit c.go: add 2 lines — no decision (expired unreviewed)
- – Edit d.go: add 2 lines — no decision (dismissed)
- ✗ Run: rm -rf build — rejected`
	assert.Equal(t, want, got)
	assert.Contains(t, RenderHistory(ds, 20, 500, true), `✗ Edit parse.go: 1 line → 3 lines [groomer] — rejected`)
	assert.Empty(t, RenderHistory(nil, 20, 500, false))
}

func TestRenderHistoryCaps(t *testing.T) {
	var ds []Decision
	for i := range 40 {
		ds = append(ds, Decision{Verdict: Confirmed, Summary: fmt.Sprintf("Run: step %02d", i)})
	}
	got := RenderHistory(ds, 20, 10000, false)
	assert.Equal(t, 20, strings.Count(got, "\n- "), "at most 20 entries")
	assert.Contains(t, got, "step 00", "newest first: the first entries are kept")
	assert.NotContains(t, got, "step 20")

	long := strings.Repeat("x", 300)
	var big []Decision
	for range 20 {
		big = append(big, Decision{Verdict: Rejected, Summary: long, Reason: long})
	}
	got = RenderHistory(big, 20, 500, false)
	assert.LessOrEqual(t, Tokens(got), 500, "at most 500 tokens")
	assert.Greater(t, strings.Count(got, "\n- "), 0)
	assert.Less(t, strings.Count(got, "\n- "), 20, "the token cap cut entries")
	assert.Empty(t, RenderHistory(big, 20, 10, false), "not even the heading fits")
	assert.Equal(t, 1, Tokens("abcd"))
	assert.Equal(t, 2, Tokens("abcde"))
	assert.Equal(t, 1, Tokens("✓✓✓✓"), "characters, not bytes")
}

func TestNotice(t *testing.T) {
	s := sampleSet()
	s.Close(t0)
	claude := Slash{Command: "/plan-compliance:changes", Client: "Claude Code"}
	got := Notice(s.Agent(), []Set{*s}, claude)
	assert.True(t, strings.HasPrefix(got, "✨ groomer suggests 3 changes (change set 7):\n  1. Edit a.go: 1 line → 2 lines\n  2. Run: git push\n  3. mcp__x__y\nReview: plan-compliance changes review"), got)
	assert.True(t, strings.HasSuffix(got, "), or /plan-compliance:changes in Claude Code."), got)
	one := []Set{{ID: 2, Counts: Counts{Pending: 1}, Items: []Item{{N: 1, Summary: "Run: x", Status: ItemPending}}}}
	main := Notice(Agent{}, one, claude)
	assert.True(t, strings.HasPrefix(main, "✨ Claude suggests 1 change (change set 2):"), main)
	assert.Empty(t, Notice(Agent{}, nil, claude))

	// A client without the plugin's slash command is offered only what
	// works there, and its main agent goes by its own name.
	codex := Notice(Agent{Assistant: "Codex"}, one, Slash{})
	assert.True(t, strings.HasPrefix(codex, "✨ Codex suggests 1 change (change set 2):"), codex)
	assert.True(t, strings.HasSuffix(codex, "changes confirm-all 2)."), codex)
	assert.NotContains(t, codex, "/plan-compliance:")
	assert.NotContains(t, codex, "Claude")
}

// Only the user decides: the model is told where the user can, and the
// slash command only where the client has it.
func TestSelfApprovalRefusedNamesWhatTheClientHas(t *testing.T) {
	claude := SelfApprovalRefused(Slash{Command: "/plan-compliance:changes", Client: "Claude Code"})
	assert.True(t, strings.HasSuffix(claude, "they can run /plan-compliance:changes or plan-compliance changes review themselves."), claude)
	other := SelfApprovalRefused(Slash{})
	assert.True(t, strings.HasPrefix(other, "Only the user decides on proposed changes:"), other)
	assert.Contains(t, other, "plan-compliance changes review")
	assert.NotContains(t, other, "/plan-compliance:")
}

func TestRenderApprovals(t *testing.T) {
	got := RenderApprovals([]Approval{{SetID: 3, N: 2, Tool: "Bash", Args: []byte(`{"command":"git push origin main"}`), Summary: "Run: git push origin main"}})
	assert.Contains(t, got, `The user confirmed: Bash {"command":"git push origin main"}; run it now. (change set 3, item 2: Run: git push origin main)`)
	assert.Empty(t, RenderApprovals(nil))
}
