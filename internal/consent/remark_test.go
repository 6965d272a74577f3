package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRemarksAnywhere: a statement that asks for nothing (no change verb
// as an instruction, no problem, no wish, no negation of a part of the
// plan) is a remark wherever it stands around a plain approval; one that
// raises a problem or asks for more keeps the reply from confirming. The
// examples are new, beyond the corpus lines.
func TestRemarksAnywhere(t *testing.T) {
	plan := "I'll add an index on `orders.customer_id` in `migrations/0042_orders_customer_idx.sql` " +
		"and nothing else; I'll check with `make migrate-test` that the slow query uses it. OK to proceed?"
	classifyReplies(t, plan, []outcomeCase{
		// remarks before the approval
		{"We had the same index on the old cluster years ago. Go ahead.", Confirmed},
		{"It wasn't obvious to me at first, but it is now. Go ahead.", Confirmed},
		{"Honestly that's what I would have suggested myself. Proceed.", Confirmed},
		{"I'm relieved. Go ahead.", Confirmed},
		// remarks after it, the subject left out
		{"go ahead. will check the dashboards tomorrow", Confirmed},
		{"ship it. i was there the first time it happened", Confirmed},
		// statements that ask for something or raise a problem stay
		{"The reports will break though. Go ahead.", WaitForConfirmation},
		{"Go ahead. But use a partial index on active orders.", WaitForConfirmation},
		{"It wasn't fast enough last time, so add the created_at column too. Go ahead.", WaitForConfirmation},
	})
}

// TestRemarkByDefault: beside a plain approval, a clause is a change only
// when it has a property of one (it directs work, states a requirement,
// restricts, adds, names an alternative, sets a condition or a time, or
// raises a defect in the plan). A name, a sign-off, a fragment of feeling,
// someone else's wish about other things, or news told with an adverb
// between subject and verb are remarks; a fact that says a name of the
// plan's is no longer as the plan takes it is a change. The examples are
// new, beyond the corpus lines.
func TestRemarkByDefault(t *testing.T) {
	plan := "I'll edit `scripts/rotate.sh`: add `set -euo pipefail` and make the `aws s3 cp` step exit non-zero " +
		"with a message on stderr when it fails. Only that file. Check: `bash scripts/rotate.sh --dry-run` exits 1 " +
		"when `AWS_PROFILE` is unset. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		// remarks: no property of a change
		{"go ahead. regards, K.", Confirmed},
		{"yes please. thanks, J.", Confirmed},
		{"go ahead. gradle strikes again", Confirmed},
		{"go ahead. I'll watch so I can see how you wire the retry", Confirmed},
		// a bare noun phrase may name how the work is to be done: doubt
		{"go ahead. structured logging", WaitForConfirmation},
		{"go ahead. two PRs", WaitForConfirmation},
		{"do it. my landlord wants a bigger deposit", Confirmed},
		{"proceed. the new espresso machine finally arrived on our floor", Confirmed},
		{"go ahead. I'm a little anxious about Friday's demo", Confirmed},
		// changes: a property of one
		{"go ahead. the dry-run flag is ignored by the wrapper", WaitForConfirmation},
		{"go ahead. AWS_PROFILE isn't used, we read credentials from the instance role", WaitForConfirmation},
		{"yes. the script is scripts/rotate_keys.sh now", WaitForConfirmation},
		// someone else's wish with a time stays doubt ("my landlord wants the
		// rent earlier this month"): a time is a property of a change
		{"do it. my landlord wants the rent earlier this month", WaitForConfirmation},
		{"go ahead. we need it to retry twice first", WaitForConfirmation},
		{"go ahead. lol typed errors", WaitForConfirmation},
	})
}

