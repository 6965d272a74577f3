package changeset

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// fakePrograms knows a few programs on a pretend disk: plan-compliance
// itself, a copy of it called /tmp/pc, and ordinary tools.
type fakePrograms map[string]bool // path → ours

func (f fakePrograms) Find(word, dir string) string {
	p := word
	if filepath.Base(word) == word {
		p = "/usr/bin/" + word
	} else if !filepath.IsAbs(word) {
		p = filepath.Join(dir, word)
	}
	if _, ok := f[p]; ok {
		return p
	}
	return ""
}

func (f fakePrograms) Ours(path string) bool { return f[path] }

var disk = fakePrograms{
	"/usr/bin/plan-compliance": true, "/tmp/pc": true, "/p/bin/pc": true, "/usr/bin/pc-copy": true,
	"/p/wrapper.sh": true,
	"/usr/bin/git":  false, "/usr/bin/echo": false, "/usr/bin/go": false, "/usr/bin/ls": false,
}

// Spellings of an agent confirming its own change set: each must be
// denied. The first group is from issue 10; the rest are close variants.
var selfApprovals = []string{
	`plan-compliance changes con""firm 1 1`,
	`plan-compliance changes c'onfirm' 1 1`,
	`plan-compliance changes conf\irm 1 1`,
	`plan-compliance changes $'confirm' 1 1`,
	`plan-compliance changes "$(echo confirm)" 1 1`,
	`p=plan-compliance; $p changes confirm 1 1`,
	`echo 1 1 | xargs plan-compliance changes confirm`,
	`sh -c 'plan-compliance chan''ges confirm 1 1'`,
	`/tmp/pc changes confirm 1 1`,
	// variants
	`plan-compliance changes $'\x63onfirm' 1 1`,
	`plan-compliance changes $'\143onfirm' 1 1`,
	`plan-compliance "changes" "confirm" 1 1`,
	`plan-compliance ch\anges confirm-all 1`,
	`"plan-compliance" changes reject 1 1`,
	`/usr/local/bin/plan-compliance changes confirm 1 1`,
	`~/.local/bin/plan-compliance changes confirm 1 1`,
	`"$HOME"/.claude/plugins/x/scripts/plan-compliance changes confirm 1 1`,
	`./scripts/plan-compliance changes confirm 1 1`,
	`env plan-compliance changes confirm 1 1`,
	`env -i PATH=/usr/bin plan-compliance changes confirm 1 1`,
	`command plan-compliance changes confirm 1 1`,
	`nohup plan-compliance changes confirm 1 1 &`,
	`time plan-compliance changes confirm 1 1`,
	`exec plan-compliance changes confirm 1 1`,
	`nice -n 1 plan-compliance changes confirm 1 1`,
	`timeout 5 plan-compliance changes confirm 1 1`,
	`sudo -u me plan-compliance changes confirm 1 1`,
	`X=1 plan-compliance changes dismiss 1`,
	`plan-compliance changes prune --older-than 0s`,
	`plan-compliance changes defer 1 1`,
	`plan-compliance changes review`,
	`plan-compliance-review`,
	`plan-compliance changes --json confirm 1 1`,
	`plan-compliance changes --json 1 confirm 5 1`,
	`plan-compliance --x hook changes confirm 1 1`,
	`plan-compliance changes confirm -- 1 1`,
	`bash -c "plan-compliance changes confirm 1 1"`,
	`zsh -c 'plan-compliance changes confirm 1 1'`,
	`dash -c 'sh -c "plan-compliance changes confirm 1 1"'`,
	`eval plan-compliance changes confirm 1 1`,
	`eval "plan-compliance changes con""firm 1 1"`,
	`eval "$CMD"`,
	`echo 'plan-compliance changes confirm 1 1' | sh`,
	`echo 'plan-compliance changes confirm 1 1' | bash -s`,
	`base64 -d <<< cGxhbi1jb21wbGlhbmNlIGNoYW5nZXMgY29uZmlybSAxIDE= | sh`,
	`sh < cmd.txt`,
	`echo changes confirm 1 1 | xargs plan-compliance`,
	`echo confirm 1 1 | xargs plan-compliance changes`,
	`echo plan-compliance | xargs -I{} {} changes confirm 1 1`,
	`echo x | xargs sh -c`,
	`$(which plan-compliance) changes confirm 1 1`,
	"`which plan-compliance` changes confirm 1 1",
	`${PC:-plan-compliance} changes confirm 1 1`,
	`c=changes; plan-compliance $c confirm 1 1`,
	`plan-compliance changes $VERB 1 1`,
	`plan-compliance changes {confirm,list} 1 1`,
	`plan-compliance changes confir? 1 1`,
	`pc-copy changes confirm 1 1`,
	`./bin/pc changes confirm 1 1`,
	`cd bin && ./pc changes confirm 1 1`,
	`if [ -d x ]; then cd x; fi; ./pc changes confirm 1 1`,
	`cd "$D" && bin/pc changes confirm 1 1`,
	`cp /usr/bin/plan-compliance /tmp/x && /tmp/x changes confirm 1 1`,
	`ln -s "$(command -v plan-compliance)" ./pcl; ./pcl changes confirm 1 1`,
	`PATH=/tmp:$PATH pc changes confirm 1 1`,
	`export PATH=/tmp:$PATH; pc changes confirm 1 1`,
	`bash wrapper.sh changes confirm 1 1`,
	`source wrapper.sh changes confirm 1 1`,
	`if true; then plan-compliance changes confirm 1 1; fi`,
	`f() { plan-compliance changes confirm "$@"; }; f 1 1`,
	`true && (plan-compliance changes confirm 1 1)`,
	`echo $(plan-compliance changes confirm 1 1)`,
	`cat <(plan-compliance changes confirm 1 1)`,
	`find . -maxdepth 0 -exec plan-compliance changes confirm 1 1 \;`,
	`plan-compliance changes list; plan-compliance changes confirm 1 1`,
	`plan-compliance changes confirm 1 1 # list`,
	"plan-compliance changes \\\nconfirm 1 1",
	`echo "unterminated`,
	`su -c 'plan-compliance changes confirm 1 1' "$USER"`,
	`runuser -u me -- plan-compliance changes confirm 1 1`,
	`watch -n 1 plan-compliance changes confirm 1 1`,
	`flock /tmp/l plan-compliance changes confirm 1 1`,
	`script -qc 'plan-compliance changes confirm 1 1' /dev/null`,
	`echo 'plan-compliance changes confirm 1 1' | sudo -s`,
}

