package changeset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/printable"
	"github.com/plan-compliance/plan-compliance/internal/section"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// Overflow policies: what happens to a call that no longer fits in its set.
const (
	// OverflowRun lets the call run without review and warns the user
	// (the default, as in the design note).
	OverflowRun = "run"
	// OverflowDefer queues the call in a further set of the same run.
	OverflowDefer = "defer"
	// OverflowDeny refuses the call; the model is told the set is full.
	OverflowDeny = "deny"
)

// Defaults for keys a config leaves out.
const (
	DefaultMaxItems    = 10
	DefaultExpireAfter = 7 * 24 * time.Hour
	// DefaultHistoryEntries and DefaultHistoryTokens cap the "Recent User
	// Decisions" section (see RenderHistory for how tokens are counted).
	DefaultHistoryEntries = 20
	DefaultHistoryTokens  = 500
)

// MainThread is the agent_types value that names the main conversation
// (events without agent_id), as opposed to a subagent type.
const MainThread = "main"

// Config is the "changes" section of gates.json.
type Config struct {
	// Defer lists the calls held back for review; a call is deferred when
	// any rule matches it. No rules: the capability is off.
	Defer []Rule
	// Batch says how batch tools explode into one item per element.
	Batch []Batch
	// MaxItems caps the items of one set.
	MaxItems int
	// Overflow is OverflowRun, OverflowDefer or OverflowDeny.
	Overflow string
	// ExpireAfter is how long a set may wait for review before it expires.
	ExpireAfter time.Duration
	// HistoryEntries and HistoryTokens cap the injected decision history.
	HistoryEntries int
	HistoryTokens  int
	// Read reads a Bash command for the command_prefix rules; nil means
	// shell.Read. The hook sets one that reads each command once per event.
	Read func(command string) (shell.Reading, error)
}

// Rule is one entry of "defer".
type Rule struct {
	// Tool is the pattern as written: alternatives separated by "|", each a
	// tool name or a glob ("mcp__jira__*").
	Tool string
	// CommandPrefix, for Bash, limits the rule to commands one of whose
	// parts starts with these words ("git push").
	CommandPrefix string
	// AgentTypes limits the rule to these agent types (MainThread for the
	// main conversation); empty means every agent.
	AgentTypes []string
}

// Batch is one entry of "batch": a tool whose call carries a list of
// elements, each of which becomes its own item.
type Batch struct {
	// Tool is the batch tool's exact name.
	Tool string
	// Items is the gjson path of the list inside the tool input ("items",
	// "payload.updates").
	Items string
	// Singular is the tool that runs one element.
	Singular string
	// Keep names top-level arguments of the batch call copied into every
	// singular call (a project key, say).
	Keep []string
	// SummaryField names an element field whose value makes the item's
	// summary ("title" → "mcp__todo__add_item: Design mockup").
	SummaryField string
}

// Enabled reports whether any call can be deferred. Dispatch checks this
// before anything else, so projects without change sets pay nothing.
func (c Config) Enabled() bool { return len(c.Defer) > 0 }

// Agent says who makes a call: the main thread (ID "") or a subagent.
type Agent struct {
	ID   string
	Type string
	// Assistant names the main thread's agent in the client the run is in
	// ("Claude", "Codex"); "" is Claude, whose sets were recorded before
	// clients named theirs.
	Assistant string
}

// IsMain reports whether the call comes from the main conversation.
func (a Agent) IsMain() bool { return a.ID == "" }

// Name is how people are told who proposed: the agent type, or the
// client's assistant (Claude when unnamed) for the main thread and unnamed
// forks.
func (a Agent) Name() string {
	name := a.Type
	if name == "" {
		name = a.Assistant
	}
	if name == "" {
		return "Claude"
	}
	// The type comes from the payload: one printable line, bounded, so it
	// cannot fake lines of the notice it is part of.
	return clip(printable.Line(name), maxAgentName)
}

// maxAgentName bounds an agent's name as shown.
const maxAgentName = 100

// Defers reports whether the call of tool with input (raw JSON) by agent is
// held back for review.
func (c Config) Defers(tool string, input []byte, agent Agent) bool {
	for _, r := range c.Defer {
		if r.matches(tool, input, agent, c.Read) {
			return true
		}
	}
	return false
}

// Matches reports whether the rule holds back this call.
func (r Rule) Matches(tool string, input []byte, agent Agent) bool {
	return r.matches(tool, input, agent, nil)
}

