package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAnswersApart: a refusal word set off by a clause mark answers the
// question and negates nothing after it; one that stands before a word
// negates it.
func TestAnswersApart(t *testing.T) {
	tg := Target{Name: "x", Path: "/p/x"}
	for _, c := range []struct {
		text string
		j    int
		want bool
	}{
		{"no, just the index", 0, true},
		{"nope — only the first", 0, true},
		{"nah; the worker one", 0, true},
		{"no prod", 0, false},
		{"not dev, the prod one", 0, false},
		{"just the index", 0, false},
		{"no", 0, false},
	} {
		r := read(c.text, tg)
		assert.Equal(t, c.want, answersApart(r.norm, r.words, c.j), c.text)
	}
}

// TestRefusalThenOwnRequest: "no, just X" to a proposal refuses the
// proposal and asks for X, in other words, files and pickings: X's edit
// is asked for, the proposal's is not, and a bare refusal asks for
// nothing.
func TestRefusalThenOwnRequest(t *testing.T) {
	const cfg = "server:\n  timeout: 30\n  retries: 2\n"
	const toml = "[pool]\nsize = 5\nidle = 60\n"
	propose := "`config/server.yaml` retries twice. I propose raising `retries` to 5 in config/server.yaml. Should I?"
	both := "Two fixes: (1) raise `size` to 20 in `db/pool.toml`, (2) lower `idle` to 30 in `db/pool.toml`. Shall I do both?"
	for _, c := range []followupCase{
		{"no, just another value", []string{"requests to config/server.yaml's upstream time out", propose, "nope, only bump the timeout to 60"},
			"config/server.yaml", cfg, "timeout: 30", "timeout: 60", Explicit},
		{"no, just another value — the proposal's change", []string{"requests to config/server.yaml's upstream time out", propose, "nope, only bump the timeout to 60"},
			"config/server.yaml", cfg, "retries: 2", "retries: 5", NeedsConfirmation},
		{"a dash", []string{"requests to config/server.yaml's upstream time out", propose, "no — just set timeout to 45"},
			"config/server.yaml", cfg, "timeout: 30", "timeout: 45", Explicit},
		{"a bare refusal", []string{"requests to config/server.yaml's upstream time out", propose, "no, leave it"},
			"config/server.yaml", cfg, "retries: 2", "retries: 5", NeedsConfirmation},
		{"a refusal of every change", []string{"requests to config/server.yaml's upstream time out", propose, "no, don't change anything"},
			"config/server.yaml", cfg, "timeout: 30", "timeout: 60", NeedsConfirmation},
		{"no, just one of two: picked", []string{"the pool in db/pool.toml starves", both, "no, just the idle one"},
			"db/pool.toml", toml, "idle = 60", "idle = 30", Explicit},
		{"no, just one of two: the other", []string{"the pool in db/pool.toml starves", both, "no, just the idle one"},
			"db/pool.toml", toml, "size = 5", "size = 20", NeedsConfirmation},
		{"not the one named: still negates", []string{"the pool in db/pool.toml starves", both, "not the idle one"},
			"db/pool.toml", toml, "idle = 60", "idle = 30", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
