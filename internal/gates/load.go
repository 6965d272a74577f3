package gates

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/hooks"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// EmbeddedName is how the defaults compiled into the binary are named in
// messages and in Config.Files.
const EmbeddedName = "(embedded defaults)"

// Builtins lists the gates that need no command.
func Builtins() []string { return []string{PlanCompliance} }

// IsBuiltin reports whether name is a built-in gate.
func IsBuiltin(name string) bool { return name == PlanCompliance }

// Events lists the hook events a configured chain runs on: the events the
// plugin registers in hooks/hooks.json and the hook answers.
func Events() []string {
	return []string{"PostToolUse", "PreToolUse", "SessionStart", "Stop", "SubagentStart", "SubagentStop", "UserPromptSubmit"}
}

// ClaudeCodeEvents lists every hook event Claude Code has. A chain for one
// that is not in Events loads (with a warning: the hook never sees the
// event) so `plan-compliance run --event` can still walk it; any other name
// is an error, so a typo cannot silently disable a chain.
func ClaudeCodeEvents() []string {
	return []string{
		"ConfigChange", "CwdChanged", "Elicitation", "ElicitationResult", "FileChanged",
		"InstructionsLoaded", "Notification", "PermissionDenied", "PermissionRequest",
		"PostCompact", "PostToolBatch", "PostToolUse", "PostToolUseFailure", "PreCompact",
		"PreToolUse", "SessionEnd", "SessionStart", "Setup", "Stop", "StopFailure",
		"SubagentStart", "SubagentStop", "TaskCompleted", "TaskCreated", "TeammateIdle",
		"UserPromptExpansion", "UserPromptSubmit", "WorktreeCreate", "WorktreeRemove",
	}
}

// TopKeys lists the keys of a gates.json object besides the capability
// sections (Sections).
func TopKeys() []string {
	return []string{"$schema", "description", "max_blocks", "fail_closed", "gates", "hooks"}
}

// GateKeys lists the keys of a gate.
func GateKeys() []string {
	return []string{"description", "command", "on_pass", "on_fail", "keywords", "timeout", "plugin", "gate"}
}

// EventKeys lists the keys of an entry of "hooks".
func EventKeys() []string {
	return []string{"enabled_agents", "enabled_tools", "gates", "plan_compliance"}
}

// ConfigEvents lists every event name a gates.json may configure: Claude
// Code's events and the ones the earlier tools invented (see
// ForeignEvent), which load with a warning. The JSON Schema lists the same.
func ConfigEvents() []string {
	return append(ClaudeCodeEvents(), "SkillEnd", "SkillStart", "SlashCommandEnd", "SlashCommandStart")
}

// Problem is one thing wrong with a config file, at a position a person can
// jump to.
type Problem struct {
	// File is the source's path (or EmbeddedName).
	File string
	// Line and Col are 1-based (Col counts characters); 0 when the problem
	// is with the file as a whole (it cannot be read).
	Line int
	Col  int
	// Msg says what is wrong and what to do.
	Msg string
}

