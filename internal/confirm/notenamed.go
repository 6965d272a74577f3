package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// unnamedNoteTaken returns a comment line a change takes away beside the
// one the request names, when the request says which comment to take
// away by a word of it ("remove the stale TODO comment above fetchOrders"
// for a change that also drops the "// eslint-disable-next-line" above
// the TODO): the named comment runs from the first line holding one of
// the words that name it (commentNamers) through the lines after it
// that continue it, so a line taken away before that line, one after it
// that opens a note of its own (opensNote), or one in a part holding none
// of the words, is another comment. "" when a part brings anything in, when no
// line taken away holds one of the words (the request describes the
// comment otherwise: "drop the comments above parse"), or when every line
// taken away belongs to a named comment.
func unnamedNoteTaken(units []unit, forms []string) string {
	if len(forms) == 0 {
		return ""
	}
	holds := func(l string) bool { return anyWordIn(strings.ToLower(l), forms) }
	named := false
	for _, u := range units {
		if len(u.added) > 0 && strings.TrimSpace(strings.Join(u.added, "")) != "" {
			return ""
		}
		for _, l := range u.removed {
			named = named || holds(l)
		}
	}
	if !named {
		return ""
	}
	for _, u := range units {
		in := false // inside a named comment
		for _, l := range u.removed {
			switch t := strings.TrimSpace(l); {
			case holds(l):
				in = true
			case t == "":
			case !in || opensNote(t):
				return clip80(t)
			}
		}
	}
	return ""
}

// opensNote reports whether the comment line l begins a note of its own
// rather than continuing the one above: a tag in capitals with a colon
// ("NOTE:", "FIXME(ana):", "HACK:") or a directive to a tool
// ("eslint-disable-next-line", "@ts-ignore", "noqa", "nolint",
// "prettier-ignore", "type: ignore").
func opensNote(l string) bool {
	t := strings.TrimSpace(strings.TrimLeft(l, "/#*-;!"))
	for _, d := range []string{"eslint-", "@ts-", "noqa", "nolint", "prettier-ignore", "type: ignore", "pylint:", "rubocop:"} {
		if strings.Contains(t, d) {
			return true
		}
	}
	end := strings.IndexAny(t, ":(")
	if end < 3 {
		return false
	}
	for _, c := range t[:end] {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// commentNamers are the words of a request that say which comment it
// means (lower-cased): the words right before a comment noun ("the stale
// TODO comment", "the FIXME comment") and right after "about" following
// one ("the comment about caching"), leaving out function words and the
// request's verbs.
func commentNamers(ws []word) []string {
	var out []string
	add := func(w string) {
		if len(w) >= 3 && !isStopWord(w) && !isCommentNoun(w) && !lang.IsChangeVerb(w) {
			out = append(out, w)
		}
	}
	for k, w := range ws {
		if !isCommentNoun(w.Text) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-maxCommentNamers && !namingDeterminer(ws[j].Text) && !lang.IsChangeVerb(ws[j].Text); j-- {
			add(ws[j].Text)
		}
		if k+1 < len(ws) && ws[k+1].Text == "about" {
			for j := k + 2; j < len(ws) && j <= k+1+maxCommentNamers; j++ {
				add(ws[j].Text)
			}
		}
	}
	return out
}

// maxCommentNamers bounds the words commentNamers reads on each side.
const maxCommentNamers = 3
