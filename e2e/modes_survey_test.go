//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestSurveyAskInMode is exploratory (run with PLAN_COMPLIANCE_SURVEY_MODE
// set): an edit of a file nobody mentioned, in one permission mode, and
// what the terminal shows; with PLAN_COMPLIANCE_SURVEY_PRINT also in -p.
func TestSurveyAskInMode(t *testing.T) {
	mode := os.Getenv("PLAN_COMPLIANCE_SURVEY_MODE")
	if mode == "" {
		t.Skip("survey only")
	}
	h := newHarness(t)
	h.extraEnv = []string{"IS_SANDBOX=1"}
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	scriptEdit(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")
	if os.Getenv("PLAN_COMPLIANCE_SURVEY_PRINT") != "" {
		r := h.ClaudeRaw(confirmPrompt, "--permission-mode", mode)
		t.Logf("-p mode %s: exit %d, config.go now:\n%s\nstderr: %s", mode, r.ExitCode, h.readFile("config.go"), clipText(r.Stderr, 500))
		for _, req := range h.Requests() {
			t.Logf("request %s tail: %s", req.Rule, clipText(req.Tail, 700))
		}
	} else {
		s := h.startTmux(confirmPrompt, mode)
		var screen string
		for i := 0; i < 60; i++ {
			time.Sleep(500 * time.Millisecond)
			screen = s.Screen()
			if strings.Contains(screen, "Do you want") || strings.Contains(screen, "Done.") {
				break
			}
		}
		time.Sleep(2 * time.Second)
		t.Logf("mode %s: config.go now:\n%s\nscreen:\n%s", mode, h.readFile("config.go"), s.Screen())
	}
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" {
			t.Logf("PreToolUse input: %s\nout: %s", clipText(c.Input, 600), c.Stdout)
		}
	}
}
