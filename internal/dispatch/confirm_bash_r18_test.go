package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 18: writes by an option or by what is fetched (a dump's -f, curl
// -O, wget, aws s3 onto a local path), deletions an option adds to a copy
// or an archive (rsync --delete, tar --remove-files), and line editors'
// scripts (ed, ex) read for what they write.

// TestFetchedWritesJudged: each such write is judged like an Edit of its
// file: asked for when the request names it with a verb of downloading,
// dumping or copying; asked about when it lands elsewhere or deletes what
// nobody asked to delete.
func TestFetchedWritesJudged(t *testing.T) {
	files := map[string]string{
		"db/schema.sql":      "-- schema\n",
		"vendor/js/.keep":    "",
		"public/fonts/a.txt": "a\n",
		"logs/app.log":       "x\n",
		"assets/fonts/b.txt": "b\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"pg_dump --schema-only -d shop -f db/schema.sql", "regenerate db/schema.sql from the dev database with pg_dump", event.Allow},
		{"pg_dump --schema-only -d shop -f db/other.sql", "regenerate db/schema.sql from the dev database with pg_dump", event.Ask},
		{"curl -fsSL -o vendor/js/alpine.min.js https://cdn.example.com/alpine.min.js", "download alpine into vendor/js/alpine.min.js", event.Allow},
		{"curl -fsSLO https://cdn.example.com/alpine.min.js", "download alpine into vendor/js/alpine.min.js", event.Ask},
		{"wget https://cdn.example.com/alpine.min.js", "lade alpine nach vendor/js/alpine.min.js herunter", event.Ask},
		{"aws s3 cp s3://bucket/fonts/a.txt public/fonts/a.txt", "fetch public/fonts/a.txt from s3://bucket/fonts/a.txt", event.Allow},
		{"rsync -a --delete assets/fonts/ public/fonts/", "copy the fonts from assets/fonts into public/fonts", event.Ask},
		{"rsync -a assets/fonts/ public/fonts/", "copy the fonts from assets/fonts into public/fonts", event.Allow},
		{"rsync -a --remove-source-files assets/fonts/ public/fonts/", "copy the fonts from assets/fonts into public/fonts", event.Ask},
		{"tar -czf logs.tar.gz --remove-files logs/", "archive logs/ as logs.tar.gz", event.Ask},
		{"tar -czf logs.tar.gz logs/", "archive logs/ as logs.tar.gz", event.Allow},
	})
}

// TestEditorScriptsJudged: a line editor's script that only prints is a
// reading command, left alone; one that writes another file than the one the request names is
// asked about; one that writes the file asked for runs.
func TestEditorScriptsJudged(t *testing.T) {
	files := map[string]string{
		"notes.txt":    "one\ntwo\nthree\n",
		"CHANGELOG.md": "# Changes\n\n## 1.0.0\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`printf '%s\n' '1,2n' 'q' | ed -s notes.txt`, "show me the first two lines of notes.txt with line numbers", ""},
		{`printf '%s\n' '$a' 'four' '.' 'w' 'q' | ed -s notes.txt`, "append a line 'four' to notes.txt", event.Allow},
		{`ex -sc '%s/1\.0\.0/1.0.1/|w! CHANGES.md|q!' CHANGELOG.md`, "in CHANGELOG.md change 1.0.0 to 1.0.1", event.Ask},
		{`ex -sc '%s/1\.0\.0/1.0.1/|x' CHANGELOG.md`, "in CHANGELOG.md change 1.0.0 to 1.0.1", event.Allow},
	})
}
