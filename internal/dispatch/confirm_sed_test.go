package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	type sub = sedSubstitution
	for _, tc := range []struct {
		cmd  string
		want []sub
	}{
		{`sed -i 's/teh/the/' f`, []sub{{old: "teh", new: "the"}}},
		{`sed -i.bak -e 's|a/b|c/d|g' f`, []sub{{old: "a/b", new: "c/d", global: true}}},
		{`sed -i '' 's/x/y/' f`, []sub{{old: "x", new: "y"}}},
		{`sed --in-place -E s/x/y/ f g`, []sub{{old: "x", new: "y"}}},
		{`sed -i -e s/a/b/ -e s/c/d/ f`, []sub{{old: "a", new: "b"}, {old: "c", new: "d"}}}, // two scripts
		{`sed -i 's/a/b/; s/c/d/g' f`, []sub{{old: "a", new: "b"}, {old: "c", new: "d", global: true}}},
		{`sed -i 's/^port: 80$/port: 8080/' f`, []sub{{old: "port: 80", new: "port: 8080", start: true, end: true}}},
		{`sed -i 's/^# //' f`, []sub{{old: "# ", new: "", start: true}}},
		{`sed -i 's/a.c/d/' f`, []sub{{old: "a.c", new: "d", wild: []bool{false, true, false}}}}, // . is any character
		{`sed -i 's/a*c/d/' f`, nil},   // a regular expression
		{`sed -i 's/a^b/d/' f`, nil},   // ^ inside
		{`sed -i 's/a/&&/' f`, nil},    // & in the replacement
		{`sed -i 's/a/b/2' f`, nil},    // a flag not read
		{`sed -i -n 's/a/b/p' f`, nil}, // -n changes what is kept
		{`sed -i "s/$A/b/" f`, nil},    // dynamic
		{`sed -i 's/a;b/c/' f`, nil},   // a ; inside a script
		{`sed -i 's/x/y/; 1d' f`, nil}, // one part is no substitution
		{`sed -i '1d' f`, nil},
		{`sed -i 's/a/b' f`, nil},
	} {
		got, ok := sedScript(sedArgs(t, tc.cmd))
		assert.Equal(t, tc.want != nil, ok, tc.cmd)
		assert.Equal(t, tc.want, got, tc.cmd)
	}
}

func TestSedApply(t *testing.T) {
	s := sedSubstitution{old: "a", new: "b"}
	assert.Equal(t, "bab\nbb\n\nc", s.apply("aab\nab\n\nc"), "first on each line")
	s.global = true
	assert.Equal(t, "bbb\nbb\n\nc", s.apply("aab\nab\n\nc"), "every one with g")
	s = sedSubstitution{old: "a", new: "b", start: true}
	assert.Equal(t, "bab\nba\nca", s.apply("aab\naa\nca"), "^: at the line's start only")
	s = sedSubstitution{old: "a", new: "b", end: true}
	assert.Equal(t, "aab\nab\ncb", s.apply("aab\naa\nca"), "$: at the line's end only")
	s = sedSubstitution{old: "x = 1", new: "x = 2", start: true, end: true}
	assert.Equal(t, "x = 2\n x = 1\nx = 10", s.apply("x = 1\n x = 1\nx = 10"), "^…$: the whole line")
	assert.Equal(t, "c\nd\n", applyAll([]sedSubstitution{{old: "a", new: "b"}, {old: "b", new: "c"}}, "a\nd\n"), "in turn")
}

func TestSedPattern(t *testing.T) {
	for _, c := range []struct {
		script, before, after string
		ok                    bool
	}{
		{`s/"version": "2.3.1"/"version": "2.4.0"/`, "{\n  \"version\": \"2.3.1\"\n}\n", "{\n  \"version\": \"2.4.0\"\n}\n", true},
		{`s/^version = "0.8.2"/version = "0.9.0"/`, "name = \"x\"\nversion = \"0.8.2\"\n", "name = \"x\"\nversion = \"0.9.0\"\n", true},
		{`s/1.2/1.3/`, "a 1x2 b 1.2\n", "a 1.3 b 1.2\n", true}, // . is any character, as sed reads it
		{`s/1\.2/1.3/`, "a 1x2 b 1.2\n", "a 1x2 b 1.3\n", true},
		{`s/a.c/X/g`, "abc aXc a.c\n", "X X X\n", true},
		{`s/x.$/END/`, "ax1\nx\n", "aEND\nx\n", true},
		{`s/^.b/Z/`, "ab\nb\n", "Z\nb\n", true},
		// A trailing .* is the rest of the line, whatever it holds.
		{`s/^# TODO.*$//`, "# TODO tidy\nx = 1 # TODO no\n", "\nx = 1 # TODO no\n", true},
		{`s/# TODO.*//`, "x = 1 # TODO later\ny = 2\n", "x = 1 \ny = 2\n", true},
		{`s/timeout=.*/timeout=30/`, "retries=3\ntimeout=10 # s\n", "retries=3\ntimeout=30\n", true},
		{`s/^.*$/X/`, "a\n\nb\n", "X\nX\nX\n", true},
		{`s/a\.*/b/`, "", "", false}, // \.* is any number of dots: a regular expression
		{`s/a.*b/c/`, "", "", false}, // .* inside the pattern
		{`s/[[:space:]]+$//`, "", "", false},
		{`s/a*/b/`, "", "", false},
		{`s/\s/b/`, "", "", false},
	} {
		sub, ok := parseSubstitution(c.script)
		require.Equal(t, c.ok, ok, c.script)
		if ok {
			require.Equal(t, c.after, sub.apply(c.before), c.script)
		}
	}
}