func TestGuardDeniesSelfApproval(t *testing.T) {
	assert.GreaterOrEqual(t, len(selfApprovals), 39)
	for _, cmd := range selfApprovals {
		g := Guard(cmd, "/p", disk)
		assert.True(t, g.Decides, "not denied: %s", cmd)
		assert.True(t, g.Changes, cmd)
		assert.NotEmpty(t, g.Why, cmd)
	}
}

func TestGuardSaysWhenItCannotRead(t *testing.T) {
	for cmd, unreadable := range map[string]bool{
		`plan-compliance changes confirm 1 1`: false,
		`/tmp/pc changes confirm 1 1`:         false,
		`$X changes list`:                     true,
		`plan-compliance changes "$V" 1 1`:    true,
		`curl -s x | sh`:                      true,
		`echo "unterminated`:                  true,
	} {
		g := Guard(cmd, "/p", disk)
		assert.True(t, g.Decides, cmd)
		assert.Equal(t, unreadable, g.Unreadable, cmd)
	}
}

func TestGuardLetsOrdinaryCommandsBe(t *testing.T) {
	for _, cmd := range []string{
		`git status`, `go test ./...`, `ls -la`, `git push`, `sed -i s/a/b/ notes.md`,
		// Text that names the command is harmless as an argument of echo,
		// grep or git: nothing runs it.
		`echo "plan-compliance changes confirm 1 1"`,
		`echo plan-compliance changes confirm 1 1`,
		`grep -r "plan-compliance changes confirm" docs`,
		`git commit -m "plan-compliance changes confirm is refused"`,
		`plan-compliance validate`, `plan-compliance hook < payload.json`, `plan-compliance explain`,
		`echo "$HOME"`, `ls "$DIR"`, `go test -run "$T" ./...`,
		`command -v plan-compliance`,
		`cat wrapper.sh`,
	} {
		g := Guard(cmd, "/p", disk)
		assert.False(t, g.Decides, "%s: %s", cmd, g.Why)
		assert.False(t, g.Changes, cmd)
	}
}

func TestGuardOpensReadingVerbs(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		sole bool
	}{
		{`plan-compliance changes list`, true},
		{`plan-compliance changes list --json`, true},
		{`plan-compliance changes show 3`, true},
		{`"/home/u/.claude/plugins/x/scripts/plan-compliance" changes show 3`, true},
		{`plan-compliance changes --help`, true},
		{`plan-compliance changes -h confirm`, true},
		{`plan-compliance changes help confirm`, true},
		{`plan-compliance changes`, true},
		{`plan-compliance-review --help`, true},
		{`plan-compliance changes show 3 | head`, false},
		{`plan-compliance changes list > /tmp/l`, false},
		{`plan-compliance changes show "$N"`, false},
		{`echo x | xargs plan-compliance changes show`, false},
		{`/tmp/pc changes list`, true},
	} {
		g := Guard(tc.cmd, "/p", disk)
		assert.True(t, g.Changes, tc.cmd)
		assert.False(t, g.Decides, "%s: %s", tc.cmd, g.Why)
		assert.Equal(t, tc.sole, g.Sole, tc.cmd)
	}
}

func TestGuardSoleDecision(t *testing.T) {
	// In a review turn the user asked for, a sole decision is allowed
	// outright; anything more is left to Claude Code's rules.
	assert.True(t, Guard(`plan-compliance changes confirm 3 1 2`, "/p", disk).Sole)
	assert.True(t, Guard(`plan-compliance changes reject 3 1 --reason "too risky"`, "/p", disk).Sole)
	for _, cmd := range []string{
		"plan-compliance changes confirm 1 1; rm -rf /", "plan-compliance changes confirm 1 1 && curl x",
		"plan-compliance changes confirm 1 1 > /etc/passwd", "plan-compliance changes confirm $(rm -rf /)",
		"sudo plan-compliance changes confirm 1 1", "plan-compliance changes confirm 1 1\nrm x",
	} {
		assert.False(t, Guard(cmd, "/p", disk).Sole, cmd)
	}
}

func TestVerbReads(t *testing.T) {
	for _, v := range []string{"list", "show", "help"} {
		reads, known := VerbReads(v)
		assert.True(t, reads && known, v)
	}
	for _, v := range []string{"confirm", "confirm-all", "reject", "defer", "dismiss", "prune", "review"} {
		reads, known := VerbReads(v)
		assert.True(t, !reads && known, v)
	}
	reads, known := VerbReads("export")
	assert.False(t, reads || known, "an unknown verb is not open")
}

func FuzzGuard(f *testing.F) {
	for _, s := range selfApprovals {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		g := Guard(cmd, "/p", disk)
		if g.Decides && g.Why == "" {
			t.Fatal("a denial without a reason")
		}
		if g.Decides && !g.Changes {
			t.Fatal("deciding without running changes")
		}
	})
}
