package confirm

import "testing"

// TestTypoReportAsks: a terse report of a typo in a file with no verb
// ("typo in X: word", "small typo in X — word") asks to correct it, when
// the edit takes that word out. The same report beside an edit that
// leaves the word in, or a question about whether it is a typo, does not;
// a report with its own verb is read by that verb.
func TestTypoReportAsks(t *testing.T) {
	doc := fileTarget("docs/guide.md", "# Guide\n\nYou will recieve a token by mail.\n", "# Guide\n\nYou will receive a token by mail.\n")
	classifyReplies(t, doc, nil, map[string]Level{
		"typo in docs/guide.md: recieve":         Explicit,
		"small typo in docs/guide.md — recieve":  Explicit,
		"docs/guide.md has a typo: recieve":      Explicit,
		"fix the typo in docs/guide.md: recieve": Explicit,
		"is recieve in docs/guide.md a typo?":    NeedsConfirmation,
		"typo in docs/guide.md: adress":          NeedsConfirmation,
	})
	other := fileTarget("docs/guide.md", "# Guide\n\nYou will recieve a token by mail.\n", "# Guide\n\nYou will recieve a token by e-mail.\n")
	classifyReplies(t, other, nil, map[string]Level{
		"typo in docs/guide.md: recieve": NeedsConfirmation,
	})
}
