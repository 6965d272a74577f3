package benchmarks

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tidwall/gjson"
)

// installed lays out a plugin root and data directory as the launcher
// leaves them after an install: the hook program in data/bin with the
// plugin's identity beside it. It returns the root and data directory.
func installed(b *testing.B, hook string) (root, data string) {
	b.Helper()
	tmp := b.TempDir()
	root, data = filepath.Join(tmp, "root"), filepath.Join(tmp, "data")
	for _, d := range []string{filepath.Join(root, "release"), filepath.Join(root, "scripts"), filepath.Join(data, "bin")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	raw, err := os.ReadFile(hook)
	if err != nil {
		b.Fatal(err)
	}
	launcher, err := os.ReadFile("../scripts/plan-compliance")
	if err != nil {
		b.Fatal(err)
	}
	for path, content := range map[string][]byte{
		filepath.Join(data, "bin", "plan-compliance-hook"): raw,
		filepath.Join(root, "scripts", "plan-compliance"):  launcher,
		filepath.Join(data, "bin", "identity"):             []byte("0.1.0+bench\n"),
		filepath.Join(root, "release", "identity"):         []byte("0.1.0+bench\n"),
	} {
		if err := os.WriteFile(path, content, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	return root, data
}

// hookCommand is the command hooks/hooks.json registers for event.
func hookCommand(b *testing.B, event string) string {
	b.Helper()
	raw, err := os.ReadFile("../hooks/hooks.json")
	if err != nil {
		b.Fatal(err)
	}
	c := gjson.GetBytes(raw, "hooks."+event+".0.hooks.0.command").String()
	if c == "" {
		b.Fatalf("no %s command in hooks.json", event)
	}
	return c
}

// BenchmarkRegisteredSubagentStopOK: the OK SubagentStop as Claude Code
// runs it with the programs installed: sh -c with the hooks.json command,
// which execs the installed hook program, in turns with sh -c running the
// empty binary (issue 15: at most 1.3×; read x-empty).
func BenchmarkRegisteredSubagentStopOK(b *testing.B) {
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	bs := built.get(b)
	root, data := installed(b, bs.hook)
	env := []string{"CLAUDE_PLUGIN_ROOT=" + root, "CLAUDE_PLUGIN_DATA=" + data}
	Process{Args: []string{"-c", hookCommand(b, "SubagentStop")}, Stdin: ok, Env: env}.Versus(b, "/bin/sh",
		Process{Args: []string{"-c", `"` + bs.empty + `"`}, Stdin: ok}, "/bin/sh")
}

// BenchmarkLauncherSubagentStopOK: the same event through the launcher
// script (sh -c '"…/scripts/plan-compliance" hook'), which is what the
// hooks.json command falls back to: its cost over the direct exec above is
// the script's.
func BenchmarkLauncherSubagentStopOK(b *testing.B) {
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	bs := built.get(b)
	root, data := installed(b, bs.hook)
	env := []string{"CLAUDE_PLUGIN_ROOT=" + root, "CLAUDE_PLUGIN_DATA=" + data}
	Process{Args: []string{"-c", `"` + root + `/scripts/plan-compliance" hook`}, Stdin: ok, Env: env}.Versus(b, "/bin/sh",
		Process{Args: []string{"-c", `"` + bs.empty + `"`}, Stdin: ok}, "/bin/sh")
}
