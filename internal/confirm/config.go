package confirm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/section"
)

// What an explicit change gets at PreToolUse (config "explicit").
const (
	// ExplicitAllow answers permissionDecision "allow": no prompt.
	ExplicitAllow = "allow"
	// ExplicitNone makes no decision, leaving Claude Code's permission
	// rules in charge.
	ExplicitNone = "none"
)

// DefaultClassifierTimeout bounds an external classifier command.
const DefaultClassifierTimeout = 2 * time.Second

// Config is the "confirm" section of gates.json.
type Config struct {
	// Enabled turns the capability on (default true).
	Enabled bool
	// Tools are checked besides Edit, Write, MultiEdit and NotebookEdit:
	// exact tool names, or a prefix ending in "*" ("mcp__notes__*").
	Tools []string
	// Explicit is ExplicitAllow (default) or ExplicitNone.
	Explicit string
	// Classifier, when its Command is set, replaces the built-in rules.
	Classifier ClassifierConfig
}

// When the external classifier is asked (config "when").
const (
	// AskAlways: the command judges every change, replacing the rules.
	AskAlways = "always"
	// AskUncertain: the rules judge, and the command is asked only when
	// they are uncertain (Classification.Uncertain).
	AskUncertain = "uncertain"
)

// ClassifierConfig is "confirm.classifier": an external command that
// judges each change (see ClassifierInput and ParseClassifierAnswer).
type ClassifierConfig struct {
	// Command runs under sh -c in the project directory.
	Command string
	// Timeout bounds it (default DefaultClassifierTimeout).
	Timeout time.Duration
	// When is AskAlways or AskUncertain; "" means AskAlways.
	When string
}

// Asks reports whether the command is asked about a change the built-in
// rules classified as builtin.
func (c ClassifierConfig) Asks(builtin Classification) bool {
	return c.Command != "" && (c.When != AskUncertain || builtin.Uncertain)
}

// BuiltinTools are the content-changing tools always checked.
func BuiltinTools() []string { return []string{"Edit", "Write", "MultiEdit", "NotebookEdit"} }

// Handles reports whether tool is checked under this config.
func (c Config) Handles(tool string) bool {
	if !c.Enabled || tool == "" {
		return false
	}
	for _, t := range BuiltinTools() {
		if t == tool {
			return true
		}
	}
	for _, t := range c.Tools {
		if prefix, ok := strings.CutSuffix(t, "*"); ok && strings.HasPrefix(tool, prefix) || t == tool {
			return true
		}
	}
	return false
}

// ParseConfig reads the "confirm" section; absent (nil, empty or null)
// gives the defaults. Errors name the key at fault and what it should be.
func ParseConfig(raw json.RawMessage) (Config, error) {
	c := Config{Enabled: true, Explicit: ExplicitAllow, Classifier: ClassifierConfig{Timeout: DefaultClassifierTimeout}}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return c, nil
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		return c, section.Errorf("confirm", `must be an object like {"enabled": true, "tools": [], "explicit": "allow", "classifier": {"command": "…", "timeout": "2s"}}`)
	}
	for _, key := range slices.Sorted(maps.Keys(top)) {
		val := top[key]
		var err error
		switch key {
		case "enabled":
			err = section.Decode(val, &c.Enabled, "confirm.enabled", "true or false")
		case "tools":
			err = section.Decode(val, &c.Tools, "confirm.tools", `a list of tool names, e.g. ["mcp__notes__update_note", "mcp__docs__*"]`)
			for i, t := range c.Tools {
				if strings.TrimSpace(t) == "" || strings.Contains(strings.TrimSuffix(t, "*"), "*") {
					err = section.Errorf(fmt.Sprintf("confirm.tools[%d]", i), "%q is not a tool name (a name, or a prefix ending in *)", t)
				}
			}
		case "explicit":
			err = section.Decode(val, &c.Explicit, "confirm.explicit", `"allow" or "none"`)
			if err == nil && c.Explicit != ExplicitAllow && c.Explicit != ExplicitNone {
				err = section.Errorf("confirm.explicit", `%q is not valid: use "allow" (explicit changes run without a prompt) or "none" (no decision; Claude Code's permission rules apply)`, c.Explicit)
			}
		case "classifier":
			err = parseClassifier(val, &c.Classifier)
		case "$comment", "description":
		default:
			err = section.UnknownKey("confirm", key, "enabled", "tools", "explicit", "classifier")
		}
		if err != nil {
			return c, err
		}
	}
	return c, nil
}

func parseClassifier(raw json.RawMessage, c *ClassifierConfig) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil || top == nil {
		return section.Errorf("confirm.classifier", `must be an object like {"command": "…", "timeout": "2s"}`)
	}
	for _, key := range slices.Sorted(maps.Keys(top)) {
		val := top[key]
		switch key {
		case "command":
			if err := section.Decode(val, &c.Command, "confirm.classifier.command", "a shell command"); err != nil {
				return err
			}
		case "timeout":
			var s string
			if err := section.Decode(val, &s, "confirm.classifier.timeout", `a Go duration such as "2s" or "1500ms"`); err != nil {
				return err
			}
			d, err := time.ParseDuration(s)
			if err != nil || d <= 0 {
				return section.Errorf("confirm.classifier.timeout", `%q is not a positive duration: use a Go duration such as "2s" or "1500ms"`, s)
			}
			c.Timeout = d
		case "when":
			if err := section.Decode(val, &c.When, "confirm.classifier.when", `"always" or "uncertain"`); err != nil {
				return err
			}
			if c.When != AskAlways && c.When != AskUncertain {
				return section.Errorf("confirm.classifier.when", `%q is not valid: use "always" (the command judges every change) or "uncertain" (only when the built-in rules are unsure)`, c.When)
			}
		case "$comment", "description":
		default:
			return section.UnknownKey("confirm.classifier", key, "command", "timeout", "when")
		}
	}
	return nil
}
