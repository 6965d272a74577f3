package dispatch

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// bashVerdicts runs each command after the user's message through the
// whole hook, in a project holding files, and checks the permission.
func bashVerdicts(t *testing.T, files map[string]string, cases []struct{ cmd, said, want string }) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.cmd+": "+tt.said, func(t *testing.T) {
			project := t.TempDir()
			writeFiles(t, project, files)
			got := bashAfter(t, project, tt.cmd, freshTurn{"user", tt.said})
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// writeFiles writes files (path relative to project: content) into
// project.
func writeFiles(t *testing.T, project string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
	}
}

// TestDirectoryWordAsModifier: a request that uses a directory's name as
// a modifier ("the build step", "the coverage badge") does not ask for the
// directory to be deleted; one that names it does.
func TestDirectoryWordAsModifier(t *testing.T) {
	bashVerdicts(t, map[string]string{"build/x.o": "x", "dist/x.o": "x", "coverage/x.o": "x"}, []struct{ cmd, said, want string }{
		{"rm -rf build", "remove the build step from the Makefile", event.Ask},
		{"rm -rf dist", "the dist step in CI is slow, drop it from the workflow", event.Ask},
		{"rm -rf coverage", "remove the coverage badge from the README", event.Ask},
		{"rm -rf build", "delete the build folder", event.Allow},
		{"rm -rf coverage", "delete coverage, it's stale", event.Allow},
	})
}

// TestCommandDoesMoreThanTheNamedFile: a request about a file ("stash the
// changes to config.ts") does not ask for a command that does more than
// that file (a plain git stash stashes everything); the same command asked
// for without a file, or one that names the file, does.
func TestCommandDoesMoreThanTheNamedFile(t *testing.T) {
	bashVerdicts(t, map[string]string{"config.ts": "export const a = 1\n", "Makefile": "fmt:\n\tgofmt -w .\n"}, []struct{ cmd, said, want string }{
		{"git stash", "stash the changes to config.ts", event.Ask},
		{"git stash", "stash config.ts for now", event.Ask},
		{"make fmt", "run make fmt, notes.md is a mess", event.Ask},
		{"git stash", "stash my changes", event.Allow},
		{"git stash push config.ts", "stash the changes to config.ts", event.Allow},
		{"make fmt", "run make fmt", event.Allow},
	})
}
