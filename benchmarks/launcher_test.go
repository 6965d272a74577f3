package benchmarks

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkLauncherSubagentStopOK: what a user really pays per event. The
// plugin's hooks run scripts/plan-compliance (a POSIX sh launcher), which
// finds the programs built for this plugin version in
// $CLAUDE_PLUGIN_DATA/bin and execs plan-compliance-hook; the OK
// SubagentStop fixture, in turns with the empty binary (read x-empty).
func BenchmarkLauncherSubagentStopOK(b *testing.B) {
	bs := built.get(b)
	root := b.TempDir()
	data := filepath.Join(root, "data")
	bin := filepath.Join(data, "bin")
	for dir, files := range map[string]map[string]string{
		filepath.Join(root, ".claude-plugin"): {"plugin.json": `{"name": "plan-compliance", "version": "0.0.0-bench"}` + "\n"},
		bin:                                   {"version": "0.0.0-bench\n"},
	} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			b.Fatal(err)
		}
		for name, text := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	for _, p := range []string{bs.hook, bs.cli} {
		if err := os.Symlink(p, filepath.Join(bin, filepath.Base(p))); err != nil {
			b.Fatal(err)
		}
	}
	launcher, err := filepath.Abs("../scripts/plan-compliance")
	if err != nil {
		b.Fatal(err)
	}
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	p := Process{Args: []string{"hook"}, Stdin: ok, Env: []string{"CLAUDE_PLUGIN_ROOT=" + root, "CLAUDE_PLUGIN_DATA=" + data}}
	p.Versus(b, launcher, Process{Stdin: ok}, bs.empty)
}
