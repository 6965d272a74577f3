package words

import (
	"strings"
	"testing"
)

// benchReply is a 2 KB reply with a pasted block and a quotation: what the
// hot path reads of a long prompt.
func benchReply() string {
	var b strings.Builder
	b.WriteString("ok, go ahaed, but my manager said \"wait\" and CI printed:\n```\nERROR port in use\n```\n")
	for b.Len() < 2<<10 {
		b.WriteString("please also keep the old behaviour behind a flag for now, since the importer still sends empty entries; ")
	}
	return b.String()
}

func BenchmarkClauses(b *testing.B) {
	s := benchReply()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Clauses(s)
	}
}

func BenchmarkMask(b *testing.B) {
	s := benchReply()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Mask(s, AllQuotes)
	}
}

func BenchmarkSentencesWords(b *testing.B) {
	s := Normalize(benchReply())
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		for _, sn := range Sentences(s) {
			WordsIn(s, sn.Span)
		}
	}
}
