package consent

import "strings"

// A plan message may offer a second, separate thing beside the plan:
// "Shall I proceed? Also, `cart.ts` has an unused import of `lodash` — I
// can drop it in a separate commit if you like.", "Separately, I noticed
// the README badge is broken. Proceed with the cache change?". A reply that
// names what only that side offer speaks of ("yes drop the lodash import",
// "yes fix the badge") approves the side offer, not (only) the plan: a
// change to confirm.

// sideOffer returns the sentences of an assistant message that offer or
// note something apart from its plan: those opened by a word that sets
// them apart ("Separately", "Also", "Alternatively", "Unrelated", "Side
// note", "By the way", "PS"), and what follows the last question when it
// offers more ("I can …", "I could …", "if you like", "want me to").
func sideOffer(text string) []string {
	tail := text
	if len(tail) > maxSideBytes {
		tail = tail[len(tail)-maxSideBytes:]
	}
	var side []string
	for _, sent := range sentences(tail) {
		if setsApart(strings.ToLower(cutRunes(sent, 24))) {
			side = append(side, sent)
		}
	}
	if q := strings.LastIndexByte(tail, '?'); q >= 0 && q+1 < len(tail) {
		after := strings.TrimSpace(tail[q+1:])
		low := strings.ToLower(after)
		if (strings.Contains(low, "i can ") || strings.Contains(low, "i could ") || strings.Contains(low, "if you like") || strings.Contains(low, "want me to") ||
			strings.Contains(low, "if you want")) && (len(side) == 0 || !strings.Contains(after, side[len(side)-1])) {
			side = append(side, after)
		}
	}
	return side
}

// maxSideBytes bounds how much of a message's end is read for a side offer.
const maxSideBytes = 600

// setsApart reports whether the opening of a sentence (lower case) sets
// it apart from what came before ("separately, …", "also, I noticed …",
// "side note: …", "by the way …", "ps …").
func setsApart(head string) bool {
	for _, p := range [...]string{"separately", "also", "unrelated", "ps", "p.s", "btw", "additionally", "alternatively",
		"side note", "by the way", "on a side note"} {
		if strings.HasPrefix(head, p) && (len(head) == len(p) || !wordByte(head[len(p)])) {
			return true
		}
	}
	return false
}

// sentences splits text at sentence ends (". ", "? ", "! ", line breaks).
func sentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		end := c == '\n' || (c == '.' || c == '?' || c == '!') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n')
		if end {
			if s := strings.TrimSpace(text[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// approvesSideOffer reports whether a reply names a term that only the
// plan message's side offer has (see the top of this file).
func approvesSideOffer(prompt, plan string) bool {
	side := sideOffer(plan)
	if len(side) == 0 {
		return false
	}
	main := plan
	for _, s := range side {
		main = strings.Replace(main, s, "", 1)
	}
	mainTerms, sideTerms := termsOf(main), termsOf(strings.Join(side, "\n"))
	found := false
	reply := cutRunes(prompt, replyHead)
	eachTerm(reply, func(stem string) {
		if !found && sideTerms.has(stem) && !mainTerms.has(stem) {
			found = true
		}
	})
	return found || namesByInitials(reply, strings.Join(side, " "), main)
}

// namesByInitials reports whether the reply holds an acronym (three to six
// capitals: "SPM") made of the initials of consecutive words of side
// ("Swift Package Manager") and not of main's.
func namesByInitials(reply, side, main string) bool {
	sideInitials, mainInitials := "", ""
	for i := 0; i < len(reply); {
		j := i
		for j < len(reply) && reply[j] >= 'A' && reply[j] <= 'Z' {
			j++
		}
		if j-i >= 3 && j-i <= 6 && (i == 0 || !wordByte(reply[i-1])) && (j == len(reply) || !wordByte(reply[j])) {
			if sideInitials == "" {
				sideInitials, mainInitials = initials(side), initials(main)
			}
			acr := strings.ToLower(reply[i:j])
			if strings.Contains(sideInitials, acr) && !strings.Contains(mainInitials, acr) {
				return true
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	return false
}

// initials is the lower-case first letter of every word of text.
func initials(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if wordByte(text[i]) && (i == 0 || !wordByte(text[i-1])) {
			b.WriteByte(lower(text[i]))
		}
	}
	return b.String()
}