// TestRemarkLabelsAndNames: a clause that only announces another subject
// ("separately", "different topic") says nothing of the plan;
// what follows it is weighed on its own. A last line of a dash and a name
// ("— Tomasz") signs the reply. A label before a request, or a dash
// before words that are not a name, stays doubt. The examples are new,
// beyond the corpus lines.
func TestRemarkLabelsAndNames(t *testing.T) {
	plan := "I'll change `cache/ttl.go` so entries expire after 10 minutes instead of an hour, and add " +
		"`TestTTLExpiry` in `cache/ttl_test.go`. Nothing else. Run `go test ./cache`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes do it. separate thing — the office moved to the fourth floor", Confirmed},
		{"Proceed. Separately: my new monitor arrived today.", Confirmed},
		{"ok go ahead. different topic, the offsite got cancelled", Confirmed},
		{"Go ahead.\n\n— Tomasz", Confirmed},
		{"Sounds good, proceed.\n-- Ana K.", Confirmed},
		// a label before a request, or a dash before what is not a name
		{"go ahead. separately, also make the TTL configurable", WaitForConfirmation},
		// "heads up" warns of news that may bear on the work: doubt
		{"go ahead. heads up, ttl.go moved to the store package last week", WaitForConfirmation},
		{"Proceed. Separately: bump the hour in the docs too.", WaitForConfirmation},
		{"Go ahead.\n\n— also the README", WaitForConfirmation},
		{"Go ahead.\n-- Keep the old TTL for admins", WaitForConfirmation},
		{"Go ahead.\n— Not the test", WaitForConfirmation},
	})
}

// TestRemarkOwnChance: "might", "may" or "could" after "I" tells what may
// happen to the user ("I might drop off"), a remark; the same modal before
// a wish, a change verb or a judgement of the work is a change. The
// examples are new, beyond the corpus lines.
func TestRemarkOwnChance(t *testing.T) {
	plan := "I'll change `cache/ttl.go` so entries expire after 10 minutes instead of an hour, and add " +
		"`TestTTLExpiry` in `cache/ttl_test.go`. Nothing else. Run `go test ./cache`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. I'm on the train so I might disappear for a bit", Confirmed},
		{"yes do it. I may be slow to answer today", Confirmed},
		{"proceed. I could be late to the review", Confirmed},
		{"go ahead. my cat is on the keyboard so I might log off", Confirmed},
		{"go ahead. I might drop the old entries", WaitForConfirmation},
		// a wish, a change or a judgement of the work
		{"go ahead. I might want 5 minutes instead", WaitForConfirmation},
		{"go ahead. I could live with 5 minutes too", WaitForConfirmation},
		{"proceed. I might be happier with 5 minutes", WaitForConfirmation},
		{"go ahead. I might also add a metric", WaitForConfirmation},
	})
}

// TestRemarkHabit: "keep(s)" with a verb in -ing tells what someone other
// than the agent does again and again ("the designers keep asking"): a
// remark when the subject is not the plan's; "keep" without a subject
// restricts, and a subject of the plan's ("the tests keep failing") may
// name a defect. The examples are new, beyond the corpus lines.
func TestRemarkHabit(t *testing.T) {
	plan := "I'll change `cache/ttl.go` so entries expire after 10 minutes instead of an hour, and add " +
		"`TestTTLExpiry` in `cache/ttl_test.go`. Nothing else. Run `go test ./cache`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes please, the support folks keep asking about it every week", Confirmed},
		{"go ahead. the designers keep pinging me about it", Confirmed},
		{"go ahead, they keep complaining in the channel", Confirmed},
		// a restriction, or a subject of the plan's
		{"go ahead, keep the hour for admins", WaitForConfirmation},
		{"go ahead. the entries keep expiring too early", WaitForConfirmation},
		{"go ahead. we keep using the hour in the docs", WaitForConfirmation},
	})
}

// TestRemarkJustNow: "just" before a verb in the past, regular or not,
// says when ("I just got back from lunch"), not "only"; "just" before
// what the plan keeps or leaves stays a restriction. The examples are
// new, beyond the corpus lines.
func TestRemarkJustNow(t *testing.T) {
	plan := "I'll change `cache/ttl.go` so entries expire after 10 minutes instead of an hour, and add " +
		"`TestTTLExpiry` in `cache/ttl_test.go`. Nothing else. Run `go test ./cache`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"I just got back from the dentist. go ahead", Confirmed},
		{"proceed, I just came out of a planning meeting", Confirmed},
		// "only"
		{"go ahead. just the test file", WaitForConfirmation},
		{"go ahead, just kept the hour for admins", WaitForConfirmation},
	})
}

