package transcript

import "github.com/plan-compliance/plan-compliance/internal/event"

// maxPendingCalls bounds the calls waiting for their results: a
// transcript of calls that never get one cannot grow the map without end.
const maxPendingCalls = 4096

// Calls pairs the file-changing tool calls an adapter reads from a
// transcript with their results, for event.Transcript's Changes: a call
// counts once its result says it succeeded, in the order of the calls.
type Calls struct {
	pending map[string]event.Change
	done    map[string]event.Change
	order   []string // ids, in call order
}

// Call records a call, by an id unique in the transcript, waiting for its
// result.
func (c *Calls) Call(id string, ch event.Change) {
	if c.pending == nil {
		c.pending, c.done = map[string]event.Change{}, map[string]event.Change{}
	}
	if len(c.pending) >= maxPendingCalls {
		return
	}
	c.pending[id] = ch
	c.order = append(c.order, id)
}

// Waiting reports whether any call waits for its result.
func (c *Calls) Waiting() bool { return len(c.pending) > 0 }

// Pending lists the ids of the calls waiting for their results.
func (c *Calls) Pending() []string {
	ids := make([]string, 0, len(c.pending))
	for id := range c.pending {
		ids = append(ids, id)
	}
	return ids
}

// Result takes call id's result: succeeded reads it, with the call to
// complete (its lines, whether it created the file), and says whether the
// call succeeded, so it counts. A result for no waiting call is passed
// over.
func (c *Calls) Result(id string, succeeded func(*event.Change) bool) {
	ch, waiting := c.pending[id]
	if !waiting {
		return
	}
	delete(c.pending, id)
	if succeeded(&ch) {
		c.done[id] = ch
	}
}

// Changes are the calls that succeeded, in call order.
func (c *Calls) Changes() []event.Change {
	var out []event.Change
	for _, id := range c.order {
		if ch, ok := c.done[id]; ok {
			out = append(out, ch)
		}
	}
	return out
}
