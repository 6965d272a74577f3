package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply written like an e-mail may end in a signature: the lines after a
// "-- " delimiter line, or a closing line ("Best,", "Regards,",
// "Cheers,") followed by a name or a role. They name who wrote the reply,
// which asks nothing of the plan.

// maxSignatureLines is the most lines a signature may have after its
// delimiter or closing.
const maxSignatureLines = 3

// maxSignatureWords is the most words a signature line may have ("Karen,
// Infra Lead", "Platform Team, ACME Corp").
const maxSignatureWords = 5

// withoutSignature returns text without a signature at its end, or text
// as it is when it has none.
func withoutSignature(text string) string {
	end := strings.TrimRight(text, " \t\r\n")
	// Only the last lines are looked at: a long reply is not split whole.
	for k := 0; k < maxSignatureLines; k++ {
		nl := strings.LastIndexByte(end, '\n')
		if nl < 0 || !signatureLine(end[nl+1:]) {
			return text
		}
		end = end[:nl]
		start := strings.LastIndexByte(end, '\n') + 1 // the line before: a delimiter or a closing?
		l := strings.TrimSpace(end[start:])
		if l == "--" || l == "—" || closing(l) {
			if start == 0 {
				return text // nothing but a signature: read it as it is
			}
			return end[:start-1] // without the newline before the delimiter
		}
	}
	return text
}

// signatureLine reports whether a line may be part of a signature: a few
// words, no sentence punctuation, no request, marker or code name in it.
func signatureLine(l string) bool {
	l = strings.TrimSpace(l)
	if l == "" || strings.ContainsAny(l, ".!?:;") {
		return false
	}
	if len(strings.Fields(l)) > maxSignatureWords {
		return false
	}
	for _, cl := range lang.Clauses(l) {
		ws := cl.Words
		if cl.Question || len(ws) > 0 && (imperativeOpening(ws[0]) || verbFirst(ws)) {
			return false // "add the docs too" after "Thanks,": a request
		}
		for i, w := range ws {
			if addsTo(ws, i) || hangingConnector(w) || restricts(w) || addsWith(w) || negatorLen(ws, i) > 0 || codeLike(w) {
				return false
			}
		}
	}
	return true
}

// closing reports whether a line is an e-mail closing ("Best,", "Kind
// regards,", "Thanks,", "Cheers").
func closing(l string) bool {
	l = strings.ToLower(strings.TrimRight(l, ", "))
	switch l {
	case "best", "best regards", "regards", "kind regards", "warm regards", "cheers", "thanks", "thank you", "many thanks",
		"thx", "br", "all the best", "sincerely", "yours":
		return true
	}
	return false
}
