package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 11: writes whose files a command lists at run time (xargs, find
// -exec, a tool's own glob, a path bound in inline code) are judged by the
// set they stand for, as globs are, and the project's root named as "the
// root" is the working directory's place.

// TestListedFilesIntoXargs: files a static printf or echo hands to xargs
// are the command's operands, judged each like an Edit of the file.
func TestListedFilesIntoXargs(t *testing.T) {
	files := map[string]string{"src/api/client.ts": "fetchJSON('/a')\n", "src/api/admin.ts": "fetchJSON('/b')\n", "tmp/a.json": "{}", "tmp/b.json": "{}"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`printf '%s\n' src/api/client.ts src/api/admin.ts | xargs sed -i 's/fetchJSON/request/g'`, "in src/api/client.ts and src/api/admin.ts replace fetchJSON with request", event.Allow},
		{`printf '%s\n' src/api/client.ts src/api/admin.ts | xargs sed -i 's/fetchJSON/request/g'`, "in src/api/client.ts replace fetchJSON with request", event.Ask},
		{`echo tmp/a.json tmp/b.json | xargs rm -v`, "delete these: tmp/a.json tmp/b.json", event.Allow},
		{`echo tmp/a.json tmp/b.json | xargs rm -v`, "delete tmp/a.json", event.Ask},
		{`printf 'tmp/a.json\ntmp/b.json\n' | xargs rm`, "what's in tmp/a.json and tmp/b.json?", event.Ask},
		{`printf '%s\n' "$F" | xargs rm`, "delete tmp/a.json", event.Ask},
	})
}

// TestFindExecEditor: find -exec of an in-place editor on {} edits find's
// glob, judged by what the user calls the set; without -i it only reads.
func TestFindExecEditor(t *testing.T) {
	files := map[string]string{"services/api/Dockerfile": "FROM node:18\n", "services/web/Dockerfile": "FROM node:18\n", "app/main.py": "print(1)\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find services -name Dockerfile -exec sed -i 's/^FROM node:18/FROM node:20/' {} +`, "in every Dockerfile under services/, change FROM node:18 to FROM node:20", event.Allow},
		{`find services -name Dockerfile -exec sed -i 's/^FROM node:18/FROM node:20/' {} +`, "in services/api/Dockerfile change FROM node:18 to FROM node:20", event.Ask},
		{`find services -name Dockerfile -exec sed -i 's/^FROM node:18/FROM node:20/' {} +`, "why is the web image still on node 18?", event.Ask},
		{`find . -name '*.py' -exec sed -n '1p' {} \;`, "show me the first line of each python file", ""},
	})
}

// TestSubstitutionOverListedFiles: grep -rl P DIR | xargs sed -i
// 's/\bP\b/Q/' changes the word P wherever it stands under DIR, as
// "replace P with Q everywhere in DIR" asks; a request naming one file
// under DIR, another directory, files of a kind, or a question does not
// ask for it, nor does a pattern that also matches inside longer words.
// A listing by content fed to rm stays unknown.
func TestSubstitutionOverListedFiles(t *testing.T) {
	files := map[string]string{"src/api/client.ts": "fetchJSON('/a')\n", "src/http.ts": "export function fetchJSON() {}\n", "lib/x.ts": "fetchJSON()\n"}
	cmd := `grep -rl '\bfetchJSON\b' src | xargs sed -i 's/\bfetchJSON\b/request/g'`
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{cmd, "rename fetchJSON to request everywhere in src/", event.Allow},
		{cmd, "replace fetchJSON with request across all files in src", event.Allow},
		{cmd, "rename fetchJSON to request in src/api/client.ts", event.Ask},
		{cmd, "rename fetchJSON to request in lib/", event.Ask},
		{cmd, "what calls fetchJSON in src?", event.Ask},
		{`grep -rl TODO src | xargs rm`, "delete the files in src that still have a TODO", event.Ask},
		// s/getUsr/getUser/ renames getUsrName too: more than the name.
		{`grep -rl getUsr src | xargs sed -i 's/getUsr/getUser/g'`, "rename the function getUsr to getUser everywhere in src", event.Ask},
		{`grep -rl '\bgetUsr\b' src | xargs sed -i 's/\bgetUsr\b/getUser/g'`, "rename the function getUsr to getUser everywhere in src", event.Allow},
		// some of the files asked for, every file changed
		{`grep -rl '\b2023\b' src | xargs sed -i 's/\b2023\b/2024/'`, "update the year in all the ts files under src", event.Ask},
	})
}

