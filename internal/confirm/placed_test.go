package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOptionsPlacedInOneFile: options offered as changes of the one file
// the question names ("A few pytest.ini improvements I'd suggest: 1. …
// 2. … Which do you want?") are picked by an answer that names no file
// ("first two"): the change the picked option spells is asked for; an
// option not picked, or a question that names another file too, is not.
func TestOptionsPlacedInOneFile(t *testing.T) {
	ini := "[pytest]\naddopts = -q\ntestpaths = tests\n"
	ra := fileTarget("pytest.ini", ini, replace(ini, "addopts = -q\n", "addopts = -q -ra\n"))
	strict := fileTarget("pytest.ini", ini, replace(ini, "testpaths = tests\n", "testpaths = tests\nxfail_strict = true\n"))
	warn := fileTarget("pytest.ini", ini, replace(ini, "testpaths = tests\n", "testpaths = tests\nfilterwarnings = error\n"))
	offer := "A few pytest.ini improvements I'd suggest:\n1. add `-ra` to addopts to show skip reasons\n2. add `xfail_strict = true`\n3. add `filterwarnings = error`\nWhich do you want?"
	offerTwo := "A few improvements I'd suggest, in pytest.ini and setup.cfg:\n1. add `-ra` to addopts to show skip reasons\n2. add `xfail_strict = true`\n3. add `filterwarnings = error`\nWhich do you want?"
	for _, tt := range []struct {
		name, offer, reply string
		target             Target
		want               Level
	}{
		{"first of the two picked", offer, "first two", ra, Explicit},
		{"second of the two picked", offer, "first two", strict, Explicit},
		{"the one not picked", offer, "first two", warn, NeedsConfirmation},
		{"two files named", offerTwo, "first two", ra, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u("tests are noisy and I can't see why things skip"), {Role: Assistant, Text: tt.offer}, u(tt.reply)}, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
