package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 12: the kind of write must fit the request's verb even when the
// file is named the way people say it ("the gitignore", "the readme"),
// and a link made the other way round from the one asked for is not the
// link asked for.

// TestAddToFileNamedLoosely: a request to add to a file named without its
// leading dot or its extension is not met by a write over the whole file;
// an append is, and so is an overwrite when the file is new or empty.
func TestAddToFileNamedLoosely(t *testing.T) {
	files := map[string]string{".gitignore": "node_modules/\ndist/\n", "README.md": "# App\n\nIntro.\n", ".dockerignore": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`echo '.env' > .gitignore`, "can you add .env to the gitignore?", event.Ask},
		{`echo 'coverage/' > .gitignore`, "include coverage/ in gitignore as well", event.Ask},
		{`echo '.env' >> .gitignore`, "can you add .env to the gitignore?", event.Allow},
		{`printf '## Setup\n' > README.md`, "append a setup section to the readme", event.Ask},
		{`printf '## Setup\n' >> README.md`, "append a setup section to the readme", event.Allow},
		{`echo 'node_modules' > .dockerignore`, "add node_modules to the dockerignore", event.Allow},
	})
}

// TestLinkDirection: "make A a link to B" asks for a link named A that
// points at B (ln -s B A); ln -s A B, which puts a link over B, is the
// other way round.
func TestLinkDirection(t *testing.T) {
	files := map[string]string{"AGENTS.md": "# Agents\n", "CLAUDE.md": "# Claude\n", "config/dev.env": "A=1\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`ln -sf CLAUDE.md AGENTS.md`, "make CLAUDE.md a symlink pointing at AGENTS.md", event.Ask},
		{`ln -sf AGENTS.md CLAUDE.md`, "make CLAUDE.md a symlink pointing at AGENTS.md", event.Allow},
		{`ln -sfn AGENTS.md CLAUDE.md`, "CLAUDE.md should just be a link to AGENTS.md", event.Allow},
		{`ln -sf CLAUDE.md AGENTS.md`, "CLAUDE.md should just be a link to AGENTS.md", event.Ask},
		{`ln -s config/dev.env .env`, "make .env point to config/dev.env", event.Allow},
		{`ln -sf .env config/dev.env`, "make .env point to config/dev.env", event.Ask},
	})
}

// TestReleaseRecipeOnQuestion: a task runner's recipe named for a
// release, a publication or a deployment changes what the line does not
// name; a question about it does not ask to run it.
func TestReleaseRecipeOnQuestion(t *testing.T) {
	files := map[string]string{"justfile": "release:\n    ./scripts/bump.sh\n", "Makefile": "deploy:\n\t./deploy.sh\ntest:\n\tgo test ./...\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`just release`, "before I run `just release`, what does the recipe do?", event.Ask},
		{`make deploy`, "what would make deploy touch?", event.Ask},
		{`make publish`, "explain the publish target to me", event.Ask},
		{`just release`, "go ahead and run just release", event.Allow},
		{`make test`, "what does make test run?", ""},
		{`just --show release`, "what does the release recipe do, I am scared to run it", ""},
		{`just --dry-run release`, "what would just release do?", ""},
	})
}

// TestOutputFormatOption: a program run by path given the shape of its
// output (--format=json) only prints; an option named for writing still
// writes.
func TestOutputFormatOption(t *testing.T) {
	files := map[string]string{"requirements.txt": "fastapi\n", "scripts/report.sh": "#!/bin/sh\n", "scripts/tidy.sh": "#!/bin/sh\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`./.venv/bin/pip list --format=freeze`, "what packages does the venv have?", ""},
		{`./scripts/report.sh --output-format=json`, "print the coverage report as json", ""},
		{`./scripts/report.sh --format`, "print the coverage report", event.Ask},
		{`./scripts/tidy.sh --fix=all`, "how messy is the code?", event.Ask},
	})
}

// TestFindLeavingOutVCS: find … -not -path './.git/*' -delete deletes the
// set the request names, less only version control's own files; leaving
// out any other path narrows the set, and -path ./.git alone leaves the
// directory's contents in.
func TestFindLeavingOutVCS(t *testing.T) {
	files := map[string]string{"a.orig": "x", "src/b.orig": "x", "src/b.go": "x", "vendor/c.orig": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find . -name '*.orig' -not -path './.git/*' -delete`, "remove all the .orig files", event.Allow},
		{`find . -name '*.orig' ! -path '*/.git/*' -delete`, "get rid of every .orig file in the repo", event.Allow},
		{`find . -name '*.orig' -not -path './vendor/*' -delete`, "remove all the .orig files", event.Ask},
		{`find . -name '*.orig' -not -path './.git' -delete`, "remove all the .orig files", event.Ask},
		{`find . -name '*.orig' -not -path './.git/*' -delete`, "remove src/b.orig", event.Ask},
		{`find . -name '*.orig' -not -path './.git/*' -delete`, "how many .orig files are there?", event.Ask},
	})
}

// TestSlippedAndOtherLanguageVerbs: a deletion verb with a letter dropped
// or two swapped asks for the deletion; an inflection ("deleted") tells of
// one. Emptying and fetching into a file, and Russian verbs of deletion,
// are read like the others of their language.
func TestSlippedAndOtherLanguageVerbs(t *testing.T) {
	files := map[string]string{"tmp_dump.sql": "x", "logs/dev.log": "lots\n", "db/old.sql": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`git rm tmp_dump.sql`, "plz delte tmp_dump.sql, commited it by accident", event.Allow},
		{`rm tmp_dump.sql`, "can u remvoe tmp_dump.sql", event.Allow},
		{`rm tmp_dump.sql`, "I deleted tmp_dump.sql last week and it came back", event.Ask},
		{`rm tmp_dump.sql`, "dont delte tmp_dump.sql", event.Ask},
		{`rm tmp_dump.sql`, "pls dont borra tmp_dump.sql", event.Ask},
		{`rm tmp_dump.sql`, "you shouldnt remvoe tmp_dump.sql", event.Ask},
		{`truncate -s 0 logs/dev.log`, "vacía logs/dev.log, es enorme", event.Allow},
		{`truncate -s 0 logs/dev.log`, "¿por qué logs/dev.log es tan grande?", event.Ask},
		{`rm db/old.sql`, "удали db/old.sql", event.Allow},
		{`rm db/old.sql`, "не удаляй db/old.sql", event.Ask},
		{`rm db/old.sql`, "удалите db/old.sql, он нам больше не нужен", event.Allow},
		{`rm db/old.sql`, "не удаляй db/old.sql, он ещё нужен", event.Ask},
		{`rm db/old.sql`, "db/old.sql больше не нужен?", event.Ask},
		{`curl -fsSL https://example.com/mit.txt -o logs/dev.log`, "télécharge la licence dans logs/dev.log", event.Allow},
	})
}
