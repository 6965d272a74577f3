package confirm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOneAskedOneAdded: a request for one addition the size of a
// statement (an article or "one" after the add verb, or one code span) is
// explicit when the change adds one item — a line with its body, its
// closing bracket, the note above it — and needs confirmation when it adds
// a second beside it. Each case pairs the two sides of one border; none
// is a corpus line. Go, Kotlin, Ruby, TypeScript, Rust, SQL, TOML, YAML,
// Markdown, a created text file; English, German, French, Spanish,
// Portuguese, Italian.
func TestOneAskedOneAdded(t *testing.T) {
	gotest := "func TestSum(t *testing.T) {\n\tgot := Sum(1, 2)\n}\n"
	kt := "data class User(\n    val name: String,\n)\n"
	rb := "class Order < ApplicationRecord\nend\n"
	ts := "export function area(r: number) {\n  return Math.PI * r * r;\n}\n"
	rs := "fn main() {\n    run();\n}\n"
	sql := "CREATE TABLE users (\n  id INT PRIMARY KEY\n);\n"
	toml := "[dependencies]\nserde = \"1\"\n"
	yml := "services:\n  web:\n    image: nginx\n"
	md := "## Unreleased\n\n## 1.0.0\n"
	runThreadCases(t, []threadCase{
		// an assertion, and a second one beside it
		{[]Turn{u("add an assertion to TestSum in sum_test.go that got is 3")}, fileTarget("sum_test.go", gotest, replace(gotest, "\tgot := Sum(1, 2)\n", "\tgot := Sum(1, 2)\n\tif got != 3 {\n\t\tt.Fatalf(\"got %d\", got)\n\t}\n")), Explicit},
		{[]Turn{u("add an assertion to TestSum in sum_test.go that got is 3")}, fileTarget("sum_test.go", gotest, replace(gotest, "\tgot := Sum(1, 2)\n", "\tgot := Sum(1, 2)\n\tif got != 3 {\n\t\tt.Fatalf(\"got %d\", got)\n\t}\n\tt.Log(\"sum checked\")\n")), NeedsConfirmation},
		// an annotation with its own field, and the neighbour's
		{[]Turn{u("füge in User.kt eine @Json-Annotation zum Feld name hinzu")}, fileTarget("User.kt", kt, replace(kt, "    val name", "    @Json(name = \"name\")\n    val name")), Explicit},
		{[]Turn{u("füge in User.kt eine @Json-Annotation zum Feld name hinzu")}, fileTarget("User.kt", kt, replace(kt, "    val name: String,\n", "    @Json(name = \"name\")\n    val name: String,\n    @Transient\n    val cache: Map<String, String> = emptyMap(),\n")), NeedsConfirmation},
		// a validation, and a callback beside it
		{[]Turn{u("ajoute une validation de présence sur email dans app/models/order.rb")}, fileTarget("app/models/order.rb", rb, replace(rb, "\nend", "\n  validates :email, presence: true\nend")), Explicit},
		{[]Turn{u("ajoute une validation de présence sur email dans app/models/order.rb")}, fileTarget("app/models/order.rb", rb, replace(rb, "\nend", "\n  validates :email, presence: true\n  before_save :normalize_email\nend")), NeedsConfirmation},
		// a guard with its body and closing bracket is one item; a log line beside it is another
		{[]Turn{u("agrega una validación al inicio de area en geo.ts: si r es negativo, lanza un error")}, fileTarget("geo.ts", ts, replace(ts, "  return Math.PI", "  if (r < 0) {\n    throw new RangeError(\"negative radius\");\n  }\n  return Math.PI")), Explicit},
		{[]Turn{u("agrega una validación al inicio de area en geo.ts: si r es negativo, lanza un error")}, fileTarget("geo.ts", ts, replace(ts, "  return Math.PI", "  console.debug(\"area\", r);\n  if (r < 0) {\n    throw new RangeError(\"negative radius\");\n  }\n  return Math.PI")), NeedsConfirmation},
		// one code span written out, and a second line beside it
		{[]Turn{u("adiciona `env_logger::init();` no início do main em src/main.rs")}, fileTarget("src/main.rs", rs, replace(rs, "    run();", "    env_logger::init();\n    run();")), Explicit},
		{[]Turn{u("adiciona `env_logger::init();` no início do main em src/main.rs")}, fileTarget("src/main.rs", rs, replace(rs, "    run();", "    env_logger::init();\n    let started = std::time::Instant::now();\n    run();")), NeedsConfirmation},
		// an index, and a second index
		{[]Turn{u("aggiungi un indice su users(email) in schema.sql")}, fileTarget("schema.sql", sql, sql+"CREATE UNIQUE INDEX users_email ON users (email);\n"), Explicit},
		{[]Turn{u("aggiungi un indice su users(email) in schema.sql")}, fileTarget("schema.sql", sql, sql+"CREATE UNIQUE INDEX users_email ON users (email);\nCREATE INDEX users_created ON users (created_at);\n"), NeedsConfirmation},
		// a dependency, and a second one
		{[]Turn{u("add a dependency on anyhow to Cargo.toml")}, fileTarget("Cargo.toml", toml, toml+"anyhow = \"1\"\n"), Explicit},
		{[]Turn{u("add a dependency on anyhow to Cargo.toml")}, fileTarget("Cargo.toml", toml, toml+"anyhow = \"1\"\nthiserror = \"1\"\n"), NeedsConfirmation},
		// a service with its keys is one item; a second service is another
		{[]Turn{u("add a redis service to docker-compose.yml")}, fileTarget("docker-compose.yml", yml, yml+"  redis:\n    image: redis:7\n"), Explicit},
		{[]Turn{u("add a redis service to docker-compose.yml")}, fileTarget("docker-compose.yml", yml, yml+"  redis:\n    image: redis:7\n  worker:\n    image: acme/worker\n"), NeedsConfirmation},
		// a changelog entry, and a second entry
		{[]Turn{u("add an entry under Unreleased in CHANGELOG.md: \"Fixed the login redirect\"")}, fileTarget("CHANGELOG.md", md, replace(md, "## Unreleased\n", "## Unreleased\n\n- Fixed the login redirect\n")), Explicit},
		{[]Turn{u("add an entry under Unreleased in CHANGELOG.md: \"Fixed the login redirect\"")}, fileTarget("CHANGELOG.md", md, replace(md, "## Unreleased\n", "## Unreleased\n\n- Fixed the login redirect\n- Faster startup\n")), NeedsConfirmation},
		// a file of exactly one line
		{[]Turn{u("create VERSION containing a single line: 2.4.0")}, TargetOf(Change{Name: "VERSION", Path: "/home/dev/proj/VERSION", Created: true, After: "2.4.0\n"}), Explicit},
		{[]Turn{u("create VERSION containing a single line: 2.4.0")}, TargetOf(Change{Name: "VERSION", Path: "/home/dev/proj/VERSION", Created: true, After: "2.4.0\nbuild 1187\n"}), NeedsConfirmation},
	})
}

