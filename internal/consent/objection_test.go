package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestObjectsWithChange: to "Any objections?", an objection that directs
// what to do raises a change; one that only objects or holds the plan
// back does not. New replies, none from a corpus.
func TestObjectsWithChange(t *testing.T) {
	for reply, change := range map[string]bool{
		"one: the old clients still send v1, so keep the v1 route": true,
		"yes — the header is cached by the CDN, skip that part":    true,
		"actually yes, use the shared logger instead":              true,
		"yes, one: don't do it yet":                                false,
		"yes, the migration worries me":                            false,
		"one: we're mid-freeze, hold off":                          false,
		"yes, I object, keep it as it is":                          false,
		"yes, one: it breaks the IE build, so no":                  false,
		"no objections, go":                                        false,
	} {
		assert.Equal(t, change, objectsWithChange(reply), reply)
	}
}

// TestJudgesThenRedirects: a judgement that the plan is good followed by
// a particular set otherwise is a change; a judgement alone, a negated
// one, or a contrast about something the plan does not hold is not. New
// phrasings.
func TestJudgesThenRedirects(t *testing.T) {
	plan := "I'll set `pool_size` to 20 in `config/db.yml` and run `bin/check-db`. OK?"
	for reply, want := range map[string]bool{
		"Seems reasonable. That said, use 15 for the pool_size rather than 20": true,
		"looks right, but put it in config/db.yml instead of the env file":     true,
		"The approach is sound.":                                                      false,
		"doesn't look right; use a queue instead of a pool":                           false,
		"looks good, though I'd rather than fight it just watch the dashboards today": false,
	} {
		assert.Equal(t, want, judgesThenRedirects(reply, plan), reply)
	}
}

// TestObjectionAskedByVerb: a question for objections asked with the
// verb ("Anything you'd object to?", "Would you object?") is one, like
// "Any objections?": an opening no there answers it. New questions.
func TestObjectionAskedByVerb(t *testing.T) {
	for q, want := range map[string]bool{
		"Plan: bump `x` in `a.go`. Anything you'd object to?": true,
		"Plan: bump `x` in `a.go`. Would you object?":         true,
		"Plan: bump `x` in `a.go`. Any objections?":           true,
		"Plan: bump `x` in `a.go`. Proceed?":                  false,
		"The object cache in `a.go` grows. Shall I cap it?":   false,
	} {
		assert.Equal(t, want, answersObjections(q), q)
	}
}
