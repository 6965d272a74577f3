package dispatch

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

func TestGlobSet(t *testing.T) {
	for _, c := range []struct {
		said, base, phrase string
		ok                 bool
	}{
		{"remove the .log files under logs", "*.log", ".log files", true},
		{"delete the log files", "*.log", "log files", true},
		{"delete the temp files in tmp/", "*.tmp", "temp files", true},
		{"fix the typo in the md files", "*.md", "md files", true},
		{"rm *.md please", "*.md", "*.md", true},
		{"delete the catalog files", "*.log", "", false}, // not a whole word
		{"delete the md files", "*.log", "", false},
		{"delete snapshot-*.json", "snapshot-*.json", "snapshot-*.json", true},
		{"delete the snapshots", "snapshot-*.json", "", false},
		{"delete everything", "*", "", false}, // named by its directory
		{"delete the old log files", "*.log", "log files", false},
		{"delete the log files from yesterday", "*.log", "log files", false},
		{"delete all .log files except app.log", "*.log", ".log files", false},
		{"delete all the log files in logs/", "*.log", "log files", true},
		{"delete the logs log files", "*.log", "log files", true}, // the directory's name before
		{"move the logs folder's log files to archive/", "*.log", "log files", true},
		{"move the logs' log files to archive/", "*.log", "log files", true},
		{"move the old folder's log files to archive/", "*.log", "log files", false}, // another folder's
	} {
		phrase, ok := globSet(c.said, c.base, "logs", false)
		require.Equal(t, c.ok, ok, c.said)
		require.Equal(t, c.phrase, phrase, c.said)
	}
}

func TestNamesOneOf(t *testing.T) {
	for _, c := range []struct {
		said string
		one  bool
	}{
		{"the Header snapshot is stale after the redesign, update it", true},
		{"update the snapshot for UserCard", true},
		{"update the snapshot of the `login_form` test", true},
		{"regenerate the header.test.tsx snapshot", true},
		{"update the snapshot", false},
		{"the snapshots are stale, update them", false},
		{"update the stale snapshot", false},
		{"Snapshot tests fail, update the snapshot", false},
	} {
		require.Equal(t, c.one, namesOneOf(c.said, "snapshots"), c.said)
	}
}

func TestElidedObject(t *testing.T) {
	axios := shell.Alias{Name: "axios", Verbs: []string{"remove", "uninstall", "rip"}}
	types := shell.Alias{Name: "types", Verbs: []string{"regenerate", "regen"}}
	code := shell.Alias{Name: "code", Verbs: []string{"format"}}
	for _, c := range []struct {
		said string
		a    shell.Alias
		want string
		ok   bool
	}{
		{"we don't use axios anymore, rip it out", axios, "we don't use axios anymore, rip the axios out", true},
		{"types.generated.ts is out of sync with the API, please regenerate", types, "types.generated.ts is out of sync with the API, please regenerate the types", true},
		{"types.ts is stale, regen.", types, "types.ts is stale, regen the types.", true},
		{"axios is unused; should I remove it?", axios, "axios is unused; should I remove the axios?", true}, // read by the usual rules: a question
		{"my teammate said \"axios is slow, remove it\"", axios, "my teammate said \"axios is slow, remove the axios\"", true},
		{"remove it", axios, "", false},                                     // nothing named before
		{"axios is fine, remove lodash", axios, "", false},                  // an object of its own
		{"the code is ugly, format it", code, "", false},                    // a word any request may hold
		{"rip it out, axios is dead", axios, "", false},                     // named after the order
		{"regenerate the types please", types, "", false},                   // named after: the usual rules read it
		{"axios is slow, but lodash is worse: remove it", axios, "", false}, // another clause between
	} {
		got, ok := elidedObject(c.said, c.a)
		require.Equal(t, c.ok, ok, c.said)
		require.Equal(t, c.want, got, c.said)
	}
}

