// Package gates is the gates.json chain: loading and merging the config
// files, validating them with positions a person can jump to, and walking a
// chain of gates for one hook event, running their commands.
package gates

import (
	"time"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/plan"
)

// Actions a gate can take on pass or fail. Any other value names a gate to
// run next.
const (
	Continue = "CONTINUE"
	Block    = "BLOCK"
	Stop     = "STOP"
)

// PlanCompliance is the built-in gate that checks a subagent's STATUS report.
const PlanCompliance = "plan-compliance"

// Defaults for keys a file leaves out.
const (
	DefaultTimeout   = 5 * time.Minute
	DefaultMaxBlocks = 3
)

// AnswerMargin is the time a hook keeps for itself at the end of Claude
// Code's limit: killing a gate, draining its output and answering.
const AnswerMargin = 3 * time.Second

// HookTimeLimit is how long Claude Code lets a command hook answer an event
// of kind before it kills it (observed on 2.1.330: 600 s, UserPromptSubmit
// 30 s, whose answer is then dropped). A chain must end within it, less
// AnswerMargin, or its answer is lost.
func HookTimeLimit(kind string) time.Duration {
	if kind == event.UserPromptSubmit {
		return 30 * time.Second
	}
	return 600 * time.Second
}

// Config is the merged result of every gates.json source.
type Config struct {
	// Gates by name.
	Gates map[string]Gate
	// Hooks by event name (SubagentStop, PostToolUse, ...).
	Hooks map[string]Event
	// MaxBlocks is how many consecutive blocks one agent gets before the loop
	// guard lets it stop and escalates.
	MaxBlocks int
	// FailClosed turns internal errors (bad input, bad config, store errors)
	// into blocks instead of warnings.
	FailClosed bool
	// Consent, Confirm, Changes and Plan are the capability sections, merged key
	// by key (later source wins) and decoded once, at load; a section a file
	// leaves out has its package's defaults.
	Consent consent.Config
	Confirm confirm.Config
	Changes changeset.Config
	Plan    plan.Config
	// Files lists the sources read, in the order they were merged.
	Files []string

	where    origins          // where each entry came from, for SectionPosition
	texts    map[string]*text // the sources, for turning offsets into lines
	warnings []Problem
	notes    []Problem
}

// Gate is one entry of "gates".
type Gate struct {
	Name        string
	Description string
	// Command runs under sh -c; empty for built-in gates.
	Command string
	// OnPass and OnFail are actions (Continue, Block, Stop or a gate name).
	OnPass string
	OnFail string
	// Keywords, when set, make the gate run only if a keyword occurs as a
	// whole word of the prompt (any case).
	Keywords []string
	Timeout  time.Duration
	// Plugin and PluginGate name another plugin's gate this one runs
	// ({"plugin": "name", "gate": "g"}); Load resolves the reference into
	// Command and Dir.
	Plugin     string
	PluginGate string
	// Dir is where Command runs: the plugin's directory for a gate taken
	// from another plugin; empty means the project directory.
	Dir string
	// Foreign names the tool a built-in gate without a command comes from
	// (see ForeignBuiltin): such a gate passes here.
	Foreign string
	// Origin is the file this gate's final definition came from.
	Origin string
}

// Event is one entry of "hooks".
type Event struct {
	// EnabledAgents filters on agent_type (also without a "plugin:" prefix);
	// empty means every agent.
	EnabledAgents []string
	// EnabledTools filters on tool_name; empty means every tool.
	EnabledTools []string
	// Gates is the chain, in order.
	Gates []string
	// NoBuiltin ("plan_compliance": false, SubagentStop only) keeps the
	// built-in plan-compliance gate from running first when the chain does
	// not list it (see Config.Chain).
	NoBuiltin bool
	// Origin is the file this event's final definition came from.
	Origin string
}
