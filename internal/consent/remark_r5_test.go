package consent

import "testing"

// The table cases of the fifth remarks round: each border is a property
// of the clause beside an approval, with new wording on both sides. None
// of these replies is taken from a corpus.

// TestRemarkProblemThePlanFixes: a problem told beside an approval is the
// reason for it when it is the plan's own problem, told as already known:
// pointed back at with "that", "those", "this" ("that unchecked expiry is
// a real gap") or told how long it has lasted up to now ("… has been
// broken for months"), and naming what the plan names. A problem of
// something the plan does not name, or one added with "too", "also" or
// "as well", is news the plan may not cover: a change.
func TestRemarkProblemThePlanFixes(t *testing.T) {
	plan := "I'll add the missing expiry check to `verifyToken` in `auth/jwt.go`: a token whose `exp` claim is in " +
		"the past is rejected with 401. I'll add `TestVerifyTokenExpired` to `auth/jwt_test.go`. Check: " +
		"`go test ./auth/...` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes please, that missing expiry check is a genuine security gap", Confirmed},
		{"do it, that token check is plainly broken right now", Confirmed},
		{"go ahead — the token check has been broken for two years", Confirmed},
		{"yes, proceed. expiry checking has been missing for ages", Confirmed},
		{"go ahead, that refresh handler is broken too", WaitForConfirmation},
		{"go ahead. the session cookie has been broken for weeks", WaitForConfirmation},
		{"yes, proceed — that token check is also missing in the middleware", WaitForConfirmation},
		{"yes, proceed. the token check has been broken in the cli for years too", WaitForConfirmation},
		{"go ahead, the logging middleware is broken", WaitForConfirmation},
		{"go ahead. the token check has been broken since the v2 release, the refresh path needs it too", WaitForConfirmation},
	})
}

// TestRemarkSetAsideForOtherWork: a remark the user says belongs to other
// work ("that's a separate ticket", "not this PR", "for another day") is no
// change to this plan, whether the disclaimer follows the remark or
// labels it. An instruction to do the plan's work elsewhere ("do it in a
// separate PR"), or a time alone ("not today", "later"), which may put off
// the plan itself, is not such a disclaimer.
func TestRemarkSetAsideForOtherWork(t *testing.T) {
	plan := "I'll replace the hand-rolled CSV parser in `importer/csv.py` with the `csv` module and add a test for " +
		"quoted commas in `tests/test_csv.py`. Check: `pytest tests/test_csv.py` passes. Shall I proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes. the excel exporter worries me more, but that's not this PR", Confirmed},
		{"go ahead. honestly the json importer needs the same love, but that's a different ticket", Confirmed},
		{"proceed. (for another day: the whole importer package needs type hints)", Confirmed},
		{"sounds good, do it. the logging module is a mess too but that's out of scope here", Confirmed},
		{"go ahead, but do the test in a separate PR", WaitForConfirmation},
		{"go ahead. put the test in another PR", WaitForConfirmation},
		{"yes. actually, let's make that a separate ticket", WaitForConfirmation},
		{"go ahead, but not today", NotConsent},
		{"go ahead. add a retry to the exporter, that's another ticket anyway", WaitForConfirmation},
		{"go ahead. that's a separate ticket?", WaitForConfirmation},
		{"go ahead with the parser. for another day: the test", WaitForConfirmation},
	})
}

// TestRemarkShowMeAfterwards: asking to be shown something once the work
// is done ("paste me the generated SQL after", "show us the query plan
// when you're done") is how the user hears of the outcome, whatever the
// thing shown is called; it changes nothing of the work. Shown to no one
// in particular ("paste the SQL into the docs after"), before a step
// ("show me the SQL before you run it") or with work added, it is a
// change.
func TestRemarkShowMeAfterwards(t *testing.T) {
	plan := "I'll add a migration `0042_backfill_status.sql` that sets `status = 'active'` where it is NULL in " +
		"`accounts`, and run it on staging with `make migrate-staging`. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, do it and paste me the affected row counts after", Confirmed},
		{"go ahead, show us the staging row totals afterwards", Confirmed},
		{"proceed, and paste me the generated statement when you're done", Confirmed},
		{"go ahead and paste the generated statement into the runbook after", WaitForConfirmation},
		{"go ahead, show me the statement before you run it", WaitForConfirmation},
		{"go ahead, paste me the row counts after and also add an index", WaitForConfirmation},
	})
}

