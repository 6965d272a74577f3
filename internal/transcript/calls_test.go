package transcript

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

func TestCalls(t *testing.T) {
	var c Calls
	assert.False(t, c.Waiting())
	c.Call("a", event.Change{Tool: "Write", Path: "a"})
	c.Call("b", event.Change{Tool: "Edit", Path: "b"})
	c.Call("c", event.Change{Tool: "Bash", Command: "make"})
	c.Call("d", event.Change{Tool: "Edit", Path: "unanswered"})
	assert.ElementsMatch(t, []string{"a", "b", "c", "d"}, c.Pending())
	yes := func(*event.Change) bool { return true }
	c.Result("c", yes)
	c.Result("b", func(*event.Change) bool { return false })
	c.Result("a", func(ch *event.Change) bool { ch.Created = true; return true })
	c.Result("a", func(*event.Change) bool { t.Fatal("a second result for a call"); return false })
	c.Result("zz", func(*event.Change) bool { t.Fatal("a result for no call"); return false })
	assert.Equal(t, []event.Change{{Tool: "Write", Path: "a", Created: true}, {Tool: "Bash", Command: "make"}}, c.Changes(),
		"in call order; a failed call and one without a result are left out")
	assert.True(t, c.Waiting())

	var many Calls
	for i := range maxPendingCalls + 10 {
		many.Call(strconv.Itoa(i), event.Change{Tool: "Write"})
	}
	assert.Len(t, many.Pending(), maxPendingCalls, "calls that never get a result do not grow without end")
}
