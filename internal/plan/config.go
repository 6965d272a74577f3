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

// ParseConfig reads the raw "plan" section (nil or null: the defaults).
// Every error is a *section.Error whose path names the value at fault, so
// the config loader can say where it was written.
func ParseConfig(raw json.RawMessage) (Config, error) {
	cfg := DefaultConfig()
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return cfg, nil
	}
	var obj map[string]json.RawMessage
	if err := section.Decode(raw, &obj, "plan", `an object like {"scope": "block", "allow": ["docs/**"]}`); err != nil || obj == nil {
		if err == nil {
			err = section.Errorf("plan", "null is not valid: want an object")
		}
		return cfg, err
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
				err = section.Errorf(at, "%q is not a mode: want \"block\", \"warn\" or \"off\"", cfg.Scope)
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
			err = section.UnknownKey("plan", k, "scope", "allow", "paths", "verify", "$comment", "description")
		}
		if err != nil {
			return cfg, err
		}
	}
	return cfg, nil
}

// checkGlobs rejects globs that can never match.
func checkGlobs(at string, globs []string) error {
	for i, g := range globs {
		if strings.TrimSpace(g) == "" {
			return section.Errorf(fmt.Sprintf("%s[%d]", at, i), "an empty glob matches nothing")
		}
		for _, seg := range strings.Split(g, "/") {
			if _, err := path.Match(seg, ""); err != nil {
				return section.Errorf(fmt.Sprintf("%s[%d]", at, i), "%q is not a valid glob (%v)", g, err)
			}
		}
	}
	return nil
}
