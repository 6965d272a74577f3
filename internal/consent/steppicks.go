package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply can pick some of the plan's numbered steps by their numbers, in
// any language, with or without a word of approval: "1 and 4 only for
// now", "fai solo il punto 2", "Nur Schritt 1 bitte", "1と2だけお願いします",
// "先做1和2，接口缓存先不要", "steps 2 & 3 pls". Digits are the same in
// every language, so the structure is read, not the phrase: a number that
// names a step (one of the plan's, said as a step: after a word for
// "step", or standing with nothing after it but a connector, a word for
// "only", "please" or another step word), in a clause that is no
// question, that picks it (a word for "only"/"just"/"first", a yes or a
// verb of doing, or nothing beside the numbers but filler) and does not
// hold it back (a negation or "skip" before it). When the numbers picked
// are some of the plan's steps but not all of them, the reply is a
// partial approval: wait for confirmation, never a refusal and never the
// plan as written.

// maxStepPick bounds the replies read for picked steps: a pick is said in a
// sentence or two.
const maxStepPick = 320

// picksSteps reports whether a reply picks some, not all, of the plan's
// numbered steps by number (see above).
func picksSteps(prompt, plan string) bool {
	if len(prompt) > maxStepPick || plan == "" || !hasDigitByte(prompt) {
		return false
	}
	steps := numberedSteps(plan)
	if steps < 2 || steps > maxNamedStep {
		return false
	}
	cls := lang.Clauses(prompt)
	if lang.SarcasticIn(prompt, cls) {
		return false
	}
	var picked uint32 // bit n: step n picked
	for k, cl := range cls {
		if cl.Question {
			continue
		}
		ws := cl.Words
		held, marked, numbers := false, false, false
		onlyNumbers := true
		for i, w := range ws {
			if lo, hi, ok := stepPicked(ws, i); ok {
				if hi > steps || i > 0 && wholeWord(ws[i-1]) {
					return false // a value or a count ("all 4"), not a step
				}
				numbers = true
				for n := lo; n <= hi && !held; n++ {
					picked |= 1 << n
				}
				continue
			}
			switch {
			case stepHold(w):
				held = true
			case pickMarker(w) || strings.HasSuffix(w, "만") || strings.HasSuffix(w, "해주세요") || strings.HasSuffix(w, "해줘"):
				// Korean writes "only" (만) onto the word it limits and
				// "please do" (해주세요, 해줘) as one word
				marked = true
			case !stepNoun(w) && !stepConnector(w) && !isFiller(w):
				onlyNumbers = false
			}
		}
		if !numbers {
			continue
		}
		// "1" and "and 4 only for now" are two clauses of one pick: a
		// marker in the next clause that goes on with numbers counts.
		if !marked && !onlyNumbers && !(k+1 < len(cls) && continuesPick(cls[k+1].Words)) {
			picked = 0
		}
	}
	all := uint32(1)<<(steps+1) - 2
	return picked != 0 && picked&all != all
}

// hasDigitByte reports whether s holds an ASCII digit.
func hasDigitByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

// stepPicked reads ws[i] as a step number said as a step: after a word for
// "step" ("punto 2", "Schritt 1", "第1步"), or followed by nothing, a
// connector, a step word, a word for "only" or "please" ("1 and 4", "2
// only", "1と2だけ"). A number followed by anything else ("2 minutes",
// "3 retries", "500 is ok") is a value.
func stepPicked(ws []string, i int) (lo, hi int, ok bool) {
	if n, rest, ok := stepNumber(ws[i]); ok && koreanCounter(rest) {
		return n, n, true // "1번만", "2단계": the counter is written onto the number
	}
	lo, hi, ok = stepRange(ws[i])
	if !ok || hi < lo {
		return 0, 0, false
	}
	if i > 0 && (stepNoun(ws[i-1]) || stepArticle(ws[i-1])) || i+1 == len(ws) {
		return lo, hi, true
	}
	next := ws[i+1]
	return lo, hi, stepConnector(next) || stepNoun(next) || pickMarker(next)
}

// koreanCounter reports whether rest, written onto a step's number, is a
// Korean counter of steps or items ("번", "단계", "번째"), with or
// without "only" (만) after it.
func koreanCounter(rest string) bool {
	rest = strings.TrimSuffix(rest, "만")
	return rest == "번" || rest == "단계" || rest == "번째" || rest == "항목"
}

// stepArticle reports whether w is an article that Romance languages put
// before a step's number ("só o 3", "solo el 1 y el 2", "il 2").
func stepArticle(w string) bool {
	switch w {
	case "o", "el", "il", "lo", "le", "la", "l'":
		return true
	}
	return false
}

