package words

// ForeignOtherness reports whether w marks something as other than the
// subject at hand in another language — "another", "different", "other",
// "separate": "autre", "otra", "andere", "altra", "outra", "другой",
// "inna", "jiná", "başka", "lain", "ander". With a word for a subject
// beside it (ForeignSubjectNoun) it announces another subject: "autre
// chose d'abord", "otra pregunta", "andere Frage", "другой вопрос",
// "pertanyaan lain".
func ForeignOtherness(w string) bool {
	switch w {
	case "autre", "autres", "différente", "différent", "otra", "otro", "distinta", "distinto", "andere", "anderes",
		"anderer", "ander", "altra", "altro", "diversa", "diverso", "outra", "outro", "diferente", "другой", "другая",
		"другое", "иной", "інше", "інша", "інший", "inna", "inne", "inny", "innej", "jiná", "jiný",
		"jiné", "iná", "iný", "başka", "farklı", "lain", "annen", "annan", "annat", "anden", "andet",
		// Vietnamese, Swahili, Tagalog, Hindi in Latin letters (r22)
		"khác", "lingine", "jingine", "nyingine", "iba", "ibang", "dusri", "doosri", "alag":
		return true
	}
	return false
}

// ForeignSubjectNoun reports whether w names a subject of talk in another
// language — "thing", "question", "topic", "matter": "chose", "question",
// "sujet", "cosa", "pregunta", "tema", "Sache", "Frage", "Thema", "domanda",
// "coisa", "pergunta", "assunto", "вопрос", "дело", "тема", "sprawa",
// "pytanie", "věc", "otázka", "şey", "soru", "konu", "hal", "pertanyaan",
// "ding", "vraag".
func ForeignSubjectNoun(w string) bool {
	switch w {
	case "chose", "question", "sujet", "point", "cosa", "pregunta", "tema", "asunto", "sache", "frage", "thema",
		"domanda", "questione", "argomento", "coisa", "pergunta", "assunto", "questão", "вопрос", "дело", "тема",
		"штука", "питання", "справа", "sprawa", "pytanie", "kwestia", "temat", "věc", "otázka", "téma", "vec",
		"şey", "soru", "konu", "hal", "pertanyaan", "topik", "ding", "vraag", "onderwerp", "sak", "fråga", "ämne",
		"spørsmål", "spørgsmål", "emne",
		// Vietnamese ("chuyện khác", "việc khác", "câu hỏi khác"), Swahili
		// ("swali lingine", "jambo jingine"), Tagalog ("ibang tanong"),
		// Hindi in Latin letters ("dusri baat") (r22)
		"chuyện", "việc", "hỏi", "swali", "jambo", "suala", "tanong", "bagay", "baat", "sawal", "savaal":
		return true
	}
	return false
}
