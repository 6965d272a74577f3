package consent

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A message between the plan and the reply names a subject of its own
// when it has words of substance (asksElsewhere). Chinese and Japanese
// put no spaces between words, so Clauses makes each character a word of
// three bytes, and the length test that finds a word of substance in the
// other scripts never fires: "另外，登录页的图标不显示了，帮我看看？" (also,
// the login page's icons don't show, can you look?) named nothing. A
// run of characters says something of its own when it is four characters
// or more ("登录页的图标": a phrase, not "好的" or "谢谢") and points at
// nothing the assistant said: no "this"/"that"/"it", no step ("第", "步"),
// no word for the plan ("计划", "方案") — "第二步是什么意思？" asks about
// the plan, as "can you explain the second step?" does — and shares no
// pair of characters with the plan beyond the kana of grammar:
// "テストってどれくらい時間かかる？" asks about the plan's "テスト" (test),
// as "how long do the tests take?" shares "tests" with an English one.

// minHanSubject is the run of Chinese or Japanese characters that says
// something of its own: two words of two characters.
const minHanSubject = 4

// hanSubject reports whether a clause is a run of Chinese or Japanese
// characters long enough to name a subject and pointing at nothing of the
// plan (see above).
func hanSubject(ws []string, plan string) bool {
	run, own := 0, false
	for i, w := range ws {
		if !oneHanOrKana(w) {
			run = 0
			continue
		}
		if pointsBackHan(w) || run > 0 && sharedPair(ws[i-1], w, plan) {
			return false
		}
		run++
		own = own || run >= minHanSubject
	}
	return own
}

// sharedPair reports whether two characters in a row, not both of them
// hiragana (the kana of grammar: "して", "です"), stand together in the
// plan: a word of the plan's.
func sharedPair(a, b, plan string) bool {
	if hiragana(a) && hiragana(b) {
		return false
	}
	return strings.Contains(plan, a+b)
}

// hiragana reports whether w is one hiragana character.
func hiragana(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.Is(unicode.Hiragana, r)
}

// oneHanOrKana reports whether w is one Chinese or Japanese character.
func oneHanOrKana(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && size == 3 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// pointsBackHan reports whether the character w points at something said
// before it: "this", "that", "it" ("这", "那", "它", "该", "此", "こ", "そ",
// "あ"), a step ("第", "步", "項"), or the plan or proposal ("计", "計",
// "划", "劃", "案").
func pointsBackHan(w string) bool {
	switch w {
	case "这", "這", "那", "它", "该", "該", "此", "其", "こ", "そ", "あ", "第", "步", "項", "项", "计", "計", "划", "劃",
		"案":
		return true
	}
	return false
}
