package shell

import (
	"strings"
	"testing"
)

// BenchmarkRead2KB reads a 2 KB command line of builds, tests, pipes, a
// subshell, sh -c and a sed -i: the work the hook adds to a Bash call.
func BenchmarkRead2KB(b *testing.B) {
	var cmd strings.Builder
	for cmd.Len() < 1900 {
		cmd.WriteString(`cd "$(git rev-parse --show-toplevel)" && go vet ./internal/... 2>&1 | grep -v '^#' | head -n 20; `)
		cmd.WriteString(`(cd internal && go test -run 'TestRead|TestWrites' -count=1 ./shell/...) || echo "failed: $?" >&2; `)
		cmd.WriteString(`sh -c 'ls -la docs | sort -k5 -n | tail -3' && git --no-pager log --oneline -n 5 -- README.md; `)
	}
	cmd.WriteString(`sed -i 's/teh/the/' notes.md`)
	src := cmd.String()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Read(src, "/p"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadTools reads a line of reading commands of programs the
// writer table knows (go, npm, cargo, make, prettier, black, git, python):
// each costs a table lookup and its read-only options, nothing more.
func BenchmarkReadTools(b *testing.B) {
	src := `go test ./... && npm test -- --watchAll=false && cargo fmt --all -- --check && make test && ` +
		`npx prettier --check . && black --check . && git status --short && python3 scripts/report.py | tail -5`
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		r, err := Read(src, "/p")
		if err != nil || len(r.Writes) != 0 {
			b.Fatal(err, r.Writes)
		}
	}
}
