package words

// The vocabularies added in round 18, by meaning: for each language, the
// words people send to go on, start or do it (high), to agree (medium), and
// to wait or refuse (negative). Languages the tables lacked (Catalan,
// Lithuanian, Latvian, Estonian, Tamil), and forms of listed languages that
// were missing (Malay "teruskan", Arabic "continue", the polite Urdu and
// Hindi imperatives, Danish and Norwegian "get going", Cantonese "做啦").
// ASCII words that mark a phrase as foreign are in moreForeignMarkers.

// catalan is the Catalan vocabulary.
var catalan = vocabulary{
	high:     []string{"endavant", "fes-ho", "feu-ho", "som-hi", "tira endavant"},
	medium:   []string{"d'acord", "molt bé", "entesos"},
	negative: []string{"encara no", "no ho facis", "no ho feu", "atura't", "ara no", "espera't"},
}

// baltic is the Lithuanian, Latvian and Estonian vocabulary.
var baltic = vocabulary{
	high: []string{"pirmyn", "daryk", "darykit", "darykite", "tęsk", "tęskite", "pradėk", "varyk",
		"turpini", "turpiniet", "aiziet", "sāc",
		"jätka", "jätkake", "tee ära", "tee seda", "mine edasi", "alusta"},
	medium: []string{"taip", "gerai", "jā", "labi", "jah", "olgu", "sobib"},
	negative: []string{"palauk", "dar ne", "nedaryk", "stok", "nē", "pagaidi", "vēl nē", "nedari",
		"oota", "veel mitte", "ära tee", "mitte veel"},
}

// tamil is the Tamil vocabulary.
var tamil = vocabulary{
	high:     []string{"செய்யுங்கள்", "செய்", "செய்யவும்", "தொடருங்கள்", "தொடரவும்", "தொடரு", "ஆரம்பியுங்கள்", "தொடங்குங்கள்"},
	medium:   []string{"ஆமாம்", "ஆம்", "சரி"},
	negative: []string{"இல்லை", "வேண்டாம்", "காத்திருங்கள்", "இப்போது வேண்டாம்", "பொறுங்கள்"},
}

// moreForms are the forms of listed languages the tables lacked.
var moreForms = vocabulary{
	high: []string{"teruskan", "sila teruskan", "jalankan", "mulakan",
		"تابع", "استمر", "كمل", "اكمل", "أكمل", "امض",
		"کریں", "آگے بڑھیں", "شروع کریں", "کیجیے", "करें", "आगे बढ़ें", "शुरू करें", "कीजिये",
		"gå i gang", "kom i gang", "kör igång",
		"做 啦", "去 啦", "開 工", "搞 掂 佢"},
	medium:   []string{"جی ہاں", "जी हाँ", "जी हां"},
	negative: []string{"唔 好", "等 陣", "未 得", "jangan teruskan"},
}

// moreForeignMarkers reports whether w, in ASCII letters, is a word of a
// phrase of the round-18 and round-21 vocabularies that is not also a word
// of English.
func moreForeignMarkers(w string) bool {
	switch w {
	case "endavant", "fes-ho", "feu-ho", "som-hi", "d'acord", "entesos", "encara", "ara", "molt", "tesk", "teskite", "jatkake", "facis", "feu",
		"atura't", "espera't", "pirmyn", "daryk", "darykit", "darykite", "varyk", "turpini", "turpiniet", "aiziet",
		"taip", "gerai", "labi", "jah", "olgu", "sobib", "palauk", "nedaryk", "stok", "pagaidi", "nedari", "oota",
		"veel", "mitte", "edasi", "alusta", "teruskan", "sila", "jalankan", "mulakan",
		// round 21's politeForms (one switch: a second one costs every word of a reply)
		"yapabilirsiniz", "edebilirsiniz", "edebilirsin", "baslayabilirsiniz", "uygulayin", "yapmayin",
		"tehkaa", "jatkakaa", "aloittakaa", "alkaa", "tehko", "csinalja", "folytassa", "kezdje",
		"podes", "mandale", "echale", "hagale", "verder", "voort", "chalo", "karte", "hain", "dete", "kijiye", "mandes":
		return true
	}
	return false
}
