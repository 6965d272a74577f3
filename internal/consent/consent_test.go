package consent

import (
	"encoding/json"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixturePlan is the plan Claude Code 2.1.330 really wrote in the recorded
// session (concreteness 4).
const fixturePlan = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n" +
	"- Add an empty-string check before processing\n- Return early with an error message\n" +
	"Test: `TestHandleEntry_Empty` should pass.\nProceed?"

func TestClauses(t *testing.T) {
	tests := []struct {
		in   string
		want [][]string
		q    []bool
	}{
		{"Don’t go ahead", [][]string{{"don't", "go", "ahead"}}, []bool{false}},
		{"dont GO ahead!!!", [][]string{{"don't", "go", "ahead"}}, []bool{false}},
		{"yesss 🚀 ship it", [][]string{{"yes", "ship", "it"}}, []bool{false}},
		{"👍", [][]string{{"ok"}}, []bool{false}},
		{"Nope 👎", [][]string{{"nope", "no"}}, []bool{false}},
		{"yes… actually wait", [][]string{{"yes"}, {"actually", "wait"}}, []bool{false, false}},
		{"yes, but will this affect Z?", [][]string{{"yes"}, {"but", "will", "this", "affect", "z"}}, []bool{false, true}},
		{"yes but does it handle tabs", [][]string{{"yes"}, {"but", "does", "it", "handle", "tabs"}}, []bool{false, true}},
		{"sure, why not", [][]string{{"sure"}, {"why", "not"}}, []bool{false, false}},
		{"use `errors.New` in parse_test.go", [][]string{{"use", "errors.new", "in", "parse_test.go"}}, []bool{false}},
		{"whitespace-only entries", [][]string{{"whitespace-only", "entries"}}, []bool{false}},
		{"lets go", [][]string{{"let's", "go"}}, []bool{false}},
		{"  \n\t ", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := lang.Clauses(tt.in)
			var words [][]string
			var qs []bool
			for _, c := range got {
				words = append(words, c.Words)
				qs = append(qs, c.Question)
			}
			assert.Equal(t, tt.want, words)
			assert.Equal(t, tt.q, qs)
		})
	}
}

