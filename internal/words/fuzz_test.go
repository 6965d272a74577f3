package words

import (
	"testing"
	"unicode/utf8"
)

// FuzzLanguage: no input crashes the language layer, Mask and MaskLinks
// keep every offset (and valid UTF-8), and every clause word is non-empty.
func FuzzLanguage(f *testing.F) {
	for _, s := range []string{"go ahead", "```\nERROR x\n```\nwhy?", `he said "ship it" 🙄`, "> yes\nno", "goahead, ja, proceeed", "'", "“", "`", "gofor it, go a head, do eet, porcede", "letsgo yass", "/w/", "w/o", "w/", "see https://a.b/ç.", "www.x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, rule := range []QuoteRule{KeepQuotes, AllQuotes, QuotedSpeech} {
			m, _ := Mask(s, rule)
			if len(m) != len(s) {
				t.Fatalf("Mask changed the length: %d → %d", len(s), len(m))
			}
			if utf8.ValidString(s) && !utf8.ValidString(m) && rule == KeepQuotes {
				t.Fatalf("Mask broke UTF-8 outside quotes")
			}
		}
		for _, c := range Clauses(s) {
			for _, w := range c.Words {
				if w == "" {
					t.Fatalf("empty word in %q", s)
				}
			}
		}
		if l := MaskLinks(s); len(l) != len(s) || utf8.ValidString(s) && !utf8.ValidString(l) {
			t.Fatalf("MaskLinks changed the length or broke UTF-8: %q → %q", s, l)
		}
		Sarcastic(s)
		ApprovesPlainly(s)
		LogLine(s)
	})
}
