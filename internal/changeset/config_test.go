package changeset

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseConfigDefaults(t *testing.T) {
	for _, raw := range []string{"", "null", "  "} {
		c, err := ParseConfig(json.RawMessage(raw))
		require.NoError(t, err)
		assert.False(t, c.Enabled(), "nothing deferred without rules")
		assert.Equal(t, DefaultMaxItems, c.MaxItems)
		assert.Equal(t, OverflowRun, c.Overflow)
		assert.Equal(t, 7*24*time.Hour, c.ExpireAfter)
		assert.Equal(t, 20, c.HistoryEntries)
		assert.Equal(t, 500, c.HistoryTokens)
	}
}

func TestParseConfigFull(t *testing.T) {
	c, err := ParseConfig(json.RawMessage(`{
		"defer": [
			{"tool": "Edit|mcp__jira__*", "agent_types": ["groomer", "main"]},
			{"command_prefix": "git push"},
			{"tool": "mcp__todo__add_items"}
		],
		"batch": [{"tool": "mcp__todo__add_items", "items": "items", "singular": "mcp__todo__add_item", "keep": ["project"], "summary_field": "title"}],
		"max_items": 5, "overflow": "deny", "expire_after": "3d",
		"history": {"max_entries": 7, "max_tokens": 100},
		"$comment": "ignored"
	}`))
	require.NoError(t, err)
	assert.True(t, c.Enabled())
	require.Len(t, c.Defer, 3)
	assert.Equal(t, "Bash", c.Defer[1].Tool, "command_prefix alone means Bash")
	assert.Equal(t, 5, c.MaxItems)
	assert.Equal(t, OverflowDeny, c.Overflow)
	assert.Equal(t, 72*time.Hour, c.ExpireAfter)
	assert.Equal(t, 7, c.HistoryEntries)
	assert.Equal(t, 100, c.HistoryTokens)
	b, ok := c.BatchFor("mcp__todo__add_items")
	require.True(t, ok)
	assert.Equal(t, []string{"project"}, b.Keep)
}