// TestRemarkConcededConcern: after the approval, a worry the user settles
// in the next clause ("…, but it's the right call") asks for nothing; a
// worry that restricts or directs, or a concession that keeps something
// as it is, still counts. The examples are new, beyond the corpus lines.
func TestRemarkConcededConcern(t *testing.T) {
	plan := "I'll change `cache/ttl.go` so entries expire after 10 minutes instead of an hour, and add " +
		"`TestTTLExpiry` in `cache/ttl_test.go`. Nothing else. Run `go test ./cache`. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. ten minutes feels aggressive to me, but it's the right number", Confirmed},
		{"yes. cache changes always scare me a bit, but this one looks fine", Confirmed},
		// a worry that asks, or no concession
		{"go ahead. use five minutes for admins, but it's fine otherwise", WaitForConfirmation},
		{"go ahead. not the test file, but the rest is fine", WaitForConfirmation},
		{"go ahead. ten minutes feels aggressive to me", WaitForConfirmation},
	})
}

// TestRemarkSettledWorry: a worry the user feels (fear with the user as
// the one who feels it), told in the past or set right before a plain
// approval, is settled by that approval; a worry that asks for something,
// is still held, or stands after the approval keeps the reply waiting.
// The examples are new, beyond the corpus lines.
func TestRemarkSettledWorry(t *testing.T) {
	plan := "I'll edit `scripts/rotate.sh`: add `set -euo pipefail` and make the `aws s3 cp` step exit non-zero " +
		"with a message on stderr when it fails. Only that file. Check: `bash scripts/rotate.sh --dry-run` exits 1 " +
		"when `AWS_PROFILE` is unset. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"that upload step scares me every time I look at it. Go ahead.", Confirmed},
		{"Bash error handling makes me nervous. Yes, do it.", Confirmed},
		{"I was afraid it would rewrite the whole script. Go ahead.", Confirmed},
		{"honestly I was nervous you'd change the bucket names. Proceed.", Confirmed},
		{"I was worried it would touch the cron file too, but it doesn't. yes, proceed", Confirmed},
		// a worry that asks, is still held, or follows the approval
		{"that upload step scares me, add a retry. Go ahead.", WaitForConfirmation},
		{"I was worried it would break the cron job and I still am. Go ahead.", WaitForConfirmation},
		{"the upload step scares me, keep the old exit code. Go ahead.", WaitForConfirmation},
	})
}

// TestRemarkApprovalOfAll: "with all three", "with all of them", "with all
// the steps" after an approval take in the whole plan; "with the first
// two" or "with step one" approve a part. The examples are new.
func TestRemarkApprovalOfAll(t *testing.T) {
	plan := "Three steps: 1. add `set -euo pipefail` to `scripts/rotate.sh`; 2. make the `aws s3 cp` step exit " +
		"non-zero on failure; 3. print a message on stderr. Only that file. Check: `bash scripts/rotate.sh --dry-run` " +
		"exits 1 when `AWS_PROFILE` is unset. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"Go ahead with all three. I'll watch the logs tomorrow.", Confirmed},
		{"proceed with all three steps. I've got a meeting now", Confirmed},
		{"yes, go ahead with all the steps. my laptop is dying lol", Confirmed},
		{"go ahead with the first two. I'll watch the logs tomorrow.", WaitForConfirmation},
		{"proceed with step one. my laptop is dying lol", WaitForConfirmation},
	})
}

// TestRemarkAsides: a one-word reaction ("weird", "funny"), an expectation
// of how it will go ("that should be fine"), and a value a remark corrects
// in passing ("the demo is at 3, not 4") ask nothing of the work; "should
// be" with a value, or "not" before a part of the plan, ask for a change.
// The examples are new.
func TestRemarkAsides(t *testing.T) {
	plan := "I'll edit `scripts/rotate.sh`: add `set -euo pipefail` and make the `aws s3 cp` step exit non-zero " +
		"with a message on stderr when it fails. Only that file. Check: `bash scripts/rotate.sh --dry-run` exits 1 " +
		"when `AWS_PROFILE` is unset. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. weird, I thought we had that already", Confirmed},
		{"Interesting. Yes, proceed.", Confirmed},
		{"yes, do it. that should be fine", Confirmed},
		{"proceed, it should be okay on staging too", WaitForConfirmation},
		{"go ahead. the exit code should be 2", WaitForConfirmation},
		{"go ahead. the retro is at 3 tomorrow, not 4", Confirmed},
		{"do it (my flight lands at 18:40, not 17:00)", Confirmed},
		{"go ahead. the exit code is fine, not the message", WaitForConfirmation},
		{"go ahead, but not the stderr message", WaitForConfirmation},
	})
}

