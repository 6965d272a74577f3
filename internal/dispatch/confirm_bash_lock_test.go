package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// TestModeChanges: chmod, chown and chgrp change a file: asked for by the
// file with a verb of its mode ("make bin/x executable"); asked about
// when not asked for, or wider than asked (-R on the directory); a bare
// chmod +x is left alone only after the user's report that a file will
// not run for its permission (TestExecuteBitUnasked), not after a
// question. A glob's mode change is judged as a glob's other writes are.
func TestModeChanges(t *testing.T) {
	bashVerdicts(t, map[string]string{"bin/build": "#!/bin/sh\n", "bin/lint": "#!/bin/sh\n", "keys/deploy.pem": "K\n"}, []struct{ cmd, said, want string }{
		{"chmod +x bin/build", "make bin/build executable please", event.Allow},
		{"chmod 0600 keys/deploy.pem", "restrict keys/deploy.pem to its owner", event.Allow},
		{"chmod 0600 keys/deploy.pem", "what are the permissions on keys/deploy.pem?", event.Ask},
		{"chown -R nobody bin", "make bin/build executable please", event.Ask},
		{"chmod -R +x bin", "make bin/build executable please", event.Ask},
		{"chmod +x bin/build", "why does the build fail?", event.Ask},
		{"chmod +x bin/build", "bin/build won't run: permission denied", ""},
		// A glob's mode change is judged by what the user calls its files:
		// every script in bin when one was named is wider than asked.
		{"chmod +x bin/*", "bin/lint has no execute permission, fix it", event.Ask},
		{"chmod 755 bin/*", "what mode should bin/build have?", event.Ask},
		{"chmod +x bin/*", "make every script in bin executable", event.Allow},
	})
}

// TestRelock: a command that only brings a lock file in step with its
// manifest is asked for by the lock file ("refresh the lockfile", "fix
// go.sum"), with the manifest it also writes; one that does more
// (--update, --add-platform, every dependency updated when one was
// named) is not.
func TestRelock(t *testing.T) {
	files := map[string]string{"go.mod": "module m\n", "go.sum": "", "Gemfile": "gem 'rack'\n", "Gemfile.lock": "GEM\n",
		"Cargo.toml": "[package]\n", "Cargo.lock": "", "package.json": "{}\n", "package-lock.json": "{}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"go mod tidy", "go.sum is stale, please fix it up", event.Allow},
		{"bundle lock", "resync Gemfile.lock with the Gemfile, it's out of date; regenerate it", event.Allow},
		{"bundle lock --update", "regenerate Gemfile.lock", event.Ask},
		{"bundle lock --add-platform arm64-darwin", "refresh Gemfile.lock", event.Ask},
		{"rm package-lock.json && npm install --package-lock-only", "rebuild the lockfile from package.json", event.Allow},
		{"rm package-lock.json", "rebuild the lockfile from package.json", event.Ask},
		{"cargo update --package rand", "update rand in the lock file", event.Allow},
		{"cargo update", "cargo update only the rand crate", event.Ask},
		{"cargo update", "run cargo update", event.Allow},
	})
}

// TestTakeFromRevision: a file restored from a revision is asked for by
// the file and the revision it comes from, with a verb of taking.
func TestTakeFromRevision(t *testing.T) {
	bashVerdicts(t, map[string]string{"Dockerfile": "FROM a\n", "compose.yml": "a: 1\n"}, []struct{ cmd, said, want string }{
		{"git checkout release -- Dockerfile", "use the Dockerfile from the release branch", event.Allow},
		{"git restore --source=v1.2 Dockerfile", "grab Dockerfile from v1.2", event.Allow},
		{"git checkout release -- Dockerfile compose.yml", "use the Dockerfile from the release branch", event.Ask},
		{"git checkout release -- Dockerfile", "take a look at the Dockerfile on release", event.Ask},
		{"git checkout release -- Dockerfile", "should I take the Dockerfile from release?", event.Ask},
	})
}

// TestScriptWriteOption: a script run by path with a long option named
// for writing writes files it does not name; a checking option does not.
func TestScriptWriteOption(t *testing.T) {
	bashVerdicts(t, map[string]string{"tools/sync.sh": "#!/bin/sh\n"}, []struct{ cmd, said, want string }{
		{"./tools/sync.sh --rewrite-headers", "what does tools/sync.sh do?", event.Ask},
		{"./tools/sync.sh --apply", "is it safe to run the sync script?", event.Ask},
		{"./tools/sync.sh --dry-run", "what would the sync script change?", ""},
		{"./tools/sync.sh --no-write", "what would the sync script change?", ""},
	})
}

