package confirm

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The parts of a change and what accounts for them, each rule with
// examples of its own (none of them a corpus line).

func TestChangeUnits(t *testing.T) {
	settings := "{\n  \"Cache\": {\n    \"Size\": 10,\n    \"Ttl\": 60\n  },\n  \"Name\": \"svc\"\n}\n"
	tests := []struct {
		name          string
		file          string
		before, after string
		want          [][2][]string // removed, added per unit
		names         []string      // the first unit's names
	}{
		{"two neighbouring keys are two parts", "s.json", settings, strings.Replace(strings.Replace(settings, "10", "20", 1), "60", "90", 1),
			[][2][]string{{{`    "Size": 10,`}, {`    "Size": 20,`}}, {{`    "Ttl": 60`}, {`    "Ttl": 90`}}}, []string{"Cache"}},
		{"a run of new lines is one part", "a.py", "def f():\n    return 1\n", "def f():\n    x = 1\n    y = 2\n    return 1\n",
			[][2][]string{{nil, {"    x = 1", "    y = 2"}}}, []string{"f"}},
		{"a block taken away is one part", "a.sh", "a\n# b\n# c\nd\n", "a\nd\n",
			[][2][]string{{{"# b", "# c"}, nil}}, nil},
		{"a block written over with nothing alike is one part", "n.md", "# T\n\n1. Download it.\n2. Unpack it.\n", "# T\n\n```\nbrew install t\n```\n",
			[][2][]string{{{"1. Download it.", "2. Unpack it."}, {"```", "brew install t", "```"}}}, []string{"T"}},
		{"a line rewritten and a line added", "a.go", "func F() {\n\tg(1)\n}\n", "func F() {\n\th := 2\n\tg(h)\n}\n",
			[][2][]string{{nil, {"\th := 2"}}, {{"\tg(1)"}, {"\tg(h)"}}}, []string{"F"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			us := changeUnits(Change{Name: tt.file, Before: tt.before, After: tt.after, Prose: IsProse(tt.file)})
			require.Len(t, us, len(tt.want))
			for i, u := range us {
				assert.Equal(t, tt.want[i][0], u.removed, "removed of part %d", i)
				assert.Equal(t, tt.want[i][1], u.added, "added of part %d", i)
			}
			if tt.names != nil {
				assert.Equal(t, tt.names, us[0].names)
			}
		})
	}
	assert.Nil(t, changeUnits(Change{Name: "new.go", After: "package x\n", Created: true}), "a created file has no parts to account for")
}

func TestHeadingsAbove(t *testing.T) {
	doc := "# Log\n\n## Unreleased\n\n### Fixed\n\n- a\n\n## 1.0\n\n- b\n"
	assert.Equal(t, []string{"Fixed", "Unreleased", "Log"}, headings(doc, strings.Index(doc, "- a")))
	assert.Equal(t, []string{"1.0", "Log"}, headings(doc, strings.Index(doc, "- b")))
}

func TestCommentBeforeADeclarationIsItsPart(t *testing.T) {
	before := "package x\n\nfunc Open() {}\n\nfunc Close() {}\n"
	us := changeUnits(Change{Name: "x.go", Before: before, After: strings.Replace(before, "func Close", "// Close releases it.\nfunc Close", 1)})
	require.Len(t, us, 1)
	assert.Contains(t, us[0].names, "Close")
}

func TestConsequences(t *testing.T) {
	moved := []unit{{removed: []string{"def b():", "    return 2"}}, {added: []string{"def b():", "    return 2"}}}
	tests := []struct {
		name string
		u    unit
		all  []unit
		want bool
	}{
		{"whitespace only", unit{removed: []string{"  a: 1"}, added: []string{"    a: 1"}}, nil, true},
		{"a separator for the next key", unit{removed: []string{`  "a": 1`}, added: []string{`  "a": 1,`}}, nil, true},
		{"an import", unit{added: []string{"import unicodedata"}}, nil, true},
		{"a Go import block's line", unit{added: []string{`	"strings"`}}, nil, true},
		{"lines moved away", moved[0], moved, true},
		{"lines moved here", moved[1], moved, true},
		{"a fence of a changed block", unit{removed: []string{"```"}, added: []string{"```sh"}}, nil, true},
		{"a value changed", unit{removed: []string{"a: 1"}, added: []string{"a: 2"}}, nil, false},
		{"a new line", unit{added: []string{"b: 2"}}, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.u.consequence(tt.all))
		})
	}
}

