package shell

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFixers: formatters and fixers rewrite the files they are given (or
// a tree they find: unreadable); their checking modes and everything
// else the tools do write nothing; inline interpreter code that writes
// files is unreadable.
func TestFixers(t *testing.T) {
	for _, c := range []struct {
		cmd        string
		files      []string
		unreadable bool
	}{
		{cmd: "prettier --write src/app.tsx README.md", files: []string{"/p/src/app.tsx", "/p/README.md"}},
		{cmd: "prettier --check src/app.tsx"},
		{cmd: "npx prettier -w ."}, // a runner's command: not read (see runners)
		{cmd: "black app/models.py", files: []string{"/p/app/models.py"}},
		{cmd: "black --check ."},
		{cmd: "black .", unreadable: true},
		{cmd: "isort --diff app/models.py"},
		{cmd: "autopep8 --in-place lib/x.py", files: []string{"/p/lib/x.py"}},
		{cmd: "autopep8 lib/x.py"},
		{cmd: "rustfmt src/main.rs", files: []string{"/p/src/main.rs"}},
		{cmd: "rustfmt --check src/main.rs"},
		{cmd: "eslint --fix src/index.js", files: []string{"/p/src/index.js"}},
		{cmd: "eslint src"},
		{cmd: "ruff format", unreadable: true},
		{cmd: "ruff format --check ."},
		{cmd: "ruff check --fix pkg/a.py", files: []string{"/p/pkg/a.py"}},
		{cmd: "ruff check ."},
		{cmd: "cargo fix --edition --allow-dirty", unreadable: true},
		{cmd: "cargo fmt -- --check"},
		{cmd: "cargo clippy --fix --allow-dirty", unreadable: true},
		{cmd: "cargo test --release"},
		{cmd: "go fmt ./...", unreadable: true},
		{cmd: "go mod tidy", files: []string{"/p/go.mod", "/p/go.sum"}},
		{cmd: "go test ./... -run TestX"},
		{cmd: "terraform fmt -check -recursive"},
		{cmd: "terraform -chdir=infra plan"},
		{cmd: "python3 -c \"import json; json.dump([], open('tests/fixtures/users.json', 'w'))\"", unreadable: true},
		{cmd: "python3 -c 'import sys; print(sys.version)'"},
		{cmd: "node -e \"require('fs').writeFileSync('out.json', '{}')\"", unreadable: true},
		{cmd: "node -e 'console.log(process.version)'"},
		{cmd: "ruby -e 'File.write(\"VERSION\", \"2.0\")'", unreadable: true},
		{cmd: "python -m pytest -q"},
		{cmd: "python3 scripts/regen_fixtures.py --all", unreadable: true},
		{cmd: "./scripts/gen-types.sh", unreadable: true},
		{cmd: "python3 scripts/check_schema.py"},
		{cmd: "./scripts/test.sh -v"},
		{cmd: "cargo add toml serde --features serde/derive", files: []string{"/p/Cargo.toml", "/p/Cargo.lock"}},
		{cmd: "go get github.com/google/uuid@v1.6.0", files: []string{"/p/go.mod", "/p/go.sum"}},
		{cmd: "npm install zod", files: []string{"/p/package.json", "/p/package-lock.json"}},
		{cmd: "npm ci"},
		{cmd: "npm pkg set type=module", files: []string{"/p/package.json"}},
		{cmd: "npm run build"},
		{cmd: "yarn add -D vitest", files: []string{"/p/package.json", "/p/yarn.lock"}},
		{cmd: "poetry add httpx", files: []string{"/p/pyproject.toml", "/p/poetry.lock"}},
		{cmd: "docker cp db:/etc/postgresql/postgresql.conf ./docker/pg.conf", files: []string{"/p/docker/pg.conf"}},
		{cmd: "docker cp ./seed.sql db:/tmp/seed.sql"},
		{cmd: "docker logs --tail 50 app-db-1"},
	} {
		t.Run(c.cmd, func(t *testing.T) {
			r, err := Read(c.cmd, "/p")
			require.NoError(t, err)
			var got []string
			for _, w := range r.Writes {
				got = append(got, w.Path)
			}
			require.Equal(t, c.files, got)
			require.Equal(t, c.unreadable, !r.Readable(), "unreadable: %v", r.Unreadable)
		})
	}
}
