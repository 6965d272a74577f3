package confirm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAskedOwnSecond runs the second batch on asked-about requests of
// 2026-11-24 (42 edit cases, 17 explicit, written and labelled from issue
// 12's spec before the rules for them were changed): requests whose verb
// the vocabulary did not hold ("return just the title", "multiply by
// it", "get rid of", "tick off", "run the backup at 2am"), other
// languages (Dutch "zet", Swedish "ändra", Norwegian "endre", Hinglish
// "… kar do"), follow-ups ("same for count() please"), each with twins
// that ask nothing (questions, hedges, negations, pasted review
// comments, retractions, another part or file). First run: 0 false
// allows, 16/17 asked; after imperativeAt, phrasalChange, schedulesRun and
// the Nordic and Hinglish verbs: 0 and 0/17.
func TestAskedOwnSecond(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-asked2-own.jsonl", 42)
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.asked, 0, "explicit requests asked about (first run: 0 false allows, 16/17; after the imperative, phrasal and Nordic/Hinglish verbs: 0)")
}
