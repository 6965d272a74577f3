package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// contrastNot reports whether the refusal word at words[i] (n words long)
// only sets aside a value in a correction: "250 ולא 500" (250 and not
// 500), "y no 500", "und nein, nicht …" read as "and not …". In several
// languages the word for "no" is also the word for "not" (Hebrew "לא",
// Arabic "لا", Chinese "不"); after "and" or "but" at a clause's opening
// and with something after it, it negates that thing, as English "and not
// 500" does, and the clause is a change, not a refusal. A bare "and no."
// still refuses.
func contrastNot(words []string, i, n int, substanceAfter bool) bool {
	if n != 1 || i == 0 || !substanceAfter || !lang.IsForeignNegation(words[i]) {
		return false
	}
	for _, w := range words[:i] {
		if w != "and" && w != "but" && !butWord(w) {
			return false
		}
	}
	return true
}
