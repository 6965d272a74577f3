package confirm

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/consent"
)

// TestConvTuning runs the blind edit tuning half of 2026-11-24 (141 cases
// written from issue 12's spec by someone else, some with other files of
// the project), as the conversation-reading work was tuned on it: its
// misses are printed. First run: 10 false allows, 28/60 asked (46.7%).
// After the conversation rules: 7 false allows and 10/60 asked. Every
// false allow left is in what an edit touches against what was named (a
// neighbouring declaration, another key or section of the named file, one
// item of a listed multi-request, a Write with more than was asked), not
// in reading the conversation; of the asks, five are options answered
// where only the assistant's question carries the verb ("Which one should
// I raise?" — "both"), one a new section the edit puts elsewhere, one "we
// need a template. <path> with …", one a Dutch request whose path holds a
// word the file declares as a key, and two consent replies the consent
// reader does not yet take ("ja, mach das bitte", a yes inside a long
// reply). The test holds those figures, so a change can only improve
// them; issue 12's targets are 0 and 10%. After the second round of
// conversation rules (a version asked "to X" that the change does not
// write, a yes inside a longer reply, a pick answering "Which one should I
// raise to 30s?"): 6 false allows, 5/60 asked.
func TestConvTuning(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-tuning-conv.jsonl")
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	require.LessOrEqual(t, s.falseAllow, 6, "false allows (measured 6; the target is 0)")
	require.LessOrEqual(t, s.asked, 5, "explicit requests asked about (measured 5/60)")
}

// classifyAsTheHook classifies as internal/dispatch's classifyBuiltin
// does: approval read by the consent capability, and when that does not
// settle it, the plan the user's latest message gave confirmed consent to.
func classifyAsTheHook(reader *consent.Classifier, req Request) Classification {
	req.Approves = reader.Approves
	if req.Target.SameBase != nil && req.Target.NameTaken == nil {
		// The case's project is on disk: the typo walk looks in it too.
		project := strings.TrimSuffix(req.Target.Path, string(filepath.Separator)+filepath.FromSlash(req.Target.Name))
		req.Target.NameTaken = NearNameIn(project, req.Target.Path)
	}
	got := Classify(req)
	if got.Level == Explicit {
		return got
	}
	u := lastUser(req.Conversation, len(req.Conversation))
	if u < 0 {
		return got
	}
	turns := make([]consent.Turn, 0, u+1)
	for _, t := range req.Conversation[:u+1] {
		turns = append(turns, consent.Turn{Role: consent.Role(t.Role), Text: t.Text})
	}
	if res := reader.ClassifyConversation(turns, req.Conversation[u].Text); res.Outcome == consent.Confirmed {
		req.ConsentedPlan = res.Plan
		return Classify(req)
	}
	return got
}

// TestConvOwnTuning runs the conversation-reading batch of 2026-11-24 (128
// edit cases written and labelled from issue 12's spec before the
// classifier was run on it: options before, inside and after the
// question, consent to proposals and plans that show their change,
// pasted logs, quotes, traces and box-drawn output with and without a
// request, softened against hedged requests, requests in nine other
// languages, file names with typos checked against the project's names,
// "the gitignore"/"the readme"/"the makefile", "X should do Y", a file
// the user says they changed already). First run: 8 false allows, 4/63
// asked. After the fixes: 4 false allows, 1/63 asked. The false allows
// left are another part of a named file (a key of docker-compose.yml
// named with a typo or in a request plus a question, another section of
// the readme) and a yes to a proposal for config/staging.yaml taken for
// config/prod.yaml because the proposal's `port: 8080` is in both; the
// ask is a decorator put above the picked function (outside its
// declaration). Held to those figures; the target is 0 and 10%. After the
// second round: 3 false allows (a version asked for that the change does
// not write is no longer taken), 1/63 asked.
func TestConvOwnTuning(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-tuning-conv-own.jsonl")
	require.GreaterOrEqual(t, s.n, 100)
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	require.LessOrEqual(t, s.falseAllow, 3, "false allows (measured 3; the target is 0)")
	require.LessOrEqual(t, s.askedRate(), 0.10, "explicit requests asked about")
}

// TestConvTuningSecond runs the second blind edit tuning half of
// 2026-11-24 (130 cases by a second writer: realistic multi-turn agent
// sessions), written from issue 12's spec by someone else: its misses are
// printed. First run: 13 false allows, 31/65 asked (47.7%). After the
// rules for picks among offered fixes, proposals taken up without a
// question mark, a yes that covers only the change shown, and a reply
// naming one of two files the assistant asked about: 4 false
// allows, 23/65 asked. The false allows left are what an edit touches
// against what was named (a bare base name two files share, a
// neighbouring declaration, another locale of a translation, a yes to a
// proposal whose other sentences name this file). Held to those figures;
// the targets are 0 and 10%. After the second round (review comments
// addressed, "do the same there", "in the CLI", "in pyproject", options
// that name nothing of the edit resolved to the offer's lead, a yes
// inside a longer reply, bullets of the assistant's picked by their word):
// 4 false allows, 15/65 asked.
func TestConvTuningSecond(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-2-tuning-conv.jsonl")
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	require.LessOrEqual(t, s.falseAllow, 4, "false allows (measured 4; the target is 0)")
	require.LessOrEqual(t, s.asked, 15, "explicit requests asked about (measured 15/65)")
}

// TestConvOwnSecond runs the second conversation-reading batch of
// 2026-11-24 (84 multi-turn cases, 36 explicit, written and labelled from
// issue 12's spec before the classifier was run on it): review comments
// the user asks to have addressed ("fix 1 and 2, skip 3", "except the
// nit"), "do the same there" and "fix that" pointing at what the assistant
// just named, files named by a stem in speech ("in the CLI", "in
// pyproject"; never "the install steps" or "the settings"), lettered and
// numbered options whose text names nothing of the edit, a yes inside a
// long reply, each with the twin that was not asked for. First run: 2
// false allows, 26/36 asked (72.2%). After the rules for lists, anaphora,
// stems, nameless options and a yes inside a long reply: 0 false allows,
// 9/36 asked (25.0%). The asks left: two requests whose verb is no change
// verb ("say what the default is", "return a 404"), two numbered options
// whose words share nothing with the edit ("retry … three times" for a
// loop of range(3)), a pick among findings the edit matches as well as
// another ("fix that" where the shell function around the line is
// another finding's), and long replies that hold a condition, a question
// or a value of their own. Held to 0 false allows and 9 asked; the
// target is 10%.
func TestConvOwnSecond(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-tuning-conv2-own.jsonl")
	require.GreaterOrEqual(t, s.n, 80)
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.asked, 9, "explicit requests asked about (measured 9/36; the target is 10%)")
}
