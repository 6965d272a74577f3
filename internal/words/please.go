package words

import "strings"

// IsPlease reports whether w (lower case, a word of a message) is the
// word by which a language marks a sentence as a request: please, bitte,
// (por/per) favor(e), (s'il te) plaît, proszę, пожалуйста, lütfen,
// prosím, alsjeblieft, or one that holds a request ending of Japanese
// (ください, 下さい), Chinese (请, 請, 麻烦) or Korean (주세요, 해줘).
func IsPlease(w string) bool {
	switch strings.Trim(w, ".,;:!?¡¿()\"'`") {
	case "please", "pls", "plz", "bitte", "favor", "favore", "plaît", "plait", "svp", "stp", "proszę", "prosze",
		"пожалуйста", "будь", "lütfen", "lutfen", "prosím", "prosim", "alsjeblieft", "alstublieft", "aub", "kindly",
		"لطفا", "لطفاً", "رجاء", "رجاءً", "kérem", "kérlek", "molim", "tafadhali", "tolong", "कृपया", "παρακαλώ", "בבקשה",
		"будь-ласка", "vänligen", "làm ơn":
		return true
	}
	for _, e := range [...]string{"ください", "下さい", "请", "請", "麻烦", "麻煩", "주세요", "해줘"} {
		if strings.Contains(w, e) {
			return true
		}
	}
	return false
}

// HoldsJoinedNegation reports whether w holds a negation that Chinese or
// Japanese write joined to the verb (不用动, 别改, 変更しないで), which
// IsForeignNegation, reading words apart, does not see.
func HoldsJoinedNegation(w string) bool {
	return strings.ContainsAny(w, "不別别没沒") || strings.Contains(w, "しない") || strings.Contains(w, "ないで")
}
