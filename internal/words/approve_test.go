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
	} {
		assert.Equal(t, want, ApprovesPlainly(text), text)
	}
}