func TestParseConfigErrorsNameTheKey(t *testing.T) {
	for _, tc := range []struct {
		raw, want string
	}{
		{`[]`, "changes: must be an object"},
		{`{"deffer": []}`, `changes: unknown key "deffer"`},
		{`{"defer": {}}`, "changes.defer: must be a list"},
		{`{"defer": [{"tool": 3}]}`, "changes.defer[0].tool: 3 is not valid"},
		{`{"defer": [{"tool": "Edit||Write"}]}`, "changes.defer[0].tool: \"Edit||Write\" has an empty alternative"},
		{`{"defer": [{"tool": "mcp__[x"}]}`, "changes.defer[0].tool: \"mcp__[x\" is not a valid pattern"},
		{`{"defer": [{}]}`, `changes.defer[0]: has no "tool"`},
		{`{"defer": [{"tool": "Edit", "command_prefix": "git push"}]}`, "changes.defer[0].command_prefix: only applies to Bash"},
		{`{"defer": [{"tool": "Bash", "command_prefix": " "}]}`, "changes.defer[0].command_prefix: is empty"},
		{`{"defer": [{"tool": "Edit", "agent_types": [""]}]}`, "changes.defer[0].agent_types[0]: is empty"},
		{`{"defer": [{"tool": "Edit", "agents": []}]}`, `changes.defer[0]: unknown key "agents"`},
		{`{"max_items": 0}`, "changes.max_items: 0 is not valid: want a whole number above 0"},
		{`{"max_items": "ten"}`, "changes.max_items"},
		{`{"overflow": "drop"}`, `changes.overflow: "drop" is not a policy`},
		{`{"expire_after": "soon"}`, `changes.expire_after: "soon" is not a positive duration`},
		{`{"expire_after": "-1h"}`, `changes.expire_after: "-1h" is not a positive duration`},
		{`{"history": {"max_tokens": -5}}`, "changes.history.max_tokens"},
		{`{"history": {"lines": 5}}`, `changes.history: unknown key "lines"`},
		{`{"batch": [{"tool": "x", "items": "items"}]}`, `changes.batch[0]: "singular" is missing`},
		{`{"batch": [{"tool": "mcp__*", "items": "i", "singular": "s"}], "defer": [{"tool": "mcp__*"}]}`, "changes.batch[0].tool: \"mcp__*\" must be one exact tool name"},
		{`{"batch": [{"tool": "mcp__x__bulk", "items": "i", "singular": "s"}]}`, `changes.batch[0].tool: "mcp__x__bulk" is not deferred by any changes.defer rule`},
	} {
		t.Run(tc.raw, func(t *testing.T) {
			_, err := ParseConfig(json.RawMessage(tc.raw))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestDefers(t *testing.T) {
	c, err := ParseConfig(json.RawMessage(`{"defer": [
		{"tool": "Edit|mcp__jira__*"},
		{"tool": "Bash", "command_prefix": "git push"},
		{"tool": "Write", "agent_types": ["groomer"]},
		{"tool": "NotebookEdit", "agent_types": ["main"]}
	]}`))
	require.NoError(t, err)
	main := Agent{}
	groomer := Agent{ID: "a1", Type: "groomer"}
	pluginGroomer := Agent{ID: "a2", Type: "plugin:groomer"}
	// Bash inputs use Claude Code's documented Bash input shape: {command, description}.
	bash := func(cmd string) []byte { return marshal(map[string]string{"command": cmd, "description": "d"}) }
	for _, tc := range []struct {
		name  string
		tool  string
		input []byte
		agent Agent
		want  bool
	}{
		{"edit", "Edit", nil, main, true},
		{"mcp glob", "mcp__jira__update_issue", nil, main, true},
		{"other mcp server", "mcp__notes__update", nil, main, false},
		{"read is not deferred", "Read", nil, main, false},
		{"git push", "Bash", bash("git push origin main"), main, true},
		{"git push after cd", "Bash", bash("cd repo && git push"), main, true},
		{"git push with env", "Bash", bash("GIT_TRACE=1 git push"), main, true},
		{"git status", "Bash", bash("git status"), main, false},
		{"git pushy", "Bash", bash("git pushy"), main, false},
		{"write by groomer", "Write", nil, groomer, true},
		{"write by plugin groomer", "Write", nil, pluginGroomer, true},
		{"write by main", "Write", nil, main, false},
		{"notebook by main", "NotebookEdit", nil, main, true},
		{"notebook by subagent", "NotebookEdit", nil, groomer, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, c.Defers(tc.tool, tc.input, tc.agent))
		})
	}
}

func TestCommandHasPrefix(t *testing.T) {
	for _, tc := range []struct {
		cmd, prefix string
		want        bool
	}{
		{"git push", "git push", true},
		{"  git   push  --force", "git push", true},
		{"git commit -m x; git push", "git push", true},
		{"make || git push", "git push", true},
		{"echo hi | git push", "git push", true},
		{"(git push)", "git push", true},
		{"{ git push; }", "git push", true},
		{"git\npush", "git push", false},
		{"echo git push", "git push", false},
		{"git pushes", "git push", false},
		{"rm -rf /tmp/x", "rm -rf", true},
		{"anything", "  ", false},
		{"git status", "git push", false},
		{"go test ./...", "git push", false},
		{`echo "git push"`, "git push", false},
		{`grep -r "git push" docs`, "git push", false},
		{"git log --grep push", "git push", false},
		{"/usr/bin/git push", "/usr/bin/git push", true},
		{"git push", "/usr/bin/git push", true},
		{"git -C . status", "git push", false},
		{"xargs git status", "git push", false},
	} {
		assert.Equal(t, tc.want, CommandHasPrefix(tc.cmd, tc.prefix), "%q / %q", tc.cmd, tc.prefix)
	}
}

// The spellings of `git push` that stepped around a command_prefix rule
// (issue 10, item 8), and close variants: all must defer.
func TestCommandHasPrefixSpellings(t *testing.T) {
	for _, cmd := range []string{
		// from the issue
		"git -C . push", "/usr/bin/git push", "env git push", "command git push", "nohup git push",
		"time git push", "sh -c 'git push'", "if true; then git push; fi", `"git" push`, "git pu''sh",
		"$(echo git) push", "xargs git push", "git push origin main", "GIT_TRACE=1 git push",
		// variants
		`git pu\sh`, `git $'push'`, `git $'\x70ush'`, `git "pu"sh`, "git -c user.name=x push",
		"git --git-dir=.git --work-tree=. push", "git --no-pager push", "git -C sub -C . push",
		"env -i PATH=/usr/bin git push", "exec git push", "nice -n 5 git push", "timeout 60 git push",
		"sudo git push", "stdbuf -oL git push", "bash -c \"git push\"", "bash -lc 'git push --tags'",
		"sh -c \"sh -c 'git push'\"", "eval git push", `eval "git pu""sh"`, "while false; do git push; done",
		"for r in a b; do git push $r; done", "case x in *) git push;; esac", "f() { git push; }; f",
		"(cd sub && git push)", "echo $(git push)", "git ${CMD:-push}", "$GIT push", "git $SUB",
		"echo push | xargs git", "ls | xargs -n1 git", "find . -maxdepth 0 -exec git push \\;",
		"echo 'git push' | sh", `eval "$X"`, "git {push,pull}", "git pus?",
		"git push 2>&1 | tee log", "true && git push || false", "git commit -m x && git push",
		"su -c 'git push' me", "watch -n 60 git push", "flock /tmp/lock git push", "chroot / git push",
	} {
		assert.True(t, CommandHasPrefix(cmd, "git push"), "not deferred: %s", cmd)
	}
}

// Round two of the independent rerun (issue 10): new spellings of `git
// push` — more wrappers and runners, aliases (the shell's and git's),
// trap, git settings and subcommands that run commands, a script on
// /dev/stdin. 22 of these stepped around the rule before round two.
func TestCommandHasPrefixSpellingsRound2(t *testing.T) {
	for _, cmd := range []string{
		"git --git-dir=x push", "git -c k=v push", `\git push`, `'git' push`, "GIT_DIR=x git push", "exec git push",
		"g() { git \"$@\"; }; g push", "until git push; do :; done", "while git push; do break; done",
		"case a in a) git push;; esac", "select x in a; do git push; done", "(git push)", "{ git push; }",
		"a || git push", "coproc git push", "time -p git push", "coproc X { git push; }",
		"git --exec-path=/x push", "git --namespace x push", "git -P push", "git --paginate push",
		"git --literal-pathspecs push", "git --config-env=a.b=C push", "git -c a=b -C . --no-pager push",
		"env -S 'git push'", "busybox sh -c 'git push'", "strace git push", "ltrace git push", "unbuffer git push",
		"alias gp='git push'; gp", "alias g=git\ng push", "trap 'git push' EXIT", "git -c alias.p=push p",
		"git -c alias.p='!git push' p", "ssh localhost git push", "parallel git push ::: a", "setsid git push",
		"setsid -f git push", "sudo -E git push", "doas git push", "ionice -c3 git push", "chrt -i 0 git push",
		"taskset 1 git push", "/lib64/ld-linux-x86-64.so.2 /usr/bin/git push", "git pu\\\nsh", "git p[u]sh",
		"git {push,}", "GIT_PAGER='git push' git log", "git rebase -x 'git push' HEAD~1", "git bisect run git push",
		"git submodule foreach git push", "git submodule foreach 'git push'", "x=push; git $x",
		"git $(echo push)", "git `echo push`", "git \"${x:-push}\"", "for ((;;)); do git push; done",
		"! git push", "git push &", "git push & disown", "nohup git push > /dev/null 2>&1 &",
		"[[ $(git push) ]]", "x=$(git push)", "export X=$(git push)", "declare X=$(git push)", "local X=$(git push)",
		"echo ${x:-$(git push)}", "cat <(git push)", "git push | cat", "git push |& cat", "git push 2>/dev/null",
		"builtin exec git push", "command -p git push", "command -- git push", "env -- git push", "env -C . git push",
		"sudo -u me -- git push", "timeout -s KILL 5 git push", "timeout --foreground 5 git push", "stdbuf -o L git push",
		"nice -5 git push", "nice --adjustment=5 git push", "watch -x git push", "flock -c 'git push' /tmp/l",
		"script -c 'git push' /dev/null", "bash -s <<< 'git push'", "bash <<'E'\ngit push\nE", "sh /dev/stdin <<< 'git push'",
		"cat <<E | sh\ngit push\nE",
	} {
		assert.True(t, CommandHasPrefix(cmd, "git push"), "not deferred: %q", cmd)
	}
	// Another program is not git: hub push is matched by a rule for hub.
	assert.False(t, CommandHasPrefix("hub push", "git push"))
}

func TestParseDuration(t *testing.T) {
	d, err := ParseDuration("168h")
	require.NoError(t, err)
	assert.Equal(t, 168*time.Hour, d)
	d, err = ParseDuration("2d")
	require.NoError(t, err)
	assert.Equal(t, 48*time.Hour, d)
	for _, bad := range []string{"", "0", "0d", "-2d", "x"} {
		_, err := ParseDuration(bad)
		assert.Error(t, err, bad)
	}
}

func FuzzParseConfig(f *testing.F) {
	for _, seed := range []string{
		``, `null`, `{}`, `{"defer": [{"tool": "Edit"}]}`,
		`{"defer": [{"tool": "Bash", "command_prefix": "git push", "agent_types": ["main"]}], "max_items": 3, "overflow": "defer", "expire_after": "1d"}`,
		`{"defer": [{"tool": "mcp__x__*"}], "batch": [{"tool": "mcp__x__bulk", "items": "a.b", "singular": "mcp__x__one"}]}`,
		`{"defer": [{"tool": "["}]}`, `{"history": {"max_entries": 1e99}}`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := ParseConfig(json.RawMessage(raw))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if c.MaxItems <= 0 || c.ExpireAfter <= 0 || c.HistoryEntries <= 0 || c.HistoryTokens <= 0 {
			t.Fatalf("accepted a non-positive limit: %+v", c)
		}
		for _, r := range c.Defer {
			if r.Tool == "" {
				t.Fatalf("accepted a rule without a tool: %+v", r)
			}
		}
	})
}

func FuzzCommandHasPrefix(f *testing.F) {
	f.Add("git push origin main", "git push")
	f.Add("a && b || c; d | e & f\ng", "d")
	f.Add("X=1 Y=2 ( { git push", "git push")
	f.Fuzz(func(t *testing.T, cmd, prefix string) {
		got := CommandHasPrefix(cmd, prefix)
		if got && len(prefix) > 0 && !CommandHasPrefix(cmd+"; true", prefix) {
			t.Fatal("appending a command removed a match")
		}
	})
}

func TestIsReviewPrompt(t *testing.T) {
	for _, p := range []string{"/plan-compliance:changes", "/plan-compliance:changes confirm 3 1", "  /changes reject 2 1 too risky", "/changes\nconfirm 1 1"} {
		assert.True(t, IsReviewPrompt(p), p)
	}
	for _, p := range []string{"confirm 3 1", "/plan-compliance:changesx", "please run /changes", "/change 1"} {
		assert.False(t, IsReviewPrompt(p), p)
	}
}

func TestMayBeConfirmed(t *testing.T) {
	c := mustConfig(t, `{"defer": [
		{"tool": "Bash", "command_prefix": "git push", "agent_types": ["groomer"]},
		{"tool": "Edit", "agent_types": ["groomer"]},
		{"tool": "mcp__jira__*", "agent_types": ["groomer"]},
		{"tool": "mcp__notes__*"}
	]}`)
	// Bash input: Claude Code's documented {command, description}.
	assert.True(t, c.MayBeConfirmed("Bash", []byte(`{"command":"git push origin main"}`)))
	assert.False(t, c.MayBeConfirmed("Bash", []byte(`{"command":"git status"}`)))
	assert.False(t, c.MayBeConfirmed("Edit", nil), "confirmed edits are applied, never handed back")
	assert.True(t, c.MayBeConfirmed("mcp__jira__set_title", []byte(`{}`)))
	assert.False(t, c.MayBeConfirmed("mcp__notes__add", []byte(`{}`)), "deferred for every agent: the deferral itself finds the confirmation")
	assert.False(t, c.MayBeConfirmed("Read", nil))
}
