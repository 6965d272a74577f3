package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply can approve a part of the plan by naming its subject rather than
// its number, in any language: "haz solo lo del select_related", "fai
// solo il batching", "nur den Limiter bauen", "只改 render.ts", "chỉ làm
// phần Start thôi". The structure is the same everywhere: a word for
// "only" or "just" near the opening of a clause (after at most a yes, a
// "but" and a verb of doing), not opening a condition ("only if …"), and
// after it a thing the plan names — one of its terms, or one of its
// symbols (a name the plan writes in backticks or inside a camelCase
// name), with or without a verb of doing. The word for "only" holds the
// rest of the plan back: a partial approval to confirm.

// maxOnlyLead bounds the words that may stand before the word for "only".
const maxOnlyLead = 3

// onlyNamed reports whether a clause approves only a part the plan names
// (see above).
func onlyNamed(ws []string, terms planTerms, plan string) bool {
	i := 0
	for i < len(ws) && i < maxOnlyLead && !onlyWord(ws[i]) && leadsPick(ws[i]) {
		i++
	}
	if i == len(ws) || !onlyWord(ws[i]) || i+1 < len(ws) && conditional(ws[i+1]) {
		return false
	}
	rest := ws[i+1:]
	if len(rest) == 0 || len(rest) > 12 {
		return false
	}
	if lang.IsNegation(rest[0]) || lang.IsForeignNegation(rest[0]) || rest[0] == "not" {
		return false // "nur nicht heute", "just not the index": held off, not a part picked
	}
	if terms.shared(strings.Join(rest, " ")) > 0 {
		return true
	}
	for _, w := range rest {
		if len(w) >= 4 && !pronoun(w) && !determiner(w) && namesSymbol(plan, w) {
			return true
		}
	}
	return false
}

// leadsPick reports whether w may stand before the word for "only" of a
// picked part: a yes, "ok", a word for "but", "first", or a verb of doing
// in any language ("haz", "fai", "mach", "先", "зроби").
func leadsPick(w string) bool {
	return saysNothing([]string{w}) || lang.IsYes(w) || lang.ForeignYes(w) || butWord(w) || directVerb(w) ||
		lang.IsChangeVerb(w) || lang.IsForeignChangeVerb(w) || lang.AloneOnly(w) || pickMarker(w) || pickVerb(w)
}

// pickVerb reports whether w is a verb of doing said to the assistant
// that the tables of approval do not hold alone ("зроби", "bauen").
func pickVerb(w string) bool {
	switch w {
	case "hazlo", "зроби", "зробіть", "сделай", "сделайте", "bau", "bauen", "mach", "machen",
		"fais", "faites", "fai", "fate", "haz", "haga", "faz", "faça", "làm", "改", "做", "yap", "karo", "kar":
		return true
	}
	return false
}

// butWord reports whether w is "but" in English or another language: one
// table by meaning, the word as Clauses writes it (Chinese one character a
// word: "但").
func butWord(w string) bool {
	switch w {
	case "but", "pero", "però", "ma", "mais", "mas", "aber", "но", "але", "ale", "ama", "fakat", "lekin", "nhưng",
		"tapi", "tetapi", "但", "但是", "maar", "men", "אבל", "لكن", "ولكن", "ولی", "اما", "αλλά", "lakini", "mutta",
		"কিন্তু", "लेकिन", "لیکن", "แต่", "하지만", "근데", "그런데", "однако", "ali":
		return true
	}
	return false
}

// plainBut reports whether w is "but" and nothing else in the languages
// it is a word of: Polish "ma" is "has" ("ma sens", it makes sense) and
// English "men" is a plural, so neither opens a term after an approval.
func plainBut(w string) bool {
	return butWord(w) && w != "ma" && w != "men"
}

// scandinavianBut reports whether w is the "but" of Swedish, Norwegian and
// Danish ("men"), which plainBut leaves out as the English plural: read
// only in a reply that may be in another language ("Kör, men hoppa över
// testet"), never after an English approval.
func scandinavianBut(w string) bool {
	return w == "men"
}

// namesSymbol reports whether plan writes w (lower case, a word of a
// reply) as a symbol: in backticks, or as a capitalised part of a
// camelCase or PascalCase name ("Limiter" of "loginLimiter", "`Start`").
func namesSymbol(plan, w string) bool {
	plan = cutRunes(plan, maxTermBytes)
	n := len(w)
	for i := 1; i+n <= len(plan); i++ {
		if !strings.EqualFold(plan[i:i+n], w) {
			continue
		}
		if i+n < len(plan) && plan[i+n] >= 'a' && plan[i+n] <= 'z' {
			continue // inside a longer lower-case word
		}
		if plan[i-1] == '`' || plan[i] >= 'A' && plan[i] <= 'Z' && wordByte(plan[i-1]) {
			return true
		}
	}
	return false
}

// bareApproval reports whether a clause is a yes or a verb of doing alone
// ("hazlo", "oke", "ok sure"): what the clause after it directs says
// which part it approves.
func bareApproval(ws []string) bool {
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		if !lang.IsYes(w) && !lang.ForeignYes(w) && !lang.AloneOnly(w) && !pickVerb(w) && !saysNothing([]string{w}) &&
			w != "oke" && w != "okey" && w != "okej" && w != "oké" {
			return false
		}
	}
	return true
}

// opensQuote reports whether a reply opens with a quotation mark: the
// words it opens with are someone else's.
func opensQuote(prompt string) bool {
	t := strings.TrimSpace(prompt)
	for _, q := range [...]string{`"`, "“", "„", "«", "'", "‘", "「", "『"} {
		if strings.HasPrefix(t, q) {
			return true
		}
	}
	return false
}
