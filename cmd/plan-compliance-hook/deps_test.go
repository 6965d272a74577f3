package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The hook program starts on every tool call and pays at start-up for
// every package it links: the command line's packages must stay out,
// including html/template (the report), which links text/template.
func TestHookProgramStaysLean(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	deps := strings.Fields(string(out))
	for _, banned := range []string{"github.com/spf13/cobra", "github.com/spf13/pflag", "net", "text/template", "html/template", "regexp",
		"github.com/plan-compliance/plan-compliance/internal/cli", "github.com/plan-compliance/plan-compliance/internal/report"} {
		require.NotContains(t, deps, banned, "plan-compliance-hook links %s", banned)
	}
	require.Contains(t, deps, "github.com/plan-compliance/plan-compliance/internal/dispatch", "the list is the hook program's")
}
