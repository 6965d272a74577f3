package gates

import (
	"encoding/json"
	"slices"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/plan"
	"github.com/plan-compliance/plan-compliance/internal/section"
)

// Sections are the top-level objects other capabilities own.
func Sections() []string { return []string{"changes", "confirm", "consent", "plan"} }

// sectionParsers decode each capability's merged section into the typed
// Config, once, when the config is loaded.
func sectionParsers() map[string]func(c *Config, raw json.RawMessage) error {
	return map[string]func(c *Config, raw json.RawMessage) error{
		"changes": func(c *Config, raw json.RawMessage) (err error) {
			c.Changes, err = changeset.ParseConfig(raw)
			return err
		},
		"confirm": func(c *Config, raw json.RawMessage) (err error) {
			c.Confirm, err = confirm.ParseConfig(raw)
			return err
		},
		"consent": func(c *Config, raw json.RawMessage) (err error) {
			c.Consent, err = consent.ParseConfig(raw)
			return err
		},
		"plan": func(c *Config, raw json.RawMessage) (err error) {
			c.Plan, err = plan.ParseConfig(raw)
			return err
		},
	}
}

// sectionValue is one key of a capability section as the file that last
// set it wrote it.
type sectionValue struct {
	file string
	key  *member
}

// section merges a capability's object key by key, later source wins.
func (l *loader) section(file, name string, n *node) {
	for i := range n.members {
		m := &n.members[i]
		if l.sections[name] == nil {
			l.sections[name] = map[string]sectionValue{}
		}
		l.sections[name][m.key] = sectionValue{file: file, key: m}
		l.where.set(name+"."+m.key, "", position{file, m.val.off})
	}
}

// parseSections decodes every section once; a problem is reported where
// the value at fault was written.
func (l *loader) parseSections() {
	parsers := sectionParsers()
	for _, name := range Sections() {
		var raw json.RawMessage
		if vals, ok := l.sections[name]; ok {
			merged := make(map[string]json.RawMessage, len(vals))
			for k, v := range vals {
				merged[k] = json.RawMessage(v.key.val.raw)
			}
			raw, _ = json.Marshal(merged) // RawMessages taken from valid JSON
		}
		if err := parsers[name](l.cfg, raw); err != nil {
			l.sectionProblem(name, err)
		}
	}
}

// sectionProblem places a capability's error at the value (or key) its
// path names, as deep as the file has it.
func (l *loader) sectionProblem(name string, err error) {
	se, ok := section.As(err)
	path := []any{name}
	if ok {
		path = section.Path(se.At)
	}
	// The first key below the section says which file the value came from.
	var file string
	var at *node
	off := int64(0)
	if len(path) > 1 {
		if k, isKey := path[1].(string); isKey {
			if v, found := l.sections[name][k]; found {
				file, at = v.file, v.key.val
				off = at.off
				if ok && se.Key && len(path) == 2 {
					off = v.key.keyOff
				}
			}
		}
	}
	if file == "" {
		// The whole section: where the last file that set any of it did.
		for _, f := range slices.Backward(l.order) {
			if p, found := l.sectionAt[f+"\x00"+name]; found {
				file, off = f, p
				break
			}
		}
	}
	if file == "" {
		l.problems = append(l.problems, Problem{File: EmbeddedName, Msg: err.Error()})
		return
	}
	for i := 2; at != nil && i < len(path); i++ {
		next, keyOff := child(at, path[i])
		if next == nil {
			break
		}
		at, off = next, next.off
		if ok && se.Key && i == len(path)-1 {
			off = keyOff
		}
	}
	l.errorf(file, off, "%s", err.Error())
}

// child is the member or item of n that step names, with the key's offset
// for a member.
func child(n *node, step any) (*node, int64) {
	switch s := step.(type) {
	case string:
		for i := len(n.members) - 1; i >= 0; i-- { // the last of duplicates wins
			if n.members[i].key == s {
				return n.members[i].val, n.members[i].keyOff
			}
		}
	case int:
		if s >= 0 && s < len(n.items) {
			return n.items[s], n.items[s].off
		}
	}
	return nil, 0
}