// TestReplies covers each mechanism of step 4 and 5 once; the corpus covers
// the breadth.
func TestReplies(t *testing.T) {
	tests := []replyCase{
		{"high phrase", "go ahead", High, NoModification},
		{"high beside medium is high", "ok, go ahead", High, NoModification},
		{"medium alone", "ok", Medium, NoModification},
		{"negative word", "wait", Negative, NoModification},
		{"negated consent phrase", "don't go ahead", Negative, NoModification},
		{"negation over hedges", "I don't think we should proceed", Negative, NoModification},
		{"negation to the end of its clause", "not sure that's right", Negative, NoModification},
		{"negation scope ends at the clause", "no tests, go ahead", High, Change},
		{"change of mind: last position counts", "yes… actually wait", Negative, NoModification},
		{"consent after a refusal is only medium", "no wait, go ahead", Medium, NoModification},
		{"a negation with its own object restricts the plan", "yes, but don't touch the API", High, Change},
		{"a bare negation at the end refuses", "yes but don't", Negative, NoModification},
		{"idioms are not negations", "No problem, go ahead", High, NoModification},
		{"no need to ask intensifies", "go ahead, no need to ask again", High, NoModification},
		{"a consent word inside other words is not consent", "make sure it doesn't proceed on empty input", NoSignal, NoModification},
		{"…nor is a negation inside them", "yes, make sure it doesn't proceed on empty input", High, Change},
		{"a consent word asked is not consent", "go ahead?", NoSignal, NoModification},
		{"a refusal opening a question counts", "wait what?", Negative, NoModification},
		{"short consent words only alone", "go with option 2", NoSignal, NoModification},
		{"change marker", "do it, but also update the README", High, Change},
		{"hanging connector", "yes, but", High, Change},
		{"selection", "yes, but only the first step", High, Partial},
		{"selection without consent phrase", "do 1 and 3", Medium, Partial},
		{"not sure about something", "sounds good, not sure about the tests though", High, Partial},
		{"negated selection", "yes to the first two, not the third", High, Partial},
		{"question", "looks good, but what happens with nil entries?", High, Question},
		{"change wins over question", "yes, but skip the tests, and will CI pass?", High, Change},
		{"nothing", "how does this work?", NoSignal, NoModification},
		{"a remark of the user's own after the approval", "Go ahead with it. I'll be in meetings until 3 btw.", High, NoModification},
		{"a fact unrelated to the plan after the approval", "ok go ahead. also lunch is at 1 today", High, NoModification},
		{"a remark after an emoji", "go for it 👍 I'm grabbing a coffee", High, NoModification},
		{"a remark on the plan's subject still counts", "go ahead. also the entries are trimmed twice", High, Change},
		{"an imperative after the approval is a change", "yes, run the linter first", High, Change},
		{"a condition after the approval is a change", "yes, after CI is green on main", High, Change},
		{"who the user is, after a yes, is no remark", "yeah sure, and I'm the reviewer on call this week", High, Change},
		{"a bare assent tied to an absurd identity is sarcasm", "yeah sure, and I'm the queen of England", Negative, NoModification},
		{"carrying out the change approves", "Good. Make the change.", High, NoModification},
		{"make it, alone, approves", "Yes is correct, make it", High, NoModification},
		{"is very good is a statement", "Is very good. Please do it", High, NoModification},
		{"omg is filler", "omg just ship it already", High, NoModification},
		{"you can do approves", "Is okay, you can do", High, NoModification},
		{"you can do something else changes", "you can do it without the retry", High, Change},
		{"a past-tense report after the approval is a remark", "go ahead. my dog just knocked my coffee over lol", High, NoModification},
		{"a report on the plan's subject still counts", "go ahead. the entries changed", High, Change},
		{"where the user is, after the approval", "lgtm. I'm on call tonight fyi", High, NoModification},
		{"what the user is off to, subject left out", "ship it. heading into a meeting now", High, NoModification},
		{"an imperative of going is no remark", "ship it. go check the logs first", High, Change},
		{"for context opens an aside", "do it. For context, the bug came from a partner", High, NoModification},
		{"p.s. opens an aside", "yes proceed. p.s. great writeup", High, NoModification},
		{"an aside that asks for a change still counts", "yes proceed. p.s. rename the test too", High, Change},
		{"interjections after the approval", "yes do it. honestly, lol", High, NoModification},
		{"a hedge beside the approval softens it", "I guess we can proceed", Medium, NoModification},
		{"a hedge alone after the approval softens it", "go ahead, I think", Medium, NoModification},
		{"a hedged opinion before a plain approval does not", "I think the tests cover it. Go ahead.", High, NoModification},
		{"a hedged evaluation with a consent word does", "It's probably fine. Go ahead.", Medium, NoModification},
		{"a dictated period after the approval", "okay go ahead period", High, NoModification},
		{"a dictated new line before thanks", "yes do it new line thank you", High, NoModification},
		{"a dictated mark before a change still counts", "yes go ahead comma but skip the tests", High, Change},
		{"new line as words of a change", "yes, add a new line at the end", High, Change},
		{"an approval put off to later", "let's do it on Monday", Negative, NoModification},
		{"…or to tonight", "ship it tonight", Negative, NoModification},
		{"a later time in a remark of its own", "go ahead. I'll review it tomorrow", High, NoModification},
		{"as you propose refers to the plan", "ok, make it as you propose", High, NoModification},
		{"out of office after the approval", "lgtm. also I'm ooo tomorrow", High, NoModification},
		{"a negation that takes doubt away", "I can't see any issue with this. Go ahead.", High, NoModification},
		{"no reason to wait", "no reason to wait, ship it", High, NoModification},
		{"don't wait for the user", "don't wait on me, just do it", High, NoModification},
		{"no changes to the plan", "yes, no changes to the plan", High, NoModification},
		{"can't hurt", "can't hurt, go for it", High, NoModification},
		{"a negation with its own object still restricts", "no changes to the tests, go ahead", High, Change},
		{"…and a refusal still refuses", "can't see why we need this. no", Negative, NoModification},
		{"a remark in parentheses after the approval", "go for it (the build server is slow today, fyi)", High, NoModification},
		{"a change in parentheses still counts", "go for it (but keep the old flag)", High, Change},
		{"a question in parentheses still counts", "go for it (will the cache be cleared?)", High, Question},
		{"note to self opens an aside", "ship it. note to self: order more coffee", High, NoModification},
		{"the user's own timing is no condition", "go ahead. fyi I'll tag the release once it lands", High, NoModification},
		{"a condition on the plan still is", "go ahead. fyi only once the freeze ends", High, Change},
		{"an it's-statement after the approval", "proceed, it's independent of the refresh", High, NoModification},
		{"an interjection inside the approval", "just ship it already lol", High, NoModification},
		{"asking to be told is no change", "yes go ahead, and if anything breaks let me know", High, NoModification},
		{"…unless a change comes with it", "yes go ahead, and if anything breaks fix it and tell me", High, Change},
		{"a polite question asking to carry it out", "Yes, could you go ahead with it now please?", High, NoModification},
		{"a polite question with more in it stays a question", "could you go ahead and also bump the version?", High, Question},
		{"the user taking it over", "no, I'll make the change myself", Negative, NoModification},
		{"…even without a no", "I'll do it", Negative, NoModification},
		{"a selection with a part left out", "do 2 and 4, not the migration", Medium, Partial},
		{"the rest approved after an exclusion", "skip the docs change. the rest looks good", Medium, Change},
		{"all of it but a part", "all of it except the renaming", Medium, Change},
		{"put off to a day", "yes, but only after the release on friday", Negative, NoModification},
		{"a condition without a day is a change", "yes, but after CI is green", High, Change},
		{"a reason after the approval", "go ahead, the support team keeps getting tickets about it", High, NoModification},
		{"praise of the plan after the approval", "Go ahead. An early return in handleEntry is exactly what I had in mind.", High, NoModification},
		{"a problem with the plan's subject after it", "Go ahead. The early return in handleEntry is slow for long entries.", High, Change},
		{"the user's own need", "yes do it, I need to sleep", High, NoModification},
		{"a requirement of the agent", "yes do it, you need to keep the old flag", High, Change},
		{"too as well", "proceed. the ops team has been asking for this too", High, NoModification},
		{"hold off till a day", "yeah, hold off till thursday", Negative, NoModification},
		{"hold off with an object restricts", "yes, but hold off the renaming", High, Change},
		{"not sure about what the next clause names", "Yes. One thing I'm not sure about: the error text.", High, Change},
		{"the wrong thing describes", "do it, but use the v2 client, the default uses the wrong endpoint", High, Change},
		{"later in the user's own plan", "just do the parser part, I'll write the docs myself later", Medium, Partial},
		{"keep me posted", "Approved. Please proceed and keep me posted", High, NoModification},
		{"whose approval it is", "Approved from my side.", High, NoModification},
		{"that one", "Yes, that one.", High, NoModification},
		{"a polite question over two clauses", "could you go ahead and do that now please?", High, NoModification},
		{"later in the user's own plan after and", "go ahead. and we can talk about the tests later", High, NoModification},
		{"no need to coordinate", "Let's do it. The team is offline today so no need to coordinate.", High, NoModification},
		{"bad idea said of something else", "Yes, do it. A retry here is bad idea.", High, NoModification},
		{"bad idea said of the plan", "yes... actually it is a bad idea", Negative, NoModification},
		{"a bad idea said of something else", "go ahead, retrying here is a bad idea", High, NoModification},
		{"a code name in a statement of reason", "go ahead, I think empty_entry is the cause", High, NoModification},
		{"a code name alone still changes", "go ahead, and parse.go too", High, Change},
		{"the user's own step after a condition", "Yes. Once this lands I'll tell the support team myself.", High, NoModification},
		{"back in a while", "go ahead, grabbing lunch, back in 30", High, NoModification},
		{"a short past tense in a remark", "Proceed. (my laptop just died, great start to the week)", High, NoModification},
		{"the user's own step names no part of the plan", "Yes. Once this lands I'll backfill the last 7 days myself.", High, NoModification},
		{"pasted evidence before the decision", "```\npanic: index out of range\n```\nthat's the crash. yes, go ahead", High, NoModification},
		{"pasted material after the approval is a change", "go ahead. also this:\n```\npanic: index out of range\n```", High, Change},
		{"quoted consent before the user's words is still doubt", "> go ahead\nthat's what Sam wrote. ok", Medium, Change},
		{"a quote before a yes is no preface", "> let's rewrite it in Rust\nyes", High, Change},
		{"all of the plan", "yes, go ahead with both steps", High, NoModification},
		{"all three", "So yes — go ahead with all three.", High, NoModification},
		{"both alone still picks between options", "yes, both", High, Change},
		{"an aside in parentheses that asks is read as usual", "approved. (unrelated: not for this change, but the logger is getting big)", Negative, NoModification},
		{"…that asks nothing", "approved. (unrelated nit, not this change: the logger is getting big)", High, NoModification},
		{"numbers in a pasted query are no quoted consent", "```\nselect id from t group by 1;\n```\nok so ids are unique. go ahead", High, NoModification},
		{"a hedged approval asked", "should be ok?", Medium, NoModification},
		{"a hedged question about something else", "should be fine with nulls?", NoSignal, NoModification},
		{"one part yes, one part open", "the parser yes, the docs I'm not sure about", Medium, Partial},
		{"one part named then yes", "step 1 ok", Medium, Partial},
		{"a question ending in exactly is no partial yes", "go ahead? actually, what does step 3 do exactly?", NoSignal, NoModification},
		{"an ordinal part yes, another open", "the first part yes, the second I'm not sure about", Medium, Partial},
		{"a concern before the approval is no commentary", "One concern: the timeout is long. Otherwise go ahead.", High, Change},
		{"brb after the approval", "yes please. my laptop just died, brb", High, NoModification},
		{"too as a degree in a marked aside", "approved. (unrelated nit, not this change: the logger is getting too big)", High, NoModification},
		{"too as an addition still changes", "go ahead, and the README too please", High, Change},
		{"a requirement stated after the approval", "yes. it's important that the API stays the same", High, Change},
		{"a fragment in parentheses is read as usual", "go ahead (tests first)", High, Change},
		{"a change said of something else is a remark", "go ahead. oh and the wifi password changed", High, NoModification},
		{"a problem with too after the approval", "go ahead. the docs are out of date too", High, Change},
		{"a wish with would after the approval", "go ahead. 30s would be better for the timeout", High, Change},
		{"a problem not named in the plan", "yes. the README has a typo", High, Change},
		{"worth doing", "yes, and it's worth adding a test for whitespace", High, Change},
		{"something is off", "go ahead. (the naming is off)", High, Change},
		{"only as merely in a concession", "The migration is the risky part, but the table is only 40k rows so one transaction is fine. Go ahead.", High, NoModification},
		{"only as a selection still is one", "go ahead, but only the first step", High, Partial},
		{"a part of the plan judged after the approval", "proceed. the second step seems unnecessary", High, Change},
		{"an apology after the approval", "go ahead. my review runs long, sorry for the delay", High, NoModification},
		{"please before a polite question", "Please could you go ahead with this?", High, NoModification},
		{"would you mind proceeding", "would you mind proceeding with it?", High, NoModification},
		{"would you mind something else", "would you mind renaming it first?", NoSignal, NoModification},
		{"from the team either", "no objections from the team either. proceed", High, NoModification},
		{"a number judged after the approval", "go ahead. the limit of 20 seems low for us", High, Change},
		{"an addition in parentheses", "go ahead (with a flag)", High, Change},
		{"a pasted diff before the approval", "```diff\n- timeout = 5\n+ timeout = 30\n```\ngo ahead with this version", High, Change},
		{"the user doing it, after and", "I'll go ahead and do it myself", Negative, NoModification},
		{"both options, one first", "both, but the second one first", Medium, Partial},
		{"a fact about the code's rules after the approval", "Go ahead. Our linter enforces 100-char lines.", High, Change},
		{"something noticed in the code", "go ahead; I noticed the README has the old command", High, Change},
		{"a code name that endorses", "go ahead, I think empty_entry is the reason", High, NoModification},
		{"put off to the afternoon", "looks good, let's do it this afternoon", Negative, NoModification},
		{"this plus a verb after the approval", "Yes do it. This matches what the vendor told us.", High, NoModification},
		{"an irregular past after the approval", "go ahead. the vendor sent us the same numbers", High, NoModification},
		{"a fact about other code as it is now", "ship it. the API is consumed by the mobile app as well", High, Change},
		{"the same bug elsewhere, in an aside", "Go ahead. FYI the same bug exists in the admin panel.", High, Change},
		{"a fact about other code after the approval", "ship it. the nightly job uses the same helper", High, Change},
		{"a machine working again is a remark", "yep, do it. the coffee machine works again btw", High, NoModification},
		{"an exclamation of joy", "go ahead. honestly the best news today", High, NoModification},
		{"the bug the plan fixes", "YES please!!! that bug has haunted me all week", High, NoModification},
		{"the same thing seen in the past", "Go ahead. We saw the same thing last year in the billing service.", High, NoModification},
		{"emoji only", "👀", NoSignal, NoModification},
		{"empty", "", NoSignal, NoModification},
	}
	readReplies(t, tests)
}

