package words

// noTrouble is the length of "no problem" or "no worries" said in another
// language from its negation at ws[i] — "não tem problema", "pas de
// souci", "kein Problem", "keine Sorge", "нет проблем", "tidak ada
// masalah", "no hay problema", "non c'è problema", "nie ma problemu",
// "bez problemu" — or 0. It takes doubt away; it refuses nothing (see
// Reassurance). At most two words stand between the negation and
// the noun; English "no problem" is read elsewhere and is not here.
func noTrouble(ws []string, i int) int {
	if !troubleNegation(ws[i]) {
		return 0
	}
	for k := i + 1; k < len(ws) && k <= i+3; k++ {
		if troubleNoun(ws[k]) || ws[k] == "problem" && ws[i] != "no" { // "kein Problem"; English "no problem" is not here
			return k + 1 - i
		}
	}
	return 0
}

// troubleNegation reports whether w is a negation of another language
// that opens "no problem" (see noTrouble), or the Spanish and Italian "no"
// and "non" that English shares in part. It is asked of nearly every word
// of a reply: two switches by the first byte (ASCII or not), each of few
// word lengths, compile to compares; one over every length compiled to a
// jump table on the length, an indirect branch mispredicted at most words
// (docs/performance.md).
func troubleNegation(w string) bool {
	if w == "" {
		return false
	}
	if w[0] < 0x80 {
		switch w {
		case "não", "nao", "ningún", "sem", "pas", "aucun", "kein", "keine", "keinen", "tidak", "tak", "gak", "nggak", "ga", "no", "non",
			"nessun", "nessuno", "sin", "nie", "bez", "geen", "ingen", "nincs":
			return true
		}
		return false
	}
	switch w {
	case "нет", "не", "без", "žádný", "žiadny", "немає", "ні":
		return true
	}
	return false
}

// troubleNoun reports whether w is "problem", "worry" or "trouble" in a
// language other than English: "problema", "problème", "souci", "Sorge",
// "проблем", "masalah", "problemu", "probleem".
func troubleNoun(w string) bool {
	switch w {
	case "problema", "problemas", "problème", "problèmes", "probleme", "souci", "soucis", "sorge", "sorgen",
		"проблем", "проблема", "проблемы", "проблеми", "masalah", "problemu", "problemów", "problém", "problému",
		"probleem", "problemen", "zorgen", "problemi", "preocupación", "preocupações", "gond", "problemo":
		return true
	}
	return false
}
