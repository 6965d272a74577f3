package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPrintfEach: a format with one %s is printed once for each
// argument; any other conversion is not read.
func TestPrintfEach(t *testing.T) {
	for _, tt := range []struct {
		format string
		args   []string
		want   string
		ok     bool
	}{
		{`%s\n`, []string{".env.local", ".env.*.local"}, ".env.local\n.env.*.local\n", true},
		{`- %s\n`, []string{"a"}, "- a\n", true},
		{`100%% %s\n`, []string{"done"}, "100% done\n", true},
		{`%s=%s\n`, []string{"A", "1"}, "", false},
		{`%d\n`, []string{"3"}, "", false},
		{`%%s\n`, []string{"x"}, "", false},
	} {
		got, ok := printfEach(tt.format, tt.args)
		assert.Equal(t, tt.ok, ok, tt.format)
		assert.Equal(t, tt.want, got, tt.format)
	}
}
