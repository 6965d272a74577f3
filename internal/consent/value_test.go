package consent

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestStatesValue: a statement of what something is called is a fact; a
// version, a convention, a wish or a contrast is not read as one.
func TestStatesValue(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"staging table is exports_staging", true},
		{"the branch is called feat retry-budget btw", true},
		{"the prod bucket is acme-logs-eu", true},
		{"this service is code-named halibut", true},
		{"our users are on python 3.9", false},
		{"the naming convention here is snake_case btw", false},
		{"the bucket should be acme-logs-eu", false},
		{"the table is not orders_v2", false},
		{"the table is still orders_v1", false},
		{"it is orders_v2", false},
		{"the limit is 50", false},
		{"the table is orders_v2 instead", false},
	} {
		assert.Equal(t, tt.want, statesValue(strings.Fields(tt.s)), tt.s)
	}
}

// TestCourtesy: an "if" about the listener's willingness is politeness, an
// "if" about the world a condition.
func TestCourtesy(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"if you'd be so kind", true},
		{"if you don't mind", true},
		{"if you would", true},
		{"if you would be so kind as to", false},
		{"if ci is green", false},
		{"if you have time", false},
		{"if you mind the cache", false},
	} {
		assert.Equal(t, tt.want, courtesy(strings.Fields(tt.s)), tt.s)
	}
}

// TestAnswersNeedNoticedResult: the plan called what the user needs, a
// fault nobody had seen, a report of the result asked for.
func TestAnswersNeedNoticedResult(t *testing.T) {
	for _, tt := range []struct {
		s    string
		got  func([]string) bool
		want bool
	}{
		{"it is what we need", answersNeed, true},
		{"that's exactly what i wanted", answersNeed, true},
		{"this is just what we asked for", answersNeed, true},
		{"it is what we need plus a test", answersNeed, false},
		{"it is what we", answersNeed, false},
		{"it is not what we need", answersNeed, false},
		{"nobody noticed the missing deadline", noticedBefore, true},
		{"no one caught the leak", noticedBefore, true},
		{"nobody should touch the schema", noticedBefore, false},
		{"the curl output after", resultAfter, true},
		{"me the bench numbers when done", resultAfter, true},
		{"the new config", resultAfter, false},
		{"the output in the readme", resultAfter, false},
	} {
		assert.Equal(t, tt.want, tt.got(strings.Fields(tt.s)), tt.s)
	}
}

// TestValueBefore: a `code` name after a copula or "called" is a value; one
// after a preposition or a verb is a place or an object.
func TestValueBefore(t *testing.T) {
	assert.True(t, valueBefore("staging table is "))
	assert.True(t, valueBefore("the branch is Called "))
	assert.False(t, valueBefore("you missed the one in "))
	assert.False(t, valueBefore("use "))
	assert.False(t, valueBefore(""))
}

// TestReportsBackBefore: a report asked for before a step is a stop in the
// plan, not a report.
func TestReportsBackBefore(t *testing.T) {
	assert.True(t, reportsBack(strings.Fields("ping me when it's done")))
	assert.False(t, reportsBack(strings.Fields("ping me before you run dbt build")))
	assert.True(t, reportsBack(strings.Fields("and paste the curl output after")))
}

// TestRejoinedClauses: a clause that is an approval phrase with a space
// slipped is read as the phrase; other clauses stay as they are.
func TestRejoinedClauses(t *testing.T) {
	c := New(DefaultConfig())
	read := func(s string) string {
		cls := []lang.Clause{}
		for _, part := range strings.Split(s, "|") {
			cls = append(cls, lang.Clause{Words: strings.Fields(part)})
		}
		return c.rejoinedClauses(cls)
	}
	assert.Equal(t, "lgtm. go for it. ", read("lgtm|go fo rit"))
	assert.Equal(t, "", read("lgtm|go for the cache"))
	assert.Equal(t, "", read("go fo rit"))
}

