package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 13: commands that write project files by a tool's own semantics
// (a generator subcommand, a script with write permission, a build goal,
// a Bazel workspace tool, an output option) are asked about after a
// question, and allowed after a request for them; a proposal the user
// approved covers the writes it showed even when the command does more
// that was asked for otherwise.

// TestToolSemanticsOnQuestion: a question does not ask for what the tool
// writes; reading neighbours of the same tools stay untouched.
func TestToolSemanticsOnQuestion(t *testing.T) {
	files := map[string]string{"artisan": "<?php\n", "manage.py": "import sys\n", "pom.xml": "<project/>\n", "WORKSPACE": "", "BUILD.bazel": "",
		"services/billing/BUILD.bazel": "go_library(name = \"billing\")\n", "db/dev.db": "", "scripts/update_imports.ts": "", "scripts/report.ts": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`php artisan make:model Invoice -m`, "how do invoices usually get modelled in Laravel?", event.Ask},
		{`php artisan route:list`, "which routes do we have?", ""},
		{`npx turbo prune web --docker && ls out`, "why does the web image take so long to build?", event.Ask},
		{`npx lerna version minor --yes --no-push`, "which packages changed since the last tag?", event.Ask},
		{`npx lerna changed`, "which packages changed since the last tag?", ""},
		{`deno run -A scripts/update_imports.ts`, "does the import map still resolve?", event.Ask},
		{`deno run --allow-read scripts/report.ts`, "print me the dependency report", ""},
		{`mvn -q versions:set -DnewVersion=3.1.0`, "what version is the pom at right now?", event.Ask},
		{`mvn -q help:evaluate -Dexpression=project.version -DforceStdout`, "what version is the pom at right now?", ""},
		{`bazel run //:gazelle`, "the build can't find the new proto package, any idea?", event.Ask},
		{`bazel query 'deps(//services/billing)'`, "what does billing depend on?", ""},
		{`buildozer 'print deps' //services/billing:billing`, "what does billing depend on?", ""},
		{`buildozer 'remove deps //libs/old' //services/billing:billing`, "what does billing depend on?", event.Ask},
		{`sqlite3 db/dev.db '.once db/orders.csv' 'select * from orders'`, "how many orders are there?", event.Ask},
		{`sqlite3 db/dev.db '.schema orders'`, "what does the orders table look like?", ""},
		{`python manage.py spectacular --file schema.yml`, "is the API schema up to date?", event.Ask},
		{`python manage.py spectacular --validate`, "is the API schema valid?", ""},
	})
}

