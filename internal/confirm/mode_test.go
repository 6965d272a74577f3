package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAskHonoured(t *testing.T) {
	for _, tt := range []struct {
		mode       string
		unattended bool
		want       bool
	}{
		{"default", false, true}, {"acceptEdits", false, true}, {"plan", false, true}, {"auto", false, true},
		{"dontAsk", false, true}, {"bypassPermissions", false, true}, {"", false, true},
		{"default", true, false}, {"bypassPermissions", true, false},
		{"someFutureMode", false, false},
	} {
		assert.Equal(t, tt.want, AskHonoured(tt.mode, tt.unattended), "%s unattended=%v", tt.mode, tt.unattended)
	}
}

func TestDenial(t *testing.T) {
	c := Change{Name: "config.go", Path: "/p/config.go", Before: "package p\n\nvar level = 1\n", After: "package p\n\nvar level = 2\n"}
	d := Denial(c, "this session cannot show a permission dialog")
	assert.Contains(t, d, "Not done: the user has not asked for this change")
	assert.Contains(t, d, Confirmation(c), "the question to ask, with the diff")
	assert.Contains(t, d, "make exactly the same change again")
	big := Change{Name: "big.txt", Path: "/p/big.txt", Before: strings.Repeat("a\n", 20000), After: strings.Repeat("b\n", 20000)}
	assert.LessOrEqual(t, len(Denial(big, "x")), MessageLimit+200)
}
