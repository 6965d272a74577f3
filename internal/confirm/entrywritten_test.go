package confirm

import (
	"strings"
	"testing"
)

// TestOneEntryWrittenOut: a request that writes one entry of a list file
// as it is ("coverage/", ".cache/", "requests") allows that entry alone;
// a sibling entry put beside it needs confirmation. .gitignore,
// .dockerignore, requirements.txt, CODEOWNERS-like lists; English,
// German, Spanish, French.
func TestOneEntryWrittenOut(t *testing.T) {
	ignore := "node_modules/\ndist/\n.env\n"
	docker := ".git\nnode_modules\n"
	reqs := "flask==3.0.0\nrequests==2.31.0\n"
	pool := "func Open() *sql.DB {\n\tdb := open()\n\tdb.SetMaxOpenConns(20)\n\treturn db\n}\n"
	proposal := []Turn{u("what does idle default to in db/pool.go?"), a("It is 2. I'd add `db.SetMaxIdleConns(10)` after SetMaxOpenConns in db/pool.go."), u("do it")}
	runThreadCases(t, []threadCase{
		{[]Turn{u("add coverage/ to .gitignore")}, fileTarget(".gitignore", ignore, replace(ignore, "dist/\n", "dist/\ncoverage/\n")), Explicit},
		{[]Turn{u("add coverage/ to .gitignore")}, fileTarget(".gitignore", ignore, replace(ignore, "dist/\n", "dist/\ncoverage/\n*.log\n")), NeedsConfirmation},
		{[]Turn{u("füge `.cache/` zur .dockerignore hinzu")}, fileTarget(".dockerignore", docker, docker+".cache/\n"), Explicit},
		{[]Turn{u("füge `.cache/` zur .dockerignore hinzu")}, fileTarget(".dockerignore", docker, docker+".cache/\ntmp/\n"), NeedsConfirmation},
		{[]Turn{u("añade pytest==8.2.0 a requirements.txt, por favor")}, fileTarget("requirements.txt", reqs, reqs+"pytest==8.2.0\n"), Explicit},
		{[]Turn{u("añade pytest==8.2.0 a requirements.txt, por favor")}, fileTarget("requirements.txt", reqs, reqs+"pytest==8.2.0\npytest-cov==5.0.0\n"), NeedsConfirmation},
		// a call written out as it is, and another beside it
		{proposal, fileTarget("db/pool.go", pool, replace(pool, "\tdb.SetMaxOpenConns(20)\n", "\tdb.SetMaxOpenConns(20)\n\tdb.SetMaxIdleConns(10)\n")), Explicit},
		{proposal, fileTarget("db/pool.go", pool, replace(pool, "\tdb.SetMaxOpenConns(20)\n", "\tdb.SetMaxOpenConns(20)\n\tdb.SetMaxIdleConns(10)\n\tdb.SetConnMaxLifetime(time.Hour)\n")), NeedsConfirmation},
		{[]Turn{u("ajoute *.tmp au .gitignore")}, fileTarget(".gitignore", ignore, ignore+"*.tmp\n"), Explicit},
		{[]Turn{u("ajoute *.tmp au .gitignore")}, fileTarget(".gitignore", ignore, ignore+"*.tmp\n*.bak\n"), NeedsConfirmation},
	})
}

// TestEntryWritten: the whole entry, marks and all, standing apart in the
// text asked; a bare word or an entry inside a longer one is not written
// out.
func TestEntryWritten(t *testing.T) {
	for _, c := range []struct {
		asked, line string
		want        bool
	}{
		{"add coverage/ to .gitignore", "coverage/", true},
		{"ignore `*.log`, please", "*.log", true},
		{"add build/coverage/ to it", "coverage/", false},
		{"add coverage to the ignore file", "coverage", false},
		{"ignore .env.local", ".env", false},
		{"ignore .env, too", "  .env", true},
	} {
		d := dictation{text: strings.ToLower(c.asked)}
		if got := d.entryWritten(c.line); got != c.want {
			t.Errorf("entryWritten(%q) in %q = %v, want %v", c.line, c.asked, got, c.want)
		}
	}
}
