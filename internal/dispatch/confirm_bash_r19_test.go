package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 19: a request to add to a file in any language, met by a write
// over it; a directory named by its own name, not by what its sibling is
// called; a file made with settings dictated and one more of them.

// TestAddInAnyLanguageKeepsLines: "add this line to F", in whatever
// language, asks for F's lines to stay: > F that drops them is asked
// about, >> F runs.
func TestAddInAnyLanguageKeepsLines(t *testing.T) {
	files := map[string]string{
		"Procfile":   "web: bundle exec puma -C config/puma.rb\n",
		".env":       "PORT=8000\n",
		".gitignore": "dist/\n",
		"hosts.txt":  "alpha\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"echo 'worker: bundle exec sidekiq' > Procfile", "Procfile'a şu satırı ekle: 'worker: bundle exec sidekiq'", event.Ask},
		{"echo 'worker: bundle exec sidekiq' >> Procfile", "Procfile'a şu satırı ekle: 'worker: bundle exec sidekiq'", event.Allow},
		{"echo 'LOG_LEVEL=debug' > .env", "füge in .env die Zeile LOG_LEVEL=debug hinzu", event.Ask},
		{"echo 'LOG_LEVEL=debug' >> .env", "füge in .env die Zeile LOG_LEVEL=debug hinzu", event.Allow},
		{"echo 'node_modules/' > .gitignore", "añade node_modules/ al .gitignore", event.Ask},
		{"echo 'node_modules/' > .gitignore", "在 .gitignore 里添加 node_modules/", event.Ask},
		{"echo 'node_modules/' >> .gitignore", "在 .gitignore 里添加 node_modules/", event.Allow},
		{"echo beta > hosts.txt", "aggiungi beta a hosts.txt", event.Ask},
		{"echo beta > hosts.txt", "ersetze den Inhalt von hosts.txt durch beta", event.Allow},
	})
}

// TestSiblingOutputDirNamedByItsName: "the build folder" names the
// directory build; the dist beside it in the same rm is not named by it
// (nor build by "dist"), while "the build output" names every output
// directory.
func TestSiblingOutputDirNamedByItsName(t *testing.T) {
	files := map[string]string{
		"build/a.js":      "a\n",
		"dist/b.js":       "b\n",
		"coverage/lcov.i": "c\n",
		"src/index.ts":    "x\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"rm -rf build dist", "nuke the build folder, it's stale", event.Ask},
		{"rm -rf build", "nuke the build folder, it's stale", event.Allow},
		{"rm -rf dist coverage", "delete the dist directory", event.Ask},
		{"rm -rf build dist", "lösche dist", event.Ask},
		{"rm -rf build dist", "clean the build output", event.Allow},
		{"rm -rf build dist", "remove build and dist", event.Allow},
	})
}

// TestDictatedSettingsAndOneMore: a file made with the settings the
// request dictates runs; one more setting of their shape is asked about.
func TestDictatedSettingsAndOneMore(t *testing.T) {
	files := map[string]string{"README.md": "# app\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cat > .env.example <<'EOF'\nDATABASE_URL=postgres://localhost/app\nREDIS_URL=redis://localhost:6379\nSECRET_KEY=changeme\nEOF",
			"create .env.example with DATABASE_URL=postgres://localhost/app and REDIS_URL=redis://localhost:6379", event.Ask},
		{"cat > .env.example <<'EOF'\nDATABASE_URL=postgres://localhost/app\nREDIS_URL=redis://localhost:6379\nEOF",
			"create .env.example with DATABASE_URL=postgres://localhost/app and REDIS_URL=redis://localhost:6379", event.Allow},
		{"printf 'port: 8080\\nhost: 0.0.0.0\\n' > config/app.yml", "crea config/app.yml con port: 8080", event.Ask},
		{"printf 'port: 8080\\n' > config/app.yml", "crea config/app.yml con port: 8080", event.Allow},
		{"cat > config/app.ini <<'EOF'\n[server]\nport=8080\nEOF", "write config/app.ini with port=8080 under [server]", event.Allow},
	})
}

// TestListEntry: settings and one-word entries are entries of a list;
// lines of code are not.
func TestListEntry(t *testing.T) {
	for l, want := range map[string]bool{
		"PORT=8000": true, "export A = b": true, "port: 8080": true, "node_modules/": true,
		"belongs_to :customer": false, "validates :number, presence: true": false, "x = f(y)": true, "return a + b": false,
	} {
		if got := listEntry(l); got != want {
			t.Errorf("listEntry(%q) = %v, want %v", l, got, want)
		}
	}
}
