package confirm

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestFromTo: "from A to B" states a change of value only within one
// clause, a few words apart.
func TestFromTo(t *testing.T) {
	for text, want := range map[string]bool{
		"bump the timeout from 10 to 30":                              true,
		"change it from the old 10s to 30s":                           true,
		"drop the DB ping from `/healthz` and move it to `/readyz`":   false,
		"drop the DB ping from `/healthz`. OK to proceed?":            false,
		"the refill from `time.Now()`, clamped to `capacity`":         false,
		"read the limit from the file that the loader writes to disk": false,
	} {
		assert.Equal(t, want, fromTo(lang.Normalize(text)), text)
	}
}

// TestApprovedImperativePlan: a yes to a plan or proposal written as
// orders ("In server/health.go, drop the DB ping from /healthz. OK to
// proceed?") asks for the change it names; not when the proposal keeps
// the target's file as it is ("limiter.go itself is fine").
func TestApprovedImperativePlan(t *testing.T) {
	f := "func healthz(w http.ResponseWriter, r *http.Request) {\n\tif err := db.Ping(); err != nil {\n\t\thttp.Error(w, \"db\", 503)\n\t\treturn\n\t}\n\tw.WriteHeader(200)\n}\n"
	health := fileTarget("server/health.go", f, replace(f, "\tif err := db.Ping(); err != nil {\n\t\thttp.Error(w, \"db\", 503)\n\t\treturn\n\t}\n", ""))
	for _, tt := range []struct {
		proposal string
		want     Level
	}{
		{"In `server/health.go`, drop the DB ping from `/healthz`. OK to proceed?", Explicit},
		{"Next: drop the DB ping from `/healthz` in `server/health.go` and move it to `/readyz`. OK to proceed?", Explicit},
		{"The fix belongs in `server/ready.go`: drop the DB ping from `/readyz`. `server/health.go` itself is fine. OK to proceed?", NeedsConfirmation},
		{"The fix: drop the DB ping from `/readyz` in `server/ready.go`; server/health.go stays as it is. Go ahead?", NeedsConfirmation},
	} {
		t.Run(tt.proposal, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u("the healthcheck endpoint is slow"), {Role: Assistant, Text: tt.proposal}, u("yes")}, Target: health})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
