package words

import "strings"

// This file is the closed vocabulary of requests beyond IsChangeVerb: more
// English verbs of change, and the request verbs and polite openers of a
// few other languages (French, Spanish, Portuguese, Italian, German,
// Dutch, Swedish, Norwegian, Danish, Russian, Polish, Turkish, Hindi in Latin letters, Japanese,
// Chinese, Korean). Only these words are read: a language
// the lists do not hold asks for nothing, and the change is shown first.

// IsMoreChangeVerb reports whether w is an English verb of change that
// IsChangeVerb does not hold: "cast both to f64", "scaffold a k8s/ns.yaml",
// "exclude soft-deleted users".
func IsMoreChangeVerb(w string) bool {
	switch w {
	case "cast", "scaffold", "stub", "pin", "unpin", "hoist", "memoize", "memoise", "debounce", "throttle",
		"italicize", "deprecate", "expose", "map", "remap", "unmap", "scale", "point", "repoint",
		// Rules and switches: "exclude soft-deleted users", "let's allow 200m uploads".
		"exclude", "allow", "disallow", "forbid", "permit", "activate", "deactivate", "enforce",
		"silence", "mute", "unmute", "hide", "unhide", "suppress",
		// Files made again from their source: "regenerate requirements.txt with pip freeze".
		"regenerate", "recreate", "rebuild":
		return true
	}
	return false
}

// IsForeignChangeVerb reports whether w asks for a change in another
// language: an infinitive or imperative of a verb of change ("corriger",
// "cambiar", "veranderen", "ändere"), or, in a language written without
// spaces, a word holding a request form of one ("直してください",
// "修改", "바꿔주세요") and no mark of doubt or question ("かも", "吗").
func IsForeignChangeVerb(w string) bool {
	w = foldNonASCII(w)
	if v, ok := withoutEnclitic(w); ok && foreignChangeVerb(v) {
		return true // "corrígelo", "cámbialo", "aggiungilo"
	}
	return foreignChangeVerb(w)
}

// foldNonASCII is w in lower case when it has a letter beyond ASCII:
// Normalize lowers ASCII letters only, so a request that opens a sentence
// keeps its capital ("Ändra …", "Измени …", "Lisää …"). ASCII words are
// returned as they are, at no cost.
func foldNonASCII(w string) string {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return strings.ToLower(w)
		}
	}
	return w
}

// withoutEnclitic is a Spanish or Italian imperative without the object
// pronoun joined to its end, and the written accent the join puts on it:
// "corrígelo" → "corrige", "cámbialo" → "cambia", "aggiungilo" →
// "aggiungi".
func withoutEnclitic(w string) (string, bool) {
	for _, p := range [...]string{"los", "las", "les", "lo", "la", "le"} {
		if v, ok := strings.CutSuffix(w, p); ok && len(v) >= 4 {
			return withoutAccent(v), true
		}
	}
	return "", false
}

