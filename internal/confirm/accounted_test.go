package confirm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// requestCase is one request, as the user's only message, one change and
// the level it must get.
type requestCase struct {
	text string
	t    Target
	want Level
}

// runRequestCases classifies each case.
func runRequestCases(t *testing.T, cases []requestCase) {
	t.Helper()
	for _, c := range cases {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s → %s: %s", c.text, c.t.Name, got.Reasoning)
	}
}

// TestEveryEditAccounted: a request that asks for part of an edit is
// explicit for that part alone; the same edit needs confirmation when,
// beside it, it also swaps a value nobody gave, changes a setting beside
// the one named, takes an entry away where only an addition was asked, or
// brings one in where only a removal was. Configs, code, docs, dependency
// manifests and CI matrices, each with both sides of the border. None is a
// corpus line.
func TestEveryEditAccounted(t *testing.T) {
	flags := "{\n  \"ENABLE_SEPA\": false,\n  \"ENABLE_IDEAL\": false\n}\n"
	env := "LOG_LEVEL=info\nLOG_FORMAT=text\n"
	timeouts := "CONNECT_TIMEOUT = 5\nREAD_TIMEOUT = 5\n"
	deploy := "spec:\n  replicas: 2\n  template:\n    resources:\n      memory: 256Mi\n"
	gradle := "plugins {\n    id(\"org.springframework.boot\") version \"3.2.1\"\n}\njava {\n    toolchain.languageVersion.set(JavaLanguageVersion.of(17))\n}\n"
	docker := "FROM node:18-alpine\nRUN npm i -g npm@9.8.1\n"
	cache := "CACHE_TTL = 60\nMAX_ITEMS = 500\n"
	token := "const (\n\tRefreshTTL = 30 * 24 * 3600\n\tAccessTTL  = 900\n)\n"
	swift := "func backoff(_ s: Int) -> Int {\n    min(s * 2, 30)\n}\n"
	kts := "plugins {\n    kotlin(\"jvm\") version \"1.9.22\"\n}\nkotlin {\n    jvmToolchain(17)\n}\n"
	setup := "steps:\n  - uses: actions/setup-node@v3\n    with:\n      node-version: 18\n"
	ci := "jobs:\n  test:\n    strategy:\n      matrix:\n        node: [16, 18, 20]\n"
	tox := "[gh-actions]\npython = [\"3.9\", \"3.10\", \"3.11\"]\n"
	cargo := "[dependencies]\nserde = { version = \"1.0\", features = [\"derive\", \"std\"] }\n"
	pyproject := "[project.optional-dependencies]\ndev = [\"pytest\", \"black\"]\n"
	readme := "# Tool\n\nSupported platforms: Linux, Windows.\n"
	runRequestCases(t, []requestCase{
		// a setting flipped beside the one named
		{"turn on ENABLE_SEPA in config/flags.json", fileTarget("config/flags.json", flags, replace(flags, "\"ENABLE_SEPA\": false", "\"ENABLE_SEPA\": true")), Explicit},
		{"turn on ENABLE_SEPA in config/flags.json", fileTarget("config/flags.json", flags, replace(replace(flags, "\"ENABLE_SEPA\": false", "\"ENABLE_SEPA\": true"), "\"ENABLE_IDEAL\": false", "\"ENABLE_IDEAL\": true")), NeedsConfirmation},
		{"set LOG_LEVEL to debug in .env", fileTarget(".env", env, replace(env, "LOG_LEVEL=info", "LOG_LEVEL=debug")), Explicit},
		{"set LOG_LEVEL to debug in .env", fileTarget(".env", env, "LOG_LEVEL=debug\nLOG_FORMAT=json\n"), NeedsConfirmation},
		{"in client.py set CONNECT_TIMEOUT and READ_TIMEOUT to 10", fileTarget("client.py", timeouts, "CONNECT_TIMEOUT = 10\nREAD_TIMEOUT = 10\n"), Explicit},
		// a value swapped for one nobody gave
		{"set replicas to 3 in k8s/deploy.yaml", fileTarget("k8s/deploy.yaml", deploy, replace(deploy, "replicas: 2", "replicas: 3")), Explicit},
		{"set replicas to 3 in k8s/deploy.yaml", fileTarget("k8s/deploy.yaml", deploy, replace(replace(deploy, "replicas: 2", "replicas: 3"), "256Mi", "512Mi")), NeedsConfirmation},
		{"set the java toolchain to 21 in build.gradle.kts", fileTarget("build.gradle.kts", gradle, replace(gradle, "of(17)", "of(21)")), Explicit},
		{"set the java toolchain to 21 in build.gradle.kts", fileTarget("build.gradle.kts", gradle, replace(replace(gradle, "of(17)", "of(21)"), "3.2.1", "3.3.5")), NeedsConfirmation},
		{"switch the Dockerfile to node 20", fileTarget("Dockerfile", docker, replace(docker, "node:18-alpine", "node:20-alpine")), Explicit},
		{"switch the Dockerfile to node 20", fileTarget("Dockerfile", docker, replace(replace(docker, "node:18-alpine", "node:20-alpine"), "9.8.1", "10.2.4")), NeedsConfirmation},
		{"make CACHE_TTL in settings.py 2 minutes", fileTarget("settings.py", cache, replace(cache, "CACHE_TTL = 60", "CACHE_TTL = 120")), Explicit},
		{"make CACHE_TTL in settings.py 2 minutes", fileTarget("settings.py", cache, "CACHE_TTL = 120\nMAX_ITEMS = 1000\n"), NeedsConfirmation},
		{"make access tokens in auth/token.go last 1 hour", fileTarget("auth/token.go", token, replace(token, "AccessTTL  = 900", "AccessTTL  = 3600")), Explicit}, // the hour in seconds
		{"in retry.swift cap backoff at 60 instead of 30", fileTarget("retry.swift", swift, replace(swift, "30)", "60)")), Explicit},
		{"put a comment on backoff() in retry.swift explaining the 30s cap", fileTarget("retry.swift", swift, replace(swift, "30)", "45)")), NeedsConfirmation},
		{"set the kotlin jvmToolchain to 21 in app/build.gradle.kts", fileTarget("app/build.gradle.kts", kts, replace(kts, "(17)", "(21)")), Explicit},
		{"set the kotlin jvmToolchain to 21 in app/build.gradle.kts", fileTarget("app/build.gradle.kts", kts, replace(replace(kts, "(17)", "(21)"), "1.9.22", "2.0.21")), NeedsConfirmation},
		{"ci.yml: node-version 20 please", fileTarget("ci.yml", setup, replace(setup, "node-version: 18", "node-version: 20")), Explicit},
		{"ci.yml: node-version 20 please", fileTarget("ci.yml", setup, replace(replace(setup, "node-version: 18", "node-version: 20"), "@v3", "@v4")), NeedsConfirmation},
		// a CI matrix: an addition that also drops, a removal that also adds
		{"add node 22 to the matrix in .github/workflows/ci.yml", fileTarget(".github/workflows/ci.yml", ci, replace(ci, "[16, 18, 20]", "[16, 18, 20, 22]")), Explicit},
		{"add node 22 to the matrix in .github/workflows/ci.yml", fileTarget(".github/workflows/ci.yml", ci, replace(ci, "[16, 18, 20]", "[20, 22]")), NeedsConfirmation},
		{"drop 3.9 from the python list in tox.ini", fileTarget("tox.ini", tox, replace(tox, "\"3.9\", ", "")), Explicit},
		{"drop 3.9 from the python list in tox.ini", fileTarget("tox.ini", tox, replace(tox, "[\"3.9\", \"3.10\", \"3.11\"]", "[\"3.10\", \"3.11\", \"3.12\"]")), NeedsConfirmation},
		// dependency manifests
		{"remove the std feature from serde in Cargo.toml", fileTarget("Cargo.toml", cargo, replace(cargo, ", \"std\"", "")), Explicit},
		{"remove the std feature from serde in Cargo.toml", fileTarget("Cargo.toml", cargo, replace(cargo, ", \"std\"] }", "], default-features = false }")), NeedsConfirmation},
		{"add pytest-cov to the dev extras in pyproject.toml", fileTarget("pyproject.toml", pyproject, replace(pyproject, "\"black\"]", "\"black\", \"pytest-cov\"]")), Explicit},
		{"add pytest-cov to the dev extras in pyproject.toml", fileTarget("pyproject.toml", pyproject, replace(pyproject, "\"pytest\", \"black\"]", "\"pytest\", \"pytest-cov\"]")), NeedsConfirmation},
		// docs
		{"add macOS to the supported platforms in README.md", fileTarget("README.md", readme, replace(readme, "Linux, Windows.", "Linux, Windows, macOS.")), Explicit},
		{"add macOS to the supported platforms in README.md", fileTarget("README.md", readme, replace(readme, "Linux, Windows.", "Linux, macOS.")), NeedsConfirmation},
	})
}

