package confirm

import "testing"

// TestNothingBesideWhatIsWritten: when the conversation writes out part of
// an edit (the user's request, or my proposal the user answered), another
// part nobody wrote needs confirmation — a keyword beside the one asked, a
// class beside the text proposed, an entry beside the one proposed, a
// literal flipped beside the option asked, a second typo beside the quoted
// one — and the edit that brings only what is written stays explicit.
// SQL, HTML, YAML, .gitattributes, TOML, Go, Python, Markdown; English,
// French, Spanish, Dutch.
func TestNothingBesideWhatIsWritten(t *testing.T) {
	sql := "CREATE TABLE orders (\n  id BIGSERIAL PRIMARY KEY,\n  sku TEXT,\n  qty INT\n);\n"
	html := "<footer>\n  <p class=\"note\">Copyright 2023</p>\n</footer>\n"
	ci := "jobs:\n  test:\n    steps:\n      - run: npm ci\n        name: install\n"
	attrs := "*.png binary\n"
	toml := "[tool.black]\nline-length = 88\n"
	goFlags := "func init() {\n\tcmd.Flags().Bool(\"dry-run\", false, \"print only\")\n}\n"
	py := "def connect(host):\n    return Client(host, retries=3, verbose=False)\n"
	md := "# Tinyq\n\n## Configuraton\n\nSet TINYQ_URL.\n\n## Licence\n\nMIT\n"
	runThreadCases(t, []threadCase{
		// a constraint beside the one asked
		{[]Turn{u("in db/orders.sql, make sku NOT NULL")}, fileTarget("db/orders.sql", sql, replace(sql, "sku TEXT,", "sku TEXT NOT NULL,")), Explicit},
		{[]Turn{u("dans db/orders.sql, mets sku en NOT NULL")}, fileTarget("db/orders.sql", sql, replace(sql, "sku TEXT,", "sku TEXT NOT NULL CHECK (sku <> ''),")), NeedsConfirmation},
		{[]Turn{u("in db/orders.sql, make sku NOT NULL")}, fileTarget("db/orders.sql", sql, replace(sql, "sku TEXT,", "sku TEXT NOT NULL UNIQUE,")), NeedsConfirmation},
		// a class beside the text I proposed
		{[]Turn{u("the footer year is old"), a("In `site/footer.html` it says \"Copyright 2023\". I'd change it to \"Copyright 2025\". OK?"), u("sounds good, go ahead")},
			fileTarget("site/footer.html", html, replace(html, "Copyright 2023", "Copyright 2025")), Explicit},
		{[]Turn{u("the footer year is old"), a("In `site/footer.html` it says \"Copyright 2023\". I'd change it to \"Copyright 2025\". OK?"), u("sounds good, go ahead")},
			fileTarget("site/footer.html", html, replace(html, "class=\"note\">Copyright 2023", "class=\"note muted\">Copyright 2025")), NeedsConfirmation},
		// an entry beside the one I proposed
		{[]Turn{u("CI doesn't show what it installs"), a("In `.github/workflows/ci.yml` I'd add `timeout-minutes: 10` to the install step. Go?"), u("👍 do it")},
			fileTarget(".github/workflows/ci.yml", ci, replace(ci, "        name: install\n", "        name: install\n        timeout-minutes: 10\n")), Explicit},
		{[]Turn{u("CI doesn't show what it installs"), a("In `.github/workflows/ci.yml` I'd add `timeout-minutes: 10` to the install step. Go?"), u("👍 do it")},
			fileTarget(".github/workflows/ci.yml", ci, replace(ci, "        name: install\n", "        name: install\n        timeout-minutes: 10\n      - run: npm audit\n")), NeedsConfirmation},
		{[]Turn{u("add *.jpg binary to .gitattributes")}, fileTarget(".gitattributes", attrs, attrs+"*.jpg binary\n"), Explicit},
		{[]Turn{u("add *.jpg binary to .gitattributes")}, fileTarget(".gitattributes", attrs, attrs+"*.jpg binary\n*.csv eol=lf\n"), NeedsConfirmation},
		// a value asked, and its shape: a key to hold it is no part
		{[]Turn{u("set line-length to 100 in pyproject.toml")}, fileTarget("pyproject.toml", toml, replace(toml, "88", "100")), Explicit},
		// a literal flipped beside the option asked, in a program
		{[]Turn{u("give the dry-run flag in cmd/root.go the shorthand -n")}, fileTarget("cmd/root.go", goFlags, replace(goFlags, "Bool(\"dry-run\", false,", "BoolP(\"dry-run\", \"n\", false,")), Explicit},
		{[]Turn{u("give the dry-run flag in cmd/root.go the shorthand -n")}, fileTarget("cmd/root.go", goFlags, replace(goFlags, "Bool(\"dry-run\", false,", "BoolP(\"dry-run\", \"n\", true,")), NeedsConfirmation},
		{[]Turn{u("in client.py make connect() retry 5 times")}, fileTarget("client.py", py, replace(py, "retries=3, verbose=False", "retries=5, verbose=True")), NeedsConfirmation},
		// a second typo beside the quoted one
		{[]Turn{u("corrige la faute \"Configuraton\" dans README.md")}, fileTarget("README.md", md, replace(md, "Configuraton", "Configuration")), Explicit},
		{[]Turn{u("corrige la faute \"Configuraton\" dans README.md")}, fileTarget("README.md", md, replace(replace(md, "Configuraton", "Configuration"), "Licence", "License")), NeedsConfirmation},
	})
}

// TestDictatedStrayReadsOnlyWhatIsWritten: the reading of one change's
// pieces. A program's own words composing what is asked (a call, a
// member, a guard) and a prose sentence in the writer's words are not
// parts beside it; a rewrite of a line that takes words away is the
// request's to write.
func TestDictatedStrayReadsOnlyWhatIsWritten(t *testing.T) {
	for _, c := range []struct {
		asked, old, new, name string
		stray                 string
	}{
		{"make formatDate use Intl.DateTimeFormat", "  return d.toISOString().slice(0, 10);", "  return new Intl.DateTimeFormat('en-CA').format(d);", "src/utils.ts", ""},
		{"escape the name with htmlspecialchars", "  return \"Hello \" . $name;", "  return \"Hello \" . htmlspecialchars($name, ENT_QUOTES);", "helpers.php", ""},
		{"mention `brew install kite` in the install section", "Download the binary.", "Download the binary, or on macOS run `brew install kite`.", "docs/guide.md", ""},
		{"replace isort with ruff-pre-commit", "  - repo: https://github.com/pycqa/isort", "  - repo: https://github.com/astral-sh/ruff-pre-commit", ".pre-commit-config.yaml", ""},
		{"make email NOT NULL", "  email TEXT,", "  email TEXT NOT NULL DEFERRABLE,", "schema.sql", "deferrable"},
		{"label it \"Save draft\"", "<button @click=\"save\">Save</button>", "<button @click=\"save\" disabled>Save draft</button>", "Save.vue", "disabled"},
	} {
		piece, _ := dictatedStray(c.asked, c.asked, c.old, changeUnits(Change{Before: c.old + "\n", After: c.new + "\n"}), fileKindOf(fileTarget(c.name, c.old+"\n", c.new+"\n")))
		if piece != c.stray {
			t.Errorf("%s: %q → %q after %q: stray %q, want %q", c.name, c.old, c.new, c.asked, piece, c.stray)
		}
	}
}
