package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCommandInTheChangeIsNoCheck: a command the change is about (a make
// target that runs the tests, a flag to pass) is no success criterion; a
// command run to check the change is. New plans, none from a corpus.
func TestCommandInTheChangeIsNoCheck(t *testing.T) {
	for plan, success := range map[string]bool{
		"I'd add a `lint` target to the `Makefile` that runs `golangci-lint run ./...`.":          false,
		"I'll add a `check` job to `ci.yml` which invokes `go test -race ./...` nightly.":         false,
		"I'll add a `check` job to `ci.yml`. Then `go test -race ./...` should still pass.":       true,
		"I'll enable `pytest-randomly` in `setup.cfg` and run `tests/unit/` with `-p randomly`.":  false,
		"I'll add a `lint` target to the `Makefile`; `make lint` should pass afterwards.":         true,
		"I'll enable `pytest-randomly` in `setup.cfg` and run `pytest tests/unit` to check it.":   true,
		"I'll add `--count=1` to the `test` job in `ci.yml`, then rerun the job to see it green.": true,
	} {
		assert.Equal(t, success, Concreteness(plan).Success, plan)
	}
}
