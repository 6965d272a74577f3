package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A yes to another change than the one applied: the user's short yes
// answers my proposal to add something ("I'd add a MAX_ATTEMPTS check at
// the top of the loop"), and the edit rewrites what is there instead
// (MAX_ATTEMPTS = 5 → 10); or it answers a proposed swap quoting the new
// value ("print `tool ready` instead"), and the edit brings in a line of
// which the proposal says nothing (`if '-q' not in sys.argv:`).

// otherThanProposed returns why the edit is not the change the user's yes
// answered, or "".
func otherThanProposed(conv []Turn, t Target) string {
	if why := plannedInOther(conv, t); why != "" {
		return why
	}
	if why := outsideMember(conv, t); why != "" {
		return why
	}
	if why := acronymNotWritten(conv, t); why != "" {
		return why
	}
	u := lastUser(conv, len(conv))
	if u <= 0 || conv[u-1].Role != Assistant || t.created || t.Command != "" || t.Removal != Keeps {
		return ""
	}
	if len(strings.Fields(conv[u].Text)) > maxAnswerWords {
		return ""
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	if !proposes(norm) && !putsForward(norm) || offersChoice(msg) {
		return ""
	}
	proposal := proposalText(msg, t)
	units := t.units()
	if onlyAdds(proposal) {
		for _, un := range units {
			if len(un.removed) > 0 && !un.keepsAll() && !un.consequence(units) {
				return fmt.Sprintf("you answered %q to a proposal to add, and this change rewrites %q", clip80(conv[u].Text), clip80(strings.TrimSpace(un.removed[0])))
			}
		}
	}
	if strings.Contains(strings.ToLower(proposal), "instead") {
		if l := unshownLine(proposal, t); l != "" {
			return fmt.Sprintf("you answered %q to my proposal of a swap, and this change also brings in %q, which it did not show", clip80(conv[u].Text), clip80(l))
		}
	}
	if part := unshownPart(proposal, t); part != "" {
		return fmt.Sprintf("you answered %q to my proposal, which quoted the code it changes, and this change also changes %q, which it did not show", clip80(conv[u].Text), clip80(part))
	}
	if edit, line := proposalUnaccounted(proposal, conv[u].Text, units, t); edit != "" {
		return fmt.Sprintf("you answered %q to my proposal, and this change also %s (%q), which the proposal does not describe", clip80(conv[u].Text), edit, line)
	}
	return ""
}

// proposalUnaccounted is what a change does inside a rewritten line that
// neither my proposal nor the user's short answer to it accounts for, and
// the line (unaccounted: the proposal's described changes are the
// request): a setting flipped beside the one the proposal names
// ("backup_retention_period to 7" and deletion_protection made true), a
// number the proposal writes only as one that goes or stays ("from 384Mi
// to 768Mi. Requests stay at 192Mi") brought in elsewhere. ("", "") when
// every part is accounted for. The proposal must write the numbers or
// name the keys itself: the answer's words only account for parts.
func proposalUnaccounted(proposal, answer string, units []unit, t Target) (edit, line string) {
	r := messageWords(proposal, t)
	r.orig = headTail(proposal) + "\n" + headTail(answer)
	kind := anyChange
	if onlyAdds(proposal) {
		kind = addsOnly
	}
	return r.unaccounted(units, kind)
}

// unshownPart is the first part of a change (changeUnits) that a precise
// proposal does not show. A proposal quoting in backticks both code the
// change takes away and what it brings in ("`vite.config.ts` has
// `sourcemap: false`. I'd set it to `\"hidden\"`") shows the lines it
// changes: a part none of whose words it has (the server port changed
// beside it) is another change. A precise proposal that only adds ("I'd
// add `\"webp\"`") shows what a rewritten line gains: a word it gains
// beyond the proposal's ("jpeg", "gif" beside "webp") is another change.
// Consequences of the rest (an import, whitespace) are not parts. "" when
// there is none, or the proposal is not precise.
func unshownPart(proposal string, t Target) string {
	takes, brings := false, false
	parts := strings.Split(proposal, "`")
	for i := 1; i < len(parts); i += 2 {
		q := strings.TrimSpace(parts[i])
		if len(q) < 2 || hasFileExtension(q) && isPathLike(q) {
			continue
		}
		inOld, inNew := strings.Contains(t.removed, q), strings.Contains(t.Added, q)
		takes = takes || inOld
		brings = brings || inNew && !inOld
	}
	if !takes || !brings {
		return ""
	}
	have := tokenSet(strings.ToLower(proposal))
	adds := onlyAdds(proposal)
	units := t.units()
	for _, u := range units {
		if u.consequence(units) {
			continue
		}
		seen, told := false, false
		for _, w := range tokens(strings.ToLower(u.text())) {
			seen = seen || len(w) >= 2
			told = told || len(w) >= 2 && have[w]
		}
		if seen && !told {
			return u.shown()
		}
		if adds && len(u.removed) == 1 && len(u.added) == 1 {
			old := tokenSet(strings.ToLower(u.removed[0]))
			for _, w := range tokens(strings.ToLower(u.added[0])) {
				if len(w) >= 2 && !old[w] && !have[w] {
					return u.shown()
				}
			}
		}
	}
	return ""
}

// unshownLine is the first new line of a change none of whose words a
// proposal has, when the proposal quotes in backticks what the change
// brings in: "print `tool ready` instead" shows the print, not an `if
// '-q' not in sys.argv:` wrapped around it. "" when there is none.
func unshownLine(proposal string, t Target) string {
	parts := strings.Split(proposal, "`")
	quoted := false
	for i := 1; i < len(parts); i += 2 {
		q := strings.TrimSpace(parts[i])
		quoted = quoted || q != "" && !(hasFileExtension(q) && isPathLike(q)) && strings.Contains(t.Added, q) && !strings.Contains(t.removed, q)
	}
	if !quoted {
		return ""
	}
	have := tokenSet(strings.ToLower(proposal))
	heads := map[string]bool{} // the first words of the old lines: a new line starting alike rewrites one
	for _, l := range strings.Split(t.removed, "\n") {
		if ts := tokens(l); len(ts) > 0 {
			heads[ts[0]] = true
		}
	}
	for _, l := range strings.Split(t.Added, "\n") {
		s := strings.TrimSpace(l)
		if s == "" || onlyNotes(s) || onlyClosers(s) || strings.Contains(t.removed, s) {
			continue
		}
		if ts := tokens(s); len(ts) > 0 && heads[ts[0]] {
			continue
		}
		told := false
		for _, w := range tokens(strings.ToLower(s)) {
			told = told || len(w) >= 2 && have[w]
		}
		if !told {
			return s
		}
	}
	return ""
}

// onlyAdds reports whether a proposal's verbs all add ("I'd add a check
// …", "I can insert …") and none changes what is there.
func onlyAdds(proposal string) bool {
	adds := false
	norm := lang.Normalize(proposal)
	for _, w := range lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)}) {
		switch {
		case w.Text == "add" || w.Text == "adding" || w.Text == "insert" || w.Text == "append":
			adds = true
		case lang.IsChangeVerb(w.Text):
			return false
		}
	}
	return adds
}