func (r Rule) matches(tool string, input []byte, agent Agent, read func(string) (shell.Reading, error)) bool {
	if !toolMatches(r.Tool, tool) {
		return false
	}
	if len(r.AgentTypes) > 0 && !slices.ContainsFunc(r.AgentTypes, func(t string) bool { return agentMatches(t, agent) }) {
		return false
	}
	return r.CommandPrefix == "" || r.prefixMatches(stringField(input, "command"), read)
}

// prefixMatches is CommandHasPrefix for the rule's prefix, reading the
// command with read (nil: shell.Read).
func (r Rule) prefixMatches(command string, read func(string) (shell.Reading, error)) bool {
	if read == nil {
		read = func(c string) (shell.Reading, error) { return shell.Read(c, "") }
	}
	reading, err := read(command)
	return readingHasPrefix(reading, err, r.CommandPrefix)
}

// MayBeConfirmed reports whether a call not deferred for this agent may
// still be one the user confirmed for it to run: a command or tool call
// (confirmed file edits are applied by the binary, never handed back) that
// some rule defers for another agent. Only then is the store consulted.
func (c Config) MayBeConfirmed(tool string, input []byte) bool {
	if CategoryOf(tool) == FileEdit {
		return false
	}
	for _, r := range c.Defer {
		if len(r.AgentTypes) > 0 && toolMatches(r.Tool, tool) &&
			(r.CommandPrefix == "" || r.prefixMatches(stringField(input, "command"), c.Read)) {
			return true
		}
	}
	return false
}

// BatchFor returns the batch entry for tool, if any.
func (c Config) BatchFor(tool string) (Batch, bool) {
	for _, b := range c.Batch {
		if b.Tool == tool {
			return b, true
		}
	}
	return Batch{}, false
}

func toolMatches(pattern, tool string) bool {
	for alt := range strings.SplitSeq(pattern, "|") {
		alt = strings.TrimSpace(alt)
		if alt == tool {
			return true
		}
		if ok, _ := path.Match(alt, tool); ok {
			return true
		}
	}
	return false
}

func agentMatches(want string, a Agent) bool {
	if want == MainThread {
		return a.IsMain()
	}
	return !a.IsMain() && (a.Type == want || strings.TrimPrefix(a.Type, "plugin:") == want)
}

// CommandHasPrefix reports whether a shell command line may run a command
// whose argv starts with the words of prefix ("git push" matches `git push
// origin`, not `git pushy` nor `echo git push`). The line is read with a
// shell parser (internal/shell): quoting and escapes are resolved, leading
// VAR=value assignments and wrappers (env, command, nohup, time, sudo, …)
// skipped, git's global options (-C DIR, -c K=V, --git-dir …) dropped, a
// path taken by its base name (/usr/bin/git is git), and the commands of
// sh -c, eval, xargs, find -exec, $(…), if/while/for/case bodies,
// functions and subshells all count. Where the line cannot be read it
// matches: a command that does not parse, a command word or a word at the
// prefix's place only known at run time, xargs adding the missing words,
// a script piped into a shell or eval of text built at run time. That can
// only defer more, never less.
func CommandHasPrefix(command, prefix string) bool {
	r, err := shell.Read(command, "")
	return readingHasPrefix(r, err, prefix)
}

// readingHasPrefix is CommandHasPrefix on a command already read.
func readingHasPrefix(r shell.Reading, err error, prefix string) bool {
	want := strings.Fields(prefix)
	if len(want) == 0 {
		return false
	}
	want[0] = path.Base(want[0])
	if err != nil || r.HiddenCommands {
		return true
	}
	for _, inv := range r.Invocations {
		if argvMayStartWith(inv.Normalised(), inv.MoreArgs, want) {
			return true
		}
	}
	return false
}

// argvMayStartWith reports whether argv may begin with want: every word
// equal, or only known at run time; a shorter argv matches when more
// arguments come at run time (xargs).
func argvMayStartWith(argv []shell.Word, more bool, want []string) bool {
	for i, w := range want {
		if i >= len(argv) {
			return more
		}
		if a := argv[i]; !a.Dynamic && a.Text != w {
			return false
		}
	}
	return true
}

