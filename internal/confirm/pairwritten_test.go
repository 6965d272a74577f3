package confirm

import "testing"

func TestWrittenOtherwise(t *testing.T) {
	one := func(old, added string) []unit {
		u := unit{added: splitLines(added)}
		if old != "" {
			u.removed = splitLines(old)
		}
		return []unit{u}
	}
	cases := []struct {
		name, request, old, added, file, want string
	}{
		// an option beside a command written out
		{"option beside a backticked command", "add a `fmt` script running `prettier --write .`", `"build": "tsc"`, "\"build\": \"tsc\",\n\"fmt\": \"prettier --write . --cache\"", "", "--cache"},
		{"option beside a command written in the text", "make deploy run npm run build:prod first", "deploy:", "deploy:\n\tnpm run build:prod --silent", "", "--silent"},
		{"the options written stay", "add `set -euo pipefail` under the shebang", "#!/bin/sh", "#!/bin/sh\nset -euo pipefail", "", ""},
		{"a command described in words writes no option", "the web process should run 4 gunicorn workers", "web: gunicorn app:app", "web: gunicorn -w 4 app:app", "", ""},
		{"an option the old line holds", "run `pytest tests/` in ci", "pytest -q", "pytest -q tests/", "", ""},
		// a second entry copied from the one written
		{"a copied ignore pattern", "bitte `*.log` in die .gitignore", "dist/", "dist/\n*.log\n*.log.*", "", "*.log.*"},
		{"a copied locale", "ajoute 'fr-CA' à LOCALES", `    "en",`, "    \"en\",\n    \"fr-CA\",\n    \"fr-BE\",", "", "fr-BE"},
		{"both entries written", "add .env and .env.local to .gitignore", "dist/", "dist/\n.env\n.env.local", "", ""},
		{"an entry named in words beside one written", "ignore .DS_Store and the coverage folder", "dist/", "dist/\n.DS_Store\ncoverage/", "", ""},
		// a version cut short
		{"a version cut short", "pin node to 20.11.1 in .nvmrc", "18", "20", "", "20"},
		{"an image tag cut short", "use redis:7.2 in compose", "image: redis:6", "image: redis:7", "", "7"},
		{"the version written", "use redis:7.2 in compose", "image: redis:6", "image: redis:7.2", "", ""},
		{"a longer version than asked", "bump python to 3.12", "python = \"3.10\"", "python = \"3.12.4\"", "", ""},
		// a code span written with another piece
		{"a span with another value", "add `int retries = 3;` to Options", "}", "  int retries = 5;\n}", "message Options {\n}", "int retries = 5;"},
		{"the span as written", "add `int retries = 3;` to Options", "}", "  int retries = 3;\n}", "message Options {\n}", ""},
		{"a span quoting the file as it is", "change `timeout = 30` to 60", "timeout = 30", "timeout = 60", "timeout = 30\n", ""},
		{"a span split over lines", "add `if err != nil { return err }`", "x()", "if err != nil {\n\treturn err\n}", "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := writtenOtherwise(one(c.old, c.added), c.request, c.file); got != c.want {
				t.Errorf("writtenOtherwise(%q) = %q, want %q", c.request, got, c.want)
			}
		})
	}
}
