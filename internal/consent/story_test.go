package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestContinuesStory: "and" with a past verb goes on with the story told
// before it; an address, a request or a present state does not.
func TestContinuesStory(t *testing.T) {
	tests := []struct {
		ws   []string
		want bool
	}{
		{[]string{"and", "never", "found", "the", "flush"}, true},
		{[]string{"and", "we", "all", "forgot"}, true},
		{[]string{"and", "lost", "a", "day"}, true},
		{[]string{"and", "it", "broke", "billing"}, false},
		{[]string{"and", "add", "the", "retry"}, false},
		{[]string{"and", "wanted", "you", "to", "fix", "the", "header"}, false},
		{[]string{"and", "noticed", "the", "header", "but", "please", "fix", "it"}, false},
		{[]string{"and"}, false},
		{[]string{"then", "found", "it"}, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, continuesStory(tt.ws), "%q", tt.ws)
	}
}

// TestPronounObject: "noticed this months ago" points back at the issue;
// "noticed that the README has …" is a new finding.
func TestPronounObject(t *testing.T) {
	tests := []struct {
		ws   []string
		i    int
		want bool
	}{
		{[]string{"noticed", "this", "months", "ago"}, 1, true},
		{[]string{"spotted", "it"}, 1, true},
		{[]string{"noticed", "it", "last", "week"}, 1, true},
		{[]string{"noticed", "that", "the", "readme", "has", "the", "old", "command"}, 1, false},
		{[]string{"noticed", "it", "breaks", "on", "windows"}, 1, false},
		{[]string{"noticed", "this", "in", "billing", "too"}, 1, false},
		{[]string{"noticed"}, 1, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, pronounObject(tt.ws, tt.i), "%q", tt.ws)
	}
}

// TestStoryRemarks: a story of the past around a plain approval is a
// remark; one that raises a problem or asks for more keeps it from
// confirming.
func TestStoryRemarks(t *testing.T) {
	plan := "Plan:\n1. In `export/csv.go`, in `WriteRows`, call `w.Flush()` after the loop and return `w.Error()`.\n" +
		"2. Add `TestWriteRowsKeepsLastRow` to `export/csv_test.go`.\nOnly those two files. Done when `go test ./export -run TestWriteRows` passes. Shall I go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go for it — I spent all morning on this bug yesterday and never found the flush", Confirmed},
		{"yes please. our designer noticed this months ago and we all forgot", Confirmed},
		{"go ahead. I spotted it yesterday", Confirmed},
		{"go ahead. I noticed that the README has the old command", WaitForConfirmation},
		{"go ahead. I noticed it breaks on windows", WaitForConfirmation},
		{"go ahead. we tried this last year and it broke billing", WaitForConfirmation},
		{"go ahead. I looked at it yesterday and wanted you to also fix the header", WaitForConfirmation},
	})
}

