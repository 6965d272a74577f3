package changeset

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func items(n int) []Item {
	out := make([]Item, n)
	for i := range out {
		out[i] = Item{Tool: "Bash", Summary: fmt.Sprintf("Run: step %d", i), Identity: fmt.Sprintf("id%d", i), Status: ItemPending}
	}
	return out
}

func noRejections(string) (Rejection, bool) { return Rejection{}, false }

func openSet(id uint64, size int) *Set {
	return &Set{ID: id, Status: SetOpen, Counts: Counts{Items: size, Pending: size}}
}

func TestPlace(t *testing.T) {
	cfg := func(overflow string) Config { return Config{MaxItems: 3, Overflow: overflow} }
	for _, tc := range []struct {
		name      string
		open      *Set
		n         int
		overflow  string
		action    Action
		chunks    []uint64 // set ids per chunk (0 = new)
		firstN    []int    // first item number per chunk
		chunkSize []int
	}{
		{"first call opens a set", nil, 1, OverflowRun, Queue, []uint64{0}, []int{1}, []int{1}},
		{"appends to the open set", openSet(4, 1), 2, OverflowRun, Queue, []uint64{4}, []int{2}, []int{2}},
		{"fills exactly", openSet(4, 2), 1, OverflowRun, Queue, []uint64{4}, []int{3}, []int{1}},
		{"full: run", openSet(4, 3), 1, OverflowRun, RunOverCap, nil, nil, nil},
		{"full: deny", openSet(4, 3), 1, OverflowDeny, DenyOverCap, nil, nil, nil},
		{"full: defer opens another set", openSet(4, 3), 2, OverflowDefer, Queue, []uint64{0}, []int{1}, []int{2}},
		{"a batch larger than a set: defer splits it", nil, 7, OverflowDefer, Queue, []uint64{0, 0, 0}, []int{1, 1, 1}, []int{3, 3, 1}},
		{"a batch larger than a set: run", nil, 4, OverflowRun, RunOverCap, nil, nil, nil},
		{"a batch does not fit the rest: run whole", openSet(4, 2), 2, OverflowRun, RunOverCap, nil, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Place(tc.open, items(tc.n), noRejections, cfg(tc.overflow))
			assert.Equal(t, tc.action, p.Action)
			require.Len(t, p.Chunks, len(tc.chunks))
			for i, c := range p.Chunks {
				assert.Equal(t, tc.chunks[i], c.SetID)
				require.Len(t, c.Items, tc.chunkSize[i])
				for j, it := range c.Items {
					assert.Equal(t, tc.firstN[i]+j, it.N)
				}
			}
			if tc.action == RunOverCap || tc.action == DenyOverCap {
				assert.Equal(t, tc.open, p.Full)
			}
		})
	}
}

func TestPlaceRefusesRejected(t *testing.T) {
	rej := Rejection{SetID: 2, N: 5, Reason: "title was fine", When: time.Unix(0, 0)}
	lookup := func(id string) (Rejection, bool) { return rej, id == "id1" }
	cfg := Config{MaxItems: 10, Overflow: OverflowRun}

	all := Place(nil, items(2)[1:], lookup, cfg)
	assert.Equal(t, Refuse, all.Action)
	require.Len(t, all.Refused, 1)
	assert.Empty(t, all.Chunks)

	some := Place(nil, items(3), lookup, cfg)
	assert.Equal(t, Queue, some.Action)
	require.Len(t, some.Refused, 1)
	require.Len(t, some.Chunks, 1)
	assert.Equal(t, []int{1, 2}, []int{some.Chunks[0].Items[0].N, some.Chunks[0].Items[1].N})
	assert.Equal(t, "id2", some.Chunks[0].Items[1].Identity)

	// Over the cap with a refused element: the call cannot run whole.
	full := Place(openSet(1, 10), items(3), lookup, cfg)
	assert.Equal(t, DenyOverCap, full.Action)
}

func TestMessages(t *testing.T) {
	one := QueuedMessage([]Placed{{SetID: 3, Items: []Item{{N: 2}}}}, nil)
	assert.Equal(t, "Proposal queued for user review (change set 3, item 2). Carry on with the rest of the task; do not retry this call.", one)
	many := QueuedMessage([]Placed{{SetID: 3, Items: []Item{{N: 9}, {N: 10}}}, {SetID: 4, Items: []Item{{N: 1}}}}, nil)
	assert.Equal(t, "3 proposals queued for user review (change set 3, items 9–10; change set 4, item 1). Carry on with the rest of the task; do not retry this call.", many)

	refused := []Refusal{{Item: Item{Summary: "Edit a.go: 1 line → 2 lines"}, Rejection: Rejection{SetID: 1, N: 4, Reason: "title was fine"}}}
	msg := RefusedMessage(refused)
	assert.Contains(t, msg, `The user already rejected this proposal ("Edit a.go: 1 line → 2 lines", change set 1, item 4) with the reason: "title was fine".`)
	assert.Contains(t, msg, "do not propose it again")
	assert.Contains(t, QueuedMessage([]Placed{{SetID: 3, Items: []Item{{N: 1}}}}, refused), "already rejected")

	assert.Equal(t, `⚠ change set 5 is full: it holds 10 of at most 10 proposals (changes.max_items): "Run: x" ran without review (changes.overflow is "run")`,
		OverflowWarning(&Set{ID: 5, Counts: Counts{Items: 10}}, 10, "Run: x"))
	assert.Contains(t, OverflowDenied(nil, 10, 12), "one change set takes at most 10 proposals (changes.max_items), so this call (12 proposals) was neither queued nor run")
}

func TestRunKey(t *testing.T) {
	assert.Equal(t, "s/agent/a", RunKey("s", "a", "p"), "a subagent's set spans its prompts")
	assert.Equal(t, "s/prompt/p", RunKey("s", "", "p"), "the main thread has one set per user prompt")
	assert.Equal(t, "s/main", RunKey("s", "", ""))
}
