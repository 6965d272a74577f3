package confirm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// An edit that does more than the request, or other than it, needs
// confirmation; the asked change alone stays explicit. Each case pairs
// the two sides of one border. None is a corpus line.
func TestEditBesideTheAsk(t *testing.T) {
	lua := "vim.opt.tabstop = 4\nvim.opt.shiftwidth = 4\nvim.opt.number = true\n"
	ec := "[*]\nindent_size = 2\ntab_width = 8\n"
	tf := "variable \"min_count\" {\n  default = 1\n}\n\nvariable \"max_count\" {\n  default = 3\n}\n"
	yml := "resources:\n  limits:\n    cpu: 250m\n    memory: 256Mi\n"
	toml := "[db]\npool_size = 5\ntimeout = 5\n"
	tsx := "export function Empty() {\n  return <p className=\"empty\">Nothing here</p>\n}\n"
	sql := "CREATE TABLE orders (\n  id SERIAL PRIMARY KEY,\n  status TEXT\n);\n"
	q := "SELECT day, SUM(amount)\nFROM sales\n"
	qmd := "# Quill\n\nNotes for @inkworks/quill.\n\n## Setup\n\nnpm i quill\n\n## Guides\n\nSee docs/.\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		// a key and its value: another key set to that value is not asked
		{"tabstop 2 in init.lua", fileTarget(".config/nvim/init.lua", lua, replace(lua, "tabstop = 4", "tabstop = 2")), Explicit},
		{"tabstop 2 in init.lua", fileTarget(".config/nvim/init.lua", lua, replace(lua, "shiftwidth = 4", "shiftwidth = 2")), NeedsConfirmation},
		{"set tab_width to 4 in .editorconfig", fileTarget(".editorconfig", ec, replace(ec, "tab_width = 8", "tab_width = 4")), Explicit},
		{"set tab_width to 4 in .editorconfig", fileTarget(".editorconfig", ec, replace(ec, "indent_size = 2", "indent_size = 4")), NeedsConfirmation},
		// the key of a named block: a line of another key added beside it
		{"bump the default of max_count to 5 in vars.tf", fileTarget("vars.tf", tf, replace(tf, "  default = 3", "  default = 5")), Explicit},
		{"bump the default of max_count to 5 in vars.tf", fileTarget("vars.tf", tf, replace(tf, "  default = 3", "  type    = number\n  default = 5")), NeedsConfirmation},
		// the asked key changed with its neighbour: the neighbour is not asked
		{"memory to 512Mi in k8s/api.yaml", fileTarget("k8s/api.yaml", yml, replace(yml, "memory: 256Mi", "memory: 512Mi")), Explicit},
		{"memory to 512Mi in k8s/api.yaml", fileTarget("k8s/api.yaml", yml, replace(replace(yml, "memory: 256Mi", "memory: 512Mi"), "cpu: 250m", "cpu: 512m")), NeedsConfirmation},
		{"pool_size = 20 in db.toml please", fileTarget("db.toml", toml, replace(toml, "pool_size = 5", "pool_size = 20")), Explicit},
		{"pool_size = 20 in db.toml please", fileTarget("db.toml", toml, replace(toml, "timeout = 5", "timeout = 20")), NeedsConfirmation},
		// SQL typed in capitals is what the change must hold
		{"the orders table migration: status should be NOT NULL", fileTarget("db/002_orders.sql", sql, replace(sql, "  status TEXT\n", "  status TEXT NOT NULL\n")), Explicit},
		{"the orders table migration: status should be NOT NULL", fileTarget("db/002_orders.sql", sql, replace(sql, ");\n", ");\n\nCREATE INDEX orders_status_idx ON orders (status);\n")), NeedsConfirmation},
		{"the daily totals query in totals.sql needs a GROUP BY day", fileTarget("totals.sql", q, replace(q, "FROM sales\n", "FROM sales\nGROUP BY day\n")), Explicit},
		{"the daily totals query in totals.sql needs a GROUP BY day", fileTarget("totals.sql", q, replace(q, "FROM sales\n", "FROM sales\nWHERE day > now() - interval '30 days'\n")), NeedsConfirmation},
		// the words a text should say are what the change brings
		{"the empty state in Inbox.tsx should say No messages yet", fileTarget("src/Inbox.tsx", tsx, replace(tsx, "Nothing here", "No messages yet")), Explicit},
		{"the empty state in Inbox.tsx should say No messages yet", fileTarget("src/Inbox.tsx", tsx, replace(tsx, "className=\"empty\"", "className=\"empty muted\"")), NeedsConfirmation},
		{"the empty state in Inbox.tsx should say what to do next: Nothing here — add a message", fileTarget("src/Inbox.tsx", tsx, replace(tsx, "Nothing here", "Nothing here — add a message")), Explicit},
		// the document's title encloses every line: it places nothing
		{"the setup step in the README is broken, fix it, the package is @inkworks/quill", fileTarget("README.md", qmd, replace(qmd, "npm i quill", "npm i @inkworks/quill")), Explicit},
		{"the setup step in the README is broken, fix it, the package is @inkworks/quill", fileTarget("README.md", qmd, replace(qmd, "See docs/.", "See docs/ for guides, or run `npm run guide`.")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

func TestDocumentTitle(t *testing.T) {
	assert.Equal(t, "Quill", documentTitle("# Quill\n\n## Setup\n", true))
	assert.Equal(t, "", documentTitle("# Quill\n\n# Other\n", true), "two titles: each encloses its part")
	assert.Equal(t, "", documentTitle("Intro\n# Quill\n", true), "not the first line")
	assert.Equal(t, "", documentTitle("# comment\nx = 1\n", false), "code has no titles")
}

func TestSQLPhrases(t *testing.T) {
	for text, want := range map[string][]string{
		"make email NOT NULL in users.sql":             {"NOT NULL"},
		"needs an ORDER BY day, and ON DELETE CASCADE": {"ORDER BY", "ON DELETE CASCADE"},
		"do NOT touch the tests":                       nil,
		"NOT  NULL with two spaces":                    nil,
		"the NOT_NULL flag, NOTNULL":                   nil,
		"order by day":                                 nil,
	} {
		var got []string
		for _, sp := range sqlPhrases(text) {
			got = append(got, text[sp.Start:sp.End])
		}
		assert.Equal(t, want, got, text)
	}
}

// BenchmarkClassifySiblingKeyOf1MB measures the named-key rule on a
// settings file of 1 MB, one key a line, with the change in its middle:
// the lines beside the change are read at most maxKeyLines each way.
func BenchmarkClassifySiblingKeyOf1MB(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "opt_%d = %d\n", i, i)
	}
	before := sb.String()
	mid := strings.Index(before[len(before)/2:], "\n") + len(before)/2 + 1
	line := before[mid : mid+strings.Index(before[mid:], "\n")]
	after := before[:mid] + strings.SplitN(line, " = ", 2)[0] + " = 2" + before[mid+len(line):]
	req := Request{Conversation: []Turn{u("opt_1 2 in settings.conf")}, Target: fileTarget("settings.conf", before, after)}
	b.ReportAllocs()
	for b.Loop() {
		Classify(req)
	}
}

// A value swapped in is asked for alone: words brought elsewhere in the
// same line (a flag, a type parameter, a renamed variable) are another
// change; the swap alone, a value written another way, a comment ending
// the line, or a value brought with new code (no swap) stay explicit.
func TestValueSwappedAlone(t *testing.T) {
	sh := "#!/bin/sh\nscp build.tar.gz ops@web1:/opt/site/\n"
	ts := "export function throttle(fn: () => void, wait = 200) {\n  return fn;\n}\n"
	py := "TIMEOUT = 60\nRETRIES = 3\n"
	ini := "[worker]\nqueue = default\nconcurrency = 4\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"copy to web2 in release.sh, web1 is retired", fileTarget("release.sh", sh, replace(sh, "ops@web1", "ops@web2")), Explicit},
		{"copy to web2 in release.sh, web1 is retired", fileTarget("release.sh", sh, replace(sh, "scp build.tar.gz ops@web1", "scp --compress build.tar.gz ops@web2")), NeedsConfirmation},
		{"the throttle wait in limit.ts should default to 500", fileTarget("limit.ts", ts, replace(ts, "wait = 200", "wait = 500")), Explicit},
		{"the throttle wait in limit.ts should default to 500", fileTarget("limit.ts", ts, replace(ts, "throttle(fn: () => void, wait = 200)", "throttle<T>(fn: (arg: T) => void, wait = 500)")), NeedsConfirmation},
		// a URL rewritten around the value is one place; a value added
		// beside what stays swaps nothing
		{"point the docs link in links.sh to v2", fileTarget("links.sh", "open https://docs.example.com/v1/guide/index.html\n", "open https://docs.example.com/v2/guide/start.html\n"), Explicit},
		{"set TIMEOUT to 5 minutes in settings.py", fileTarget("settings.py", py, replace(py, "TIMEOUT = 60", "TIMEOUT = 300")), Explicit},
		{"set TIMEOUT to 120 in settings.py", fileTarget("settings.py", py, replace(py, "TIMEOUT = 60", "TIMEOUT = 120  # two minutes")), Explicit},
		{"make the worker queue in celery.ini emails", fileTarget("celery.ini", ini, replace(ini, "queue = default", "queue = emails")), Explicit},
		{"make the worker queue in celery.ini emails", fileTarget("celery.ini", ini, replace(ini, "queue = default", "queue = emails\nprefetch = 1")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// A place the request names ("in the settings object") holds the change;
// a line elsewhere that only uses the place's name as a qualifier
// ("settings.retries = 3" in reset()) is not in it. None is a corpus line.
func TestNamedPlaceNotItsUses(t *testing.T) {
	js := "export const settings = {\n  retries: 3,\n  verbose: false,\n};\n\nexport function reset() {\n  settings.retries = 3;\n}\n"
	py := "class Limits:\n    burst = 10\n\n\ndef defaults():\n    Limits.burst = 10\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"set retries in the settings object in config.js to 5", fileTarget("config.js", js, replace(js, "  retries: 3,", "  retries: 5,")), Explicit},
		{"set retries in the settings object in config.js to 5", fileTarget("config.js", js, replace(js, "  settings.retries = 3;", "  settings.retries = 5;")), NeedsConfirmation},
		{"in limits.py make burst 20 in the Limits class", fileTarget("limits.py", py, replace(py, "    burst = 10\n", "    burst = 20\n")), Explicit},
		{"in limits.py make burst 20 in the Limits class", fileTarget("limits.py", py, replace(py, "    Limits.burst = 10", "    Limits.burst = 20")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// BenchmarkBeside measures the swap check on a line of maxLineWords
// pieces, the most it reads.
func BenchmarkBeside(b *testing.B) {
	old := strings.Repeat("rsync -az ./dist/ deploy@staging:/srv/app/ ", 8)
	new := strings.Replace(old, "deploy@staging:", "--delete deploy@staging2:", 1)
	s := specifics{values: []string{"staging2"}}
	asked := tokenSet("deploy.sh should target staging2 now")
	for b.Loop() {
		beside(old, new, s, asked)
	}
}

// A value asked for a named block is asked where it goes: another line
// of that block, bringing nothing asked, is not (the asked line alone
// stays explicit).
func TestValueInNamedBlockNotItsNeighbours(t *testing.T) {
	compose := "services:\n  cache:\n    image: redis:6\n    restart: always\n  web:\n    build: .\n"
	css := ".card {\n  margin: 4px;\n  color: #333;\n}\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"move the cache service in compose.yml to redis:7", fileTarget("compose.yml", compose, replace(compose, "redis:6", "redis:7")), Explicit},
		{"move the cache service in compose.yml to redis:7", fileTarget("compose.yml", compose, replace(compose, "    image: redis:6\n", "    image: redis:7\n    ports:\n      - \"6379:6379\"\n")), NeedsConfirmation},
		{"card.css: .card margin 4px -> 12px", fileTarget("card.css", css, replace(css, "margin: 4px", "margin: 12px")), Explicit},
		{"card.css: .card margin 4px -> 12px", fileTarget("card.css", css, replace(css, "  margin: 4px;\n", "  margin: 12px;\n  padding: 2px;\n")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}
