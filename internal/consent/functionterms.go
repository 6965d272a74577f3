package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// foreignFunctionWord reports whether w is a word of grammar in one of the
// languages plans and exchanges are written in besides English: an
// article, a preposition (lang.IsForeignFunctionWord), a copula, a
// conjunction or a pronoun ("est", "und", "que", "una", "een"). Such a
// word is no subject: a French answer about SPF and DKIM shares "dans" and
// "est" with a French plan about a mailer, not a subject, so the
// exchange is not about the plan (emitTerm, exchangeAboutPlan).
func foreignFunctionWord(w string) bool {
	if lang.IsForeignFunctionWord(w) {
		return true
	}
	switch w { // words of three bytes or more: shorter ones are no terms anyway
	case "est", "sont", "être", "était", "une", "qui", "que", "quoi", "mais", "pas",
		"cette", "ces", "ton", "tes", "mon", "mes", "ses", "leur", "nous", "vous", "ils", "elle",
		"está", "están", "ser", "una", "uno", "unos", "unas", "pero", "como", "muy", "más", "sus",
		"sono", "essere", "dei", "delle", "anche", "più", "questo", "questa",
		"são", "uma", "mas", "isso", "esse", "essa", "seu", "sua",
		"ist", "sind", "sein", "und", "oder", "aber", "ein", "eine", "einen", "einem", "einer", "nicht",
		"auch", "ich", "wir", "sie", "dass", "wie",
		"een", "zijn", "niet", "ook", "maar", "dat", "wat", "hoe":
		return true
	}
	return false
}