func TestRenamesAndFeeds(t *testing.T) {
	use := unit{removed: []string{"    return parse(x)"}, added: []string{"    return load(x)"}}
	assert.Equal(t, [][2]string{{"parse", "load"}}, use.renames())
	assert.True(t, use.usesRename([][2]string{{"parse", "load"}}), "a use of the renamed name")
	assert.False(t, use.usesRename([][2]string{{"dump", "save"}}))
	more := unit{removed: []string{"    return parse(x, 1)"}, added: []string{"    return load(x, 2)"}}
	assert.False(t, more.usesRename([][2]string{{"parse", "load"}}), "a use that changes a value too")
	assert.Nil(t, unit{removed: []string{"a b"}, added: []string{"a b c"}}.renames(), "not one for one")

	for line, want := range map[string]string{
		"var value = raw.Trim();":           "value",
		"const port = env.PORT || 5000;":    "port",
		"n := len(xs)":                      "n",
		"if (a == b) {":                     "",
		"x <= 3":                            "",
		"some long left hand side = 1":      "",
		"    result: List[int] = compute()": "result",
		"management.port=9091":              "management.port",
		"    self.total = 0":                "self.total",
	} {
		assert.Equal(t, want, assigned(line), line)
	}
	v := unit{removed: []string{"return new T(raw.Trim());"}, added: []string{"var value = raw.Trim();"}}
	assert.True(t, v.feeds("if (value.Length > 32) throw …"), "a variable the requested lines use")
	assert.False(t, v.feeds("throw new ArgumentException();"))
}

func TestKeepsAllAndBringsNothing(t *testing.T) {
	assert.True(t, unit{removed: []string{".PHONY: build"}, added: []string{".PHONY: build fmt"}}.keepsAll())
	assert.False(t, unit{removed: []string{"## Unreleased"}, added: []string{"## 1.2.0"}}.keepsAll())
	assert.True(t, unit{removed: []string{"ruff $files", "mypy $files"}}.bringsNothing())
	assert.False(t, unit{removed: []string{"black $files"}, added: []string{"black -- \"$files\""}}.bringsNothing())
}

func TestQualifiedHere(t *testing.T) {
	for _, tt := range []struct {
		msg, name string
		want      bool
	}{
		{"export Select from the components index.ts", "src/components/index.ts", true},
		{"export Select from the hooks index.ts", "src/components/index.ts", false},
		{"add pytest-cov to the test requirements.txt", "tests/requirements.txt", true},
		{"add sentry to the top-level requirements.txt", "requirements.txt", true},
		{"add sentry to the root requirements.txt", "requirements.txt", true},
		{"add sentry to the test requirements.txt", "requirements.txt", false},
		{"add sentry to requirements.txt", "requirements.txt", false},
	} {
		norm := lang.Normalize(tt.msg)
		at := strings.LastIndex(norm, base(tt.name))
		assert.Equal(t, tt.want, qualifiedHere(norm, at, tt.name), tt.msg)
	}
}

func TestSmallReaders(t *testing.T) {
	text := "fix 'forcast' and 'recieve' but don't touch it's"
	var got []string
	for _, q := range singleQuoted(text) {
		got = append(got, text[q.Start:q.End])
	}
	assert.Equal(t, []string{"forcast", "recieve"}, got)

	file := strings.ToLower("var Client = &http.Client{Timeout: 10}\n// no retries here\nmsg := \"retries: none\"\n")
	assert.True(t, inCode(file, "timeout"))
	assert.False(t, inCode(file, "retries"), "a comment and a string are no code")

	assert.Equal(t, "loglevel", joinedName(`"loglevel": {`, "log", "level", ""))
	assert.Equal(t, "instance_type", joinedName(`instance_type = "t3"`, "instance", "type", "in"))
	assert.Equal(t, "", joinedName("level: 1", "log", "level", ""))
	assert.Equal(t, "slow_query_log", joinedName("slow_query_log = 0", "slow", "query", "log"), "three words")
	assert.Equal(t, "singlequote", joinedName(`"singlequote": false`, "single", "quotes", ""), "a plural")
	assert.Equal(t, "slow_query", joinedName("slow_query = 1", "slow", "query", "log"), "two of three words")
}

