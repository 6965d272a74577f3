package gates

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/tidwall/gjson"
)

// A gate may run another plugin's gate, as turboshovel's files write it:
//
//	"lint": {"plugin": "cipherpowers", "gate": "check"}
//
// The plugin is looked up among the plugins Claude Code has installed
// (~/.claude/plugins/installed_plugins.json, which points into
// ~/.claude/plugins/cache/<marketplace>/<plugin>/<version>/), then, as
// turboshovel did, next to this plugin ($CLAUDE_PLUGIN_ROOT/../<plugin>).
// The gate comes from that plugin's hooks/gates.json and its command runs
// in the plugin's directory.

// maxPluginDepth bounds chains of references from plugin to plugin.
const maxPluginDepth = 10

// maxPluginFile bounds what is read of a plugin index or gates.json.
const maxPluginFile = 4 << 20

// pluginFinder finds installed plugins and their gates.
type pluginFinder struct {
	// home is $HOME, root is $CLAUDE_PLUGIN_ROOT, project the project
	// directory (a plugin installed for one project is preferred there).
	home, root, project string
}

// dir is where plugin name (or "name@marketplace") is installed.
func (p *pluginFinder) dir(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || strings.Contains(name, "..") {
		return "", fmt.Errorf("%q is not a plugin name (no path separators or \"..\")", name)
	}
	var tried []string
	if p.home != "" {
		index := filepath.Join(p.home, ".claude", "plugins", "installed_plugins.json")
		tried = append(tried, index)
		data, err := readBounded(index)
		switch {
		case err == nil:
			if d, err := p.fromIndex(data, name); err != nil || d != "" {
				return d, err
			}
		case !errors.Is(err, fs.ErrNotExist):
			return "", fmt.Errorf("cannot read %s: %v", index, err)
		}
	}
	if p.root != "" {
		sibling := filepath.Join(filepath.Dir(filepath.Clean(p.root)), strings.SplitN(name, "@", 2)[0])
		tried = append(tried, sibling)
		if st, err := os.Stat(filepath.Join(sibling, "hooks", "gates.json")); err == nil && st.Mode().IsRegular() {
			return sibling, nil
		}
	}
	if len(tried) == 0 {
		return "", fmt.Errorf("plugin %q is not installed (HOME is not set, so Claude Code's plugins cannot be found)", name)
	}
	return "", fmt.Errorf("plugin %q is not installed (looked in %s); install it with `claude plugin install %s@<marketplace>` or remove the reference", name, strings.Join(tried, " and "), strings.SplitN(name, "@", 2)[0])
}

// fromIndex picks name's install from installed_plugins.json: "" when it is
// not there, an error when several marketplaces have a plugin of that name.
func (p *pluginFinder) fromIndex(data []byte, name string) (string, error) {
	var keys []string
	var installs []gjson.Result
	gjson.GetBytes(data, "plugins").ForEach(func(k, v gjson.Result) bool {
		plugin, _, _ := strings.Cut(k.Str, "@")
		if k.Str == name || plugin == name {
			keys = append(keys, k.Str)
			installs = append(installs, v)
		}
		return true
	})
	switch len(keys) {
	case 0:
		return "", nil
	case 1:
	default:
		slices.Sort(keys)
		return "", fmt.Errorf("plugin %q is installed from several marketplaces (%s); name one as \"plugin\": \"name@marketplace\"", name, strings.Join(keys, ", "))
	}
	var dir string
	for _, in := range installs[0].Array() {
		path := in.Get("installPath").String()
		if path == "" {
			continue
		}
		if pp := in.Get("projectPath").String(); pp != "" && p.project != "" && filepath.Clean(pp) == filepath.Clean(p.project) {
			return path, nil
		}
		if dir == "" && in.Get("projectPath").String() == "" {
			dir = path
		}
	}
	return dir, nil
}

// pluginGate is what a reference resolved to.
type pluginGate struct {
	command string
	dir     string
	// file is the gates.json the gate came from.
	file string
}

