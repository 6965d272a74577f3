package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A temporary directory the line makes first and keeps in a variable is
// outside the project; anything that could make the variable name
// another path keeps the writes through it unknown.
func TestTemporaryDirectoryVariable(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`tmp=$(mktemp -d) && git archive v2 src | tar -x -C "$tmp" && diff -r "$tmp/src" src; rm -rf "$tmp"`, nil},
		{`d="$(mktemp -d -t cmp.XXXX)"; cp -r src "${d}/src" && rm -rf "$d"`, nil},
		{`f=$(mktemp) && curl -s https://x/a > "$f" && mv "$f" config.json`, []string{"move-to /p/config.json"}},
		{`tmp=$(mktemp -d) && rm -rf "$tmpdir"`, []string{"delete \"$tmpdir\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d tmp.XXXX) && rm -rf "$tmp"`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d -p .) && rm -rf "$tmp"`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d) && tmp=src && rm -rf "$tmp"`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d) && for tmp in src lib; do rm -rf "$tmp"; done`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d) | rm -rf "$tmp"`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`(tmp=$(mktemp -d)); rm -rf "$tmp"`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
		{`tmp=$(mktemp -d) && rm -rf "${tmp:-src}"`, []string{"delete \"${tmp…}\" (dynamic) (recursive)"}},
		{`rm -rf "$tmp"; tmp=$(mktemp -d)`, []string{"delete \"$tmp\" (dynamic) (recursive)"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
