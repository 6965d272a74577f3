//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Issue 15: the plugin installed the way a user installs it — `claude
// plugin marketplace add <clone>` and `claude plugin install` in a fresh
// HOME, with neither Go nor the programs on PATH — gets its programs from
// the release host (a loopback server serving what scripts/release.sh
// built from this source), verified against the checksums inside the
// plugin.

// release is a clone of this repository whose release/ lists the assets
// built for this platform, and the directory holding those assets.
type release struct {
	clone, dist string
}

// buildRelease copies the working tree (tracked and new files) into a
// fresh git repository and runs scripts/release.sh --commit there for this
// platform only.
func buildRelease(t *testing.T) release {
	t.Helper()
	base := t.TempDir()
	r := release{clone: filepath.Join(base, "plan-compliance"), dist: filepath.Join(base, "dist")}
	root := repoRoot()
	ls := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	ls.Dir = root
	out, err := ls.Output()
	require.NoError(t, err)
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		src := filepath.Join(root, name)
		st, err := os.Lstat(src)
		if err != nil || !st.Mode().IsRegular() {
			continue // deleted in the work tree, or not a file
		}
		raw, err := os.ReadFile(src)
		require.NoError(t, err)
		dst := filepath.Join(r.clone, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(dst), 0o755))
		require.NoError(t, os.WriteFile(dst, raw, st.Mode().Perm()))
	}
	rel := exec.Command("./scripts/release.sh", "--commit")
	rel.Dir = r.clone
	rel.Env = append(os.Environ(), "RELEASE_TARGETS="+runtime.GOOS+"/"+runtime.GOARCH, "DIST="+r.dist)
	out, err = rel.CombinedOutput()
	require.NoError(t, err, "release.sh:\n%s", out)
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"-c", "user.email=e2e@example.invalid", "-c", "user.name=e2e", "commit", "-qm", "release"}} {
		git := exec.Command("git", args...)
		git.Dir = r.clone
		out, err := git.CombinedOutput()
		require.NoError(t, err, "git %v: %s", args, out)
	}
	return r
}

