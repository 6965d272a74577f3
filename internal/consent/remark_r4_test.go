package consent

import "testing"

// The table cases of the fourth remarks round: each border is a property
// of the clause beside an approval, with new wording on both sides. None
// of these replies is taken from a corpus.

// TestRemarkAfterUnrelatedLabel: once the user marks what follows as
// unrelated to the plan ("unrelated, but", "totally off-topic:"), a
// statement that follows is news of something else, even when it tells of
// a problem; an instruction, a request or a refusal after the label still
// asks something of the work.
func TestRemarkAfterUnrelatedLabel(t *testing.T) {
	plan := "I'll add a `retry` wrapper around `fetchInvoices` in `billing/sync.ts` (3 attempts, exponential " +
		"backoff) and a unit test in `billing/sync.test.ts`. Only those two files change. Check: `npm test billing` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. unrelated, but the coffee machine on the third floor is broken again", Confirmed},
		{"yes do it. totally off-topic: the office wifi died again, someone unplugged the router", Confirmed},
		{"yes, go ahead. also unrelated but the nightly backup failed again, somebody rotated a key", Confirmed},
		{"go ahead. unrelated, but please also bump the node version", WaitForConfirmation},
		{"go ahead. unrelated, but don't touch the backup script", WaitForConfirmation},
		{"go ahead. unrelated, but add a changelog entry", WaitForConfirmation},
		{"go ahead. the coffee machine is broken, keep the test small", WaitForConfirmation},
	})
}

// TestRemarkHeadsUp: "heads up" announces news as "fyi" does; what the
// news is still decides.
func TestRemarkHeadsUp(t *testing.T) {
	plan := "I'll change the nightly `cleanup` job in `ops/cron.yaml` to keep 14 days of snapshots instead of 7, " +
		"and the matching line of `docs/runbook.md`. Only those two files change. Check: `make lint-cron` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yep. also heads up, I'm out thursday", Confirmed},
		{"go ahead. heads up: I'm travelling tomorrow", Confirmed},
		{"go ahead. heads up, keep the old line as a comment", WaitForConfirmation},
		{"go ahead. heads up, it should be 30 days not 14", WaitForConfirmation},
	})
}

// TestRemarkEchoQuestion: a question without a question word or a verb
// that only echoes a number the plan states ("12 files?", "40 retries?"),
// answered by the user's own approval after it, is a reaction to the plan's
// finding, not a question left for the agent. A number the plan does not
// state, a question word, an alternative or an approval before the echo
// still asks.
func TestRemarkEchoQuestion(t *testing.T) {
	plan := "I'll migrate the 12 files under `src/legacy/` from `moment` to `date-fns` (40 call sites in all) and " +
		"run `npm test`. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"12 files? huh. ok go ahead", Confirmed},
		{"40 call sites? yikes. fine, do it", Confirmed},
		{"40 call sites? ok go", Confirmed},
		{"15 files? ok go ahead", WaitForConfirmation},
		{"why 12 files? ok go ahead", WaitForConfirmation},
		{"12 files or 13? go ahead", WaitForConfirmation},
		{"go ahead. 12 files?", WaitForConfirmation},
		{"are there really 12 files? go ahead", WaitForConfirmation},
	})
}

// TestRemarkConditionalPromise: a condition on the outcome followed by
// what the user will then do for themselves or the agent ("if it builds in
// under a minute I'll buy you lunch") is a joke or a promise, nothing asked
// of the work; a consequence that asks for work, or that wants something,
// is a condition on the plan.
func TestRemarkConditionalPromise(t *testing.T) {
	plan := "I'll enable incremental builds in `tsconfig.json` (`incremental: true`) and cache `.tsbuildinfo` in " +
		"`.github/workflows/ci.yml`. Check: the CI job passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"do it. if the build gets under a minute I'll buy you lunch", Confirmed},
		{"go ahead, if CI goes green first try I owe you a beer", Confirmed},
		{"go ahead. if it fails I want you to revert it", WaitForConfirmation},
		{"go ahead. if the build gets under a minute, also cache node_modules", WaitForConfirmation},
		{"go ahead. if it fails I'll need a rollback plan", WaitForConfirmation},
	})
}

// TestRemarkUnrelatedQuestion: after a label that says the rest is not
// about the plan ("unrelated but", "off topic:"), a question about how
// things are ("is the VPN down for you too?", "anyone know a good
// dentist?") asks nothing of the work, even with a "too" that adds a
// person, not a task. A question that asks the agent to do something
// still asks.
func TestRemarkUnrelatedQuestion(t *testing.T) {
	plan := "I'll bump `tokio` from 1.37 to 1.38 in `Cargo.toml` (one line, nothing else changes) and check that " +
		"`cargo test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. unrelated but is the vpn down for you too?", Confirmed},
		{"yes. off topic: anyone know a decent pizza place near the station?", Confirmed},
		{"do it. unrelated, are the standups moved to 10 now?", Confirmed},
		{"go ahead. unrelated but can you bump serde too?", WaitForConfirmation},
		{"go ahead. off topic: could you also update the readme?", WaitForConfirmation},
		{"go ahead. is the lockfile updated too?", WaitForConfirmation},
	})
}