func TestEditStaysInsideTheRequest(t *testing.T) {
	compose := "services:\n  api:\n    image: api:1.4\n    restart: always\n  db:\n    image: postgres:15\n"
	mk := "build:\n\tgo build ./...\n\ntest:\n\tgo test ./...\n\nlint:\n\tgolangci-lint run\n"
	py := "import os\n\n\ndef home():\n    return os.environ[\"HOME\"]\n\n\ndef user():\n    return os.environ[\"USER\"]\n"
	props := "# Strings\ngreeting=Hello\nfarewell=Bye\ntitle=Shop\n"
	notes := "# Notes\n\nThe servr starts on boot.\n\n## Ops\n\nPage the on-call first.\n"
	tests := []struct {
		name, msg, file, before, after string
		want                           Level
	}{
		{"the named key alone", "set the db image in docker-compose.yml to postgres:16", "docker-compose.yml", compose,
			strings.Replace(compose, "postgres:15", "postgres:16", 1), Explicit},
		{"the named key and another service's key", "set the db image in docker-compose.yml to postgres:16", "docker-compose.yml", compose,
			strings.Replace(strings.Replace(compose, "postgres:15", "postgres:16", 1), "restart: always", "restart: unless-stopped", 1), NeedsConfirmation},
		{"another key only", "set the db image in docker-compose.yml to postgres:16", "docker-compose.yml", compose,
			strings.Replace(compose, "api:1.4", "api:1.5", 1), NeedsConfirmation},
		{"a target named, its recipe changed", "in the Makefile make the test target run with -race", "Makefile", mk,
			strings.Replace(mk, "go test ./...", "go test -race ./...", 1), Explicit},
		{"a target named, another target's recipe too", "in the Makefile make the test target run with -race", "Makefile", mk,
			strings.Replace(strings.Replace(mk, "go test ./...", "go test -race ./...", 1), "go build ./...", "go build -race ./...", 1), NeedsConfirmation},
		{"a function named, an import it needs", "make home in env.py use pathlib", "env.py", py,
			strings.Replace(strings.Replace(py, "import os\n", "import os\nfrom pathlib import Path\n", 1), "return os.environ[\"HOME\"]", "return str(Path.home())", 1), Explicit},
		{"a function named, another function changed too", "make home in env.py use pathlib", "env.py", py,
			strings.Replace(strings.Replace(py, "return os.environ[\"HOME\"]", "return str(pathlib.Path.home())", 1), "os.environ[\"USER\"]", "os.getlogin()", 1), NeedsConfirmation},
		{"a quoted string", "in strings.properties change \"Bye\" to \"Goodbye\"", "strings.properties", props,
			strings.Replace(props, "Bye", "Goodbye", 1), Explicit},
		{"a quoted string and another one", "in strings.properties change \"Bye\" to \"Goodbye\"", "strings.properties", props,
			strings.Replace(strings.Replace(props, "Bye", "Goodbye", 1), "Shop", "Store", 1), NeedsConfirmation},
		{"add a line: only new lines", "add a line to notes.md saying backups run nightly", "notes.md", notes,
			strings.Replace(notes, "Page the on-call first.\n", "Page the on-call first.\n\nBackups run nightly.\n", 1), Explicit},
		{"add a line: an old line rewritten", "add a line to notes.md saying backups run nightly", "notes.md", notes,
			strings.Replace(strings.Replace(notes, "Page the on-call first.\n", "Page the on-call first.\n\nBackups run nightly.\n", 1), "servr", "server", 1), NeedsConfirmation},
		{"remove: only lines taken away", "remove farewell from strings.properties", "strings.properties", props,
			strings.Replace(props, "farewell=Bye\n", "", 1), Explicit},
		{"a word asked about, then fixed", "a typo in notes.md, \"servr\" somewhere? fix it", "notes.md", notes,
			strings.Replace(notes, "servr", "server", 1), Explicit},
		{"a word asked about, the file rewritten", "a typo in notes.md, \"servr\" somewhere? fix it", "notes.md", notes,
			strings.Replace(strings.Replace(notes, "servr", "server", 1), "Page the on-call first.", "Call the on-call engineer before anything else.", 1), NeedsConfirmation},
		{"a whole-file request is not narrowed", "rewrite notes.md, it reads badly", "notes.md", notes,
			"# Notes\n\nThe server starts when the machine boots.\n\n## Operations\n\nCall the on-call engineer before anything else.\n", Explicit},
		{"a reindent is not narrowed", "reformat env.py with black", "env.py", py,
			strings.ReplaceAll(py, "\n\n\n", "\n\n"), Explicit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: fileTarget(tt.file, tt.before, tt.after)})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

func TestUnaskedSaysWhichPart(t *testing.T) {
	env := "PORT=8080\nLOG_LEVEL=info\n"
	got := Classify(Request{Conversation: []Turn{u("set PORT to 9090 in app.env")},
		Target: fileTarget("app.env", env, "PORT=9090\nLOG_LEVEL=debug\n")})
	assert.Equal(t, NeedsConfirmation, got.Level)
	assert.Contains(t, got.Reasoning, `"LOG_LEVEL=debug"`, "the reason quotes the part nobody asked for")
}

func TestBlockKind(t *testing.T) {
	for line, want := range map[string]string{
		"public Invoice issue(String id) {": "func",
		"func (c *Cache) Get(k string) {":   "func",
		"def home():":                       "func",
		"class Repo(Base):":                 "class",
		"public class InvoiceService {":     "class",
		"type Cache struct {":               "type",
		"test:":                             "key",
		"  db:":                             "key",
	} {
		assert.Equal(t, want, blockKind(line), line)
	}
}

func TestSectionsAndBlocksPlaceParts(t *testing.T) {
	assert.Equal(t, []string{"tool", "ruff", "lint"}, sectionPath("[tool.ruff.lint]\n"))
	assert.Nil(t, sectionPath("def f():\n"))

	toml := "[tool.ruff]\nline-length = 88\n\n[tool.ruff.lint]\nselect = [\"E\"]\n"
	tests := []struct {
		name, msg, after string
		want             Level
	}{
		{"a key of a subsection of the block named", "enable the pyflakes rules (F) in ruff in pyproject.toml",
			strings.Replace(toml, `["E"]`, `["E", "F"]`, 1), Explicit},
		{"and another key of the block, not asked for", "enable the pyflakes rules (F) in ruff in pyproject.toml",
			strings.Replace(strings.Replace(toml, `["E"]`, `["E", "F"]`, 1), "88", "100", 1), NeedsConfirmation},
		{"the block alone named: any of its keys", "update the ruff settings in pyproject.toml",
			strings.Replace(toml, "88", "100", 1), Explicit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: fileTarget("pyproject.toml", toml, tt.after)})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

func TestItemsOfOneLine(t *testing.T) {
	assert.Equal(t, [][2]string{{`a: 1`, `a: 2`}, {`c: 3`, `c: 4`}}, splitItems(`a: 1, b: 2, c: 3`, `a: 2, b: 2, c: 4`))
	assert.Equal(t, [][2]string{{`a: 1, b: 2`, `a: 2, b: 2`}}, splitItems(`a: 1, b: 2`, `a: 2, b: 2`), "one item changed: one part")
	assert.Equal(t, [][2]string{{`x = ["E"]`, `x = ["E", "F"]`}}, splitItems(`x = ["E"]`, `x = ["E", "F"]`), "an item added: one part")

	src := "type Server struct {\n\tAddr string\n}\n\nfunc Default() Server {\n\treturn Server{Addr: \":80\", Port: 1}\n}\n"
	for _, tt := range []struct {
		msg, after string
		want       Level
	}{
		{"the default Port in srv.go should be 2", strings.Replace(src, "Port: 1", "Port: 2", 1), Explicit},
		{"the default Port in srv.go should be 2", strings.Replace(strings.Replace(src, "Port: 1", "Port: 2", 1), ":80", ":81", 1), NeedsConfirmation},
		{"add a Host string field to Server in srv.go", strings.Replace(src, "\tAddr string\n", "\tAddr string\n\tHost string\n", 1), Explicit},
		{"add a Host string field to Server in srv.go", strings.Replace(strings.Replace(src, "\tAddr string\n", "\tAddr string\n\tHost string\n", 1), "Port: 1", "Port: 9", 1), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: fileTarget("srv.go", src, tt.after)})
		assert.Equal(t, tt.want, got.Level, "%s: %s", tt.msg, got.Reasoning)
	}
}

// TestFieldsKeepWhatTheChangeKeeps: a line that gains an argument keeps
// its old tokens in order; an operator turned round does not.
func TestFieldsKeepWhatTheChangeKeeps(t *testing.T) {
	for _, tt := range []struct {
		old, new string
		keeps    bool
	}{
		{"  filter(correct == 1)", "  filter(correct == 1, rt >= 200)", true},
		{"deps = [a, b]", "deps = [a, b, c]", true},
		{"if x > 1 {", "if x < 1 {", false},
		{"## Unreleased", "## 1.2.0", false},
		{"timeout: 30", "timeout: 300", false},
	} {
		u := unit{removed: []string{tt.old}, added: []string{tt.new}}
		assert.Equal(t, tt.keeps, u.keepsAll(), "%q → %q", tt.old, tt.new)
	}
}

// TestPossessor: a possessive names its owner ("the Makefile's test
// target" names the Makefile).
func TestPossessor(t *testing.T) {
	assert.Equal(t, "Makefile", possessor("Makefile's"))
	assert.Equal(t, "Makefile", possessor("Makefile\u2019s"))
	assert.Equal(t, "Makefile", possessor("Makefile"))
	assert.Equal(t, "'s", possessor("'s"))
}

func TestUnitOnlyComments(t *testing.T) {
	for _, tc := range []struct {
		name           string
		removed, added []string
		want           bool
	}{
		{"a comment added", nil, []string{"# Matches the sheet limit."}, true},
		{"a C comment rewritten", []string{"/* Copyright 2023 */"}, []string{"/* Copyright 2024 */"}, true},
		{"a doc comment line", []string{" * Fetches a user."}, []string{" * Fetches a user by id."}, true},
		{"blank lines", []string{""}, []string{"", "// note"}, true},
		{"a value changed", []string{"MAX = 25"}, []string{"MAX = 50"}, false},
		{"a comment and code", nil, []string{"// note", "x := 1"}, false},
		{"includes reordered", []string{"#include <stdio.h>"}, nil, false},
		{"a pragma", nil, []string{"#pragma once"}, false},
		{"a docstring brought in", nil, []string{`    """Parse raw JSON.`, "", "    strict rejects empty input.", `    """`}, true},
		{"a one-line docstring", nil, []string{"    '''Sum of all rows.'''"}, true},
		{"a docstring and code after it", nil, []string{`    """Parse raw JSON."""`, "    raw = raw.strip()"}, false},
		{"a string literal used by code", nil, []string{`    """a, b""".split(", ")`}, false},
		{"a line inside a docstring, read from its start", []string{"    Parse raw JSON."}, []string{"    Parse raw or empty JSON."}, false},
	} {
		assert.Equal(t, tc.want, unit{removed: tc.removed, added: tc.added}.onlyComments(false), tc.name)
	}
	assert.True(t, unit{removed: []string{"    Parse raw JSON."}, added: []string{"    Parse raw or empty JSON."}}.onlyComments(true), "a line inside a docstring")
	doc := "def f():\n    \"\"\"Parse\n    raw JSON.\n    \"\"\"\n    return 1\n"
	assert.True(t, inDocstring(doc, 2))
	assert.False(t, inDocstring(doc, 4))
	assert.False(t, inDocstring(doc, 1))
}

func TestIsDirective(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"#include <stdio.h>", true},
		{"#define N 4", true},
		{"#endif", true},
		{"# include the header", false},
		{"#!/bin/sh", false},
		{"// #include", false},
	} {
		assert.Equal(t, tc.want, isDirective(tc.line), tc.line)
	}
}