// TestToolSemanticsRequested: a request for what the tool writes, or
// approval of a proposal that showed the command, lets it run.
func TestToolSemanticsRequested(t *testing.T) {
	files := map[string]string{"manage.py": "import sys\n", "schema.yml": "openapi: 3.0.3\n", "db/dev.db": "",
		"services/billing/BUILD.bazel": "go_library(name = \"billing\")\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`python manage.py spectacular --file schema.yml`, "regenerate schema.yml with spectacular", event.Allow},
		{`sqlite3 db/dev.db '.output db/schema.sql' '.schema'`, "write the current schema of db/dev.db into db/schema.sql", event.Allow},
	})
	project := t.TempDir()
	writeFiles(t, project, files)
	for _, tt := range []struct{ cmd, plan, reply, want string }{
		{"buildozer 'add deps //libs/money' //services/billing:billing && bazel build //services/billing:billing",
			"Plan: run `buildozer 'add deps //libs/money' //services/billing:billing` and build again. OK?", "sure, do it", event.Allow},
		{"buildozer 'add deps //libs/money' //services/billing:billing && bazel build //services/billing:billing",
			"Plan: run `buildozer 'add deps //libs/money' //services/billing:billing` and build again. OK?", "Oui, vas-y.", event.Allow},
		{"buildozer 'add deps //libs/money' //services/billing:billing",
			"Plan: run `buildozer 'add deps //libs/money' //services/billing:billing` and build again. OK?", "no, wait", event.Ask},
		{"python manage.py spectacular --file schema.yml && npx @redocly/cli lint schema.yml",
			"I'll regenerate it with `python manage.py spectacular --file schema.yml`, then lint it. Any objections?", "nope, go ahead", event.Allow},
	} {
		t.Run(tt.cmd+": "+tt.reply, func(t *testing.T) {
			got := bashAfter(t, project, tt.cmd, freshTurn{"user", "the billing build is broken"}, freshTurn{"assistant", tt.plan}, freshTurn{"user", tt.reply})
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestApprovedProposalCoversItsWrites: a reply approving a plan whose
// code showed some of the command's writes asks for those writes, even
// when the command does more that the plan described in words; what the
// plan did not show is judged as usual.
func TestApprovedProposalCoversItsWrites(t *testing.T) {
	files := map[string]string{"lib/old/util.js": "module.exports = {};\n", "lib/index.js": "const u = require('./old/util');\n", "lib/new/keep.js": "x\n", "README.md": "# r\n"}
	project := t.TempDir()
	writeFiles(t, project, files)
	plan := "Plan:\n1. `git mv lib/old/util.js lib/new/util.js`\n2. fix the one require in `lib/index.js` (`./old/util` → `./new/util`) with sed\n3. run `npm test`.\nOK?"
	for _, tt := range []struct{ cmd, reply, want string }{
		{`git mv lib/old/util.js lib/new/util.js && sed -i "s#./old/util#./new/util#" lib/index.js && npm test`, "yes please, all three.", event.Allow},
		{`git mv lib/old/util.js lib/new/util.js && sed -i "s#./old/util#./new/util#" lib/index.js && npm test`, "yep, go for it", event.Allow},
		{`git mv lib/old/util.js lib/new/util.js && rm README.md`, "yes please, all three.", event.Ask},
		{`git mv lib/old/util.js lib/new/util.js && sed -i "s#./old/util#./new/util#" lib/index.js`, "no, leave it", event.Ask},
	} {
		t.Run(tt.cmd+": "+tt.reply, func(t *testing.T) {
			got := bashAfter(t, project, tt.cmd, freshTurn{"user", "move the util module into lib/new"}, freshTurn{"assistant", plan}, freshTurn{"user", tt.reply})
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestOutputSentIntoFile: a request that sends a command's output into a
// file named as its destination ("render … into F", "dump … to F",
// "pack … into F.tar.gz") asks for the file written; a question about the
// file, a negation, or a file named only as a place does not.
func TestOutputSentIntoFile(t *testing.T) {
	files := map[string]string{"charts/web/Chart.yaml": "name: web\n", "docs/a.md": "# a\n", "deploy/web.yaml": "kind: x\n", "db/dev.db": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`helm template web charts/web > deploy/rendered.yaml`, "render the web chart into deploy/rendered.yaml so we can review it", event.Allow},
		{`helm template web charts/web > deploy/rendered.yaml`, "can you dump the rendered chart to deploy/rendered.yaml?", event.Allow},
		{`helm template web charts/web > deploy/web.yaml`, "why does helm render into deploy/web.yaml with the wrong tag?", event.Ask},
		{`helm template web charts/web > deploy/web.yaml`, "don't write the output into deploy/web.yaml, just show it", event.Ask},
		{`helm template web charts/web > deploy/web.yaml`, "render the chart, deploy/web.yaml looks stale", event.Ask},
		{`helm template web charts/web > deploy/web.yaml`, "I want to render it into deploy/web.yaml later, first just show me the output", event.Ask},
		{`helm template web charts/web > deploy/web.yaml`, "how would I render the chart into deploy/web.yaml?", event.Ask},
		{`helm template web charts/web > deploy/web.yaml`, "the CI job renders the chart into deploy/web.yaml, why is it empty", event.Ask},
		{`sqlite3 db/dev.db .dump > db/seed.sql`, "export the dev database to db/seed.sql", event.Allow},
		{`tar -czf docs.tar.gz docs/`, "pack the docs folder into docs.tar.gz", event.Allow},
		{`tar -cJf site.tar.xz docs/`, "bundle docs/ into site.tar.xz for the release", event.Allow},
		{`tar -czf docs.tar.gz docs/`, "what would be in docs.tar.gz if we shipped it?", event.Ask},
		{`tar -czf docs.tar.gz docs/`, "list what's in the docs folder", event.Ask},
	})
}

// TestFindPrintingWhatItDeletes: find … -print -delete deletes the same
// set as find … -delete (printing selects nothing), so a request naming
// the set by its pattern and directory asks for it; other tests than the
// name narrow or widen the set and are asked about.
func TestFindPrintingWhatItDeletes(t *testing.T) {
	files := map[string]string{"src/a.orig": "x", "src/b/c.orig": "x", "src/b/c.go": "x", "lib/d.rej": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find src -name '*.orig' -print -delete`, "delete all the .orig files in src/", event.Allow},
		{`find . -type f -name '*.rej' -print0 -delete`, "get rid of every .rej file", event.Allow},
		{`find src -name '*.orig' -print -delete`, "how many .orig files are in src?", event.Ask},
		{`find src -name '*.orig' -print`, "how many .orig files are in src?", ""},
		{`find . -name '*.orig' -o -name '*.go' -print -delete`, "delete all the .orig files", event.Ask},
	})
}

// TestTemporaryDirectoryOfTheLine: a line that makes a temporary
// directory first and works in it through its variable writes nothing in
// the project; a template in the working directory, or the variable bound
// again, is asked about.
func TestTemporaryDirectoryOfTheLine(t *testing.T) {
	files := map[string]string{"src/a.go": "package a\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`tmp=$(mktemp -d) && git archive HEAD~3 src | tar -x -C "$tmp" && diff -r "$tmp/src" src | wc -l; rm -rf "$tmp"`, "how much did src change in the last three commits?", ""},
		{`work="$(mktemp -d -t cmp.XXXXXX)"; cp -r src "$work/" && ls "$work"; rm -rf "$work"`, "what would a copy of src look like?", ""},
		{`tmp=$(mktemp -d ./cmp.XXXX) && tar -x -C "$tmp" -f a.tar; rm -rf "$tmp"`, "what's in a.tar?", event.Ask},
		{`tmp=$(mktemp -d) && tmp=src && rm -rf "$tmp"`, "how big is src?", event.Ask},
	})
}

// TestApplyingMigrations: a task that applies the pending migrations
// (rails db:migrate, which rewrites db/schema.rb) is asked for by running
// or applying "the migration(s)" or migrating the database, also when
// the message names the schema file it rewrites; a question about the
// migration is not.
func TestApplyingMigrations(t *testing.T) {
	files := map[string]string{"bin/rails": "#!/usr/bin/env ruby\n", "db/schema.rb": "ActiveRecord::Schema.define {}\n", "db/migrate/1_add.rb": "class Add; end\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`bin/rails db:migrate`, "apply the pending migrations", event.Allow},
		{`bin/rails db:migrate && git add db/schema.rb && git commit -m "schema"`, "run the new migration and commit the regenerated db/schema.rb", event.Allow},
		{`bundle exec rails db:migrate`, "please migrate the database", event.Allow},
		{`bin/rails db:migrate`, "did the migration run on staging?", event.Ask},
		{`bin/rails db:migrate`, "what does the pending migration change?", event.Ask},
		{`bin/rails db:migrate`, "don't run the migrations yet, just show me db/schema.rb", event.Ask},
	})
}

// TestProjectProgramNamedForWriting: a project's program run by its build
// tool or a runner and named for writing is asked about after a question
// and allowed when asked for; one named otherwise runs untouched.
func TestProjectProgramNamedForWriting(t *testing.T) {
	files := map[string]string{"go.mod": "module x\n", "cmd/gen/main.go": "package main\n", "cmd/server/main.go": "package main\n", "scripts/regen_fixtures.py": "print(1)\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`go run ./cmd/gen`, "why is the generated client out of date?", event.Ask},
		{`go run ./cmd/gen`, "regenerate the client with go run ./cmd/gen", event.Allow},
		{`go run ./cmd/server -port 8080`, "start the server so I can try it", ""},
		{`uv run scripts/regen_fixtures.py`, "are the fixtures stale?", event.Ask},
		{`uv run scripts/regen_fixtures.py`, "please regenerate the fixtures", event.Allow},
	})
}

// TestFetchedPackageOutputFile: a fetched package given an output file
// writes it: asked about after a question, allowed when the file is asked
// for.
func TestFetchedPackageOutputFile(t *testing.T) {
	files := map[string]string{"api.yaml": "openapi: 3.0.3\n", "src/api.d.ts": "export {}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`npx openapi-typescript api.yaml -o src/api.d.ts`, "are the API types in sync with api.yaml?", event.Ask},
		{`npx openapi-typescript api.yaml -o src/api.d.ts`, "regenerate src/api.d.ts from api.yaml", event.Allow},
		{`npx openapi-typescript api.yaml`, "print the types api.yaml would give", ""},
	})
}
