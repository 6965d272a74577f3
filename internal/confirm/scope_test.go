package confirm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// The rules of what an edit touches, each with examples of its own (none
// of them a corpus line).

func TestDeclaredName(t *testing.T) {
	for line, want := range map[string]string{
		"public Optional<Account> findByEmail(String email) {": "findByEmail",
		"private static final int limit(int n) {":              "limit",
		"override fun onCreate(savedInstanceState: Bundle?) {": "onCreate",
		"public class LedgerService {":                         "LedgerService",
		"class Wallet(private val owner: User) {":              "Wallet",
		"deploy() {": "deploy",
		"func (s *Store) Flush(ctx context.Context) error {":    "Flush",
		"CREATE TABLE IF NOT EXISTS invoices (":                 "invoices",
		"CREATE UNIQUE INDEX users_email_idx ON users (email);": "users_email_idx",
		"ALTER TABLE public.payments":                           "payments",
		`resource "google_storage_bucket" "uploads" {`:          "uploads",
		`variable "zone" {`:                                     "zone",
		`"devDependencies": {`:                                  "devDependencies",
		"for (Entry e : entries) {":                             "",
		"if err != nil {":                                       "",
		"return (":                                              "",
		"} else if (x) {":                                       "",
		"const onClick = (e) => {":                              "onClick",
	} {
		assert.Equal(t, want, declaredName(line), line)
	}
}

func TestSectionsAndKeys(t *testing.T) {
	assert.Equal(t, "black", sectionName("[tool.black]"))
	assert.Equal(t, "server", sectionName("[server]"))
	assert.Equal(t, "", sectionName("[1, 2, 3]"))
	assert.Equal(t, "max-line-length", declaredOrKey("max-line-length = 120"))
	assert.Equal(t, "MAX_RETRIES", lineDeclares("MAX_RETRIES = 5", false))
	assert.Equal(t, "", lineDeclares("    total = 0", false), "a variable of a function body")
	assert.Equal(t, "timeout", lineDeclares("  timeout: 30s", true), "an indented YAML key is a key")
	assert.Equal(t, "", lineDeclares(`        "title": meta["title"],`, false), "an entry of a dict literal in code")
	assert.Equal(t, "title", lineDeclares(`  "title": "Home",`, true), "a key of a JSON file")
}

func TestTargetOfConfigSections(t *testing.T) {
	before := "[tool.black]\nline-length = 100\n\n[tool.mypy]\nstrict = true\n"
	tg := TargetOf(Change{Name: "pyproject.toml", Before: before, After: "[tool.black]\nline-length = 100\n\n[tool.mypy]\nstrict = false\n"})
	assert.Contains(t, tg.Declared, "mypy", "the section holds its keys")
	assert.Contains(t, tg.Declared, "strict", "the old line's own key")
	assert.Contains(t, tg.others, "black")
}

func TestQualifies(t *testing.T) {
	for _, c := range []struct {
		text string
		word string
		want bool
	}{
		{"Ledger.post should round", "Ledger", true},
		{"Ledger.post should round", "post", false},
		{"see Parser::next", "Parser", true},
		{"open Ledger.kt please", "Ledger", true},
		{"the Ledger. Then", "Ledger", false},
	} {
		i := indexOf(c.text, c.word)
		assert.Equal(t, c.want, qualifies(c.text, span{Start: i, End: i + len(c.word)}), c.text)
	}
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func TestOneEditApart(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"timeout", "timout", true}, {"timeout", "tiemout", true}, {"retries", "retriez", true},
		{"retries", "retries", false}, {"port", "host", false}, {"abc", "abd", false}, {"timeout", "time", false},
	} {
		assert.Equal(t, c.want, oneEditApart(c.a, c.b), "%s/%s", c.a, c.b)
	}
}