// TestProjectRootAsPlace: "the root", "the repo root", "the project
// root" name the project's directory as where a set of files is, so a
// glob there moved elsewhere is the set asked for; another directory
// named, or a narrowing, is not.
func TestProjectRootAsPlace(t *testing.T) {
	files := map[string]string{"a.png": "x", "b.png": "x", "seed.sql": "x", "docs/img/.keep": "", "assets/c.png": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`mv ./*.png docs/img/`, "move all the png screenshots from the repo root into docs/img/", event.Allow},
		{`mkdir -p db/seeds && mv ./*.sql db/seeds/`, "move all the *.sql files from the root into db/seeds/", event.Allow},
		{`git mv *.png docs/img/`, "put all the PNGs from the project root into docs/img/", event.Allow},
		{`git mv *.png docs/img/`, "move the PNGs at the top level into docs/img/", event.Allow},
		{`mv ./*.png docs/img/`, "move the png files from assets into docs/img/", event.Ask},
		{`mv ./*.png docs/img/`, "move the png files from the root except a.png into docs/img/", event.Ask},
		{`git mv *.png docs/img/`, "don't put the PNGs into docs/img/ yet", event.Ask},
		{`mv ./*.png docs/img/`, "should the PNGs go into docs/img/?", event.Ask},
	})
}

// TestExtensionPlural: the extension made plural ("the PNGs", "the
// pdfs") names the files of a glob of that extension, not a directory
// called so ("the logs folder").
func TestExtensionPlural(t *testing.T) {
	files := map[string]string{"a.pdf": "x", "b.pdf": "x", "logs/.keep": "", "docs/.keep": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`mv ./*.pdf docs/`, "move the PDFs into docs/", event.Allow},
		{`touch logs/app.log`, "set up the logs folder", event.Ask},
		{`rm ./*.pdf`, "where do the PDFs come from?", event.Ask},
	})
}

// TestToolGlobInNamedDirectory: a fixer or formatter given a glob it
// expands itself under a directory does no more than the tool run on that
// directory: asked for by the tool's request on the directory itself, not
// by one on a directory below it or a question.
func TestToolGlobInNamedDirectory(t *testing.T) {
	files := map[string]string{"src/components/Button.tsx": "x", "src/utils/a.ts": "x", "package.json": "{}"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`npx eslint 'src/components/**/*.tsx' --fix`, "auto-fix the eslint issues in src/components", event.Allow},
		{`npx prettier --write 'src/**/*.ts'`, "run prettier on src/utils", event.Ask},
		{`npx eslint 'src/components/**/*.tsx' --fix`, "does eslint pass on src/components?", event.Ask},
		{`npx prettier --write 'src/components/**/*.tsx'`, "run prettier on src/components/Button.tsx", event.Ask},
	})
}

// TestToolVerbOnDirectory: a formatter's name as the verb of an order on
// "the X directory" (folder, dir) asks for it, as on "the X file".
func TestToolVerbOnDirectory(t *testing.T) {
	files := map[string]string{"infra/modules/vpc/main.tf": "x", "internal/store/s.go": "package store\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`terraform fmt infra/modules/vpc`, "terraform fmt the infra/modules/vpc directory", event.Allow},
		{`gofmt -w internal/store`, "gofmt the internal/store folder please", event.Allow},
		{`terraform fmt infra/modules/vpc`, "terraform fmt the infra/modules/vpc directory fails on CI", event.Ask},
	})
}

// TestInlineOneLinerPath: a path bound to a name in a one-line program
// (statements split by ;) is that file, judged like an Edit of it.
func TestInlineOneLinerPath(t *testing.T) {
	files := map[string]string{"data/products.json": "{\"a\":1}\n"}
	cmd := `python3 -c "import json;p='data/products.json';d=json.load(open(p));json.dump(d,open(p,'w'),indent=2)"`
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{cmd, "reformat data/products.json with 2-space indent", event.Allow},
		{cmd, "what's in data/products.json?", event.Ask},
	})
}

