package consent

import "testing"

// The table cases of the third remarks round: each border is a property of
// the clause beside an approval, with new wording on both sides. None of
// these replies is taken from a corpus.

// TestRemarkConcedingBut: "but" right before a plain approval concedes in
// the plan's favour ("my cat will be sad but go ahead"); it leaves nothing
// unsaid. A "but" after the approval, or before anything else, still does.
func TestRemarkConcedingBut(t *testing.T) {
	plan := "I'll remove the legacy `--turbo` flag from `cli/flags.go` and its handler in `cli/run.go`, and update " +
		"`docs/cli.md`. Check: `go test ./cli/...`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"ok, the old-timers will grumble but go ahead", Confirmed},
		{"sad to see it go but do it", Confirmed},
		{"it hurts a little, but yes, proceed", Confirmed},
		{"yes, but", WaitForConfirmation},
		{"go ahead but", WaitForConfirmation},
		{"go ahead, but keep the handler", WaitForConfirmation},
		{"the old-timers will grumble but go ahead with the docs only", WaitForConfirmation},
	})
}

// TestRemarkCorrectsOwnTime: a remark that corrects its own day or time
// right after it ("the retro moved to friday | not thursday") corrects the
// remark, as one with a number does. After anything that names the plan's
// work, "not …" still restricts.
func TestRemarkCorrectsOwnTime(t *testing.T) {
	plan := "I'll add a `retry` wrapper around `fetchInvoices` in `billing/sync.ts` (3 attempts, exponential " +
		"backoff) and a unit test in `billing/sync.test.ts`. Only those two files change. Check: `npm test billing` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. (the demo got moved to friday, not thursday)", Confirmed},
		{"yes. my dentist appointment is on monday, not tuesday", Confirmed},
		{"sure, do it. the office party is on friday, not thursday", Confirmed},
		{"go ahead. run it on friday, not thursday", WaitForConfirmation},
		{"go ahead, the retry wrapper waits a second, not tomorrow", WaitForConfirmation},
		{"yes, not monday", WaitForConfirmation},
	})
}

// TestRemarkAddressTerm: a word of address closing an approval ("go ahead
// man", "do it mate") names who is spoken to, nothing of the work.
func TestRemarkAddressTerm(t *testing.T) {
	plan := "I'll bump `tokio` from 1.37 to 1.38 in `Cargo.toml` (one line, nothing else changes) and check that " +
		"`cargo test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yeah go ahead man", Confirmed},
		{"yep do it mate", Confirmed},
		{"ok go ahead buddy", Confirmed},
		{"go for it bro", Confirmed},
		{"go ahead man, but pin it to 1.38.0", WaitForConfirmation},
		{"go ahead man, then bump serde too", WaitForConfirmation},
		{"ship it guys", Confirmed},
		{"go ahead with the team", WaitForConfirmation},
		{"go ahead man pages too", WaitForConfirmation},
		{"go ahead buddy, and the lockfile too", WaitForConfirmation},
	})
}

// TestRemarkOwnSoOwn: the user's statement about themselves, then "so" and
// what follows for the user ("I'm on a train so might drop off", "I'm on
// call tonight so I'll watch the graphs"): the subject of the second part
// is the first part's, and neither asks anything of the work. A "so"
// followed by an instruction, a wish for the work or a condition on it
// still waits.
func TestRemarkOwnSoOwn(t *testing.T) {
	plan := "I'll change the nightly `cleanup` job in `ops/cron.yaml` to keep 14 days of snapshots instead of 7, " +
		"and the matching line of `docs/runbook.md`. Only those two files change. Check: `make lint-cron` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. I'm on a train so might drop off", Confirmed},
		{"yes, I'm in a workshop all day so may be slow to answer", Confirmed},
		{"do it. I'm on call tonight so I'll watch the graphs", Confirmed},
		{"go ahead. I'm at the dentist so will be offline for an hour", Confirmed},
		{"go ahead. I'm on call tonight so keep it to 10 days", WaitForConfirmation},
		{"go ahead. I'm on a train so please do it in one commit", WaitForConfirmation},
		{"go ahead. I'm on call tonight so it should keep 30 days", WaitForConfirmation},
		{"go ahead. I'm low on disk so might want 7 days after all", WaitForConfirmation},
	})
}
