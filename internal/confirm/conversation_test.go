package confirm

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Files the conversation-reading tables edit (new ones, not the corpora's).
const (
	ratesPy   = "def fee(amount):\n    return amount * 0.03\n\n\ndef refund(amount):\n    return amount - 1\n"
	workerCfg = "queue:\n  concurrency: 4\n  retries: 3\n"
)

func ratesEdit(old, new string) Target {
	return fileTarget("billing/rates.py", ratesPy, strings.Replace(ratesPy, old, new, 1))
}

func workerEdit(old, new string) Target {
	return fileTarget("deploy/worker.yaml", workerCfg, strings.Replace(workerCfg, old, new, 1))
}

// TestConversationReading runs each conversation rule end to end through
// Classify, with the consent capability's approval reader as the hook
// uses it.
func TestConversationReading(t *testing.T) {
	approves := consent.New(consent.DefaultConfig()).Approves
	feeUp := ratesEdit("amount * 0.03", "amount * 0.035")
	refundEdit := ratesEdit("amount - 1", "amount - 2")
	concurrency := workerEdit("concurrency: 4", "concurrency: 8")
	retries := workerEdit("retries: 3", "retries: 5")
	plan := "Plan for `deploy/worker.yaml`:\n1. `concurrency: 4` → `concurrency: 8`\n2. Nothing else.\n\nOK to go?"
	for _, tt := range []struct {
		name   string
		conv   []Turn
		target Target
		want   Level
	}{
		// A plan's numbered steps before a go-ahead question are a
		// proposal, and a yes covers exactly the change it shows.
		{"yes to a listed plan", []Turn{u("the worker is slow"), a(plan), u("go for it")}, concurrency, Explicit},
		{"yes to a listed plan, another key", []Turn{u("the worker is slow"), a(plan), u("go for it")}, retries, NeedsConfirmation},
		{"yes to a listed plan, another value", []Turn{u("the worker is slow"), a(plan), u("go for it")}, workerEdit("concurrency: 4", "concurrency: 16"), NeedsConfirmation},
		{"a list of choices is not a plan", []Turn{u("the worker is slow"), a("I could:\n1. raise `concurrency` in `deploy/worker.yaml`\n2. raise `retries`\nWhich one?"), u("go ahead")}, concurrency, NeedsConfirmation},
		{"a proposal that invites without a question mark", []Turn{u("the worker is slow"), a("I'll change `concurrency` in `deploy/worker.yaml` from 4 to 8. Let me know if that works."), u("yes, go ahead")}, concurrency, Explicit},
		{"a proposal without a question, taken up", []Turn{u("the worker is slow"), a("I'd bump `concurrency` to 8 in `deploy/worker.yaml`."), u("yeah do that")}, concurrency, Explicit},
		{"a proposal without a question, taken up in words", []Turn{u("the worker is slow"), a("I'd bump `concurrency` to 8 in `deploy/worker.yaml`. Your call."), u("bump it")}, concurrency, Explicit},
		{"a proposal without a question, another key", []Turn{u("the worker is slow"), a("I'd bump `concurrency` to 8 in `deploy/worker.yaml`."), u("yeah do that")}, retries, NeedsConfirmation},
		{"a proposal without a question, refused", []Turn{u("the worker is slow"), a("I'd bump `concurrency` to 8 in `deploy/worker.yaml`."), u("don't, it's the db")}, concurrency, NeedsConfirmation},
		{"a proposal without a question, put off", []Turn{u("the worker is slow"), a("I'd bump `concurrency` to 8 in `deploy/worker.yaml`."), u("maybe do that next week")}, concurrency, NeedsConfirmation},
		{"the question offers another file's fix", []Turn{u("the worker dies"), a("I'd fix the ack in `worker/retry.go`. Separately I could set `concurrency: 8` in `deploy/worker.yaml`, optional. Shall I do the retry.go fix?"), u("yes do the retry fix")}, concurrency, NeedsConfirmation},
		{"the question offers another file's fix, both taken", []Turn{u("the worker dies"), a("I'd fix the ack in `worker/retry.go`. Separately I could set `concurrency: 8` in `deploy/worker.yaml`, optional. Shall I do the retry.go fix?"), u("do both")}, concurrency, Explicit},
		{"a proposed change to confirm", []Turn{u("the worker is slow"), a("Proposed change to `deploy/worker.yaml`: `concurrency: 4` → `concurrency: 8`. Confirm?"), u("yes")}, concurrency, Explicit},
		{"taken up, but the fix is in another file", []Turn{u("the worker hangs"), a("`queue` in deploy/worker.yaml sets `concurrency: 4`, read by worker/pool.go. The fix I'd make is in worker/pool.go: cap it at 8. OK?"), u("go ahead")}, concurrency, NeedsConfirmation},
		// A yes with a change of its own.
		{"yes but another value", []Turn{u("the worker is slow"), a(plan), u("yes, but make it 6")}, concurrency, NeedsConfirmation},
		{"yes but another value, carried", []Turn{u("the worker is slow"), a(plan), u("yes, but make it 6")}, workerEdit("concurrency: 4", "concurrency: 6"), Explicit},
		{"sarcasm answering a plan", []Turn{u("the worker is slow"), a(plan), u("sure, double it, what could possibly go wrong 🙄")}, concurrency, NeedsConfirmation},
		// A diff for one function covers no change in another.
		{"diff of fee, change of refund", []Turn{u("fees are off"), a("I'd change `fee` in `billing/rates.py`:\n```diff\n-    return amount * 0.03\n+    return amount * 0.035\n```\nOK?"), u("yes")}, ratesEdit("amount - 1", "amount * 0.035 - 1"), NeedsConfirmation},
		{"diff of fee, change of fee", []Turn{u("fees are off"), a("I'd change `fee` in `billing/rates.py`:\n```diff\n-    return amount * 0.03\n+    return amount * 0.035\n```\nOK?"), u("yes")}, feeUp, Explicit},
		// Options: a negation stops at the comma; a file all options share
		// is not what the pick names; "neither" picks none.
		{"not X, Y", []Turn{u("raise the fee"), a("Should I raise it in `billing/rates.py` or `billing/legacy_rates.py`?"), u("not legacy, the first")}, feeUp, Explicit},
		{"shared file, the other option", []Turn{u("bump one of them"), a("Should I bump `fee` or `refund` in `billing/rates.py`?"), u("the first")}, refundEdit, NeedsConfirmation},
		{"neither", []Turn{u("raise the fee"), a("Should I raise it in `billing/rates.py` or `billing/legacy_rates.py`?"), u("neither, leave it")}, feeUp, NeedsConfirmation},
		{"decline the extra, keep the file", []Turn{u("raise the fee in billing/rates.py to 3.5%"), a("Should I also update `docs/pricing.md`?"), u("no, just rates.py")}, feeUp, Explicit},
		// Softened asks are requests; conditions and hedges are not.
		{"if you don't mind", []Turn{u("if you don't mind, raise the fee in billing/rates.py to 3.5%")}, feeUp, Explicit},
		{"if finance agrees", []Turn{u("if finance agrees, raise the fee in billing/rates.py to 3.5%")}, feeUp, NeedsConfirmation},
		// "X should do Y".
		{"should + verb", []Turn{u("fee in billing/rates.py should charge 3.5%, not 3%")}, feeUp, Explicit},
		{"should have + participle", []Turn{u("fee in billing/rates.py should have charged 3.5% last month, weird")}, feeUp, NeedsConfirmation},
		// Other languages.
		{"Spanish imperative", []Turn{u("cambia la comisión en billing/rates.py a 3,5%")}, feeUp, Explicit},
		{"German polite question", []Turn{u("kannst du die Gebühr in billing/rates.py auf 3,5% ändern?")}, feeUp, Explicit},
		{"French negated", []Turn{u("ne modifie pas billing/rates.py, c'est géré par la finance")}, feeUp, NeedsConfirmation},
		{"Japanese request", []Turn{u("billing/rates.py の手数料を 3.5% に修正してください")}, feeUp, Explicit},
		{"Portuguese preposition no", []Turn{u("pode mudar a taxa no billing/rates.py para 3,5%?")}, feeUp, Explicit},
		// Files named in speech.
		{"a typo", []Turn{u("raise the fee in billing/raets.py to 3.5%")}, feeUp, Explicit},
		{"a typo in another directory", []Turn{u("raise the fee in legacy/raets.py to 3.5%")}, feeUp, NeedsConfirmation},
		{"would it be possible", []Turn{u("would it be possible to raise the fee in billing/rates.py to 3.5%?")}, feeUp, Explicit},
		{"needs to be", []Turn{u("the fee in billing/rates.py needs to be 3.5%")}, feeUp, Explicit},
		{"I have to", []Turn{u("I have to change the fee in billing/rates.py myself")}, feeUp, NeedsConfirmation},
		{"a request put up for discussion", []Turn{u("raise the fee in billing/rates.py to 3.5%? or is that a bad idea")}, feeUp, NeedsConfirmation},
		{"a request, thoughts?", []Turn{u("raise the fee in billing/rates.py to 3.5%, thoughts?")}, feeUp, NeedsConfirmation},
		{"Russian imperative", []Turn{u("исправь комиссию в billing/rates.py на 3.5%")}, feeUp, Explicit},
		{"Russian negated", []Turn{u("не меняй billing/rates.py")}, feeUp, NeedsConfirmation},
		{"Polish imperative", []Turn{u("zmień prowizję w billing/rates.py na 3.5%")}, feeUp, Explicit},
		{"Japanese maybe", []Turn{u("billing/rates.py の手数料を 3.5% に直してもいいかも")}, feeUp, NeedsConfirmation},
		{"Chinese question", []Turn{u("billing/rates.py 的费率要不要改成 3.5%？")}, feeUp, NeedsConfirmation},
		// Lettered options.
		{"option B", []Turn{u("make the worker faster"), a("Two ways:\nA) raise `concurrency` in `deploy/worker.yaml` to 8\nB) raise `retries` in `deploy/worker.yaml` to 5\nWhich do you prefer?"), u("B")}, retries, Explicit},
		{"option B, the other edit", []Turn{u("make the worker faster"), a("Two ways:\nA) raise `concurrency` in `deploy/worker.yaml` to 8\nB) raise `retries` in `deploy/worker.yaml` to 5\nWhich do you prefer?"), u("option b")}, concurrency, NeedsConfirmation},
		{"a is an article", []Turn{u("make the worker faster"), a("Two ways:\nA) raise `concurrency` in `deploy/worker.yaml` to 8\nB) raise `retries` in `deploy/worker.yaml` to 5\nWhich do you prefer?"), u("hmm, give me a minute")}, concurrency, NeedsConfirmation},
		// Nicknames.
		{"the release workflow", []Turn{u("the release workflow should use node 20")}, fileTarget(".github/workflows/release.yml", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"), Explicit},
		{"another workflow", []Turn{u("the lint workflow should use node 20")}, fileTarget(".github/workflows/release.yml", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"), NeedsConfirmation},
		{"the compose file", []Turn{u("bump postgres to 16 in the compose file")}, fileTarget("docker-compose.yml", "services:\n  db:\n    image: postgres:15\n", "services:\n  db:\n    image: postgres:16\n"), Explicit},
		// Picks among the fixes offered, in running text or lists.
		{"inline (2) picked", []Turn{u("refunds are off by one"), a("In `billing/rates.py` two ways: (1) make `fee` round up; (2) make `refund` subtract 2 instead of 1. Which do you prefer?"), u("go with 2")}, refundEdit, Explicit},
		{"inline (2) picked, (1)'s edit", []Turn{u("refunds are off by one"), a("In `billing/rates.py` two ways: (1) make `fee` round up; (2) make `refund` subtract 2 instead of 1. Which do you prefer?"), u("go with 2")}, feeUp, NeedsConfirmation},
		{"fix for 2", []Turn{u("billing is broken"), a("Two bugs in billing/rates.py:\n1. `fee` uses 0.03\n2. `refund` keeps a euro\n\nFix for 1: charge 0.035. Fix for 2: keep two. I'd do both."), u("do 1 now, the other can wait")}, feeUp, Explicit},
		{"lettered, b picked", []Turn{u("billing is broken"), a("Options: (a) charge more in `fee`; (b) keep more in `refund`."), u("b for now")}, refundEdit, Explicit},
		{"lettered, b picked, a's edit", []Turn{u("billing is broken"), a("Options: (a) charge more in `fee`; (b) keep more in `refund`."), u("b for now")}, feeUp, NeedsConfirmation},
		{"a pick refused", []Turn{u("billing is broken"), a("Options: (a) charge more in `fee`; (b) keep more in `refund`."), u("no, neither, I'll ask finance")}, refundEdit, NeedsConfirmation},
		// A short yes covers only the change shown.
		{"yes to quoted code, another change", []Turn{u("the worker dies"), a("In `deploy/worker.yaml`, pinning `retries: 3` to `retries: 5` fixes it. Should I?"), u("yes do it")}, concurrency, NeedsConfirmation},
		{"yes to quoted code, that change", []Turn{u("the worker dies"), a("In `deploy/worker.yaml`, pinning `retries: 3` to `retries: 5` fixes it. Should I?"), u("yes do it")}, retries, Explicit},
		// A reply naming one of two files the assistant asked about.
		{"yes, the named one", []Turn{u("fee should charge 3.5%"), a("There are two: billing/rates.py and legacy/billing/rates.py. I assume you mean the legacy one. Correct?"), u("yes, legacy")}, feeUp, NeedsConfirmation},
		{"no, the other one", []Turn{u("fee should charge 3.5%"), a("There are two: billing/rates.py and legacy/billing/rates.py. I assume you mean the legacy one. Correct?"), u("no, not legacy, the main one")}, feeUp, Explicit},
		// Reports and quotes.
		{"a review comment adopted", []Turn{u("> nit: `retries` should be `max_retries` in deploy/worker.yaml\n\nfair, do it")}, workerEdit("retries: 3", "max_retries: 3"), Explicit},
		{"already done", []Turn{u("I already fixed billing/rates.py; what about the invoices?")}, feeUp, NeedsConfirmation},
		{"a quote, then asked for", []Turn{u("finance wrote \"raise the fee in billing/rates.py to 3.5 percent\". approved by the CFO, so go ahead")}, feeUp, Explicit},
		{"a quote, then doubted", []Turn{u("finance wrote \"raise the fee in billing/rates.py to 3.5 percent\". not sure the CFO agrees")}, feeUp, NeedsConfirmation},
		{"pasted log, then a request", []Turn{u("│ Error: fee mismatch 0.03 vs 0.035\n\nraise the fee from rates.py to 3.5%, same as the invoice system")}, feeUp, Explicit},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target, Approves: approves})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

func TestAsksGoAhead(t *testing.T) {
	for msg, want := range map[string]bool{
		"Plan:\n1. a\n2. b\nProceed?":                true,
		"Shall I apply it?":                          true,
		"Any objections?":                            true,
		"Which one should I change?":                 false,
		"Should I change `a.go` or `b.go`?":          false,
		"Do you mean the staging one?":               false,
		"I changed it.":                              false,
		"Where should the new section go? Proceed?":  true,
		"Should I update both files?":                false,
		"Would you prefer a flag or an env var?":     false,
		"Here's the plan:\n- bump\n- test\nLGTM?":    true,
		"Plan:\n1. a\n2. b\nWhat do you think?":      false,
		"Okay to go ahead with the second approach?": true,
	} {
		assert.Equal(t, want, asksGoAhead(msg), msg)
	}
}

func TestProposalShows(t *testing.T) {
	fee := ratesEdit("amount * 0.03", "amount * 0.035")
	for _, tt := range []struct {
		proposal string
		want     bool
	}{
		{"I'll raise the fee in `billing/rates.py`. OK?", true},                            // told in words: taken as is
		{"In `billing/rates.py`: `0.03` → `0.035`. OK?", true},                             // shown, and it matches
		{"In `billing/rates.py`: `0.03` → `0.04`. OK?", false},                             // shown, another value
		{"I'll change `fee` from 0.03 to 0.035, nothing else. OK?", true},                  // from … to
		{"I'll change `refund` from `amount - 1` to `amount - 2`. OK?", false},             // another declaration
		{"```diff\n-    return amount * 0.03\n+    return amount * 0.035\n```\nOK?", true}, // a diff
	} {
		assert.Equal(t, tt.want, proposalShows(tt.proposal, fee), tt.proposal)
	}
}

func TestModifiesApproval(t *testing.T) {
	fee := ratesEdit("amount * 0.03", "amount * 0.035")
	for reply, want := range map[string]bool{
		"yes":                               false,
		"yes, but make it 0.04":             true,
		"ok but use `0.04` instead":         true,
		"yes but 035 is right, go":          false, // the change carries it
		"go ahead, but run the tests after": false,
		"do it, 3 times if you must":        false, // a number, no contrast
	} {
		assert.Equal(t, want, modifiesApproval(reply, fee), reply)
	}
}

func TestOptionsOfOneKind(t *testing.T) {
	assert.Equal(t, []string{"config/a.yaml", "config/b.yaml"}, optionsOfOneKind([]string{"timeout: 5s", "config/a.yaml", "config/b.yaml"}))
	assert.Equal(t, []string{"fee", "refund"}, optionsOfOneKind([]string{"fee", "refund"}))
	assert.Equal(t, []string{"a.go", "fee"}, optionsOfOneKind([]string{"a.go", "fee"}), "one file is no kind")
}

func TestWithoutSharedPlace(t *testing.T) {
	opts := []string{"Should I bump `fee`", "`refund` in `billing/rates.py`?"}
	assert.NotContains(t, withoutSharedPlace(opts[1], opts), "rates.py")
	assert.Contains(t, withoutSharedPlace(strings.Join(opts, "\n"), opts), "rates.py", "both picked: the file is theirs")
	same := []string{"A) raise `concurrency` in `deploy/worker.yaml`", "B) raise `retries` in `deploy/worker.yaml`"}
	assert.NotContains(t, withoutSharedPlace(same[1], same), "worker.yaml", "every option is in that file")
	files := []string{"`a/x.yaml`", "`b/x.yaml`"}
	assert.Equal(t, files[1], withoutSharedPlace(files[1], files), "the files are the options")
}

func TestPoliteCondition(t *testing.T) {
	for c, want := range map[string]bool{
		"if you don't mind":              true,
		"if it's not too much trouble,":  true,
		"if that's okay":                 true,
		"if the tests pass":              false,
		"if you get a chance":            false,
		"if you don't mind the downtime": false,
	} {
		assert.Equal(t, want, politeCondition(c), c)
	}
}

func TestShouldDo(t *testing.T) {
	for text, want := range map[string]bool{
		"fee should charge more":      true,
		"fee should filter zeros":     true,
		"fee should have charged":     false,
		"fee should have a floor":     true,
		"fee should probably":         false,
		"fee should be 0.035":         true,
		"fee should have been higher": false,
		// any verb in the slot after the modal is the wanted behaviour,
		// past an adverb that keeps it wanted; not a thought, a hedge or
		// what it does already
		"fee should waive students":         true,
		"fee should also waive students":    true,
		"fee should quietly waive students": true,
		"fee should understand the rules":   false,
		"fee should maybe waive them":       false,
		"fee should already waive them":     false,
		"fee should the rules":              false,
		"fee should reflect that":           false, // what it should be is not spelled here
		"fee should reflect the new rate":   true,
	} {
		norm := lang.Normalize(text)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, want, shouldDo(ws, 2), text)
	}
	for text, want := range map[string]bool{
		"you should notice the fee":     false,
		"you should waive the fee":      false, // advice to the reader, not a behaviour of the code
		"the fee should waive students": true,
	} {
		norm := lang.Normalize(text)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, want, shouldDo(ws, wordAt(ws, "should")+1), text)
	}
}

func TestSpokenStemMentions(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		want       bool
	}{
		{"add tmp/ to the gitignore", ".gitignore", true},
		{"what's a gitignore?", ".gitignore", false},
		{"the dockerignore misses coverage/", ".dockerignore", true},
		{"add it to the env", ".env", false},
		{"put a badge on the readme please", "README.md", true},
		{"a section in the makefile explaining it", "Makefile", true},
		{"in the install step", "install.md", false},
	} {
		got := spokenStemMentions(tt.text, lang.Normalize(tt.text), tt.name)
		assert.Equal(t, tt.want, len(got) > 0, tt.text)
	}
}

func TestTypoMentions(t *testing.T) {
	target := Target{Name: "deploy/worker.yaml", Path: "/p/deploy/worker.yaml"}
	for text, want := range map[string]bool{
		"bump it in deploy/wokrer.yaml": true,
		"bump it in wroker.yaml":        true,
		"bump it in worker.yml":         false, // another extension
		"bump it in ops/wokrer.yaml":    false, // another directory
		"bump it in worker.yaml":        false, // no typo: fileMentions' job
		"bump it in walker.yaml":        false, // two edits
	} {
		got := typoMentions(text, lang.Normalize(text), target)
		assert.Equal(t, want, len(got) > 0, text)
	}
	taken := target
	taken.NameTaken = func(typed string) bool { return typed == "wroker.yaml" }
	assert.Empty(t, typoMentions("bump it in wroker.yaml", "bump it in wroker.yaml", taken), "a real file of that name")
}

func TestNearNameIn(t *testing.T) {
	project := t.TempDir()
	for _, p := range []string{"deploy/worker.yaml", "deploy/walker.yaml", "deploy/wroker.yaml.bak"} {
		full := filepath.Join(project, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
		require.NoError(t, os.WriteFile(full, nil, 0o644))
	}
	taken := NearNameIn(project, filepath.Join(project, "deploy", "worker.yaml"))
	require.NotNil(t, taken)
	assert.False(t, taken("wokrer.yaml"), "one edit from the target only")
	assert.True(t, taken("walker.yaml"), "a file of that name")
	assert.True(t, taken("wallker.yaml"), "one edit from another file")
	assert.Nil(t, NearNameIn(project, "/elsewhere/x.yaml"), "not inside the project")
}

func TestReportsDone(t *testing.T) {
	target := Target{Name: "billing/rates.py", Path: "/p/billing/rates.py"}
	for text, want := range map[string]bool{
		"I already fixed billing/rates.py":                    true,
		"we just bumped billing/rates.py, now the docs":       true,
		"fix billing/rates.py":                                false,
		"I fixed the docs, now fix billing/rates.py":          false,
		"I've updated billing/rates.py; also update it again": true,
	} {
		_, got := read(text, target).reportsDone()
		assert.Equal(t, want, got, text)
	}
}

func TestLimitsTo(t *testing.T) {
	target := Target{Name: "billing/rates.py", Path: "/p/billing/rates.py"}
	for text, want := range map[string]bool{
		"no, only rates.py":     true,
		"nope, just rates.py":   true,
		"no":                    false,
		"no, not rates.py":      false,
		"no, only the docs one": false,
	} {
		assert.Equal(t, want, read(text, target).limitsTo(), text)
	}
}

// BenchmarkClassifyAnsweredPlan: a yes to a listed plan that shows its
// change (the go-ahead, proposal-shows and typo readings on the path).
func BenchmarkClassifyAnsweredPlan(b *testing.B) {
	plan := "Plan for `deploy/worker.yaml`:\n1. `concurrency: 4` → `concurrency: 8`\n2. Nothing else.\n\nOK to go?"
	req := Request{Conversation: []Turn{u("the worker is slow, see deploy/wokrer.yaml"), a(plan), u("go for it")},
		Target: workerEdit("concurrency: 4", "concurrency: 8")}
	for b.Loop() {
		Classify(req)
	}
}

func TestLabelledOptions(t *testing.T) {
	opts := labelledOptions("Two ways: (1) make `preview` ordered; (2) order the relation.\n\nFix for 2: add `orderBy`.")
	assert.Equal(t, "make `preview` ordered;", opts["1"])
	assert.Contains(t, opts["2"], "order the relation.")
	assert.Contains(t, opts["2"], "add `orderBy`")
	opts = labelledOptions("I could:\nA) raise it\nb) lower it\n**Option C:** drop it")
	assert.Equal(t, []string{"a", "b", "c"}, sortedKeys(opts))
	assert.Empty(t, labelledOptions("No options here (really)."))
}

func sortedKeys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestPickedLabels(t *testing.T) {
	opts := map[string]string{"1": "x", "2": "y", "a": "x", "b": "y", "c": "z"}
	for reply, want := range map[string][]string{
		"go with 2":                     {"2", "b"},
		"b and c":                       {"b", "c"},
		"a sounds right":                {"a"},
		"do b, a would surprise people": {"b"},
		"the first one":                 {"1", "a"},
		"not 1":                         nil,
		"2?":                            nil,
		"no":                            nil,
		"maybe 2":                       nil,
		"both, please!":                 {"1", "2", "a", "b", "c"},
	} {
		got := pickedLabels(read(reply, Target{Name: "x.go", Path: "/p/x.go"}), opts)
		assert.Equal(t, want, got, reply)
	}
}

func TestPointsAtEdit(t *testing.T) {
	bump := workerEdit("concurrency: 4", "concurrency: 8")
	for proposal, want := range map[string]bool{
		"I'd raise concurrency to 8.":           true,
		"I'd raise the worker's limits.":        false,
		"I'd raise `concurrency` in that file.": false,
	} {
		assert.Equal(t, want, pointsAtEdit(proposal, bump), proposal)
	}
}

func TestCodeSpans(t *testing.T) {
	tg := workerEdit("concurrency: 4", "concurrency: 8")
	p := "1. tsconfig.json: `\"strict\": true`\n2. deploy/worker.yaml: `concurrency: 8`\nThen `make test`."
	assert.Equal(t, []string{"concurrency: 8"}, codeSpans(p, tg), "another file's line says nothing of this one")
}

func TestChoicesIn(t *testing.T) {
	opts, ok := choicesIn("Two files: src/api/utils.ts and src/web/utils.ts. The web one, correct?")
	assert.True(t, ok)
	assert.Equal(t, []string{"src/api/utils.ts", "src/web/utils.ts"}, opts)
	_, ok = choicesIn("Plan:\n1. bump\n2. test\nProceed?")
	assert.False(t, ok, "a plan's steps")
	_, ok = choicesIn("I updated src/a.go.")
	assert.False(t, ok, "no question")
}

func TestShowsOtherValues(t *testing.T) {
	pool := "server:\n  pool: 5\n  timeout: 30s\n"
	tests := []struct {
		name, plan, after string
		want              bool
	}{
		{"the plan's value is brought in", "I'd raise `pool` to `10` in config.yaml. OK?", strings.Replace(pool, "pool: 5", "pool: 10", 1), false},
		{"a value the plan never shows", "I'd raise `pool` to `10` in config.yaml; the `timeout: 30s` is fine. OK?", strings.Replace(pool, "30s", "90s", 1), true},
		{"a plan told in words shows no values", "I'd make the pool bigger in config.yaml. OK?", strings.Replace(pool, "30s", "90s", 1), false},
		{"a change that only removes brings nothing in", "I'd drop `timeout` from config.yaml. OK?", strings.Replace(pool, "  timeout: 30s\n", "", 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, showsOtherValues(tt.plan, fileTarget("config.yaml", pool, tt.after)))
		})
	}
}

// TestGoAheadProposal: a proposal told as an option or recommendation and
// closed by a short go-ahead question ("Want that?", "Go?", "Sound
// good?"), in English or another language, is a proposal; a yes to it
// covers the change it shows and nothing else.
func TestGoAheadProposal(t *testing.T) {
	approves := consent.New(consent.DefaultConfig()).Approves
	concurrency := workerEdit("concurrency: 4", "concurrency: 8")
	retries := workerEdit("retries: 3", "retries: 5")
	feeUp := ratesEdit("amount * 0.03", "amount * 0.035")
	runs(t, approves, []convCase{
		{"an option, want that", []Turn{u("the worker is slow"), a("One option: in `deploy/worker.yaml` set `concurrency: 8`. Want that?"), u("ok do that")}, concurrency, Explicit},
		{"a recommendation, sound good", []Turn{u("the worker is slow"), a("My recommendation is `concurrency: 8` in `deploy/worker.yaml`. Sound good?"), u("yep")}, concurrency, Explicit},
		{"a recommendation in words only", []Turn{u("the worker is slow"), a("My recommendation is raising concurrency in deploy/worker.yaml. Sound good?"), u("yep")}, concurrency, NeedsConfirmation},
		{"a bare go question", []Turn{a("Change `amount * 0.03` to `amount * 0.035` in `billing/rates.py`. Go?"), u("go")}, feeUp, Explicit},
		{"a French proposal", []Turn{a("Je propose: dans `deploy/worker.yaml`, `concurrency: 4` → `concurrency: 8`. On y va?"), u("oui, vas-y")}, concurrency, Explicit},
		{"a Spanish proposal", []Turn{a("Propongo cambiar `concurrency: 4` a `concurrency: 8` en `deploy/worker.yaml`. ¿Vale?"), u("sí, dale")}, concurrency, Explicit},
		{"an option, another key", []Turn{u("the worker is slow"), a("One option: in `deploy/worker.yaml` set `concurrency: 8`. Want that?"), u("ok do that")}, retries, NeedsConfirmation},
		{"an option, another value", []Turn{u("the worker is slow"), a("One option: in `deploy/worker.yaml` set `concurrency: 8`. Want that?"), u("ok do that")}, workerEdit("concurrency: 4", "concurrency: 16"), NeedsConfirmation},
		{"an option, refused", []Turn{u("the worker is slow"), a("One option: in `deploy/worker.yaml` set `concurrency: 8`. Want that?"), u("no, leave it")}, concurrency, NeedsConfirmation},
		{"a diagnosis, not a proposal", []Turn{u("the worker is slow"), a("`deploy/worker.yaml` has `concurrency: 4`, which is low for this box. Is that the file you meant?"), u("yes")}, concurrency, NeedsConfirmation},
		{"a go-ahead question about another thing", []Turn{u("the worker is slow"), a("`deploy/worker.yaml` runs `concurrency: 4`. I'll look at the queue metrics next. OK?"), u("ok")}, concurrency, NeedsConfirmation},
		{"two options then want that", []Turn{u("the worker is slow"), a("Options: set `concurrency: 8` or `retries: 5` in `deploy/worker.yaml`. Want that?"), u("ok")}, retries, NeedsConfirmation},
	})
}

// TestWhichShouldChange: "Which should drop to warn?" asks the user to
// pick what to change, as "Which should I lower to warn?" does; a pick
// then asks for the change the question shows, and only that one.
func TestWhichShouldChange(t *testing.T) {
	cfg := "logging:\n  level: info\n"
	warn := fileTarget("config/prod.yaml", cfg, "logging:\n  level: warn\n")
	errLevel := fileTarget("config/prod.yaml", cfg, "logging:\n  level: error\n")
	q := "Two files set logging: `config/dev.yaml` and `config/prod.yaml`. Which should drop to warn?"
	q2 := "Both `config/dev.yaml` and `config/prod.yaml` log at info. Which one should change to warn?"
	runs(t, nil, []convCase{
		{"which should drop, full name", []Turn{u("logs are noisy"), a(q), u("config/prod.yaml")}, warn, Explicit},
		{"which one should change, full name", []Turn{u("logs are noisy"), a(q2), u("config/prod.yaml please")}, warn, Explicit},
		{"another value than the question's", []Turn{u("logs are noisy"), a(q), u("config/prod.yaml")}, errLevel, NeedsConfirmation},
		{"the other file picked", []Turn{u("logs are noisy"), a(q), u("config/dev.yaml")}, warn, NeedsConfirmation},
		{"a question without a change", []Turn{u("logs are noisy"), a("Two files set logging: `config/dev.yaml` and `config/prod.yaml`. Which should I look at?"), u("config/prod.yaml")}, warn, NeedsConfirmation},
	})
}

// convCase is one conversation, one edit and the level it must get.
type convCase struct {
	name   string
	conv   []Turn
	target Target
	want   Level
}

// runs classifies each case, with approves as the reader of a plain yes
// (nil: the words package's own).
func runs(t *testing.T, approves func(string) bool, cases []convCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target, Approves: approves})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
