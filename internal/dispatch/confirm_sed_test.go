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

func TestSedScripts(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want []sedSubstitution
		ok   bool
	}{
		{`sed -i 's/teh/the/' f`, []sedSubstitution{{old: "teh", new: "the"}}, true},
		{`sed -i.bak -e 's|a/b|c/d|g' f`, []sedSubstitution{{old: "a/b", new: "c/d", global: true}}, true},
		{`sed -i '' 's/x/y/' f`, []sedSubstitution{{old: "x", new: "y"}}, true},
		{`sed --in-place -E s/x/y/ f g`, []sedSubstitution{{old: "x", new: "y"}}, true},
		{`sed -i -e s/a/b/ -e s/c/d/ f`, []sedSubstitution{{old: "a", new: "b"}, {old: "c", new: "d"}}, true},
		{`sed -i 's/^const Rate = 10$/const Rate = 25/' f`, []sedSubstitution{{old: "const Rate = 10", new: "const Rate = 25", start: true, end: true}}, true},
		{`sed -i 's/a.c/d/' f`, nil, false},        // a regular expression
		{`sed -i 's/a^b/d/' f`, nil, false},        // ^ inside
		{`sed -i 's/a/&&/' f`, nil, false},         // & in the replacement
		{`sed -i 's/a/b/2' f`, nil, false},         // a flag not read
		{`sed -i -n 's/a/b/p' f`, nil, false},      // -n changes what is kept
		{`sed -i -e s/a/b/ -e '1d' f`, nil, false}, // one script not read
		{`sed -i "s/$A/b/" f`, nil, false},         // dynamic
		{`sed -i '1d' f`, nil, false},
		{`sed -i 's/a/b' f`, nil, false},
	} {
		got, ok := sedScripts(sedArgs(t, tc.cmd))
		assert.Equal(t, tc.ok, ok, tc.cmd)
		assert.Equal(t, tc.want, got, tc.cmd)
	}
}

func TestSedApply(t *testing.T) {
	s := sedSubstitution{old: "a", new: "b"}
	assert.Equal(t, "bab\nbb\n\nc", s.apply("aab\nab\n\nc"), "first on each line")
	s.global = true
	assert.Equal(t, "bbb\nbb\n\nc", s.apply("aab\nab\n\nc"), "every one with g")
	a := sedSubstitution{old: "x = 1", new: "x = 2", start: true, end: true}
	assert.Equal(t, "x = 2\nyx = 1\nx = 1y\n", a.apply("x = 1\nyx = 1\nx = 1y\n"), "anchored: whole lines only")
	st := sedSubstitution{old: "ab", new: "X", start: true}
	assert.Equal(t, "Xab\ncab", st.apply("abab\ncab"), "^: at the start only")
	en := sedSubstitution{old: "ab", new: "X", end: true}
	assert.Equal(t, "abX\nabc", en.apply("abab\nabc"), "$: at the end only")
}
