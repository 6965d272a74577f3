package words

// letsGo is, across the languages of the vocabularies, one meaning: the
// word people send to set work going — "let's go", "off we go", "let's do
// it", "go on", "launch it", and the chat forms of each ("погнали",
// "lecimy z tym", "jedem", "avança", "auf geht's",
// "başlayalım", "ayo", "ebda2", "가자", "やろう", "开干"). Read after a
// plan, each is the go-ahead, as "let's go" is in English; they are high
// phrases of the other languages (see OtherLanguages). Words that are also
// ordinary words elsewhere ("lance", the English name; "hai", Japanese yes;
// "allez") are listed by Ambiguous, and so is every word of the table said
// alone ("lecimy", "jedem", "avança"): it counts alone in its clause
// ("robimy testy", "avanza el proyecto" say what is done). A test checks
// that Ambiguous lists each.
var letsGo = vocabulary{
	high: []string{
		// Russian, Ukrainian
		"погнали", "погнали уже", "поїхали", "вперед з цим", "начинаем", "начинай уже", "запускаем",
		// Polish, Czech, Slovak
		"lecimy", "lecimy z tym", "jedziemy", "jedziemy z tym", "działamy", "robimy", "robimy to",
		"jedem", "jedeme", "jdeme na to", "jde se na to", "makej", "poďme", "poďme na to", "ideme na to",
		// Spanish, Portuguese, Italian, French
		"manos a la obra", "arranca", "arrancá", "avanza",
		"avança", "avance", "pode avançar", "toca a andar",
		"partiamo", "procediamo", "facciamolo",
		"lance", "lance-le", "lancez", "lancez-le", "on fonce", "faisons-le",
		// German, Dutch, Scandinavian, Finnish, Hungarian
		"auf geht's", "ab geht's", "dann los", "machen wir", "machen wir's", "legen wir los",
		"aan de slag", "doen we", "vi kör", "kör bara på", "mennään", "tehdään", "gyerünk",
		// Turkish, Indonesian, Tagalog, Swahili, Romanian, Serbo-Croatian
		"başlayalım", "yapalım", "hadi bakalım", "yap bakalım", "haydi", "ayo", "ayo gas", "tara na",
		"twende", "tuanze", "hai să", "ajmo", "ajde", "hajde",
		// Arabic (Egyptian in Latin letters), Hebrew, Greek, Hindi
		"ebda2", "ebda", "yalla bina", "يلا بينا", "בוא נתחיל", "סע", "ας ξεκινήσουμε", "chalo shuru karo",
		"kar dalo", "ho jaye",
		// Korean, Japanese, Chinese (one word a character), Vietnamese
		"가자", "가즈아", "진행시켜주세요", "진행시켜 주세요", "ㄱㄱㄱ",
		"や ろ う", "い こ う", "行 こ う", "進 め よ う", "や り ま し ょ う", "始 め よ う",
		"开 干", "干 吧", "就 这 么 干", "走 起", "搞 起 来", "整 吧",
		"làm thôi", "triển thôi", "triển đi", "chiến thôi",
	},
}
