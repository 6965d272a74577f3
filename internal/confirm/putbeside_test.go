package confirm

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestNothingPutBesideTheWrittenPart: when the request writes out what a
// line gains — a keyword, an argument, a flag, an attribute, a line — a
// field or line put beside it that nobody wrote needs confirmation, and
// the edit bringing only what is written stays explicit. Each case pairs
// the two sides of one border; none is a corpus line. Kotlin, C#, Python,
// Go, Bash, HTML, Rust, YAML, TOML, Gemfile, CODEOWNERS-like files;
// English, German, Spanish, French.
func TestNothingPutBesideTheWrittenPart(t *testing.T) {
	kt := "class Repo {\n    var cache: Cache? = null\n}\n"
	cs := "public class Settings {\n    int Retries;\n}\n"
	py := "def load(path):\n    return open(path, encoding=\"latin-1\")\n"
	mk := "build:\n\tcargo build --release\n"
	html := "<img src=\"logo.png\">\n"
	rs := "fn main() {\n    run();\n}\n"
	gem := "source \"https://rubygems.org\"\ngem \"rails\", \"~> 7.1\"\n"
	yml := "jobs:\n  lint:\n    runs-on: ubuntu-latest\n"
	owners := "* @acme/core\n"
	runThreadCases(t, []threadCase{
		// a modifier beside the modifier asked
		{[]Turn{u("make cache private in Repo.kt")}, fileTarget("Repo.kt", kt, replace(kt, "var cache", "private var cache")), Explicit},
		{[]Turn{u("make cache private in Repo.kt")}, fileTarget("Repo.kt", kt, replace(kt, "var cache", "private lateinit var cache")), NeedsConfirmation},
		{[]Turn{u("Settings.cs: Retries soll readonly sein")}, fileTarget("Settings.cs", cs, replace(cs, "int Retries", "readonly int Retries")), Explicit},
		{[]Turn{u("Settings.cs: Retries soll readonly sein")}, fileTarget("Settings.cs", cs, replace(cs, "int Retries", "static readonly int Retries")), NeedsConfirmation},
		// an argument beside the argument asked
		{[]Turn{u("en io.py, añade errors=\"replace\" al open de load")}, fileTarget("io.py", py, replace(py, "encoding=\"latin-1\")", "encoding=\"latin-1\", errors=\"replace\")")), Explicit},
		{[]Turn{u("en io.py, añade errors=\"replace\" al open de load")}, fileTarget("io.py", py, replace(py, "encoding=\"latin-1\")", "encoding=\"latin-1\", errors=\"replace\", newline=\"\")")), NeedsConfirmation},
		// a flag beside the flag asked
		{[]Turn{u("build with --locked in the Makefile")}, fileTarget("Makefile", mk, replace(mk, "--release", "--release --locked")), Explicit},
		{[]Turn{u("build with --locked in the Makefile")}, fileTarget("Makefile", mk, replace(mk, "--release", "--release --locked --offline")), NeedsConfirmation},
		// an attribute beside the attribute asked
		{[]Turn{u("ajoute alt=\"Acme logo\" à l'image dans header.html")}, fileTarget("header.html", html, replace(html, "<img src=\"logo.png\">", "<img src=\"logo.png\" alt=\"Acme logo\">")), Explicit},
		{[]Turn{u("ajoute alt=\"Acme logo\" à l'image dans header.html")}, fileTarget("header.html", html, replace(html, "<img src=\"logo.png\">", "<img src=\"logo.png\" alt=\"Acme logo\" loading=\"lazy\">")), NeedsConfirmation},
		// a line beside the line written out
		{[]Turn{u("add `env_logger::init();` at the start of main in src/main.rs")}, fileTarget("src/main.rs", rs, replace(rs, "    run();", "    env_logger::init();\n    run();")), Explicit},
		{[]Turn{u("add `env_logger::init();` at the start of main in src/main.rs")}, fileTarget("src/main.rs", rs, replace(rs, "    run();", "    env_logger::init();\n    log::info!(\"starting\");\n    run();")), NeedsConfirmation},
		{[]Turn{u("add gem \"sidekiq\" to the Gemfile")}, fileTarget("Gemfile", gem, gem+"gem \"sidekiq\"\n"), Explicit},
		{[]Turn{u("add gem \"sidekiq\" to the Gemfile")}, fileTarget("Gemfile", gem, gem+"gem \"sidekiq\"\ngem \"redis\"\n"), NeedsConfirmation},
		{[]Turn{u("give the lint job `timeout-minutes: 5` in ci.yml")}, fileTarget("ci.yml", yml, yml+"    timeout-minutes: 5\n"), Explicit},
		{[]Turn{u("give the lint job `timeout-minutes: 5` in ci.yml")}, fileTarget("ci.yml", yml, yml+"    timeout-minutes: 5\n    continue-on-error: true\n"), NeedsConfirmation},
		{[]Turn{u("create .github/OWNERS with `* @acme/core`")}, TargetOf(Change{Name: ".github/OWNERS", Path: "/home/dev/proj/.github/OWNERS", Created: true, After: owners}), Explicit},
		{[]Turn{u("create .github/OWNERS with `* @acme/core`")}, TargetOf(Change{Name: ".github/OWNERS", Path: "/home/dev/proj/.github/OWNERS", Created: true, After: owners + "/web/ @acme/frontend\n"}), NeedsConfirmation},
	})
}

