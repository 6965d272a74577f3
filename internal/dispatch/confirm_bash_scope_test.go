package dispatch

import (
	"strings"
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestRelockAfterHandEdit: a lock file comes with its manifest when the
// package manager that changed the manifest brings it in step (go get …
// && go mod tidy after "add … to go.mod"); after the manifest was edited
// by hand as asked (a sed of its version line, a line appended), a relock
// does more than asked (it rewrites the lock file and may rewrite the
// manifest's requirements) and is asked about.
func TestRelockAfterHandEdit(t *testing.T) {
	files := map[string]string{"go.mod": "module m\n\ngo 1.20\n", "go.sum": "a v1 h1:x\n", "pyproject.toml": "[project]\ndependencies = []\n", "uv.lock": "",
		"Cargo.toml": "[package]\nversion = \"0.1.0\"\n", "Cargo.lock": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/^go 1.20$/go 1.22/' go.mod && go mod tidy", "bump the go directive in go.mod to 1.22", event.Ask},
		{"echo 'httpx = \"*\"' >> pyproject.toml; uv lock", "add httpx to pyproject.toml", event.Ask},
		{"sed -i 's/^version = \"0.1.0\"/version = \"0.2.0\"/' Cargo.toml && cargo generate-lockfile", "set the version in Cargo.toml to 0.2.0", event.Ask},
		{"sed -i 's/^go 1.20$/go 1.22/' go.mod", "bump the go directive in go.mod to 1.22", event.Allow},
		{"go get github.com/google/uuid && go mod tidy", "add github.com/google/uuid to go.mod", event.Allow},
		{"echo 'httpx = \"*\"' >> pyproject.toml; uv lock", "add httpx to pyproject.toml and refresh uv.lock", event.Allow},
	})
}

// TestSharedNameFoundEverywhere: find … -name NAME writes every file of
// that name in the tree; a request naming one of several such files
// ("the Thumbs.db in the root") names none of the set, while a request
// for all of them does.
func TestSharedNameFoundEverywhere(t *testing.T) {
	files := map[string]string{"Thumbs.db": "x", "img/Thumbs.db": "x", "docs/notes.orig": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"find . -name Thumbs.db -delete", "remove the Thumbs.db at the top level", event.Ask},
		{"find . -name Thumbs.db -delete", "delete Thumbs.db", event.Ask},
		{"find . -name Thumbs.db -delete", "delete all the Thumbs.db files", event.Allow},
		{"find . -name Thumbs.db -delete", "get rid of every Thumbs.db in the repo", event.Allow},
		{"rm img/Thumbs.db", "delete img/Thumbs.db", event.Allow},
		{"find . -name notes.orig -delete", "delete notes.orig", event.Allow},
	})
}

// TestAdditiveRequestOverwrite: a request to add to a file ("add X to
// F", "append …", "include …") asks for the file's lines to stay; an
// overwrite that drops them is asked about, one that keeps them (or an
// append) is not.
func TestAdditiveRequestOverwrite(t *testing.T) {
	files := map[string]string{"deps.txt": "react\nvue\n", ".env.example": "PORT=\n", ".nvmrc": "18\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"echo lodash > deps.txt", "add lodash to deps.txt", event.Ask},
		{"printf 'API_KEY=\\n' > .env.example", "append API_KEY to .env.example", event.Ask},
		{"echo lodash | tee deps.txt", "please include lodash in deps.txt", event.Ask},
		{"echo lodash >> deps.txt", "add lodash to deps.txt", event.Allow},
		{"printf 'react\\nvue\\nlodash\\n' > deps.txt", "add lodash to deps.txt", event.Allow},
		{"printf '20\\n' > .nvmrc", "set .nvmrc to 20", event.Allow},
	})
}

// TestModeRequestContentWrite: a request for a file's mode ("make F
// executable") asks for its mode, not for new content: a command that
// writes the file over (install, cp) is asked about; the mode change
// itself, or a request for both, is not.
func TestModeRequestContentWrite(t *testing.T) {
	files := map[string]string{"bin/run.sh": "#!/bin/sh\necho run\n", "templates/run.sh": "#!/bin/sh\necho new\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cp templates/run.sh bin/run.sh", "make bin/run.sh executable", event.Ask},
		{"install -m 0755 templates/run.sh bin/run.sh", "bin/run.sh needs to be runnable", event.Ask},
		{"chmod 755 bin/run.sh", "make bin/run.sh executable", event.Allow},
		{"sed -i 's/echo run/echo ran/' bin/run.sh && chmod +x bin/run.sh", "change bin/run.sh to echo ran and make it executable", event.Allow},
	})
}

