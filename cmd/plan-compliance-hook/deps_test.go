package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// forbidden are packages the hook program must not link: each costs start-up
// time on every hook event (their init work), and the hook program exists to
// leave them out (see the package doc). A package or any package under it.
var forbidden = []string{
	"github.com/spf13/cobra",
	"github.com/spf13/pflag",
	"net",
	"text/template",
	"html/template",
	"regexp",
	"github.com/plan-compliance/plan-compliance/internal/cli",
	"github.com/plan-compliance/plan-compliance/internal/report",
}

// allowed are the forbidden packages one dependency brings and why it may:
// the shell parser (mvdan.cc/sh/v3/syntax) links its printer, whose
// fileutil package compiles two regular expressions at init (about 0.1 ms,
// docs/performance.md). Keeping a trimmed copy of the parser in this
// repository would avoid it; the project takes the library as it is
// released instead. Any other way in is still refused.
var allowed = map[string]string{
	"regexp":        "mvdan.cc/sh/v3/fileutil",
	"regexp/syntax": "regexp",
}

// TestLeanDependencies keeps plan-compliance-hook lean: a future import
// that pulls in the command line, the network stack, templates or regular
// expressions, the CLI or the HTML report, however indirectly, fails here.
func TestLeanDependencies(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err, "go list -deps: %s", out)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "github.com/plan-compliance/plan-compliance/internal/dispatch", "the list is the hook program's")
	for _, dep := range deps {
		if via, ok := allowed[dep]; ok && importedOnlyBy(t, dep, via) {
			continue
		}
		for _, f := range forbidden {
			assert.False(t, dep == f || strings.HasPrefix(dep, f+"/"), "plan-compliance-hook depends on %s (forbidden: %s); find the import that brings it in with: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./cmd/plan-compliance-hook", dep, f)
		}
	}
}

// importedOnlyBy reports whether, among the hook program's dependencies,
// only via imports pkg directly.
func importedOnlyBy(t *testing.T, pkg, via string) bool {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, ".").Output()
	require.NoError(t, err)
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) > 1 && fields[0] != via && fields[0] != pkg && slices.Contains(fields[1:], pkg) {
			return false
		}
	}
	return true
}

// TestStackGrownFirst: the hook program's main goroutine gets its stack
// from internal/bigstack before the packages whose initialisation needs a
// deep stack run (the shell parser's regular expressions, unicode's
// tables); a growth after them copies their frames too.
// GODEBUG=inittrace=1 prints each package's init in the order they ran.
func TestStackGrownFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin := buildHook(t)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	cmd.Stdin = strings.NewReader("{}")
	var trace strings.Builder
	cmd.Stderr = &trace
	require.NoError(t, cmd.Run())
	order := map[string]int{}
	i := 0
	for line := range strings.Lines(trace.String()) {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order[f[1]] = i
			i++
		}
	}
	const bigstack = "github.com/plan-compliance/plan-compliance/internal/bigstack"
	require.Contains(t, order, bigstack, "the hook program must import internal/bigstack for its init:\n%s", trace.String())
	for _, later := range []string{"unicode", "regexp/syntax", "mvdan.cc/sh/v3/fileutil", "encoding/json", "os"} {
		if at, ok := order[later]; ok {
			assert.Less(t, order[bigstack], at, "internal/bigstack's init ran after %s's", later)
		}
	}
}

// TestNoMaxProcsUpdater: the hook program is built with the runtime's
// periodic GOMAXPROCS update off (main.go's //go:debug line), which would
// start a goroutine, and wake a thread, in every hook process.
func TestNoMaxProcsUpdater(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	out, err := exec.Command("go", "version", "-m", buildHook(t)).CombinedOutput()
	require.NoError(t, err, "go version -m: %s", out)
	assert.Contains(t, string(out), "DefaultGODEBUG=updatemaxprocs=0")
}

// buildHook builds the hook program into a temporary directory.
func buildHook(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "plan-compliance-hook")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}
