package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestThaiSegments: a run of Thai letters is cut into the words of the
// vocabulary it holds, the longest first; a polite particle after a word is
// dropped, alone it stays; letters no known word opens stay one word.
func TestThaiSegments(t *testing.T) {
	for _, tc := range []struct {
		run  string
		want []string
	}{
		{"ได้เลยครับ", []string{"ได้เลย"}},
		{"ทำเลย", []string{"ทำเลย"}},
		{"จัดไปเลยค่ะ", []string{"จัดไปเลย"}},
		{"ครับ", []string{"ครับ"}},
		{"อย่าทำนะ", []string{"อย่าทำ"}},
		{"ไม่ต้องทำเลย", []string{"ไม่ต้อง", "ทำเลย"}},     // no need to do it: the refusal first
		{"อย่าเพิ่งทำนะครับ", []string{"อย่า", "เพิ่งทำ"}}, // don't do it yet: "don't" first
		{"ไม่มีปัญหาครับ", []string{"ไม่มีปัญหา"}},
		{"สวัสดี", []string{"สวัสดี"}},
	} {
		assert.Equal(t, tc.want, ThaiSegments(tc.run), tc.run)
	}
}

// TestKoreanRequest: the polite and formal endings of a request on a verb
// of proceeding read as its plain imperative; a negation, a question or a
// word of another script is left as it is.
func TestKoreanRequest(t *testing.T) {
	for in, want := range map[string]string{
		"진행해요": "진행해", "진행하세요": "진행해", "진행하십시오": "진행해", "진행하셔도": "진행해", "시작해주세요": "시작해",
		"계속하세요": "계속해", "진행합시다": "진행해",
		// the other side
		"진행하지": "진행하지", "진행할까요": "진행할까요", "진행했어요": "진행했어요", "go": "go", "진행": "진행",
	} {
		assert.Equal(t, want, koreanRequest(in), in)
	}
}

// TestSingleGlyphNoTypo: one character of a script written without spaces
// is no typo of another ("やっと", finally, is not "やって", do it).
func TestSingleGlyphNoTypo(t *testing.T) {
	assert.False(t, NearPhraseWord("と", "て", true))
	assert.False(t, NearPhraseWord("ぱ", "て", true))
	assert.False(t, NearPhraseWord("木", "不", true))
	assert.True(t, singleGlyph("て"))
	assert.False(t, singleGlyph("go"))
	assert.False(t, singleGlyph("делай"))
	assert.True(t, NearPhraseWord("fo", "for", true)) // "go fo it": Latin typos still read
}
