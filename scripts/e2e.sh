#!/usr/bin/env bash
# The end-to-end suite (make e2e): installs the pinned Claude Code CLI (see
# install-claude.sh) and the pinned Codex and Qwen Code CLIs (see
# install-clients.sh), builds plan-compliance into a temporary directory, and
# runs the e2e tests against them (e2e/ with claude, e2e/clients with codex
# and qwen). Extra `go test` flags can be passed in
# E2E_FLAGS (for example E2E_FLAGS='-run TestBlocked -v').
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}

claude=$(./scripts/install-claude.sh)
clients=$(./scripts/install-clients.sh)
export PLAN_COMPLIANCE_E2E_CODEX PLAN_COMPLIANCE_E2E_QWEN
PLAN_COMPLIANCE_E2E_CODEX=$(printf '%s\n' "$clients" | sed -n 's/^PLAN_COMPLIANCE_E2E_CODEX=//p')
PLAN_COMPLIANCE_E2E_QWEN=$(printf '%s\n' "$clients" | sed -n 's/^PLAN_COMPLIANCE_E2E_QWEN=//p')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
CGO_ENABLED=0 "$go" build -trimpath -o "$tmp/bin/" ./cmd/plan-compliance ./cmd/plan-compliance-hook

"$go" vet -tags e2e ./e2e/...
# The clients package takes about 4 minutes on an idle 2-core machine and
# over 10 on a loaded one: the timeout leaves room for the second.
# shellcheck disable=SC2086 # E2E_FLAGS is a list of flags
PLAN_COMPLIANCE_E2E_CLAUDE=$claude PLAN_COMPLIANCE_E2E_BIN=$tmp/bin/plan-compliance \
	"$go" test -tags e2e -count=1 -timeout 25m ${E2E_FLAGS:--v} ./e2e/...
