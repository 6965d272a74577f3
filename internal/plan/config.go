package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/section"
)

// Scope check modes ("plan.scope" in gates.json).
const (
	// ScopeBlock sends an agent that changed files outside its task back
	// (the default).
	ScopeBlock = "block"
	// ScopeWarn only tells the dispatcher.
	ScopeWarn = "warn"
	// ScopeOff does not check.
	ScopeOff = "off"
)

// Config is the "plan" section of gates.json:
//
//	"plan": {"scope": "block", "allow": ["docs/**"], "paths": ["plans/*.md"], "verify": false}
type Config struct {
	// Scope is ScopeBlock, ScopeWarn or ScopeOff.
	Scope string
	// Allow are extra globs every task may change.
	Allow []string
	// Paths are the globs, relative to the project, where plan files are
	// looked for when a subagent's prompt names none.
	Paths []string
	// Verify runs the task's Run: steps as gates after the scope check.
	Verify bool
}

// DefaultPaths are where the superpowers and cipherpowers workflows save
// plans.
func DefaultPaths() []string {
	return []string{"docs/superpowers/plans/*.md", "docs/plans/*.md"}
}

// DefaultConfig is the configuration without a "plan" section.
func DefaultConfig() Config { return Config{Scope: ScopeBlock, Paths: DefaultPaths()} }

// ConfigError is a problem with one key of the section.
type ConfigError struct {
	// Key is the key at fault ("scope", "allow").
	Key string
	// Err says what is wrong and what is wanted.
	Err error
}

// Error says what is wrong with the key.
func (e *ConfigError) Error() string { return e.Err.Error() }

// Unwrap is the underlying problem.
func (e *ConfigError) Unwrap() error { return e.Err }

// ConfigKey is the key at fault, so a caller can say where it was written.
func (e *ConfigError) ConfigKey() string { return e.Key }

// ParseConfig reads the raw "plan" section (nil or null: the defaults).
// Every error is a *ConfigError naming the key at fault.
func ParseConfig(raw json.RawMessage) (Config, error) {
	cfg := DefaultConfig()
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return cfg, nil
	}
	var obj map[string]json.RawMessage
	if err := section.Decode(raw, &obj, "plan", `an object like {"scope": "block", "allow": ["docs/**"]}`); err != nil || obj == nil {
		if err == nil {
			err = fmt.Errorf("plan: null is not valid: want an object")
		}
		return cfg, &ConfigError{Err: err}
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := obj[k]
		at := "plan." + k
		var err error
		switch k {
		case "$comment", "description":
		case "scope":
			err = section.Decode(v, &cfg.Scope, at, `"block", "warn" or "off"`)
			if err == nil && cfg.Scope != ScopeBlock && cfg.Scope != ScopeWarn && cfg.Scope != ScopeOff {
				err = fmt.Errorf("%s: %q is not a mode: want \"block\", \"warn\" or \"off\"", at, cfg.Scope)
			}
		case "verify":
			err = section.Decode(v, &cfg.Verify, at, "true or false")
		case "allow", "paths":
			var globs []string
			if err = section.Decode(v, &globs, at, `a list of globs like ["docs/**", "*.snap"]`); err == nil {
				err = checkGlobs(at, globs)
			}
			if k == "allow" {
				cfg.Allow = globs
			} else {
				cfg.Paths = globs
			}
		default:
			err = fmt.Errorf("plan: unknown key %q (valid keys: scope, allow, paths, verify, $comment, description)", k)
		}
		if err != nil {
			return cfg, &ConfigError{Key: k, Err: err}
		}
	}
	return cfg, nil
}

// checkGlobs rejects globs that can never match.
func checkGlobs(at string, globs []string) error {
	for i, g := range globs {
		if strings.TrimSpace(g) == "" {
			return fmt.Errorf("%s[%d]: an empty glob matches nothing", at, i)
		}
		for _, seg := range strings.Split(g, "/") {
			if _, err := path.Match(seg, ""); err != nil {
				return fmt.Errorf("%s[%d]: %q is not a valid glob (%v)", at, i, g, err)
			}
		}
	}
	return nil
}
