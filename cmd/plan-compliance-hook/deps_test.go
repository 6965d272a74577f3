package main

import (
	"os/exec"
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
		for _, f := range forbidden {
			assert.False(t, dep == f || strings.HasPrefix(dep, f+"/"), "plan-compliance-hook depends on %s (forbidden: %s); find the import that brings it in with: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./cmd/plan-compliance-hook", dep, f)
		}
	}
}
