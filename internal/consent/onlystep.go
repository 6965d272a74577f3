package consent

import (
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply can approve one step of a plan in any language by a verb of
// doing, the step by its ordinal or its noun, and a word for "only":
// "نفذ الخطوة الأولى فقط" (execute the first step only), "Führ nur den
// ersten Schritt aus", "Выполни только первый шаг", "只执行第一步",
// "Sadece ilk adımı uygula", "Chỉ làm bước đầu tiên thôi". The verb alone
// may read as a go-ahead ("نفذ": execute), but the "only" beside a step
// holds the rest of the plan back: a partial approval to confirm, never
// the plan as written. English selections ("only the first step") are
// read by isSelection; this rule reads the structure in every language:
// a clause that is no question, with a word for "only" (not a softener
// such as "just", "aja", "bara", which also say "just go ahead"), not
// after a negation ("not only"), and a word for a step or an ordinal.

// maxOnlyStep bounds the replies read for a step restricted by "only": a
// pick is said in a sentence or two.
const maxOnlyStep = 200

// restrictsToStep reports whether a short reply restricts itself to a
// step of the plan with a word for "only" (see above).
func restrictsToStep(prompt string) bool {
	if len(prompt) > maxOnlyStep {
		return false
	}
	for _, cl := range lang.Clauses(prompt) {
		if !cl.Question && onlyWithStep(cl.Words) {
			return true
		}
	}
	return false
}

// onlyWithStep reports whether a clause holds a word for "only" (not after
// a negation) and a word for a step or an ordinal.
func onlyWithStep(ws []string) bool {
	only, step := false, false
	for i, w := range ws {
		switch {
		case restrictiveOnly(w):
			if i > 0 && (lang.IsNegation(ws[i-1]) || lang.IsForeignNegation(ws[i-1])) {
				return false // "not only the first step but …"
			}
			if i+1 < len(ws) && conditionWord(ws[i+1]) {
				return false // "only if the release is cut first": a condition
			}
			only = true
		case planStepWord(w) || anyOrdinal(w) && !adverbialFirst(ws, i):
			step = true
		}
	}
	return only && step
}

// restrictiveOnly reports whether w is a word for "only" that restricts
// (onlyWord less the softeners that also say "just go ahead" and the
// single kana that are also other words).
func restrictiveOnly(w string) bool {
	switch w {
	case "just", "juste", "bas", "aja", "saja", "bara", "だ", "け", "み":
		return false
	case "केवल", "सिर्फ", "सिर्फ़", "فقط":
		return true
	}
	return onlyWord(w)
}

// anyOrdinal reports whether w is an ordinal in English, in the languages
// foreignOrdinal reads, or in another script ("الأولى", "הראשון", "पहला",
// "ilk", "pertama", "第").
func anyOrdinal(w string) bool {
	switch w {
	case "الأولى", "الأول", "الثانية", "الثاني", "الثالثة", "الثالث", "الأخيرة", "الأخير", "اول", "دوم",
		"הראשון", "הראשונה", "השני", "השנייה", "השלישי", "पहला", "पहली", "दूसरा", "दूसरी", "तीसरा",
		"ilk", "pertama", "kedua", "ketiga", "第", "首", "primeiro", "prvni", "první", "pierwszy", "pierwszą",
		"первую", "второй", "ersten", "erstes":
		return true
	}
	return ordinal(w) || foreignOrdinal(w)
}

// planStepWord reports whether w is a word for a step or a part of a
// plan: stepNoun's words less the counters that also say "a bit" or a
// count ("一点", "つ"), selectionNoun's less the sizes ("only one thing",
// "only a small change"), and the words of other scripts ("الخطوة",
// "השלב", "चरण", "مرحله").
func planStepWord(w string) bool {
	switch w {
	case "one", "ones", "two", "three", "four", "change", "changes", "fix", "fixes", "edit", "edits", "bit", "half",
		"点", "つ", "目", "番", "条", "number", "nr", "#":
		return false
	case "الخطوة", "خطوة", "الخطوات", "שלב", "השלב", "चरण", "स्टेप", "مرحله", "adımı", "kroku", "шага", "ステップ", "단계":
		return true
	}
	return stepNoun(w) || selectionNoun(w)
}

// conditionWord reports whether w, after "only", makes it a condition or
// a time ("only if", "only after", "nur wenn", "solo si", "только если").
func conditionWord(w string) bool {
	switch w {
	case "if", "when", "after", "once", "until", "wenn", "falls", "nachdem", "si", "se", "quand", "cuando",
		"quando", "если", "когда", "jeśli", "gdy", "eğer", "jika", "kalau", "nếu", "إذا", "אם", "अगर":
		return true
	}
	return false
}

// adverbialFirst reports whether the English ordinal at ws[i] says when
// or in what order ("cut first", "do X first"), not which step: neither
// after an article nor before a word for a step.
func adverbialFirst(ws []string, i int) bool {
	if !ordinal(ws[i]) {
		return false
	}
	return !(i > 0 && pickedByArticle(ws[i-1], ws[i]) || i+1 < len(ws) && planStepWord(ws[i+1]))
}
