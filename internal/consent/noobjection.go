package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// dropSaidNoObjection drops the clauses at the opening of a reply that say,
// in any language and unasked, that the user has no objection ("возражений
// нет", "nie mam zastrzeżeń", "kein Einwand", "कोई आपत्ति नहीं", "没意见",
// "aucune objection") when a plain approval follows them ("…, делай"): they
// are the go-ahead's preface, not a refusal, as "no objections, go ahead"
// is in English. The clause must name the objection and hold a "no" or a
// "none" (saysNoObjection); a bare "nein, leg los" is left as it stands,
// and nothing is dropped when no plain approval follows ("keine Einwände,
// aber warte noch").
func (c *Classifier) dropSaidNoObjection(cls []lang.Clause) []lang.Clause {
	n := 0
	for n < len(cls) && !cls[n].Question && saysNoObjection(cls[n].Words) {
		n++
	}
	if n == 0 || n == len(cls) || !c.approvesLater(cls[n:]) {
		return cls
	}
	return cls[n:]
}

// saysNoObjection reports whether words say there is no objection, naming
// it: only words of "no objection from my side" (noObjection), an
// objection named, and a "no" or a "none".
func saysNoObjection(ws []string) bool {
	if !noObjection(ws) || !namesObjection(ws) {
		return false
	}
	for _, w := range ws {
		if w == "no" || w == "none" || lang.IsForeignNegation(w) || lang.NoneSaid(w) {
			return true
		}
	}
	return false
}
