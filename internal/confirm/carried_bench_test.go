package confirm

import (
	"strings"
	"testing"
)

// BenchmarkCarriedOf1MB classifies an edit of two lines and two places of
// a line of a 1 MB Markdown file, asked in French with the new text quoted,
// and an edit of a member asked qualified in a 1 MB Ruby file: the rules
// of round 14 (uncarriedLine, uncarriedSpot, outsideMember) read the
// changed lines only.
func BenchmarkCarriedOf1MB(b *testing.B) {
	filler := strings.Repeat("Some paragraph text that nobody touches here.\n", 1<<20/46)
	md := "# Getting started\n\nSee the [setup guide](docs/setup.md) and [FAQ](docs/faq.md).\n\n" + filler
	mdAfter := replace(replace(md, "# Getting started", "# Guide de démarrage"), "docs/faq.md", "docs/start.md#faq")
	rb := "class Order\n  has_many :items\n\n  def total\n    items.sum(&:price)\n  end\n" + strings.Repeat("  # filler line of the class body\n", 1<<20/34) + "end\n"
	rbAfter := replace(replace(rb, "has_many :items", "has_many :items, dependent: :destroy"), "items.sum(&:price)", "items.sum { |i| i.price * i.qty }")
	reqs := []Request{
		{Conversation: []Turn{u("Dans docs/index.md, remplace le titre par « Guide de démarrage », merci")}, Target: fileTarget("docs/index.md", md, mdAfter)},
		{Conversation: []Turn{u("fix Order#total so it multiplies price by qty")}, Target: fileTarget("app/models/order.rb", rb, rbAfter)},
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, r := range reqs {
			if Classify(r).Level != NeedsConfirmation {
				b.Fatal("want needs_confirmation: " + Classify(r).Reasoning)
			}
		}
	}
}