// TestAnswerThenObjections: an answer to the user's question that asks for
// objections keeps the plan before it; one that proposes other work is a
// proposal of its own, and a yes to it confirms nothing of the old plan.
func TestAnswerThenObjections(t *testing.T) {
	plan := "Plan:\n1. `train.py`, `train_one_epoch`: add `torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)` before `optimizer.step()`.\n" +
		"2. Add an assertion `torch.isfinite(loss)` in `train.py`.\nOnly `train.py` changes. Success: `python train.py --epochs 3` ends with a finite loss. Proceed?"
	tests := []struct {
		answer string
		reply  string
		want   Outcome
	}{
		{"Negligibly — it's one scalar check per step. Any objections?", "nope, go for it", Confirmed},
		{"Negligibly — it's one scalar check per step. Any objections?", "yes, one: skip the assertion", WaitForConfirmation},
		{"It might; I'd use a sampled check instead, every 100 steps. Any objections?", "nope, go for it", NotConsent},
		{"Negligibly. I'll also add a flag to turn it off in `config.py`. Any objections?", "nope, go for it", NotConsent},
		{"It could. Alternatively we check only on rank 0. Any objections?", "no, go ahead", NotConsent},
	}
	c := New(DefaultConfig())
	for _, tt := range tests {
		t.Run(tt.answer+" / "+tt.reply, func(t *testing.T) {
			turns := []Turn{
				{Role: User, Text: "training loss goes NaN after a few epochs"},
				{Role: Assistant, Text: plan},
				{Role: User, Text: "will the assertion slow training?"},
				{Role: Assistant, Text: tt.answer},
			}
			got := c.ClassifyConversation(turns, tt.reply).Outcome
			if tt.want == NotConsent {
				assert.NotEqual(t, Confirmed, got)
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestEvidenceAfter: a log the user introduces as what was seen, at the end
// of the reply, is evidence; a diff, a block the user asks to use, or
// words after the block are material added to the plan.
func TestEvidenceAfter(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"go ahead. for reference this is what cloudwatch showed:\n```\nTask timed out after 30.03 seconds\n```", true},
		{"yes please. the error was\n```\nformatDate is defined but never used\n```", true},
		{"go ahead, here's what I saw in the console:\n```\nGET /static/login.css 200\n```\n", true},
		{"go ahead. use this instead:\n```\nfunc f() {}\n```", false},
		{"go ahead, it should look like:\n```\ntimeout: 30\n```", false},
		{"go ahead, the log showed:\n```\n- timeout: 10\n+ timeout: 30\n```", false},
		{"go ahead. the error was\n```\npanic\n```\nand make it retry", false},
		{"go ahead. the error was\n```\npanic\n```\n```\nmore\n```", false},
		{"go ahead", false},
		{"go ahead. please add this:\n```\nlog.Printf(\"x\")\n```", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, evidenceAfter(tt.text), "%q", tt.text)
	}
	plan := "I'll raise `Timeout` in `template.yaml` from 30 to 60 for `ExportFn` and nothing else; done when `sam validate` passes. Proceed?"
	c := New(DefaultConfig())
	assert.Equal(t, Confirmed, c.Classify(tests[0].text, plan, 1).Outcome)
	assert.NotEqual(t, Confirmed, c.Classify(tests[3].text, plan, 1).Outcome)
	assert.NotEqual(t, Confirmed, c.Classify(tests[9].text, plan, 1).Outcome)
}

// TestReadingRemarks: how the user read the plan or the conversation is a
// remark; the same verbs with something of the work are not.
func TestReadingRemarks(t *testing.T) {
	none := func(string) bool { return false }
	plan := func(w string) bool { return w == "header" }
	for _, tt := range []struct {
		name string
		got  bool
		want bool
	}{
		{"read through it twice", reviewedPlan([]string{"ok", "so", "i", "read", "through", "it", "twice"}), true},
		{"i've looked over the plan", reviewedPlan([]string{"i've", "looked", "over", "the", "plan"}), true},
		{"i read the header docs", reviewedPlan([]string{"i", "read", "the", "header", "docs"}), false},
		{"i read it and it breaks", reviewedPlan([]string{"i", "read", "it", "and", "it", "breaks"}), false},
		{"we read it", reviewedPlan([]string{"we", "read", "it"}), false},
		{"didn't know gracefulstop could hang", learned([]string{"i", "didn't", "know", "gracefulstop", "could", "hang"}), true},
		{"never knew that", learned([]string{"i", "never", "knew", "that"}), true},
		{"didn't know you'd touch the api", learned([]string{"i", "didn't", "know", "you'd", "touch", "the", "api"}), false},
		{"know it hangs", learned([]string{"i", "know", "it", "hangs"}), false},
		{"ignore the typo earlier", ignoresSlip([]string{"ignore", "the", "typo", "earlier"}, none), true},
		{"disregard my last message", ignoresSlip([]string{"disregard", "my", "last", "message"}, none), true},
		{"ignore the failing test", ignoresSlip([]string{"ignore", "the", "failing", "test"}, none), false},
		{"ignore it if it fails", ignoresSlip([]string{"ignore", "it", "if", "it", "fails"}, none), false},
		{"ignore the header comment", ignoresSlip([]string{"ignore", "the", "header", "comment"}, plan), false},
		{"makes sense", endorses([]string{"the", "split", "makes", "sense"}), true},
		{"doesn't make sense", endorses([]string{"the", "split", "doesn't", "make", "sense"}), false},
	} {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
	plan2 := "I'll edit `server/shutdown.go`: in `Stop`, call `GracefulStop` with a 10s timer that falls back to `Stop`. Nothing else. Done when `go test ./server` passes. Proceed?"
	c := New(DefaultConfig())
	for _, tt := range []struct {
		reply string
		want  Outcome
	}{
		{"oh nice, I didn't know GracefulStop could hang forever without the fallback. yeah let's go with this", Confirmed},
		{"Ok so I read through it twice. Let's do it.", Confirmed},
		{"yes please. (ignore the typo earlier)", Confirmed},
		// negatives: anything but a confirmation
		{"I didn't know you'd touch Stop too. go ahead but keep Stop as is", NotConsent},
		{"I read through it twice and the timer is wrong. go ahead", NotConsent},
		{"go ahead, ignore the failing lint", NotConsent},
	} {
		t.Run(tt.reply, func(t *testing.T) {
			got := c.Classify(tt.reply, plan2, 1).Outcome
			if tt.want == NotConsent {
				assert.NotEqual(t, Confirmed, got)
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestRejoined: a short reply that spells an approval phrase letter for
// letter with a slipped space is that phrase; anything with another letter,
// or a short phrase, is not.
func TestRejoined(t *testing.T) {
	c := New(DefaultConfig())
	for _, tt := range []struct {
		text string
		ok   bool
	}{
		{"goa head", true},
		{"goahead", true},
		{"go a head!", true},
		{"goa heed", false},
		{"goa head?", false},
		{"do not go ahead", false},
		{"go", false},
		{"no go ahead", false},
		{"this is a much longer reply that says go ahead", false},
	} {
		assert.Equal(t, tt.ok, c.rejoined(tt.text) != "", tt.text)
	}
	plan := "I'll raise `Timeout` in `template.yaml` from 30 to 60 for `ExportFn` and nothing else; done when `sam validate` passes. Proceed?"
	assert.Equal(t, Confirmed, c.Classify("goa head", plan, 1).Outcome)
	assert.NotEqual(t, Confirmed, c.Classify("goa heed", plan, 1).Outcome)
}

// TestPointsEarlier: a reply that points at something said before the plan
// does not approve the plan alone; the plan itself, or "the original plan"
// after an answer, is no earlier thing.
func TestPointsEarlier(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"yes please fix the typo in the README that you mentioned earlier", true},
		{"go with the earlier idea", true},
		{"yes, the previous suggestion", true},
		{"do what we discussed before", true},
		{"yes, proceed with the original plan", false},
		{"go ahead, I looked at it earlier", false},
		{"yes, as you said", false},
		{"go ahead", false},
	} {
		assert.Equal(t, tt.want, pointsEarlier(lang.Clauses(tt.text)), tt.text)
	}
	plan := "Plan: 1. `contracts/Vault.sol`: add `nonReentrant` to `withdraw()`. 2. Foundry test `test/Vault.t.sol::testReentrancyBlocked`. 3. `forge test` passes. Proceed?"
	c := New(DefaultConfig())
	assert.NotEqual(t, Confirmed, c.Classify("yes please fix the typo in the README that you mentioned earlier", plan, 1).Outcome)
	assert.Equal(t, Confirmed, c.Classify("yes, go ahead", plan, 1).Outcome)
}

// TestOptionQuestion: a question that offers a choice inside the plan
// ("to be", "also", "or") is no go-ahead question; one that asks to go
// ahead or judge the plan is.
func TestOptionQuestion(t *testing.T) {
	for _, tt := range []struct {
		q    string
		want bool
	}{
		{"do you want the 30-minute window to be configurable?", true},
		{"should I also add a CLI flag?", true},
		{"JSON or YAML?", true},
		{"Proceed, or should I wait?", false},
		{"Is this ok, or should I split it?", false},
		{"Shall I go ahead?", false},
		{"Want me to do it?", false},
	} {
		var ws []string
		for _, cl := range lang.Clauses(tt.q) {
			ws = append(ws, cl.Words...)
		}
		assert.Equal(t, tt.want, optionQuestion(ws), tt.q)
	}
	turns := []Turn{
		{Role: User, Text: "reset tokens never expire, fix it"},
		{Role: Assistant, Text: "Plan: 1. `services/reset_token.go`: make `Validate()` reject tokens older than 30 minutes. " +
			"2. Table tests in `services/reset_token_test.go`. 3. `go test ./services/...` must pass. " +
			"Before I start: do you want the 30-minute window to be configurable?"},
	}
	c := New(DefaultConfig())
	for _, tt := range []struct {
		reply string
		want  Outcome
	}{
		{"yes", WaitForConfirmation},
		{"yes, make it configurable", WaitForConfirmation},
		{"yes, go ahead", WaitForConfirmation},
		{"no, go ahead", Confirmed},
		{"no, hardcode it", NotConsent},
	} {
		assert.Equal(t, tt.want, c.ClassifyConversation(turns, tt.reply).Outcome, tt.reply)
	}
}

// TestTakesStep: the user doing a step of the plan themselves takes it
// over; checking the result, or a step the plan does not hold, does not.
func TestTakesStep(t *testing.T) {
	inPlan := func(w string) bool { return w == "apply" || w == "migration" || w == "explain" }
	for _, tt := range []struct {
		ws   []string
		want bool
	}{
		{[]string{"but", "i'll", "run", "the", "apply", "myself"}, true},
		{[]string{"we'll", "do", "the", "migration", "ourselves"}, true},
		{[]string{"i'll", "run", "the", "explain", "myself", "to", "double", "check"}, false},
		{[]string{"i'll", "deploy", "it", "myself"}, false},
		{[]string{"i'll", "run", "the", "apply"}, false},
	} {
		assert.Equal(t, tt.want, takesStep(tt.ws, inPlan), "%q", tt.ws)
	}
	plan := "Plan: 1. `infra/storage/main.tf`: add `versioning { enabled = true }` to `aws_s3_bucket.uploads`. 2. No other resources change. 3. `terraform plan` shows 1 to change. Apply this?"
	c := New(DefaultConfig())
	assert.NotEqual(t, Confirmed, c.Classify("write it but I'll run the apply myself", plan, 1).Outcome)
	assert.Equal(t, Confirmed, c.Classify("go ahead, I'll deploy it myself", plan, 1).Outcome)
}

// TestAsksAfterMerits: a short question after the merits of the plan keeps
// it; a question with a subject of its own does not count as one.
func TestAsksAfterMerits(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"any risks?", true},
		{"downsides?", true},
		{"what are the tradeoffs?", true},
		{"any risks with the redis upgrade?", false},
		{"who is on call this week?", false},
		{"ok", false},
	} {
		assert.Equal(t, tt.want, asksAfterMerits(lang.Clauses(tt.text)), tt.text)
	}
}

// TestDidYouMean: a yes to "did you mean …?" answers what the user meant;
// only words that carry the plan out approve it.
func TestDidYouMean(t *testing.T) {
	turns := []Turn{
		{Role: User, Text: "the sitemap is broken"},
		{Role: Assistant, Text: "Plan: 1. `scripts/build_sitemap.py`: skip pages with `noindex`. 2. Write `public/sitemap.xml` with absolute URLs. " +
			"3. Validate with `xmllint --noout public/sitemap.xml`. Did you mean the XML sitemap, not the HTML one in `pages/sitemap.vue`?"},
	}
	c := New(DefaultConfig())
	assert.NotEqual(t, Confirmed, c.ClassifyConversation(turns, "yes, the XML one").Outcome)
	assert.NotEqual(t, Confirmed, c.ClassifyConversation(turns, "yes").Outcome)
	assert.Equal(t, Confirmed, c.ClassifyConversation(turns, "yes, the XML one. go ahead").Outcome)
}

// TestAsksForHelp: "help me <verb>" asks for the work of the verb; help
// with no work named, or a question about the plan, does not.
func TestAsksForHelp(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"first can you help me write the release notes for 3.4", true},
		{"help us to update the changelog", true},
		{"can you help me", false},
		{"can you help me understand step 2", false},
	} {
		got := false
		for _, cl := range lang.Clauses(tt.text) {
			got = got || asksFor(cl.Words)
		}
		assert.Equal(t, tt.want, got, tt.text)
	}
}

// TestNoObjectionAllGood: "nah all good" says there is nothing against
// the plan; "no good" and a bare "sounds good" are no such answer.
func TestNoObjectionAllGood(t *testing.T) {
	for _, tt := range []struct {
		ws   []string
		want bool
	}{
		{[]string{"nah", "all", "good"}, true},
		{[]string{"nope", "looks", "fine"}, true},
		{[]string{"no", "objections"}, true},
		{[]string{"no", "good"}, false},
		{[]string{"sounds", "good"}, false},
		{[]string{"nope", "bad"}, false},
	} {
		assert.Equal(t, tt.want, noObjection(tt.ws), "%q", tt.ws)
	}
}
