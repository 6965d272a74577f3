package words

import "strings"

// Mockery without a word of approval in it reads the same way in every
// language: a reply that opens with "sure" / "of course" ("claro",
// "jasne", "klar", "конечно", "ага") and then
//
//   - ends on a reason that claims a known risk never struck ("…, bo
//     playwright nigdy nie był flaky", "claro, porque Cypress nunca
//     falla"): a sincere reason goes on to the go-ahead, a mock one is
//     the last word (or is laughed at, "😂");
//   - or scorns one more of something nobody will follow ("ага, конечно,
//     ещё один YAML-якорь, который никто не поймёт", "otro wrapper que
//     nadie va a entender").
//
// Japanese and Chinese mark it without the opener: a resigned "どうせ"
// ("it'll fail anyway"; not "どうせなら", "if we're at it anyway"), a
// doubled dismissive yes with "again" ("はいはい、また…", "好好好，又…"),
// or "yet another" with "nobody" ("又一个没人看得懂的…").

// maxCJKMockery bounds the Japanese and Chinese replies read for mockery:
// it is said in a sentence or two, and the bound keeps a long reply from
// being scanned byte by byte.
const maxCJKMockery = 300

// foreignMockery reports the mockery above.
func foreignMockery(text string, cls []Clause) bool {
	if len(cls) == 0 || len(cls[0].Words) == 0 {
		return false
	}
	if len(text) <= maxCJKMockery && hanOrKana(text) && cjkMockery(text) {
		return true
	}
	if !sureOpener(cls[0].Words) {
		return false // the cheap test first
	}
	last := len(cls) - 1
	for last > 0 && len(cls[last].Words) == 0 {
		last--
	}
	laughs := strings.Contains(text, "😂") || strings.Contains(text, "🤣") || strings.Contains(text, "😆")
	another, nobody := false, false
	for k, c := range cls {
		because := false
		for _, w := range c.Words {
			switch {
			case becauseWord(w):
				because = true
			case because && neverWord(w) && (k == last || laughs):
				return true
			case anotherWord(w):
				another = true
			case another && nobodyWord(w):
				nobody = true
			}
		}
	}
	return another && nobody
}

// sureOpener reports whether a reply's first clause opens with a word of
// "sure", "of course", "yeah right" in a language other than English
// (within its first two words: "ну да", "sí claro", "ja klar").
func sureOpener(ws []string) bool {
	for i := 0; i < len(ws) && i < 2; i++ {
		switch ws[i] {
		case "claro", "jasne", "jasno", "klar", "natürlich", "конечно", "ага", "ну", "certo", "certamente", "tabii",
			"bien", "évidemment", "evidemment", "clar", "naturalmente", "zeker", "tuurlijk", "ovšem", "jasně", "звісно",
			"авжеж", "тож", "oczywiście", "pewnie", "elbette", "tentu", "tất", "självklart", "selvfølgelig":
			return true
		}
	}
	return false
}

// becauseWord reports whether w is "because" in another language.
func becauseWord(w string) bool {
	switch w {
	case "porque", "bo", "weil", "denn", "ведь", "потому", "parce", "perché", "perche", "çünkü", "cunku", "karena",
		"omdat", "protože", "бо", "адже", "eftersom", "fordi", "koska", "mert":
		return true
	}
	return false
}

// neverWord reports whether w is "never" in another language (German
// "nie" too, Polish "nie" being "not", read only after a "because").
func neverWord(w string) bool {
	switch w {
	case "nunca", "nigdy", "nie", "никогда", "jamais", "mai", "asla", "hiç", "pernah", "nooit", "nikdy", "ніколи",
		"aldrig", "koskaan", "soha":
		return true
	}
	return false
}

// anotherWord reports whether w is "another" / "one more" in another
// language.
func anotherWord(w string) bool {
	switch w {
	case "otro", "otra", "noch", "ещё", "еще", "kolejny", "kolejna", "kolejne", "autre", "altro", "altra", "outro",
		"outra", "başka", "další", "ще", "nog", "ennen", "endnu", "ytterligare", "lagi":
		return true
	}
	return false
}

// nobodyWord reports whether w is "nobody" / "no one" in another language.
func nobodyWord(w string) bool {
	switch w {
	case "nadie", "niemand", "никто", "nikt", "personne", "nessuno", "kimse", "ninguém", "ninguem", "nikdo", "ніхто",
		"ingen", "kukaan", "senki", "siapa":
		return true
	}
	return false
}

// hanOrKana reports whether text holds a byte that opens a Chinese or
// Japanese character (U+3000–U+9FFF are E3–E9 lead bytes).
func hanOrKana(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0xE3 && text[i] <= 0xE9 {
			return true
		}
	}
	return false
}

// cjkMockery reports the Japanese and Chinese marks of mockery (see
// above).
func cjkMockery(text string) bool {
	if i := strings.Index(text, "どうせ"); i >= 0 && !strings.HasPrefix(text[i+len("どうせ"):], "なら") {
		return true
	}
	if (strings.HasPrefix(text, "はいはい") || strings.HasPrefix(text, "好好好") || strings.HasPrefix(text, "行行行")) &&
		(strings.Contains(text, "また") || strings.Contains(text, "又")) {
		return true
	}
	return (strings.Contains(text, "又一个") || strings.Contains(text, "又一個")) && (strings.Contains(text, "没人") || strings.Contains(text, "沒人"))
}