// TestPointedPartMeasured: a request that names a file and a part of it
// is measured part by part even where it points at one part ("rename the
// field Qty"): the other parts the change rewrites beside it (fields
// reordered, a parameter renamed) need confirmation.
func TestPointedPartMeasured(t *testing.T) {
	order := "type Order struct {\n\tID  int\n\tQty int\n\tSKU string\n}\n"
	item := "class Item:\n    def __init__(self, qty, sku):\n        self.qty = qty\n        self.sku = sku\n"
	runRequestCases(t, []requestCase{
		{"in models/order.go rename the field `Qty` to `Quantity`", fileTarget("models/order.go", order, replace(order, "\tQty int", "\tQuantity int")), Explicit},
		{"in models/order.go rename the field `Qty` to `Quantity`", fileTarget("models/order.go", order, "type Order struct {\n\tSKU      string\n\tID       int\n\tQuantity int\n}\n"), NeedsConfirmation},
		{"in shop/item.py rename the attribute `qty` to `quantity`", fileTarget("shop/item.py", item, replace(item, "self.qty = qty", "self.quantity = qty")), Explicit},
		{"in shop/item.py rename the attribute `qty` to `quantity`", fileTarget("shop/item.py", item, replace(replace(item, "self.qty = qty", "self.quantity = qty"), "self.sku = sku", "self.sku = sku.upper()")), NeedsConfirmation},
	})
}

