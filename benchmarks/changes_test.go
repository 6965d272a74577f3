package benchmarks

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// changesProject is a project whose gates.json defers git push, so a
// PreToolUse of "git push" adds an item to a change set.
func changesProject(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, ".claude"), 0o755); err != nil {
		b.Fatal(err)
	}
	cfg := `{"changes": {"defer": [{"tool": "Bash", "command_prefix": "git push"}]}}`
	if err := os.WriteFile(filepath.Join(dir, ".claude", "gates.json"), []byte(cfg), 0o644); err != nil {
		b.Fatal(err)
	}
	return dir
}

// BenchmarkHookChangesAddItem: a whole hook process that queues a deferred
// call (PreToolUse of Bash "git push", a new run each time, so every
// iteration writes a new set and item), in turns with the empty binary.
// Issue 6: under 3× the empty binary (read x-empty). The payload is the
// real PreToolUse fixture with Claude Code's documented Bash input
// {command, description}.
func BenchmarkHookChangesAddItem(b *testing.B) {
	bs := built.get(b)
	project := changesProject(b)
	base, err := sjson.SetRaw(string(Fixture(b, "08-pre-tool-use-edit.json")), "tool_input", `{"command":"git push origin main","description":"Push"}`)
	if err != nil {
		b.Fatal(err)
	}
	base, _ = sjson.Set(base, "tool_name", "Bash")
	base, _ = sjson.Set(base, "cwd", project)
	hook := Process{Dir: project, Env: []string{"HOME=" + filepath.Join(project, "home"), "CLAUDE_PLUGIN_DATA=" + filepath.Join(project, "data"), "CLAUDE_PROJECT_DIR=" + project}}.prepare(b, bs.hook)
	empty := Process{}.prepare(b, bs.empty)
	i := 0
	inTurns(b, "x-empty", func() time.Duration {
		i++
		payload, _ := sjson.Set(base, "prompt_id", fmt.Sprint("p", i))
		hook.stdin = []byte(payload)
		took := hook.run(b)
		if !bytes.Contains(hook.out.Bytes(), []byte("queued for user review")) {
			b.Fatalf("not queued: %s", hook.out.Bytes())
		}
		return took
	}, func() time.Duration { return empty.run(b) })
}

// BenchmarkChangesList10k: a whole `plan-compliance changes list` process
// over 10,000 stored pending sets. Issue 6: under 200 ms.
func BenchmarkChangesList10k(b *testing.B) {
	bin := built.get(b).cli
	project := changesProject(b)
	data := filepath.Join(project, "data")
	fill10k(b, data, project)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + filepath.Join(project, "home"), "CLAUDE_PLUGIN_DATA=" + data, "CLAUDE_PROJECT_DIR=" + project}
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		c := exec.Command(bin, "changes", "list")
		c.Stdout = &out
		c.Env = env
		c.Dir = project
		if err := c.Run(); err != nil {
			b.Fatal(err)
		}
		if n := bytes.Count(out.Bytes(), []byte("\n")); n < 10000 {
			b.Fatalf("listed %d lines", n)
		}
	}
}

// fill10k stores 10,000 pending sets of one item each, through the store's
// public API (one transaction per set, as hooks write them).
func fill10k(b *testing.B, data, project string) {
	b.Helper()
	s, err := store.Open(data)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	cfg := changeset.Config{MaxItems: 10, Overflow: changeset.OverflowRun}
	now := time.Now()
	for i := range 10000 {
		input := fmt.Appendf(nil, `{"command":"git push origin branch-%d","description":"Push"}`, i)
		items := changeset.Propose("Bash", input, cfg, project, changeset.FileState{})
		run := changeset.Run{Key: fmt.Sprint("s/prompt/", i), SessionID: "s", ProjectDir: project}
		if _, err := s.Propose(run, items, cfg, now); err != nil {
			b.Fatal(err)
		}
	}
}
