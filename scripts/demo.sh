#!/usr/bin/env bash
# make demo: pipe each bundled example payload through `plan-compliance hook`
# with only the embedded default config, and print each decision.
set -euo pipefail
bin=${1:-build/plan-compliance}
cd "$(dirname "$0")/.."
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
# A clean environment: no plugin, user or project gates.json, and fresh
# state for each example, so one example's decision does not carry over.
run() {
	data=$(mktemp -d "$state/data.XXXX")
	env -u CLAUDE_PLUGIN_ROOT -u CLAUDE_PROJECT_DIR HOME="$state/home" \
		CLAUDE_PLUGIN_DATA="$data" "$bin" hook <"$1"
}
describe() {
	case $1 in
	subagent-stop-no-status.json) echo "a subagent ends without a STATUS report" ;;
	subagent-stop-ok.json) echo "a subagent ends with STATUS: OK" ;;
	subagent-stop-markdown.json) echo "STATUS: OK written in markdown bold" ;;
	subagent-stop-blocked.json) echo "a subagent ends with STATUS: BLOCKED" ;;
	post-tool-use-agent-ok.json) echo "the dispatcher gets an OK report back" ;;
	post-tool-use-agent-blocked.json) echo "the dispatcher gets a BLOCKED report back" ;;
	*) echo "$1" ;;
	esac
}
for f in subagent-stop-no-status.json subagent-stop-ok.json subagent-stop-markdown.json \
	subagent-stop-blocked.json post-tool-use-agent-ok.json post-tool-use-agent-blocked.json; do
	printf '\n== %s\n   (%s)\n' "$(describe "$f")" "examples/$f"
	out=$(run "examples/$f")
	if [ -z "$out" ]; then
		echo "   → no output, exit 0: the event proceeds"
	else
		printf '%s\n' "$out" | sed 's/^/   → /'
	fi
done
printf '\n== malformed input (not JSON)\n'
printf '{"hook_event_name": "SubagentStop", ' | env HOME="$state/home" CLAUDE_PLUGIN_DATA="$state/data" "$bin" hook | sed 's/^/   → /'
