package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the refusal that answers the assistant's question and
// then says what to do instead: "no, just the index" to "Shall I do
// both?", "nope, only set the interval to 10s" to "I propose changing
// retries. Want me to do that?". The "no" refuses what was proposed; it
// negates nothing of what follows it, which is the user's own pick or
// request.

// answersApart reports whether ws[j] is a refusal word standing on its
// own, set off from the next word by a clause mark ("no, just the
// index", "nope — only the first"): it answers the question and governs
// nothing after it. "not dev" and "no prod" negate what they stand
// before.
func answersApart(norm string, ws []word, j int) bool {
	if j+1 >= len(ws) || !lang.IsNo(ws[j].Text) {
		return false
	}
	next := ws[j+1].Text
	return strings.ContainsAny(norm[ws[j].End:ws[j+1].Start], ",;:!.-") || next == "—" || next == "–" // (dashes are word bytes)
}

// refusesThenAsks reports whether a reply opens with a refusal set off by
// a clause mark and then asks for a change of its own ("no, just set the
// interval to 10s", "nah, only bump the timeout"): it answers a proposal
// with another request, to be judged as one, not as an answer to what
// was proposed.
func refusesThenAsks(r reading) bool {
	return len(r.words) > 1 && answersApart(r.norm, r.words, 0) && r.verb() != ""
}