func TestRestoreAfterReport(t *testing.T) {
	for _, c := range []struct {
		said, want string
		kind       shell.Kind
		ok         bool
	}{
		{"I accidentally deleted stuff from the README, bring back the committed version", "restore README.md, the committed version", shell.Restore, true},
		{"I broke the README; can you roll back?", "can you restore README.md,?", shell.Restore, true},
		{"I deleted stuff from the README, don't bring it back", "don't restore README.md,", shell.Restore, true}, // read by the usual rules: a negation
		{"I deleted stuff from the README on purpose", "", shell.Restore, false},                                  // no order
		{"I broke the README, bring back CHANGELOG.md", "", shell.Restore, false},                                 // another file
		{"the README is broken, bring back the committed version", "", shell.Restore, false},                      // no report: the usual rules
		{"I accidentally deleted stuff from the README, bring back the committed version", "", shell.EditPlace, false},
	} {
		got, ok := restoreAfterReport(c.said, "README.md", c.kind)
		require.Equal(t, c.ok, ok, c.said)
		require.Equal(t, c.want, got, c.said)
	}
	project := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(project, "README.md"), []byte("# x\n"), 0o644))
	for said, want := range map[string]string{
		"I accidentally deleted stuff from the README, bring back the committed version": "allow",
		"I deleted stuff from the README on purpose, don't bring it back":                "ask",
		"I deleted stuff from the README, should we roll back?":                          "ask",
	} {
		require.Equal(t, want, bashAfter(t, project, "git checkout HEAD -- README.md", freshTurn{"user", said}).Permission, said)
	}
}

func TestCodeSpans(t *testing.T) {
	require.Equal(t, []string{"sed -i 's/a/b/' notes.md", "notes.md"},
		codeSpans("I'd run `sed -i 's/a/b/' notes.md` on `notes.md` — ok?"))
	require.Equal(t, []string{"rm -rf dist\nnpm run build", "x"},
		codeSpans("Like this:\n```bash\n$ rm -rf dist\nnpm run build\n```\nthen `x`"))
	require.Equal(t, []string{"a"}, codeSpans("`a` and ```unclosed"))
	require.Empty(t, codeSpans("no code here"))
}

func TestNamesFileBesides(t *testing.T) {
	uuid := []shell.Alias{{Name: "github.com/google/uuid"}}
	require.False(t, namesFileBesides("add github.com/google/uuid to the module", uuid))
	require.True(t, namesFileBesides("add github.com/google/uuid to tools/go.mod", uuid))
	require.True(t, namesFileBesides("add github.com/google/uuid", nil))
}

func TestByProductsLast(t *testing.T) {
	dir := t.TempDir()
	there := filepath.Join(dir, "old.tmp")
	require.NoError(t, os.WriteFile(there, []byte("keep"), 0o600))
	got := byProductsLast([]shell.Write{
		{Path: filepath.Join(dir, "p.tmp"), With: filepath.Join(dir, "p"), Transient: true},
		{Path: there, With: filepath.Join(dir, "p"), Transient: true},
		{Path: filepath.Join(dir, "p")},
	})
	require.Equal(t, filepath.Join(dir, "p"), got[0].Path, "the file it comes with first")
	require.NotEmpty(t, got[1].With, "a temporary file not there comes with it")
	require.Empty(t, got[2].With, "a file of the project the command overwrites and moves away is no by-product")
}

