#!/usr/bin/env bash
# make demo: a five-minute tour of the four capabilities. Real Claude Code
# 2.1.330 payloads (testdata/fixtures, examples/) are piped through
# `plan-compliance hook` as Claude Code would, in one session of a
# throwaway project with its own state, and the answers printed. It ends by
# writing the session's report.html and naming it. Everything is written
# under $DEMO_DIR (default: a new temporary directory), which is kept so the
# report can be opened.
set -euo pipefail
bin=$(cd "$(dirname "${1:-build/plan-compliance}")" && pwd)/$(basename "${1:-build/plan-compliance}")
cd "$(dirname "$0")/.."
root=$PWD
fixtures=$root/testdata/fixtures/claude-code-2.1.330
out=${DEMO_DIR:-$(mktemp -d)}
proj=$out/proj
mkdir -p "$proj/.claude" "$out/home" "$out/state"

# The project: one Go file, a tests gate that fails until tests/fixed
# exists, and Write calls deferred to a change set.
printf 'package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n' >"$proj/parse.go"
printf 'package parse\n\nconst maxEntries = 100\n' >"$proj/config.go"
cat >"$proj/.claude/gates.json" <<'EOF'
{
  "gates": {
    "tests": { "command": "if [ -f fixed ]; then echo 'ok  parse 0.01s'; else echo '--- FAIL: TestHandleEntry_Empty'; echo '    parse_test.go:7: want error'; echo FAIL; exit 1; fi" }
  },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "tests"] } },
  "changes": { "defer": [{ "tool": "Write" }] }
}
EOF
# The conversation so far: the plan Claude proposed (first 24 lines of the
# real transcript), then the user's "go ahead" (27 lines).
head -n 24 "$fixtures/transcripts/main-plan-consent-edit-agent.jsonl" >"$out/plan.jsonl"
head -n 27 "$fixtures/transcripts/main-plan-consent-edit-agent.jsonl" >"$out/agreed.jsonl"

export HOME=$out/home CLAUDE_PLUGIN_DATA=$out/state CLAUDE_PROJECT_DIR=$proj
unset CLAUDE_PLUGIN_ROOT XDG_STATE_HOME PLAN_COMPLIANCE_LOG
cd "$proj"

# payload FILE [TRANSCRIPT] [sed expressions...]: the fixture pointed at
# this project and transcript.
payload() {
	local file=$1 transcript=${2:-$out/agreed.jsonl}
	shift 2 || shift $#
	sed -e "s#/home/dev/.claude/projects/-home-dev-proj/cd95362c-b203-4171-b668-1095ffe1589a.jsonl#$transcript#" \
		-e "s#/home/dev/proj#$proj#g" "$@" "$file"
}
# step TITLE: a heading; hook: answer stdin and print the answer.
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
hook() {
	local answer
	answer=$("$bin" hook)
	if [ -z "$answer" ]; then
		echo "   → (no output, exit 0: the event proceeds)"
	else
		printf '%s\n' "$answer" | sed 's/^/   → /'
	fi
}
run() { printf '   $ %s\n' "$*"; "$@" 2>&1 | sed 's/^/     /'; }

echo "plan-compliance demo: project $proj, state $out/state"

printf '\n\033[1m1. Plan compliance: every subagent ends with a STATUS report\033[0m\n'
step "a subagent ends without a STATUS report → sent back with the block to add"
payload "$root/examples/subagent-stop-no-status.json" "" -e 's/a9983db2066ddfe90/agent-nostatus/' \
	-e 's/2e36836d-60ed-4bb0-9338-7c311e2ad690/cd95362c-b203-4171-b668-1095ffe1589a/' | hook
step "a subagent reports STATUS: OK → the gate chain runs; 'tests' fails → sent back to fix it"
payload "$root/examples/subagent-stop-ok.json" | hook
step "it fixes the code and reports again → 'tests' passes, the agent may stop"
touch fixed
payload "$root/examples/subagent-stop-ok.json" "" -e 's/"stop_hook_active": false/"stop_hook_active": true/' | hook
step "the Agent tool returns to Claude → you are shown the gate that failed, once"
payload "$fixtures/hooks/15-post-tool-use-agent.json" | hook
step "another subagent reports STATUS: BLOCKED → not sent back: escalated to Claude and to you"
payload "$root/examples/subagent-stop-blocked.json" "" -e 's/a9983db2066ddfe90/agent-blocked/' | hook
payload "$fixtures/hooks/15-post-tool-use-agent.json" "" -e 's/a9983db2066ddfe90/agent-blocked/' | hook

printf '\n\033[1m2. Consent after a plan: is your reply a yes to the plan just proposed?\033[0m\n'
step "you answer \"go ahead\" to the plan → Claude is told it has consent to exactly that plan"
payload "$fixtures/hooks/05-user-prompt-submit-consent.json" "$out/plan.jsonl" | hook

printf '\n\033[1m3. Confirmation with diffs: edits you asked for go ahead, others ask first\033[0m\n'
step "Claude edits parse.go, which you asked it to fix → allowed, reported after"
payload "$fixtures/hooks/08-pre-tool-use-edit.json" | hook
step "Claude edits config.go, which nobody asked for → you are asked, with the diff"
payload "$fixtures/hooks/08-pre-tool-use-edit.json" "" -e 's#parse.go#config.go#' \
	-e 's#"old_string": .*,#"old_string": "100",#' -e 's#"new_string": .*,#"new_string": "1000",#' | hook

printf '\n\033[1m4. Change sets: deferred calls wait for your review, item by item\033[0m\n'
step "Claude writes parse_test.go (Write is deferred) → queued, not run"
payload "$fixtures/hooks/10-pre-tool-use-write.json" | hook
step "Claude's turn ends → you are told what it suggests"
payload "$fixtures/hooks/16-stop.json" | hook
step "you list, look and confirm"
run "$bin" changes list
run "$bin" changes confirm 1 1
run ls parse_test.go

printf '\n\033[1m5. What happened: the decision log and the report\033[0m\n'
run "$bin" log --last
run "$bin" report --last -o "$out/report.html"
printf '\nOpen %s in a browser, or run: CLAUDE_PLUGIN_DATA=%s %s report --last --open\n' "$out/report.html" "$out/state" "$bin"
