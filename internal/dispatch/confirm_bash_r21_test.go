package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 21: where in a file an edit lands against the part the request
// singles out, a pattern wider than the word asked for, and a file beside
// the one named.

// TestSedOutsideQualifier: a request word that stands on a block, list
// item or section header enclosing one changed line, and nowhere around
// another, singles out a part of the file; an edit reaching beyond it is
// asked about. An edit inside the part, or one no word of the request
// singles out, is judged as before.
func TestSedOutsideQualifier(t *testing.T) {
	files := map[string]string{
		"compose.yaml": "services:\n  web:\n    image: shop/web:2.0\n  worker:\n    image: shop/worker:2.0\n",
		"setup.cfg":    "[flake8]\nmax-line-length = 88\n\n[pycodestyle]\nmax-line-length = 88\n",
		"app/jobs.py":  "def cleanup():\n    retries = 3\n\ndef sync():\n    retries = 3\n",
		".env":         "DB_PORT=5432\nREPLICA_PORT=5432\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/:2.0/:2.1/g' compose.yaml", "bump the worker image to 2.1 in compose.yaml", event.Ask},
		{"sed -i 's/worker:2.0/worker:2.1/' compose.yaml", "bump the worker image to 2.1 in compose.yaml", event.Allow},
		{"sed -i 's/= 88/= 100/' setup.cfg", "in setup.cfg set max-line-length for flake8 to 100", event.Ask},
		{"sed -i 's/retries = 3/retries = 5/' app/jobs.py", "in app/jobs.py, cleanup should retry 5 times: retries = 5", event.Ask},
		{"sed -i 's/retries = 3/retries = 5/' app/jobs.py", "set retries = 5 everywhere in app/jobs.py", event.Allow},
		{"sed -i 's/= 88/= 100/' setup.cfg", "raise max-line-length to 100 in setup.cfg", event.Allow},
	})
}

// TestSedWordInside: a pattern that is a plain word the request holds,
// which on some line of the file stands only inside a longer word, reaches
// more than the word asked for.
func TestSedWordInside(t *testing.T) {
	files := map[string]string{
		"Gemfile.deps": "rake\nrake-compiler\n",
		"hosts":        "db1\ndb10\n",
		"words.txt":    "color\ncolorize\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i '/db1/d' hosts", "usuń db1 z pliku hosts", event.Ask},
		{"sed -i '/^db1$/d' hosts", "usuń db1 z pliku hosts", event.Allow},
		{"sed -i 's/color/hue/' words.txt", "replace color with hue in words.txt", event.Ask},
		{"sed -i '/rake/d' Gemfile.deps", "entferne rake aus Gemfile.deps", event.Allow}, // rake-compiler: the word stands whole
	})
}

// TestSiblingForNamed: a command that uses a file beside the path the
// request names, and not that path, is asked about; one that uses the
// path named (as source or destination, or through a temporary file) is
// judged as before.
func TestSiblingForNamed(t *testing.T) {
	files := map[string]string{
		"conf/nginx.dev.conf":  "listen 80;\n",
		"conf/nginx.prod.conf": "listen 443;\n",
		"schema/api.graphql":   "type Query { a: Int }\n",
		"web/app.example.yml":  "port: 1\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"ln -sf conf/nginx.prod.conf nginx.conf", "link nginx.conf to conf/nginx.dev.conf", event.Ask},
		{"ln -sf conf/nginx.dev.conf nginx.conf", "link nginx.conf to conf/nginx.dev.conf", event.Allow},
		{"npx graphql-codegen-cli --schema schema/api.graphql --out gen/types.ts", "erzeuge die Typen nach gen/types.d.ts", event.Ask},
		{"cp web/app.example.yml web/app.yml", "copy the example config to web/app.yml", event.Allow},
	})
}