// TestBashRequestedByEffect runs the properties of this file through the
// hook, each with its unasked twin: a proposal approved word for word, a
// glob named by its files, a temporary file moved onto the asked-for file.
func TestBashRequestedByEffect(t *testing.T) {
	type turn = freshTurn
	for _, c := range []struct {
		name, command string
		turns         []turn
		want          string
	}{
		{"proposal approved", "sed -i 's/8080/9090/' config.yaml",
			[]turn{{"user", "the port is wrong"}, {"assistant", "I'd run `sed -i 's/8080/9090/' config.yaml` — ok?"}, {"user", "go"}}, event.Allow},
		{"another command than proposed", "sed -i 's/8080/1234/' config.yaml",
			[]turn{{"user", "the port is wrong"}, {"assistant", "I'd run `sed -i 's/8080/9090/' config.yaml` — ok?"}, {"user", "go"}}, event.Ask},
		{"two commands proposed", "rm -rf logs",
			[]turn{{"user", "logs pile up"}, {"assistant", "Either `rm -f logs/*.log` or `rm -rf logs`?"}, {"user", "yes"}}, event.Ask},
		{"a bare answer to another text proposed", "echo 2.0.0 > VERSION",
			[]turn{{"user", "bump the version"}, {"assistant", "I'll run `echo 1.3.0 > VERSION`. OK?"}, {"user", "sure"}}, event.Ask},
		{"the text proposed", "echo 1.3.0 > VERSION",
			[]turn{{"user", "bump the version"}, {"assistant", "I'll run `echo 1.3.0 > VERSION`. OK?"}, {"user", "go ahead"}}, event.Allow},
		{"a directory named by a file in it", "git restore logs", []turn{{"user", "throw away my edits to logs/a.log"}}, event.Ask},
		{"the formatter's name as the verb", "gofmt -w .", []turn{{"user", "gofmt everything"}}, event.Allow},
		{"the formatter on one file", "gofmt -w .", []turn{{"user", "gofmt config.yaml"}}, event.Ask},
		{"another language", "rm -rf logs", []turn{{"user", "Bitte lösche den Ordner logs"}}, event.Allow},
		{"another language, negated", "rm -rf logs", []turn{{"user", "Bitte lösche den Ordner logs nicht"}}, event.Ask},
		{"an option picked", "rm -rf logs",
			[]turn{{"user", "logs pile up"}, {"assistant", "Two ways:\n1. `rm -f logs/*.log`\n2. `rm -rf logs`\nWhich one?"}, {"user", "the second one"}}, event.Allow},
		{"the other option run", "rm -rf logs",
			[]turn{{"user", "logs pile up"}, {"assistant", "Two ways:\n1. `rm -f logs/*.log`\n2. `rm -rf logs`\nWhich one?"}, {"user", "the first one"}}, event.Ask},
		{"proposal declined", "rm -rf logs",
			[]turn{{"user", "logs pile up"}, {"assistant", "I can run `rm -rf logs`. Want me to?"}, {"user", "no, leave them"}}, event.Ask},
		{"glob named by its files", "rm logs/*.log", []turn{{"user", "delete the .log files in logs/"}}, event.Allow},
		{"glob in another directory than named", "rm *.md", []turn{{"user", "delete the md files in logs"}}, event.Ask},
		{"glob not asked to delete", "rm logs/*.log", []turn{{"user", "why are the log files in logs/ so big?"}}, event.Ask},
		{"glob's directory not named", "rm logs/*.log", []turn{{"user", "delete the log files"}}, event.Ask},
		{"everything in a directory", "rm -rf logs/*", []turn{{"user", "empty out logs/, delete everything in it"}}, event.Allow},
		{"temporary file moved onto the asked-for file", "jq '.port = 9090' app.json > app.json.tmp && mv app.json.tmp app.json",
			[]turn{{"user", "set port to 9090 in app.json"}}, event.Allow},
		{"known text with the value asked for", "printf '20.11.1\\n' > .nvmrc", []turn{{"user", "pin node to 20.11.1 in .nvmrc"}}, event.Allow},
		{"known text without it", "printf '18.19.0\\n' > .nvmrc", []turn{{"user", "pin node to 20.11.1 in .nvmrc"}}, event.Ask},
		{"moved onto a file not asked for", "jq '.port = 9090' app.json > other.json.tmp && mv other.json.tmp other.json",
			[]turn{{"user", "set port to 9090 in app.json"}}, event.Ask},
	} {
		t.Run(c.name, func(t *testing.T) {
			project := t.TempDir()
			for name, content := range map[string]string{"config.yaml": "port: 8080\n", "logs/a.log": "x\n", "README.md": "# r\n", "app.json": "{\"port\": 80}\n", "other.json": "{}\n", ".nvmrc": "18\n", "VERSION": "1.2.0\n"} {
				require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
			}
			got := bashAfter(t, project, c.command, c.turns...)
			require.Equal(t, c.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestWriteVerbs holds the verbs a write's own effect is asked for by.
func TestWriteVerbs(t *testing.T) {
	read := func(command string) shell.Write {
		r, err := shell.Read(command, "/p")
		require.NoError(t, err)
		require.NotEmpty(t, r.Writes)
		return r.Writes[0]
	}
	require.Contains(t, writeVerbs(read(": > app.log")), "clear")
	require.Contains(t, writeVerbs(read("truncate -s 0 app.log")), "empty")
	require.NotContains(t, writeVerbs(read("echo x > app.log")), "clear", "writing text is no emptying")
	require.Contains(t, writeVerbs(read("curl -fsSL -o certs/ca.pem https://example.com/ca.pem")), "download")
	require.NotContains(t, writeVerbs(read("cp a b")), "empty", "a copy is no emptying")
	require.Contains(t, writeVerbs(read("cp a b")), "duplicate", "a copy is asked for by the verbs of copying")
	require.Contains(t, writeVerbs(read("ln -s a b")), "symlink")
}

func TestOtherLanguageVerbs(t *testing.T) {
	for _, c := range []struct {
		said string
		kind shell.Kind
		verb string // a verb among those returned; "" for none
	}{
		{"Bitte lösche den Ordner dist", shell.Delete, "lösche"},
		{"supprime le fichier tmp/a.tmp s'il te plaît", shell.Delete, "supprime"},
		{"renombra src/utils.ts a src/helpers.ts", shell.MoveFrom, "renombra"},
		{"das Image von 15 auf 16 hochziehen", shell.EditPlace, "hochziehen"},
		{"Bitte lösche den Ordner dist nicht", shell.Delete, ""}, // negation
		{"ne supprime pas tmp/a.tmp", shell.Delete, ""},          // negation
		{"soll ich dist löschen?", shell.Delete, ""},             // question
		{"vielleicht später dist löschen", shell.Delete, ""},     // hedge
		{"no borres dist", shell.Delete, ""},                     // negation
		{"lösche dist", shell.EditPlace, ""},                     // a deletion verb does not ask for an edit
		{"ändere die config.yaml", shell.Delete, ""},             // a change verb does not ask for a deletion
		{"this doesn't supprime anything", shell.Delete, ""},     // an English negation
		{"get rid of the .pyc files", shell.Delete, "rid"},
		{"don't get rid of the .pyc files", shell.Delete, ""},
	} {
		verbs, ok := otherLanguageVerbs(c.said, c.kind)
		if c.verb == "" {
			require.False(t, ok && slices.Contains(verbs, firstWordVerb(c.said, verbs)), c.said)
			continue
		}
		require.True(t, ok, c.said)
		require.Contains(t, verbs, c.verb, c.said)
	}
}

// firstWordVerb is the first word of said among verbs ("" when none).
func firstWordVerb(said string, verbs []string) string {
	for _, w := range strings.Fields(strings.ToLower(said)) {
		if slices.Contains(verbs, w) {
			return w
		}
	}
	return ""
}

func TestPickedOptions(t *testing.T) {
	for _, c := range []struct {
		said string
		n    int
		want []int
	}{
		{"the second one", 2, []int{1}},
		{"2", 3, []int{1}},
		{"option 1 please", 2, []int{0}},
		{"the last one", 3, []int{2}},
		{"both", 2, []int{0, 1}},
		{"not the first one", 2, nil},
		{"the third one", 2, nil},    // no such option
		{"first or second?", 2, nil}, // two places named
		{"yes", 2, nil},              // no place named
		{"go with the second one, it's safer and also we can revert later", 2, nil}, // a longer reply
	} {
		require.Equal(t, c.want, pickedOptions(c.said, c.n), c.said)
	}
}

// TestCheckoutWithoutDashes holds that `git checkout X` is read as the
// restore of file X only when git would read X so.
func TestCheckoutWithoutDashes(t *testing.T) {
	project := t.TempDir()
	for name, content := range map[string]string{"config.yaml": "a: 1\n", "main": "not a branch file\n", ".git/refs/heads/main": "abc\n", ".git/packed-refs": "abc refs/tags/v1\n", "v1": "x\n"} {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
	}
	read := func(command string) []shell.Word {
		r, err := shell.Read(command, project)
		require.NoError(t, err)
		require.NotEmpty(t, r.Invocations)
		return r.Invocations[0].Args
	}
	files, ok := checkoutFiles(read("git checkout config.yaml"), project, project)
	require.True(t, ok)
	require.Equal(t, []string{filepath.Join(project, "config.yaml")}, files)
	for _, command := range []string{"git checkout main", "git checkout v1", "git checkout missing.yaml", "git checkout -f config.yaml", "git checkout .", "git -C . checkout config.yaml"} {
		_, ok := checkoutFiles(read(command), project, project)
		require.False(t, ok, command)
	}
	require.Equal(t, "allow", bashAfter(t, project, "git checkout config.yaml", freshTurn{"user", "revert my changes to config.yaml"}).Permission)
	require.Equal(t, "ask", bashAfter(t, project, "git checkout config.yaml", freshTurn{"user", "revert my changes to main"}).Permission)
	require.Equal(t, "ask", bashAfter(t, project, "git checkout main", freshTurn{"user", "revert my changes to main"}).Permission)
}