// TestFindAgeNarrowed: find's age tests narrow its files to the old (or
// new) ones: asked for by a request for the directory's files of that age
// or all of them; a request narrowed by age is not met by a command that
// takes them all.
func TestFindAgeNarrowed(t *testing.T) {
	files := map[string]string{"tmp/uploads/a.bin": "x", "tmp/uploads/b.bin": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`find tmp/uploads -type f -mtime +7 -delete`, "delete everything in tmp/uploads older than 7 days", event.Allow},
		{`find tmp/uploads -type f -mtime +7 -delete`, "why is tmp/uploads so big?", event.Ask},
		{`find tmp/uploads -type f -delete`, "delete the files in tmp/uploads older than 7 days", event.Ask},
	})
}

// TestPlaceLead: a message that opens by setting a place ("in web/, …",
// "in the docs folder, …") names what follows in that place; another
// place, a file outside it, or a question asks for nothing.
func TestPlaceLead(t *testing.T) {
	files := map[string]string{"web/yarn.lock": "x", "web/package.json": "{}", "api/package.json": "{}", "docs/README.md": "# d\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cd docs && cat > CONTRIBUTING.md <<'MD'\n# Contributing\nMD", "in the docs folder, write a short CONTRIBUTING.md that says to run make lint", event.Allow},
		{"(cd web && rm -f yarn.lock && yarn install)", "in web/, regenerate yarn.lock from scratch — delete it and run yarn", event.Allow},
		{"rm -f web/yarn.lock", "in api/, regenerate yarn.lock — delete it and run yarn", event.Ask},
		{"rm -f web/yarn.lock", "in web/, why is yarn.lock so big?", event.Ask},
	})
	// The place is where the names are: the file of the same name
	// elsewhere is not in it.
	bashVerdicts(t, map[string]string{"yarn.lock": "x", "web/package.json": "{}"}, []struct{ cmd, said, want string }{
		{"rm -f yarn.lock", "in web/, delete yarn.lock", event.Ask},
	})
}

// TestGlobTypedOrCleared: a glob typed in the message names its set as a
// file's name names the file ("git rm every public/icons/unused-*.svg"),
// and a set of files cleared out is deleted; a question about them, or
// another pattern, asks for nothing.
func TestGlobTypedOrCleared(t *testing.T) {
	files := map[string]string{"public/icons/unused-a.svg": "x", "public/icons/unused-b.svg": "x", "logs/a.log": "x", "logs/b.log": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"git rm public/icons/unused-*.svg", "git rm every public/icons/unused-*.svg", event.Allow},
		{"git rm public/icons/unused-*.svg", "what are the public/icons/unused-*.svg files for?", event.Ask},
		{"git rm public/icons/unused-*.svg", "delete every public/icons/old-*.svg", event.Ask},
		{"rm -f logs/*.log && du -sh logs", "clear out the *.log files in logs/ — they're like 2GB", event.Allow},
		{"rm -f logs/*.log", "why are the *.log files in logs/ so big?", event.Ask},
	})
}

// TestProgramAsMeansInPlace: a program of the writers' table named as the
// means of a change ("with mockgen") in a directory named as itself asks
// for what it writes there; another directory, a negation or a question
// does not. A fixer's verb ("autocorrect") asks for the fixer on the file
// named; an archive unpacked into the directory named (its trailing
// slash as typed) is asked for.
func TestProgramAsMeansInPlace(t *testing.T) {
	files := map[string]string{"internal/store/store.go": "package store\n", "internal/store/mocks/store_mock.go": "package mocks\n", "internal/api/mocks/x.go": "package mocks\n",
		"app/models/user.rb": "class User\nend\n", "Gemfile": "", "vendor/fonts.tar.gz": "x", "public/fonts/.keep": "", "public/img/.keep": ""}
	mockgen := "mockgen -source=internal/store/store.go -destination=internal/store/mocks/store_mock.go -package=mocks"
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{mockgen, "regenerate the mocks in internal/store/mocks with mockgen, the Store interface changed", event.Allow},
		{mockgen, "regenerate the mocks in internal/api/mocks with mockgen", event.Ask},
		{mockgen, "can we regenerate the mocks in internal/store/mocks with mockgen?", event.Ask},
		{mockgen, "don't regenerate the mocks in internal/store/mocks with mockgen", event.Ask},
		{"bundle exec rubocop -a app/models/user.rb", "let rubocop autocorrect app/models/user.rb (safe corrections only)", event.Allow},
		{"bundle exec rubocop -a app/models/user.rb", "does rubocop autocorrect app/models/user.rb?", event.Ask},
		{"mkdir -p public/fonts && tar -xzf vendor/fonts.tar.gz -C public/fonts", "unpack vendor/fonts.tar.gz into public/fonts/", event.Allow},
		{"tar -xzf vendor/fonts.tar.gz -C public/fonts", "unpack vendor/fonts.tar.gz into public/img/", event.Ask},
	})
}