// TestPraisesPart: praise of a part of the plan is a remark; a wish or a
// negation is not praise.
func TestPraisesPart(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"the test for 29 feb is very good idea", true},
		{"the leap-day test is a nice touch", true},
		{"the retry is a great call", true},
		{"the retry is not a good idea", false},
		{"the retry is a good idea for the cache too", false},
		{"it is a good idea", false},
		{"the retry is a", false},
	} {
		assert.Equal(t, tt.want, praisesPart(strings.Fields(tt.s)), tt.s)
	}
}

// TestPointsBackForeign: "as described" in another language, and the
// present tense a second-language writer uses, point back at the plan.
func TestPointsBackForeign(t *testing.T) {
	assert.True(t, pointsBack(strings.Fields("mach es so wie beschrieben")))
	assert.True(t, pointsBack(strings.Fields("fais-le comme prévu")))
	assert.True(t, pointsBack(strings.Fields("please do it like you write")))
	assert.False(t, pointsBack(strings.Fields("come back to it later")))
	assert.False(t, pointsBack(strings.Fields("wie lange dauert das")))
}

// TestSplitDictatedEnd: a dictated mark that ends a clause is dropped, and
// a clause split at one mark is looked at for the next.
func TestSplitDictatedEnd(t *testing.T) {
	c := New(DefaultConfig())
	got := c.splitDictated([]lang.Clause{{Words: strings.Fields("yes comma please go ahead with the change full stop")}})
	require.Len(t, got, 2)
	assert.Equal(t, []string{"yes"}, got[0].Words)
	assert.Equal(t, strings.Fields("please go ahead with the change"), got[1].Words)
}

// TestUrgency: when the user needs it done is a remark; what they need
// done is not said by it.
func TestUrgency(t *testing.T) {
	assert.True(t, urgency(strings.Fields("i need this merged today")))
	assert.True(t, urgency(strings.Fields("need it shipped by friday")))
	assert.False(t, urgency(strings.Fields("i need this merged with the cache change")))
	assert.False(t, urgency(strings.Fields("i need the tests too")))
}

// TestNamesInCode: inline code that names the value of a statement is the
// user's word; code used as a place or an object, a quotation or a block
// is material.
func TestNamesInCode(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"yes. staging table is `exports_staging`, the job config points at it", true},
		{"go. the branch is called `feat/x` and the table is `t_1`", true},
		{"do it, but you missed the one in `actions.save`", false},
		{"yes, use `orders_v2`", false},
		{"yes. the table is `orders v2`", false},
		{"yes. the table is `t` and \"go ahead\" he said", false},
		{"yes\n```\ntable is `x`\n```", false},
	} {
		own, _ := lang.Mask(tt.s, lang.AllQuotes)
		assert.Equal(t, tt.want, namesInCode(tt.s, own), tt.s)
	}
}

// TestReadsForeignAndParticles: "with the plan" in another language, a
// Singlish particle and an autocorrected intensifier add nothing to an
// approval; a change in another language still is one.
func TestReadsForeignAndParticles(t *testing.T) {
	c := New(DefaultConfig())
	for _, tt := range []struct {
		prompt string
		signal Signal
		mod    Modification
	}{
		{"sí, adelante con el plan", High, NoModification},
		{"pode fazer, está ótimo", High, NoModification},
		{"oui, vas-y, c'est parfait", High, NoModification},
		{"ok lah go", High, NoModification},
		{"Yeah go ahead ducking finally", High, NoModification},
		{"lgtm!!1", High, NoModification},
		{"yes comma please go ahead full stop", High, NoModification},
		{"Ja, aber ohne die Tests.", Medium, Change},
	} {
		r := c.readReply(tt.prompt, "")
		assert.Equal(t, tt.signal, r.signal, tt.prompt)
		assert.Equal(t, tt.mod, r.modification, tt.prompt)
	}
}

