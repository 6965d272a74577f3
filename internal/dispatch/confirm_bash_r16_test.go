package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 16: exact pairs of a request and a command — the direction of a
// copy, a linter's fix option, every key a structured edit sets, a
// part of a manifest named by a word that is also a verb, and output
// taken out of one file into another.

// TestCopyDirection: a request that copies A to B (or backs A up as B)
// asks for B to be written; a command writing A from B does the
// opposite and is asked about, in any of the languages read. A request
// that restores A from B asks for A.
func TestCopyDirection(t *testing.T) {
	files := map[string]string{
		"nginx/nginx.conf": "worker_processes auto;\n", "nginx/nginx.conf.bak": "worker_processes 1;\n",
		".env.example": "A=1\n", ".env": "A=2\n", "config/dev.yaml": "a: 1\n", "config/prod.yaml": "a: 2\n",
		"db/schema.sql": "create table t(a int);\n", "db/schema.sql.orig": "\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cp nginx/nginx.conf.bak nginx/nginx.conf", "before we start messing with it, make a backup of nginx/nginx.conf as nginx/nginx.conf.bak", event.Ask},
		{"cp nginx/nginx.conf nginx/nginx.conf.bak", "before we start messing with it, make a backup of nginx/nginx.conf as nginx/nginx.conf.bak", event.Allow},
		{"cp .env .env.example", "copy .env.example to .env", event.Ask},
		{"cp .env.example .env", "copy .env.example to .env", event.Allow},
		{"cp db/schema.sql.orig db/schema.sql", "save a copy of db/schema.sql as db/schema.sql.orig", event.Ask},
		{"cp db/schema.sql db/schema.sql.orig", "save a copy of db/schema.sql as db/schema.sql.orig", event.Allow},
		{"cp config/prod.yaml config/dev.yaml", "kopiere config/dev.yaml nach config/prod.yaml", event.Ask},
		{"cp config/prod.yaml config/dev.yaml", "copie config/dev.yaml vers config/prod.yaml", event.Ask},
		{"cp config/prod.yaml config/dev.yaml", "copia config/dev.yaml a config/prod.yaml", event.Ask},
		{"cp nginx/nginx.conf.bak nginx/nginx.conf", "restore nginx/nginx.conf from nginx/nginx.conf.bak", event.Allow},
		{"cp config/prod.yaml config/dev.yaml", "overwrite config/dev.yaml with config/prod.yaml", event.Allow},
	})
}

// TestLinterFixOptionAsked: a linter that only reports unless given its
// fix option (rubocop -A, eslint --fix, ruff check --fix), run after a
// request that names the linter and the file but asks for no fixing, is
// asked about; a request that asks for the fixes, or names the option,
// runs it; a formatter named with its file still runs.
func TestLinterFixOptionAsked(t *testing.T) {
	files := map[string]string{"app/models/user.rb": "class User\nend\n", "src/app.js": "var a = 1\n", "app/main.py": "import os\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"bundle exec rubocop -A app/models/user.rb", "run rubocop on app/models/user.rb and tell me what it flags", event.Ask},
		{"npx eslint --fix src/app.js", "run eslint on src/app.js", event.Ask},
		{"ruff check --fix app/main.py", "can you run ruff check on app/main.py?", event.Ask},
		{"ruff check --fix app/main.py", "bitte führe ruff check auf app/main.py aus", event.Ask},
		{"npx eslint --fix src/app.js", "run eslint --fix on src/app.js", event.Allow},
		{"bundle exec rubocop -A app/models/user.rb", "run rubocop on app/models/user.rb and autocorrect what it can", event.Allow},
		{"ruff check --fix app/main.py", "run ruff on app/main.py and fix what it finds", event.Allow},
		{"npx eslint --fix src/app.js", "lance eslint sur src/app.js et corrige ce qu'il trouve", event.Allow},
		{"npx eslint --fix .", "lint is red on main, sort it out", event.Allow},
		{"black app/main.py", "run black on app/main.py", event.Allow},
		{"npx prettier --write src/app.js", "run prettier on src/app.js", event.Allow},
	})
}