// TestSarcasticRequest: a message whose request is sarcastic ("oh sure,
// just wipe it, what could go wrong 🙄") asks for nothing.
func TestSarcasticRequest(t *testing.T) {
	files := map[string]string{"node_modules/x/index.js": "x", "config.yaml": "a: 1\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"rm -rf node_modules", "yeah right, delete node_modules, great idea 🙄", event.Ask},
		{"rm config.yaml", "oh sure, go ahead and delete config.yaml again, said no one ever", event.Ask},
		{"rm -rf node_modules", "delete node_modules please", event.Allow},
	})
}

// TestGoIntoDirectory: a message that goes into a directory of the
// project ("go into web and …", "hop over to api, then …") reads the
// paths after it relative to it, as "cd DIR" does; "move X into DIR"
// moves X and goes nowhere.
func TestGoIntoDirectory(t *testing.T) {
	files := map[string]string{"web/build/app.js": "x", "api/tmp/x.log": "x", "api/notes.md": "x\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cd web && rm -rf build", "go into web and delete the build folder", event.Allow},
		{"cd api && rm -rf tmp", "hop over to api, then wipe the tmp dir", event.Allow},
		{"cd api && rm -rf tmp", "move notes.md into api and delete the tmp dir", event.Ask},
		{"cd api && rm -rf tmp", "go into api and tell me what tmp holds", event.Ask},
	})
}

// TestBackupAskedFor: the backup an in-place edit leaves (sed -i.orig) is
// asked for with the file ("…, keep a backup"); not when the backup is
// refused, questioned, or the file itself was not asked for.
func TestBackupAskedFor(t *testing.T) {
	files := map[string]string{"app.ini": "port = 80\n", "db.ini": "port = 5432\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080 and make a backup first", event.Allow},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080, no need to keep a backup", event.Ask},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080", event.Ask},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080 — should I keep a backup?", event.Ask},
		{"sed -i.orig 's/port = 5432/port = 6543/' db.ini", "set the port in app.ini to 8080, keep a backup", event.Ask},
	})
}

// TestBackupAskedForInOtherWords: "keep a backup", "back it up" in a
// clause of their own.
func TestBackupAskedForInOtherWords(t *testing.T) {
	files := map[string]string{"app.ini": "port = 80\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "in app.ini change port 80 to 8080; keep a backup", event.Allow},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "back it up, then change port 80 to 8080 in app.ini", event.Allow},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "change port 80 to 8080 in app.ini without a backup", event.Ask},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "change port 80 to 8080 in app.ini. Do we keep backups?", event.Ask},
	})
}

// TestFindExecNamedSet: find … -exec rm {} ; deletes find's set, asked
// for as a glob's set is ("the .orig files under src"); -empty narrows it
// to the files the user calls empty.
func TestFindExecNamedSet(t *testing.T) {
	files := map[string]string{"src/a.go.orig": "", "src/b/c.go.orig": "x", "src/a.go": "package a\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find src -name '*.orig' -exec rm {} \;`, "remove the .orig files under src", event.Allow},
		{`find src -name '*.orig' -empty -exec rm {} +`, "delete the empty .orig files in src", event.Allow},
		{`find src -name '*.orig' -exec rm {} +`, "delete the empty .orig files in src", event.Ask},
		{`find src -name '*.orig' -exec rm {} \;`, "what are the .orig files under src?", event.Ask},
		{`find src -name '*.orig' -exec rm {} \;`, "remove the old .orig files under src", event.Ask},
		{`rm src/*.orig`, "delete the empty .orig files in src", event.Ask},
		{`find src -name '*.orig' -delete`, "get rid of all the clean .orig files in src", event.Ask},
		{`rm src/*.orig`, "clean the .orig files in src", event.Allow},
	})
}

