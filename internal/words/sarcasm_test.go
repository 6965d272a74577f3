package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSarcastic(t *testing.T) {
	for text, want := range map[string]bool{
		"yeah right": true,
		"oh sure, go ahead and break prod again 🙄":                        true,
		"Great idea. Said no one ever.":                                   true,
		"go ahead 🙄":                                                      true,
		"yes, genius plan /s":                                             true,
		"sounds great... not":                                             true,
		"what could possibly go wrong, go ahead":                          true,
		"sure, let's delete the backups, what could go wrong":             true,
		"sure, let's break a branch on purpose, said no sane person ever": true,
		"said no engineer ever":                                           true,
		"go ahead, said no one with pager duty ever":                      true,
		"yes, because that's never gone wrong before":                     true,
		"he said no to it, but go ahead whenever":                         false,
		"go ahead":                          false,
		"yes, right away":                   false,
		"not now":                           false,
		"sure, go ahead":                    false,
		"is this the right approach or not": true, // a trailing "not" reads as mock; it is also no consent
		"looks good, /src is where the new file goes": false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}