func TestAlternativesAndOffers(t *testing.T) {
	assert.Equal(t, []string{"Should I cache in `load`", "in `save`", "in both?"}, alternatives("Should I cache in `load`, in `save`, or in both?"))
	assert.Equal(t, []string{"I can log to stderr", "to a file. Which?"}, alternatives("I can log to stderr or to a file. Which?"))
	msg := "I could put the retry in the Client section or in the Server section of docs/net.md. Which one?"
	assert.Len(t, options(msg), 2, "the alternatives of the sentence before the question")
	assert.True(t, offersChange("Should I lower `pool` in `db/dev.yaml` or `db/ci.yaml`?", "`db/ci.yaml`"))
	assert.True(t, offersChange("Which one do you want bumped to 3?", "the first"))
	assert.False(t, offersChange("Which file should I read first?", "`db/ci.yaml`"))
	files := options("Both `a/x.go` and `b/x.go` set `timeout: 5s`. Which one?")
	assert.Equal(t, []string{"a/x.go", "b/x.go"}, files, "the files are the options")
}

func TestOtherLocale(t *testing.T) {
	assert.Equal(t, "fr", localeOf("src/locales/fr.json"))
	assert.Equal(t, "pt", localeOf("i18n/pt-BR.yaml"))
	assert.Equal(t, "en", localeOf("resources/messages_en.properties"))
	assert.Equal(t, "", localeOf("src/de.go"), "not a translation file")
	fr := fileTarget("src/locales/fr.json", "{\n  \"cart.title\": \"Panier\"\n}\n", "{\n  \"cart.title\": \"Votre panier\"\n}\n")
	got := Classify(Request{Conversation: []Turn{u("in the italian translation, change cart.title to Il tuo carrello")}, Target: fr})
	assert.Equal(t, NeedsConfirmation, got.Level, got.Reasoning)
	got = Classify(Request{Conversation: []Turn{u("in the french translation, change cart.title to Votre panier")}, Target: fr})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
}

func TestNegatedPickScope(t *testing.T) {
	opts := []string{"1. `deploy/staging.env`", "2. `deploy/live.env`"}
	r := read("not staging, the live one", Target{Name: "x", Path: "/p/x"})
	got, ok := pickByName(r.words, r.norm, opts)
	assert.True(t, ok)
	assert.Equal(t, opts[1], got)
	r = read("not the staging one", Target{Name: "x", Path: "/p/x"})
	got, _ = pickByName(r.words, r.norm, opts)
	assert.Equal(t, opts[1], got, "all but the negated")
}

func TestNarrowsAndRefuses(t *testing.T) {
	words := func(s string) reading { return read(s, Target{Name: "x.go", Path: "/p/x.go"}) }
	assert.True(t, narrows(words("no, just the header").words, 0))
	assert.True(t, narrows(words("no, only the second").words, 0))
	assert.False(t, narrows(words("no, just leave it").words, 0))
	assert.True(t, words("no, wait until Monday, then we'll see").refusesOffer())
	assert.True(t, words("let's not, the release is frozen").refusesOffer())
	assert.False(t, words("the second one").refusesOffer())
	assert.False(t, words("not the staging one").refusesOffer(), "a pick by negation")
}

func TestRefusedValue(t *testing.T) {
	tg := fileTarget("cfg.yaml", "retries: 3\n", "retries: 5\n")
	v, ok := read("sure, but 4 retries, not 5", tg).refusedValue()
	assert.True(t, ok)
	assert.Equal(t, "5", v)
	_, ok = read("use 5 instead of 3", tg).refusedValue()
	assert.False(t, ok, "3 is what the change takes away")
	_, ok = read("not now", tg).refusedValue()
	assert.False(t, ok)
}

func TestBlankSQLNegations(t *testing.T) {
	in := "make email NOT NULL, and don't touch the index"
	out := blankSQLNegations(in)
	assert.Len(t, out, len(in), "offsets kept")
	assert.Contains(t, out, "    NULL")
	assert.Contains(t, out, "don't touch")
	assert.Equal(t, "KNOT NULL", blankSQLNegations("KNOT NULL"), "inside a word")
}

func TestNamesDirAndRootPaths(t *testing.T) {
	assert.True(t, namesDir("add an empty __init__.py to app/jobs", "app/jobs/__init__.py"))
	assert.True(t, namesDir("app.jobs can't be imported, add the __init__.py", "app/jobs/__init__.py"))
	assert.False(t, namesDir("add an empty __init__.py to app", "app/jobs/__init__.py"))
	assert.True(t, pathEndsWith("/p/Makefile", "Makefile", "./Makefile"))
	assert.False(t, pathEndsWith("/p/tools/Makefile", "tools/Makefile", "./Makefile"), "./ is the top of the project")
}