func TestOtherDeclaration(t *testing.T) {
	file := "defmodule Cart do\n  def add_item(cart, item) do\n    [item | cart]\n  end\n\n  def total(cart), do: Enum.sum(cart)\nend\n"
	for _, tc := range []struct {
		name    string
		removed []string
		named   []string
		want    bool
	}{
		{"another function's line", []string{"  def total(cart), do: Enum.sum(cart)"}, []string{"add_item"}, true},
		{"the named function's line", []string{"  def add_item(cart, item) do"}, []string{"add_item"}, false},
		{"a body line", []string{"    [item | cart]"}, []string{"add_item"}, false},
		{"nothing named the file declares", []string{"  def total(cart), do: Enum.sum(cart)"}, []string{"qty"}, false},
		{"new lines only", nil, []string{"add_item"}, false},
	} {
		assert.Equal(t, tc.want, otherDeclaration(file, unit{removed: tc.removed}, tc.named), tc.name)
	}
}

func TestKeyOfSibling(t *testing.T) {
	file := "[package]\nname = \"kv\"\nversion = \"0.3.0\"\n\n[dependencies]\nserde = { version = \"1.0\" }\n"
	proc := "web: rails server -p $PORT\nworker: sidekiq --port $PORT\n"
	for _, tc := range []struct {
		name, file, line string
		named, kept      []string
		want             bool
	}{
		{"a dependency's version", file, `serde = { version = "1.0" }`, []string{"version"}, nil, true},
		{"the named key", file, `version = "0.3.0"`, []string{"version"}, nil, false},
		{"the dependency named", file, `serde = { version = "1.0" }`, []string{"version", "serde"}, nil, false},
		{"another line of a Procfile", proc, "web: rails server -p $PORT", []string{"worker", "port"}, nil, true},
		{"the named line", proc, "worker: sidekiq --port $PORT", []string{"worker", "port"}, nil, false},
		{"a kept line", proc, "web: rails server -p $PORT", []string{"worker", "port", "web"}, []string{"web"}, false},
		{"a function", "func Get() {\n}\nfunc Put() {\n}\n", "func Get() {", []string{"put"}, nil, false},
	} {
		s := specifics{named: tc.named, kept: tc.kept}
		assert.Equal(t, tc.want, s.keyOfSibling(tc.file, unit{removed: []string{tc.line}, added: []string{tc.line + " "}}, tc.named), tc.name)
	}
}

