package dispatch

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fuzzConfigs are the gates.json files FuzzHandle answers events under:
// none, every capability's section, deferral of each kind, fail_closed.
var fuzzConfigs = []string{
	"",
	`{"fail_closed": true}`,
	`{"consent": {"high": ["ship it"], "negative": ["hold on"]}}`,
	`{"consent": {"enabled": false}, "confirm": {"enabled": false}}`,
	`{"confirm": {"tools": ["mcp__notes__write"], "explicit": "none"}}`,
	`{"changes": {"defer": [{"tool": "Edit|Write|MultiEdit|NotebookEdit"}], "max_items": 3, "overflow": "deny"}}`,
	`{"changes": {"defer": [{"tool": "Bash", "command_prefix": "git push"}, {"tool": "Edit", "agent_types": ["general-purpose"]}], "expire_after": "1h"}}`,
	`{"changes": {"defer": [{"tool": "mcp__todo__add"}], "batch": [{"tool": "mcp__todo__add", "items": "items", "summary_field": "title"}]}, "fail_closed": true}`,
	`{"max_blocks": 2, "hooks": {"SubagentStop": {"gates": ["plan-compliance"]}, "PreToolUse": {"gates": ["plan-compliance"]}}}`,
}

// FuzzHandle runs the whole hook, dispatch.Handle, on payloads mutated from
// every real fixture, under every config in fuzzConfigs, in a project and
// state directory of its own (paths in the payloads are moved there, the
// transcripts are the real ones). No input may panic (Handle recovers a
// panic into an "internal error" answer, which fails here too), and every
// answer is one JSON object or nothing.
func FuzzHandle(f *testing.F) {
	fixtures, err := os.ReadDir(changesFixtures)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range fixtures {
		raw, err := os.ReadFile(filepath.Join(changesFixtures, e.Name()))
		if err != nil {
			f.Fatal(err)
		}
		for c := range fuzzConfigs {
			f.Add(uint8(c), raw)
		}
	}
	transcripts, err := filepath.Abs(filepath.Join(changesFixtures, "..", "transcripts"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, config uint8, raw []byte) {
		project, state := t.TempDir(), t.TempDir()
		if c := fuzzConfigs[int(config)%len(fuzzConfigs)]; c != "" {
			if err := os.MkdirAll(filepath.Join(project, ".claude"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(c), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for _, name := range []string{"parse.go", "parse_test.go"} {
			if err := os.WriteFile(filepath.Join(project, name), []byte("package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		raw = relocate(raw, project, transcripts)
		vars := map[string]string{"CLAUDE_PROJECT_DIR": project, "CLAUDE_PLUGIN_DATA": state, "HOME": project}
		env := Env{Getenv: func(k string) string { return vars[k] }, Now: func() time.Time { return time.Unix(1_800_000_000, 0) }}

		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		out := Handle(ctx, env, raw).JSON()
		if len(out) > 0 && !json.Valid(out) {
			t.Fatalf("answer is not JSON: %q", out)
		}
		if bytes.Contains(out, []byte("internal error (")) {
			t.Fatalf("a panic was recovered: %s", out)
		}
	})
}

// relocate moves the fixtures' paths into the fuzz run's project and to
// the real transcripts.
func relocate(raw []byte, project, transcripts string) []byte {
	s := string(raw)
	for _, sub := range []string{"2e36836d-60ed-4bb0-9338-7c311e2ad690/subagents/agent-abdc609c8f0ef4457.jsonl", "cd95362c-b203-4171-b668-1095ffe1589a/subagents/agent-a9983db2066ddfe90.jsonl"} {
		s = strings.ReplaceAll(s, "/home/dev/.claude/projects/-home-dev-proj/"+sub, filepath.Join(transcripts, "subagent-agent-a9983db2066ddfe90.jsonl"))
	}
	for _, main := range []string{"2e36836d-60ed-4bb0-9338-7c311e2ad690.jsonl", "cd95362c-b203-4171-b668-1095ffe1589a.jsonl"} {
		s = strings.ReplaceAll(s, "/home/dev/.claude/projects/-home-dev-proj/"+main, filepath.Join(transcripts, "main-plan-consent-edit-agent.jsonl"))
	}
	return []byte(strings.ReplaceAll(s, "/home/dev/proj", project))
}