// wholeWord reports whether w, before a number, makes it a count of the
// whole ("all 4", "the 3", "alle 3", "todos los 4"), not a step's number.
func wholeWord(w string) bool {
	switch w {
	case "all", "the", "those", "these", "alle", "die", "todos", "todas", "los", "las", "tous", "toutes", "les",
		"tutti", "tutte", "i", "todos os", "все", "всі", "wszystkie", "全", "部", "所", "有", "这", "全部", "allt", "alla":
		return true
	}
	return false
}

// continuesPick reports whether a clause goes on with a pick the clause
// before began: it opens with a connector and holds a word for "only" or
// another marker of a pick ("and 4 only for now").
func continuesPick(ws []string) bool {
	if len(ws) == 0 || !stepConnector(ws[0]) {
		return false
	}
	for _, w := range ws[1:] {
		if pickMarker(w) {
			return true
		}
	}
	return false
}

// stepNoun reports whether w is a word for a step or item of a plan, in
// English or another language, or the Chinese and Japanese counters
// around a step number ("第1步", "1番", "1つ目").
func stepNoun(w string) bool {
	switch w {
	case "step", "steps", "point", "points", "item", "items", "part", "parts", "number", "nr", "#",
		"punto", "punti", "paso", "pasos", "passo", "passi", "schritt", "schritte", "punkt", "punkte",
		"étape", "étapes", "etape", "etapes", "etapa", "etapas", "stap", "stappen", "пункт", "пункты", "шаг",
		"шаги", "шаг№", "krok", "kroki", "adım", "adim", "madde", "bước", "langkah", "steg", "trin",
		"第", "步", "项", "項", "点", "番", "つ", "目", "条":
		return true
	}
	return false
}

// stepConnector reports whether w joins step numbers: "and", "&", "or",
// "+", their forms in other languages, and the Chinese and Japanese ones.
func stepConnector(w string) bool {
	switch w {
	case "and", "&", "+", "or", "plus", "y", "e", "und", "et", "en", "и", "và", "dan", "ve", "och", "og",
		"和", "与", "與", "跟", "及", "、", "と", "や", "to", "through", "-":
		return true
	}
	return false
}

// pickMarker reports whether w picks what it stands beside: a word for
// "only", "just" or "first", a yes, or a verb of doing said to the
// assistant, in English or another language.
func pickMarker(w string) bool {
	switch w {
	case "first", "do", "go", "start", "please", "pls",
		"erst", "zuerst", "primeiro", "primero", "prima", "eerst", "сначала", "najpierw", "önce", "pehle", "trước",
		"dulu", "fai", "fate", "haz", "hagan", "fais", "faites", "faz", "faça", "mach", "macht", "doe",
		"делай", "сделай", "zrób", "rób", "udělej", "udelej", "jen", "yap", "karo", "làm",
		"先", "做", "の", "お", "願", "要":
		return true
	}
	return onlyWord(w) || lang.IsYes(w) || lang.ForeignYes(w)
}

// onlyWord reports whether w is "only" or "just", in English or another
// language ("solo", "nur", "seulement", "só", "только", "tylko", "sadece",
// "sirf", "saja", "只", and the kana of "だけ", one a word as Clauses
// makes them): said of a part of the plan, it holds the rest back.
func onlyWord(w string) bool {
	switch w {
	case "only", "just", "solo", "sólo", "solamente", "тільки", "soltanto", "nur", "seulement", "juste", "uniquement",
		"só", "somente", "apenas", "alleen", "только", "лише", "tylko", "pouze", "sadece", "yalnızca",
		"sirf", "bas", "chỉ", "hanya", "cuma", "saja", "aja", "bara", "endast", "kun", "csak", "μόνο", "רק", "فقط",
		"samo", "doar", "jen", "jenom", "iba", "只", "仅", "僅", "だ", "け", "み":
		return true
	}
	return false
}

// stepHold reports whether w, before a step number in its clause, holds
// that step back: a negation, "skip", "except", "without" and their forms
// in other languages.
func stepHold(w string) bool {
	switch w {
	case "skip", "except", "without", "drop", "leave", "minus", "but", "not", "no", "sans", "sin", "sem", "ohne",
		"senza", "без", "кроме", "zonder", "außer", "ausser", "sauf", "tranne", "salvo", "exceto", "menos":
		return true
	}
	return lang.IsNegation(w) || lang.IsForeignNegation(w)
}
