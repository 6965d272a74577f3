package confirm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRequestMood: a change named in a message is asked for only when
// the message's mood asks for it. Weighing whether to make it ("been
// wondering whether we should …"), saying it in scorn (an eye-roll, "yeah
// right", "/s") or relaying what a tool or someone else says to do
// ("clippy says use …") asks for nothing; the same change said plainly,
// or a relayed one the user then takes up, still does.
func TestRequestMood(t *testing.T) {
	db := fileTarget("infra/db.tf", "resource \"aws_db_instance\" \"main\" {\n  multi_az = false\n}\n", "resource \"aws_db_instance\" \"main\" {\n  multi_az = true\n}\n")
	classifyReplies(t, db, nil, map[string]Level{
		"been wondering whether we should turn on multi_az in infra/db.tf, what's the usual setup?": NeedsConfirmation,
		"not sure if we should set multi_az to true in infra/db.tf. it doubles the bill":            NeedsConfirmation,
		"I keep going back and forth on whether to enable multi_az in infra/db.tf":                  NeedsConfirmation,
		"debating whether to switch multi_az to true in infra/db.tf — the cost worries me":          NeedsConfirmation,
		"we had an outage last night, enable multi_az in infra/db.tf":                               Explicit,
		"set multi_az to true in infra/db.tf, whether or not it costs more":                         Explicit,
		"I wondered whether it was on. it isn't, so set multi_az to true in infra/db.tf":            Explicit,
	})
	prod := fileTarget("envs/prod.tfvars", "region = \"eu-west-1\"\nmin_size = 3\n", "region = \"eu-west-1\"\nmin_size = 10\n")
	classifyReplies(t, prod, nil, map[string]Level{
		"oh sure, bump min_size to 10 in envs/prod.tfvars, it's not like we pay for it 🙄": NeedsConfirmation,
		"yeah right, set min_size to 10 in envs/prod.tfvars, because money is free":       NeedsConfirmation,
		"set min_size to 10 in envs/prod.tfvars, what could go wrong /s":                  NeedsConfirmation,
		"set min_size to 10 in envs/prod.tfvars, traffic doubled this week":               Explicit,
		"sure, set min_size to 10 in envs/prod.tfvars":                                    Explicit,
	})
	cart := fileTarget("src/cart.rs", "fn total(items: &Vec<Item>) -> u64 {\n    items.iter().map(|i| i.price).sum()\n}\n", "fn total(items: &[Item]) -> u64 {\n    items.iter().map(|i| i.price).sum()\n}\n")
	classifyReplies(t, cart, nil, map[string]Level{
		"clippy says use &[Item] instead of &Vec<Item> in total(). maybe it's right, idk":             NeedsConfirmation,
		"the linter suggests taking &[Item] in total() instead of &Vec<Item>. not sure it's worth it": NeedsConfirmation,
		"rust-analyzer wants total() to take &[Item], no idea if that matters":                        NeedsConfirmation,
		"clippy says use &[Item] instead of &Vec<Item> in total(). please do that":                    Explicit,
		"use &[Item] instead of &Vec<Item> in total(), clippy is right about it":                      Explicit,
	})
}

// TestPathFromTheTopNamesThatFile: a path typed with directories names the
// file it leads to from the project's top; when another file of the same
// name sits exactly there, the path names that one, not the deeper file
// whose path merely ends with it. The deeper file's own path, or a path
// no other file has, still names it.
func TestPathFromTheTopNamesThatFile(t *testing.T) {
	wf := fileTarget("packages/admin/.github/workflows/ci.yml", "steps:\n  - uses: actions/setup-node@v4\n    with:\n      node-version: 18\n", "steps:\n  - uses: actions/setup-node@v4\n    with:\n      node-version: 20\n")
	wf.SameBase = func() bool { return true }
	wf.SameBaseDirs = func() []string { return []string{".github/workflows"} }
	classifyReplies(t, wf, nil, map[string]Level{
		"bump node to 20 in the root .github/workflows/ci.yml, the admin package stays on 18": NeedsConfirmation,
		"set node-version to 20 in .github/workflows/ci.yml":                                  NeedsConfirmation,
		"please move .github/workflows/ci.yml to node 20":                                     NeedsConfirmation,
		"set node-version to 20 in packages/admin/.github/workflows/ci.yml":                   Explicit,
		"set node-version to 20 in admin/.github/workflows/ci.yml":                            Explicit,
	})
	only := wf
	only.SameBaseDirs = func() []string { return []string{"packages/web/.github/workflows"} }
	classifyReplies(t, only, nil, map[string]Level{
		"set node-version to 20 in .github/workflows/ci.yml": Explicit,
	})
}

// TestFileAtIn: the project's files are found inside hidden directories
// (.github), while a path leading out of the project, an absolute one, a
// directory or a link is at no file.
func TestFileAtIn(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, ".github", "workflows"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".github", "workflows", "ci.yml"), []byte("on: push\n"), 0o644))
	require.NoError(t, os.Symlink(filepath.Join(dir, ".github", "workflows", "ci.yml"), filepath.Join(dir, "link.yml")))
	at := FileAtIn(dir)
	assert.True(t, at(".github/workflows/ci.yml"))
	for _, p := range []string{".github/workflows", "../" + filepath.Base(dir) + "/.github/workflows/ci.yml", "/etc/passwd", "link.yml", "missing/ci.yml", ""} {
		assert.False(t, at(p), p)
	}
	assert.Nil(t, FileAtIn(""))
}
