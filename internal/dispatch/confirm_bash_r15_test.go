package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 15: a doubt beside an approval, paths outside the project known
// only at run time, loops over files, and requests that create or delete
// in other languages.

// TestApprovalWithDoubtWaits: a reply to my proposal that approves and
// then asks about it ("sure, but will that also touch …?") waits for my
// answer, in any language; a plain approval, or one whose question only
// asks for something more, goes ahead.
func TestApprovalWithDoubtWaits(t *testing.T) {
	files := map[string]string{"lib/a.py": "x=1\n", "vendor/b.py": "from lib import a\n", "notes.md": "teh cat\n"}
	mv := []freshTurn{{"user", "rename the `lib` folder to `core`"}, {"assistant", "I'll run `git mv lib core` and then fix the imports. Good?"}}
	sed := []freshTurn{{"user", "fix the typo in notes.md"}, {"assistant", "I'd run `sed -i 's/teh/the/' notes.md`. OK?"}}
	with := func(base []freshTurn, reply string) []freshTurn {
		return append(append([]freshTurn(nil), base...), freshTurn{"user", reply})
	}
	bashConvVerdicts(t, files, []bashConvCase{
		{"git mv lib core", with(mv, "sure, but will that also touch the vendored stuff?"), event.Ask},
		{"git mv lib core", with(mv, "ok but does it break the imports in vendor/?"), event.Ask},
		{"git mv lib core", with(mv, "ja, aber betrifft das auch vendor/?"), event.Ask},
		{"git mv lib core", with(mv, "oui mais ça va casser vendor ?"), event.Ask},
		{"git mv lib core", with(mv, "sí, pero ¿eso no rompe vendor?"), event.Ask},
		{"sed -i 's/teh/the/' notes.md", with(sed, "yes, but is that the only one?"), event.Ask},
		{"git mv lib core", with(mv, "sure, go ahead"), event.Allow},
		{"git mv lib core", with(mv, "yes"), event.Allow},
		{"sed -i 's/teh/the/' notes.md", with(sed, "yes please"), event.Allow},
		{"sed -i 's/teh/the/' notes.md", with(sed, "yes, but could you also fix the other typos after?"), event.Allow},
	})
}

// bashConvCase is a command, the conversation before it, and the
// permission wanted ("" when the hook says nothing).
type bashConvCase struct {
	cmd  string
	conv []freshTurn
	want string
}

// bashConvVerdicts runs each case in a new project holding files.
func bashConvVerdicts(t *testing.T, files map[string]string, cases []bashConvCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.cmd+": "+tt.conv[len(tt.conv)-1].Text, func(t *testing.T) {
			project := t.TempDir()
			writeFiles(t, project, files)
			got := bashAfter(t, project, tt.cmd, tt.conv...)
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestRunTimePathOutsideProject: a path known only at run time whose
// static beginning cannot lead into the project (a file name made with
// the date in /tmp or another directory outside it) writes no project
// file; one whose beginning is the project, a directory above it, or
// only a variable may land in it and is asked about.
func TestRunTimePathOutsideProject(t *testing.T) {
	files := map[string]string{"app.php": "<?php\n", "db.sqlite3": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"mysqldump shop > /tmp/shop-$(date +%F).sql", "take a backup of the shop db outside the repo", ""},
		{"tar czf /var/backups/site-$(date +%s).tgz .", "archive the site somewhere", ""},
		{"cp db.sqlite3 /tmp/db-$(date +%F).sqlite3", "back the db up first", ""},
		{"pg_dump app > /tmp/dumps/$(date +%F)/app.sql", "dump the db", ""},
		{"cp db.sqlite3 backups/db-$(date +%F).sqlite3", "back the db up first", event.Ask},
		{"cp db.sqlite3 $DEST/db.sqlite3", "back the db up first", event.Ask},
		{"cp db.sqlite3 /$(pwd)/db.bak", "back the db up first", event.Ask},
	})
}

