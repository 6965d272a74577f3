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
// misses are printed. Held to issue 12's targets.
func TestConvTuning(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-tuning-conv.jsonl")
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	requireTargets(t, s)
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
// the user says they changed already). Held to issue 12's targets.
func TestConvOwnTuning(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-24/edits-tuning-conv-own.jsonl")
	require.GreaterOrEqual(t, s.n, 100)
	for _, m := range s.misses {
		t.Log("miss: " + m)
	}
	requireTargets(t, s)
}
