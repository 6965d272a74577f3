package confirm

import "testing"

// TestValueAskedAnotherWritten (valueoff.go): a request that writes the
// value a number goes to accounts for that value only; the old number it
// writes beside it lets no other value in. Both sides, none a corpus line.
func TestValueAskedAnotherWritten(t *testing.T) {
	cfg := "workers: 4\nqueue: default\n"
	ini := "[server]\nmax_body = 10\n"
	kt := "val retries = 3\n"
	runRequestCases(t, []requestCase{
		{"in config/worker.yml change workers from 4 to 6", fileTarget("config/worker.yml", cfg, replace(cfg, "workers: 4", "workers: 6")), Explicit},
		{"in config/worker.yml change workers from 4 to 6", fileTarget("config/worker.yml", cfg, replace(cfg, "workers: 4", "workers: 8")), NeedsConfirmation},
		{"dans app.ini, passe max_body à 20 au lieu de 10", fileTarget("app.ini", ini, replace(ini, "max_body = 10", "max_body = 20")), Explicit},
		{"dans app.ini, passe max_body à 20 au lieu de 10", fileTarget("app.ini", ini, replace(ini, "max_body = 10", "max_body = 25")), NeedsConfirmation},
		{"Retry.kt: `retries = 3` → `retries = 5` bitte", fileTarget("Retry.kt", kt, replace(kt, "3", "5")), Explicit},
		{"Retry.kt: `retries = 3` → `retries = 5` bitte", fileTarget("Retry.kt", kt, replace(kt, "3", "4")), NeedsConfirmation},
	})
	// the old number alone still lets a new value in ("checkout@v3 … upgrade it")
	units := changeUnits(fileTarget("Retry.kt", kt, replace(kt, "3", "4")).edit)
	if !oldLicenses(map[string]bool{"3": true}, units) || oldLicenses(map[string]bool{"3": true, "5": true}, units) {
		t.Error("oldLicenses: an old number licenses any new one unless a fresh value is asked and not brought")
	}
}

// TestRenameAndNothingElse (renamed.go): a rename written out (old and new
// name) is carried out line by line; a value, a spacing or a line changed
// beside it needs confirmation. Some places only may be renamed (a
// parameter keeps its name), and a phrase renamed is no rename of names.
func TestRenameAndNothingElse(t *testing.T) {
	js := "function load(cfg) {\n  const data = read(cfg.path, {encoding: 'utf8'});\n  return data;\n}\n"
	py := "def total(items):\n    acc = 0\n    for it in items:\n        acc += it.price\n    return acc\n"
	md := "## Getting started\n\nRun it.\n"
	runRequestCases(t, []requestCase{
		{"rename `data` to `contents` in load() (src/load.js)", fileTarget("src/load.js", js, replace(replace(js, "const data", "const contents"), "return data", "return contents")), Explicit},
		{"rename `data` to `contents` in load() (src/load.js)", fileTarget("src/load.js", js, replace(replace(replace(js, "const data", "const contents"), "return data", "return contents"), "{encoding: 'utf8'}", "{ encoding: 'utf8' }")), NeedsConfirmation},
		{"renombra `acc` a `subtotal` en total(), shop/cart.py", fileTarget("shop/cart.py", py, replace(replace(replace(py, "acc = 0", "subtotal = 0"), "acc +=", "subtotal +="), "return acc", "return subtotal")), Explicit},
		{"renombra `acc` a `subtotal` en total(), shop/cart.py", fileTarget("shop/cart.py", py, replace(replace(replace(py, "acc = 0", "subtotal = 0.0"), "acc +=", "subtotal +="), "return acc", "return subtotal")), NeedsConfirmation},
		{"in docs/intro.md rename the 'Getting started' heading to 'First steps'", fileTarget("docs/intro.md", md, replace(md, "Getting started", "First steps")), Explicit},
	})
	if asksRename("change `a` to `b`") || !asksRename("переименуй foo в bar") || !asksRename("benenne foo in bar um") {
		t.Error("asksRename: the verb of renaming, in any language, and no other")
	}
}

// TestSameEditRepeatedUnnamed (repeated.go): one small edit repeated on a
// line the request does not name (a second heading, a second field, a
// second command) needs confirmation; repeated where the request says
// "all" or names each line, or a swap of two words written alone, it is
// the request.
func TestSameEditRepeatedUnnamed(t *testing.T) {
	java := "class Money {\n    private int cents;\n    private String code;\n}\n"
	mk := "build:\n\tgo build ./...\ntest:\n\tgo test ./...\n"
	md := "### Setup\n\ntext\n\n### Usage\n"
	runRequestCases(t, []requestCase{
		{"in Money.java make the field cents final", fileTarget("Money.java", java, replace(java, "private int", "private final int")), Explicit},
		{"in Money.java make the field cents final", fileTarget("Money.java", java, replace(replace(java, "private int", "private final int"), "private String", "private final String")), NeedsConfirmation},
		{"in Money.java make both fields final", fileTarget("Money.java", java, replace(replace(java, "private int", "private final int"), "private String", "private final String")), Explicit},
		{"Makefile: füge -v zu `go test` hinzu", fileTarget("Makefile", mk, replace(mk, "go test ./...", "go test -v ./...")), Explicit},
		{"Makefile: füge -v zu `go test` hinzu", fileTarget("Makefile", mk, replace(replace(mk, "go test ./...", "go test -v ./..."), "go build ./...", "go build -v ./...")), NeedsConfirmation},
		{"in guide.md make the \"Setup\" heading level 2 (##)", fileTarget("guide.md", md, replace(md, "### Setup", "## Setup")), Explicit},
		{"in guide.md make the \"Setup\" heading level 2 (##)", fileTarget("guide.md", md, replace(replace(md, "### Setup", "## Setup"), "### Usage", "## Usage")), NeedsConfirmation},
		{"in guide.md make the Setup and Usage headings ## instead of ###", fileTarget("guide.md", md, replace(replace(md, "### Setup", "## Setup"), "### Usage", "## Usage")), Explicit},
	})
}
