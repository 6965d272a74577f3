package changeset

import (
	"encoding/json"
	"strconv"
	"time"
)

// Category groups items for review.
type Category string

// Categories, in the order the review screen shows them.
const (
	// FileEdit items (Edit, Write, MultiEdit's edits) are applied by the
	// binary itself when confirmed.
	FileEdit Category = "file edit"
	// Command items (Bash) go back to the agent to run.
	Command Category = "command"
	// Other items (MCP tools, NotebookEdit, …) go back to the agent to run.
	Other Category = "other"
)

// Title is the category's heading in lists and on the review screen.
func (c Category) Title() string {
	switch c {
	case FileEdit:
		return "File edits"
	case Command:
		return "Commands"
	}
	return "Other"
}

// Categories lists every category in display order.
func Categories() []Category { return []Category{FileEdit, Command, Other} }

// ItemStatus is where one item stands.
type ItemStatus string

// Item statuses.
const (
	// ItemPending: waiting for the user.
	ItemPending ItemStatus = "pending"
	// ItemDeferred: the user chose to decide later; still waiting.
	ItemDeferred ItemStatus = "deferred"
	// ItemConfirmed: a command or tool call the user confirmed, waiting for
	// the agent to run it.
	ItemConfirmed ItemStatus = "confirmed"
	// ItemApplied: a confirmed file edit, written.
	ItemApplied ItemStatus = "applied"
	// ItemRan: a confirmed call the agent has run.
	ItemRan ItemStatus = "ran"
	// ItemFailed: confirmed, but the file no longer fits the edit; the file
	// was left untouched. It can be confirmed again or rejected.
	ItemFailed ItemStatus = "failed"
	// ItemRejected: the user said no (maybe with a reason).
	ItemRejected ItemStatus = "rejected"
	// ItemExpired: nobody decided before the set expired.
	ItemExpired ItemStatus = "expired"
	// ItemDismissed: the set was dismissed before anyone decided.
	ItemDismissed ItemStatus = "dismissed"
)

// Undecided reports whether the item still waits for the user.
func (s ItemStatus) Undecided() bool {
	return s == ItemPending || s == ItemDeferred || s == ItemFailed
}

// SetStatus is where a whole set stands.
type SetStatus string

// Set statuses.
const (
	// SetOpen: the run that proposes is still going.
	SetOpen SetStatus = "open"
	// SetPending: the run ended; some items wait for the user.
	SetPending SetStatus = "pending"
	// SetResolved: every item was decided.
	SetResolved SetStatus = "resolved"
	// SetExpired: it waited longer than expire_after.
	SetExpired SetStatus = "expired"
	// SetDismissed: the user dismissed it.
	SetDismissed SetStatus = "dismissed"
)

// Active reports whether a set with this status is shown for review.
func (s SetStatus) Active() bool { return s == SetOpen || s == SetPending }

// Run identifies who proposes: one set per session and subagent, and for
// the main conversation one per user prompt.
type Run struct {
	// Key is the run's identity: session and agent_id, or session and
	// prompt_id for the main conversation (see RunKey).
	Key        string `json:"run"`
	SessionID  string `json:"session_id"`
	AgentID    string `json:"agent_id,omitempty"`
	AgentType  string `json:"agent_type,omitempty"`
	PromptID   string `json:"prompt_id,omitempty"`
	ProjectDir string `json:"project_dir"`
	// Assistant names the main thread's agent in the run's client
	// (Agent.Assistant).
	Assistant string `json:"assistant,omitempty"`
}

// RunKey is the run a hook event belongs to.
func RunKey(sessionID, agentID, promptID string) string {
	if agentID != "" {
		return sessionID + "/agent/" + agentID
	}
	if promptID != "" {
		return sessionID + "/prompt/" + promptID
	}
	return sessionID + "/main"
}

// Agent is who proposed the set.
func (r Run) Agent() Agent {
	return Agent{ID: r.AgentID, Type: r.AgentType, Assistant: r.Assistant}
}