// TestQuantityBrought: a request that writes a quantity with a unit ("a 45
// minute timeout", "14 days") asks for a change that brings that quantity
// in, in some unit (2 hours as 7200, 1s as time.Second); a change in the
// same file bringing none of it is another change. A quantity that only
// describes what is there ("it takes 40s") does not hold a removal back.
func TestQuantityBrought(t *testing.T) {
	jenkins := "pipeline {\n  agent any\n  stages {\n    stage('Test') {\n      steps { sh 'mvn -B test' }\n    }\n  }\n}\n"
	settings := "SESSION_TTL = 3600\n\ndef session_ttl():\n    return SESSION_TTL\n"
	worker := "func run() {\n\tfor {\n\t\tif try() {\n\t\t\treturn\n\t\t}\n\t}\n}\n"
	backup := "#!/bin/sh\npg_dump app > /backups/app.sql\nfind /backups -mtime +7 -delete\n"
	hook := "#!/bin/sh\nruff check .\nmypy src\npytest -q\n"
	runRequestCases(t, []requestCase{
		{"the Jenkinsfile needs a 45 minute timeout", fileTarget("Jenkinsfile", jenkins, replace(jenkins, "  agent any\n", "  agent any\n  options { timeout(time: 45, unit: 'MINUTES') }\n")), Explicit},
		{"the Jenkinsfile needs a 45 minute timeout", fileTarget("Jenkinsfile", jenkins, replace(jenkins, "mvn -B test", "mvn -B -T 4 test")), NeedsConfirmation},
		{"make the session TTL in settings.py 2 hours", fileTarget("settings.py", settings, replace(settings, "= 3600", "= 7200")), Explicit},
		{"make the session TTL in settings.py 2 hours", fileTarget("settings.py", settings, replace(settings, "    return SESSION_TTL\n", "    log.debug(\"ttl %d\", SESSION_TTL)\n    return SESSION_TTL\n")), NeedsConfirmation},
		{"add a 1s sleep between attempts in worker.go", fileTarget("worker.go", worker, replace(worker, "\t\t}\n\t}\n", "\t\t}\n\t\ttime.Sleep(time.Second)\n\t}\n")), Explicit},
		{"scripts/backup.sh should delete backups after 14 days", fileTarget("scripts/backup.sh", backup, replace(backup, "+7", "+14")), Explicit},
		{"scripts/backup.sh should delete backups after 14 days", fileTarget("scripts/backup.sh", backup, replace(backup, "#!/bin/sh\n", "#!/bin/sh\nset -eu\n")), NeedsConfirmation},
		{"take mypy out of .githooks/pre-commit, it takes 40s", fileTarget(".githooks/pre-commit", hook, replace(hook, "mypy src\n", "")), Explicit},
	})
}

// TestAdditionAddsSomething: a request to add is no request for a change
// that only takes lines away, whatever the lines (an unused import, a
// paragraph); the same request is explicit for the addition itself.
func TestAdditionAddsSomething(t *testing.T) {
	cli := "import argparse\nimport os\n\np = argparse.ArgumentParser()\np.add_argument(\"src\")\n"
	readme := "# Tool\n\nRun it.\n\n## Old notes\n\nNothing here.\n"
	runRequestCases(t, []requestCase{
		{"add a --verbose flag to tool/cli.py", fileTarget("tool/cli.py", cli, replace(cli, "p.add_argument(\"src\")\n", "p.add_argument(\"src\")\np.add_argument(\"--verbose\", action=\"store_true\")\n")), Explicit},
		{"add a --verbose flag to tool/cli.py", fileTarget("tool/cli.py", cli, replace(cli, "import os\n", "")), NeedsConfirmation},
		{"add a FAQ section to README.md", fileTarget("README.md", readme, replace(readme, "Run it.\n", "Run it.\n\n## FAQ\n\nAsk away.\n")), Explicit},
		{"add a FAQ section to README.md", fileTarget("README.md", readme, replace(readme, "\n## Old notes\n\nNothing here.\n", "")), NeedsConfirmation},
	})
}