// TestRemarkCountsWholePlan: "the 3 steps" when the plan lists exactly
// three numbered steps names the whole plan, as "all three" does; a count
// that differs from the plan's, or named steps, picks a part.
func TestRemarkCountsWholePlan(t *testing.T) {
	plan := "Plan:\n1. In `api/handlers/user.go`, return 404 instead of 500 when the user is missing.\n" +
		"2. Add `TestGetUserMissing` to `api/handlers/user_test.go`.\n3. Run `go test ./api/...`.\nProceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, proceed with the 3 steps", Confirmed},
		{"ok go ahead with the three steps", Confirmed},
		{"yep, go ahead with the 3 steps please", Confirmed},
		{"yes, proceed with the 2 steps", WaitForConfirmation},
		{"go ahead with the first 2 steps", WaitForConfirmation},
		{"yes, proceed with steps 1 and 2", WaitForConfirmation},
		{"go ahead with the 3 steps and add a benchmark", WaitForConfirmation},
	})
	bulleted := "I'll change three things:\n- `api/handlers/user.go`: 404 when the user is missing\n" +
		"- `api/handlers/user_test.go`: a test for it\nOK?"
	classifyReplies(t, bulleted, []outcomeCase{
		{"yes, proceed with the 3 steps", WaitForConfirmation},
	})
}

// TestRemarkPlanThing: "the X thing" names the plan's X, when X is the
// plan's word; "thing" after a word of the user's own names something else.
func TestRemarkPlanThing(t *testing.T) {
	plan := "I'll enable the `no-floating-promises` rule in `.eslintrc.cjs` and fix the 12 places it flags in " +
		"`src/api/`. Check: `npm run lint` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes go ahead with the floating promises thing", Confirmed},
		{"ok, go ahead with the lint rule stuff", Confirmed},
		{"yes go ahead with the other thing", WaitForConfirmation},
		{"go ahead with the prettier thing", WaitForConfirmation},
	})
}

// TestRemarkStoryOfWork: a story of the past ("last time someone skipped
// that, it was a whole evening") may name work that was done, in the past
// tense: what happened, not what is asked. An instruction beside the story
// still asks.
func TestRemarkStoryOfWork(t *testing.T) {
	plan := "I'll add `nginx -t` before the reload in `deploy/reload.sh` and run it on staging. Only that file " +
		"changes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. last time someone skipped the check it took us a whole evening", Confirmed},
		{"yes please. back in 2022 an intern deleted the config and nobody noticed for a week", Confirmed},
		{"do it, last month somebody removed that line and prod went down", Confirmed},
		{"go ahead. last time someone skipped the check, so run it on prod too", WaitForConfirmation},
		{"go ahead. last week someone removed the retry, add it back", WaitForConfirmation},
		{"go ahead. last time it was skipped, don't skip it", WaitForConfirmation},
	})
}

// TestRemarkCannotGetWorse: "it can't get any worse", "things couldn't be
// any slower": a judgement of how bad things are now, negated only in form.
// A wish that it should not get worse, or a negation that directs, still
// counts.
func TestRemarkCannotGetWorse(t *testing.T) {
	plan := "I'll replace the N+1 queries in `reports/monthly.py` with one `select_related` query and check " +
		"that `pytest tests/reports` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead, it can't get any worse 😂", Confirmed},
		{"yes. honestly it couldn't be any slower", Confirmed},
		{"do it, things can't get any worse at this point", Confirmed},
		{"go ahead, but it shouldn't get any slower", WaitForConfirmation},
		{"go ahead, it can't get any slower on the admin page though", WaitForConfirmation},
		{"go ahead, it can't be any bigger than 100 lines", WaitForConfirmation},
	})
}

// TestRemarkCuriosity: after the approval, "curious how much faster it
// gets", "I wonder what the numbers will look like": the user's interest
// in the outcome, which the work itself answers. Curiosity about what
// should be done, or before any approval, still asks.
func TestRemarkCuriosity(t *testing.T) {
	plan := "I'll enable incremental builds in `tsconfig.json` (`incremental: true`) and cache `.tsbuildinfo` in " +
		"`.github/workflows/ci.yml`. Check: the CI job passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go for it, curious how much time it saves", Confirmed},
		{"yes do it. I wonder what the numbers will look like", Confirmed},
		{"go ahead, really curious how fast CI gets after this", Confirmed},
		{"go ahead, curious whether we should cache node_modules too", WaitForConfirmation},
		{"curious how much time it saves? go ahead", WaitForConfirmation},
		{"go ahead. I wonder if we need a separate cache key", WaitForConfirmation},
	})
}

