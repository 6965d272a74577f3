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

// TestSpecificChangeAndNamedCheck: "make" with an object and a checkable
// state is a specific change, with a vague quality ("faster") it is not;
// "point X to Y" is one; "check it with …" names a check. New plans, none
// from a corpus.
func TestSpecificChangeAndNamedCheck(t *testing.T) {
	for plan, change := range map[string]bool{
		"I'll make the header in `Header.vue` transparent over the hero image.": true,
		"I'd make `parse_date()` timezone-aware.":                               true,
		"I'll point the `upstream` in `nginx.conf` at port 8081.":               true,
		"I can make the `report` command faster.":                               false,
		"I'll make `utils.py` cleaner and more robust.":                         false,
		"I'll make sure `make test` still passes.":                              false,
		"I'll fix the off-by-one in `range_end()` in `calendar.py`.":            true,
		"I'll fix the race in `Cache.Get`.":                                     true,
		"I'll fix the bug in `utils.py`.":                                       false,
		"I'll fix the bug and add `TestEmptyInput` to `parse_test.go`.":         true,
	} {
		assert.Equal(t, change, Concreteness(plan).Change, plan)
	}
	for plan, success := range map[string]bool{
		"I'll tune `OrderAdmin` in `shop/admin.py` and check it with the debug toolbar.": true,
		"I'll verify the layout using the storybook story.":                              true,
		"I'll tune `OrderAdmin` in `shop/admin.py` with the select_related hint.":        false,
	} {
		assert.Equal(t, success, Concreteness(plan).Success, plan)
	}
}

// TestRenameEndsAreNoScope: two files bound a change's scope, but a file
// named right after another and "to"/"into" is where the first one goes
// (a rename or a move): one change with two ends. Two files listed, or a
// file after a word between, still bound it. New plans, none from a corpus.
func TestRenameEndsAreNoScope(t *testing.T) {
	for plan, scope := range map[string]bool{
		"I could rename `lib/strings.go` to `lib/text.go` if you want.":                         false,
		"Perhaps move the parser from `cmd/parse.go` into `internal/parse/parse.go`?":           false,
		"I'll convert `config.ini` to `config.toml`.":                                           false,
		"I'll fix the import in `api/users.py` and `api/orders.py`.":                            true,
		"I'll rename `lib/strings.go` to `lib/text.go` and update `main.go` to use it.":         true,
		"I'll add the same guard to `cmd/serve.go` that `cmd/run.go` already has.":              true,
		"I'll copy the `retry` block from `ci/build.yml` to the deploy job in `ci/deploy.yml`.": true,
	} {
		assert.Equal(t, scope, Concreteness(plan).Scope, plan)
	}
}

// TestInsteadIsAChange: a named thing put in place of another ("should
// use `sync.Map` instead of …") is a specific change whatever its verb;
// "instead" with nothing named is not. New plans, none from a corpus.
func TestInsteadIsAChange(t *testing.T) {
	for plan, change := range map[string]bool{
		"I think `RateLimiter` should rely on `x/time/rate` instead of the hand-written bucket.": true,
		"Perhaps `config.load` could read TOML instead of INI?":                                  true,
		"We could do it differently instead.":                                                    false,
		"I'd rather take another approach instead, if that's ok.":                                false,
	} {
		assert.Equal(t, change, Concreteness(plan).Change, plan)
	}
}

// TestConcreteHistoryVerbs: a plan that rewrites a repository's history
// names a specific change when its verb ("squash", "rebase", "revert")
// acts on a named object; the same verb with nothing named is no change.
func TestConcreteHistoryVerbs(t *testing.T) {
	for _, tt := range []struct {
		plan   string
		change bool
	}{
		{"1. Squash the 4 fixup commits on `feat/login` into one.", true},
		{"I'll revert commit `a1b2c3d` that broke the build.", true},
		{"Rebase `topic/cache` onto main and resolve the conflict in `cache.go`.", true},
		{"I'll squash things.", false},
		{"I'll tidy the branch up.", false},
	} {
		assert.Equal(t, tt.change, Concreteness(tt.plan).Change, tt.plan)
	}
}
