package consent

// Japanese and Korean put what an approval refers to before its verb: "そ
// の方針で進めてください" (go ahead with that approach), "それで進めてください" (go
// ahead with that), "このままお願いします" (as it is, please), "그대로 진행해
// 주세요" (go ahead as it is), "계획대로 해 주세요" (do it as planned). The words
// before the verb point at the plan, as "with that" does after "go ahead"
// in English: they add nothing to it. Read at a clause's opening only;
// "その方針では…" ("with that approach, …" as a topic) goes on to say
// something and is read as it stands.

// maxPointerNoun bounds the characters of the noun in "その<noun>で".
const maxPointerNoun = 4

// planPointerLen returns the length in words of the pointer at the plan
// that opens a clause (see above), 0 for none.
func planPointerLen(words []string) int {
	if len(words) < 2 || words[0][0] < 0xe0 {
		return 0 // every pointer is written in kana or hangul
	}
	switch words[0] {
	case "그대로", "이대로", "그렇게", "이렇게", "계획대로", "제안대로":
		return 1
	case "そ", "こ", "あ":
	default:
		return 0
	}
	switch words[1] {
	case "れ": // "それで", "これで"
		if len(words) > 3 && words[2] == "で" && words[3] != "は" && words[3] != "も" {
			return 3
		}
	case "の": // "そのままで", "その通りに", "その方針で"
		for k := 2; k < len(words) && k <= 2+maxPointerNoun; k++ {
			if (words[k] == "で" || words[k] == "に") && k > 2 && k+1 < len(words) && words[k+1] != "は" && words[k+1] != "も" {
				return k + 1
			}
			if words[k] == "ま" && k+1 < len(words) && words[k+1] == "ま" && k == 2 {
				if k+2 < len(words) && words[k+2] == "で" {
					return k + 3
				}
				return k + 2 // "そのまま進めて"
			}
		}
	}
	return 0
}
