package words

// NoneSaid reports whether w says "none", "nothing" or "no" in another
// language as the answer to "Any objections?": "keine", "ninguna",
// "aucune", "nessuna", "nenhuma", "geen", "żadnych", "никаких", "yok",
// "ingen", "אין". The words of a closed table by meaning; "nee" (Dutch
// no) is here because Canonical does not read it as "no".
func NoneSaid(w string) bool {
	switch w {
	case "keine", "keiner", "keins", "nichts", "gar", "ninguna", "ninguno", "ningún", "nada", "aucune", "aucun", "rien",
		"nessuna", "nessuno", "niente", "nulla", "nenhuma", "nenhum", "geen", "niets", "nee", "żadnych", "żadne",
		"żadnej", "brak", "никаких", "ничего", "нету", "нема", "жодних", "yok", "hiç", "ingen", "inga", "inget",
		"nincs", "semmi", "hakuna", "אין", "hiçbir", "tidak", "ada", "nenhuns",
		// round 21: "none", "without", "I have none" in more languages
		"nicio", "niciun", "καμία", "καμιά", "sina", "hatuna", "nemám", "nemáme", "sin", "sem", "sans", "ohne",
		"без", "कोई", "ما", "没", "沒", "없습니다", "없어요", "없음", "ไม่มี":
		return true
	}
	return false
}

// ObjectionWord reports whether w is "objection", "concern" or a word of
// "from my side" of the answer "no objections from my side" in another
// language (see ObjectionNoun): "von meiner Seite", "de mi parte", "с моей
// стороны", "z mojej strony". They name nothing of a plan; "none" or "no"
// must stand with them (see the consent package's noObjection).
func ObjectionWord(w string) bool {
	if ObjectionNoun(w) {
		return true
	}
	switch w {
	case "von", "meiner", "seite", "de", "mi", "parte", "ma", "mia", "minha", "part", "у", "меня", "с", "моей",
		"стороны", "z", "mojej", "strony", "benim", "van", "mijn", "kant", "dari", "saya", "particular", "überhaupt",
		"mam", "mamy", "عندي", "عندنا", "मुझे", "है", "意", "異", "异":
		return true
	}
	return false
}

// ObjectionNoun reports whether w is "objection" or "concern" in another
// language: "Einwände", "Bedenken", "objeciones", "obiezioni", "objeções",
// "bezwaren", "zastrzeżeń", "возражений", "itirazım", "keberatan",
// "invändningar", "התנגדויות", "اعتراضی".
func ObjectionNoun(w string) bool {
	switch w {
	case "einwände", "einwand", "einwaende", "bedenken", "objeciones", "objeción", "objecion", "objeções", "objecoes",
		"obiezioni", "obiezione", "bezwaar", "bezwaren", "zastrzeżeń", "zastrzeżenia", "uwag", "возражений",
		"возражения", "замечаний", "заперечень", "itiraz", "itirazım", "itirazim", "keberatan", "invändningar",
		"innvendinger", "indsigelser", "התנגדויות", "התנגדות", "اعتراض", "اعتراضی", "اعتراضات",
		// round 21
		"objection", "objections", "obiecție", "obiecții", "obiectie", "obiectii", "见", "見", "议", "議", "αντίρρηση", "αντιρρήσεις",
		"pingamizi", "vastalauseita", "vastaväitteitä", "kifogás", "kifogásom", "kifogásunk", "námitky", "námitek",
		"आपत्ति", "مانع", "이의", "ข้อโต้แย้ง", "заперечення":
		return true
	}
	return false
}