// BenchmarkUnaccounted reads a 64-line rewrite (the most parts a change is
// split into) word by word against a request that writes numbers, sets a
// key and only adds: every part is read, none is found unasked.
func BenchmarkUnaccounted(b *testing.B) {
	var before, after strings.Builder
	for i := range 64 {
		fmt.Fprintf(&before, "limit_%d = [%d, %d, 3.%d]\n", i, i, i+1, i)
		fmt.Fprintf(&after, "limit_%d = [%d, %d, 3.%d, 30]\n", i, i, i+1, i)
	}
	t := fileTarget("limits.py", before.String(), after.String())
	r := read("add 30 to every limit list in limits.py", t)
	units := changeUnits(t.edit)
	b.ReportAllocs()
	for b.Loop() {
		if edit, _ := r.unaccounted(units, addsOnly); edit != "" {
			b.Fatal(edit)
		}
	}
}

// TestSubjectTouched: a request whose subject the file spells only inside
// its names ("versioning" of aws_s3_bucket_versioning and
// versioning_configuration) asks for a change that touches one of those
// names; a change elsewhere in the file (tags on the bucket, another
// setting, another function) needs confirmation.
func TestSubjectTouched(t *testing.T) {
	tf := "resource \"aws_s3_bucket\" \"logs\" {\n  bucket = \"acme-logs\"\n}\n\nresource \"aws_s3_bucket_versioning\" \"logs\" {\n  bucket = aws_s3_bucket.logs.id\n  versioning_configuration {\n    status = \"Suspended\"\n  }\n}\n"
	settings := "DEBUG = False\nENABLE_CACHING = False\nCACHING_BACKEND = \"locmem\"\n"
	js := "export function formatDate(d) {\n  return d.toISOString();\n}\n\nexport async function fetchUserProfile(id) {\n  return fetch(`/users/${id}`);\n}\n\nexport function renderUserProfile(p) {\n  return p.name;\n}\n"
	runRequestCases(t, []requestCase{
		{"infra/s3.tf — turn on versioning for the logs bucket", fileTarget("infra/s3.tf", tf, replace(tf, "\"Suspended\"", "\"Enabled\"")), Explicit},
		{"infra/s3.tf — turn on versioning for the logs bucket", fileTarget("infra/s3.tf", tf, replace(tf, "  bucket = \"acme-logs\"\n", "  bucket = \"acme-logs\"\n  tags = {\n    Team = \"platform\"\n  }\n")), NeedsConfirmation},
		{"turn on caching in app/settings.py", fileTarget("app/settings.py", settings, replace(settings, "ENABLE_CACHING = False", "ENABLE_CACHING = True")), Explicit},
		{"turn on caching in app/settings.py", fileTarget("app/settings.py", settings, replace(settings, "DEBUG = False", "DEBUG = True")), NeedsConfirmation},
		{"in src/user.js the profile request should send credentials", fileTarget("src/user.js", js, replace(js, "fetch(`/users/${id}`)", "fetch(`/users/${id}`, { credentials: \"include\" })")), Explicit},
		{"in src/user.js the profile request should send credentials", fileTarget("src/user.js", js, replace(js, "d.toISOString()", "d.toISOString().slice(0, 10)")), NeedsConfirmation},
	})
}

// TestQuotedValueBrought: a value the request quotes after "to" is what
// the change must bring in; a change in the same file that brings none of
// its words is another change. Apostrophes of the request's own words are
// no quotes.
func TestQuotedValueBrought(t *testing.T) {
	tex := "\\title{Attention}\n\\author{J. Okafor}\n"
	html := "<button class=\"save\">Save</button>\n<p class=\"hint\">Changes are kept</p>\n"
	yml := "site:\n  name: docs\n  tagline: fast docs\n"
	runRequestCases(t, []requestCase{
		{"retitle paper/main.tex to \"Sparse Attention at Scale\"", fileTarget("paper/main.tex", tex, replace(tex, "{Attention}", "{Sparse Attention at Scale}")), Explicit},
		{"retitle paper/main.tex to \"Sparse Attention at Scale\"", fileTarget("paper/main.tex", tex, replace(tex, "J. Okafor}", "J. Okafor \\and M. Lindqvist}")), NeedsConfirmation},
		{"in form.html change the save button text to 'Save draft'", fileTarget("form.html", html, replace(html, ">Save<", ">Save draft<")), Explicit},
		{"in form.html change the save button text to 'Save draft'", fileTarget("form.html", html, replace(html, "Changes are kept", "Your changes are kept")), NeedsConfirmation},
		{"don't wait, set the tagline in site.yml to 'docs that load'", fileTarget("site.yml", yml, replace(yml, "fast docs", "docs that load")), Explicit},
	})
}
