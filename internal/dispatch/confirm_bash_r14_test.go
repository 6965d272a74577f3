package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 14: what the command writes against what the request dictates
// (a line quoted, added; a file written over where a line was asked for),
// and project scripts read for what they write.

// TestDictatedLineWrittenOtherwise: a request that quotes the line to put
// in a file asks for that line, in any language: another entry of the
// same shape appended, or the file written over so that its other lines
// go, is asked about; the line alone, a setting replaced by its key, a
// value file set, the whole content asked to be replaced, and the frame
// of a described block (a target's name, a heading) are allowed.
func TestDictatedLineWrittenOtherwise(t *testing.T) {
	files := map[string]string{".gitignore": "node_modules/\n", ".env": "PORT=8000\nDB=postgres://x\n", ".nvmrc": "18\n",
		"config.env": "HOST=a\nUSER=b\n", "Makefile": "all:\n\tgo build\n", ".dockerignore": "dist\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		// one more entry than dictated
		{`printf '.env.local\n.DS_Store\n' >> .gitignore`, "add .env.local to the gitignore", event.Ask},
		{`printf 'coverage/\n*.log\n' >> .dockerignore`, "please add coverage/ to .dockerignore", event.Ask},
		{`printf 'LOG_LEVEL=debug\nDEBUG=1\n' >> .env`, "Füge bitte LOG_LEVEL=debug zu .env hinzu", event.Ask},
		{`printf '.env.local\n' >> .gitignore`, "add .env.local to the gitignore", event.Allow},
		{`printf '.env.local\n.DS_Store\n' >> .gitignore`, "add .env.local and .DS_Store to the gitignore", event.Allow},
		{`printf '\nlint:\n\tgolangci-lint run ./...\n' >> Makefile`, "add a lint target to the Makefile that runs golangci-lint run ./...", event.Allow},
		// written over where a line was asked for
		{`echo 'LOG_LEVEL=debug' | tee .env`, "Agrega la línea LOG_LEVEL=debug al final de .env", event.Ask},
		{`echo 'LOG_LEVEL=debug' > .env`, "ajoute LOG_LEVEL=debug dans .env s'il te plaît", event.Ask},
		{`echo 'TOKEN=abc' > config.env`, "save the token as TOKEN=abc to config.env", event.Ask},
		{`echo 'LOG_LEVEL=debug' > .env`, "replace the contents of .env with LOG_LEVEL=debug", event.Allow},
		{`printf 'PORT=9000\nDB=postgres://x\n' > .env`, "set PORT=9000 in .env", event.Allow},
		{`echo 20 > .nvmrc`, "set .nvmrc to 20", event.Allow},
		{`echo 'LOG_LEVEL=debug' | tee -a .env`, "Agrega la línea LOG_LEVEL=debug al final de .env", event.Allow},
		{`echo 'LOG_LEVEL=debug' >> .env`, "append LOG_LEVEL=debug to .env", event.Allow},
	})
}

// TestProjectScriptReadForWrites: a project shell script run by path is
// read: when its text writes in the project, running it is asked about
// after a statement and allowed after a request to run it; a script that
// only reads, a script outside the project and a program that is no
// shell script stay untouched.
func TestProjectScriptReadForWrites(t *testing.T) {
	files := map[string]string{
		"scripts/reset_db.sh": "#!/bin/sh\npsql -f db/seed.sql\ncp db/seed.sql db/last_seed.sql\n",
		"scripts/report.sh":   "#!/bin/sh\nwc -l src/*.go\ngit log --oneline | head\n",
		"tools/refresh":       "#!/usr/bin/env bash\nset -e\nrm -rf .cache/thumbs\n",
		"bin/stats":           "#!/usr/bin/env python3\nopen('out.txt','w')\n",
		"scripts/clear.sh":    "rm -f \"$1\"\n",
		"db/seed.sql":         "insert into a values(1);\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`./scripts/reset_db.sh --seed`, "the dev database seems empty", event.Ask},
		{`bash scripts/reset_db.sh`, "hmm, the dev db has nothing in it", event.Ask},
		{`sh ./scripts/reset_db.sh && echo done`, "la base de dev est vide", event.Ask},
		{`tools/refresh`, "the thumbnails look stale", event.Ask},
		{`./scripts/clear.sh tmp.txt`, "what is in tmp.txt?", event.Ask},
		{`./scripts/reset_db.sh --seed`, "run ./scripts/reset_db.sh --seed", event.Allow},
		{`./scripts/report.sh`, "how big is the code base?", ""},
		{`bash scripts/report.sh`, "how big is the code base?", ""},
		{`bin/stats`, "give me the stats", ""},
		{`./scripts/missing.sh`, "the dev database seems empty", ""},
	})
}

// TestNamedRunRequested: a clause that names exactly what the command runs
// (a tool and the file it writes, a program with its subcommand, a
// script's path) asks for its writes when it is a request in form, in any
// language (a word marking requests, a polite opening, a verb of running
// first); a report, a question about it, a negation, a pasted log, a
// directory wider than the file named, and a program named beside a file
// are asked about.
func TestNamedRunRequested(t *testing.T) {
	files := map[string]string{"scripts/export.py": "x = 1\n", "app/views.py": "x = 1\n", "app/models.py": "x = 1\n",
		"sqlc.yaml": "version: \"2\"\n", "queries/users.sql": "select 1;\n", "scripts/reset_db.sh": "#!/bin/sh\ncp a b\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`black scripts/export.py`, "Bitte formatiere scripts/export.py mit black, die Zeilen sind viel zu lang.", event.Allow},
		{`black scripts/export.py`, "Por favor, pasa black sobre scripts/export.py", event.Allow},
		{`black scripts/export.py`, "scripts/export.py を black で整形してください", event.Allow},
		{`black scripts/export.py`, "black scripts/export.py fails on CI", event.Ask},
		{`black scripts/export.py`, "Warum meckert black über scripts/export.py?", event.Ask},
		{`black scripts/export.py`, "Bitte scripts/export.py nicht mit black formatieren", event.Ask},
		{`black app/`, "Bitte formatiere app/views.py mit black", event.Ask},
		{`black app/models.py`, "Bitte formatiere app/views.py mit black", event.Ask},
		{`sqlc generate`, "tu peux relancer sqlc generate ?", event.Allow},
		{`sqlc generate`, "run sqlc generate, queries/users.sql is a mess", event.Ask},
		{`sqlc generate`, "¿puedes correr sqlc generate?", event.Allow},
		{`sqlc generate`, "why does sqlc generate drop the enums?", event.Ask},
		{`sqlc generate`, "sqlc generate is slow on CI", event.Ask},
		{`sqlc generate`, "CI says:\n```\nplease run sqlc generate and commit\n```\nwhy only there?", event.Ask},
		{`./scripts/reset_db.sh --seed`, "run ./scripts/reset_db.sh --seed", event.Allow},
		{`./scripts/reset_db.sh --seed`, "proszę uruchom scripts/reset_db.sh", event.Allow},
		{`./scripts/reset_db.sh --seed`, "don't run scripts/reset_db.sh please", event.Ask},
		{`./scripts/reset_db.sh --seed`, "what does scripts/reset_db.sh do?", event.Ask},
	})
}
