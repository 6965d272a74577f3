package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Two ways of approving carry no approval word, and are read as one:
//
//   - the whole plan ordered done: "Do all three.", "do both", "apply all
//     of it", "implement everything", "do all 4 steps". A carry-out verb
//     with a selector of the whole plan and nothing else; a count must be
//     the plan's own count of steps ("do all three" to a plan of two is
//     no such order), and "both" needs a plan of two.
//   - a polite request in the subjunctive: "I'd appreciate it if you went
//     ahead with that", "it would be great if you proceeded", "I'd be
//     delighted if you went ahead". A frame of the user's own wish ("I'd",
//     "it would", "that'd") with a word of welcome, then "if you" and the
//     approval in the past ("went ahead", "proceeded", "did it"). Without
//     the frame, "if you went ahead, prod would break" is a warning, not a
//     request.
//
// The clause is read in place of "go ahead", and the reply read again, so
// whatever else it says (a change, a question, a remark) still counts.

// approvalInOtherWords returns the reply with a clause that approves in
// other words (see above) put as "go ahead", or "" when there is none.
func approvalInOtherWords(prompt, plan string) string {
	cls := lang.Clauses(prompt)
	steps := -1
	for k, cl := range cls {
		if cl.Question || !(ordersWholePlan(cl.Words, plan, &steps) || politeSubjunctive(cl.Words)) {
			continue
		}
		var b strings.Builder
		for j, other := range cls {
			if j == k {
				b.WriteString("go ahead. ")
				continue
			}
			b.WriteString(strings.Join(other.Words, " "))
			if other.Question {
				b.WriteString("? ")
			} else {
				b.WriteString(". ")
			}
		}
		return b.String()
	}
	return ""
}

// ordersWholePlan reports whether a clause orders the whole plan done with
// a carry-out verb and a selector of all of it (see above). steps caches
// the plan's count of numbered steps (-1 before it is counted).
func ordersWholePlan(ws []string, plan string, steps *int) bool {
	i := 0
	for i < len(ws) && (ws[i] == "ok" || ws[i] == "okay" || ws[i] == "so" || ws[i] == "then" || ws[i] == "please" ||
		ws[i] == "pls" || ws[i] == "just" || ws[i] == "yes") {
		i++
	}
	if i >= len(ws) {
		return false
	}
	switch ws[i] {
	case "do", "apply", "implement", "make", "execute", "ship":
	default:
		if !foreignCarryOut(ws[i]) {
			return false
		}
	}
	rest := ws[i+1:]
	for len(rest) > 0 && (rest[0] == "please" || rest[0] == "pls") {
		rest = rest[1:] // "Mach bitte alle drei Schritte"
	}
	for len(rest) > 0 {
		switch rest[len(rest)-1] {
		case "please", "pls", "now", "then", "them", "it", "of", "steps", "changes", "parts", "edits", "fixes", "the":
			rest = rest[:len(rest)-1]
			continue
		}
		if foreignStepWord(rest[len(rest)-1]) {
			rest = rest[:len(rest)-1] // "alle drei Schritte", "todos los pasos"
			continue
		}
		break
	}
	all := len(rest) > 0 && (rest[0] == "all" || foreignAll(rest[0]))
	count := func() int {
		if *steps < 0 {
			*steps = numberedSteps(plan)
		}
		return *steps
	}
	switch {
	case len(rest) == 1 && (all || rest[0] == "everything"):
		return true // "do all of them", "apply everything"
	case len(rest) == 1 && rest[0] == "both":
		return count() == 2
	case all && (len(rest) == 2 || len(rest) == 3 && foreignStepWord(rest[1])):
		// "all three", "tutti e tre", "todos los tres"
		last := rest[len(rest)-1]
		v := max(countValue(last), foreignCount(last))
		return v > 1 && v == count() // "do all three steps"
	}
	return false
}

// politeSubjunctive reports whether a clause asks for the approval as a
// polite wish in the subjunctive (see above).
func politeSubjunctive(ws []string) bool {
	frame, welcome := false, false
	for i := 0; i+2 < len(ws); i++ {
		switch w := ws[i]; {
		case w == "i'd" || w == "it'd" || w == "that'd" || w == "we'd" ||
			(w == "i" || w == "it" || w == "that" || w == "we") && ws[i+1] == "would":
			frame = true
		case frame && welcomeWord(w):
			welcome = true
		case w == "if" && frame && welcome && (ws[i+1] == "you" || ws[i+1] == "u"):
			return pastApproval(ws[i+2:])
		case lang.IsNegation(w) || w == "not" || w == "never":
			return false // "I'd not be happy if you went ahead"
		}
	}
	return false
}

