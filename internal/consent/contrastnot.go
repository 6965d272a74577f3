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
	if correctionAfterBut(words, i) {
		return true // "nhưng 768px chứ không phải 600px"
	}
	for _, w := range words[:i] {
		if w != "and" && w != "but" && !butWord(w) {
			return false
		}
	}
	return true
}

// correctionAfterBut is the wider form of contrastNot: in a clause opened
// by "but", a refusal word of another language after words of the user's
// own and before more of them sets one thing against another ("nhưng
// breakpoint 768px chứ không phải 600px", "tapi limit 100 jangan 200",
// "ولی تایم‌اوت ۵ ثانیه نه ۳", "aber 400 nicht 500"): after an approval,
// the "but" already made the clause a term of the user's, and the refusal
// word is its "not", not a refusal of the plan. words[i] is the refusal
// word (contrastNot has checked it, and that something follows it).
func correctionAfterBut(words []string, i int) bool {
	return i >= 2 && butWord(words[0])
}