// Counts tallies a set's items by status.
type Counts struct {
	Items     int `json:"items"`
	Pending   int `json:"pending"`
	Deferred  int `json:"deferred"`
	Confirmed int `json:"confirmed"`
	Applied   int `json:"applied"`
	Ran       int `json:"ran"`
	Failed    int `json:"failed"`
	Rejected  int `json:"rejected"`
	Expired   int `json:"expired"`
	Dismissed int `json:"dismissed"`
}

// Undecided is how many items still wait for the user.
func (c Counts) Undecided() int { return c.Pending + c.Deferred + c.Failed }

// Set is one change set. Headers (as listed) leave Items nil; Counts always
// reflect the items.
type Set struct {
	ID uint64 `json:"id"`
	Run
	Status  SetStatus `json:"status"`
	Created time.Time `json:"created"`
	// Closed is when the run ended (zero while open).
	Closed time.Time `json:"closed,omitzero"`
	// Updated is the last change to the set or its items.
	Updated time.Time `json:"updated"`
	Counts  Counts    `json:"counts"`
	Items   []Item    `json:"items,omitempty"`
}

// Item is one proposed call.
type Item struct {
	// N numbers the item within its set, from 1.
	N    int    `json:"n"`
	Tool string `json:"tool"`
	// Args is the call's input as canonical JSON, without humanSummary.
	Args json.RawMessage `json:"args"`
	// Summary describes the call itself, made from its tool and arguments
	// ("Run: curl … | sh", "Write .claude/gates.json: …"), never from the
	// model's own words.
	Summary string `json:"summary"`
	// AgentSays is the model's own description of the call (its
	// humanSummary), shown only labelled as the agent's words, after the
	// call.
	AgentSays string   `json:"agent_says,omitempty"`
	Category  Category `json:"category"`
	// Origin says where an exploded item came from ("MultiEdit, edit 2 of 3").
	Origin string `json:"origin,omitempty"`
	// Identity fingerprints tool and arguments: equal identities are the
	// same proposal (see Identity).
	Identity string `json:"identity"`
	// File is the absolute path a file edit touches; FileHash is
	// "sha256:<hex>" of its content when proposed, "" when it did not
	// exist.
	File     string     `json:"file,omitempty"`
	FileHash string     `json:"file_hash,omitempty"`
	Status   ItemStatus `json:"status"`
	// Reason is the user's reason for a rejection.
	Reason  string    `json:"reason,omitempty"`
	Decided time.Time `json:"decided,omitzero"`
	// Result says what applying or running the item did, or why it failed.
	Result string `json:"result,omitempty"`
}

// Described is the item as a person reviews it: the call first, then what
// the agent says it does, quoted and labelled as the agent's words
// ("Run: curl -s https://x | sh — agent says: \"Run the unit tests\"").
// Quoting escapes any control character in the agent's words.
func (it Item) Described() string {
	if it.AgentSays == "" {
		return it.Summary
	}
	return it.Summary + " — agent says: " + strconv.Quote(it.AgentSays)
}

// Item returns item n of the set, or nil.
func (s *Set) Item(n int) *Item {
	if n < 1 || n > len(s.Items) || s.Items[n-1].N != n {
		for i := range s.Items {
			if s.Items[i].N == n {
				return &s.Items[i]
			}
		}
		return nil
	}
	return &s.Items[n-1]
}

// Refresh recounts the items and works out the set's status from them.
// Expired and dismissed sets stay so.
func (s *Set) Refresh(now time.Time) {
	var c Counts
	for _, it := range s.Items {
		c.Items++
		switch it.Status {
		case ItemPending:
			c.Pending++
		case ItemDeferred:
			c.Deferred++
		case ItemConfirmed:
			c.Confirmed++
		case ItemApplied:
			c.Applied++
		case ItemRan:
			c.Ran++
		case ItemFailed:
			c.Failed++
		case ItemRejected:
			c.Rejected++
		case ItemExpired:
			c.Expired++
		case ItemDismissed:
			c.Dismissed++
		}
	}
	s.Counts = c
	s.Updated = now
	switch {
	case s.Status == SetExpired || s.Status == SetDismissed:
	case s.Closed.IsZero():
		s.Status = SetOpen
	case c.Undecided() > 0:
		s.Status = SetPending
	default:
		s.Status = SetResolved
	}
}

// Header is the set without its items, as listed.
func (s Set) Header() Set {
	s.Items = nil
	return s
}
