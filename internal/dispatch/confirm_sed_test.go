package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

func sedArgs(t *testing.T, cmd string) []shell.Word {
	t.Helper()
	r, err := shell.Read(cmd, "/p")
	if err != nil || len(r.Invocations) != 1 {
		t.Fatalf("%q: %v", cmd, err)
	}
	return r.Invocations[0].Args
}

func TestSedScript(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want sedSubstitution
		ok   bool
	}{
		{`sed -i 's/teh/the/' f`, sedSubstitution{"teh", "the", false}, true},
		{`sed -i.bak -e 's|a/b|c/d|g' f`, sedSubstitution{"a/b", "c/d", true}, true},
		{`sed -i '' 's/x/y/' f`, sedSubstitution{"x", "y", false}, true},
		{`sed --in-place -E s/x/y/ f g`, sedSubstitution{"x", "y", false}, true},
		{`sed -i 's/a.c/d/' f`, sedSubstitution{}, false},          // a regular expression
		{`sed -i 's/a/&&/' f`, sedSubstitution{}, false},           // & in the replacement
		{`sed -i 's/a/b/2' f`, sedSubstitution{}, false},           // a flag not read
		{`sed -i -n 's/a/b/p' f`, sedSubstitution{}, false},        // -n changes what is kept
		{`sed -i -e s/a/b/ -e s/c/d/ f`, sedSubstitution{}, false}, // two scripts
		{`sed -i "s/$A/b/" f`, sedSubstitution{}, false},           // dynamic
		{`sed -i '1d' f`, sedSubstitution{}, false},
		{`sed -i 's/a/b' f`, sedSubstitution{}, false},
	} {
		got, ok := sedScript(sedArgs(t, tc.cmd))
		assert.Equal(t, tc.ok, ok, tc.cmd)
		assert.Equal(t, tc.want, got, tc.cmd)
	}
}

func TestSedApply(t *testing.T) {
	s := sedSubstitution{old: "a", new: "b"}
	assert.Equal(t, "bab\nbb\n\nc", s.apply("aab\nab\n\nc"), "first on each line")
	s.global = true
	assert.Equal(t, "bbb\nbb\n\nc", s.apply("aab\nab\n\nc"), "every one with g")
}