// ParseConfig reads the "changes" section; absent (nil, empty or null)
// gives the defaults with nothing deferred. Errors name the key at fault
// and what it should be.
func ParseConfig(raw json.RawMessage) (Config, error) {
	c := Config{
		MaxItems:       DefaultMaxItems,
		Overflow:       OverflowRun,
		ExpireAfter:    DefaultExpireAfter,
		HistoryEntries: DefaultHistoryEntries,
		HistoryTokens:  DefaultHistoryTokens,
	}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return c, nil
	}
	top, err := object(raw, "changes", `{"defer": [{"tool": "Edit"}], "max_items": 10, "overflow": "run", "expire_after": "168h"}`)
	if err != nil {
		return c, err
	}
	for _, key := range slices.Sorted(maps.Keys(top)) {
		val := top[key]
		switch key {
		case "defer":
			c.Defer, err = parseRules(val)
		case "batch":
			c.Batch, err = parseBatches(val)
		case "max_items":
			c.MaxItems, err = positiveInt(val, "changes.max_items")
		case "overflow":
			err = section.Decode(val, &c.Overflow, "changes.overflow", `"run", "defer" or "deny"`)
			if err == nil && c.Overflow != OverflowRun && c.Overflow != OverflowDefer && c.Overflow != OverflowDeny {
				err = section.Errorf("changes.overflow", `%q is not a policy: use "run" (run it and warn the user), "defer" (queue it in another set) or "deny" (refuse it)`, c.Overflow)
			}
		case "expire_after":
			c.ExpireAfter, err = duration(val, "changes.expire_after")
		case "history":
			err = parseHistory(val, &c)
		case "$comment", "description":
		default:
			err = section.UnknownKey("changes", key, "defer", "batch", "max_items", "overflow", "expire_after", "history")
		}
		if err != nil {
			return c, err
		}
	}
	for i, b := range c.Batch {
		if !deferredTool(c.Defer, b.Tool) {
			return c, section.Errorf(fmt.Sprintf("changes.batch[%d].tool", i), "%q is not deferred by any changes.defer rule, so it would never be exploded: add {\"tool\": %q} to changes.defer", b.Tool, b.Tool)
		}
	}
	return c, nil
}

func deferredTool(rules []Rule, tool string) bool {
	for _, r := range rules {
		if toolMatches(r.Tool, tool) {
			return true
		}
	}
	return false
}

func parseRules(raw json.RawMessage) ([]Rule, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, section.Errorf("changes.defer", `must be a list of rules like [{"tool": "Edit|Write"}, {"tool": "Bash", "command_prefix": "git push"}]`)
	}
	rules := make([]Rule, 0, len(list))
	for i, item := range list {
		at := "changes.defer[" + strconv.Itoa(i) + "]"
		obj, err := object(item, at, `{"tool": "mcp__jira__*", "agent_types": ["groomer"]}`)
		if err != nil {
			return nil, err
		}
		var r Rule
		for _, key := range slices.Sorted(maps.Keys(obj)) {
			val := obj[key]
			switch key {
			case "tool":
				err = section.Decode(val, &r.Tool, at+".tool", `a tool name or pattern such as "Edit|Write" or "mcp__jira__*"`)
				if err == nil {
					err = checkToolPattern(r.Tool, at+".tool")
				}
			case "command_prefix":
				err = section.Decode(val, &r.CommandPrefix, at+".command_prefix", `the first words of a Bash command, e.g. "git push"`)
				if err == nil && strings.TrimSpace(r.CommandPrefix) == "" {
					err = section.Errorf(at+".command_prefix", "is empty: give the first words of the Bash commands to defer, or leave the key out")
				}
			case "agent_types":
				err = section.Decode(val, &r.AgentTypes, at+".agent_types", `a list of agent types, e.g. ["code-agent", "main"]`)
				for j, t := range r.AgentTypes {
					if strings.TrimSpace(t) == "" && err == nil {
						err = section.Errorf(fmt.Sprintf("%s.agent_types[%d]", at, j), "is empty: name an agent type, or %q for the main conversation", MainThread)
					}
				}
			case "$comment", "description":
			default:
				err = section.UnknownKey(at, key, "tool", "command_prefix", "agent_types")
			}
			if err != nil {
				return nil, err
			}
		}
		if r.Tool == "" && r.CommandPrefix != "" {
			r.Tool = "Bash"
		}
		if r.Tool == "" {
			return nil, section.Errorf(at, `has no "tool": name the tool(s) to defer, e.g. "Edit|Write"`)
		}
		if r.CommandPrefix != "" && !toolMatches(r.Tool, "Bash") {
			return nil, section.Errorf(at+".command_prefix", "only applies to Bash commands, but tool is %q: set \"tool\": \"Bash\" or drop command_prefix", r.Tool)
		}
		rules = append(rules, r)
	}
	return rules, nil
}