// replyCase is a reply read against fixturePlan and the signal and
// modification expected of it.
type replyCase struct {
	rule, prompt string
	signal       Signal
	mod          Modification
}

// readReplies reads each case's reply against fixturePlan, one subtest
// each.
func readReplies(t *testing.T, cases []replyCase) {
	t.Helper()
	c := New(DefaultConfig())
	for _, tt := range cases {
		t.Run(tt.rule+"/"+tt.prompt, func(t *testing.T) {
			r := c.readReply(tt.prompt, fixturePlan)
			assert.Equal(t, tt.signal, r.signal, "signal of %q", tt.prompt)
			assert.Equal(t, tt.mod, r.modification, "modification of %q", tt.prompt)
		})
	}
}

// TestPlanReferences: words that only point back at the plan are not a
// change; the same words with something new are.
func TestPlanReferences(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add a nil check to `handleEntry` in the parser so it returns an error. `go test ./parse` should pass. Go ahead?"
	assert.Equal(t, NoModification, c.readReply("go ahead with the parser change", plan).modification)
	assert.Equal(t, Change, c.readReply("go ahead with the lexer change", plan).modification)
	assert.Equal(t, Change, c.readReply("go ahead with the parser change", "").modification, "without the plan, unexplained words are a change")
}

func TestConcreteness(t *testing.T) {
	tests := []struct {
		name string
		text string
		want Criteria
	}{
		{"the real plan", fixturePlan, Criteria{Target: true, Change: true, Scope: true, Success: true}},
		{"vague", "I can improve the parser. Want me to?", Criteria{}},
		{"named file only", "I'll improve error handling in `parse.go`. OK?", Criteria{Target: true}},
		{"file name without backticks", "I'll look at parse.ts.", Criteria{Target: true}},
		{"camelCase", "The fix goes in handleEntry.", Criteria{Target: true}},
		{"snake_case", "The fix goes in refresh_token.", Criteria{Target: true}},
		{"a call", "The fix goes in parse().", Criteria{Target: true}},
		{"not names: e.g. and and/or", "Things like e.g. input and/or output.", Criteria{}},
		{"specific change", "Add error handling for empty entries.", Criteria{Change: true}},
		{"vague change", "Improve error handling.", Criteria{}},
		{"a verb with a name for object", "Rename `getUser`.", Criteria{Target: true, Change: true}},
		{"a verb with too little object", "Add it.", Criteria{}},
		{"lines", "Only lines 23-45 change.", Criteria{Scope: true}},
		{"L-numbers", "See L23-L45.", Criteria{Scope: true}},
		{"a list of steps", "Steps:\n1. read\n2. write", Criteria{Scope: true}},
		{"a one-item list is no boundary", "- read the file", Criteria{}},
		{"two files", "Touch a.go and b.go.", Criteria{Target: true, Scope: true}},
		{"test should pass", "The upload tests should pass afterwards.", Criteria{Success: true}},
		{"a test label", "Test: \"empty entries are rejected\"", Criteria{Success: true}},
		{"a test command", "Then `go test ./...`.", Criteria{Success: true}},
		{"pytest", "Run pytest.", Criteria{Success: true}},
		{"adding tests is not a criterion", "And add tests.", Criteria{Change: false}},
		{"passing a check is not a test", "Whitespace-only entries would pass the check unchanged.", Criteria{}},
		{"only bounds the scope", "Only that function changes.", Criteria{Scope: true}},
		{"no other bounds the scope", "No other file is touched.", Criteria{Scope: true}},
		{"nothing else bounds the scope", "Nothing else changes.", Criteria{Scope: true}},
		{"untouched bounds the scope", "The scheduler stays untouched.", Criteria{Scope: true}},
		{"no alone is no boundary", "No tests yet.", Criteria{}},
		{"a named test should pass", "`TestLoadStaleCookie` should pass.", Criteria{Target: true, Success: true}},
		{"a named Python test passes", "Then test_export_large_account passes.", Criteria{Target: true, Success: true}},
		{"a named test is not a check unless it passes", "`TestLoadStaleCookie` exists.", Criteria{Target: true}},
		{"a CI job goes green", "The docs job should go green.", Criteria{Success: true}},
		{"a success label after a sentence", "Nothing else is touched. Check: the page loads.", Criteria{Scope: true, Success: true}},
		{"a label word inside a sentence is none", "We can check: maybe later.", Criteria{}},
		{"done when after a sentence", "Nothing else changes. Done when: the page loads.", Criteria{Scope: true, Success: true}},
		{"a label after a list marker", "- Check: the page loads", Criteria{Success: true}},
		{"a command should pass", "`nginx -t` should pass.", Criteria{Success: true}},
		{"a command still works", "Afterwards `docker build .` still works.", Criteria{Success: true}},
		{"a command alone is no check", "I looked at `git status -s` earlier.", Criteria{}},
		{"copy with an object", "Copy the server binary.", Criteria{Change: true}},
		{"switch with a name", "Switch `get_user` to a cache.", Criteria{Target: true, Change: true}},
		{"detect with an object", "Detect the delimiter from the header.", Criteria{Change: true}},
		{"verify with a named test", "I'll verify with the existing `GalleryRotationTest`.", Criteria{Target: true, Success: true}},
		{"check with a command", "I'll check with `php -l` afterwards.", Criteria{Success: true}},
		{"re-run a test command", "Then I'll re-run `npm run test:emails`.", Criteria{Success: true}},
		{"a test method of a test class", "Verify with `PushServiceTests.testUploads`.", Criteria{Target: true, Success: true}},
		{"checking the logs is no check", "I'll check the logs first.", Criteria{}},
		{"lines with an en dash", "See lines 88–97.", Criteria{Scope: true}},
		{"checking with a command changes nothing", "I'd check it with `python -m pytest tests/test_export.py` afterwards.", Criteria{Target: true, Success: true}},
		{"so each one includes", "Each message includes the failing path.", Criteria{Change: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Concreteness(tt.text))
		})
	}
	assert.True(t, AtLeast(fixturePlan, 2))
	assert.False(t, AtLeast("I can improve the parser.", 1))
	assert.Equal(t, []string{"its scope (lines, steps or files)", "how to check it (a test to pass or a check to run)"},
		Criteria{Target: true, Change: true}.Missing())
}

