package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Round 13: commands that write project files through a tool's own
// semantics — a generator subcommand of a project's CLI or of a fetched
// package, a script run with permission to write, an output option of a
// project command, a build tool's goal, a dot command that redirects
// output — and their reading neighbours, which write nothing.
func TestToolSemanticsWrites(t *testing.T) {
	const unknown = "unknown-use /p (recursive)"
	tests := []struct {
		cmd  string
		want []string
	}{
		// A project CLI's generator subcommand (make:*, generate, new).
		{`php artisan make:migration add_phone --table=customers`, []string{unknown}},
		{`php artisan make:controller UserController`, []string{unknown}},
		{`php bin/console make:entity Product`, []string{unknown}},
		{`bin/console make:entity Product`, []string{unknown}},
		{`php artisan route:list`, nil},
		{`php artisan migrate:status`, nil},
		{`php artisan --version`, nil},
		{`php artisan make:migration --help`, nil},
		// A fetched package's writing subcommand (prune, version with a bump).
		{`npx turbo prune api --docker`, []string{unknown}},
		{`npx lerna version patch --no-git-tag-version --yes`, []string{unknown}},
		{`pnpm dlx lerna version 2.0.0 --yes`, []string{unknown}},
		{`npx lerna changed`, nil},
		{`npx lerna list`, nil},
		{`npx turbo run build --dry-run=json`, nil},
		{`npx prisma version`, nil},
		// A fetched package told where to write what it makes.
		{`npx openapi-typescript api.yaml -o src/api.d.ts`, []string{"overwrite /p/src/api.d.ts"}},
		{`pnpm dlx json-schema-to-typescript schema.json --output types.d.ts`, []string{"overwrite /p/types.d.ts"}},
		{`npx openapi-typescript api.yaml`, nil},
		{`npx some-linter src -o json`, nil},
		// A script run with permission to write.
		{`deno run --allow-read --allow-write --allow-net scripts/update_imports.ts`, []string{unknown}},
		{`deno run -A scripts/sync.ts`, []string{unknown}},
		{`deno run --allow-write=gen scripts/sync.ts`, []string{"unknown-use /p/gen (recursive)"}},
		{`deno run --allow-read scripts/report.ts`, nil},
		{`deno run --allow-net server.ts`, nil},
		// A build tool's goal: -q is Maven's quiet, not make's question.
		{`mvn -q versions:set -DnewVersion=1.5.0`, []string{unknown}},
		{`mvn -q help:evaluate -Dexpression=project.version -DforceStdout`, nil},
		{`./mvnw -B -q versions:set -DnewVersion=2.0.0`, []string{unknown}},
		// bazel run of a workspace generator or formatter, or given a writing command.
		{`bazel run //:gazelle -- update services/billing`, []string{unknown}},
		{`bazel run //:gazelle`, []string{unknown}},
		{`bazelisk run //tools:buildifier`, []string{unknown}},
		{`bazel run //tools:format`, []string{unknown}},
		{`bazel run //services/api:server -- --port 8080`, nil},
		{`bazel query //services/...`, nil},
		// buildozer edits the BUILD file of each label's package; print reads.
		{`buildozer 'add deps //libs/money' //services/billing:billing`, []string{"unknown-use /p/services/billing"}},
		{`buildozer 'print deps' //services/billing:billing`, nil},
		// sqlite3's .output and .once send what follows into a file.
		{`sqlite3 db/dev.db '.output db/schema.sql' '.schema'`, []string{"overwrite /p/db/schema.sql"}},
		{`sqlite3 -header db/dev.db '.once out.csv' 'select 1'`, []string{"overwrite /p/out.csv"}},
		{`sqlite3 db/dev.db '.output stdout' '.schema'`, nil},
		{`sqlite3 db/dev.db '.schema orders'`, nil},
		// A project command's output file option.
		{`python manage.py spectacular --file openapi.json`, []string{"overwrite /p/openapi.json"}},
		{`python manage.py dumpdata shop --output fixtures/shop.json`, []string{"overwrite /p/fixtures/shop.json"}},
		{`python manage.py dumpdata shop -o fixtures/shop.json`, []string{"overwrite /p/fixtures/shop.json"}},
		{`python manage.py spectacular`, nil},
		{`python manage.py showmigrations`, nil},
		// A project's program run by its build tool or a runner, named for writing.
		{`go run ./cmd/gen`, []string{unknown}},
		{`go run -tags tools ./tools/generate-mocks`, []string{unknown}},
		{`cargo run --bin codegen -- --out src/gen`, []string{unknown}},
		{`uv run scripts/regen_fixtures.py`, []string{unknown}},
		{`bun scripts/update-deps.ts`, []string{unknown}},
		{`go run ./cmd/server -port 8080`, nil},
		{`go run main.go`, nil},
		{`cargo run --bin server`, nil},
		{`uv run scripts/report.py`, nil},
		{`bun run dev`, nil},
		{`poetry run pytest -q`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