// withoutAccent is w with its acute-accented vowels plain ("corríge" →
// "corrige"); w itself when it has none.
func withoutAccent(w string) string {
	ascii := true
	for i := 0; i < len(w) && ascii; i++ {
		ascii = w[i] < 0x80
	}
	if ascii {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch r {
		case 'á':
			r = 'a'
		case 'é':
			r = 'e'
		case 'í':
			r = 'i'
		case 'ó':
			r = 'o'
		case 'ú':
			r = 'u'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foreignChangeVerb is IsForeignChangeVerb on one word as written.
func foreignChangeVerb(w string) bool {
	switch strings.TrimLeft(w, "¿¡") {
	// French
	case "corriger", "corrige", "corrigez", "changer", "changez", "modifier", "modifie", "modifiez",
		"ajouter", "ajoute", "ajoutez", "supprimer", "supprime", "supprimez", "remplacer", "remplace", "remplacez",
		"renommer", "renomme", "renommez", "enlever", "enlève", "enlevez", "retirer", "retire", "retirez",
		"activer", "activez", "désactiver", "désactive", "désactivez", "mettre", "mets", "mettez",
		"augmenter", "augmente", "augmentez", "baisser", "baisse", "baissez", "renvoyer", "renvoie", "renvoyez",
		"retourner", "retourne", "retournez",
		// Spanish
		"activar", "activa", "desactivar", "desactiva", "subir", "sube", "suba", "bajar", "baja",
		"cambiar", "cambia", "cambie", "corregir", "corrija", "arreglar", "arregla", "arregle",
		"añadir", "añade", "añada", "agregar", "agrega", "agregue", "quitar", "quita", "quite",
		"eliminar", "elimina", "elimine", "borrar", "borra", "borre", "reemplazar", "reemplaza", "reemplace",
		"renombrar", "renombra", "renombre", "actualizar", "actualiza", "actualice", "poner", "pon", "ponga",
		"descartar", "descarta", "descarte", "restaurar", "restaura", "restaure",
		// Portuguese
		"mudar", "muda", "mude", "corrigir", "alterar", "altera", "altere", "adicionar", "adiciona",
		"adicione", "remover", "remova", "trocar", "troca", "troque", "atualizar", "atualiza", "atualize",
		"renomear", "renomeie", "apagar", "apague", "consertar", "conserte", "ativar", "ative", "desativar", "desative", "aumentar", "aumente",
		// Italian
		"cambiare", "correggere", "correggi", "modificare", "modifica", "aggiungere", "aggiungi",
		"rimuovere", "rimuovi", "sostituire", "sostituisci", "rinominare", "rinomina", "aggiornare", "aggiorna", "sistemare", "sistema",
		"attivare", "attiva", "disattivare", "disattiva", "impostare", "imposta", "aumentare", "aumenta",
		// German
		"ändern", "ändere", "ändert", "korrigieren", "korrigiere", "hinzufügen", "füge", "entfernen", "entferne",
		"ersetzen", "ersetze", "umbenennen", "benenne", "aktualisieren", "aktualisiere", "beheben", "behebe", "reparieren", "repariere",
		"setz", "setze", "setzen", "stell", "stelle", "stellen", "aktiviere", "aktivieren", "deaktiviere", "deaktivieren",
		"erhöhe", "erhöhen", "verringere", "lösche", "löschen",
		// Dutch
		"veranderen", "verander", "aanpassen", "wijzigen", "wijzig", "toevoegen", "voeg", "verwijderen", "verwijder",
		"vervangen", "vervang", "hernoemen", "hernoem", "repareren", "repareer", "corrigeren", "corrigeer", "bijwerken",
		"selecteren", "selecteer", "fixen", "updaten", "verhogen", "verlagen", "maak", "maken", "aanmaken",
		// Russian
		"исправь", "исправьте", "измени", "измените", "поменяй", "поменяйте", "обнови", "обновите", "добавь", "добавьте",
		"удали", "удалите", "замени", "замените", "переименуй", "переименуйте", "поставь", "поставьте", "исправить", "изменить",
		// Polish
		"zmień", "zmien", "popraw", "dodaj", "usuń", "usun", "zaktualizuj", "zamień", "zamien", "napraw",
		// Turkish
		"değiştir", "düzelt", "güncelle", "ekle", "kaldır",
		// Dutch "zet … op", Swedish, Norwegian and Danish imperatives
		"zet", "verhoog", "verlaag", "ändra", "byt", "uppdatera", "fixa", "rätta", "sätt", "öka", "minska", "radera",
		"endre", "ændr", "ændre", "oppdater", "opdater", "fjern", "slett", "øk":
		return true
	}
	if !hasWideRune(w) {
		return false
	}
	switch w {
	case "고쳐", "바꿔", "수정해", "변경해", "추가해", "삭제해", "올려", "내려":
		// Korean written apart from its auxiliary: "고쳐 주세요", "바꿔 줘"
		return true
	}
	if koreanRequestEnding(w) {
		return true // "늘려줘", "지워주세요": any verb with the giving auxiliary
	}
	for _, doubt := range [...]string{"かも", "てもいい", "たら", "ますか", "ですか", "べき", "吗", "要不要", "是不是", "也许", "可能", "？"} {
		if strings.Contains(w, doubt) {
			return false // "直してもいいかも", "要不要改成": a wish or a question
		}
	}
	for _, form := range [...]string{
		// Japanese: te-form + kudasai / a plain te-form request
		"直して", "修正して", "変更して", "にして", "更新して", "追加して", "削除して", "変えて", "書き換えて", "置き換えて", "消して", "入れて",
		// Chinese
		"修改", "改成", "改为", "更改", "修复", "添加", "删除", "替换", "更新一下", "改一下", "加上", "删掉", "去掉",
		// Chinese resultative changes: a verb with what it turns the thing
		// into or up to ("换成", "设为", "调到"), as "改成" is
		"换成", "换为", "设成", "设为", "设置为", "设置成", "调成", "调为", "调到", "改到", "升到", "升级到", "降到", "降级到",
		"修正お願い", "変更お願い", "更新お願い",
		// Korean: joined request forms
		"바꿔주세요", "바꿔줘", "수정해주세요", "수정해줘", "고쳐주세요", "고쳐줘", "추가해주세요", "추가해줘", "삭제해주세요", "삭제해줘", "변경해주세요", "변경해줘",
	} {
		if strings.Contains(w, form) {
			return true
		}
	}
	return false
}

// IsHinglishRequest reports whether w, followed by next, asks for a
// change in Hindi written in Latin letters: a verb stem with a giving
// auxiliary ("30000 kar do", "hata dijiye") or a joined imperative
// ("karo", "badlo", "hatao"). A negation ("mat karo", "nahi") is read by
// ForeignNegated.
func IsHinglishRequest(w, next string) bool {
	switch w {
	case "karo", "kardo", "krdo", "kijiye", "kariye", "badlo", "hatao", "daalo", "lagao":
		return true
	case "kar", "kr", "badal", "hata", "daal", "laga", "bana":
		switch next {
		case "do", "dijiye", "dena", "de", "dein":
			return true
		}
	}
	return false
}

// IsImperativeChangeVerb reports whether w asks for a change only where it
// stands as an imperative ("return just the title", "multiply by it",
// "tick off … in TODO.md"): elsewhere it describes ("what does handleEntry
// return", "the return value"), so callers read it at the head of a
// clause only.
func IsImperativeChangeVerb(w string) bool {
	switch w {
	case "return", "multiply", "divide", "subtract", "negate", "invert", "tick", "untick", "uncheck",
		// A rule or a line of a document: "block /admin in robots.txt",
		// "mention that you need docker" (but "the Disallow block", "did I
		// mention …").
		"block", "unblock", "mention":
		return true
	}
	return false
}

// IsChinese reports whether w holds a Han character and no kana: a word
// of Chinese, written apart from the particles that make it a question or
// a "don't" ("要不要 … 换成", "… 换成 … 吗"). Japanese joins those to its
// verbs, and its "じゃなくて" (not A but B) is no doubt.
func IsChinese(w string) bool {
	han := false
	for _, r := range w {
		switch {
		case r >= 0x3040 && r <= 0x30FF:
			return false
		case r >= 0x4E00 && r <= 0x9FFF:
			han = true
		}
	}
	return han
}

// hasWideRune reports whether w holds a CJK or Hangul character.
func hasWideRune(w string) bool {
	for _, r := range w {
		if r >= 0x3040 && r <= 0x9FFF || r >= 0xAC00 && r <= 0xD7AF {
			return true
		}
	}
	return false
}

// IsForeignPoliteRequest reports whether a question opening with first and
// second is a polite request in another language: "tu peux corriger …?",
// "¿podrías cambiar …?", "kun je … veranderen?", "kannst du …?".
func IsForeignPoliteRequest(first, second string) bool {
	first = strings.TrimLeft(first, "¿¡")
	switch first {
	case "podrías", "podrias", "puedes", "podría", "podria", "puede", "pourrais", "pourriez", "peux", "pouvez", "можешь", "можете", "możesz",
		"kannst", "könntest", "koenntest", "kun", "kunt", "kan", "zou", "potresti", "puoi", "può", "pode", "poderia", "podes":
		return true
	case "tu", "vous", "est-ce", "du", "je", "você", "voce":
		switch second {
		case "peux", "pourrais", "pouvez", "pourriez", "kannst", "könntest", "kun", "kunt", "pode", "poderia":
			return true
		}
	}
	return false
}

// foreignNegations are the words that negate a verb in the languages
// IsForeignChangeVerb reads.
var foreignNegations = [...]string{"ne", "n", "pas", "no", "não", "nao", "nicht", "kein", "keine", "niet", "geen", "non", "nie", "jamais", "nunca", "не",
	"inte", "ej", "ikke", "mat", "nahi", "nahin"}

// ForeignNegated reports whether a negation stands within three words
// before or two after ws[k] ("ne modifie pas", "no cambies", "nicht
// ändern", "niet veranderen"), or, for the negations that Germanic
// languages put after the object, within five after ("zet TIME_ZONE in
// settings.py niet op …", "ändra inte …"); "no" five words on is "in the"
// of Portuguese ("atualizar … no billing/rates.py").
func ForeignNegated(ws []Word, k int) bool {
	for j := max(0, k-3); j < len(ws) && j <= k+5; j++ {
		if j == k {
			continue
		}
		if j > k+2 {
			switch ws[j].Text {
			case "niet", "nicht", "inte", "ikke", "ej":
				return true
			}
			continue
		}
		for _, n := range foreignNegations {
			if ws[j].Text == n {
				return true
			}
		}
	}
	return false
}

// OneEdit reports whether a and b differ by exactly one edit: a letter
// added, dropped or replaced, or two adjacent letters swapped
// ("docker-compsoe.yml" and "docker-compose.yml"). Callers hold it to a
// closed vocabulary (the project's file names), never to open text.
func OneEdit(a, b string) bool { return oneEdit(a, b) }

// IsForeignHedge reports whether w makes a request tentative in another
// language: "vielleicht", "peut-être", "talvez", "misschien", "forse",
// "quizás".
func IsForeignHedge(w string) bool {
	switch w {
	case "vielleicht", "eventuell", "irgendwann", "später", "peut-être", "peutêtre", "talvez", "misschien", "wellicht", "forse", "quizás", "quizá", "kanske", "kanskje", "måske", "może":
		return true
	}
	return false
}

// HasForeignHedgePhrase reports whether s holds a phrase of another
// language that makes a clause tentative: a wondering ("je me demande", "ich frage mich", "será que"),
// a wait-and-see ("mal sehen", "on verra", "we zien wel", "vedremo").
//
// A change put off to the user's convenience is a wish, not a request, in
// any language (as "later", "someday" and "if you get a chance" are in
// English): a later time ("나중에", "後で", "以后", "später", "plus tard",
// "потом"), a condition on having time ("시간 되면", "時間があれば", "有空",
// "si tu as le temps", "когда будет время") and a "not urgent" ("급한 건
// 아니", "急ぎではない", "不急", "nicht dringend", "no es urgente").
func HasForeignHedgePhrase(s string) bool {
	// An array, not a slice: read in place on every call, never copied to
	// the heap.
	for _, phrase := range [...]string{"je me demande", "on verra", "ich frage mich", "mal sehen", "será que", "sera que", "tal vez",
		"a lo mejor", "we zien wel", "ik vraag me af", "vedremo", "mi chiedo", "me pergunto", "vamos ver",
		// a later time
		"나중에", "언젠가", "後で", "あとで", "いつか", "以后", "以後", "改天", "哪天", "plus tard", "un jour", "más tarde",
		"algún día", "mais tarde", "algum dia", "più tardi", "prima o poi", "потом", "позже", "когда-нибудь",
		// a condition on having time
		"시간 되면", "시간 있으면", "시간이 있으면", "시간이 되면", "여유 있으면", "時間があれば", "時間があったら", "暇があれば",
		"有空", "有时间的话", "有時間的話", "wenn du zeit hast", "wenn du mal zeit hast", "si tu as le temps",
		"si vous avez le temps", "si tienes tiempo", "cuando tengas tiempo", "se tiver tempo", "quando tiver tempo",
		"se hai tempo", "quando hai tempo", "als je tijd hebt", "будет время", "если есть время",
		// not urgent
		"급한 건 아니", "급하지 않", "急ぎではない", "急ぎじゃない", "急がない", "不急", "不着急", "nicht dringend",
		"pas urgent", "no es urgente", "no corre prisa", "não é urgente", "sem pressa", "non è urgente", "niet dringend",
		"не срочно", "не к спеху"} {
		if strings.Contains(s, phrase) {
			return true
		}
	}
	return false
}

// IsForeignFunctionWord reports whether w is a preposition or an article
// of a language IsForeignChangeVerb reads ("de", "dans", "im", "van",
// "nel", "på"): before a file name in such a message it says where, and is
// no directory's name. Callers ask it only of a message in another
// language, where "de" is not a locale directory.
func IsForeignFunctionWord(w string) bool {
	switch w {
	case "de", "du", "des", "dans", "le", "la", "les", "l'", "au", "aux", "à", "sur", "pour", "avec",
		"del", "el", "los", "las", "en", "para", "por", "con", "di", "della", "dello", "nel", "nella", "il",
		"do", "da", "dos", "das", "no", "na", "em", "im", "vom", "von", "der", "die", "dem", "den", "mit", "zu", "zum", "zur",
		"van", "het", "op", "voor", "på", "för", "av", "til", "af", "och", "og", "w", "we", "z", "ze", "dla":
		return true
	}
	return false
}

// IsSwitchVerb reports whether w turns a setting over ("flip", "toggle"):
// which way it goes is in the words after it ("flip it to false"), so a
// caller takes it as a request only where those words name the new value.
func IsSwitchVerb(w string) bool {
	return w == "flip" || w == "toggle"
}

// IsRequestEnding reports whether w ends in a request form joined to its
// verb (see koreanRequestEnding): a sentence closing on it asks for a
// change even with a question mark ("바꿔줄래요?").
func IsRequestEnding(w string) bool { return koreanRequestEnding(w) }

// koreanRequestEnding reports whether a Korean word ends in the giving
// auxiliary of a request ("-줘", "-주세요", "-줄래요", "-주십시오"), which
// asks for the verb before it whatever that verb is ("올려줘", "늘려주세요").
// A question mark on it is still a request ("바꿔줄래요?"); "-도 될까요"
// (may I) and "-야 할까" (should we) are no such ending.
func koreanRequestEnding(w string) bool {
	w = strings.TrimRight(w, "?？.!")
	for _, e := range [...]string{"줘", "줘요", "주세요", "주십시오", "줄래", "줄래요", "주실래요", "주시겠어요"} {
		if strings.HasSuffix(w, e) && len(w) > len(e) {
			return true
		}
	}
	return false
}

// IsOtherDoubt reports whether w, in a language beyond the ones
// IsForeignChangeVerb reads, negates, hedges or asks: the closed classes
// of negations ("не", "älä", "jangan", "đừng", "μην", "אל", "मत"),
// maybes ("может", "belki", "ehkä", "mungkin", "אולי", "शायद") and
// question particles ("ли", "mı", "apakah", "क्या", "吗"). A sentence
// read as a request by what it spells, with no verb the vocabulary holds,
// must hold none of them: in an unread language, doubt is read as doubt.
func IsOtherDoubt(w string) bool {
	w = foldNonASCII(w)
	switch w {
	case "не", "ни", "нет", "ні", "ne", "nem", "nie", "ei", "älä", "älkää", "jangan", "tidak", "bukan", "đừng", "không", "chưa",
		"μην", "δεν", "όχι", "אל", "לא", "मत", "नहीं", "ना", "อย่า", "ไม่", "yapma", "değil", "etme",
		"может", "можно", "возможно", "наверное", "може", "можливо", "мабуть", "belki", "ehkä", "kenties", "mungkin", "barangkali",
		"lẽ", "ίσως", "možná", "mozna", "poate", "talán", "אולי", "शायद", "อาจ", "บางที",
		"ли", "чи", "mı", "mü", "apakah", "क्या", "ไหม", "มั้ย", "吗", "嗎", "呢":
		return true
	}
	if !hasWideRune(w) {
		return false
	}
	for _, d := range [...]string{"不要", "别", "別", "不用", "ないで", "なくて", "지마", "지 마", "말아", "吗", "嗎", "かも", "か？", "까"} {
		if strings.Contains(w, d) {
			return true
		}
	}
	return false
}

// IsKoreanRequestApart reports whether w, followed by next, is a Korean
// verb in its connective form (last syllable on -아/-어 and kin, no final
// consonant: "줄여", "낮춰", "해") with the giving auxiliary of a request
// written apart ("줄여 주세요", "낮춰 줘"): it asks for that verb as the
// joined form does, whatever the verb. A demonstrative before "줘" ("이거
// 줘", give me this) is no verb.
func IsKoreanRequestApart(w, next string) bool {
	if !isAuxiliary(next) {
		return false
	}
	switch w {
	case "이거", "그거", "저거", "이걸", "그걸", "저걸":
		return false
	}
	rs := []rune(w)
	if len(rs) < 2 {
		return false
	}
	last := rs[len(rs)-1]
	if last < 0xAC00 || last > 0xD7A3 || (last-0xAC00)%28 != 0 {
		return false
	}
	switch (last - 0xAC00) / 28 % 21 { // the vowel
	case 0, 1, 4, 5, 6, 9, 10, 14: // ㅏ ㅐ ㅓ ㅔ ㅕ ㅘ ㅙ ㅝ
		return true
	}
	return false
}

// isAuxiliary reports whether w is the giving auxiliary of a request
// standing alone ("주세요", "줘", "주십시오", "줄래요?").
func isAuxiliary(w string) bool {
	switch strings.TrimRight(w, "?？.!") {
	case "줘", "줘요", "주세요", "주십시오", "줄래", "줄래요", "주실래요", "주시겠어요":
		return true
	}
	return false
}
