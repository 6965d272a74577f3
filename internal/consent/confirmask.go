package consent

import "strings"

// The guidance's confirmation question ("Just to confirm, you want me to
// proceed with the plan?") is asked in the user's language when the
// conversation is in another one: "Nur zur Bestätigung: Soll ich mit dem
// Plan fortfahren?", "Solo para confirmar: ¿quieres que proceda con el
// plan?", "念のため確認ですが、この計画で進めてよろしいですか？". A bare yes
// of that language answers it as "yes" answers the English one. Read by
// structure and one table by meaning: a short assistant message with no
// code, ending in a question mark, that holds a word of confirming in
// another language.

// maxConfirmAsk bounds the bytes of a confirmation question (the Japanese
// one above is about 90).
const maxConfirmAsk = 200

// foreignConfirmationQuestion reports whether an assistant message is the
// confirmation question asked in another language (see above).
func foreignConfirmationQuestion(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) > maxConfirmAsk || strings.Contains(t, "`") || !endsInQuestion(t) {
		return false
	}
	low := strings.ToLower(t)
	for _, stem := range confirmStems {
		if strings.Contains(low, stem) {
			return true
		}
	}
	return false
}

// endsInQuestion reports whether t ends with a question mark of any
// script (the Greek one is a semicolon).
func endsInQuestion(t string) bool {
	for _, q := range [...]string{"?", "？", "؟", ";"} {
		if strings.HasSuffix(t, q) {
			return true
		}
	}
	return false
}

// confirmStems are the stems of "to confirm" in other languages, one
// table by meaning (English is read by confirmationQuestion).
var confirmStems = [...]string{
	"bestätig", "confirmar", "confirmer", "confirma", "conferm", "bevestig", "bekräft", "bekreft", "bekræft",
	"potwierd", "potvrd", "подтвер", "уточн", "підтвер", "onayla", "teyit", "konfirm", "xác nhận",
	"επιβεβαι", "לאשר", "אישור", "للتأكيد", "تأكيد", "تایید", "تصدیق", "पुष्टि", "vahvist", "megerősít",
	"確認", "确认", "확인", "ยืนยัน", "kuthibitisha", "thibitisha",
}

// aloneYes reports whether w is a yes-word that is also a word of English
// or of another language ("sim", "si", "da", "hai", "oo", "opo": see
// lang.Ambiguous): said as the whole reply it is that yes.
func aloneYes(w string) bool {
	switch w {
	case "si", "sim", "da", "hai", "oo", "opo":
		return true
	}
	return false
}
