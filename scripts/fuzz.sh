#!/usr/bin/env bash
# Runs every fuzz target in the module for a fixed time each.
set -euo pipefail
time=${1:-20s}
cd "$(dirname "$0")/.."
grep -rl --include='*_test.go' '^func Fuzz' internal | xargs -n1 dirname | sort -u | while read -r dir; do
	for target in $(grep -h '^func Fuzz' "$dir"/*_test.go | sed 's/func \(Fuzz[A-Za-z0-9_]*\).*/\1/'); do
		echo "== $dir $target ($time)"
		go test -run '^$' -fuzz "^${target}\$" -fuzztime "$time" "./$dir"
	done
done