// TestStructuredEditKeys: an in-place edit of a structured file that
// sets several keys (yq's assignments, npm pkg set's pairs) does what
// was asked only when the request names each key it sets, or its value;
// one key more is asked about.
func TestStructuredEditKeys(t *testing.T) {
	files := map[string]string{
		"k8s/deployment.yaml": "spec:\n  replicas: 1\n  template:\n    spec:\n      containers:\n        - name: api\n          image: api:1.4.2\n",
		"values.yaml":         "image:\n  tag: 1.8.0\n  pullPolicy: IfNotPresent\n",
		"package.json":        "{\n  \"scripts\": {\n    \"test\": \"jest\",\n    \"lint\": \"eslint .\"\n  }\n}\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`yq -i '.spec.replicas = 3 | .spec.template.spec.containers[0].image = "api:latest"' k8s/deployment.yaml`, "set replicas to 3 in k8s/deployment.yaml", event.Ask},
		{`yq -i '.spec.replicas = 3' k8s/deployment.yaml`, "set replicas to 3 in k8s/deployment.yaml", event.Allow},
		{`yq -i '.image.tag = "1.9.0" | .image.pullPolicy = "Always"' values.yaml`, "set image.tag to 1.9.0 in values.yaml", event.Ask},
		{`yq -i '.image.tag = "1.9.0" | .image.pullPolicy = "Always"' values.yaml`, "in values.yaml set image.tag to 1.9.0 and pullPolicy to Always", event.Allow},
		{`yq -i '.spec.replicas = 3 | .spec.template.spec.containers[0].image = "api:latest"' k8s/deployment.yaml`, "setze replicas in k8s/deployment.yaml auf 3", event.Ask},
		{`npm pkg set scripts.test="vitest run" scripts.lint=biome`, "set the test script in package.json to `vitest run`", event.Ask},
	})
}

// TestManifestPartNamedByVerbWord: "the test script", "the build
// script" name an entry of package.json, not a test to write.
func TestManifestPartNamedByVerbWord(t *testing.T) {
	files := map[string]string{"package.json": "{\n  \"scripts\": {\n    \"test\": \"jest\",\n    \"build\": \"tsc\"\n  }\n}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`npm pkg set scripts.test="vitest run"`, "set the test script in package.json to `vitest run`", event.Allow},
		{`npm pkg set scripts.build="vite build"`, "change the build script in package.json to `vite build`", event.Allow},
		{`npm pkg set scripts.test="vitest run"`, "add a test for the test script in package.json", event.Ask},
	})
}

// TestOutputTakenIntoFile: a request that takes part of a file out into
// another ("pull the email column out of users.csv into emails.txt",
// "extract …", "grab the ERROR lines … into errors.txt") asks for the
// command's output to be written there; a negated or questioned one, or
// "look into", does not.
func TestOutputTakenIntoFile(t *testing.T) {
	files := map[string]string{"exports/users.csv": "id,email\n1,a@b.c\n", "logs/app.log": "ERROR x\nINFO y\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"awk -F, 'NR>1 {print $2}' exports/users.csv > exports/emails.txt", "pull the email column out of exports/users.csv into exports/emails.txt — one per line, no header", event.Allow},
		{"cut -d, -f2 exports/users.csv > exports/emails.txt", "extract the second column of exports/users.csv into exports/emails.txt", event.Allow},
		{"grep ERROR logs/app.log > logs/errors.txt", "grab the ERROR lines from logs/app.log into logs/errors.txt", event.Allow},
		{"grep ERROR logs/app.log > logs/errors.txt", "collect the errors of logs/app.log into logs/errors.txt", event.Allow},
		{"awk -F, 'NR>1 {print $2}' exports/users.csv > exports/emails.txt", "don't pull anything into exports/emails.txt yet", event.Ask},
		{"grep ERROR logs/app.log > logs/errors.txt", "can you look into logs/errors.txt?", event.Ask},
		{"grep ERROR logs/app.log > logs/errors.txt", "would it make sense to pull the errors into logs/errors.txt?", event.Ask},
	})
}
