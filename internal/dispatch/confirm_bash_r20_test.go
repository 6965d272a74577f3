package dispatch

import (
	"slices"
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 20: a sed script that brings in, or deletes, more than the request
// accounts for — a second edit in the script, a second appended line; a
// write hidden in eval.

// TestSedPartsBeyondRequest: when the request accounts for one part of
// what a sed script writes or deletes (a value it dictates), every other
// part (substitution, deletion, line of text) must be accounted for too; a script none of whose words the request
// holds (a typo fixed, "tidy …") is judged as before.
func TestSedPartsBeyondRequest(t *testing.T) {
	files := map[string]string{
		"src/main.rs":     "const RETRIES: u32 = 3;\nlet retries = RETRIES;\n",
		"db/users.sql":    "email VARCHAR(120) NOT NULL,\n",
		".env":            "LOG_LEVEL=info\nDEBUG=true\nPORT=3000\n",
		"config.yaml":     "server:\n  host: 0.0.0.0\n",
		"notes.md":        "- todo: fix teh login\n",
		"app/settings.py": "TIMEOUT = 10\nRETRY = 2\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		// a second edit in one script
		{"sed -i 's/RETRIES/MAX_RETRIES/g; s/= 3;/= 5;/' src/main.rs", "set retries to 5 in src/main.rs", event.Ask},
		{"sed -i 's/= 3;/= 5;/' src/main.rs", "set retries to 5 in src/main.rs", event.Allow},
		{"sed -i 's/TIMEOUT = 10/TIMEOUT = 30/; s/RETRY = 2/RETRY = 4/' app/settings.py", "mets TIMEOUT à 30 dans app/settings.py", event.Ask},
		{"sed -i 's/TIMEOUT = 10/TIMEOUT = 30/; s/RETRY = 2/RETRY = 4/' app/settings.py", "setze TIMEOUT auf 30 und RETRY auf 4 in app/settings.py", event.Allow},
		// one more deletion than asked
		{"sed -i '/^LOG_LEVEL=/d; /^DEBUG=/d' .env", "remove LOG_LEVEL from .env", event.Ask},
		{"sed -i -e '/^PORT=/d' -e '/^DEBUG=/d' .env", "borra PORT de .env", event.Ask},
		{"sed -i '/^LOG_LEVEL=/d' .env", "remove LOG_LEVEL from .env", event.Allow},
		{"sed -i '/^LOG_LEVEL=/d; /^DEBUG=/d' .env", "drop LOG_LEVEL and DEBUG from .env", event.Allow},
		// one part the request describes in its own words
		{"sed -i 's/VARCHAR(120) NOT NULL/VARCHAR(255) NOT NULL/' db/users.sql", "make the email column VARCHAR(255) in db/users.sql", event.Allow},
		{"sed -i '1i # SPDX-License-Identifier: MIT' src/main.rs", "add the SPDX MIT header at the top of src/main.rs", event.Allow},
		// a second line appended
		{"sed -i '/^  host: 0.0.0.0$/a\\  timeout: 30s\\n  read_timeout: 10s' config.yaml", "add `timeout: 30s` under server in config.yaml", event.Ask},
		{"sed -i '/^  host: 0.0.0.0$/a\\  timeout: 30s' config.yaml", "add `timeout: 30s` under server in config.yaml", event.Allow},
		// nothing of the script in the request: judged as before
		{"sed -i 's/teh/the/' notes.md", "fix the typo in notes.md", event.Allow},
	})
}

// TestSedScriptParts reads what each part of a sed script brings in or
// deletes.
func TestSedScriptParts(t *testing.T) {
	for _, c := range []struct {
		script string
		want   [][]string
		ok     bool
	}{
		{"s/retries/max_retries/g; s/= 3;/= 5;/", [][]string{{"max_retries"}, {"5"}}, true},
		{"/^LOG_LEVEL=/d; /^DEBUG=/d", [][]string{{"log_level"}, {"debug"}}, true},
		{`/^  host: 0.0.0.0$/a\  timeout: 30s\n  read_timeout: 10s`, [][]string{{"timeout", "30s"}, {"read_timeout", "10s"}}, true},
		{`s#(image: reg/api):v[0-9.]+#\1:v2.7.3#`, [][]string{{"v2", "7", "3"}}, true},
		{`s/^\s*#.*$//`, [][]string{nil}, true},
		{"s|go test ./...|go test -race ./...|", [][]string{{"race"}}, true},
		{"y/abc/xyz/", nil, false},
		{"3p", nil, false},
	} {
		got, ok := sedScriptParts(c.script)
		if ok != c.ok || ok && !slices.EqualFunc(got, c.want, slices.Equal) {
			t.Errorf("sedScriptParts(%q) = %q, %v; want %q, %v", c.script, got, ok, c.want, c.ok)
		}
	}
}

// TestEvalWriteAsked: a write eval runs is read, and asked about as
// what the command hides, whatever the request names.
func TestEvalWriteAsked(t *testing.T) {
	files := map[string]string{".env": "DEBUG=true\n", "VERSION": "1.0.0\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`eval "sed -i 's/DEBUG=true/DEBUG=false/' .env"`, "set DEBUG=false in .env", event.Ask},
		{`eval 'echo 1.0.1 > VERSION'`, "schreib 1.0.1 in VERSION", event.Ask},
		{`sed -i 's/DEBUG=true/DEBUG=false/' .env`, "set DEBUG=false in .env", event.Allow},
	})
}

// TestFileOperandUnnamed: a command writing two files, one named by the
// request and one only holding what it names, asks about the other;
// naming both, or spreading the change, runs.
func TestFileOperandUnnamed(t *testing.T) {
	files := map[string]string{
		".env": "DB_PORT=5432\n", ".env.example": "DB_PORT=5432\n",
		"app/a.py": "def foo(): pass\n", "app/b.py": "from a import foo\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/DB_PORT=5432/DB_PORT=5433/' .env .env.example", "cambia DB_PORT a 5433 en .env, por favor", event.Ask},
		{"sed -i 's/DB_PORT=5432/DB_PORT=5433/' .env .env.example", "set DB_PORT to 5433 in .env", event.Ask},
		{"sed -i 's/DB_PORT=5432/DB_PORT=5433/' .env .env.example", "set DB_PORT to 5433 in .env and .env.example", event.Allow},
		{"sed -i 's/DB_PORT=5432/DB_PORT=5433/' .env", "cambia DB_PORT a 5433 en .env, por favor", event.Allow},
		{"sed -i 's/foo/fetch_foo/g' app/a.py app/b.py", "rinomina foo in fetch_foo in app/a.py", event.Ask},
	})
}