func TestKeptLine(t *testing.T) {
	s := specifics{named: []string{"worker", "web"}, kept: []string{"web"}}
	assert.True(t, s.keptLine(unit{removed: []string{"web: puma"}, added: []string{"web: puma -p $PORT"}}), "the kept line")
	assert.False(t, s.keptLine(unit{removed: []string{"worker: sidekiq --port 1"}, added: []string{"worker: sidekiq"}}), "the asked line")
	assert.False(t, s.keptLine(unit{added: []string{"  # a note"}}), "a line declaring nothing")
	v := specifics{named: []string{"version"}, kept: []string{"version"}, numbers: []string{"43"}}
	assert.False(t, v.keptLine(unit{removed: []string{"version: 1.2.0+42"}, added: []string{"version: 1.2.0+43"}}), "the number asked brought to a kept key's line")
}

func TestPairLinesExtendedLine(t *testing.T) {
	// a line whose words all stand, in order, in a longer new line is that
	// line rewritten, and the line brought in beside it a part of its own
	units := pairLines([]string{"  <title>Quill</title>"},
		[]string{`  <meta name="viewport" content="width=device-width">`, "  <title>Quill — notes that write back</title>"})
	require.Len(t, units, 2)
	assert.Equal(t, []string{`  <meta name="viewport" content="width=device-width">`}, units[0].added)
	assert.Empty(t, units[0].removed)
	assert.Equal(t, []string{"  <title>Quill</title>"}, units[1].removed)
	// one word is no line extended: nothing alike, one part
	units = pairLines([]string{"end"}, []string{"  return x", "  end of it"})
	require.Len(t, units, 1)
}

