package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestApprovesPlainly(t *testing.T) {
	for text, want := range map[string]bool{
		"yes":                   true,
		"yes please":            true,
		"sure, do it":           true,
		"go ahaed":              true,
		"lgtm":                  true,
		"ok":                    false, // only acknowledges
		"sure":                  false,
		"no, wait":              false,
		"yes but not the tests": false,
		"go ahead?":             false,
		"go ahead 🙄":            false,
		`he said "go ahead"`:    false,
		"yes, and also rename the struct while you are there": false,
		"deal":                   true,
		"deal with the nil case": false, // a short word counts alone only
		"go with option b":       false,
		"crack on":               true,
		"nicht umsetzen":         false,
	} {
		assert.Equal(t, want, ApprovesPlainly(text), text)
	}
}