// TestEveryFileOfADirectory: a request for a change "in every file under
// k8s/" (in any language read) asks for a substitution over any glob of
// that directory's files, which changes no more than asked; a text
// replaced (a version, a path) is judged by its old and new values like
// an edit of one file; a name replaced inside longer names, a value the
// command does not bring, another directory, a deletion where a change
// was asked, and a loop's variable (a path only known at run time) are
// asked about.
func TestEveryFileOfADirectory(t *testing.T) {
	files := map[string]string{"k8s/deploy.yaml": "image: app:v1.4.2\n", "k8s/job.yaml": "image: app:v1.4.2\n",
		"docs/a.md": "see old.example.com\n", "docs/b.md": "old.example.com\n", "src/a.go": "getUsr()\n"}
	tag := "in every file under k8s/ change image tag v1.4.2 to v1.5.0"
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`sed -i 's/v1\.4\.2/v1.5.0/g' k8s/*.yaml`, tag, event.Allow},
		{`sed -i 's/v1\.4\.2/v1.5.0/g' k8s/*`, tag, event.Allow},
		{`sed -i 's/v1\.4\.2/v1.5.0/' k8s/*.yaml`, "bump the image tag to v1.5.0 in all the yaml files in k8s", event.Allow},
		{`sed -i 's/v1\.4\.2/v1.5.0/' k8s/*.yaml`, "ändere in allen Dateien in k8s/ das Tag v1.4.2 auf v1.5.0", event.Allow},
		{`sed -i 's/v1\.4\.2/v1.5.0/' k8s/*.yaml`, "dans tous les fichiers de k8s/ remplace v1.4.2 par v1.5.0", event.Allow},
		{`sed -i 's/old\.example\.com/docs.example.com/g' docs/*.md`, "replace old.example.com with docs.example.com in each file in docs/", event.Allow},
		{`sed -i 's/getUsr/getUser/g' src/*.go`, "rename getUsr to getUser in every file in src/", event.Ask},
		{`sed -i 's/v1\.4\.2/v1.6.0/' k8s/*.yaml`, tag, event.Ask},
		{`sed -i 's/v1\.4\.2/v1.5.0/' docs/*.md`, tag, event.Ask},
		{`rm k8s/*.yaml`, tag, event.Ask},
		{`sed -i 's/v1\.4\.2/v1.5.0/' k8s/*.yaml`, "what image tag do the files in k8s/ use?", event.Ask},
		{`for f in k8s/*.yaml; do sed -i 's/v1\.4\.2/v1.5.0/g' "$f"; done`, tag, event.Ask},
	})
}

// TestCreateInOtherLanguages: a request to create a file, in another
// language than English, asks for touch of that file; a negation, a
// question, another file, or another kind of write is asked about. A verb
// written with a capital beyond ASCII ("Создай", "Удали") is read as in
// small letters.
func TestCreateInOtherLanguages(t *testing.T) {
	files := map[string]string{"package.json": "{}\n", "old.txt": "x\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`touch .env.local`, "Создай пустой файл .env.local в корне, пожалуйста", event.Allow},
		{`touch .env.local`, "Erstelle bitte eine leere .env.local im Projekt", event.Allow},
		{`touch .env.local`, "crée un fichier .env.local vide", event.Allow},
		{`touch docs/CHANGELOG.md`, "crea docs/CHANGELOG.md, por favor", event.Allow},
		{`touch .env.local`, "utwórz pusty plik .env.local", event.Allow},
		{`touch .env.local`, "no crees .env.local todavía", event.Ask},
		{`touch .env.local`, "¿debería crear .env.local?", event.Ask},
		{`touch .env.local`, "создай .env.example", event.Ask},
		{`touch .env.local`, "не создавай .env.local", event.Ask},
		{`rm old.txt`, "создай old.txt", event.Ask},
		// a capital of another script than ASCII opening the verb
		{`rm old.txt`, "Удали old.txt, пожалуйста", event.Allow},
		{`rm old.txt`, "Не удаляй old.txt", event.Ask},
	})
}

// TestResetToAnotherCommit: git reset --hard to another commit than the
// one checked out moves the branch and drops its commits: asked for by
// naming that revision with a verb of resetting, not by a request to
// discard local changes, which asks only for a reset in place.
func TestResetToAnotherCommit(t *testing.T) {
	bashVerdicts(t, map[string]string{"src/a.js": "x\n"}, []struct{ cmd, said, want string }{
		{"git reset --hard origin/main", "discard my local changes", event.Ask},
		{"git reset --hard HEAD~3", "throw away my uncommitted changes", event.Ask},
		{"git reset --hard", "discard my local changes", event.Allow},
		{"git reset --hard HEAD", "discard my local changes", event.Allow},
		{"git fetch origin && git reset --hard origin/main", "reset my working tree hard to origin/main, I want to throw away everything local", event.Allow},
		{"git reset --hard origin/main", "reset to origin/main", event.Allow},
		{"git reset --hard origin/main", "should I reset to origin/main?", event.Ask},
		{"git reset --hard origin/dev", "reset to origin/main", event.Ask},
	})
}