// welcomeWord reports whether w welcomes what follows: "appreciate",
// "delighted", "great".
func welcomeWord(w string) bool {
	switch w {
	case "appreciate", "love", "like", "happy", "glad", "grateful", "delighted", "great", "nice", "good", "perfect",
		"ideal", "thankful", "pleased", "awesome", "fantastic", "wonderful":
		return true
	}
	return false
}

// pastApproval reports whether ws open with an approval said in the past or
// with "could"/"would": "went ahead", "proceeded", "did it", "could go
// ahead", "carried on with that".
func pastApproval(ws []string) bool {
	if len(ws) > 1 && (ws[0] == "could" || ws[0] == "would") {
		ws = ws[1:]
		if ws[0] == "go" && len(ws) > 1 && ws[1] == "ahead" || ws[0] == "proceed" {
			return true
		}
		return ws[0] == "do" && len(ws) > 1 && pronounOfPlan(ws[1])
	}
	switch ws[0] {
	case "went":
		return len(ws) > 1 && (ws[1] == "ahead" || ws[1] == "for")
	case "proceeded", "implemented", "applied":
		return true
	case "did", "carried":
		return len(ws) > 1 && (pronounOfPlan(ws[1]) || ws[1] == "on")
	}
	return false
}

// pronounOfPlan reports whether w points at the plan: "it", "that", "this",
// "so".
func pronounOfPlan(w string) bool {
	return w == "it" || w == "that" || w == "this" || w == "so"
}

// foreignCarryOut reports whether w is a carry-out verb of another language
// said to the assistant ("mach", "haz", "fais", "fai", "faz", "сделай",
// "zrób", "udělej", "doe", "yap"): "Mach bitte alle drei Schritte".
func foreignCarryOut(w string) bool {
	switch w {
	case "mach", "macht", "haz", "hagan", "fais", "faites", "fai", "fate", "faz", "faça", "faca", "сделай",
		"делай", "сделайте", "zrób", "zrob", "udělej", "udelej", "doe", "yap", "yapın", "implementa", "aplica",
		"applica", "applique", "setz", "führ", "fuhr":
		return true
	}
	return false
}

// foreignStepWord reports whether w is a plural word for the plan's steps
// or an article before it in another language ("Schritte", "pasos",
// "étapes", "passi", "шага", "kroki"; "los", "les", "i", "e").
func foreignStepWord(w string) bool {
	switch w {
	case "schritte", "punkte", "pasos", "puntos", "étapes", "etapes", "points", "passi", "punti", "passos", "etapas",
		"шага", "шаги", "пункта", "пункты", "kroki", "punkty", "kroky", "body", "stappen", "punten", "adımı", "adimi",
		"die", "los", "las", "les", "i", "e", "os", "as":
		return true
	}
	return false
}

// foreignAll reports whether w is "all" of another language ("alle",
// "todos", "tous", "tutti", "все", "wszystkie", "všechny").
func foreignAll(w string) bool {
	switch w {
	case "alle", "alles", "todos", "todas", "todo", "tous", "toutes", "tout", "tutti", "tutte", "tutto", "все",
		"всё", "wszystkie", "wszystko", "všechny", "vsechny", "allemaal", "hepsini", "hepsi":
		return true
	}
	return false
}

// foreignCount returns the count of two to six a word writes in another
// language ("drei", "tres", "trois", "três", "tre", "три", "trzy"), 0 for
// none.
func foreignCount(w string) int {
	switch w {
	case "zwei", "dos", "deux", "dois", "due", "два", "dwa", "dva", "twee", "iki":
		return 2
	case "drei", "tres", "três", "trois", "tre", "три", "trzy", "tři", "tri", "drie", "üç":
		return 3
	case "vier", "cuatro", "quatre", "quatro", "quattro", "четыре", "cztery", "čtyři", "ctyri", "dört":
		return 4
	case "fünf", "funf", "cinco", "cinq", "cinque", "пять", "pięć", "pět", "vijf", "beş":
		return 5
	}
	return 0
}