// serve serves the release assets; tamper names an asset whose bytes are
// changed on the way.
func (r release) serve(t *testing.T, tamper string) string {
	t.Helper()
	files := http.FileServer(http.Dir(r.dist))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if tamper != "" && strings.TrimPrefix(req.URL.Path, "/") == tamper {
			raw, err := os.ReadFile(filepath.Join(r.dist, tamper))
			if err != nil {
				http.NotFound(w, req)
				return
			}
			_, _ = w.Write(append(raw, "tampered"...))
			return
		}
		files.ServeHTTP(w, req)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// installPlugin makes h a user with the plugin installed from the
// marketplace at clone, and no Go and no plan-compliance on PATH; the
// release host is url. It returns the plugin's root and data directory as
// Claude Code lays them out.
func installPlugin(t *testing.T, h *harness, clone, url string) (root, data string) {
	t.Helper()
	h.pluginDir = ""
	h.path = "/usr/bin:/bin"
	h.extraEnv = []string{"PLAN_COMPLIANCE_RELEASE_URL=" + url}
	for _, p := range []string{"go", "plan-compliance", "plan-compliance-hook"} {
		_, err := exec.LookPath(filepath.Join("/usr/bin", p))
		require.Error(t, err, "%s must not be on the user's PATH here", p)
	}
	for _, args := range [][]string{
		{"plugin", "marketplace", "add", clone},
		{"plugin", "install", "plan-compliance@plan-compliance"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, programs().claude, args...)
		cmd.Env = h.env()
		cmd.Dir = h.project
		out, err := cmd.CombinedOutput()
		cancel()
		require.NoError(t, err, "claude %v:\n%s", args, out)
	}
	plugins := filepath.Join(h.home, ".claude", "plugins")
	return filepath.Join(plugins, "cache", "plan-compliance", "plan-compliance", "0.1.0"),
		filepath.Join(plugins, "data", "plan-compliance-plan-compliance")
}

func TestInstalledFromMarketplace(t *testing.T) {
	r := buildRelease(t)
	platform := runtime.GOOS + "/" + runtime.GOARCH

	t.Run("first session installs the verified programs; hooks, the review command and doctor work", func(t *testing.T) {
		t.Parallel()
		h := newHarness(t)
		root, data := installPlugin(t, h, r.clone, r.serve(t, ""))
		h.WriteFile("parse.go", parseSource)
		h.WriteFile(".claude/gates.json", changesConfig)
		scriptEdit(h, "parse.go", changesOld, changesNew)

		first := h.Claude(confirmPrompt)
		assertSessionStartSays(t, h, "plan-compliance: installing the hook program for "+platform+" (first run)… done: downloaded release 0.1.0 and verified its SHA-256")
		for _, name := range []string{"plan-compliance", "plan-compliance-hook", "plan-compliance-review"} {
			installed, err := os.ReadFile(filepath.Join(data, "bin", name))
			require.NoError(t, err, name)
			built, err := os.ReadFile(filepath.Join(r.dist, name+"_"+runtime.GOOS+"_"+runtime.GOARCH))
			require.NoError(t, err)
			assert.True(t, bytes.Equal(installed, built), "%s is the release asset", name)
		}
		// The hooks fired: the deferred edit was queued, not made.
		assert.Equal(t, parseSource, h.readFile("parse.go"))
		assert.Contains(t, afterEdit(t, h).Tail, "Proposal queued for user review (change set 1, item 1)")
		assertUserSees(t, first, "✨ Claude suggests 1 change (change set 1):")

		// The review slash command lists the set (its ! line runs the
		// launcher without CLAUDE_PLUGIN_DATA) and confirms the item.
		launcher := filepath.Join(root, "scripts", "plan-compliance")
		const slash = "/plan-compliance:changes confirm 1 1"
		h.fake.Rule(fakeapi.Rule{Name: "slash: done", Contains: []string{"You are the user's hands here"}, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Confirmed.")})
		h.fake.Rule(fakeapi.Rule{Name: "slash: confirm", Contains: []string{"You are the user's hands here"},
			Reply: fakeapi.Call("Bash", map[string]any{"command": `"` + launcher + `" changes confirm 1 1`, "description": "Confirm the item the user named"})})
		h.Claude(slash)
		var listed bool
		for _, req := range h.Requests() {
			listed = listed || strings.Contains(req.Conversation, "1    pending  Claude  1      1")
			assert.NotContains(t, req.Conversation, "installing the programs", "the ! line found the installed programs")
		}
		assert.True(t, listed, "the command's ! line listed the pending set")
		assert.Contains(t, h.readFile("parse.go"), `return "error: empty entry"`, "the slash command's confirm applied the edit")

		// doctor through the Bash tool, by name: Claude Code puts the
		// plugin's bin/ (bin/plan-compliance runs the launcher) on its PATH;
		// for a directory marketplace that is the marketplace's own
		// directory, not the cache. Every check passes.
		const ask = "Is plan-compliance healthy?"
		h.fake.Rule(fakeapi.Rule{Name: "doctor: done", FirstUser: ask, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Checked.")})
		h.fake.Rule(fakeapi.Rule{Name: "doctor", FirstUser: ask, Reply: fakeapi.Call("Bash", map[string]any{"command": "plan-compliance doctor", "description": "Check the install"})})
		h.Claude(ask, "--allowedTools", "Bash")
		var report string
		for _, req := range h.Thread(ask) {
			if strings.Contains(req.Tail, "✓ program:") {
				report = req.Tail
			}
		}
		require.NotEmpty(t, report, "doctor's report reached the model")
		for _, want := range []string{"✓ program: plan-compliance 0.1.0 at " + filepath.Join(data, "bin", "plan-compliance") + ", the release build plan-compliance_" + runtime.GOOS + "_" + runtime.GOARCH,
			"✓ hook program:", "✓ plugin: ", ", hooks registered for SessionStart,", "✓ config: valid", "✓ state: ", "✓ Claude Code: 2.1.330", "✓ reinstall: download with curl"} {
			assert.Contains(t, report, want)
		}
		assert.NotContains(t, report, "✗")
	})

	t.Run("a tampered asset is refused and the session goes on unprotected, saying so", func(t *testing.T) {
		t.Parallel()
		h := newHarness(t)
		asset := "plan-compliance-hook_" + runtime.GOOS + "_" + runtime.GOARCH
		_, data := installPlugin(t, h, r.clone, r.serve(t, asset))
		h.fake.Rule(fakeapi.Rule{Name: "hello", FirstUser: "Hello", Reply: fakeapi.Text("Hi.")})
		res := h.Claude("Hello")
		assertSessionStartSays(t, h, "plan-compliance: the hook program for "+platform+" is not installed, so its hooks are OFF in this session",
			"REFUSED", asset+": its SHA-256 is ", "The file was deleted; it was not run")
		assert.Equal(t, "Hi.", res.Result())
		assert.NoFileExists(t, filepath.Join(data, "bin", "plan-compliance-hook"))
		assert.NoFileExists(t, filepath.Join(data, "bin", "identity"))
	})
}

// assertSessionStartSays checks the systemMessages SessionStart answered
// with, as the transcript records them (claude -p does not print
// SessionStart's).
func assertSessionStartSays(t *testing.T, h *harness, want ...string) {
	t.Helper()
	var said []string
	for _, m := range h.HookMessages() {
		if strings.HasPrefix(m.Hook, "SessionStart") {
			said = append(said, m.Content)
		}
	}
	for _, w := range want {
		assert.Contains(t, strings.Join(said, "\n"), w, "a SessionStart systemMessage")
	}
}