func checkToolPattern(p, at string) error {
	for alt := range strings.SplitSeq(p, "|") {
		alt = strings.TrimSpace(alt)
		if alt == "" {
			return section.Errorf(at, "%q has an empty alternative: separate tool names with single \"|\"", p)
		}
		if _, err := path.Match(alt, "x"); err != nil {
			return section.Errorf(at, "%q is not a valid pattern (use * for any characters, e.g. \"mcp__jira__*\")", alt)
		}
	}
	return nil
}

func parseBatches(raw json.RawMessage) ([]Batch, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, section.Errorf("changes.batch", `must be a list like [{"tool": "mcp__todo__add_items", "items": "items", "singular": "mcp__todo__add_item"}]`)
	}
	out := make([]Batch, 0, len(list))
	for i, item := range list {
		at := "changes.batch[" + strconv.Itoa(i) + "]"
		obj, err := object(item, at, `{"tool": "mcp__todo__add_items", "items": "items", "singular": "mcp__todo__add_item"}`)
		if err != nil {
			return nil, err
		}
		var b Batch
		for _, key := range slices.Sorted(maps.Keys(obj)) {
			val := obj[key]
			switch key {
			case "tool":
				err = section.Decode(val, &b.Tool, at+".tool", "the batch tool's exact name")
			case "items":
				err = section.Decode(val, &b.Items, at+".items", `the path of the element list in the tool input, e.g. "items" or "payload.updates"`)
			case "singular":
				err = section.Decode(val, &b.Singular, at+".singular", "the exact name of the tool that runs one element")
			case "keep":
				err = section.Decode(val, &b.Keep, at+".keep", `a list of argument names copied into every element's call, e.g. ["project"]`)
			case "summary_field":
				err = section.Decode(val, &b.SummaryField, at+".summary_field", `the element field that describes it, e.g. "title"`)
			case "$comment", "description":
			default:
				err = section.UnknownKey(at, key, "tool", "items", "singular", "keep", "summary_field")
			}
			if err != nil {
				return nil, err
			}
		}
		for _, need := range []struct{ key, val string }{{"tool", b.Tool}, {"items", b.Items}, {"singular", b.Singular}} {
			if strings.TrimSpace(need.val) == "" {
				return nil, section.Errorf(at, "%q is missing or empty: every batch entry needs tool, items and singular", need.key)
			}
		}
		if strings.ContainsAny(b.Tool, "*|") {
			return nil, section.Errorf(at+".tool", "%q must be one exact tool name, not a pattern", b.Tool)
		}
		out = append(out, b)
	}
	return out, nil
}

func parseHistory(raw json.RawMessage, c *Config) error {
	obj, err := object(raw, "changes.history", `{"max_entries": 20, "max_tokens": 500}`)
	if err != nil {
		return err
	}
	for _, key := range slices.Sorted(maps.Keys(obj)) {
		switch key {
		case "max_entries":
			c.HistoryEntries, err = positiveInt(obj[key], "changes.history.max_entries")
		case "max_tokens":
			c.HistoryTokens, err = positiveInt(obj[key], "changes.history.max_tokens")
		case "$comment", "description":
		default:
			err = section.UnknownKey("changes.history", key, "max_entries", "max_tokens")
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// object decodes raw as a JSON object or says what it should look like.
func object(raw json.RawMessage, at, example string) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, section.Errorf(at, "must be an object like %s", example)
	}
	return m, nil
}

func positiveInt(raw json.RawMessage, at string) (int, error) {
	var n int
	if err := json.Unmarshal(raw, &n); err != nil || n <= 0 {
		return 0, section.Errorf(at, "%s is not valid: want a whole number above 0", clip(string(raw), 40))
	}
	return n, nil
}

// duration reads a Go duration ("168h", "90m") or a number of days ("7d").
func duration(raw json.RawMessage, at string) (time.Duration, error) {
	var s string
	if err := section.Decode(raw, &s, at, `a duration such as "168h" or "7d"`); err != nil {
		return 0, err
	}
	d, err := ParseDuration(s)
	if err != nil {
		return 0, section.Errorf(at, "%v", err)
	}
	return d, nil
}

// ParseDuration reads a positive Go duration ("168h", "90m") or a whole
// number of days ("7d").
func ParseDuration(s string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(s, "d"); ok {
		if n, err := strconv.Atoi(days); err == nil && n > 0 {
			return time.Duration(n) * 24 * time.Hour, nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%q is not a positive duration: use e.g. \"168h\", \"90m\" or \"7d\"", s)
	}
	return d, nil
}
