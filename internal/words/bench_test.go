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

// BenchmarkMaskRules masks a message of many rule lines, each opening a
// block of fields that is never closed: the worst case of the bounded
// look ahead for a ticket's fields.
func BenchmarkMaskRules(b *testing.B) {
	s := strings.Repeat("---\n"+strings.Repeat("Summary: set the port to 9090\n", maxFieldBlock), 50)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Mask(s, KeepQuotes)
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

// benchWords are ordinary words of a reply, none of them a typo: the
// common path of Canonical, which tries every typo rule and finds none.
var benchWords = [...]string{"importer", "behaviour", "please", "flag", "entries", "still", "sends", "empty",
	"keep", "the", "old", "behind", "for", "now", "since", "handler", "parse", "config", "timeout", "retry"}

// BenchmarkCanonical is the cost of Canonical per word on words that are
// not typos (the typo rules run for each).
func BenchmarkCanonical(b *testing.B) {
	for b.Loop() {
		for _, w := range benchWords {
			Canonical(w)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchWords)), "ns/word")
}

// BenchmarkMayBeForeign is the check that decides whether a reply's
// words need the other languages' vocabularies.
func BenchmarkMayBeForeign(b *testing.B) {
	cls := Clauses(benchReply())
	for b.Loop() {
		if MayBeForeign(cls) {
			b.Fatal("an English reply read as foreign")
		}
	}
}

// BenchmarkRetractsLongMessage: a retraction looked for in the 6 KB a
// long prompt is read to.
func BenchmarkRetractsLongMessage(b *testing.B) {
	text := Normalize(strings.Repeat("please bump the port in config.yaml and keep the rest, ", 110) + "never mind then")
	ws := WordsIn(text, Span{Start: 0, End: len(text)})
	for b.Loop() {
		Retracts(text, ws)
	}
}

// BenchmarkSlips is the slip look-up the consent reader runs on each
// short word of a reply that starts no phrase (HeadSlip for both heads,
// YesSlip), over the words of an ordinary reply.
func BenchmarkSlips(b *testing.B) {
	var short []string
	for _, c := range Clauses(benchReply()) {
		for _, w := range c.Words {
			if len(w) <= 3 {
				short = append(short, w)
			}
		}
	}
	if len(short) == 0 {
		b.Fatal("no short words")
	}
	for b.Loop() {
		for _, w := range short {
			if HeadSlip(w, "do") || HeadSlip(w, "go") || YesSlip(w) {
				b.Fatalf("%q read as a slip", w)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(short)), "ns/word")
}