// TestRemarkExpectationsAndIntents: what the user expects the change to
// bring ("that alone should save us a lot", "it should help"), how soon
// they want it ("the sooner the better"), that something is no surprise,
// and an intention the user has long had ("I've been meaning to clean
// this up") ask nothing of the work; "should" before a value or a change,
// "the smaller the better", an intention with "too" or "instead" do. The
// examples are new.
func TestRemarkExpectationsAndIntents(t *testing.T) {
	plan := "I'll edit `scripts/rotate.sh`: add `set -euo pipefail` and make the `aws s3 cp` step exit non-zero " +
		"with a message on stderr when it fails. Only that file. Check: `bash scripts/rotate.sh --dry-run` exits 1 " +
		"when `AWS_PROFILE` is unset. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. that alone should save us a lot of pages at night", Confirmed},
		{"yes please, it should help the on-call folks", Confirmed},
		{"Do it. The sooner the better, honestly.", Confirmed},
		{"go ahead, the earlier the better", Confirmed},
		{"It's been flaky since March, so no surprise. Go ahead.", Confirmed},
		{"proceed. no wonder the night job kept dying", Confirmed},
		{"go ahead. I've been meaning to clean this up for ages.", Confirmed},
		{"Yes. we've been wanting to fix this since the outage", Confirmed},
		// asks something of the work
		{"go ahead. it should retry three times first", WaitForConfirmation},
		{"go ahead. the message should say which bucket failed", WaitForConfirmation},
		{"go ahead, the smaller the diff the better", WaitForConfirmation},
		{"go ahead. I've been meaning to drop the old flag too", WaitForConfirmation},
		{"go ahead. we've been wanting to use s5cmd instead", WaitForConfirmation},
		{"go ahead. no surprise if you also add a retry", WaitForConfirmation},
	})
}

// TestRemarkAsideOnThePlan: "btw", "fyi" and "just so you know" mark news
// as beside the point, but news that a thing the plan names has changed
// ("we dropped corepack", "pnpm is installed globally now") bears on the
// plan whatever the label; news of other things stays a remark. The
// examples are new.
func TestRemarkAsideOnThePlan(t *testing.T) {
	plan := "I'd update `README.md`, section \"Installation\": replace `npm install` with `pnpm install`, add the " +
		"`corepack enable` line, and remove the old `yarn` note. I'll check it with `npx markdownlint README.md`. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead, btw we removed corepack from the images last sprint", WaitForConfirmation},
		{"yes. fyi markdownlint is replaced by a pre-commit hook now", WaitForConfirmation},
		{"sounds good, just so you know we dropped yarn entirely", WaitForConfirmation},
		{"go ahead, btw we removed the old coffee machine from the kitchen", Confirmed},
		{"yes. fyi the standup is at 10 now", Confirmed},
		{"go ahead, btw I moved desks last week", Confirmed},
		{"go ahead. btw we upgraded to v22.4 last week", Confirmed},
	})
}

// outcomeCase is a reply and the outcome it must have against a test's plan.
type outcomeCase struct {
	reply string
	want  Outcome
}

// classifyReplies classifies each case's reply against plan, right after
// it, one subtest each.
func classifyReplies(t *testing.T, plan string, cases []outcomeCase) {
	t.Helper()
	c := New(DefaultConfig())
	for _, tt := range cases {
		t.Run(tt.reply, func(t *testing.T) {
			assert.Equal(t, tt.want, c.Classify(tt.reply, plan, 1).Outcome)
		})
	}
}