func TestProposes(t *testing.T) {
	assert.True(t, proposes(fixturePlan))
	assert.True(t, proposes("Plan:\n1. Change X\n2. Add a test"))
	assert.True(t, proposes("Let me know if you'd like me to tidy things up."))
	assert.False(t, proposes("Done: parse.go now rejects empty entries."))
	assert.False(t, proposes("Done. Anything else?"), "a report that ends asking is still a report")
	assert.False(t, proposes("The caller logs the error."))
	long := "I'll update parse.go:\n" + strings.Repeat("- Add a check before processing entries\n", 2000) + "Proceed?"
	assert.True(t, proposes(long))
}

func TestClassify(t *testing.T) {
	c := New(DefaultConfig())
	tests := []struct {
		name                 string
		prompt, plan         string
		turns                int
		outcome              Outcome
		prox                 Proximity
		guidance             string // a part of it; "" means no guidance at all
		wantNoGuidanceForced bool
	}{
		{"confirmed", "go ahead", fixturePlan, 1, Confirmed, Immediate, "Proceed with it now, as proposed, without asking for confirmation again.", false},
		{"same workflow", "go ahead", fixturePlan, 3, Confirmed, SameWorkflow, "approves your plan", false},
		{"stale", "go ahead", fixturePlan, 4, NotConsent, Stale, "it came 4 messages after your plan", false},
		{"medium", "ok", fixturePlan, 1, WaitForConfirmation, Immediate, `Ask exactly: "` + AskConfirm + `"`, false},
		{"a yes of another language alone acknowledges", "ja", fixturePlan, 1, WaitForConfirmation, Immediate, `Ask exactly: "` + AskConfirm + `"`, false},
		{"a yes of another language before ok", "si ok", fixturePlan, 1, WaitForConfirmation, Immediate, `Ask exactly: "` + AskConfirm + `"`, false},
		{"a yes of another language opens an approval", "oui, go for it", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"change", "yes, but skip the tests", fixturePlan, 1, WaitForConfirmation, Immediate, AskAdjusted, false},
		{"partial", "just the first step", fixturePlan, 1, WaitForConfirmation, Immediate, AskSubset, false},
		{"praise after the approval is no change", "proceed. also, nice catch on the off-by-one", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"put off until an event", "let's do this after the demo", fixturePlan, 1, NotConsent, Immediate, "does not approve your plan", false},
		{"a yes one would like to say", "I want to say yes but I need to ask security first", fixturePlan, 1, NotConsent, Immediate, "does not approve your plan", false},
		{"quoting the plan's question, then yes", "> Proceed?\n\nyes", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"quoting something else, then yes", "> Let's rewrite it in Rust\n\nyes", fixturePlan, 1, WaitForConfirmation, Immediate, AskAdjusted, false},
		{"an aside opener, then but", "go ahead. unrelated but the coffee machine is fixed", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"also, then an aside opener", "Approved. Also unrelated: who owns the billing service these days?", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"also, an aside that changes the plan", "Approved. Also unrelated: skip the tests", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"a softener in an aside takes nothing from the plan", "proceed. fyi I'm merging the other branch in an hour so no rush", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"a softener, then a change", "proceed. fyi no rush, but skip the tests", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"a bare carry-out verb", "I am agree, please implement", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"a carry-out verb refused", "don't implement", fixturePlan, 1, NotConsent, Immediate, "", false},
		{"an aside after an emoji in the approval's clause", "go ahead 👍 ps the coffee machine on 3 is fixed", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"an aside in the approval's clause that changes the plan", "go ahead 👍 ps skip the tests", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"also and a statement unrelated to the plan is a remark", "Yes. (Also, lunch is at 12:30 today.)", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"also and a statement about the plan's subject is a change", "Yes. (Also, the entries are trimmed twice.)", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"a contrast that ends in the plan's favour", "I was worried about the locale thing but strxfrm is fine here. Go ahead.", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"a contrast that keeps something as it is", "I was worried about the message but the message is fine as it is. Go ahead.", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"a contrast that asks", "Looks fine but the test is fine only for dev. Go ahead.", fixturePlan, 1, WaitForConfirmation, Immediate, "", false},
		{"a fact about the plan before an approval", "It doesn't change the public API, so go ahead.", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"a relative clause is no question", "Your plan doesn't touch the schema, which was my only worry. Go ahead.", fixturePlan, 1, Confirmed, Immediate, "approves your plan", false},
		{"an instruction before an approval", "It shouldn't touch the schema though. Go ahead.", fixturePlan, 1, WaitForConfirmation, Immediate, AskAdjusted, false},
		{"a restriction, then otherwise go ahead", "Don't touch the schema. Otherwise go ahead.", fixturePlan, 1, WaitForConfirmation, Immediate, AskAdjusted, false},
		{"an ordinal picks before an approval", "the second approach, go ahead", fixturePlan, 1, WaitForConfirmation, Immediate, AskSubset, false},
		{"question", "yes, but is it safe?", fixturePlan, 1, WaitForConfirmation, Immediate, AskAfterAnswer, false},
		{"negative", "no", fixturePlan, 1, NotConsent, Immediate, "does not approve your plan. Do not start it.", false},
		{"no signal with a plan pending", "what about nil?", fixturePlan, 1, NotConsent, Immediate, "do not start the plan until the user clearly approves it", false},
		{"no plan, consent words", "yes", "", 1, NotConsent, NoPlan, "there is no concrete plan", false},
		{"no plan, no consent words", "what is this?", "", 1, NotConsent, NoPlan, "", true},
		{"no plan, a refusal", "stop", "", 1, NotConsent, NoPlan, "", true},
		{"stale, a refusal", "no", fixturePlan, 5, NotConsent, Stale, "", true},
		{"low concreteness", "sounds good", "I can improve the parser. Want me to?", 1, NotConsent, Immediate, "not concrete enough to act on", false},
		{"concreteness 2", "yes", "I'll rename `getUser` to `fetchUser`. Sound good?", 1, WaitForConfirmation, Immediate, "only partly concrete", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := c.Classify(tt.prompt, tt.plan, tt.turns)
			assert.Equal(t, tt.outcome, r.Outcome)
			assert.Equal(t, tt.prox, r.Proximity)
			if tt.wantNoGuidanceForced {
				assert.Empty(t, r.Guidance)
				return
			}
			assert.Contains(t, r.Guidance, tt.guidance)
		})
	}
}

