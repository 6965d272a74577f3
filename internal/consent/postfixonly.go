package consent

import (
	"strings"
	"unicode/utf8"
)

// Japanese, Korean and Chinese write "only" after the part it limits: "ボタン
// の無効化だけお願いします" (only the button change, please), "deployment.yaml만
// 바꿔주세요" (change only deployment.yaml), "先改 handleUpload 就行" (just change
// handleUpload first, that is enough). A clause that asks for a part with
// that "only" written after it is a partial approval, as "only the button
// change, please" is: wait for confirmation, never a refusal. The part is
// not looked up in the plan (a plan written in English is named in the
// reply's own language); what counts is the structure: a noun, the "only"
// after it, and a request. "Only a little", "just a moment" ("少しだけ",
// "잠깐만") and "that's all" ("それだけ") limit nothing of the plan, and
// "だけど", "-지만" are "but".

// postfixOnly reports whether a clause asks for a part of the plan with the
// "only" of Japanese, Korean or Chinese written after it (see above). It is
// read only for a reply with no approval of its own (see directsPart).
func postfixOnly(ws []string) bool {
	return len(ws) >= 2 && (japaneseOnly(ws) || koreanOnly(ws) || chineseEnough(ws))
}

// japaneseOnly reports whether a clause (one word a character) holds a noun
// of two characters or more, then "だけ" or "のみ", then a request
// ("お願い", "ください", a verb in "-て") or nothing.
func japaneseOnly(ws []string) bool {
	for k := 2; k+1 < len(ws); k++ {
		if !(ws[k] == "だ" && ws[k+1] == "け" || ws[k] == "の" && ws[k+1] == "み") {
			continue
		}
		if k+2 < len(ws) && (ws[k+2] == "ど" || ws[k+2] == "れ") {
			return false // "だけど", "だけれど": "but"
		}
		before := ws[k-2] + ws[k-1]
		switch before {
		case "これ", "それ", "あれ", "少し", "すこ", "っと", "一つ", "ひと":
			return false // "それだけ" (that's all), "少しだけ", "ちょっとだけ" (a little)
		}
		return japaneseRequest(ws[k+2:])
	}
	return false
}

// japaneseRequest reports whether the words after a Japanese "only" ask for
// it: nothing, or a particle and "お願い", "ください", "にして", a verb in
// "-て".
func japaneseRequest(rest []string) bool {
	if len(rest) == 0 {
		return true
	}
	s := strings.Join(rest, "")
	return strings.Contains(s, "お願い") || strings.Contains(s, "ください") || strings.HasSuffix(s, "て") ||
		strings.HasSuffix(s, "てね") || strings.HasSuffix(s, "でいい") || strings.HasSuffix(s, "でいいです")
}

// koreanOnly reports whether a clause holds a word written with the suffix
// "-만" ("only") after a noun, then a request ("-주세요", "-줘", "-하세요",
// "-해요").
func koreanOnly(ws []string) bool {
	for k, w := range ws {
		if !strings.HasSuffix(w, "만") || utf8.RuneCountInString(w) < 2 {
			continue
		}
		switch {
		case strings.HasSuffix(w, "지만"), w == "잠깐만", w == "잠시만", w == "조금만", w == "하나만":
			continue // "하지만" (but), "잠깐만" (just a moment), "조금만" (a little)
		}
		for _, v := range ws[k+1:] {
			for _, end := range [...]string{"주세요", "줘", "하세요", "해요", "해"} {
				if strings.HasSuffix(v, end) {
					return true
				}
			}
		}
	}
	return false
}

// chineseEnough reports whether a clause (one word a character) ends with
// "就行", "就好", "就可以" or "即可" ("… and that is enough") after a verb of
// doing and its object: "先改 handleUpload 就行". "这样就行" (that is fine as
// it is) has no verb, and approves as it stands.
func chineseEnough(ws []string) bool {
	n := len(ws)
	end := 0
	switch {
	case n >= 2 && (ws[n-2] == "就" && (ws[n-1] == "行" || ws[n-1] == "好") || ws[n-2] == "即" && ws[n-1] == "可"):
		end = n - 2
	case n >= 3 && ws[n-3] == "就" && ws[n-2] == "可" && ws[n-1] == "以":
		end = n - 3
	default:
		return false
	}
	for v := 0; v+1 < end; v++ {
		switch ws[v] {
		case "改", "做", "修", "弄", "加", "动", "搞", "处":
			for _, o := range ws[v+1 : end] {
				switch o {
				case "这", "那", "样", "么", "成", "一", "下":
				default:
					return true // an object of its own: "改 handleUpload"
				}
			}
		}
	}
	return false
}
