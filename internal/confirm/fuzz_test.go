package confirm

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// FuzzClassify reads arbitrary messages: it must never panic, always give
// one of the two levels with a reason, and never call a change explicit
// when the conversation does not mention the target in any way.
func FuzzClassify(f *testing.F) {
	for _, seed := range [][3]string{
		{"Fix empty entry handling in parse.go", fixturePlan, "go ahead"},
		{"tidy up the description in notes.md", "Should I clean up both, or just one?", "both"},
		{"don’t touch lexer.go, just fix parse.go", "", "no, wait"},
		{"", "Which ones?\n1. README.md\n2. CONTRIBUTING.md", "the 2nd"},
		{"update `handleEntry`()", "?", "yes, that one"},
		{"\xe2\x80", "“quoted” ‘x’", "parse.go."},
		{"in parse.go return \"\" — get rid of it", "(a) `x := 1`; (b) keep `y`", "same for handleEntry"},
		{"run the x at 2am, and also can you explain why", "  return f(x);", "cargo fmt the whole crate"},
		{"set workers to 8 in parse.go", "Setting 8.", "strike that, 6 — only 3 cores"},
		{"fix the port", "`parse.go` and `lex.go` set it. Which?", "only lex, parse is fine — not parse. everything except parse"},
		{"update parse.go", "On it.", "actually never mind, legal wants to handle it"},
		{"what is x in parse.go", "`x` is 10 in `parse.go`.", "ok 25 then please"},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	target := TargetOf(Change{Name: "parse.go", Path: "/home/dev/proj/parse.go", Before: parseGo, After: parseGo + "// x\n"})
	f.Fuzz(func(t *testing.T, request, question, answer string) {
		conv := []Turn{u(request), a(question), u(answer)}
		got := Classify(Request{Conversation: conv, Target: target})
		assert.Contains(t, []Level{Explicit, NeedsConfirmation}, got.Level)
		assert.NotEmpty(t, got.Reasoning)
		all := strings.ToLower(request + question + answer)
		if got.Level == Explicit {
			named := strings.Contains(all, "parse") || strings.Contains(all, "handleentry") || strings.Contains(all, "package") || strings.Contains(all, "return") || strings.Contains(all, "string") || strings.Contains(all, "func") ||
				typoOf(all, "handleentry") // "hnadleEntry … fix" names it with a typo (typedSymbol)
			assert.True(t, named, "explicit without naming anything: %q", conv)
		}
	})
}

// FuzzRender renders arbitrary changes: never a panic, never over the
// limit, valid UTF-8 in gives valid UTF-8 out.
func FuzzRender(f *testing.F) {
	f.Add(parseGo, parseGo+"x\n", false, 500)
	f.Add("A.\n\nB.\n", "A.\n\nC.\n", true, 9500)
	f.Add("a\r\nb", "a\nb\n", false, 100)
	f.Add("", "x", true, 10)
	f.Fuzz(func(t *testing.T, before, after string, prose bool, limit int) {
		limit = 100 + abs(limit)%10000
		got := Render(Change{Name: "f", Before: before, After: after, Prose: prose}, limit)
		assert.LessOrEqual(t, len(got), limit)
		if utf8.ValidString(before) && utf8.ValidString(after) {
			assert.True(t, utf8.ValidString(got))
		}
		if before == after {
			assert.Equal(t, NoChanges, got)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// FuzzTargetOf reads arbitrary files and edits as a Target (declaration
// names of any language, sections, keys) and classifies a request naming
// its parts: never a panic.
func FuzzTargetOf(f *testing.F) {
	for _, seed := range [][3]string{
		{"CREATE TABLE t (\n  id INT NOT NULL\n);\n", "  id INT NOT NULL", "  id BIGINT NOT NULL"},
		{"[tool.x]\nline-length = 1\n", "line-length = 1", "line-length = 2"},
		{"resource \"a\" \"b\" {\n  x = 1\n}\n", "  x = 1", "  x = 2"},
		{"public class A {\n  public int f(int x) {\n    return x;\n  }\n}\n", "    return x;", "    return -x;"},
		{"b() {\n  echo\n}\n", "  echo", "  echo hi"},
		{"\"[\n(\n=\n", "(", "=("},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	f.Fuzz(func(t *testing.T, before, old, new string) {
		if old == "" || !strings.Contains(before, old) {
			return
		}
		after := strings.Replace(before, old, new, 1)
		for _, name := range []string{"a.sql", "pyproject.toml", "main.tf", "A.java", "run.sh", "notes.md"} {
			tg := TargetOf(Change{Name: name, Path: "/p/" + name, Before: before, After: after, Prose: IsProse(name)})
			for _, text := range []string{"fix " + name + ": " + old, "in " + name + ", leave " + new + " alone", "`" + old + "` not " + new} {
				got := Classify(Request{Conversation: []Turn{u(text)}, Target: tg})
				assert.Contains(t, []Level{Explicit, NeedsConfirmation}, got.Level)
			}
		}
	})
}

// FuzzChangeScope splits arbitrary changes into their parts and checks
// arbitrary requests against them: never a panic, every line of the
// change in some part.
func FuzzChangeScope(f *testing.F) {
	f.Add("a: 1\nb: 2\n", "a: 3\nb: 2\nc: 4\n", "set a in x.yaml to 3")
	f.Add("# T\n\n## S\n\nx\n", "# T\n\n## S\n\ny\n\nz\n", "add a line to x.md")
	f.Add("func F() {\n\tg()\n}\n", "func G() {\n\tg()\n}\n", "rename F to G in x.go")
	f.Add("", "new\n", "'q' \"r\" `s` -t --u=v to W")
	f.Add("v: [\"3.10\", \"3.11\"]\nK_A: 1\nK_B: 1\n", "v: [\"3.12\", \"v3.13-rc\"]\nK_A: 2\nK_B: 2\n", "add 3.13 to v, K_A to 1.5h and drop 3.10 to \"x")
	f.Add("1. a\n2. b\n", "1. a\n2. c\n3. b\n", "add a step, 30 minutes, to 'c' in the steps_list")
	f.Add("m: 1_000\nn: 2_0\nx IN ('a', 'b')\nsrv {\n  lim 1m;\n  loc /up {\n    lim 5m;\n  }\n}\n", "m: 2_000\nn: 1_000\nx IN ('a', 'b', 'c', 'd')\nsrv {\n  lim 9m;\n  loc /up {\n    lim 5m;\n  }\n}\n", "from 1_000 to 2_000, stay at 2_0, add 'c' to the up loc's lim, document NEW_NAME")
	f.Fuzz(func(t *testing.T, before, after, request string) {
		for _, name := range []string{"x.yaml", "x.md", "x.go"} {
			c := Change{Name: name, Path: "/p/" + name, Before: before, After: after, Prose: IsProse(name)}
			units := changeUnits(c)
			assert.LessOrEqual(t, len(units), maxUnits)
			got := Classify(Request{Conversation: []Turn{u(request + " " + name)}, Target: TargetOf(c)})
			assert.NotEmpty(t, got.Reasoning)
		}
	})
}

// typoOf reports whether text holds a word of name's length one replaced
// or swapped letter from it.
func typoOf(text, name string) bool {
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		if len(w) == len(name) && lang.OneEdit(w, name) {
			return true
		}
	}
	return false
}
