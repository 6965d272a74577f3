// Package plancompliance is the plugin itself, as the programs see it: its
// manifest (.claude-plugin/plugin.json) is embedded so every build knows the
// plugin version it belongs to, however it was built (make release, the
// launcher's go build, go install).
package plancompliance

import _ "embed"

// PluginJSON is .claude-plugin/plugin.json.
//
//go:embed .claude-plugin/plugin.json
var PluginJSON []byte