func TestClassifyConversation(t *testing.T) {
	c := New(DefaultConfig())
	a := func(s string) Turn { return Turn{Role: Assistant, Text: s} }
	u := func(s string) Turn { return Turn{Role: User, Text: s} }

	t.Run("empty conversation", func(t *testing.T) {
		r := c.ClassifyConversation(nil, "yes")
		assert.Equal(t, NoPlan, r.Proximity)
		assert.Equal(t, 0, r.Concreteness)
	})
	t.Run("the prompt already written is not counted", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u(" go ahead\n")}, "go ahead")
		assert.Equal(t, Immediate, r.Proximity)
		assert.Equal(t, 1, r.MessagesSincePlan)
	})
	t.Run("a report of finished work is not a plan", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u("go ahead"), a("Done: updated `parse.go` lines 3-5 to reject empty entries; `go test` passes.")}, "looks good")
		assert.Equal(t, fixturePlan, r.Plan)
		assert.True(t, r.Approved)
		assert.Contains(t, r.Guidance, "it was already approved")
	})
	t.Run("a new request in between makes the plan stale", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u("can you write a Dockerfile?"), a("Sure, here is one.")}, "go ahead")
		assert.True(t, r.NewRequest)
		assert.Equal(t, Stale, r.Proximity)
		assert.Contains(t, r.Guidance, "the user asked for something else since your plan")
	})
	t.Run("a new request after an opener makes the plan stale", func(t *testing.T) {
		for _, between := range []string{"actually first, add a .editorconfig", "unrelated: rename the default branch to main",
			"hmm first bump the Go version in go.mod", "before that, please fix the lint error on main",
			"wait, first write a CONTRIBUTING.md", "no, stop, rename the package to core first",
			// a question on another subject
			"different question: how do I reset my password?", "side quest — what's a good regex for emails?",
			"hmm, unrelated, how do I clear the npm cache?", "actually, separate thing: who owns the billing repo?",
			"before that, can you tell me what version of node we use?", "oh also, can you explain what a goroutine is?",
			"totally unrelated question: what's our on-call tool?", "quick q: how do I run one test?",
			// a question that names nothing of the plan and points nowhere at it
			"what's the syntax for a Go generic constraint?", "how do I rotate the API key?"} {
			r := c.ClassifyConversation([]Turn{a(fixturePlan), u(between), a("Done.")}, "go ahead")
			assert.True(t, r.NewRequest, between)
			assert.Equal(t, Stale, r.Proximity, between)
			assert.Equal(t, NotConsent, r.Outcome, between)
		}
	})
	t.Run("answers to Any objections?", func(t *testing.T) {
		plan := strings.Replace(fixturePlan, "Proceed?", "Any objections?", 1)
		require.NotEqual(t, fixturePlan, plan)
		for reply, want := range map[string]Outcome{
			"no, go ahead": Confirmed, "none — go for it": Confirmed,
			"yes actually, I have concerns": NotConsent, "yeah, one: the migration worries me": NotConsent, "yes": NotConsent,
			"yes go ahead":  Confirmed,
			"no objections": Confirmed, "nope!": Confirmed, "none.": Confirmed, "Nope, none. Go ahead.": Confirmed,
			"no objections from my side, go ahead please": Confirmed, "no objections, but skip the tests": WaitForConfirmation,
			"one concern: the replica needs versioning too. otherwise go ahead": WaitForConfirmation,
			"yes, I object: the script belongs to infra":                        NotConsent,
			"no, let me ask the compliance folks first":                         NotConsent,
			"No objections. Please also mention it in the changelog.":           WaitForConfirmation,
		} {
			assert.Equal(t, want, c.ClassifyConversation([]Turn{a(plan)}, reply).Outcome, reply)
		}
	})
	t.Run("a concrete change laid out without an offer is a plan", func(t *testing.T) {
		plan := "For the Windows build: in `CMakeLists.txt`, guard the `-Wall` flags with `if(NOT MSVC)`. Only the top-level CMakeLists. `cmake --build .` should pass."
		assert.Equal(t, Confirmed, c.ClassifyConversation([]Turn{a(plan)}, "go ahead").Outcome)
		for _, done := range []string{
			"Done: in `CMakeLists.txt` the `-Wall` flags are guarded with `if(NOT MSVC)`. Only the top-level CMakeLists. `cmake --build .` passes.",
			"I updated `parse.go` function `handleEntry` (lines 3-5) to return early on empty entries. Only that file changed. `go test ./parse` passes.",
			"Summary: `parse.go` lines 3-5 now reject empty entries; `TestHandleEntry_Empty` passes.",
			"The bug was in `parse.go` line 12: `handleEntry` skipped the check. It now returns an error; `go test ./parse` passes.",
		} {
			assert.Equal(t, NoPlan, c.ClassifyConversation([]Turn{a(done)}, "lgtm").Proximity, done)
		}
	})
	t.Run("an answer that asks about the original plan is not a plan", func(t *testing.T) {
		answer := "`retries: 3` in `config.yaml` only affects `upload.go`. Satisfied with the answer? Proceed with the original plan?"
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u("what does the early return do to retries?"), a(answer)}, "yes")
		assert.Equal(t, fixturePlan, r.Plan)
		assert.Equal(t, Confirmed, r.Outcome)
	})
	t.Run("a question on the plan in between keeps it current", func(t *testing.T) {
		for _, between := range []string{"does the empty check also cover whitespace?", "what does the early return send back?"} {
			r := c.ClassifyConversation([]Turn{a(fixturePlan), u(between), a("Yes.")}, "yes, go ahead")
			assert.False(t, r.NewRequest, between)
			assert.Equal(t, Confirmed, r.Outcome, between)
		}
	})
	t.Run("a refusal in between is not a new request", func(t *testing.T) {
		for _, between := range []string{"wait", "no, don't", "hold on, let me check the logs"} {
			r := c.ClassifyConversation([]Turn{a(fixturePlan), u(between), a("Sure, take your time.")}, "ok, go ahead")
			assert.False(t, r.NewRequest, between)
		}
	})
	t.Run("a question in between is not a new request", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u("can you explain the second step?"), a("It returns early.")}, "go ahead")
		assert.False(t, r.NewRequest)
		assert.Equal(t, Confirmed, r.Outcome)
	})
	t.Run("yes to the confirmation question confirms a plan of concreteness 2", func(t *testing.T) {
		plan := "I'll rename `getUser` to `fetchUser` in `api/client.ts`. Sound good?"
		r := c.ClassifyConversation([]Turn{a(plan), u("ok"), a(AskConfirm)}, "yes")
		assert.True(t, r.AnswersConfirmation)
		assert.Equal(t, Confirmed, r.Outcome)
		r = c.ClassifyConversation([]Turn{a(plan), u("ok"), a(AskConfirm)}, "sure")
		assert.Equal(t, WaitForConfirmation, r.Outcome)
		assert.Contains(t, r.Guidance, "without a clear yes")
	})
	t.Run("stop while working", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a(fixturePlan), u("yes"), a("Working on it.")}, "stop")
		assert.Equal(t, Negative, r.Signal)
		assert.Contains(t, r.Guidance, "Stop now: make no further changes.")
		assert.Contains(t, r.Guidance, AskCourse)
	})
	t.Run("a proposal too vague to be a plan", func(t *testing.T) {
		r := c.ClassifyConversation([]Turn{a("I can improve the parser. Want me to?")}, "sounds good")
		assert.Equal(t, NoPlan, r.Proximity)
		assert.Contains(t, r.Guidance, "your last proposal is not concrete enough")
	})
}

