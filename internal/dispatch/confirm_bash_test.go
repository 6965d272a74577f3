package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// Confirmation, the guard and every command_prefix rule share one reading
// of the event's command.
func TestReadBashOncePerEvent(t *testing.T) {
	r := newRun(Env{})
	require.NoError(t, r.decode(`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Bash","tool_input":{"command":"rm a"}}`))
	first, err := r.readBash("rm a")
	require.NoError(t, err)
	kept := r.bash
	again, _ := r.readBash("rm a")
	assert.Same(t, kept, r.bash, "read once")
	assert.Equal(t, first, again)
	assert.Equal(t, "/p/a", first.Writes[0].Path, "in the event's working directory")
	other, _ := r.readBash("rm b")
	assert.Equal(t, "/p/b", other.Writes[0].Path, "another command is read anew")
}

func TestOutsideProject(t *testing.T) {
	for _, tc := range []struct {
		path    string
		dynamic bool
		want    bool
	}{
		{"/p/a", false, false}, {"/p", false, false}, {"/tmp/a", false, true}, {"/pp/a", false, true},
		{"/tmp/$X", true, true}, {"/p/$X", true, false}, {"$OUT", true, false}, {"/$X/a", true, false},
	} {
		w := shellWrite(tc.path, tc.dynamic)
		assert.Equal(t, tc.want, outsideProject(w, "/p"), "%s", tc.path)
	}
}

func shellWrite(path string, dynamic bool) shell.Write {
	return shell.Write{Path: path, Dynamic: dynamic, Kind: shell.Overwrite}
}

func TestRemovalOf(t *testing.T) {
	assert.Equal(t, confirm.Deletes, removalOf(shell.Delete))
	assert.Equal(t, confirm.Moves, removalOf(shell.MoveFrom))
	for _, k := range []shell.Kind{shell.Overwrite, shell.Append, shell.EditPlace, shell.Truncate, shell.MoveTo, shell.Create, shell.Restore} {
		assert.Equal(t, confirm.Keeps, removalOf(k), "%v", k)
	}
}

func TestGitHook(t *testing.T) {
	for p, want := range map[string]string{
		"/p/.git/hooks/pre-push": "pre-push", "/p/sub/.git/hooks/commit-msg": "commit-msg",
		"/p/.git/hooks/pre-push.sample": "", "/p/hooks/pre-push": "", "/p/.git/config": "", "/p/.githooks/pre-push": "",
	} {
		got, ok := gitHook(p)
		assert.Equal(t, want, got, p)
		assert.Equal(t, want != "", ok, p)
	}
}

func TestDeclaredOnChangedLines(t *testing.T) {
	before := "package l\n\nconst DefaultRate = 10\nconst DefaultBurst = 20\n"
	after := "package l\n\nconst DefaultRate = 25\nconst DefaultBurst = 20\n"
	assert.Equal(t, []string{"DefaultRate"}, declaredOnChangedLines(before, after))
	assert.Empty(t, declaredOnChangedLines(before, before))
}

// bashAsker runs a Bash command through the hook in project after the
// user said said, and returns the permission and its reason.
func bashAsker(t *testing.T, project string) func(command, said string) (string, string) {
	return func(command, said string) (string, string) {
		resp := bashAfter(t, project, command, freshTurn{"user", said})
		return resp.Permission, resp.PermissionReason
	}
}

// TestProgramWritesThroughTheHook: a program's writes through the whole
// hook, asked about with what it does, the reason it stood for not
// repeated; run as asked when the user typed the command.
func TestProgramWritesThroughTheHook(t *testing.T) {
	ask := bashAsker(t, t.TempDir())
	decision, reason := ask("make install", "why does the build fail?")
	assert.Equal(t, "ask", decision)
	assert.Contains(t, reason, "change files it does not name in the project (make install)")
	decision, reason = ask("git pull", "what changed upstream?")
	assert.Equal(t, "ask", decision)
	assert.Contains(t, reason, "git pull changes files in the work tree that the command does not name")
	assert.NotContains(t, reason, "change files it does not name in the project", "asked about once")
	decision, _ = ask("git pull", "pull the latest changes")
	assert.Equal(t, "allow", decision, "asked for: what it stands for is no longer in doubt")
	decision, _ = ask("make install", "run make install")
	assert.Equal(t, "allow", decision)
	decision, _ = ask("cargo add serde", "add serde to Cargo.toml")
	assert.Equal(t, "allow", decision, "Cargo.lock comes with Cargo.toml")
	decision, _ = ask("cargo add serde", "add serde")
	assert.Equal(t, "allow", decision, "the package is the effect asked for")
	decision, _ = ask("cargo add serde tokio", "add serde")
	assert.Equal(t, "ask", decision, "every package must be asked for")
	decision, _ = ask("cargo add serde", "should we add serde?")
	assert.Equal(t, "ask", decision, "a question")
	decision, _ = ask("npm install axios", "remove axios, we use fetch now")
	assert.Equal(t, "ask", decision, "removing a package does not ask for installing it")
	decision, _ = ask("npm uninstall axios", "remove axios, we use fetch now")
	assert.Equal(t, "allow", decision)
	decision, _ = ask("npx prettier --write .", "we format the code in CI, right?")
	assert.Equal(t, "ask", decision)
	decision, _ = ask("npx prettier --write .", "format the code")
	assert.Equal(t, "allow", decision, "a formatter's work named")
	decision, _ = ask("npx prettier --write .", "format src/app.ts")
	assert.Equal(t, "ask", decision, "a request naming a file is about that file")
	decision, _ = ask("npx eslint --fix .", "fix the lint errors")
	assert.Equal(t, "allow", decision)
	decision, _ = ask("npx eslint --fix .", "how many lint errors are there?")
	assert.Equal(t, "ask", decision)
	decision, _ = ask("npm run lint -- --fix", "what does the linter say?")
	assert.Equal(t, "ask", decision, "a write option passed on to a script")
	decision, _ = ask("black app/models.py", "run black on app/models.py")
	assert.Equal(t, "allow", decision, "the tool typed with the file")
	decision, _ = ask("black app/", "run black on app/models.py")
	assert.Equal(t, "ask", decision, "a file in a directory does not name the directory")
	decision, _ = ask("black app/models.py", "black app/models.py fails on CI. Let me know why")
	assert.Equal(t, "ask", decision, "the tool's name is no verb")
	decision, _ = ask("git checkout main", "change the main function to return early")
	assert.Equal(t, "ask", decision, "a branch is asked for by switching to it")
	decision, _ = ask("git checkout main", "switch to main")
	assert.Equal(t, "allow", decision)
	decision, _ = ask("npx prettier --check .", "is it formatted?")
	assert.Equal(t, "", decision, "a check only reads")
}