// TestBuildNamedAsNoun: "run the build" asks for make's build as "build
// the project" does; a question about the build does not.
func TestBuildNamedAsNoun(t *testing.T) {
	files := map[string]string{"Makefile": "all:\n\tcc main.c\n", "main.c": "int main(){}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"make all 2>&1 | tee build.log", "Run the build and save the full output to build.log so I can attach it to the ticket.", event.Allow},
		{"make all 2>&1 | tee build.log", "does the build pass?", event.Ask},
		{"make", "don't run the build yet, fix main.c first", event.Ask},
	})
}

// TestCopiedIntoNamedPlace: a copy asked for into a directory named
// ("copy logo.svg from ../old-site/assets into public/") is the file of
// the source's name there; another directory, a question or a negation
// is not.
func TestCopiedIntoNamedPlace(t *testing.T) {
	files := map[string]string{"public/.keep": "", "static/.keep": "", "tools/pre-commit": "#!/bin/sh\n", ".git/hooks/.keep": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cp ../old-site/assets/logo.svg public/logo.svg", "copy logo.svg from ../old-site/assets into public/", event.Allow},
		{"install -m 0755 tools/pre-commit .git/hooks/pre-commit", "copy the git hook from tools/pre-commit into .git/hooks and make it executable", event.Allow},
		{"cp ../old-site/assets/logo.svg public/logo.svg", "copy logo.svg from ../old-site/assets into static/", event.Ask},
		{"cp ../old-site/assets/logo.svg public/logo.svg", "should I copy logo.svg into public/?", event.Ask},
		{"cp ../old-site/assets/logo.svg public/logo.svg", "don't copy logo.svg into public/", event.Ask},
	})
}

// TestCommandTypedPolitely: a command typed with "please" after it, and
// a path's dots before a space ("./... please"), is still typed; a
// question after it is not an order.
func TestCommandTypedPolitely(t *testing.T) {
	files := map[string]string{"go.mod": "module m\n", "main.go": "package main\n", "a.txt": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"go fmt ./... && git diff --stat", "go fmt ./... please, the whole module", event.Allow},
		{"go fmt ./...", "go fmt ./... please, is that safe?", event.Ask},
		{"git cherry-pick a1b2c3d", "cherry-pick the rounding fix commit a1b2c3d from hotfix", event.Allow},
		{"git cherry-pick a1b2c3d", "what does a1b2c3d change?", event.Ask},
		{"git cherry-pick a1b2c3d", "don't cherry-pick a1b2c3d", event.Ask},
	})
}

// TestPicksAmongPathsInProse: files the assistant's question lists as
// paths in prose, not code ("config/dev.env and config/prod.env"), are
// options a reply picks among like code spans; a path that is no file of
// the project is no option.
func TestPicksAmongPathsInProse(t *testing.T) {
	files := map[string]string{"config/dev.env": "REQUEST_TIMEOUT=5\n", "config/prod.env": "REQUEST_TIMEOUT=5\n"}
	offer := "Two candidates: config/dev.env and config/prod.env. Which one do you want at 30s?"
	offerReplies(t, files, "sed -i 's/^REQUEST_TIMEOUT=.*/REQUEST_TIMEOUT=30/' config/prod.env", "the timeout is too short", []struct{ offer, reply, want string }{
		{offer, "the second", event.Allow},
		{offer, "the first", event.Ask},
		{"Two candidates: config/dev.env and config/staging.env. Which one do you want at 30s?", "the second", event.Ask},
	})
}