func TestParseConfig(t *testing.T) {
	tests := []struct {
		raw     string
		want    Config
		wantErr string
	}{
		{raw: ``, want: Config{Enabled: true}},
		{raw: `null`, want: Config{Enabled: true}},
		{raw: `{}`, want: Config{Enabled: true}},
		{raw: `{"enabled": false}`, want: Config{Enabled: false}},
		{raw: `{"high": ["ship"], "medium": ["k thx"], "negative": ["hmm no"]}`,
			want: Config{Enabled: true, High: []string{"ship"}, Medium: []string{"k thx"}, Negative: []string{"hmm no"}}},
		{raw: `[]`, wantErr: `consent: expected an object like {"enabled": true, "high": ["ship"]}, got a list`},
		{raw: `{"enabled": "yes"}`, wantErr: `consent.enabled: expected true or false, got the string "yes"`},
		{raw: `{"enabled": null}`, wantErr: `consent.enabled: expected true or false, got null`},
		{raw: `{"high": "ship"}`, wantErr: `consent.high: expected a list of phrases like ["ship", "make it so"], got the string "ship"`},
		{raw: `{"medium": [true]}`, wantErr: `consent.medium[0]: expected a phrase (a string), got the boolean true`},
		{raw: `{"negative": ["ok", "🙂"]}`, wantErr: `consent.negative[1]: "🙂" has no words`},
		{raw: `{"high": ["Ship it!"], "negative": ["ship it"]}`, wantErr: `consent.negative[0]: "ship it" is also listed in consent.high[0]; a phrase belongs to one list`},
		{raw: `{"$comment": "ours", "description": "team phrases", "high": ["ship"]}`, want: Config{Enabled: true, High: []string{"ship"}}},
		{raw: `{"hihg": []}`, wantErr: `consent: unknown key "hihg" (known: enabled, high, medium, negative, $comment, description)`},
	}
	for _, tt := range tests {
		t.Run(tt.raw, func(t *testing.T) {
			got, err := ParseConfig(json.RawMessage(tt.raw))
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestExtraPhrases(t *testing.T) {
	cfg, err := ParseConfig(json.RawMessage(`{"high": ["ok", "make it happen"], "negative": ["meh"]}`))
	require.NoError(t, err)
	c := New(cfg)
	assert.Equal(t, High, c.readReply("ok", "").signal, "an extra high phrase wins over the built-in medium one")
	assert.Equal(t, High, c.readReply("Make it happen!", "").signal)
	assert.Equal(t, Negative, c.readReply("meh", "").signal)
	assert.Equal(t, Medium, New(DefaultConfig()).readReply("ok", "").signal)
}

// A long reply is read at its start and end; the middle counts as a change,
// so skipping it can never produce a confirmation.
func TestLongReply(t *testing.T) {
	c := New(DefaultConfig())
	middle := strings.Repeat("please ", 600)
	r := c.Classify("go ahead, "+middle+"thanks", fixturePlan, 1)
	assert.Equal(t, High, r.Signal)
	assert.Equal(t, Change, r.Modification)
	assert.Equal(t, WaitForConfirmation, r.Outcome)
	// The last position is still read: a refusal at the end wins.
	r = c.Classify("go ahead, "+middle+"actually no, wait", fixturePlan, 1)
	assert.Equal(t, Negative, r.Signal)
	// A short reply is read whole.
	assert.Equal(t, Confirmed, c.Classify("go ahead, "+strings.Repeat("please ", 20), fixturePlan, 1).Outcome)
}

// A long proposal is read at its first planHead and last planTail bytes.
func TestLongPlan(t *testing.T) {
	vague := strings.Repeat("We could revisit how the module is structured and tidy it.\n", 800)
	plan := "I'll update `parse.go`:\n" + vague + "Test: `TestParse` should pass.\nProceed?"
	require.Greater(t, len(plan), planHead+planTail)
	assert.Equal(t, Criteria{Target: true, Success: true}, Concreteness(plan), "head and tail are read")
	inMiddle := vague[:len(vague)/2] + "- Add a nil check before parsing\n- Return an error for empty input\n" + vague[len(vague)/2:]
	assert.Equal(t, Criteria{}, Concreteness(inMiddle), "the middle of a very long message is not read")
}

// TestVocabularyNormalised: New indexes the built-in phrases as written, so
// each must already be in the form the normaliser produces.
func TestVocabularyNormalised(t *testing.T) {
	high, medium, negative := lang.OtherLanguages()
	for _, list := range [][]string{lang.High(), lang.Medium(), lang.Negative(), high, medium, negative} {
		for _, p := range list {
			assert.Equal(t, p, strings.Join(phraseWords(p), " "), "phrase %q", p)
		}
	}
}

func TestQuote(t *testing.T) {
	assert.Equal(t, `"yes, go"`, quote("  yes,\n  go "))
	long := strings.Repeat("é", 100)
	q := quote(long)
	assert.True(t, strings.HasSuffix(q, "…\""))
	assert.Equal(t, 80+2+1, len([]rune(q)))
}

// FuzzClassify: no panic on any input; every field in its vocabulary; never
// confirmed without a high signal, a concrete plan and a fresh one.
func FuzzClassify(f *testing.F) {
	for _, seed := range []struct{ prompt, plan string }{
		{"go ahead", fixturePlan},
		{"don't go ahead", fixturePlan},
		{"yes… actually wait", fixturePlan},
		{"yes, but skip the tests", fixturePlan},
		{"ok", "I'll rename `getUser` to `fetchUser`. OK?"},
		{"Don’t 👎 no", ""},
		{"not sure about step 2", "- a\n- b"},
		{"``````", "`"},
		{"yes\xff\xfe", "I'll update `a.go`\x00 lines 1-2"},
		{"no need to ask, don't ask again, just do it", fixturePlan},
	} {
		f.Add(seed.prompt, seed.plan, 1)
	}
	c := New(DefaultConfig())
	f.Fuzz(func(t *testing.T, prompt, plan string, turns int) {
		r := c.Classify(prompt, plan, turns)
		switch r.Outcome {
		case Confirmed, NotConsent, WaitForConfirmation:
		default:
			t.Fatalf("outcome %q", r.Outcome)
		}
		switch r.Signal {
		case High, Medium, Negative, NoSignal:
		default:
			t.Fatalf("signal %q", r.Signal)
		}
		switch r.Modification {
		case NoModification, Change, Partial, Question:
		default:
			t.Fatalf("modification %q", r.Modification)
		}
		switch r.Proximity {
		case Immediate, SameWorkflow, Stale, NoPlan:
		default:
			t.Fatalf("proximity %q", r.Proximity)
		}
		if r.Concreteness < 0 || r.Concreteness > 4 {
			t.Fatalf("concreteness %d", r.Concreteness)
		}
		if r.Outcome == Confirmed && (r.Signal != High || r.Modification != NoModification ||
			r.Concreteness < 3 || r.Proximity == Stale || r.Proximity == NoPlan) {
			t.Fatalf("confirmed without grounds: %+v", r)
		}
		if r.Signal != High && r.Signal != Medium && r.Modification != NoModification {
			t.Fatalf("a modification without approval: %+v", r)
		}
		// The same reply in a conversation must not panic either.
		c.ClassifyConversation([]Turn{{Role: Assistant, Text: plan}, {Role: User, Text: prompt}}, prompt)
	})
}

// The scan reads the tail of a long plan first, from its last line, and
// stops when the criteria are met: the criteria must be those of reading
// every line of the window in order.
func TestConcretenessIgnoresLineOrder(t *testing.T) {
	inOrder := func(text string) Criteria {
		class := byteClasses()
		s := scanner{class: &class}
		head, tail := window(text, planHead, planTail)
		s.lines(head, 5)
		s.lines(tail, 5)
		return s.c
	}
	var texts []string
	for _, p := range readJSONL[corpusPlan](t, "plans.jsonl") {
		texts = append(texts, p.Text)
	}
	for _, name := range []string{"judged-tuning.jsonl", "judged-report.jsonl", "fresh-2026-11-23/tuning.jsonl"} {
		for _, k := range readJSONL[judgedCase](t, name) {
			for _, m := range k.Messages {
				texts = append(texts, m.Text)
			}
		}
	}
	vague := strings.Repeat("I would like to improve how the parser deals with its input, and tidy things up.\n", 400)
	for _, p := range []string{fixturePlan, benchPlan()} {
		lines := strings.SplitAfter(p, "\n")
		for cut := 0; cut <= len(lines); cut++ {
			// The plan's lines spread over the head and the tail.
			texts = append(texts, strings.Join(lines[:cut], "")+vague+strings.Join(lines[cut:], ""))
		}
	}
	for _, text := range texts {
		require.Equal(t, inOrder(text), Concreteness(text), "%.200q", text)
		for n := 1; n <= 4; n++ {
			require.Equal(t, inOrder(text).Score() >= n, AtLeast(text, n), "%.200q", text)
		}
	}
}

// TestSoftenerAtKnowsEveryPhrase keeps softenerAt's first-word filter in
// step with the shared list of softeners.
func TestSoftenerAtKnowsEveryPhrase(t *testing.T) {
	for _, p := range lang.SoftenerPhrases() {
		ws := strings.Fields(p)
		require.Equal(t, len(ws), softenerAt(ws, 0), p)
	}
	require.Zero(t, softenerAt([]string{"no", "tests"}, 0))
}
