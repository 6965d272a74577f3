package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// threadCase is a conversation, one change and the level it must get.
type threadCase struct {
	conv []Turn
	t    Target
	want Level
}

// runThreadCases classifies each case.
func runThreadCases(t *testing.T, cases []threadCase) {
	t.Helper()
	for _, c := range cases {
		got := Classify(Request{Conversation: c.conv, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q → %s: %s", c.conv[len(c.conv)-1].Text, c.t.Name, got.Reasoning)
	}
}

// TestProposalAccountsForEveryPart: a short yes to my proposal asks for
// what the proposal describes, and for nothing beside it. The edit that
// does exactly the described change stays explicit; the same edit that
// also flips a setting the proposal never names, or moves a value the
// proposal says stays, or brings in a number the proposal writes only as
// the old one ("from 384Mi to 768Mi"), needs confirmation. Terraform,
// Helm values, TOML, .env and Go, English and other languages.
func TestProposalAccountsForEveryPart(t *testing.T) {
	tf := "resource \"aws_db_instance\" \"main\" {\n  engine                  = \"postgres\"\n  backup_retention_period = 3\n  deletion_protection     = false\n  multi_az                = false\n}\n"
	values := "api:\n  resources:\n    requests:\n      memory: 128Mi\n    limits:\n      memory: 256Mi\n"
	cfg := "[server]\nport = 8080\nworkers = 4\n"
	env := "QUEUE_CONCURRENCY=4\nQUEUE_RETRIES=3\n"
	gocode := "const (\n\tmaxIdle = 10\n\tmaxOpen = 20\n)\n"
	tfPlan := []Turn{u("prod db should keep backups for two weeks"), a("I'll set `backup_retention_period` to 14 on `aws_db_instance.main` in `infra/db.tf`. OK?")}
	valuesPlan := []Turn{u("the api pod gets OOMKilled"), a("I'll raise `api.resources.limits.memory` in `chart/values.yaml` from 256Mi to 512Mi. Requests stay at 128Mi. Shall I?")}
	cfgPlan := []Turn{u("the server is overloaded"), a("Shall I bump `workers` in `config/server.toml` from 4 to 8?")}
	envPlan := []Turn{u("jobs pile up in the queue"), a("Should I set `QUEUE_CONCURRENCY` in `.env` from 4 to 8?")}
	goPlan := []Turn{u("we run out of db connections"), a("Want me to lower `maxOpen` in `db/pool.go` to 15?")}
	with := func(conv []Turn, yes string) []Turn { return append(append([]Turn{}, conv...), u(yes)) }
	runThreadCases(t, []threadCase{
		// a setting beside the one proposed
		{with(tfPlan, "go for it"), fileTarget("infra/db.tf", tf, replace(tf, "= 3", "= 14")), Explicit},
		{with(tfPlan, "go for it"), fileTarget("infra/db.tf", tf, replace(replace(tf, "= 3", "= 14"), "protection     = false", "protection     = true")), NeedsConfirmation},
		{with(tfPlan, "👍 yes"), fileTarget("infra/db.tf", tf, replace(replace(tf, "= 3", "= 14"), "multi_az                = false", "multi_az                = true")), NeedsConfirmation},
		// a value the proposal keeps, or writes only as the old one
		{with(valuesPlan, "ok do it"), fileTarget("chart/values.yaml", values, replace(values, "256Mi", "512Mi")), Explicit},
		{with(valuesPlan, "ok do it"), fileTarget("chart/values.yaml", values, replace(replace(values, "256Mi", "512Mi"), "128Mi", "256Mi")), NeedsConfirmation},
		{with(valuesPlan, "yes"), fileTarget("chart/values.yaml", values, replace(replace(values, "256Mi", "512Mi"), "128Mi", "192Mi")), NeedsConfirmation},
		{with(cfgPlan, "yes please"), fileTarget("config/server.toml", cfg, replace(cfg, "workers = 4", "workers = 8")), Explicit},
		{with(cfgPlan, "yes please"), fileTarget("config/server.toml", cfg, replace(replace(cfg, "workers = 4", "workers = 8"), "8080", "8081")), NeedsConfirmation},
		{with(envPlan, "yes go"), fileTarget(".env", env, replace(env, "CONCURRENCY=4", "CONCURRENCY=8")), Explicit},
		{with(envPlan, "yes go"), fileTarget(".env", env, replace(replace(env, "CONCURRENCY=4", "CONCURRENCY=8"), "RETRIES=3", "RETRIES=4")), NeedsConfirmation},
		{with(goPlan, "yep"), fileTarget("db/pool.go", gocode, replace(gocode, "maxOpen = 20", "maxOpen = 15")), Explicit},
		{with(goPlan, "yep"), fileTarget("db/pool.go", gocode, replace(replace(gocode, "maxOpen = 20", "maxOpen = 15"), "maxIdle = 10", "maxIdle = 5")), NeedsConfirmation},
	})
}

// TestLatestValueAccounts: numbers written with digit separators are
// numbers ("10_000", "1_000_000"), so a value the user replaced later in
// the thread ("actually no, make it 12s") does not account for the one
// the edit writes (the first proposal's 20_000), while the latest value,
// in any unit, does.
func TestLatestValueAccounts(t *testing.T) {
	ts := "export const TIMEOUT_MS = 10_000;\nexport const RETRIES = 2;\n"
	py := "MAX_ROWS = 1_000_000\n"
	conv := []Turn{u("double the timeout in src/client.ts"), a("`TIMEOUT_MS` in `src/client.ts` goes from 10_000 to 20_000 then."), u("hmm no wait, make it 12s")}
	runThreadCases(t, []threadCase{
		{conv, fileTarget("src/client.ts", ts, replace(ts, "10_000", "12_000")), Explicit},
		{conv, fileTarget("src/client.ts", ts, replace(ts, "10_000", "20_000")), NeedsConfirmation},
		{[]Turn{u("set TIMEOUT_MS in src/client.ts to 15 seconds")}, fileTarget("src/client.ts", ts, replace(ts, "10_000", "15_000")), Explicit},
		{[]Turn{u("set TIMEOUT_MS in src/client.ts to 15 seconds")}, fileTarget("src/client.ts", ts, replace(ts, "10_000", "30_000")), NeedsConfirmation},
		{[]Turn{u("raise MAX_ROWS in limits.py to 2 million")}, fileTarget("limits.py", py, "MAX_ROWS = 2_000_000\n"), Explicit},
		{[]Turn{u("raise MAX_ROWS in limits.py to 2_000_000")}, fileTarget("limits.py", py, "MAX_ROWS = 5_000_000\n"), NeedsConfirmation},
	})
}

// TestListItemsAccounted: a request to put named items into a list (a SQL
// IN filter, an enum, an array of strings) accounts for those items only;
// an item of the same list brought in beside them needs confirmation, even
// a plain word ('cancelled'). The items asked, in any order or quoting,
// stay explicit.
func TestListItemsAccounted(t *testing.T) {
	sql := "SELECT * FROM orders o\nWHERE o.status IN ('paid', 'shipped')\n"
	ts := "export type Role = \"admin\" | \"editor\";\n"
	py := "ALLOWED_HOSTS = [\"localhost\", \"example.com\"]\n"
	yml := "branches: [main, develop]\n"
	runRequestCases(t, []requestCase{
		{"add 'refunded' to the status filter in reports/orders.sql", fileTarget("reports/orders.sql", sql, replace(sql, "'shipped')", "'shipped', 'refunded')")), Explicit},
		{"add 'refunded' to the status filter in reports/orders.sql", fileTarget("reports/orders.sql", sql, replace(sql, "'shipped')", "'shipped', 'refunded', 'cancelled')")), NeedsConfirmation},
		{"include refunded and cancelled in the status filter of reports/orders.sql", fileTarget("reports/orders.sql", sql, replace(sql, "'shipped')", "'shipped', 'refunded', 'cancelled')")), Explicit},
		{"add a \"viewer\" role to the Role type in roles.ts", fileTarget("roles.ts", ts, replace(ts, "\"editor\";", "\"editor\" | \"viewer\";")), Explicit},
		{"add a \"viewer\" role to the Role type in roles.ts", fileTarget("roles.ts", ts, replace(ts, "\"editor\";", "\"editor\" | \"viewer\" | \"owner\";")), NeedsConfirmation},
		{"füge staging.example.com zu ALLOWED_HOSTS in settings.py hinzu", fileTarget("settings.py", py, replace(py, "\"example.com\"]", "\"example.com\", \"staging.example.com\"]")), Explicit},
		{"füge staging.example.com zu ALLOWED_HOSTS in settings.py hinzu", fileTarget("settings.py", py, replace(py, "\"example.com\"]", "\"example.com\", \"staging.example.com\", \"preview.example.com\"]")), NeedsConfirmation},
		{"add release to the branches in ci.yml", fileTarget("ci.yml", yml, "branches: [main, develop, release]\n"), Explicit},
		{"add release to the branches in ci.yml", fileTarget("ci.yml", yml, "branches: [main, develop, release, hotfix]\n"), NeedsConfirmation},
	})
}

// TestNamedBlockHoldsTheSetting: a request that names a block by its
// opener ("the upload location", "the worker service", "the test job")
// asks for the setting inside that block. An edit of the same setting in
// another block — the server-wide default, another service — needs
// confirmation; the one inside the named block, or a request naming the
// block the edit is in, stays explicit.
func TestNamedBlockHoldsTheSetting(t *testing.T) {
	nginx := "server {\n    listen 443 ssl;\n    client_max_body_size 10m;\n\n    location /api/uploads {\n        client_max_body_size 50m;\n        proxy_pass http://api;\n    }\n}\n"
	compose := "services:\n  web:\n    image: shop/web:1.4\n    mem_limit: 512m\n  worker:\n    image: shop/worker:1.4\n    mem_limit: 256m\n"
	ci := "jobs:\n  lint:\n    timeout-minutes: 10\n    runs-on: ubuntu-latest\n  test:\n    timeout-minutes: 15\n    runs-on: ubuntu-latest\n"
	runRequestCases(t, []requestCase{
		{"bump the upload location's body size limit in shop.conf to 200m", fileTarget("shop.conf", nginx, replace(nginx, "50m", "200m")), Explicit},
		{"bump the upload location's body size limit in shop.conf to 200m", fileTarget("shop.conf", nginx, replace(nginx, "10m", "200m")), NeedsConfirmation},
		{"raise the server-wide client_max_body_size in shop.conf to 20m", fileTarget("shop.conf", nginx, replace(nginx, "10m", "20m")), Explicit},
		{"give the worker service 1g of memory in docker-compose.yml", fileTarget("docker-compose.yml", compose, replace(compose, "256m", "1g")), Explicit},
		{"give the worker service 1g of memory in docker-compose.yml", fileTarget("docker-compose.yml", compose, replace(compose, "512m", "1g")), NeedsConfirmation},
		{"le job de test dans ci.yml a besoin de 30 timeout-minutes", fileTarget("ci.yml", ci, replace(ci, "15", "30")), Explicit},
		{"le job de test dans ci.yml a besoin de 30 timeout-minutes", fileTarget("ci.yml", ci, replace(ci, "10", "30")), NeedsConfirmation},
	})
}

// TestDocumentedNameBrought: a request to document a name the prose file
// does not hold yet (an environment variable, a flag, an option) is
// explicit for the edit that writes it in, and needs confirmation for an
// edit of the same section that rewords a sentence and brings the name in
// nowhere.
func TestDocumentedNameBrought(t *testing.T) {
	readme := "# svc\n\n## Configuration\n\nAll settings are environment variables.\n\n| Variable | Default |\n|---|---|\n| `PORT` | `8080` |\n"
	docs := "# CLI\n\n## Flags\n\nFlags come before the command.\n\n- `--verbose`: more output\n"
	runRequestCases(t, []requestCase{
		{"document STATEMENT_TZ (default Europe/Berlin) in the readme's configuration section", fileTarget("README.md", readme, readme+"| `STATEMENT_TZ` | `Europe/Berlin` |\n"), Explicit},
		{"document STATEMENT_TZ (default Europe/Berlin) in the readme's configuration section", fileTarget("README.md", readme, replace(readme, "All settings are environment variables.", "All settings are environment variables; defaults are for development only.")), NeedsConfirmation},
		{"add the --dry-run flag to docs/cli.md", fileTarget("docs/cli.md", docs, docs+"- `--dry-run`: print what would change\n"), Explicit},
		{"add the --dry-run flag to docs/cli.md", fileTarget("docs/cli.md", docs, replace(docs, "Flags come before the command.", "Flags must come before the command name.")), NeedsConfirmation},
		{"parseEntry crashes on an empty line, fix it and add a line to CHANGELOG.md", fileTarget("CHANGELOG.md", "# Changelog\n\n## Unreleased\n\n### Fixed\n\n- Typos in the help text.\n", "# Changelog\n\n## Unreleased\n\n### Fixed\n\n- Typos in the help text.\n- A crash on empty lines in entries.\n"), Explicit},
		{"dokumentiere MAX_UPLOAD_MB im README", fileTarget("README.md", readme, readme+"| `MAX_UPLOAD_MB` | `25` |\n"), Explicit},
		{"dokumentiere MAX_UPLOAD_MB im README", fileTarget("README.md", readme, replace(readme, "| `PORT` | `8080` |", "| `PORT` | `8081` |")), NeedsConfirmation},
	})
}

// TestPreciseKeyTakesTheValue: a request that writes the setting as the
// code writes it (TRUSTED_PROXIES, LOG_LEVEL) says where its value goes;
// the same value put into another setting beside it is a part nobody
// asked for. The setting named alone stays explicit.
func TestPreciseKeyTakesTheValue(t *testing.T) {
	py := "TRUSTED_PROXIES = [\"10.0.0.1\"]\nINTERNAL_IPS = []\n"
	env := "LOG_LEVEL=info\nWORKER_LOG_LEVEL=info\n"
	runRequestCases(t, []requestCase{
		{"add 10.0.0.5 to TRUSTED_PROXIES in app/settings.py", fileTarget("app/settings.py", py, replace(py, "\"10.0.0.1\"]", "\"10.0.0.1\", \"10.0.0.5\"]")), Explicit},
		{"add 10.0.0.5 to TRUSTED_PROXIES in app/settings.py", fileTarget("app/settings.py", py, "TRUSTED_PROXIES = [\"10.0.0.1\", \"10.0.0.5\"]\nINTERNAL_IPS = [\"10.0.0.5\"]\n"), NeedsConfirmation},
		{"mets LOG_LEVEL à debug dans .env", fileTarget(".env", env, replace(env, "LOG_LEVEL=info\nW", "LOG_LEVEL=debug\nW")), Explicit},
		{"mets LOG_LEVEL à debug dans .env", fileTarget(".env", env, "LOG_LEVEL=debug\nWORKER_LOG_LEVEL=debug\n"), NeedsConfirmation},
	})
}

// TestProposalPutForwardShowsEveryPart: a proposal put forward by a bare
// question ("… Bumping to `"v4"` clears it. Do it?") is
// read like any other: the yes covers the change it shows, and a line the
// change brings in of which it says nothing needs confirmation.
func TestProposalPutForwardShowsEveryPart(t *testing.T) {
	sw := "self.addEventListener(\"install\", (e) => {\n  e.waitUntil(caches.open(\"shop-v3\"));\n});\n"
	docker := "FROM python:3.12\nWORKDIR /app\nCOPY . .\nRUN pip install -r requirements.txt\n"
	swPlan := []Turn{u("people still get the old bundle"), a("`static/sw.js` caches under `\"shop-v3\"`. Bumping to `\"shop-v4\"` clears it. Do it?")}
	dockerPlan := []Turn{u("the image build is slow"), a("I'd copy `requirements.txt` and run `pip install` before `COPY . .` in `Dockerfile`, so the layer stays cached. Do it?")}
	with := func(conv []Turn, yes string) []Turn { return append(append([]Turn{}, conv...), u(yes)) }
	reordered := "FROM python:3.12\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\nCOPY . .\n"
	runThreadCases(t, []threadCase{
		{with(swPlan, "go ahead"), fileTarget("static/sw.js", sw, replace(sw, "shop-v3", "shop-v4")), Explicit},
		{with(swPlan, "go ahead"), fileTarget("static/sw.js", sw, replace(replace(sw, "shop-v3", "shop-v4"), "  e.wait", "  self.clients.claim();\n  e.wait")), NeedsConfirmation},
		{with(dockerPlan, "yes do it"), fileTarget("Dockerfile", docker, reordered), Explicit},
		{with(dockerPlan, "yes do it"), fileTarget("Dockerfile", docker, replace(reordered, "python:3.12", "python:3.12-slim")), NeedsConfirmation},
	})
}

// TestValueRequestRewritesNothingElse: a request giving a value ("to 14
// days", "auf 20") is accounted for by the line that takes it; another
// line rewritten beside it, none of whose words the request names and
// which brings in no number, needs confirmation (strict mode switched on
// in a shell script, a log level raised). The value alone stays explicit.
func TestValueRequestRewritesNothingElse(t *testing.T) {
	sh := "#!/bin/sh\nset -e\n\nDIR=/var/backups\nfind \"$DIR\" -mtime +7 -delete\n"
	py := "import logging\nlogging.basicConfig(level=logging.INFO)\nPOOL_SIZE = 10\n"
	runRequestCases(t, []requestCase{
		{"set the retention in scripts/prune.sh to 14 days", fileTarget("scripts/prune.sh", sh, replace(sh, "+7", "+14")), Explicit},
		{"set the retention in scripts/prune.sh to 14 days", fileTarget("scripts/prune.sh", sh, replace(replace(sh, "+7", "+14"), "set -e", "set -o errexit -o nounset")), NeedsConfirmation},
		{"setz die Pool-Größe in db.py auf 20", fileTarget("db.py", py, replace(py, "= 10", "= 20")), Explicit},
		{"setz die Pool-Größe in db.py auf 20", fileTarget("db.py", py, replace(replace(py, "= 10", "= 20"), "logging.INFO", "logging.DEBUG")), NeedsConfirmation},
	})
}
