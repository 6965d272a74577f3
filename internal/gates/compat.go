package gates

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// What the gates.json files of the earlier tools (turboshovel,
// cipherpowers) contain that means something else, or nothing, here. Such
// files load with warnings, never errors, and do what their authors meant
// where this tool can (see docs/compat.md).

// ForeignBuiltin says which tool a built-in gate without a command comes
// from, or "" when name is not one. Here such a gate passes (takes
// on_pass): its code is not part of this tool.
func ForeignBuiltin(name string) string {
	switch name {
	case "plugin-path":
		return "turboshovel and cipherpowers (it checks the plugin path in subagents)"
	case "commands":
		return "cipherpowers (it injects the project's commands from CLAUDE.md)"
	}
	return ""
}

// ForeignEvent says which tool invented an event name Claude Code never
// sends, or "" when it is not one.
func ForeignEvent(name string) string {
	switch name {
	case "SlashCommandStart", "SlashCommandEnd", "SkillStart", "SkillEnd":
		return "turboshovel and cipherpowers"
	}
	return ""
}

// foreignKey explains a gate or hook key the earlier tools read and this
// one does not, or "" when the key is not one of theirs.
func foreignKey(key string) string {
	switch key {
	case "enabled_commands":
		return "turboshovel's filter for slash-command events, which Claude Code does not send; ignored"
	case "enabled_skills":
		return "turboshovel's filter for skill events, which Claude Code does not send; ignored"
	case "enabled":
		return "cipherpowers' switch for extra UserPromptSubmit gates; here a configured chain always runs; ignored"
	case "file_patterns":
		return "turboshovel's filter on the edited files; not supported: the gate runs whatever files were edited"
	}
	return ""
}

// isNote reports whether key is a note for people: "$comment", or
// "comment", "comment2", … as the earlier tools' files write them.
func isNote(key string) bool {
	return key == "$comment" || strings.HasPrefix(key, "comment")
}

// predecessorScript is the script the earlier tools ran as their
// plan-compliance gate; the built-in gate replaces it.
const predecessorScript = "plan-compliance.sh"

// isPredecessor reports whether command runs the old plan-compliance.sh.
func isPredecessor(command string) bool {
	for f := range strings.FieldsSeq(command) {
		f = strings.Trim(f, `"'`)
		if f == predecessorScript || strings.HasSuffix(f, "/"+predecessorScript) {
			return true
		}
	}
	return false
}

// typoOf returns the Claude Code event name is a likely misspelling of
// (same letters in another case, or at most two edits away), or "".
func typoOf(name string) string {
	for _, e := range ClaudeCodeEvents() {
		if strings.EqualFold(e, name) {
			return e
		}
	}
	for _, e := range ClaudeCodeEvents() {
		if editDistance(strings.ToLower(e), strings.ToLower(name)) <= 2 {
			return e
		}
	}
	return ""
}

// editDistance is the Levenshtein distance between two short strings.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Chain is the list of gates walked for kind: the configured chain, with
// the built-in plan-compliance gate first on SubagentStop unless the chain
// lists it (then it runs where listed) or "plan_compliance": false turns it
// off. The earlier tools ran their plan-compliance script before every
// SubagentStop chain the same way.
func (c *Config) Chain(kind string) []string {
	ev := c.Hooks[kind]
	if kind != event.SubagentStop || ev.NoBuiltin || slices.Contains(ev.Gates, PlanCompliance) {
		return ev.Gates
	}
	return append([]string{PlanCompliance}, ev.Gates...)
}

// CompatNotes say, for each construct of the earlier tools' files that
// loaded, what it means here: notes, keywords on events without a prompt,
// jumps, plugin gates, the built-in gate before a SubagentStop chain
// (`plan-compliance validate --explain-compat`). Warnings say the rest.
func (c *Config) CompatNotes() []Problem { return c.notes }

func (l *loader) notef(file string, off int64, format string, args ...any) {
	l.notes = append(l.notes, l.at(file, off, format, args...))
}

// noteAt records a note where field of entry came from, else where the
// entry did.
func (l *loader) noteAt(entry, field, format string, args ...any) {
	p, ok := l.where.get(entry, field)
	if !ok {
		p, ok = l.where.get(entry, "")
	}
	if ok {
		l.notef(p.file, p.off, format, args...)
	}
}

// compatNotes explains the merged config's constructs whose meaning
// differs from the earlier tools'.
func (l *loader) compatNotes() {
	c := l.cfg
	for _, f := range l.order {
		if filepath.Base(f) == "gates.json" && filepath.Base(filepath.Dir(f)) != ".claude" && filepath.Base(filepath.Dir(f)) != "hooks" {
			if _, err := os.Stat(filepath.Join(filepath.Dir(f), ".claude", "gates.json")); err == nil {
				l.notef(f, 0, "read before .claude/gates.json, which wins per gate and per event (turboshovel and cipherpowers read only the first of the two they found)")
			}
		}
	}
	for _, name := range sortedKeys(c.Gates) {
		g, entry := c.Gates[name], "gates."+name
		for _, a := range []struct{ field, action string }{{"on_pass", g.OnPass}, {"on_fail", g.OnFail}} {
			if _, jump := c.Gates[a.action]; jump || IsBuiltin(a.action) {
				l.noteAt(entry, a.field, "%s.%s jumps to %q: it runs next, then the chain goes on down its list; a gate runs at most once per event (turboshovel appended the target to the end of the chain and could run a gate twice)", entry, a.field, a.action)
			}
		}
		if g.Plugin != "" && g.Dir != "" {
			l.noteAt(entry, "plugin", "%s runs plugin %s's gate %q: %q in %s", entry, g.Plugin, g.PluginGate, g.Command, g.Dir)
		}
		if len(g.Keywords) > 0 {
			l.noteAt(entry, "keywords", "%s.keywords match words in any common form and case (test: tests, testing, tested; not contest or latest); they filter only on events with a prompt (UserPromptSubmit); in other chains the gate always runs, as in turboshovel", entry)
		}
	}
	for _, ev := range sortedKeys(c.Hooks) {
		e, entry := c.Hooks[ev], "hooks."+ev
		if len(e.EnabledAgents) > 0 {
			l.noteAt(entry, "", "%s.enabled_agents match agent_type, also without a plugin prefix (\"coder\" matches \"my-plugin:coder\"); an empty list means every agent", entry)
		}
		if ev == event.SubagentStop && !e.NoBuiltin && !slices.Contains(e.Gates, PlanCompliance) {
			l.noteAt(entry, "", "%s: the built-in plan-compliance gate (the STATUS report) runs first, then %v, as cipherpowers ran plan-compliance.sh before every SubagentStop chain; \"plan_compliance\": false turns it off", entry, e.Gates)
		}
	}
}
