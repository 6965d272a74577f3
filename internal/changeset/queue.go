package changeset

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Rejection is a rejected proposal, remembered by its identity so the same
// proposal is refused at once next time.
type Rejection struct {
	SetID   uint64    `json:"set"`
	N       int       `json:"item"`
	Summary string    `json:"summary"`
	Reason  string    `json:"reason,omitempty"`
	When    time.Time `json:"when"`
}

// Action is what PreToolUse does with a deferred call.
type Action int

// Actions of a placement.
const (
	// Queue: the items were queued; the call is denied with "queued".
	Queue Action = iota
	// Refuse: the call repeats rejected proposals; it is denied quoting
	// the user's reasons and nothing is queued.
	Refuse
	// RunOverCap: the set is full and the overflow policy is "run": the
	// call proceeds and the user is warned.
	RunOverCap
	// DenyOverCap: the set is full and the overflow policy is "deny".
	DenyOverCap
)

// Chunk is items bound for one set: SetID 0 means a new set.
type Chunk struct {
	SetID uint64
	Items []Item
}

// Refusal is an item not queued because the user rejected it before.
type Refusal struct {
	Item      Item
	Rejection Rejection
}

// Placement is where a call's items go.
type Placement struct {
	Action  Action
	Chunks  []Chunk
	Refused []Refusal
	// Full is the set that had no room (RunOverCap, DenyOverCap).
	Full *Set
}

// Place decides where a call's items go, given the run's current open set
// (nil when there is none; its Counts.Items is its size) and a lookup of
// rejected proposals by identity. Items get their numbers here. A call is
// never split between running and queueing: either all of its (not
// refused) items are queued, or the overflow policy applies to the call.
func Place(open *Set, items []Item, rejected func(identity string) (Rejection, bool), cfg Config) Placement {
	var p Placement
	var rest []Item
	for _, it := range items {
		if rej, ok := rejected(it.Identity); ok {
			p.Refused = append(p.Refused, Refusal{Item: it, Rejection: rej})
			continue
		}
		rest = append(rest, it)
	}
	if len(rest) == 0 {
		p.Action = Refuse
		return p
	}
	max := max(cfg.MaxItems, 1)
	size := 0
	if open != nil {
		size = open.Counts.Items
	}
	switch {
	case open != nil && size+len(rest) <= max:
		p.Chunks = []Chunk{{SetID: open.ID, Items: number(rest, size)}}
	case open == nil && len(rest) <= max:
		p.Chunks = []Chunk{{Items: number(rest, 0)}}
	case cfg.Overflow == OverflowDefer:
		for len(rest) > 0 {
			n := min(len(rest), max)
			p.Chunks = append(p.Chunks, Chunk{Items: number(rest[:n], 0)})
			rest = rest[n:]
		}
	default:
		p.Full = open
		p.Action = RunOverCap
		if cfg.Overflow == OverflowDeny || len(p.Refused) > 0 {
			// A call with refused elements cannot run whole.
			p.Action = DenyOverCap
		}
		return p
	}
	p.Action = Queue
	return p
}

func number(items []Item, after int) []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		it.N = after + i + 1
		out[i] = it
	}
	return out
}

// Placed is a chunk once stored: the set it went to.
type Placed struct {
	SetID uint64
	Items []Item
}

// QueuedMessage is the permissionDecisionReason the model gets for a
// queued call (and for any refused elements of it).
func QueuedMessage(placed []Placed, refused []Refusal) string {
	var b strings.Builder
	var refs []string
	count := 0
	for _, c := range placed {
		count += len(c.Items)
		refs = append(refs, "change set "+strconv.FormatUint(c.SetID, 10)+", "+itemRange(c.Items))
	}
	if count == 1 {
		b.WriteString("Proposal queued for user review (" + refs[0] + ").")
	} else {
		b.WriteString(strconv.Itoa(count) + " proposals queued for user review (" + strings.Join(refs, "; ") + ").")
	}
	b.WriteString(" Carry on with the rest of the task; do not retry this call.")
	if len(refused) > 0 {
		b.WriteString("\n\n" + RefusedMessage(refused))
	}
	return b.String()
}

func itemRange(items []Item) string {
	if len(items) == 1 {
		return "item " + strconv.Itoa(items[0].N)
	}
	return "items " + strconv.Itoa(items[0].N) + "–" + strconv.Itoa(items[len(items)-1].N)
}

// RefusedMessage tells the model which proposals repeat rejected ones,
// quoting the user's reasons.
func RefusedMessage(refused []Refusal) string {
	var b strings.Builder
	for i, r := range refused {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "The user already rejected this proposal (%q, change set %d, item %d)", r.Item.Summary, r.Rejection.SetID, r.Rejection.N)
		if r.Rejection.Reason != "" {
			fmt.Fprintf(&b, " with the reason: %q", r.Rejection.Reason)
		}
		b.WriteString(".")
	}
	b.WriteString(" It was not queued again and will not run: do not propose it again; take the reason into account.")
	return b.String()
}

// OverflowWarning is shown to the user when a call ran because its set was
// full (policy "run"); full is nil when the call alone has more items than
// a set takes.
func OverflowWarning(full *Set, max int, summary string) string {
	return fmt.Sprintf("⚠ %s: %q ran without review (changes.overflow is %q)", fullWhat(full, max), summary, OverflowRun)
}

// OverflowDenied is the model's reason when a call is refused because its
// set is full (policy "deny", or a call with refused elements).
func OverflowDenied(full *Set, max, items int) string {
	return fmt.Sprintf("%s, so this call (%d %s) was neither queued nor run. Carry on without it, and tell the user in your final message what you could not propose.", fullWhat(full, max), items, plural(items, "proposal", "proposals"))
}

func fullWhat(full *Set, max int) string {
	if full == nil {
		return fmt.Sprintf("one change set takes at most %d proposals (changes.max_items)", max)
	}
	return fmt.Sprintf("change set %d is full: it holds %d of at most %d proposals (changes.max_items)", full.ID, full.Counts.Items, max)
}
