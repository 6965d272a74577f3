package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMaskLinks: a link becomes the word "link", every other byte in
// place; words that only contain "http" or "www" are left alone.
func TestMaskLinks(t *testing.T) {
	for _, tt := range []struct{ in, link string }{
		{"go ahead — ticket: https://acme.atlassian.net/browse/OPS-2231", "https://acme.atlassian.net/browse/OPS-2231"},
		{"see www.postgresql.org/docs for why.", "www.postgresql.org/docs"},
		{"(https://x.io/a), then go", "https://x.io/a"},
		{"swap the http client", ""},
		{"the httpx proxy", ""},
		{"xhttps://a.b/c", ""},
		{"go ahead", ""},
	} {
		want := tt.in
		if tt.link != "" {
			want = strings.Replace(tt.in, tt.link, LinkWord+strings.Repeat(" ", len(tt.link)-len(LinkWord)), 1)
		}
		got := MaskLinks(tt.in)
		assert.Equal(t, want, got, tt.in)
		assert.Equal(t, len(tt.in), len(got), tt.in)
	}
	cls := Clauses(MaskLinks("go ahead. see https://www.postgresql.org/docs/current/x.html for why"))
	assert.Equal(t, []string{"see", "link", "for", "why"}, cls[len(cls)-1].Words)
}