// gate resolves plugin's gate, following references from plugin to plugin.
func (p *pluginFinder) gate(plugin, gate string, seen []string) (pluginGate, error) {
	ref := plugin + ":" + gate
	if slices.Contains(seen, ref) {
		return pluginGate{}, fmt.Errorf("the plugin gate references form a cycle %s → %s", strings.Join(seen, " → "), ref)
	}
	if len(seen) >= maxPluginDepth {
		return pluginGate{}, fmt.Errorf("more than %d plugin gate references in a row (%s → …)", maxPluginDepth, strings.Join(seen, " → "))
	}
	dir, err := p.dir(plugin)
	if err != nil {
		return pluginGate{}, err
	}
	file := filepath.Join(dir, "hooks", "gates.json")
	data, err := readBounded(file)
	if err != nil {
		return pluginGate{}, fmt.Errorf("plugin %q has no readable hooks/gates.json (%v)", plugin, err)
	}
	root, err := parseJSON(data)
	if err != nil || root.kind != kindObject {
		return pluginGate{}, fmt.Errorf("%s is not a JSON object; the plugin's gates cannot be read", file)
	}
	gates, _ := child(root, "gates")
	var g *node
	if gates != nil {
		g, _ = child(gates, gate)
	}
	if g == nil || g.kind != kindObject {
		var names []string
		if gates != nil {
			for _, m := range gates.members {
				names = append(names, m.key)
			}
		}
		return pluginGate{}, fmt.Errorf("plugin %q has no gate %q in %s (its gates: %s)", plugin, gate, file, strings.Join(names, ", "))
	}
	field := func(k string) string {
		if v, _ := child(g, k); v != nil && v.kind == kindString {
			return v.str
		}
		return ""
	}
	if next, nextGate := field("plugin"), field("gate"); next != "" && nextGate != "" {
		return p.gate(next, nextGate, append(seen, ref))
	}
	return pluginGate{command: field("command"), dir: dir, file: file}, nil
}

// readBounded reads a regular file of at most maxPluginFile bytes.
func readBounded(name string) ([]byte, error) {
	return safefile.Read(name, maxPluginFile)
}

// resolvePlugins turns every gate that names another plugin's gate into a
// command gate running in that plugin's directory, or reports why it
// cannot, where the reference is written.
func (l *loader) resolvePlugins() {
	c := l.cfg
	for _, name := range sortedKeys(c.Gates) {
		g, entry := c.Gates[name], "gates."+name
		if g.Plugin == "" && g.PluginGate == "" {
			continue
		}
		switch {
		case g.Plugin == "":
			l.errorAt(entry, "gate", "gates.%s.gate: a reference to another plugin's gate needs \"plugin\" too, e.g. {\"plugin\": \"cipherpowers\", \"gate\": %q}", name, g.PluginGate)
			continue
		case g.PluginGate == "":
			l.errorAt(entry, "plugin", "gates.%s.plugin: a reference to another plugin's gate needs \"gate\" too, e.g. {\"plugin\": %q, \"gate\": \"check\"}", name, g.Plugin)
			continue
		case g.Command != "":
			l.errorAt(entry, "command", "gates.%s: give either \"command\" or \"plugin\" and \"gate\", not both", name)
			continue
		case l.plugins == nil:
			l.errorAt(entry, "plugin", "gates.%s.plugin: plugin gates cannot be looked up here (no home or plugin directory is known)", name)
			continue
		}
		pg, err := l.plugins.gate(g.Plugin, g.PluginGate, nil)
		if err != nil {
			l.errorAt(entry, "plugin", "gates.%s: %v", name, err)
			continue
		}
		g.Command, g.Dir = pg.command, pg.dir
		if g.Command == "" && !IsBuiltin(name) {
			g.Foreign = fmt.Sprintf("plugin %s (its gate %q has no command: a built-in of that plugin)", g.Plugin, g.PluginGate)
			l.warnAt(entry, "plugin", "gates.%s: %s's gate %q in %s is a built-in of that plugin with no command; here it passes (takes on_pass)", name, g.Plugin, g.PluginGate, pg.file)
		}
		c.Gates[name] = g
	}
}