// TestGitCleanByEffect: git clean is asked for by the untracked files it
// removes; with -x the ignored files must be named too.
func TestGitCleanByEffect(t *testing.T) {
	bashVerdicts(t, map[string]string{"a.txt": "x\n"}, []struct{ cmd, said, want string }{
		{"git clean -fd", "delete the untracked files", event.Allow},
		{"git clean -fdx", "delete the untracked files", event.Ask},
		{"git clean -fdx", "delete the untracked and ignored files", event.Allow},
		{"git clean -fd", "which untracked files are there?", event.Ask},
	})
}

// TestRevisionHelpers: what a restore takes its file from, and the
// revision named after "from".
func TestRevisionHelpers(t *testing.T) {
	w := func(args ...string) shell.Write {
		out := shell.Write{Kind: shell.Restore}
		for _, a := range args {
			out.Args = append(out.Args, shell.Word{Text: a})
		}
		return out
	}
	assert.Equal(t, "main", restoreRevision(w("git", "checkout", "main", "--", "f")))
	assert.Equal(t, "", restoreRevision(w("git", "checkout", "--", "f")))
	assert.Equal(t, "v2", restoreRevision(w("git", "restore", "-s", "v2", "f")))
	assert.Equal(t, "v2", restoreRevision(w("git", "restore", "--source=v2", "f")))
	assert.True(t, fromRevision("take it from main", "main"))
	assert.True(t, fromRevision("the copy from the develop branch", "develop"))
	assert.False(t, fromRevision("take it from mainline", "main"))
	assert.False(t, fromRevision("the one on main", "main"))
}

// TestGlobSetNamedWhereItIs: a glob's files named with where they are
// ("the svg icons from public/") or by the extension before a plural noun
// are the glob's set; narrowed after the place, they are not.
func TestGlobSetNamedWhereItIs(t *testing.T) {
	bashVerdicts(t, map[string]string{"assets/a.png": "x", "assets/b.png": "y", "tmp/a.log": "l"}, []struct{ cmd, said, want string }{
		{"mkdir -p assets/img && git mv assets/*.png assets/img/", "move the png images from assets/ into assets/img/", event.Allow},
		{"rm tmp/*.log", "delete the log files in the tmp folder", event.Allow},
		{"rm tmp/*.log", "delete the log files in the tmp folder from yesterday", event.Ask},
		{"rm tmp/*.log", "delete the old log files in tmp", event.Ask},
		{"rm tmp/*.log", "are the log files in tmp still needed?", event.Ask},
	})
}

// TestPlaceOfTheWork: a directory named as the place of the work ("in the
// deploy folder, create NOTES.md") is where the paths named after it
// are, as after "cd deploy"; a question asks for nothing.
func TestPlaceOfTheWork(t *testing.T) {
	bashVerdicts(t, map[string]string{"deploy/run.sh": "#!/bin/sh\n", "web/x.ts": "x\n"}, []struct{ cmd, said, want string }{
		{"cd deploy && printf 'notes\\n' > NOTES.md", "in the deploy folder, create NOTES.md with a line saying notes", event.Allow},
		{"cd deploy && printf 'notes\\n' > NOTES.md", "in the deploy folder, is there a NOTES.md?", event.Ask},
	})
}

// TestDownloadByBaseName: the file a download writes is named by its base
// name with a verb of downloading; a base name two files share names
// neither; a question asks for nothing.
func TestDownloadByBaseName(t *testing.T) {
	bashVerdicts(t, map[string]string{"spec/schema.graphql": "type Q\n", "certs/README": "c\n", "a/dup.json": "{}\n", "b/dup.json": "{}\n"}, []struct{ cmd, said, want string }{
		{"curl -sSfo spec/schema.graphql https://gw.example.com/schema.graphql", "fetch the newest schema.graphql from the gateway", event.Allow},
		{"wget -qO certs/ca.pem https://pki.example.com/ca.pem", "download ca.pem into certs/", event.Allow},
		{"curl -sS -o a/dup.json https://x.example.com/dup.json", "download dup.json from prod", event.Ask},
		{"wget -qO certs/ca.pem https://pki.example.com/ca.pem", "should we download ca.pem?", event.Ask},
		{"wget -qO certs/ca.pem https://pki.example.com/ca.pem", "is ca.pem expired?", event.Ask},
	})
}

// TestDownloadByURL: the URL a download fetches, said in the message and
// ending in the file's name, names the file; not another URL, not in a
// question.
func TestDownloadByURL(t *testing.T) {
	bashVerdicts(t, map[string]string{"certs/README": "c\n"}, []struct{ cmd, said, want string }{
		{"wget -qO certs/root.pem https://pki.example.com/v2/root.pem", "download the root cert from https://pki.example.com/v2/root.pem into certs/", event.Allow},
		{"wget -qO certs/root.pem https://pki.example.com/v2/root.pem", "should we download https://pki.example.com/v2/root.pem into certs/?", event.Ask},
		{"wget -qO certs/root.pem https://pki.example.com/v3/root.pem", "download the root cert from https://pki.example.com/v2/root.pem into certs/", event.Ask},
	})
}