func TestTerseValues(t *testing.T) {
	tg := fileTarget("deploy.yaml", "replicas: 2\nimage: web:1.4\n", "replicas: 2\nimage: web:1.5\n")
	for text, want := range map[string]bool{
		"deploy.yaml: image 1.5":          true,
		"image 1.5 in deploy.yaml please": true,
		"deploy.yaml has image 1.5?":      false,
		"deploy.yaml: image 1.4":          false,
	} {
		got := Classify(Request{Conversation: []Turn{u(text)}, Target: tg})
		assert.Equal(t, want, got.Level == Explicit, "%s: %s", text, got.Reasoning)
	}
}

// TestWhatTheEditTouches runs whole requests against edits: each says
// which part of a file the user named, and whether this edit lies in it.
func TestWhatTheEditTouches(t *testing.T) {
	ledger := "package com.acme;\n\npublic class Ledger {\n    public long post(long cents) {\n        return cents;\n    }\n\n    public String label(long id) {\n        return \"#\" + id;\n    }\n\n    public long total(long a, long b) {\n        return post(a) + post(b);\n    }\n}\n"
	inPost := fileTarget("src/Ledger.java", ledger, replace(ledger, "return cents;", "return Math.round(cents);"))
	inLabel := fileTarget("src/Ledger.java", ledger, replace(ledger, "return \"#\" + id;", "return \"L\" + id;"))
	inTotal := fileTarget("src/Ledger.java", ledger, replace(ledger, "return post(a) + post(b);", "return Math.addExact(post(a), post(b));"))
	yaml := "cache:\n  ttl: 60\n  size: 100\nlog:\n  level: info\n"
	sizeEdit := fileTarget("app.yaml", yaml, replace(yaml, "size: 100", "size: 500"))
	levelEdit := fileTarget("app.yaml", yaml, replace(yaml, "level: info", "level: debug"))
	for _, c := range []struct {
		name string
		conv []Turn
		t    Target
		want Level
	}{
		{"a member by its type", []Turn{u("Ledger.post must round the cents")}, inPost, Explicit},
		{"a member by its type, another member's edit", []Turn{u("Ledger.post must round the cents")}, inLabel, NeedsConfirmation},
		{"the class named, another member pointed at", []Turn{u("in Ledger, label() should use an L prefix")}, inTotal, NeedsConfirmation},
		{"the class named, its member pointed at", []Turn{u("in Ledger, label() should use an L prefix")}, inLabel, Explicit},
		{"a call is no declaration", []Turn{u("post() should round half up")}, inTotal, NeedsConfirmation},
		{"the file's stem is no symbol", []Turn{u("change the label prefix in Ledger.java to L")}, inPost, NeedsConfirmation},
		{"a type used in the declaration line", []Turn{u("String should be CharSequence")}, inLabel, NeedsConfirmation},
		{"a name the file does not declare is no part of it", []Turn{u("Ledger.label should throw IllegalStateException for id 0")}, inLabel, Explicit},
		{"a sibling key in the same block", []Turn{u("set cache ttl to 120 in app.yaml")}, sizeEdit, NeedsConfirmation},
		{"the key itself", []Turn{u("set cache size to 500 in app.yaml")}, sizeEdit, Explicit},
		{"a block kept, another changed", []Turn{u("leave the log block alone, just raise the cache size in app.yaml")}, sizeEdit, Explicit},
		{"a block kept, and the edit is in it", []Turn{u("leave the log block alone, just raise the cache size in app.yaml")}, levelEdit, NeedsConfirmation},
		{"a typo of the edit's key", []Turn{u("in app.yaml set levle to debug")}, levelEdit, Explicit},
	} {
		got := Classify(Request{Conversation: c.conv, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.name, got.Reasoning)
	}
}

func replace(s, old, new string) string {
	i := indexOf(s, old)
	if i < 0 {
		panic(old)
	}
	return s[:i] + new + s[i+len(old):]
}

// TestProposalsNameWhatTheyChange: a yes covers what the sentences that
// propose name; the diagnosis around them names the context.
func TestProposalsNameWhatTheyChange(t *testing.T) {
	src := "package q\n\nfunc Enqueue(j Job) error {\n\treturn push(j)\n}\n\nfunc Drain() {\n\tfor pop() {\n\t}\n}\n"
	inEnqueue := fileTarget("queue/queue.go", src, replace(src, "return push(j)", "return pushWithRetry(j)"))
	inDrain := fileTarget("queue/queue.go", src, replace(src, "for pop() {", "for pop() && !stopped() {"))
	diag := a("`Drain` in queue/queue.go spins while the broker is down; `Enqueue` is fine. I'd add a retry around push in `Enqueue` so jobs are not lost. Shall I?")
	other := a("`Drain` in queue/queue.go calls `stopped` from worker/state.go. The fix I'd make is in worker/state.go: reset the flag on reconnect. OK?")
	for _, c := range []struct {
		name string
		conv []Turn
		t    Target
		want Level
	}{
		{"the proposed function", []Turn{diag, u("yes")}, inEnqueue, Explicit},
		{"a function of the diagnosis", []Turn{diag, u("yes")}, inDrain, NeedsConfirmation},
		{"the fix is in another file", []Turn{other, u("go ahead")}, inDrain, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: c.conv, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.name, got.Reasoning)
	}
}

// TestSharedBaseNameLeavesNamesInDoubt: with two files of one base name,
// a symbol named beside the bare name names neither file's symbol; a
// directory named as well settles it.
func TestSharedBaseNameLeavesNamesInDoubt(t *testing.T) {
	project := t.TempDir()
	for _, p := range []string{"svc/a/handler.go", "svc/b/handler.go"} {
		require.NoError(t, os.MkdirAll(filepath.Join(project, filepath.Dir(p)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, p), []byte("package x\n"), 0o644))
	}
	src := "package a\n\nfunc Serve() {\n\tlisten()\n}\n"
	c := Change{Name: "svc/a/handler.go", Path: filepath.Join(project, "svc/a/handler.go"), Before: src, After: replace(src, "listen()", "listenTLS()")}
	tg := TargetOf(c)
	tg.SameBase = SameBaseIn(project, c.Path)
	for text, want := range map[string]Level{
		"handler.go: Serve should use TLS":              NeedsConfirmation,
		"in svc/a/handler.go, Serve should use TLS":     Explicit,
		"Serve should use TLS, the handler.go in svc/a": Explicit, // the directory, as a path
	} {
		got := Classify(Request{Conversation: []Turn{u(text)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s: %s", text, got.Reasoning)
	}
	_ = lang.Normalize
}

func TestBeyondTheRequest(t *testing.T) {
	mk := "all: build\n\n.PHONY: build vet\n\nbuild:\n\tgo build ./...\n"
	twoTargets := fileTarget("Makefile", mk, replace(mk, ".PHONY: build vet", ".PHONY: build vet bench release"))
	oneTarget := fileTarget("Makefile", mk, replace(mk, ".PHONY: build vet", ".PHONY: build vet bench"))
	newFile := TargetOf(Change{Name: "Procfile", Created: true, After: "api: uvicorn main:app\nbeat: celery beat\nflower: celery flower\n"})
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"the Makefile needs a bench target", twoTargets, NeedsConfirmation},
		{"add bench and release targets to the Makefile", twoTargets, Explicit},
		{"the Makefile needs a bench target", oneTarget, Explicit},
		{"create a Procfile: api with uvicorn main:app and a celery beat", newFile, NeedsConfirmation},
		{"create a Procfile with api, beat and flower", newFile, Explicit},
		{"create a Procfile for heroku", newFile, Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

func TestNotesBelongToTheDeclarationAfter(t *testing.T) {
	src := "package p\n\nfunc Open() {}\n\nfunc Close() {}\n"
	doc := fileTarget("p.go", src, replace(src, "func Close() {}", "// Close releases the handle.\nfunc Close() {}"))
	code := fileTarget("p.go", src, replace(src, "func Close() {}", "func Reset() {}\n\nfunc Close() {}"))
	assert.True(t, onlyNotes("// a\n@Deprecated\n"))
	assert.False(t, onlyNotes("func Reset() {}\n"))
	got := Classify(Request{Conversation: []Turn{u("document Close in p.go")}, Target: doc})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
	got = Classify(Request{Conversation: []Turn{u("fix Close in p.go")}, Target: code})
	assert.Equal(t, NeedsConfirmation, got.Level, "new code before Close is not Close's: %s", got.Reasoning)
}