func TestAddsOnlyTakesAway(t *testing.T) {
	// "add the viewport meta tag": the title rewritten beside it is a part
	// nothing asks for
	c := Change{Name: "public/index.html", Path: "/p/public/index.html",
		Before: "<head>\n  <meta charset=\"utf-8\">\n  <title>Quill</title>\n</head>\n",
		After:  "<head>\n  <meta charset=\"utf-8\">\n  <meta name=\"viewport\" content=\"width=device-width\">\n  <title>Quill - notes</title>\n</head>\n"}
	got := Classify(Request{Conversation: []Turn{{Role: "user", Text: "add the viewport meta tag to public/index.html"}}, Target: TargetOf(c)})
	assert.Equal(t, NeedsConfirmation, got.Level, got.Reasoning)
	c.After = "<head>\n  <meta charset=\"utf-8\">\n  <meta name=\"viewport\" content=\"width=device-width\">\n  <title>Quill</title>\n</head>\n"
	got = Classify(Request{Conversation: []Turn{{Role: "user", Text: "add the viewport meta tag to public/index.html"}}, Target: TargetOf(c)})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
}

func TestPartUnshown(t *testing.T) {
	conf := "max_connections = 100\nshared_buffers = 2GB\n"
	both := Change{Name: "db/postgresql.conf", Path: "/p/db/postgresql.conf", Before: conf, After: "max_connections = 250\nshared_buffers = 4GB\n"}
	one := Change{Name: "db/postgresql.conf", Path: "/p/db/postgresql.conf", Before: conf, After: "max_connections = 250\nshared_buffers = 2GB\n"}
	proposal := "I'd set `max_connections = 250` in `db/postgresql.conf`, that line only. Change it?"
	assert.True(t, partUnshown(proposal, TargetOf(both)), "a setting beside the one shown")
	assert.False(t, partUnshown(proposal, TargetOf(one)), "the setting shown only")
	assert.False(t, partUnshown("I'd set `max_connections = 250` and `shared_buffers = 4GB`", TargetOf(both)), "both shown")
	assert.False(t, partUnshown("I'd tune the memory settings in db/postgresql.conf", TargetOf(both)), "told in words: no part shown word for word")
}

