package consent

import "testing"

// The table cases of the sixth remarks round: each border is a property
// of the clause beside an approval, with new wording on both sides. None
// of these replies is taken from a corpus.

// TestRemarkLabelledOffTopic: news the user labels as for your
// information or unrelated ("fyi the printer is jammed again", "unrelated,
// but my laptop is dying") and that names nothing of the code is small
// talk beside the approval. The same label on a fact about the code, or
// on an instruction, does not make it small talk.
func TestRemarkLabelledOffTopic(t *testing.T) {
	plan := "I'll add a `--dry-run` flag to `cmd/prune.go` that lists the snapshots `prune` would delete without " +
		"deleting them, and a test in `cmd/prune_test.go`. Check: `go test ./cmd/...` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. fyi the team lunch moved to thursday", Confirmed},
		{"yes please. unrelated, but the coffee machine on floor 3 is broken again, so I'll be slow to answer", Confirmed},
		{"sounds good, proceed. also fyi I'm out on friday", Confirmed},
		{"do it. also, it's raining like crazy here today", Confirmed},
		{"go ahead. fyi the retro is at 4 today, not 3", Confirmed},
		{"yes please. unrelated, but my train is late again, so if I'm slow to answer that's why", Confirmed},
		{"do it. also it's the first sunny day this month ☀️", Confirmed},
		{"go ahead. fyi prune runs at 4 today, not 3", WaitForConfirmation},
		{"go ahead. if I'm not around, skip the test and that's why", WaitForConfirmation},
		{"go ahead. fyi the prune tests are flaky on macos", WaitForConfirmation},
		{"yes please. unrelated, but please also bump the go version in go.mod", WaitForConfirmation},
		{"go ahead. also fyi the flag should be called --plan, not --dry-run", WaitForConfirmation},
		{"do it. also, add a short note to the README", WaitForConfirmation},
	})
}

// TestRemarkDoubtAccepted: a doubt the user voices about whether the plan
// will work ("not sure the cache will hold up", "hopefully the driver
// copes with it", "I'm a little nervous about the lock") and then accepts
// ("but try it", "but the batches should keep it short", "I've never
// tried it there") asks for nothing. A doubt followed by an instruction
// or a requirement asks for that.
func TestRemarkDoubtAccepted(t *testing.T) {
	plan := "I'll add an index on `orders(customer_id)` with migration `0042_orders_customer_idx.sql`, created " +
		"concurrently. Check: `make migrate-test` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. not sure the build will finish in time, but try it", Confirmed},
		{"yes do it. hopefully the replica copes with it, I've never done this on postgres 12", Confirmed},
		{"Proceed. I'm a little nervous about the lock, but try it", Confirmed},
		{"go ahead. not sure the index will help, but let's try it on staging first", WaitForConfirmation},
		{"not sure about the name, but try it with idx_orders_customer instead", WaitForConfirmation},
		{"go for it. fingers crossed the replica keeps up", Confirmed},
		{"go for it. fingers crossed the replica keeps up, otherwise roll it back", WaitForConfirmation},
		{"go for it, we've never tried this on the big cluster", Confirmed},
		{"go for it, we've never tried this on the big cluster, so do that first", WaitForConfirmation},
		{"yes do it. hopefully it also speeds up the invoices query, please check that", WaitForConfirmation},
		{"yes do it. hopefully the replica copes, but run it at night", WaitForConfirmation},
		{"Proceed. I'm a little nervous about the lock, so add a lock_timeout.", WaitForConfirmation},
	})
}

// TestRemarkPraiseOfTheWhole: praise of the proposal as a whole ("tidy
// solution", "a really elegant fix") beside an approval asks for nothing.
// A comparison ("a simpler approach"), a request or a "but" is not praise.
func TestRemarkPraiseOfTheWhole(t *testing.T) {
	plan := "I'll move the retry loop in `sync/upload.go` into a `withRetry` helper and use it from both upload " +
		"paths; `go test ./sync/...` must pass. OK to go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"tidy solution, go ahead", Confirmed},
		{"a really elegant fix. ship it", Confirmed},
		{"great, solid plan. do it", Confirmed},
		{"yes please, very thoughtful breakdown", Confirmed},
		{"a simpler approach would be nicer. go ahead", WaitForConfirmation},
		{"go ahead, but a cleaner solution would use a channel", WaitForConfirmation},
		{"cleaner fix please: one helper per path. go ahead", WaitForConfirmation},
		{"go ahead, solid plan, but keep the old loop in the download path too", WaitForConfirmation},
		{"it'd be cleaner with a struct. go ahead", WaitForConfirmation},
		{"it'd be over in a minute anyway. go ahead", Confirmed},
	})
}

// TestRemarkYearAsValue: a year placed in time by a preposition ("back in
// 2019", "since 2021") tells of the past; the same number after a setting's
// name with no preposition ("seed 2024", "port 2023") is a value the user
// asks for, a change.
func TestRemarkYearAsValue(t *testing.T) {
	plan := "For the fit:\n1. Move the bootstrap in `stats/boot.R` to `boot::boot`.\n2. Set `set.seed(42)` at the " +
		"top so runs repeat.\n3. Run `Rscript stats/boot.R` and compare `out/ci.csv` with the report.\nOK?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes but seed 2024", WaitForConfirmation},
		{"yes but seed 2024, that's what the paper used", WaitForConfirmation},
		{"sure, with seed 2019 though", WaitForConfirmation},
		{"go ahead. we hit the same thing back in 2019", Confirmed},
		{"yes. the report has used boot since 2021", Confirmed},
	})
}
