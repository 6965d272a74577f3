package gates

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/hooks"
)

// EmbeddedName is how the defaults compiled into the binary are named in
// messages and in Config.Files.
const EmbeddedName = "(embedded defaults)"

// Builtins lists the gates that need no command.
func Builtins() []string { return []string{PlanCompliance} }

// IsBuiltin reports whether name is a built-in gate.
func IsBuiltin(name string) bool { return name == PlanCompliance }

// Sections are the top-level objects other capabilities own.
func Sections() []string { return []string{"changes", "confirm", "consent"} }

// Events lists the Claude Code hook events a chain can be configured for.
func Events() []string {
	return []string{"Notification", "PostToolUse", "PreCompact", "PreToolUse", "SessionEnd", "SessionStart", "Stop", "SubagentStart", "SubagentStop", "UserPromptSubmit"}
}

// Problem is one thing wrong with a config file, at a position a person can
// jump to.
type Problem struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (p Problem) String() string {
	if p.Line == 0 {
		return p.File + ": " + p.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
}

// Error lists every problem found while loading.
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
		srcs = append(srcs, Source{Name: filepath.Join(projectDir, ".claude", "gates.json")})
	}
	if configFile != "" {
		srcs = append(srcs, Source{Name: configFile, Required: true})
	}
	return srcs
}

// Load reads and merges every source (see DefaultSources); later wins per
// gate name and per event. It never returns a nil Config: on error the
// config holds what could be loaded, and the error (an *Error) lists every
// problem as file:line:col.
func Load(getenv func(string) string, configFile, projectDir string) (*Config, error) {
	return LoadSources(DefaultSources(getenv, configFile, projectDir))
}

