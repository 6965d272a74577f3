package consent

import (
	"strings"
	"unicode/utf8"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// asksForeignChange reports whether a clause of a reply, other than one
// that approves on its own, asks for a change of what the plan says in a
// language written with wide characters, where the request is a verb form
// the phrase tables do not hold: after a word of contrast ("다만 테스트
// 이름은 …로 바꿔 주세요", however rename the test to …; "ただ、…に変えて
// ください"; "不过超时改成 30 秒") or naming what a thing is to become
// ("…로 바꿔 줘", "改成 …", "…にして"). Beside a go-ahead such a clause
// changes the plan. A bare "고쳐 주세요" or "修复吧" (fix it) is the
// approval of a fix; "알려 주세요" (tell me) asks for no change; a negated
// or questioned form is none. Only replies with words beyond ASCII are
// read (the caller checks).
func (c *Classifier) asksForeignChange(cls []lang.Clause) bool {
	contrast := false // the clause before was a word of contrast alone ("ただ、")
	for _, cl := range cls {
		after := contrast
		contrast = len(cl.Words) > 0 && wideContrast(strings.Join(cl.Words, "")) == len(strings.Join(cl.Words, ""))
		if cl.Question || !foreignRequestIn(cl.Words, after) {
			continue
		}
		if r := c.readOwn([]lang.Clause{cl}, "", false, false); r.signal == High || r.signal == Medium {
			continue // the approval's own request form: "진행해 주세요"
		}
		return true
	}
	return false
}

// foreignRequestIn reports whether words ask for a change to the plan in a
// language written with wide characters: a Korean verb of change with the
// giving auxiliary ("바꿔 주세요", "고쳐줘"), or a run of wide words
// (Chinese and Japanese come split by character) holding a request form
// of a verb of change (lang.IsForeignChangeVerb: "改成", "変えて") not under
// a negation; either after a word of contrast (opening the clause, or the
// clause before: contrast) or naming a new value (a Korean "…로", a
// resultative "改成", "…にして").
func foreignRequestIn(ws []string, contrast bool) bool {
	var run strings.Builder
	target := false // a Korean word on "로": what the thing becomes
	for i, w := range ws {
		if strings.HasSuffix(w, "로") && !hangul(w) {
			target = true // "8080으로", "parseConfig로": a value written in ASCII
			continue
		}
		if w == "" || w[0] < 0x80 {
			continue // the European forms are read by the phrase tables
		}
		if hangul(w) {
			if i == 0 && wideContrast(w) == len(w) {
				contrast = true
			}
			if koreanChangeAsked(ws, i) && (contrast || target) {
				return true
			}
			target = target || strings.HasSuffix(w, "로")
			continue
		}
		run.WriteString(w)
	}
	joined := run.String()
	if joined == "" || !lang.IsForeignChangeVerb(joined) || wideNegated(joined) {
		return false
	}
	return contrast || wideContrast(joined) > 0 || resultative(joined)
}

// wideContrast is the length of the word of contrast that opens s in
// Korean, Chinese or Japanese ("다만", "하지만", "不过", "但是", "ただ"), or 0.
func wideContrast(s string) int {
	for _, m := range [...]string{"다만", "단", "하지만", "근데", "그런데", "그렇지만", "不过", "不過", "但是", "可是", "只是", "ただし", "ただ", "でも", "けど"} {
		if strings.HasPrefix(s, m) {
			return len(m)
		}
	}
	return 0
}

// resultative reports whether a Chinese or Japanese request names what a
// thing is to become ("改成", "换为", "设成", "调到", "…に変えて", "…にして").
func resultative(s string) bool {
	for _, f := range [...]string{"改成", "改为", "改為", "换成", "換成", "换为", "设成", "设为", "設為", "调成", "调到", "改到", "に変えて", "にして", "に変更", "に修正"} {
		if strings.Contains(s, f) {
			return true
		}
	}
	return false
}

// wideNegated reports whether words of a language written without spaces
// carry a negation ("不要修改", "别改成", "変えないで"): a prohibition, not a
// request. "不过" (however) and "不错" (not bad) negate nothing.
func wideNegated(w string) bool {
	w = strings.NewReplacer("不过", "", "不過", "", "不错", "", "不錯", "").Replace(w)
	for _, neg := range [...]string{"不", "别", "別", "没", "ないで"} {
		if strings.Contains(w, neg) {
			return true
		}
	}
	return false
}

// hangul reports whether w opens with a Hangul syllable.
func hangul(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return r >= 0xAC00 && r <= 0xD7A3
}

// koreanChangeAsked reports whether ws[i] asks for a change in Korean: a
// verb of change with the giving auxiliary, apart ("바꿔 주세요") or joined
// ("고쳐줘"). Other verbs so asked ("알려 주세요", "공유해 주세요": tell
// me, share) ask for no change.
func koreanChangeAsked(ws []string, i int) bool {
	w := ws[i]
	if i+1 < len(ws) && lang.IsKoreanRequestApart(w, ws[i+1]) {
		return lang.IsForeignChangeVerb(w)
	}
	for _, aux := range [...]string{"주세요", "줘요", "줘"} {
		if stem, ok := strings.CutSuffix(strings.TrimRight(w, "?.!"), aux); ok && stem != "" {
			return lang.IsForeignChangeVerb(stem)
		}
	}
	return false
}
