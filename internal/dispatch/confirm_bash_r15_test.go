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
