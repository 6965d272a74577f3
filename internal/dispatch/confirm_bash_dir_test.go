package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestDirectoryWordAsModifier, whole hook: a request that uses a
// directory's name as a modifier ("the build step", "the coverage badge")
// does not ask for the directory to be deleted; one that names it does.
func TestDirectoryWordAsModifier(t *testing.T) {
	for _, tt := range []struct {
		cmd, said string
		want      string
	}{
		{"rm -rf build", "remove the build step from the Makefile", event.Ask},
		{"rm -rf dist", "the dist step in CI is slow, drop it from the workflow", event.Ask},
		{"rm -rf coverage", "remove the coverage badge from the README", event.Ask},
		{"rm -rf build", "delete the build folder", event.Allow},
		{"rm -rf coverage", "delete coverage, it's stale", event.Allow},
	} {
		t.Run(tt.said, func(t *testing.T) {
			project, state := t.TempDir(), t.TempDir()
			for _, d := range []string{"build", "dist", "coverage"} {
				require.NoError(t, os.MkdirAll(filepath.Join(project, d), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(project, d, "x.o"), []byte("x"), 0o644))
			}
			var k freshBash
			k.Conversation = append(k.Conversation, struct {
				Role string `json:"role"`
				Text string `json:"text"`
			}{"user", tt.said})
			raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": tt.cmd, "cwd": project,
				"transcript_path": transcriptOf(t, state, k)})
			got := Handle(context.Background(), testEnv(t, project), raw)
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestCommandDoesMoreThanTheNamedFile, whole hook: a request about a file
// ("stash the changes to config.ts") does not ask for a command that does
// more than that file (a plain git stash stashes everything); the same
// command asked for without a file, or one that names the file, does.
func TestCommandDoesMoreThanTheNamedFile(t *testing.T) {
	for _, tt := range []struct {
		cmd, said string
		want      string
	}{
		{"git stash", "stash the changes to config.ts", event.Ask},
		{"git stash", "stash config.ts for now", event.Ask},
		{"make fmt", "run make fmt, notes.md is a mess", event.Ask},
		{"git stash", "stash my changes", event.Allow},
		{"git stash push config.ts", "stash the changes to config.ts", event.Allow},
		{"make fmt", "run make fmt", event.Allow},
	} {
		t.Run(tt.cmd+": "+tt.said, func(t *testing.T) {
			project, state := t.TempDir(), t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(project, "config.ts"), []byte("export const a = 1\n"), 0o644))
			require.NoError(t, os.WriteFile(filepath.Join(project, "Makefile"), []byte("fmt:\n\tgofmt -w .\n"), 0o644))
			var k freshBash
			k.Conversation = append(k.Conversation, struct {
				Role string `json:"role"`
				Text string `json:"text"`
			}{"user", tt.said})
			raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": tt.cmd, "cwd": project,
				"transcript_path": transcriptOf(t, state, k)})
			got := Handle(context.Background(), testEnv(t, project), raw)
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}
