package confirm

import "testing"

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
