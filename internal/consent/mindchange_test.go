package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRefusalTakenBack: a refusal retracted by a word of correction
// ("actually", "on second thought", "scratch that", "changed my mind")
// and followed by a plain approval is consent; a correction towards no, an
// approval after the correction that changes the plan, hesitation with no
// retraction ("wait... ok, go ahead"), and a retraction with no refusal
// before it are read as before. New replies, none from a corpus.
func TestRefusalTakenBack(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll switch `internal/cache/store.go` from `sync.Map` to a mutex-guarded map, add `TestStoreConcurrent` in `store_test.go`, and run `go test -race ./internal/cache`. OK?"
	for reply, want := range map[string]Outcome{
		"nope — hang on, actually yes, proceed":           Confirmed,
		"nah. on second thought, ship it":                 Confirmed,
		"no... scratch that, go for it":                   Confirmed,
		"don't — I take that back, go ahead":              Confirmed,
		"yes do it — actually no, leave it":               NotConsent,
		"no, actually go ahead but skip the race run":     WaitForConfirmation,
		"no. actually, wait for the release branch first": NotConsent,
		"wait... ok, go ahead":                            WaitForConfirmation,
		"no, hold off":                                    NotConsent,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}

// TestSettingOption: "option" after a code span, a flag or a word of
// settings is a program's option, not a choice; a plan of steps that adds
// one offers no alternatives, so "all of it" approves it whole.
func TestSettingOption(t *testing.T) {
	for text, want := range map[string]bool{
		"add an explicit `--encoding` option":   false,
		"wire the --dry-run option into main":   false,
		"expose it as a cli option":             false,
		"option a is faster":                    true,
		"the other option is to drop the cache": true,
		"which option do you prefer":            true,
	} {
		assert.Equal(t, want, choiceOption(text), text)
	}
	c := New(DefaultConfig())
	steps := "Plan:\n1. Read `LOG_FORMAT` in `cmd/app/main.go`.\n2. Add a `--log-format` option to the CLI.\n3. Run `go test ./cmd/app`.\nOK?"
	assert.Equal(t, Confirmed, c.Classify("ok, go ahead with all of it", steps, 1).Outcome)
	choices := "Two options:\n1. Read `LOG_FORMAT` in `cmd/app/main.go`.\n2. Add a `--log-format` flag in `cmd/app/flags.go`.\nWhich do you prefer?"
	assert.Equal(t, WaitForConfirmation, c.Classify("go ahead with all of it", choices, 1).Outcome)
}