// String is "file:line:col: message", or "file: message" for a whole file.
func (p Problem) String() string {
	if p.Line == 0 {
		return p.File + ": " + p.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
}

// Error lists every problem found while loading, one per line.
type Error struct {
	Problems []Problem
}

func (e *Error) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Source is one config file to read.
type Source struct {
	// Name is the path shown in messages.
	Name string
	// Data is the content; nil means "read Name from disk".
	Data []byte
	// Required makes a missing file an error (--config).
	Required bool
}

// DefaultSources lists the sources in merge order: the embedded defaults,
// $CLAUDE_PLUGIN_ROOT/hooks/gates.json, ~/.claude/gates.json,
// <projectDir>/gates.json (where turboshovel and cipherpowers read it),
// <projectDir>/.claude/gates.json, then configFile.
func DefaultSources(getenv func(string) string, configFile, projectDir string) []Source {
	srcs := []Source{{Name: EmbeddedName, Data: hooks.DefaultGates}}
	if d := getenv("CLAUDE_PLUGIN_ROOT"); d != "" {
		srcs = append(srcs, Source{Name: filepath.Join(d, "hooks", "gates.json")})
	}
	if d := getenv("HOME"); d != "" {
		srcs = append(srcs, Source{Name: filepath.Join(d, ".claude", "gates.json")})
	}
	if projectDir != "" {
		srcs = append(srcs,
			Source{Name: filepath.Join(projectDir, "gates.json")},
			Source{Name: filepath.Join(projectDir, ".claude", "gates.json")})
	}
	if configFile != "" {
		srcs = append(srcs, Source{Name: configFile, Required: true})
	}
	// The same file twice (a project in $HOME, --config naming the project's
	// file) is read once, where it first comes.
	out := srcs[:1]
	for _, s := range srcs[1:] {
		i := slices.IndexFunc(out, func(o Source) bool { return filepath.Clean(o.Name) == filepath.Clean(s.Name) })
		if i < 0 {
			out = append(out, s)
			continue
		}
		out[i].Required = out[i].Required || s.Required
	}
	return out
}

// Load reads and merges every source (see DefaultSources); later wins per
// gate name and per event. It never returns a nil Config: on error the
// config holds what could be loaded (at least the embedded defaults, and
// fail_closed from any file that parsed), and the error (an *Error) lists
// every problem as file:line:col.
func Load(getenv func(string) string, configFile, projectDir string) (*Config, error) {
	plugins := &pluginFinder{home: getenv("HOME"), root: getenv("CLAUDE_PLUGIN_ROOT"), project: projectDir}
	return loadSources(DefaultSources(getenv, configFile, projectDir), plugins)
}

// MaxFileSize is the largest gates.json read: far above any real config,
// small enough that a file replaced by a link to /dev/zero or a huge file
// costs nothing (safefile also refuses FIFOs and devices, which would hang).
const MaxFileSize = 4 << 20

// LoadSources reads and merges srcs in order, then validates the merged
// result, reporting each problem in the file its entry came from. A gate
// that names another plugin's gate is an error here: Load finds plugins.
func LoadSources(srcs []Source) (*Config, error) { return loadSources(srcs, nil) }

func loadSources(srcs []Source, plugins *pluginFinder) (*Config, error) {
	l := &loader{
		plugins: plugins,
		cfg: &Config{
			Gates:     map[string]Gate{},
			Hooks:     map[string]Event{},
			MaxBlocks: DefaultMaxBlocks,
		},
		texts:     map[string]*text{},
		where:     origins{},
		invalid:   map[string]bool{},
		sections:  map[string]map[string]sectionValue{},
		sectionAt: map[string]int64{},
	}
	for _, s := range srcs {
		data := s.Data
		if data == nil {
			var err error
			data, err = safefile.Read(s.Name, MaxFileSize)
			if errors.Is(err, fs.ErrNotExist) && !s.Required {
				continue
			}
			if err != nil {
				l.problems = append(l.problems, Problem{File: s.Name, Msg: readError(err, s.Required)})
				continue
			}
		}
		l.cfg.Files = append(l.cfg.Files, s.Name)
		l.order = append(l.order, s.Name)
		l.file(s.Name, data)
	}
	l.validate()
	l.parseSections()
	l.cfg.where, l.cfg.texts = l.where, l.texts

	order := map[string]int{}
	for i, s := range srcs {
		if _, ok := order[s.Name]; !ok {
			order[s.Name] = i
		}
	}
	inFileOrder := func(ps []Problem) {
		sort.SliceStable(ps, func(i, j int) bool {
			a, b := ps[i], ps[j]
			if order[a.File] != order[b.File] {
				return order[a.File] < order[b.File]
			}
			return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
		})
	}
	inFileOrder(l.problems)
	l.compatNotes()
	inFileOrder(l.warnings)
	inFileOrder(l.notes)
	l.cfg.warnings, l.cfg.notes = l.warnings, l.notes
	if len(l.problems) > 0 {
		return l.cfg, &Error{Problems: l.problems}
	}
	return l.cfg, nil
}

func readError(err error, required bool) string {
	if errors.Is(err, fs.ErrNotExist) && required {
		return "no such file (given with --config)"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return "cannot read: " + pe.Err.Error()
	}
	return "cannot read: " + err.Error()
}

// SectionPosition says where key of section came from, as "file:line:col",
// for capabilities that report problems in their own section; "" if unknown.
func (c *Config) SectionPosition(section, key string) string {
	p, ok := c.where.get(section+"."+key, "")
	if !ok {
		return ""
	}
	line, col := c.texts[p.file].lineCol(p.off)
	return fmt.Sprintf("%s:%d:%d", p.file, line, col)
}

// Warnings are problems that do not stop the config from loading: unknown
// keys (kept for compatibility with the earlier tools' files), chains for
// events the hook never sees, keywords where there is no prompt.
func (c *Config) Warnings() []Problem { return c.warnings }

// position is where a merged entry or field came from.
type position struct {
	file string
	off  int64
}

// origins records, per merged entry ("gates.check", "hooks.Stop",
// "consent.high"), where the entry ("") and each of its fields ("command",
// "gates.2") came from. A later file replacing an entry replaces its map.
type origins map[string]map[string]position

func (o origins) set(entry, field string, p position) {
	if o[entry] == nil {
		o[entry] = map[string]position{}
	}
	o[entry][field] = p
}

func (o origins) get(entry, field string) (position, bool) {
	p, ok := o[entry][field]
	return p, ok
}

// text is a source's bytes with the line starts, found on first use.
type text struct {
	data  []byte
	lines []int // offset of the first byte of each line
}

func (t *text) lineCol(off int64) (int, int) {
	if t == nil {
		return 0, 0
	}
	if t.lines == nil {
		t.lines = []int{0}
		for i, b := range t.data {
			if b == '\n' {
				t.lines = append(t.lines, i+1)
			}
		}
	}
	o := int(min(max(off, 0), int64(len(t.data))))
	i := sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > o }) - 1
	return i + 1, runeCount(t.data[t.lines[i]:o]) + 1
}

