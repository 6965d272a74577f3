package consent

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A hold may be the user stopping to check something themselves: "wait —
// let me reread step 3… ok yes, that's the right filter. go ahead", "hold
// on, let me check the config again. ok yeah, that's right, proceed". What
// they reread is what they looked at, not a step picked, and the words
// right after the check settle it ("ok yes", "you're right", "all good"):
// when the rest approves the plan as written, the approval stands. A
// check that finds something ("… ok yes, but use four lines"), ends on a
// hold or on no approval, or a hold with more than the check before it,
// is read by the other rules.

// checkOpeners are the words that open a check of the user's own.
var checkOpeners = [...]string{"let me ", "lemme ", "let me just ", "i'll just ", "gonna "}

// checkVerb reports whether w is a verb of looking something over.
func checkVerb(w string) bool {
	switch w {
	case "reread", "re-read", "read", "check", "recheck", "re-check", "double-check", "double", "look", "verify",
		"review", "see", "skim", "scroll", "compare", "think", "go":
		return true
	}
	return false
}

// checkSettled reports whether a reply holds, checks something itself,
// settles the check and approves the plan as written (see above).
func (c *Classifier) checkSettled(prompt, plan string, holdBack bool) bool {
	if len(prompt) > maxSettled {
		return false
	}
	low := strings.ToLower(prompt)
	for _, o := range checkOpeners {
		at := strings.Index(low, o)
		if at < 0 || !opensClause(low[:at]) {
			continue
		}
		if !checkVerb(firstWord(low[at+len(o):])) {
			continue
		}
		if b := c.readAnswer(prompt[:at], plan, holdBack); b.signal == High || b.signal == Medium || b.modification != NoModification {
			continue // "ok but let me check …": more than a hold before the check
		}
		end := checkEnd(low, at+len(o))
		if end < 0 || joinsMore(low[at:end]) {
			continue // "let me check the config and then add a retry": more than a check
		}
		if n := settlerAt(low[end:]); n > 0 {
			r := c.readAnswer(prompt[end+n:], plan, holdBack)
			return r.signal == High && r.modification == NoModification
		}
	}
	return false
}

// checkEnd is where the check that starts at from ends: the first
// sentence punctuation after it, past the punctuation and spaces; -1 when
// the reply ends first.
func checkEnd(low string, from int) int {
	i := strings.IndexAny(low[from:], ".…!;—–")
	if i < 0 {
		return -1
	}
	j := from + i
	for j < len(low) {
		r, n := utf8.DecodeRuneInString(low[j:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			break
		}
		j += n
	}
	return j
}

// settlerAt is the length of the settling words that open s ("ok yes",
// "you're right", "all good"; see settlers and reassurances), 0 for none.
func settlerAt(s string) int {
	for _, list := range [...][]string{settlers[:], reassurances[:]} {
		for _, m := range list {
			if strings.HasPrefix(s, m) && (len(s) == len(m) || !wordByte(s[len(m)])) {
				return len(m)
			}
		}
	}
	return 0
}

// firstWord is the run of word bytes and hyphens that opens s.
func firstWord(s string) string {
	k := 0
	for k < len(s) && (wordByte(s[k]) || s[k] == '-') {
		k++
	}
	return s[:k]
}

// joinsMore reports whether a check goes on to something else: a
// connector inside it ("… and then add a retry", "… but also …").
func joinsMore(check string) bool {
	for _, w := range strings.Fields(check) {
		switch strings.Trim(w, ",") {
		case "and", "then", "but", "also", "so", "please", "instead", "plus":
			return true
		}
	}
	return false
}