// TestRemarkWorrySettledByUser: a worry the user voices and then settles
// themselves with "but" and facts ("… makes me nervous, but it's
// reversible and we've done it before. go ahead") ends in the plan's
// favour: the approval stands. When what follows "but" asks for
// something ("but we should add a timeout", "but not on prod", "but keep
// the old index"), raises a problem of its own, or the worry is a demand
// rather than a worry, the reply asks for a change.
func TestRemarkWorrySettledByUser(t *testing.T) {
	plan := "I'll drop the unused `legacy_sessions` table with migration `0051_drop_legacy_sessions.sql` and remove " +
		"the `LegacySession` model from `app/models/legacy_session.rb`. Check: `bin/rails db:migrate` and the model " +
		"specs pass. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"dropping tables always scares me a little. but nothing has read that one since 2023 and we have backups. go ahead", Confirmed},
		{"go ahead. the drop could lock things for a moment, but it's only a few hundred rows so I'm not concerned", Confirmed},
		{"I was going to push back because support might still query it. but I asked them and they don't. so yes, proceed", Confirmed},
		{"dropping tables always scares me a little. but we should take a backup first. go ahead", WaitForConfirmation},
		{"the drop could lock things for a moment, but not on prod please. go ahead", WaitForConfirmation},
		{"the drop could lock things for a moment, but keep the model file for now. go ahead", WaitForConfirmation},
		{"the table must stay until friday, but it's unused. go ahead", WaitForConfirmation},
		{"I was nervous about the model, but the model file is fine as it is. go ahead", WaitForConfirmation},
		{"the drop could lock things, but the sessions cleanup job is broken too. go ahead", WaitForConfirmation},
	})
}

// TestRemarkHowLongItMayTake: telling how long the work may take ("the
// build might take a while", "codegen will take a minute or two") warns
// of a wait and asks nothing. What it should take ("it should take under
// a minute") is a requirement, and a wait tied to an instruction
// ("it may take a while, so add a timeout") asks for the instruction.
func TestRemarkHowLongItMayTake(t *testing.T) {
	plan := "I'll regenerate the protobuf stubs under `gen/` with `buf generate` and update the two call sites in " +
		"`server/handlers.go` for the renamed field. Check: `go build ./...` and `go test ./server/...` pass. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, proceed. buf might take a while on this machine", Confirmed},
		{"go ahead — generation will take a minute or two, it always does", Confirmed},
		{"do it. the build could take ages the first time", Confirmed},
		{"go ahead. the build should take under a minute", WaitForConfirmation},
		{"go ahead. buf may take a while, so add a timeout", WaitForConfirmation},
		{"go ahead, but it might take a while so run it in the background", WaitForConfirmation},
	})
}

// TestRemarkNoteToSelf: a note the user addresses to themselves ("note to
// self: renew the cert", "reminder for myself to book the room") is not
// addressed to the agent and asks nothing of the work. A reminder for the
// agent ("reminder for you to update the changelog", "remind yourself to
// run the linter") asks for work.
func TestRemarkNoteToSelf(t *testing.T) {
	plan := "I'll bump `serde` to 1.0.200 in `Cargo.toml`, run `cargo update -p serde` and `cargo test`. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes go ahead. also reminder for myself to book the meeting room", Confirmed},
		{"go ahead :) note to self: renew the parking permit", Confirmed},
		{"sure, do it. a reminder to myself to water the plants", Confirmed},
		{"go ahead. also reminder for you to update the changelog", WaitForConfirmation},
		{"go ahead. remind yourself to run clippy too", WaitForConfirmation},
	})
}

// TestRemarkPraisedEffect: a clause that says what the plan makes better
// ("makes review easier", "which makes the module much cleaner") is
// praise: "makes" with its subject left out or a pronoun, and a
// comparative of improvement. An imperative ("make it faster"), a
// condition ("makes it easier if you add a flag") or a worse effect
// ("makes the build slower") is not.
func TestRemarkPraisedEffect(t *testing.T) {
	plan := "I'll split `report/builder.py` into `report/rows.py` and `report/render.py`, moving the functions " +
		"unchanged, and update the imports. Check: `pytest tests/report` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead, thanks for listing the moves, makes reviewing a lot easier", Confirmed},
		{"yes do it, which makes onboarding simpler", Confirmed},
		{"proceed. it makes the diff way more readable", Confirmed},
		{"go ahead, and make it faster", WaitForConfirmation},
		{"go ahead, makes it easier if you add a flag", WaitForConfirmation},
		{"go ahead, makes the build slower though", WaitForConfirmation},
	})
}
