package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLanguagePredicates is the table of the other languages' word rules.
func TestLanguagePredicates(t *testing.T) {
	for _, r := range []struct {
		rule string
		fn   func(string) bool
		yes  []string
		no   []string
	}{
		{"ambiguous", Ambiguous, []string{"hai", "da", "sim", "los", "vale", "siga", "dale", "yap"}, []string{"leg los", "theek hai", "hazlo", "umsetzen"}},
		{"foreign negation", IsForeignNegation, []string{"nicht", "não", "non", "pas", "не", "nie", "nahi"}, []string{"no", "not", "nine", "mat", "pass"}},
		{"address", IsAddress, []string{"mate", "bro", "yaar", "bhai", "kindly", "period"}, []string{"man", "dan", "team", "then"}},
	} {
		for _, w := range r.yes {
			assert.True(t, r.fn(w), "%s: %q", r.rule, w)
		}
		for _, w := range r.no {
			assert.False(t, r.fn(w), "%s: %q", r.rule, w)
		}
	}
}

// TestMayBeForeign: every phrase of the other languages makes a reply
// "may be foreign", so the reader indexes them; plain English does not.
func TestMayBeForeign(t *testing.T) {
	high, medium, negative := OtherLanguages()
	for _, list := range [][]string{high, medium, negative} {
		for _, p := range list {
			assert.True(t, MayBeForeign(Clauses(p)), "phrase %q has no word that marks it as foreign", p)
		}
	}
	for _, s := range []string{"yes, go ahead", "no, wait", "ship it but skip step 2", "is good, do it", "+1"} {
		assert.False(t, MayBeForeign(Clauses(s)), s)
	}
	assert.True(t, MayBeForeign(Clauses("Sí, pero rápido")))
}

// TestLanguageTables: no phrase is listed twice, and none under two kinds.
func TestLanguageTables(t *testing.T) {
	seen := map[string]string{}
	for _, v := range languages {
		for kind, list := range map[string][]string{"high": v.high, "medium": v.medium, "negative": v.negative} {
			for _, p := range list {
				assert.Empty(t, seen[p], "%q listed again under %s", p, kind)
				seen[p] = kind
				assert.Equal(t, strings.ToLower(p), p)
			}
		}
	}
}

func TestKeySlip(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"iy", "it", true}, {"ot", "it", true}, {"lgtn", "lgtm", true}, {"okau", "okay", true},
		{"ip", "it", false}, {"it", "it", false}, {"ot", "at", false}, {"lgym", "lgtm", true}, {"lhym", "lgtm", false},
	} {
		assert.Equal(t, tt.want, keySlip(tt.a, tt.b), "%s/%s", tt.a, tt.b)
	}
	assert.True(t, adjacent('t', 'y'))
	assert.True(t, adjacent('a', 'q'))
	assert.False(t, adjacent('a', 'p'))
	assert.False(t, adjacent('!', 'a'))
}

func TestUnaccented(t *testing.T) {
	for in, want := range map[string]string{
		"não": "nao", "bloß nicht": "bloss nicht", "hayır": "hayir", "śmiało": "smialo", "hágalo": "hagalo",
		"ça marche": "ca marche", "pokračuj": "pokracuj", "go ahead": "go ahead", "да": "да", "好的": "好的",
	} {
		assert.Equal(t, want, Unaccented(in), in)
	}
	high, _, negative := OtherLanguages()
	assert.Contains(t, high, "hagalo")
	assert.Contains(t, negative, "ainda nao")
	assert.NotContains(t, high, "approuve", "a typo of approve, left to the typo rules")
}

// TestCombiningMarks: the vowel signs of Devanagari, Bengali and Thai are
// part of their word, so the words of those languages reach the tables
// whole; a mark after no word (an emoji's variation selector) is none.
func TestCombiningMarks(t *testing.T) {
	for s, want := range map[string][]string{
		"हाँ, कर दो":   {"हाँ", "कर", "दो"},
		"হ্যাঁ, করো":   {"হ্যাঁ", "করো"},
		"ได้เลย ทำเลย": {"ได้เลย", "ทำเลย"},
		"yes 👍️ go":    {"yes", "ok", "go"},
	} {
		var got []string
		for _, c := range Clauses(s) {
			got = append(got, c.Words...)
		}
		assert.Equal(t, want, got, s)
	}
}

// TestHanJoined: the Chinese connectors "不过", "但是", "可是" open a clause as
// "but" does, and the question form "V不V" asks instead of negating; a
// "不" of its own still negates. Sentences of our own.
func TestHanJoined(t *testing.T) {
	for text, want := range map[string][]string{
		"好的，不过会不会慢":      {"好 的", "but 会 吗 慢"},
		"行，但是先别提交":       {"行", "but 先 别 提 交"},
		"可以可是能不能快点":      {"可 以", "but 能 吗 快 点"},
		"不行":             {"不 行"},
		"不要改":            {"不 要 改"},
		"是不是这样":          {"是 吗 这 样"},
		"不不不":            {"不 不 不"},
		"不错，就这么干":        {"good", "就 这 么 干"},
		"方案不赖":           {"方 案 good"},
		"不对":             {"不 对"},
		"ok but not yet": {"ok", "but not yet"},
	} {
		var got []string
		for _, c := range Clauses(text) {
			got = append(got, strings.Join(c.Words, " "))
		}
		assert.Equal(t, want, got, text)
	}
}

// TestHanNegatorLen: "别", "不", "不要", "先别", "先不要" negate what follows.
func TestHanNegatorLen(t *testing.T) {
	for text, want := range map[string]int{
		"别 提 交": 1, "不 要 改": 2, "先 别 改": 2, "先 不 要": 3, "先 做": 0, "不 改": 1, "好 的": 0, "先": 0,
	} {
		assert.Equal(t, want, HanNegatorLen(strings.Fields(text), 0), text)
	}
}

// TestDoingVerbs: the verbs of doing approve only alone (AloneOnly), with
// and without accents; a verb of changing is a phrase only with a pronoun.
func TestDoingVerbs(t *testing.T) {
	for _, p := range []string{"сделай", "erledige", "udělej", "udelej", "doen", "haz"} {
		assert.True(t, AloneOnly(p), p)
	}
	high, _, _ := OtherLanguages()
	has := map[string]bool{}
	for _, p := range high {
		has[p] = true
	}
	for _, p := range []string{"ändere das", "andere das", "zmień to", "сделай это", "cámbialo", "pode sim"} {
		assert.True(t, has[p], p)
	}
	for _, p := range []string{"ändere", "zmień", "muda", "поменяй"} {
		assert.False(t, has[p], p)
	}
}
