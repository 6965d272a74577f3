package dispatch

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/applypatch"
	"github.com/plan-compliance/plan-compliance/internal/client/codex"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// unreadPatches are apply_patch inputs the adapter cannot read (too many
// files, a line no grammar has, no envelope): Codex may still apply some
// of them, so none may pass unchecked (round three of issue 10).
func unreadPatches() map[string]string {
	var many strings.Builder
	many.WriteString("*** Begin Patch\n")
	for i := 0; i <= applypatch.MaxFiles; i++ {
		fmt.Fprintf(&many, "*** Add File: f%d.txt\n+x\n", i)
	}
	many.WriteString("*** End Patch\n")
	return map[string]string{
		"more files than MaxFiles": many.String(),
		"a line of no grammar":     "*** Begin Patch\n*** Delete File: old.go\n*** Update File: a.go\n@@\n-x\n+y\n?bad\n*** End Patch\n",
		"no envelope":              "*** Delete File: old.go\n*** End Patch\n",
		"an unknown header":        "*** Begin Patch\n*** Delete File: old.go\n*** Rename File: a.go\n*** End Patch\n",
		"an added line without +":  "*** Begin Patch\n*** Add File: a.go\nx\n*** End Patch\n",
	}
}

func TestCodexPatchTheAdapterCannotReadIsNeverLetThrough(t *testing.T) {
	for name, patch := range unreadPatches() {
		t.Run(name, func(t *testing.T) {
			for _, tc := range []struct{ config, want string }{
				{"", "could not read which files"},
				{`{"changes": {"defer": [{"tool": "Edit"}]}}`, "Proposal queued for user review"},
				{`{"changes": {"defer": [{"tool": "Write"}]}}`, "Proposal queued for user review"},
			} {
				env, project, _ := codexPatchRun(t, tc.config, "In a.go make A return 2, delete old.go and rename b.go to c.go.")
				payload, err := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": project,
					"tool_name": "apply_patch", "tool_use_id": "call_1", "tool_input": map[string]string{"command": patch}})
				require.NoError(t, err)
				out := codex.Codify(event.PreToolUse, Handle(context.Background(), env, payload).Verdict)
				assert.Equal(t, event.Deny, out.Permission, "config %s", tc.config)
				assert.Contains(t, out.PermissionReason, tc.want, "config %s", tc.config)
			}
		})
	}
	t.Run("confirmation off and no rule: the patch is Codex's to judge", func(t *testing.T) {
		env, project, _ := codexPatchRun(t, `{"confirm": {"enabled": false}}`, "x")
		payload, err := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": project,
			"tool_name": "apply_patch", "tool_use_id": "call_1", "tool_input": map[string]string{"command": "no patch"}})
		require.NoError(t, err)
		assert.Empty(t, Handle(context.Background(), env, payload).Permission)
	})
}
