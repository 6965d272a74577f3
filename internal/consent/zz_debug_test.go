package consent

import (
	"os"
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

func TestZZDebug(t *testing.T) {
	r := os.Getenv("ZZ")
	if r == "" {
		t.Skip()
	}
	plan := "Plan:\n1. In `export/csv.go`, in `WriteRows`, call `w.Flush()` after the loop and return `w.Error()`.\n2. Add `TestWriteRowsKeepsLastRow` to `export/csv_test.go`.\nOnly those two files. Done when `go test ./export -run TestWriteRows` passes. Shall I go ahead?"
	c := New(DefaultConfig())
	rel := func(w string) bool { return hasPart(plan, w) }
	for _, s := range strings.Split(r, "|") {
		cls := lang.Clauses(s)
		for _, cl := range splitRemark(c, cls) {
			ws := cl.Words
			t.Logf("%q q=%v remark=%v defers=%v same=%v harm=%v linked=%v directs=%v states=%v decl=%v story=%v problem=%v more=%v", ws, cl.Question, remark(c, ws, rel, rel),
				defers(ws), sameElsewhere(ws), foretellsHarm(ws), linkedDirective(ws), directs(ws), statesOwn(ws), declarative(ws), narratesPast(ws), raisesProblem(ws), impliesMore(ws))
		}
		got := c.Classify(s, plan, 1)
		t.Logf("=> %s %s %s", got.Outcome, got.Signal, got.Modification)
	}
}
