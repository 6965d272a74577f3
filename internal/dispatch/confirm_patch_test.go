package dispatch

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/client/codex"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// multiPatch updates a.go, deletes old.go and moves b.go to c.go: every
// file it touches is classified like an edit of that file.
const multiPatch = "*** Begin Patch\n*** Update File: a.go\n@@\n-func A() int { return 1 }\n+func A() int { return 2 }\n*** Delete File: old.go\n*** Update File: b.go\n*** Move to: c.go\n@@\n-package b\n+package c\n*** End Patch\n"

// codexPatchRun is a project with the patch's files and a Codex rollout
// whose last user prompt is prompt, and the PreToolUse payload of the
// patch with it.
func codexPatchRun(t *testing.T, config, prompt string) (Env, string, []byte) {
	t.Helper()
	env, project, _ := stateEnv(t, config)
	env.Client = codex.Client{}
	for name, content := range map[string]string{"a.go": "package a\n\nfunc A() int { return 1 }\n", "old.go": "package a\n\nvar Old = 1\n", "b.go": "package b\n"} {
		require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
	}
	line := func(role, kind, text string) string {
		b, err := json.Marshal(map[string]any{"type": "response_item", "payload": map[string]any{"type": "message", "role": role, "content": []map[string]string{{"type": kind, "text": text}}}})
		require.NoError(t, err)
		return string(b) + "\n"
	}
	rollout := filepath.Join(t.TempDir(), "rollout.jsonl")
	require.NoError(t, os.WriteFile(rollout, []byte(line("user", "input_text", prompt)+line("assistant", "output_text", "On it.")), 0o644))
	payload, err := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": project, "transcript_path": rollout,
		"permission_mode": "bypassPermissions", "tool_name": "apply_patch", "tool_use_id": "call_1", "tool_input": map[string]string{"command": multiPatch}})
	require.NoError(t, err)
	return env, project, payload
}

func TestCodexPatchOfSeveralFilesIsConfirmedFileByFile(t *testing.T) {
	t.Run("nothing asked for: denied with each file's change, for the model to ask in chat", func(t *testing.T) {
		env, _, payload := codexPatchRun(t, "", "Please look at the tests.")
		out := codex.Codify(event.PreToolUse, Handle(context.Background(), env, payload).Verdict)
		require.Equal(t, event.Deny, out.Permission, out.PermissionReason)
		for _, want := range []string{"edit a.go", "delete old.go", "create c.go (moved from b.go)", "delete b.go",
			"-func A() int { return 1 }", "+func A() int { return 2 }", "-var Old = 1", "+package c", "ask in chat", "This look right?"} {
			assert.Contains(t, out.PermissionReason, want)
		}
	})
	t.Run("every file asked for: allowed (Codex is told nothing)", func(t *testing.T) {
		env, _, payload := codexPatchRun(t, "", "In a.go make A return 2, delete old.go and rename b.go to c.go.")
		out := Handle(context.Background(), env, payload)
		assert.Equal(t, event.Allow, out.Permission, out.PermissionReason)
		assert.Empty(t, string(out.JSON()), "Codex gets no answer for an allowed call")
	})
	t.Run("one file not asked for: that one is asked about", func(t *testing.T) {
		env, _, payload := codexPatchRun(t, "", "In a.go make A return 2 and rename b.go to c.go.")
		out := codex.Codify(event.PreToolUse, Handle(context.Background(), env, payload).Verdict)
		require.Equal(t, event.Deny, out.Permission)
		assert.Contains(t, out.PermissionReason, "delete old.go")
		assert.NotContains(t, out.PermissionReason, "edit a.go\n")
	})
	t.Run("a deferred edit holds the whole patch back for review", func(t *testing.T) {
		env, _, payload := codexPatchRun(t, `{"changes": {"defer": [{"tool": "Edit"}]}}`, "Please look at the tests.")
		out := Handle(context.Background(), env, payload)
		require.Equal(t, event.Deny, out.Permission)
		assert.Contains(t, out.PermissionReason, "Proposal queued for user review")
		assert.NotContains(t, out.PermissionReason, "This look right?", "the change sets ask, not confirmation")
	})
}

// FuzzCodexPatch answers Codex PreToolUse events of apply_patch calls with
// mutated patches (several files, deletes, moves, paths out of the project,
// a directory) under every config of FuzzHandle: no panic, and every answer is
// one JSON object or nothing, bounded as the client shows it.
func FuzzCodexPatch(f *testing.F) {
	for c := range fuzzConfigs {
		f.Add(uint8(c), multiPatch)
	}
	f.Add(uint8(0), "*** Begin Patch\n*** Delete File: dir\n*** Update File: ../../etc/hosts\n*** Move to: /tmp/x\n@@\n-a\n+b\n*** Add File: a.go\n+x\n*** End Patch\n")
	f.Add(uint8(5), "*** Begin Patch\n*** Update File: a.go\n*** Move to: a.go\n*** Delete File: a.go\n*** End Patch")
	f.Fuzz(func(t *testing.T, config uint8, patch string) {
		env, project, _ := codexPatchRun(t, fuzzConfigs[int(config)%len(fuzzConfigs)], "Please look at the tests.")
		require.NoError(t, os.Mkdir(filepath.Join(project, "dir"), 0o755))
		payload, err := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": project,
			"tool_name": "apply_patch", "tool_use_id": "call_1", "tool_input": map[string]string{"command": patch}})
		require.NoError(t, err)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		out := Handle(ctx, env, payload).JSON()
		if len(out) > 0 && !json.Valid(out) {
			t.Fatalf("answer is not JSON: %q", out)
		}
		if bytes.Contains(out, []byte("internal error (")) {
			t.Fatalf("a panic was recovered: %s", out)
		}
	})
}
