package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWriterEffectsThroughTheHook: a request naming what a writer does
// ("sync with the remote", "reapply my stash", "extract the vendor
// archive") asks for it; a question, a request about one file, or a
// request for something else does not.
func TestWriterEffectsThroughTheHook(t *testing.T) {
	ask := bashAsker(t, t.TempDir())
	for _, c := range []struct{ command, said, want string }{
		{"git pull", "sync with the remote", "allow"},
		{"git pull --ff-only", "pull from upstream first", "allow"},
		{"git pull", "can you explain what the remote is for?", "ask"},
		{"git pull", "update the branch protection notes in CONTRIBUTING.md", "ask"},
		{"git stash pop", "reapply my stash", "allow"},
		{"git stash apply", "show me what is in my stash", "ask"},
		{"git stash", "park my work for a bit", "allow"},
		{"git reset --hard", "discard my local changes", "allow"},
		{"git reset --hard", "discard the changes to config.ts", "ask"},
		{"git reset --hard", "should I discard my local changes?", "ask"},
		{"git checkout -- .", "wipe my local edits", "allow"},
		{"git checkout main", "discard my local changes", "ask"},
		{"git apply hotfix.diff", "apply the patch", "allow"},
		{"tar -xf vendor.tar -C third_party", "extract the vendor archive", "allow"},
		{"tar -xf vendor.tar -C third_party", "how big is the vendor archive?", "ask"},
		{"buf generate", "regenerate the stubs", "allow"},
		{"buf generate", "update the code to handle nil ids", "ask"},
		{"npm update", "upgrade the deps", "allow"},
		{"npm update", "which deps are outdated?", "ask"},
		{"poetry lock", "refresh the lock file", "allow"},
		{"npm version minor --no-git-tag-version", "bump the minor version", "allow"},
		{"npm version minor --no-git-tag-version", "what's the version now?", "ask"},
		{"rm -rf build", "wipe the build artifacts", "allow"},
		{"rm -rf .pytest_cache", "clear the caches", "allow"},
		{"rm -rf src", "clean out the build output", "ask"},
		{"rm -rf target", "why is target so big?", "ask"},
		{"goimports -w .", "organize the imports", "allow"},
		{"goimports -w .", "organize the imports in main.go", "ask"},
		{"ruff format .", "tidy the formatting", "allow"},
		{"npm uninstall left-pad", "get rid of left-pad", "allow"},
		{"npm uninstall left-pad lodash", "get rid of left-pad", "ask"},
		{"npx prettier --write .", "prettier --write . please", "allow"},
		{"npx prettier --write .", "prettier --write . breaks the markdown?", "ask"},
		{"black src/app.py", "black src/app.py please", "allow"},
		{"black src/", "black src/app.py please", "ask"},
		{"npx prettier --write .", "the pipeline says the formatting is wrong, take care of it", "allow"},
		{"npx prettier --write .", "the pipeline says the formatting is wrong, should I fix it?", "ask"},
		{"npx prettier --write .", "the formatting is wrong but don't fix it yet", "ask"},
		{"npx prettier --write .", "the code crashes on nil ids, fix it", "ask"},
		{"npx prettier --write .", "the formatting of src/app.ts is wrong, fix it", "ask"},
		{"npx eslint --fix .", "lint is red on main, sort it out", "allow"},
		{"npx vitest -u", "snapshots are outdated after the rename, update them", "allow"},
		{"npx vitest -u", "should we update the snapshots?", "ask"},
		{"pnpm update", "upgrade the packages", "allow"},
		{"composer update", "update the libraries", "allow"},
		{"composer update", "are the libraries up to date?", "ask"},
		{"go get -u all", "update the go dependencies", "allow"},
		{"go mod tidy", "tidy the modules", "allow"},
		{"go mod tidy", "update the dependencies", "ask"},
		{"unxz -k logs/app.log.xz", "decompress the app log", "allow"},
		{"unxz -k logs/app.log.xz", "how big is the app log?", "ask"},
		{"git stash pop", "get my stashed work back", "allow"},
		{"git pull", "get the latest from upstream", "allow"},
		{"./scripts/regen-schema.sh", "regenerate the schema from models.py", "allow"},
		{"./scripts/regen-schema.sh", "fix the schema in models.py", "ask"},
		{"cargo clippy --fix", "clippy is unhappy on CI, sort it out", "allow"},
		{"cargo fmt", "cargo fmt fails on CI, take care of it", "allow"},
		{"buf generate", "the code crashes on nil ids, fix it", "ask"},
		{"go generate ./...", "the types are wrong, fix them", "ask"},
		{"git pull", "update the main function to return early", "ask"},
		{"git pull", "get the latest version of lodash", "ask"},
		{"git pull", "update the repo description", "ask"},
		{"git reset --hard", "undo my changes to the docs", "ask"},
		{"git stash pop", "restore my changes to the config", "ask"},
		{"tar -xzf data.tar.gz", "extract the data from the csv into json", "ask"},
		{"tar -xzf data.tar.gz", "unpack the data", "allow"},
		{"git rebase upstream/main", "catch up with upstream/main", "allow"},
		{"git merge origin/master", "is origin/master ahead of us?", "ask"},
		{"git merge origin/master", "update the main function", "ask"},
		{"git merge feature/login", "sync with upstream", "ask"},
	} {
		got, reason := ask(c.command, c.said)
		assert.Equal(t, c.want, got, "%s after %q: %s", c.command, c.said, reason)
	}
}

// TestNamesAFileRemoteRef: a remote's branch is no path.
func TestNamesAFileRemoteRef(t *testing.T) {
	for text, want := range map[string]bool{
		"catch up with origin/main":      false,
		"rebase onto upstream/release-2": false,
		"fix origin/config.yaml":         true,
		"edit src/app.ts":                true,
		"update origins/main.go":         true,
	} {
		assert.Equal(t, want, namesAFile(text), text)
	}
}