// TestRemindsSelfAndPointedPlan: a reminder the user asks for is a note of
// their own; "with this one" after an approval points at the plan.
func TestRemindsSelfAndPointedPlan(t *testing.T) {
	assert.True(t, remindsSelf(strings.Fields("remind me later that the dag needs a retry bump")))
	assert.False(t, remindsSelf(strings.Fields("remind the team")))
	assert.False(t, remindsSelf(strings.Fields("remind me")))
	c := New(DefaultConfig())
	r := c.readReply("Good, you can proceed with this one.", "")
	assert.Equal(t, High, r.signal)
	assert.Equal(t, NoModification, r.modification)
	r = c.readReply("you can proceed with this one and the cache too", "")
	assert.NotEqual(t, NoModification, r.modification)
}

// TestDropSelfAnswered: a question the user answers before approving is
// settled; one answered with a change, or with no approval after, stays.
func TestDropSelfAnswered(t *testing.T) {
	c := New(DefaultConfig())
	cl := func(q bool, s string) lang.Clause { return lang.Clause{Words: strings.Fields(s), Question: q} }
	got := dropSelfAnswered(c, []lang.Clause{cl(true, "is 30 enough for the warmup"), cl(false, "actually yeah it is"),
		cl(false, "our p99 startup is 18s"), cl(false, "go ahead")})
	assert.Equal(t, []lang.Clause{cl(false, "go ahead")}, got)
	stay := []lang.Clause{cl(true, "does this affect the dash"), cl(false, "no"), cl(false, "so skip that step"), cl(false, "go ahead")}
	assert.Equal(t, stay[2:], dropSelfAnswered(c, stay), "the question goes, the change stays")
	none := []lang.Clause{cl(true, "does this affect the dash"), cl(false, "no"), cl(false, "it's separate")}
	assert.Equal(t, none, dropSelfAnswered(c, none))
	asks := []lang.Clause{cl(true, "does this affect the dash"), cl(false, "yes"), cl(true, "why"), cl(false, "go ahead")}
	assert.Equal(t, asks[2:], dropSelfAnswered(c, asks), "the next question stays")
}

// TestForInfoHandledNeeded: why the user tells something, a point another
// thing takes care of, the plan called what was missing.
func TestForInfoHandledNeeded(t *testing.T) {
	for _, tt := range []struct {
		s    string
		got  func([]string) bool
		want bool
	}{
		{"just so you're not surprised by the test logs", forInfo, true},
		{"so you know", forInfo, true},
		{"so you can add the test", forInfo, false},
		{"so it runs faster", forInfo, false},
		{"the editorconfig should handle it", handledElsewhere, true},
		{"ci will catch that", handledElsewhere, true},
		{"the formatter takes care of it", handledElsewhere, true},
		{"you should handle it", handledElsewhere, false},
		{"the editorconfig should handle tabs and spaces", handledElsewhere, false},
		{"the handler should not handle it", handledElsewhere, false},
		{"this is the alert we were missing when the api cert expired in june", answersNeed, true},
		{"this is the alert we were missing but add a test", answersNeed, false},
		{"this is the fix we need", answersNeed, true},
	} {
		assert.Equal(t, tt.want, tt.got(strings.Fields(tt.s)), tt.s)
	}
}

// TestStatesFactVersions: a version is a value only where the reply says
// it settles the point.
func TestStatesFactVersions(t *testing.T) {
	assert.True(t, statesFact(strings.Fields("we're on postgres 15.4"), true))
	assert.False(t, statesFact(strings.Fields("we're on postgres 15.4"), false))
	c := New(DefaultConfig())
	no := func(string) bool { return false }
	assert.True(t, remark(c, strings.Fields("we're on postgres 15.4 so that syntax is fine"), no, no))
	assert.False(t, remark(c, strings.Fields("our users are on python 3.9"), no, no))
}

// TestOwnLater: the user's own later step is a remark; weighing the
// decision, addressing the agent or holding work is not.
func TestOwnLater(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"i'll cut a testflight build tonight with it if the tests pass", true},
		{"we'll add it to the ignore list later", true},
		{"i'll think about it", false},
		{"i'll check with the team first", false},
		{"i'll do the docs but you skip the tests", false},
		{"we'll not merge it before friday", false},
		{"i'll", false},
	} {
		assert.Equal(t, tt.want, ownLater(strings.Fields(tt.s)), tt.s)
	}
}