// LoadSources reads and merges srcs in order.
func LoadSources(srcs []Source) (*Config, error) {
	l := &loader{cfg: &Config{
		Gates:     map[string]Gate{},
		Hooks:     map[string]Event{},
		MaxBlocks: DefaultMaxBlocks,
		Sections:  map[string]json.RawMessage{},
	}, files: map[string][]byte{}, where: map[string]position{}}
	for _, s := range srcs {
		data := s.Data
		if data == nil {
			var err error
			data, err = os.ReadFile(s.Name)
			if errors.Is(err, fs.ErrNotExist) && !s.Required {
				continue
			}
			if err != nil {
				l.problem(Problem{File: s.Name, Msg: readError(err, s.Required)})
				continue
			}
		}
		l.cfg.Files = append(l.cfg.Files, s.Name)
		l.file(s.Name, data)
	}
	l.validate()
	order := map[string]int{}
	for i, f := range l.cfg.Files {
		order[f] = i + 1
	}
	sort.SliceStable(l.problems, func(i, j int) bool {
		a, b := l.problems[i], l.problems[j]
		if order[a.File] != order[b.File] {
			return order[a.File] < order[b.File]
		}
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
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

// position is where a merged entry came from.
type position struct {
	file string
	off  int64
}

type loader struct {
	cfg      *Config
	files    map[string][]byte
	where    map[string]position // "gates.NAME.FIELD" or "hooks.EVENT.FIELD.i" → position
	problems []Problem
	warnings []Problem
}

func (l *loader) problem(p Problem) { l.problems = append(l.problems, p) }

func (l *loader) at(file string, off int64, format string, args ...any) Problem {
	line, col := lineCol(l.files[file], off)
	return Problem{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (l *loader) errorf(file string, off int64, format string, args ...any) {
	l.problem(l.at(file, off, format, args...))
}

func (l *loader) warnf(file string, off int64, format string, args ...any) {
	l.warnings = append(l.warnings, l.at(file, off, format, args...))
}

// file merges one source into the config.
func (l *loader) file(name string, data []byte) {
	l.files[name] = data
	root, err := parseJSON(data)
	if err != nil {
		var se *syntaxError
		if errors.As(err, &se) {
			l.errorf(name, se.off, "%s; fix the JSON syntax", se.msg)
		} else {
			l.errorf(name, 0, "invalid JSON: %v", err)
		}
		return
	}
	if root.kind != kindObject {
		l.errorf(name, root.off, "the top level must be an object {\"gates\": …, \"hooks\": …}, got %s", describe(root))
		return
	}
	for _, m := range root.members {
		v := m.val
		switch m.key {
		case "$schema", "description":
			l.want(name, m.key, v, kindString)
		case "max_blocks":
			if l.want(name, m.key, v, kindNumber) {
				n, err := v.num.Int64()
				if err != nil || n < 1 {
					l.errorf(name, v.off, "max_blocks: want a whole number of 1 or more, got %s", v.num)
					continue
				}
				l.cfg.MaxBlocks = int(n)
			}
		case "fail_closed":
			if l.want(name, m.key, v, kindBool) {
				l.cfg.FailClosed = v.boolean
			}
		case "gates":
			if l.want(name, m.key, v, kindObject) {
				for _, g := range v.members {
					l.gate(name, g)
				}
			}
		case "hooks":
			if l.want(name, m.key, v, kindObject) {
				for _, e := range v.members {
					l.event(name, e)
				}
			}
		default:
			if slices.Contains(Sections(), m.key) {
				if l.want(name, m.key, v, kindObject) {
					l.section(name, m.key, data, v)
				}
				continue
			}
			l.warnf(name, m.keyOff, "unknown key %q is ignored (known: $schema, max_blocks, fail_closed, gates, hooks, %s)", m.key, strings.Join(Sections(), ", "))
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
	return false
}

func (l *loader) strings(file, key string, n *node) ([]string, bool) {
	if !l.want(file, key, n, kindArray) {
		return nil, false
	}
	out := make([]string, 0, len(n.items))
	ok := true
	for i, it := range n.items {
		if !l.want(file, fmt.Sprintf("%s[%d]", key, i), it, kindString) {
			ok = false
			continue
		}
		out = append(out, it.str)
	}
	return out, ok
}

func (l *loader) gate(file string, m member) {
	key := "gates." + m.key
	if !l.want(file, key, m.val, kindObject) {
		return
	}
	g := Gate{Name: m.key, OnPass: Continue, OnFail: Block, Timeout: DefaultTimeout, Origin: file}
	l.forget(key)
	l.where[key] = position{file, m.keyOff}
	for _, f := range m.val.members {
		fk := key + "." + f.key
		v := f.val
		switch f.key {
		case "description":
			if l.want(file, fk, v, kindString) {
				g.Description = v.str
			}
		case "command":
			l.where[fk] = position{file, v.off}
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
				l.where[fk] = position{file, v.off}
			}
		case "keywords":
			if kw, ok := l.strings(file, fk, v); ok {
				g.Keywords = kw
			}
		case "timeout":
			if l.want(file, fk, v, kindString) {
				d, err := time.ParseDuration(v.str)
				if err != nil || d <= 0 {
					l.errorf(file, v.off, "%s: want a positive duration like \"30s\" or \"5m\", got %q", fk, v.str)
					continue
				}
				g.Timeout = d
			}
		default:
			l.warnf(file, f.keyOff, "%s: unknown key %q is ignored (known: description, command, on_pass, on_fail, keywords, timeout)", key, f.key)
		}
	}
	l.cfg.Gates[m.key] = g
}

func (l *loader) event(file string, m member) {
	key := "hooks." + m.key
	if !slices.Contains(Events(), m.key) {
		l.errorf(file, m.keyOff, "%s: unknown event %q; valid events: %s", key, m.key, strings.Join(Events(), ", "))
		return
	}
	if !l.want(file, key, m.val, kindObject) {
		return
	}
	e := Event{Origin: file}
	l.forget(key)
	for _, f := range m.val.members {
		fk := key + "." + f.key
		switch f.key {
		case "enabled_agents":
			e.EnabledAgents, _ = l.strings(file, fk, f.val)
		case "enabled_tools":
			e.EnabledTools, _ = l.strings(file, fk, f.val)
		case "gates":
			names, _ := l.strings(file, fk, f.val)
			e.Gates = names
			for i, it := range f.val.items {
				l.where[fmt.Sprintf("%s.%d", fk, i)] = position{file, it.off}
			}
		default:
			l.warnf(file, f.keyOff, "%s: unknown key %q is ignored (known: enabled_agents, enabled_tools, gates)", key, f.key)
		}
	}
	l.cfg.Hooks[m.key] = e
}

// forget drops the positions recorded for an entry a later file replaces
// whole.
func (l *loader) forget(key string) {
	for k := range l.where {
		if k == key || strings.HasPrefix(k, key+".") {
			delete(l.where, k)
		}
	}
}

// section merges a capability's object key by key, later source wins.
func (l *loader) section(file, name string, data []byte, n *node) {
	merged := map[string]json.RawMessage{}
	if prev, ok := l.cfg.Sections[name]; ok {
		_ = json.Unmarshal(prev, &merged) // written by us below: always an object
	}
	for _, m := range n.members {
		merged[m.key] = json.RawMessage(data[m.val.off:m.val.end])
		l.where[name+"."+m.key] = position{file, m.val.off}
	}
	raw, _ := json.Marshal(merged) // RawMessages taken from valid JSON
	l.cfg.Sections[name] = raw
}

// SectionPosition says where key of section came from, as "file:line:col",
// for capabilities that report problems in their own section; "" if unknown.
func (c *Config) SectionPosition(section, key string) string { return c.positions[section+"."+key] }

// Warnings are problems that do not stop the config from loading (unknown
// keys, kept for compatibility with other tools' files).
func (c *Config) Warnings() []Problem { return c.warnings }

// validate checks the merged result: names, actions, commands, cycles.
func (l *loader) validate() {
	c := l.cfg
	c.positions = map[string]string{}
	for k, p := range l.where {
		line, col := lineCol(l.files[p.file], p.off)
		c.positions[k] = fmt.Sprintf("%s:%d:%d", p.file, line, col)
	}
	c.warnings = l.warnings
	names := sortedKeys(c.Gates)
	for _, name := range names {
		g := c.Gates[name]
		_, hasCommand := l.where["gates."+name+".command"]
		if g.Command == "" && !hasCommand && !IsBuiltin(name) {
			l.at2("gates."+name, "gate %q has no command and is not a built-in (built-ins: %s); add \"command\"", name, strings.Join(Builtins(), ", "))
		}
		for _, a := range []struct{ field, action string }{{"on_pass", g.OnPass}, {"on_fail", g.OnFail}} {
			if !c.validAction(a.action) {
				l.at2("gates."+name+"."+a.field, "gates.%s.%s: unknown action %q; valid: CONTINUE, BLOCK, STOP, or a gate name (%s)", name, a.field, a.action, strings.Join(names, ", "))
			}
		}
	}
	for _, ev := range sortedKeys(c.Hooks) {
		for i, name := range c.Hooks[ev].Gates {
			if _, ok := c.Gates[name]; !ok && !IsBuiltin(name) {
				l.at2(fmt.Sprintf("hooks.%s.gates.%d", ev, i), "hooks.%s.gates: unknown gate %q; defined gates: %s", ev, name, strings.Join(names, ", "))
			}
		}
	}
	for _, cycle := range c.cycles() {
		l.at2("gates."+cycle[0], "gates: the actions form a cycle %s; break it with CONTINUE, BLOCK or STOP", strings.Join(cycle, " → "))
	}
}

// at2 records a problem at the recorded position of key.
func (l *loader) at2(key, format string, args ...any) {
	p, ok := l.where[key]
	if !ok {
		// Fall back to the entry's own position (a field left at its default).
		p, ok = l.where[key[:max(strings.LastIndexByte(key, '.'), 0)]]
	}
	if !ok {
		l.problem(Problem{File: EmbeddedName, Msg: fmt.Sprintf(format, args...)})
		return
	}
	l.errorf(p.file, p.off, format, args...)
}

func (c *Config) validAction(a string) bool {
	switch a {
	case Continue, Block, Stop:
		return true
	}
	_, ok := c.Gates[a]
	return ok || IsBuiltin(a)
}

// cycles finds loops through on_pass/on_fail jumps, each named from its
// alphabetically first gate and closed ("a → b → a").
func (c *Config) cycles() [][]string {
	var out [][]string
	seen := map[string]bool{}
	for _, start := range sortedKeys(c.Gates) {
		// Depth-first over jump edges, tracking the current path.
		var path []string
		onPath := map[string]bool{}
		var visit func(string)
		visit = func(n string) {
			if onPath[n] {
				i := slices.Index(path, n)
				cyc := append(slices.Clone(path[i:]), n)
				key := canonical(cyc)
				if !seen[key] {
					seen[key] = true
					out = append(out, rotate(cyc))
				}
				return
			}
			g, ok := c.Gates[n]
			if !ok {
				return
			}
			path = append(path, n)
			onPath[n] = true
			for _, next := range []string{g.OnPass, g.OnFail} {
				if _, isGate := c.Gates[next]; isGate {
					visit(next)
				}
			}
			path = path[:len(path)-1]
			onPath[n] = false
		}
		visit(start)
	}
	return out
}

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