// TestRemarkLabelAfter: a label that comes after the news ("…, the build
// box is getting rebooted tonight, unrelated") marks it as the opening
// label does; an instruction before it still asks.
func TestRemarkLabelAfter(t *testing.T) {
	plan := "I'll bump `tokio` from 1.37 to 1.38 in `Cargo.toml` (one line, nothing else changes) and check that " +
		"`cargo test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. the build box is getting rebooted tonight, unrelated", Confirmed},
		{"yes. also heads up, the wiki is down for maintenance, off topic", Confirmed},
		{"go ahead. pin serde as well, unrelated", WaitForConfirmation},
		{"go ahead. heads up, the build box is getting rebooted tonight", WaitForConfirmation},
		{"go ahead. the build box is getting rebooted tonight, unrelated. and bump serde", WaitForConfirmation},
	})
}

// TestRemarkKnowledgeQuestion: after a label that announces another
// subject ("separately", "different topic"), a question whether the agent
// knows something ("do you know if the runners have arm64?") asks for an
// answer about something else, not for work. A request after the label,
// or the same question with no label, still asks.
func TestRemarkKnowledgeQuestion(t *testing.T) {
	plan := "I'll bump `tokio` from 1.37 to 1.38 in `Cargo.toml` (one line, nothing else changes) and check that " +
		"`cargo test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. separately — do you know if the CI runners have arm64 images?", Confirmed},
		{"yes. different topic: any idea who owns the staging dns?", Confirmed},
		{"go ahead. separately — can you also bump serde?", WaitForConfirmation},
		{"go ahead. do you know if the CI runners have arm64 images?", WaitForConfirmation},
		{"go ahead. separately, does the lockfile change too?", WaitForConfirmation},
	})
}

// TestRemarkHeadsUpLabelledAfter: "heads up, <news>, unrelated": the
// closing label marks the news and the "heads up" that announced it.
func TestRemarkHeadsUpLabelledAfter(t *testing.T) {
	plan := "I'll bump `tokio` from 1.37 to 1.38 in `Cargo.toml` (one line, nothing else changes) and check that " +
		"`cargo test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. also heads up, the build box is getting rebooted tonight, unrelated", Confirmed},
		{"go ahead. heads up, pin serde to 1.0.200, unrelated", WaitForConfirmation},
		{"go ahead. heads up, the lockfile moved to the workspace root", WaitForConfirmation},
	})
}

// TestRemarkStoryInVersion: "in v0.3" after a verb in the past places the
// story in the past as "in 2019" does. A present statement about a version,
// or an instruction after the story, still asks.
func TestRemarkStoryInVersion(t *testing.T) {
	plan := "I'll add a nil check before `cfg.Timeout` in `client/dial.go` and a test for a nil config in " +
		"`client/dial_test.go`. Check: `go test ./client/...` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"we hit exactly this panic in v2.1, so yes, go ahead", Confirmed},
		{"yes. we had the same crash in 1.4 and it took a week to find", Confirmed},
		{"we had the same crash in 1.4, so yes, but add a regression test for the old path too", WaitForConfirmation},
		{"go ahead. it also panics in v2.1", WaitForConfirmation},
		{"go ahead. it still panics in v2.1", WaitForConfirmation},
	})
}

// TestRemarkOwnWatch: the user's own watching after the work ("I'll see
// if anything retries weird", "we'll check whether the alerts go quiet")
// is their step, whatever it watches for. Watching that defers the
// decision, asks the agent, or doubts what is needed still waits.
func TestRemarkOwnWatch(t *testing.T) {
	plan := "Plan:\n1. `src/queue/retry.go`: cap the backoff at 30 s.\n2. `src/queue/retry_test.go`: a table test.\n" +
		"3. `go test ./src/queue/...` passes.\nGo ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. I'll see if anything breaks overnight", Confirmed},
		{"yes. we'll check whether the alerts go quiet tomorrow", Confirmed},
		{"do it, I'll watch if the queue drains faster", Confirmed},
		{"go ahead. I'll check if we need the cap at all", WaitForConfirmation},
		{"go ahead, I'll check if that's ok with the team", WaitForConfirmation},
		{"go ahead. I'll see if it works with the old client", WaitForConfirmation},
		{"go ahead. I'll see if you can also cap the jitter", WaitForConfirmation},
	})
}