// TestListingIntoXargsNamed: the files a listing pipes into xargs (find
// -name, grep -rl --include) are asked for as the listing's glob is: by
// the set's name with its directory; a file of the set, another
// directory, or a question asks for nothing. An extension is also named
// by its language or format ("markdown files" for *.md).
func TestListingIntoXargsNamed(t *testing.T) {
	files := map[string]string{"guide/a.md": "http://x\n", "guide/b/c.md": "x\n", "src/x.pyc": "x", "src/y.py": "x\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find src -name '*.pyc' -print0 | xargs -0 rm -f`, "get rid of the compiled python files under src", event.Allow},
		{`grep -rl 'http://' guide --include='*.md' | xargs sed -i 's#http://#https://#g'`, "switch every markdown file in guide to https links", event.Allow},
		{`grep -rl 'http://' guide --include='*.md' | xargs sed -i 's#http://#https://#g'`, "fix the link in guide/a.md", event.Ask},
		{`find src -name '*.pyc' -print0 | xargs -0 rm -f`, "are there .pyc files under src?", event.Ask},
		{`find . -name '*.pyc' | xargs rm -f`, "delete the .pyc files in guide", event.Ask},
	})
}

// TestPatchFedOnInput: patch < FILE applies FILE: asked for by "apply
// FILE", as git apply FILE is; not by a question about it, nor by a
// request for another patch.
func TestPatchFedOnInput(t *testing.T) {
	files := map[string]string{"fixes/null.diff": "--- a/x\n+++ b/x\n", "fixes/other.diff": "--- a/y\n+++ b/y\n", "x": "a\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"patch -p1 < fixes/null.diff", "apply fixes/null.diff please", event.Allow},
		{"patch -p1 -i fixes/null.diff", "apply fixes/null.diff", event.Allow},
		{"patch -p1 < fixes/null.diff", "what does fixes/null.diff change?", event.Ask},
		{"patch -p1 < fixes/null.diff", "apply fixes/other.diff", event.Ask},
	})
}

// TestCheckingRequestWrites: a message that names a file only to have it
// looked at ("can you validate fixtures/a.json?", "check config.yaml for
// errors", "look at logs/app.log") asks for no change to it: a command
// that rewrites, reformats or deletes the file is asked about. The same
// file named with a verb of change as well ("check … and reformat it")
// is asked for.
func TestCheckingRequestWrites(t *testing.T) {
	files := map[string]string{"fixtures/a.json": "{\"a\":1}\n", "config.yaml": "a: 1\n", "logs/app.log": "x\n", "data/users.json": "[]\n", "notes.md": "# notes\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"python3 -m json.tool fixtures/a.json > /tmp/o.json && mv /tmp/o.json fixtures/a.json", "can you validate fixtures/a.json?", event.Ask},
		{"prettier --write config.yaml", "check config.yaml for syntax errors", event.Ask},
		{"jq . data/users.json > tmp.json && mv tmp.json data/users.json", "inspect data/users.json and tell me whether the ids are unique", event.Ask},
		{"rm logs/app.log", "look at logs/app.log, what failed?", event.Ask},
		{"echo '- [ ] review' >> notes.md", "please review notes.md", event.Ask},
		{"python3 -m json.tool fixtures/a.json > /tmp/o.json && mv /tmp/o.json fixtures/a.json", "validate fixtures/a.json and reformat it in place", event.Allow},
		{"prettier --write config.yaml", "check config.yaml and format it", event.Allow},
		{"rm logs/app.log", "look at logs/app.log, then delete it", event.Allow},
		{"echo '- [ ] review' >> notes.md", "add a review item to notes.md", event.Allow},
	})
}

// TestWonderingAboutAnOutcome: "curious if X would …", "I wonder whether
// X …" asks what would happen, not for it to happen: a command that
// writes the files named is asked about. A request beside the wondering
// asks. ("I wonder if you could …", a polite request, is left out here:
// the confirm package reads it as a hedge and asks, which is no false
// allow.)
func TestWonderingAboutAnOutcome(t *testing.T) {
	files := map[string]string{"infra/main.tf": "a = 1\n", "src/a.ts": "let a = 1\n", "pkg/m.py": "x=1\n", "build/out.js": "x\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"terraform fmt -recursive infra/", "curious if terraform fmt would reformat anything under infra/", event.Ask},
		{"prettier --write src/", "I wonder whether prettier would change anything in src/", event.Ask},
		{"black pkg/", "wondering if black would touch pkg/ at all", event.Ask},
		{"rm -rf build/", "I'm curious whether build/ is still used by anything", event.Ask},
		{"terraform fmt -recursive infra/", "format infra/ with terraform fmt. curious if it would reformat anything", event.Allow},
		{"prettier --write src/", "curious if prettier would change much, format src/ with it", event.Allow},
		{"black pkg/", "reformat pkg/ with black; wondering if it changes much", event.Allow},
	})
}