// A word swapped inside a longer string is text or a value, not a name:
// the same swap in another string is another change, not a use of a
// renamed symbol; a name quoted whole ("handleEntry") stays a name.
func TestUsesRenameOnlyOfNames(t *testing.T) {
	tests := []struct {
		name     string
		u        unit
		accounts [][2]string
		want     bool
	}{
		{"a key sequence in another string", unit{removed: []string{`  quit = "<leader>q",`}, added: []string{`  quit = "<C-q>",`}}, [][2]string{{"leader", "C"}}, false},
		{"a word of a message", unit{removed: []string{`log.Print("failed to load config")`}, added: []string{`log.Print("failed to read config")`}}, [][2]string{{"load", "read"}}, false},
		{"a single-quoted phrase", unit{removed: []string{`title = 'Old home page'`}, added: []string{`title = 'New home page'`}}, [][2]string{{"Old", "New"}}, false},
		{"a call of the renamed function", unit{removed: []string{`x := handleEntry(a)`}, added: []string{`x := processEntry(a)`}}, [][2]string{{"handleEntry", "processEntry"}}, true},
		{"the name quoted whole", unit{removed: []string{`register("handleEntry", f)`}, added: []string{`register("processEntry", f)`}}, [][2]string{{"handleEntry", "processEntry"}}, true},
		{"a name beside a string", unit{removed: []string{`fmt.Println("x", handleEntry)`}, added: []string{`fmt.Println("x", processEntry)`}}, [][2]string{{"handleEntry", "processEntry"}}, true},
		{"an apostrophe of a comment", unit{removed: []string{`n := parse(s) // don't trim`}, added: []string{`n := load(s) // don't trim`}}, [][2]string{{"parse", "load"}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.u.usesRename(tt.accounts))
		})
	}
}

// A line that starts with a word setting what follows ("set", "export",
// "local") sets the key after it: the request names that key, not the
// verb it shares with the line.
func TestKeyNamedAfterSettingWord(t *testing.T) {
	vim := lang.Normalize("in .vimrc set tabstop=4 and turn on expandtab")
	env := lang.Normalize("please set NODE_ENV to production in .envrc")
	tests := []struct {
		name string
		u    unit
		norm string
		want bool
	}{
		{"another option added beside", unit{added: []string{"set relativenumber"}}, vim, false},
		{"the option asked to turn on", unit{added: []string{"set expandtab"}}, vim, true},
		{"the option asked a value", unit{removed: []string{"set tabstop=8"}, added: []string{"set tabstop=4"}}, vim, true},
		{"the variable exported", unit{removed: []string{"export NODE_ENV=development"}, added: []string{"export NODE_ENV=production"}}, env, true},
		{"another variable exported", unit{added: []string{"export DEBUG=1"}}, env, false},
		{"a key of its own", unit{removed: []string{"gzip off;"}, added: []string{"gzip on;"}}, lang.Normalize("turn gzip on"), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.u.keyNamed(tt.norm))
		})
	}
}
