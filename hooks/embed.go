// Package hooks holds the plugin's hook registration (hooks.json, read by
// Claude Code) and the default gate chain (gates.json), which is embedded in
// the binary so it works with no config file at all.
package hooks

import _ "embed"

// DefaultGates is hooks/gates.json: the built-in plan-compliance gate on
// every SubagentStop, nothing else.
//
//go:embed gates.json
var DefaultGates []byte