// TestOneAskedReadsOnlyOne: more than one addition asked — "a few", "and",
// "also", a section, a pair around something — is not read as one.
func TestOneAskedReadsOnlyOne(t *testing.T) {
	for _, m := range []string{
		"add a few assertions to TestSum",
		"add an import of os and a helper that reads HOME",
		"add a [lint] section to setup.cfg",
		"add a mutex lock around the map write",
		"añade un assert y también un print",
		"add `-race` and `-count=1` to the test target",
		"fix the assertion in TestSum",
	} {
		require.False(t, asksForOne(m), m)
	}
	for _, m := range []string{
		"add an assertion to TestSum",
		"Could you add `pytest-cov` to requirements-dev.txt?",
		"bitte füge eine Zeile hinzu",
		"agrega un assert de que el total es 0",
	} {
		require.True(t, asksForOne(m), m)
	}
}

// TestAddedItems: a line and what continues it are one item.
func TestAddedItems(t *testing.T) {
	for _, c := range []struct {
		lines []string
		prose bool
		want  int
	}{
		{[]string{"if err != nil {", "\treturn err", "}"}, false, 1},
		{[]string{"// Close stops it.", "func Close() {", "}"}, false, 1},
		{[]string{"@Test", "fun works() {", "}"}, false, 1},
		{[]string{"query := db.", "    Where(\"id = ?\", id).", "    First(&u)"}, false, 1},
		{[]string{"import os", "import sys"}, false, 2},
		{[]string{"mu.Lock()", "_ = mu"}, false, 1},
		{[]string{"[tool.ruff]", "line-length = 100"}, false, 1},
		{[]string{"## Usage", "", "Run it with make."}, true, 1},
		{[]string{"- one", "- two"}, true, 2},
	} {
		require.Len(t, addedItems(c.lines, c.prose), c.want, "%q", c.lines)
	}
}