// TestPutBesideReadsOnlyWhatIsWrittenOut: what the request does not write
// out as code is not read, and code composing what is asked is no part
// beside it — a call wrapping the old value, a new group of alternatives,
// a key holding the value asked, syntax around a number, a line rewritten
// otherwise, a pasted log.
func TestPutBesideReadsOnlyWhatIsWrittenOut(t *testing.T) {
	php := "function title($t) {\n    return \"<h1>\" . $t;\n}\n"
	py := "try:\n    run()\nexcept:\n    pass\n"
	css := ".price { color: red; }\n"
	sql := "CREATE TABLE seats (\n  row_no INTEGER\n);\n"
	goSrc := "func Get(k string) string {\n\treturn m[k]\n}\n"
	ts := "/**\n * Loads the store.\n */\nexport function Load(path: string) {\n  return read(path);\n}\n"
	for _, c := range []struct {
		text string
		t    Target
		want string
	}{
		{"title() in view.php must escape $t with htmlspecialchars", fileTarget("view.php", php, replace(php, ". $t;", ". htmlspecialchars($t, ENT_QUOTES);")), ""},
		{"catch `KeyError` in the except of jobs.py", fileTarget("jobs.py", py, replace(py, "except:", "except (KeyError, IndexError):")), ""},
		{"make .price bold in shop.css", fileTarget("shop.css", css, replace(css, "color: red;", "color: red; font-weight: bold;")), ""},
		{"seats.sql: reject row numbers above 40", fileTarget("seats.sql", sql, replace(sql, "row_no INTEGER", "row_no INTEGER CHECK (row_no <= 40)")), ""},
		{"make Get in cache.go lock the `mu` mutex", fileTarget("cache.go", goSrc, replace(goSrc, "\treturn m[k]", "\tmu.Lock()\n\tdefer mu.Unlock()\n\treturn m[k]")), ""},
		{"```\npanic: key `zz` missing\n    return m[k]\n```\nfix Get in cache.go", fileTarget("cache.go", goSrc, replace(goSrc, "\treturn m[k]", "\tv, ok := m[k]\n\tif !ok {\n\t\treturn \"\"\n\t}\n\treturn v")), ""},
		{"in cache.go, start Get with `mu.Lock()` and `defer mu.Unlock()`", fileTarget("cache.go", goSrc, replace(goSrc, "\treturn m[k]", "\tmu.Lock()\n\tdefer mu.Unlock()\n\tstats.Hits++\n\treturn m[k]")), "stats"},
		{"in cache.go, start Get with `mu.Lock()` and `defer mu.Unlock()`", fileTarget("cache.go", goSrc, replace(goSrc, "\treturn m[k]", "\tmu.Lock()\n\tdefer mu.Unlock()\n\treturn m[k]")), ""},
		// a comment is prose: worded by whoever writes it, not field by field
		{"only improve the doc comment of Load in store.ts: say it returns UTF-8 text", fileTarget("store.ts", ts, replace(ts, " * Loads the store.", " * Loads the store and returns its UTF-8 text verbatim.")), ""},
		{"store.ts: the comment above Load should say it reads `config.json`", fileTarget("store.ts", ts, replace(ts, " * Loads the store.", " * Loads the store; it reads config.json once per process.")), ""},
	} {
		own, _ := lang.Mask(c.text, lang.KeepQuotes)
		got := putBeside(own, c.t)
		if (got == "") != (c.want == "") || c.want != "" && !strings.Contains(got, "\""+c.want+"\"") {
			t.Errorf("%s: got %q, want a part %q", c.text, got, c.want)
		}
	}
}