type loader struct {
	cfg      *Config
	texts    map[string]*text
	where    origins
	plugins  *pluginFinder   // nil: gates of other plugins cannot be looked up
	invalid  map[string]bool // "gates.NAME.FIELD" whose value had the wrong type: reported once, not checked again
	problems []Problem
	warnings []Problem
	notes    []Problem                          // what the earlier tools' constructs mean here (CompatNotes)
	order    []string                           // the files read, in merge order
	sections map[string]map[string]sectionValue // capability sections, merged key by key
	// sectionAt is where each file's capability section starts
	// ("file\x00name").
	sectionAt map[string]int64
}

func (l *loader) at(file string, off int64, format string, args ...any) Problem {
	line, col := l.texts[file].lineCol(off)
	return Problem{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (l *loader) errorf(file string, off int64, format string, args ...any) {
	l.problems = append(l.problems, l.at(file, off, format, args...))
}

func (l *loader) warnf(file string, off int64, format string, args ...any) {
	l.warnings = append(l.warnings, l.at(file, off, format, args...))
}

// errorAt records a problem where field of entry came from, else where the
// entry did (a field left at its default).
func (l *loader) errorAt(entry, field, format string, args ...any) {
	p, ok := l.where.get(entry, field)
	if !ok {
		p, ok = l.where.get(entry, "")
	}
	if !ok {
		l.problems = append(l.problems, Problem{File: EmbeddedName, Msg: fmt.Sprintf(format, args...)})
		return
	}
	l.errorf(p.file, p.off, format, args...)
}

// warnAt records a warning where field of entry came from, else where the
// entry did (a field left at its default).
func (l *loader) warnAt(entry, field, format string, args ...any) {
	p, ok := l.where.get(entry, field)
	if !ok {
		p, ok = l.where.get(entry, "")
	}
	if ok {
		l.warnf(p.file, p.off, format, args...)
	}
}

// file merges one source into the config.
func (l *loader) file(name string, data []byte) {
	l.texts[name] = &text{data: data}
	root, err := parseJSON(data)
	if err != nil {
		var se *syntaxError
		if errors.As(err, &se) {
			l.errorf(name, se.off, "%s", se.msg)
		} else {
			l.errorf(name, 0, "invalid JSON: %v", err)
		}
		return
	}
	if root.kind != kindObject {
		l.errorf(name, root.off, "the top level must be an object {\"gates\": …, \"hooks\": …}, got %s", describe(root))
		return
	}
	l.duplicates(name, "", root.members)
	for _, m := range root.members {
		v := m.val
		switch m.key {
		case "$schema", "description":
			l.want(name, m.key, v, kindString)
		case "max_blocks":
			if l.want(name, m.key, v, kindNumber) {
				n, err := strconv.Atoi(v.raw)
				if err != nil || n < 1 {
					l.errorf(name, v.off, "max_blocks: want a whole number of 1 or more, got %s", v.raw)
					continue
				}
				l.cfg.MaxBlocks = n
			}
		case "fail_closed":
			if l.want(name, m.key, v, kindBool) {
				l.cfg.FailClosed = v.boolean
			}
		case "gates":
			if l.want(name, m.key, v, kindObject) {
				l.duplicates(name, "gates.", v.members)
				for _, g := range v.members {
					l.gate(name, g)
				}
			}
		case "hooks":
			if l.want(name, m.key, v, kindObject) {
				l.duplicates(name, "hooks.", v.members)
				for _, e := range v.members {
					l.event(name, e)
				}
			}
		default:
			if isNote(m.key) {
				l.notef(name, m.keyOff, "%s: a note for people; ignored", m.key)
				continue
			}
			if slices.Contains(Sections(), m.key) {
				if l.want(name, m.key, v, kindObject) {
					l.sectionAt[name+"\x00"+m.key] = v.off
					l.section(name, m.key, v)
				}
				continue
			}
			l.warnf(name, m.keyOff, "unknown key %q is ignored (known: %s, %s)", m.key, strings.Join(TopKeys(), ", "), strings.Join(Sections(), ", "))
		}
	}
}

// duplicates warns about a key given twice in one object: the later one
// wins, as in every JSON decoder, but it is usually a copy-paste slip.
func (l *loader) duplicates(file, prefix string, members []member) {
	var seen map[string]bool // only for big objects: most have a handful of keys
	if len(members) > 16 {
		seen = make(map[string]bool, len(members))
	}
	for i, m := range members {
		dup := seen[m.key]
		if seen == nil {
			dup = slices.ContainsFunc(members[:i], func(o member) bool { return o.key == m.key })
		} else {
			seen[m.key] = true
		}
		if dup {
			l.warnf(file, m.keyOff, "%s%s is given twice in this object; the later one wins", prefix, m.key)
		}
	}
}

// want checks n's type; the message names the key and the type wanted.
func (l *loader) want(file, key string, n *node, k kind) bool {
	if n.kind == k {
		return true
	}
	hint := map[kind]string{kindString: "a string", kindNumber: "a number", kindBool: "true or false", kindObject: "an object", kindArray: "an array"}[k]
	l.errorf(file, n.off, "%s: want %s, got %s", key, hint, describe(n))
	l.invalid[key] = true
	return false
}

// strings reads an array of strings, with the position of each one kept;
// items of another type are reported and left out.
func (l *loader) strings(file, key string, n *node) ([]string, []int64) {
	if !l.want(file, key, n, kindArray) {
		return nil, nil
	}
	out := make([]string, 0, len(n.items))
	offs := make([]int64, 0, len(n.items))
	for i, it := range n.items {
		if l.want(file, fmt.Sprintf("%s[%d]", key, i), it, kindString) {
			out = append(out, it.str)
			offs = append(offs, it.off)
		}
	}
	return out, offs
}

func (l *loader) gate(file string, m member) {
	key := "gates." + m.key
	if !l.want(file, key, m.val, kindObject) {
		return
	}
	g := Gate{Name: m.key, OnPass: Continue, OnFail: Block, Timeout: DefaultTimeout, Origin: file}
	l.forget(key)
	l.where.set(key, "", position{file, m.keyOff})
	for _, f := range m.val.members {
		fk := key + "." + f.key
		v := f.val
		switch f.key {
		case "description":
			if l.want(file, fk, v, kindString) {
				g.Description = v.str
			}
		case "command":
			l.where.set(key, f.key, position{file, v.off})
			if l.want(file, fk, v, kindString) {
				g.Command = v.str
			}
		case "on_pass", "on_fail":
			if l.want(file, fk, v, kindString) {
				action := strings.TrimSpace(v.str)
				if up := strings.ToUpper(action); up == Continue || up == Block || up == Stop {
					action = up
				}
				if f.key == "on_pass" {
					g.OnPass = action
				} else {
					g.OnFail = action
				}
				l.where.set(key, f.key, position{file, v.off})
			}
		case "keywords":
			l.where.set(key, f.key, position{file, f.keyOff})
			g.Keywords, _ = l.strings(file, fk, v)
		case "plugin", "gate":
			l.where.set(key, f.key, position{file, v.off})
			if l.want(file, fk, v, kindString) {
				if f.key == "plugin" {
					g.Plugin = v.str
				} else {
					g.PluginGate = v.str
				}
			}
		case "timeout":
			if v.kind != kindString {
				l.errorf(file, v.off, "%s: want a duration string like \"30s\" or \"5m\", got %s", fk, describe(v))
				continue
			}
			d, err := time.ParseDuration(v.str)
			if err != nil || d <= 0 {
				l.errorf(file, v.off, "%s: want a positive duration like \"30s\" or \"5m\", got %q", fk, v.str)
				continue
			}
			g.Timeout = d
			l.where.set(key, f.key, position{file, v.off})
		default:
			switch {
			case isNote(f.key):
				l.notef(file, f.keyOff, "%s.%s: a note for people; ignored", key, f.key)
			case foreignKey(f.key) != "":
				l.warnf(file, f.keyOff, "%s.%s: %s", key, f.key, foreignKey(f.key))
			default:
				l.warnf(file, f.keyOff, "%s: unknown key %q is ignored (known: %s)", key, f.key, strings.Join(GateKeys(), ", "))
			}
		}
	}
	l.cfg.Gates[m.key] = g
}

func (l *loader) event(file string, m member) {
	key := "hooks." + m.key
	if !slices.Contains(ConfigEvents(), m.key) {
		hint := "valid events: " + strings.Join(Events(), ", ")
		if typo := typoOf(m.key); typo != "" {
			hint = fmt.Sprintf("did you mean %q?", typo)
			if strings.EqualFold(typo, m.key) {
				hint += " (event names are case-sensitive)"
			}
		}
		l.errorf(file, m.keyOff, "%s: unknown event %q; %s", key, m.key, hint)
		return
	}
	if !l.want(file, key, m.val, kindObject) {
		return
	}
	switch {
	case ForeignEvent(m.key) != "":
		l.warnf(file, m.keyOff, "%s: %s is an event of %s; Claude Code never sends it, so this chain never runs in Claude Code (only with `plan-compliance run --event %s`)", key, m.key, ForeignEvent(m.key), m.key)
	case !slices.Contains(Events(), m.key):
		l.warnf(file, m.keyOff, "%s: plan-compliance is not registered for %s, so this chain never runs in Claude Code (only with `plan-compliance run --event %s`); chains run on %s", key, m.key, m.key, strings.Join(Events(), ", "))
	}
	e := Event{Origin: file}
	l.forget(key)
	l.where.set(key, "", position{file, m.keyOff})
	for _, f := range m.val.members {
		fk := key + "." + f.key
		switch f.key {
		case "enabled_agents":
			e.EnabledAgents, _ = l.strings(file, fk, f.val)
		case "enabled_tools":
			e.EnabledTools, _ = l.strings(file, fk, f.val)
		case "gates":
			var offs []int64
			e.Gates, offs = l.strings(file, fk, f.val)
			for i, off := range offs {
				l.where.set(key, "gates."+strconv.Itoa(i), position{file, off})
			}
		case "plan_compliance":
			if l.want(file, fk, f.val, kindBool) {
				e.NoBuiltin = !f.val.boolean
				if m.key != event.SubagentStop {
					l.warnf(file, f.keyOff, "%s: plan_compliance only applies to SubagentStop; ignored here", fk)
				}
			}
		default:
			switch {
			case isNote(f.key):
				l.notef(file, f.keyOff, "%s.%s: a note for people; ignored", key, f.key)
			case foreignKey(f.key) != "":
				l.warnf(file, f.keyOff, "%s.%s: %s", key, f.key, foreignKey(f.key))
			default:
				l.warnf(file, f.keyOff, "%s: unknown key %q is ignored (known: %s)", key, f.key, strings.Join(EventKeys(), ", "))
			}
		}
	}
	l.cfg.Hooks[m.key] = e
}

// forget drops what was recorded for an entry a later file replaces whole.
func (l *loader) forget(entry string) {
	delete(l.where, entry)
	for k := range l.invalid {
		if strings.HasPrefix(k, entry+".") {
			delete(l.invalid, k)
		}
	}
}

// validate checks the merged result: commands, actions, chains, cycles.
func (l *loader) validate() {
	c := l.cfg
	names := sortedKeys(c.Gates)
	defined := strings.Join(names[:min(len(names), 12)], ", ")
	if len(names) > 12 {
		defined += fmt.Sprintf(" and %d more", len(names)-12)
	}
	l.resolvePlugins()
	for _, name := range names {
		g, entry := c.Gates[name], "gates."+name
		switch {
		case g.Plugin != "" || g.PluginGate != "":
			// resolvePlugins reported what is wrong with the reference.
		case IsBuiltin(name) && isPredecessor(g.Command):
			l.warnAt(entry, "command", "gates.%s.command runs the old %s, which the built-in %s gate replaces: the built-in runs instead (remove \"command\" to silence this)", name, predecessorScript, name)
			g.Command = ""
			c.Gates[name] = g
		case IsBuiltin(name) && g.Command != "":
			l.errorAt(entry, "command", "gates.%s.command: %q is a built-in gate and runs no command; remove \"command\" (or give your gate another name)", name, name)
		case strings.TrimSpace(g.Command) == "" && ForeignBuiltin(name) != "" && !l.invalid[entry+".command"]:
			g.Foreign = ForeignBuiltin(name)
			c.Gates[name] = g
			l.warnAt(entry, "", "gates.%s is a built-in gate of %s and has no command; it is not part of plan-compliance, so here it passes (takes on_pass)", name, g.Foreign)
		case !IsBuiltin(name) && strings.TrimSpace(g.Command) == "" && !l.invalid[entry+".command"]:
			l.errorAt(entry, "command", "gate %q has no command and is not a built-in (built-ins: %s); add \"command\"", name, strings.Join(Builtins(), ", "))
		}
		for _, a := range []struct{ field, action string }{{"on_pass", g.OnPass}, {"on_fail", g.OnFail}} {
			if !c.validAction(a.action) {
				l.errorAt(entry, a.field, "gates.%s.%s: unknown action %q; valid: CONTINUE, BLOCK, STOP, or a gate name (%s)", name, a.field, a.action, defined)
			}
		}
	}
	for _, ev := range sortedKeys(c.Hooks) {
		for i, name := range c.Hooks[ev].Gates {
			if _, ok := c.Gates[name]; !ok && !IsBuiltin(name) {
				l.errorAt("hooks."+ev, "gates."+strconv.Itoa(i), "hooks.%s.gates: unknown gate %q; defined gates: %s", ev, name, defined)
			}
			g := c.Gates[name]
			if budget := HookTimeLimit(ev) - AnswerMargin; g.Command != "" && g.Timeout > budget {
				l.warnAt("gates."+name, "timeout", "gates.%s.timeout is %s, but Claude Code gives a %s hook %s in all: in the %s chain this gate is stopped after at most %s; set \"timeout\" to at most %s", name, g.Timeout, ev, HookTimeLimit(ev), ev, budget, budget)
			}
		}
	}
	for _, cycle := range c.cycles() {
		field := "on_fail"
		if c.Gates[cycle[0]].OnPass == cycle[1] {
			field = "on_pass"
		}
		l.errorAt("gates."+cycle[0], field, "gates.%s.%s: the actions form a cycle %s; break it with CONTINUE, BLOCK or STOP", cycle[0], field, strings.Join(cycle, " → "))
	}
}

func (c *Config) validAction(a string) bool {
	switch a {
	case Continue, Block, Stop:
		return true
	}
	_, ok := c.Gates[a]
	return ok || IsBuiltin(a)
}

// cycles finds loops through on_pass/on_fail jumps, each closed and named
// from its alphabetically first gate ("a → b → a"). A depth-first search
// over the jump edges reports the cycle each back edge closes, so the work
// stays linear in the number of gates.
func (c *Config) cycles() [][]string {
	const (
		unseen = iota
		onPath
		done
	)
	state := map[string]int{}
	var path []string
	at := map[string]int{} // index in path of each gate on it
	var out [][]string
	seen := map[string]bool{}
	var visit func(string)
	visit = func(n string) {
		state[n], at[n] = onPath, len(path)
		path = append(path, n)
		g := c.Gates[n]
		for _, next := range []string{g.OnPass, g.OnFail} {
			if _, isGate := c.Gates[next]; !isGate {
				continue
			}
			switch state[next] {
			case unseen:
				visit(next)
			case onPath:
				cyc := append(slices.Clone(path[at[next]:]), next)
				if key := canonical(cyc); !seen[key] {
					seen[key] = true
					out = append(out, rotate(cyc))
				}
			}
		}
		path = path[:len(path)-1]
		state[n] = done
	}
	for _, name := range sortedKeys(c.Gates) {
		if state[name] == unseen {
			visit(name)
		}
	}
	return out
}

// canonical names a closed cycle by its set of gates.
func canonical(cyc []string) string {
	s := slices.Clone(cyc[:len(cyc)-1])
	sort.Strings(s)
	return strings.Join(s, "\x00")
}

// rotate starts a closed cycle at its smallest name.
func rotate(cyc []string) []string {
	open := cyc[:len(cyc)-1]
	i := slices.Index(open, slices.Min(open))
	r := append(slices.Clone(open[i:]), open[:i]...)
	return append(r, r[0])
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