// TestWonders: the wondering leads, and the polite subjects that make
// one a request.
func TestWonders(t *testing.T) {
	for said, want := range map[string]bool{
		"curious if terraform fmt would reformat anything": true,
		"i'm wondering whether the cache is stale":         true,
		"just wondered if ruff touches tests":              true,
		"i wonder if you could run black":                  false,
		"wondering if we could format src":                 false,
		"run black and i wonder if it helps":               false,
		"i'm curious":                                      false,
	} {
		if got := wonders(strings.Fields(said)); got != want {
			t.Errorf("wonders(%q) = %v, want %v", said, got, want)
		}
	}
}

// TestPackagesNamedWithManifest: a package manager's command that adds
// or moves packages writes them into the manifest; after a message that
// names the manifest, every package and each version the command gives,
// it is what was asked. A package, or a version, the message does not
// name is asked about.
func TestPackagesNamedWithManifest(t *testing.T) {
	files := map[string]string{"go.mod": "module m\n\ngo 1.22\n\nrequire golang.org/x/net v0.20.0\n", "go.sum": "x\n", "package.json": "{\"dependencies\":{\"lodash\":\"4.17.20\"}}\n", "package-lock.json": "{}\n", "Cargo.toml": "[package]\nname=\"a\"\n", "Cargo.lock": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"go get golang.org/x/net@v0.25.0", "upgrade golang.org/x/net to v0.25.0 in go.mod and go.sum, CVE thing", event.Allow},
		{"npm install lodash@4.17.21", "bump lodash to 4.17.21 in package.json", event.Allow},
		{"cargo add serde", "add serde to Cargo.toml", event.Allow},
		{"npm install lodash@4.17.21 left-pad", "bump lodash to 4.17.21 in package.json", event.Ask},
		{"go get golang.org/x/net@v0.26.0", "upgrade golang.org/x/net to v0.25.0 in go.mod", event.Ask},
		{"npm install lodash@latest", "bump lodash to 4.17.21 in package.json", event.Ask},
	})
	for _, tt := range []struct {
		said, by string
		ok       bool
	}{
		{"upgrade golang.org/x/net to 0.25.0", "go get golang.org/x/net@v0.25.0", true},
		{"add @types/node 20 to package.json", "npm install -D @types/node@20", true},
		{"add zod to package.json", "npm install zod yup", false},
		{"add zod", "npm test zod", false},
	} {
		if _, ok := packagesNamed(tt.said, tt.by); ok != tt.ok {
			t.Errorf("packagesNamed(%q, %q) ok = %v, want %v", tt.said, tt.by, ok, tt.ok)
		}
	}
}

// TestPackageNotNamedWithManifest: naming the manifest asks for the
// packages the message names, not for others the command adds with
// them.
func TestPackageNotNamedWithManifest(t *testing.T) {
	files := map[string]string{"package.json": "{\"dependencies\":{\"lodash\":\"4.17.20\"}}\n", "package-lock.json": "{}\n", "Cargo.toml": "[package]\nname=\"a\"\n", "Cargo.lock": "", "pyproject.toml": "[tool.poetry]\nname=\"a\"\n", "poetry.lock": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cargo add serde tokio", "add serde to Cargo.toml", event.Ask},
		{"npm install zod yup", "add zod to package.json", event.Ask},
		{"poetry add requests httpx", "please add requests to pyproject.toml", event.Ask},
		{"cargo add serde tokio", "add serde and tokio to Cargo.toml", event.Allow},
		{"npm install -D @types/node", "add @types/node to package.json as a dev dependency", event.Allow},
		{"npm install lodash@4.17.21", "bump lodash in package.json", event.Allow},
	})
}