// offerReplies runs cmd in a project holding files after the user's
// first message, each case's assistant offer and the user's reply to it.
func offerReplies(t *testing.T, files map[string]string, cmd, first string, cases []struct{ offer, reply, want string }) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.offer+" "+tt.reply, func(t *testing.T) {
			project := t.TempDir()
			writeFiles(t, project, files)
			got := bashAfter(t, project, cmd, freshTurn{"user", first}, freshTurn{"assistant", tt.offer}, freshTurn{"user", tt.reply})
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestToolGlobOfferAnswered: yes to the assistant's offer to run a
// formatter on a directory asks for its own glob there ('…/**/*.{ts,tsx}'
// too); an offer about another directory, or a no, does not.
func TestToolGlobOfferAnswered(t *testing.T) {
	files := map[string]string{"src/pages/a.tsx": "x", "src/components/b.tsx": "x", "package.json": "{}"}
	offerReplies(t, files, "npx prettier --write 'src/pages/**/*.{ts,tsx}'", "would prettier change anything?", []struct{ offer, reply, want string }{
		{"Yes — 6 files under src/pages would be reformatted. Want me to apply it?", "go for it", event.Allow},
		{"Yes — 6 files under src/pages would be reformatted. Want me to apply it?", "no, leave them", event.Ask},
		{"Yes — 2 files under src/components would be reformatted. Want me to apply it?", "go for it", event.Ask},
	})
}

// TestToolGlobOfferWithOptions: an offer that lists a file of the
// directory as one option ("1. convert `scripts/deploy.sh` … 2. every .sh
// under `scripts/`") answered by a pick of the file does not ask for the
// glob of the whole directory.
func TestToolGlobOfferWithOptions(t *testing.T) {
	project := t.TempDir()
	writeFiles(t, project, map[string]string{"scripts/deploy.sh": "x\r\n", "scripts/backup.sh": "y\r\n"})
	got := bashAfter(t, project, "dos2unix scripts/*.sh",
		freshTurn{"assistant", "Two ways to fix the line endings:\n1. convert `scripts/deploy.sh` to LF with dos2unix\n2. convert every `.sh` under `scripts/`\nWhich do you prefer?"},
		freshTurn{"user", "option 1"})
	assert.Equal(t, event.Ask, got.Permission, got.PermissionReason)
}

// TestReferencesFollowMove: the old path of a file moved as asked,
// rewritten to the new one wherever it is referred to (grep -rl … | xargs
// sed -i 's#auth/jwt#lib/jwt#g'), is asked for by "… and fix the imports";
// not without the references named, not for a move nobody asked for, and
// not for a substitution of another path.
func TestReferencesFollowMove(t *testing.T) {
	files := map[string]string{"src/auth/jwt.ts": "export const sign = 1\n", "src/api/client.ts": "import { sign } from '../auth/jwt'\n", "src/lib/.keep": ""}
	move := `git mv src/auth/jwt.ts src/lib/jwt.ts && grep -rl "auth/jwt" src | xargs sed -i 's#auth/jwt#lib/jwt#g'`
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{move, "move src/auth/jwt.ts to src/lib/jwt.ts and fix the imports that point to it", event.Allow},
		{move, "move src/auth/jwt.ts to src/lib/jwt.ts", event.Ask},
		{move, "move src/auth/jwt.ts to src/lib/jwt.ts. don't touch anything else yet, I'll do the imports by hand", event.Ask},
		{move, "move src/auth/jwt.ts to src/lib/jwt.ts and update all references", event.Allow},
		{move, "fix the imports of src/auth/jwt.ts", event.Ask},
		{`git mv src/auth/jwt.ts src/lib/jwt.ts && grep -rl "auth/session" src | xargs sed -i 's#auth/session#lib/session#g'`, "move src/auth/jwt.ts to src/lib/jwt.ts and fix the imports that point to it", event.Ask},
	})
}
