package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestKeepsStep: an approval that asks to be reached before a step, or
// says the user runs one of the plan's steps, keeps it back; a remark
// about other work, or a "you don't need to ask me", does not. New
// replies, none from a corpus.
func TestKeepsStep(t *testing.T) {
	plan := "I'll add the `created_at` index in `db/migrate/0042_idx.sql`, then run `make migrate` and `go test ./store/...`. Shall I?"
	for reply, keeps := range map[string]bool{
		"go ahead, but message me before you migrate":             true,
		"go ahead if the index is new, otherwise ask me":          true,
		"do it unless it's slow; otherwise, show me the plan":     true,
		"go ahead, otherwise I'd have asked":                      false,
		"sure, do it — tell us first, before the migration runs":  true,
		"go ahead but check with me before running anything":      true,
		"write the file, I'll run the migrate myself":             true,
		"go, we'll run make migrate ourselves tonight":            true,
		"go ahead, you don't need to ask me before each step":     false,
		"go ahead, no need to ping me before you run it":          false,
		"yes. I'll write the release notes myself later":          false,
		"yes do it, I'll run the retro myself on friday":          false,
		"go ahead and tell me how it went":                        false,
		"do it. I'll deploy the frontend myself, that's separate": false,
	} {
		assert.Equal(t, keeps, keepsStep(lang.Clauses(reply), plan), reply)
	}
}

// TestRestatesBoundary: "no <word>" for what the plan itself keeps out,
// beside an approval, refuses nothing; a "no" for anything else, or
// without an approval, is not this. New phrasings.
func TestRestatesBoundary(t *testing.T) {
	plan := "I'll build the image with `docker build -t api:dev .` and run `make smoke` before any push. OK?"
	for reply, want := range map[string]bool{
		"yes, go — no push":             true,
		"build only. go ahead, no push": true,
		"no push":                       false,
		"go ahead, no smoke":            false,
		"yes but don't push, no push":   false,
	} {
		assert.Equal(t, want, restatesBoundary(reply, plan), reply)
	}
}
