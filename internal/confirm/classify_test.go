package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/consent"
)

// parseEdit is the real fixture's edit: parse.go, inside handleEntry.
func parseEdit() Target {
	before := "package parse\n\nimport \"strings\"\n\n// handleEntry trims an entry.\nfunc handleEntry(e string) string {\n\te = strings.TrimSpace(e)\n\treturn e\n}\n"
	after, err := ApplyEdits(before, []Edit{{Old: "\treturn e\n", New: "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n"}})
	if err != nil {
		panic(err)
	}
	return TargetOf(Change{Name: "parse.go", Path: "/home/dev/proj/parse.go", Before: before, After: after})
}

// parseTestWrite is the real fixture's Write: a new parse_test.go.
func parseTestWrite() Target {
	return TargetOf(Change{Name: "parse_test.go", Path: "/home/dev/proj/parse_test.go", Created: true,
		After: "package parse\n\nimport \"testing\"\n\nfunc TestHandleEntry_Empty(t *testing.T) {\n\tif handleEntry(\"\") == \"\" {\n\t\tt.Fatal(\"want error\")\n\t}\n}\n"})
}

// renameHandleEntry renames handleEntry in parse.go.
func renameHandleEntry() Target {
	before := "package parse\n\n// handleEntry trims an entry.\nfunc handleEntry(e string) string {\n\treturn e\n}\n"
	return fileTarget("parse.go", before, strings.Replace(before, "func handleEntry(", "func processEntry(", 1))
}

// changelogEntry adds an entry to CHANGELOG.md.
func changelogEntry() Target {
	return fileTarget("CHANGELOG.md", "# Changelog\n\n## Unreleased\n\n## 1.4.0\n", "# Changelog\n\n## Unreleased\n\n- Empty entries are rejected.\n\n## 1.4.0\n")
}

func fileTarget(name, before, after string) Target {
	return TargetOf(Change{Name: name, Path: "/home/dev/proj/" + name, Before: before, After: after, Prose: IsProse(name)})
}

var notesMD = fileTarget("notes.md",
	"# Test Task\n\nThis is a test task with a description to verify task creation functionality.\n\ntest add description\n",
	"# Test Task\n\nThis is a test task to verify task creation functionality.\n")

// loginForm, loginAsk and withAutocomplete: "the password input" names
// the password field of a form, not every <input> of it.
const (
	loginForm = "<form>\n  <input id=\"user\" name=\"user\" type=\"text\">\n  <input id=\"pw\" name=\"password\" type=\"password\">\n</form>\n"
	loginAsk  = "in login.html, add autocomplete=\"current-password\" to the password input"
)

func withAutocomplete(form string, user bool) string {
	form = strings.Replace(form, `type="password">`, `type="password" autocomplete="current-password">`, 1)
	if user {
		form = strings.Replace(form, `type="text">`, `type="text" autocomplete="username">`, 1)
	}
	return form
}

func u(text string) Turn { return Turn{Role: User, Text: text} }
func a(text string) Turn { return Turn{Role: Assistant, Text: text} }

// The real transcript's plan (main-plan-consent-edit-agent.jsonl).
const fixturePlan = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n- Add an empty-string check before processing\n- Return early with an error message\nTest: `TestHandleEntry_Empty` should pass.\nProceed?"

func TestClassify(t *testing.T) {
	tests := []struct {
		name    string
		conv    []Turn
		target  Target
		consent string
		want    Level
		why     string // a part of the reasoning
	}{
		// Explicit requests.
		{name: "explicit request names the file", conv: []Turn{u("Fix empty entry handling in parse.go")}, target: parseEdit(), want: Explicit, why: `names "parse.go"`},
		{name: "explicit request names a symbol in the edited range", conv: []Turn{u("please add an empty check to handleEntry")}, target: parseEdit(), want: Explicit, why: `"handleEntry"`},
		{name: "backquoted symbol", conv: []Turn{u("make `handleEntry` reject empty input")}, target: parseEdit(), want: Explicit},
		{name: "the name with a path", conv: []Turn{u("update ./parse.go to reject empty entries")}, target: parseEdit(), want: Explicit},
		{name: "prose file tidied", conv: []Turn{u("tidy up the description in notes.md")}, target: notesMD, want: Explicit},
		{name: "polite question is a request", conv: []Turn{u("Can you fix parse.go so empty entries are rejected?")}, target: parseEdit(), want: Explicit},
		{name: "verb after the name", conv: []Turn{u("parse.go crashes on empty entries. Please fix it.")}, target: parseEdit(), want: Explicit},
		{name: "needs updating", conv: []Turn{u("notes.md needs tidying")}, target: notesMD, want: Explicit},
		{name: "curly apostrophe negation elsewhere does not matter", conv: []Turn{u("Don’t touch lexer.go, just fix parse.go")}, target: parseEdit(), want: Explicit},
		{name: "file name in any case", conv: []Turn{u("fix PARSE.GO please")}, target: parseEdit(), want: Explicit},
		{name: "turn a setting to a value", conv: []Turn{u("turn the port in config.yaml to 9090")}, target: fileTarget("config.yaml", "server:\n  port: 8080\n", "server:\n  port: 9090\n"), want: Explicit},
		{name: "turn a setting far from its value", conv: []Turn{u("turn the log level in config.yaml to debug")}, target: fileTarget("config.yaml", "logging:\n  level: info\n", "logging:\n  level: debug\n"), want: Explicit},
		{name: "turn to a page is no change", conv: []Turn{u("turn to config.yaml and read the port")}, target: fileTarget("config.yaml", "server:\n  port: 8080\n", "server:\n  port: 9090\n"), want: NeedsConfirmation},
		{name: "an edit that renames what the user said not to rename", conv: []Turn{u("don't rename handleEntry in parse.go, just add the empty check inside it")}, target: renameHandleEntry(), want: NeedsConfirmation, why: `not to take "handleEntry" away`},
		{name: "the edit inside what the user said not to rename", conv: []Turn{u("don't rename handleEntry in parse.go, just add the empty check inside it")}, target: parseEdit(), want: Explicit},
		{name: "don't remove keeps a name the edit keeps", conv: []Turn{u("don't remove handleEntry from parse.go, just make it reject empty input")}, target: parseEdit(), want: Explicit},
		{name: "don't forget a thing asks for it", conv: []Turn{u("and don't forget an entry in the changelog")}, target: changelogEntry(), want: Explicit},
		{name: "don't skip a thing asks for it", conv: []Turn{u("don't skip the changelog entry")}, target: changelogEntry(), want: Explicit},
		{name: "no, forget a thing takes it back", conv: []Turn{u("no, forget the changelog")}, target: changelogEntry(), want: NeedsConfirmation},
		{name: "the readme before a comma names README.md", conv: []Turn{u("in the readme, change the license to Apache-2.0")}, target: fileTarget("README.md", "# x\n\n## License\n\nMIT\n", "# x\n\n## License\n\nApache-2.0\n"), want: Explicit},
		{name: "its points back past a refused move", conv: []Turn{u("don't move notes.md, just fix its typo")}, target: fileTarget("notes.md", "# Test Task\n\nThis is a tset task.\n", "# Test Task\n\nThis is a test task.\n"), want: Explicit},
		{name: "an element's kind after a name is no part of its own", conv: []Turn{u(loginAsk)}, target: fileTarget("templates/login.html", loginForm, withAutocomplete(loginForm, true)), want: NeedsConfirmation},
		{name: "the attribute on the element named", conv: []Turn{u(loginAsk)}, target: fileTarget("templates/login.html", loginForm, withAutocomplete(loginForm, false)), want: Explicit},
		{name: "a phrasal verb's particle is no directory", conv: []Turn{u("clean up utils.py, it's a mess")}, target: fileTarget("app/utils.py", "def f(a,b):\n  x=a+b\n  return x\n", "def f(a, b):\n    return a + b\n"), want: Explicit},
		{name: "a directory word before the name still qualifies it", conv: []Turn{u("clean up the web utils.py")}, target: fileTarget("app/utils.py", "def f(a,b):\n  x=a+b\n  return x\n", "def f(a, b):\n    return a + b\n"), want: NeedsConfirmation},
		{name: "a typo fix that also rewrites is more than asked", conv: []Turn{u("don't move notes.md, just fix its typo")}, target: notesMD, want: NeedsConfirmation},
		{name: "a denied ask covers its infinitive", conv: []Turn{u("I never asked you to change the empty entry handling in parse.go")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "not wanted, however far the name", conv: []Turn{u("I didn't want you to touch the empty check in handleEntry")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "no need to", conv: []Turn{u("you don't need to update parse.go for this")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a stem before a document noun names the document", conv: []Turn{u("update the install doc to require Go 1.23")}, target: fileTarget("docs/install.md", "Go 1.22 or later.\n", "Go 1.23 or later.\n"), want: Explicit},
		{name: "a stem before file names the file", conv: []Turn{u("set the cache size to 64 in the tuning file")}, target: fileTarget("conf/tuning.ini", "cache=32\n", "cache=64\n"), want: Explicit},
		{name: "an indefinite article before a stem and file names no file", conv: []Turn{u("I need a tuning file with the cache set to 64")}, target: fileTarget("conf/tuning.ini", "cache=32\n", "cache=64\n"), want: NeedsConfirmation},
		{name: "a stem and document noun qualifying another noun do not", conv: []Turn{u("update the install docs link in the changelog")}, target: fileTarget("docs/install.md", "Go 1.22 or later.\n", "Go 1.23 or later.\n"), want: NeedsConfirmation},
		{name: "a dotfile variant is another place", conv: []Turn{u("add the empty check to handleEntry in .parse.go.orig")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "then forget it takes the request back", conv: []Turn{u("make handleEntry reject empty input"), a("Should the error name the line number?"), u("oh, then forget it")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a stem before another noun does not", conv: []Turn{u("update the install step to require Go 1.23")}, target: fileTarget("docs/install.md", "Go 1.22 or later.\n", "Go 1.23 or later.\n"), want: NeedsConfirmation},
		{name: "a document noun after a code file's stem does not", conv: []Turn{u("update the parse doc")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a question names what it asks about, not the next request's object", conv: []Turn{u("what does handleEntry return? and make countWords ignore blank lines")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a request after a question points back", conv: []Turn{u("why does handleEntry let empty entries through? please fix it")}, target: parseEdit(), want: Explicit},

		// Multi-turn clarification.
		{name: `clarification answered "both"`, conv: []Turn{
			u("tidy up the description in notes.md"),
			a("I see two things I could tidy up:\n1. Redundant phrasing (\"with a description\")\n2. The informal test note (\"test add description\")\n\nShould I clean up both, or just one?"),
			u("both"),
		}, target: notesMD, want: Explicit, why: `answered "both"`},
		{name: "clarification picks the target among options", conv: []Turn{
			u("tidy up the docs"),
			a("Which ones should I tidy?\n1. README.md\n2. CONTRIBUTING.md"),
			u("the first one"),
		}, target: fileTarget("README.md", "# Hi\n\nold text\n", "# Hi\n\nnew text\n"), want: Explicit, why: `you picked "the first one"`},
		{name: "the option not picked", conv: []Turn{
			u("tidy up the docs"),
			a("Which ones should I tidy?\n1. README.md\n2. CONTRIBUTING.md"),
			u("the first one"),
		}, target: fileTarget("CONTRIBUTING.md", "# Hi\n\nold text\n", "# Hi\n\nnew text\n"), want: NeedsConfirmation},
		{name: "yes, that one to a do-you-mean question", conv: []Turn{
			u("fix the empty entry bug"),
			a("Do you mean the `handleEntry` function in the parser?"),
			u("yes, that one"),
		}, target: parseEdit(), want: Explicit},
		{name: "an answer naming the file", conv: []Turn{
			u("fix the empty entry bug"),
			a("Which file is it in?"),
			u("parse.go"),
		}, target: parseEdit(), want: Explicit},
		{name: "go ahead after a plan for an explicit request", conv: []Turn{
			u("Fix empty entry handling in parse.go"), a(fixturePlan), u("go ahead"),
		}, target: parseEdit(), want: Explicit, why: `answered "go ahead"`},
		{name: "two rounds of clarification", conv: []Turn{
			u("tidy up notes.md"),
			a("The title or the body?"),
			u("the body"),
			a("Both paragraphs, or just the first?"),
			u("both"),
		}, target: notesMD, want: Explicit},

		// Vague requests.
		{name: "vague request", conv: []Turn{u("clean up my files")}, target: notesMD, want: NeedsConfirmation, why: `does not name "notes.md"`},
		{name: "vague request then a go-ahead", conv: []Turn{
			u("clean up my files"), a("I'll tidy notes.md and todo.md. OK?"), u("ok"),
		}, target: notesMD, want: NeedsConfirmation},

		// Proactive suggestions.
		{name: "agent's own suggestion, unanswered", conv: []Turn{
			u("show me notes.md"), a("Here it is. I noticed redundant text in the description. Want me to tidy it up?"),
		}, target: notesMD, want: NeedsConfirmation, why: "does not ask for a change"},
		{name: "agent's own suggestion, answered sure", conv: []Turn{
			u("show me notes.md"), a("I noticed redundant text in the description. Want me to tidy it up?"), u("sure"),
		}, target: notesMD, want: NeedsConfirmation},
		{name: "a fix found while doing something else", conv: []Turn{
			u("Fix empty entry handling in parse.go"), a("Done. I also noticed lexer.go has a similar bug; fixing it too."),
		}, target: fileTarget("lexer.go", "package parse\n\nfunc lex() {}\n", "package parse\n\nfunc lex() { return }\n"), want: NeedsConfirmation},

		// Issue 12, fresh corpus classes.
		{name: "a verb opening the clause after a comma asks", conv: []Turn{u("the db pool in config.yaml is too small, make it 20")},
			target: fileTarget("config.yaml", "pool: 5\n", "pool: 20\n"), want: Explicit},
		{name: "a polite request after a connector, in a long sentence", conv: []Turn{u("requests die after 30 seconds, which is silly, so can you raise the timeout in config.yaml to 60s?")},
			target: fileTarget("config.yaml", "timeout: 30s\n", "timeout: 60s\n"), want: Explicit},
		{name: "one day as a measure is no hedge", conv: []Turn{u("the date in notes.md is off by one day, fix it")}, target: notesMD, want: Explicit},
		{name: "one day as a time is a hedge", conv: []Turn{u("one day we should fix notes.md")}, target: notesMD, want: NeedsConfirmation},
		{name: "a symbol named for a same-named file in another directory", conv: []Turn{u("in the api utils.ts, make formatDate use Intl")},
			target: fileTarget("src/web/utils.ts", "export function formatDate(d) {\n  return d.toISOString();\n}\n", "export function formatDate(d) {\n  return Intl.format(d);\n}\n"), want: NeedsConfirmation},
		{name: "a yes to a proposal naming another function of the file", conv: []Turn{
			u("empty entries crash"), a("I'll add an empty-string check to `handleEntry` in `parse.go`. Proceed?"), u("yes"),
		}, target: fileTarget("parse.go", "func handleEntry(e string) string {\n\treturn e\n}\n\nfunc formatFooter(n int) string {\n\treturn \"n\"\n}\n",
			"func handleEntry(e string) string {\n\treturn e\n}\n\nfunc formatFooter(n int) string {\n\treturn \"total\"\n}\n"), want: NeedsConfirmation},
		{name: "a yes to a proposal naming the edited function", conv: []Turn{
			u("empty entries crash"), a("I'll add an empty-string check to `handleEntry` in `parse.go`. Proceed?"), u("yes"),
		}, target: fileTarget("parse.go", "func handleEntry(e string) string {\n\treturn e\n}\n\nfunc formatFooter(n int) string {\n\treturn \"n\"\n}\n",
			"func handleEntry(e string) string {\n\tif e == \"\" {\n\t\treturn \"?\"\n\t}\n\treturn e\n}\n\nfunc formatFooter(n int) string {\n\treturn \"n\"\n}\n"), want: Explicit},

		{name: "a yes to a proposal naming another key of the file", conv: []Turn{
			a("I'll change `server.port` in `config.yaml` from 8080 to 9090. Proceed?"), u("go ahead"),
		}, target: fileTarget("config.yaml", "server:\n  port: 8080\ndatabase:\n  pool: 5\n", "server:\n  port: 8080\ndatabase:\n  pool: 20\n"), want: NeedsConfirmation},
		{name: "a yes to a proposal naming the edited key", conv: []Turn{
			a("I'll change `server.port` in `config.yaml` from 8080 to 9090. Proceed?"), u("go ahead"),
		}, target: fileTarget("config.yaml", "server:\n  port: 8080\ndatabase:\n  pool: 5\n", "server:\n  port: 9090\ndatabase:\n  pool: 5\n"), want: Explicit},

		{name: "an adjective that is also a verb", conv: []Turn{u("empty entries in notes.md crash the parser")}, target: notesMD, want: NeedsConfirmation},
		{name: "the same word as a verb before its object", conv: []Turn{u("empty the description in notes.md")}, target: notesMD, want: Explicit},
		{name: "a noun that is also a verb", conv: []Turn{u("the copy in notes.md is outdated")}, target: notesMD, want: NeedsConfirmation},

		{name: "a file after from, with a verb of transfer, is the source", conv: []Turn{u("copy the example from notes.md into the docs")}, target: notesMD, want: NeedsConfirmation},
		{name: "a file after from is the place of a removal", conv: []Turn{u("remove the extra line from notes.md")}, target: notesMD, want: Explicit},
		{name: "a condition before the request", conv: []Turn{u("if the tests pass, fix the typo in notes.md too")}, target: notesMD, want: NeedsConfirmation},
		{name: "a question answered with a question", conv: []Turn{u("tidy notes.md"), a("Which part — the description or the title?"), u("which would you do?")}, target: notesMD, want: NeedsConfirmation},

		{name: "a key the file declares elsewhere", conv: []Turn{u("1. port in config.yaml → 9090\n2. nothing else")},
			target: fileTarget("config.yaml", "server:\n  port: 8080\ndatabase:\n  pool: 5\n", "server:\n  port: 8080\ndatabase:\n  pool: 9\n"), want: NeedsConfirmation},
		{name: "the edit's own key, beside another key", conv: []Turn{u("lower the port? no — raise the pool in config.yaml to 9")},
			target: fileTarget("config.yaml", "server:\n  port: 8080\ndatabase:\n  pool: 5\n", "server:\n  port: 8080\ndatabase:\n  pool: 9\n"), want: Explicit},

		{name: "an arrow to what the edit brings in", conv: []Turn{u("config.yaml: level info → debug")},
			target: fileTarget("config.yaml", "logging:\n  level: info\n", "logging:\n  level: debug\n"), want: Explicit},
		{name: "an arrow as a flow", conv: []Turn{u("in notes.md the story goes description -> functionality, I was just reading it")}, target: notesMD, want: NeedsConfirmation},
		{name: "turn … off", conv: []Turn{u("turn debug off in config.yaml")},
			target: fileTarget("config.yaml", "debug: true\n", "debug: false\n"), want: Explicit},
		{name: "would you mind changing", conv: []Turn{u("would you mind changing the title in notes.md?")}, target: notesMD, want: Explicit},
		{name: "a verb in a question inside the sentence", conv: []Turn{u("review notes.md and tell me what you'd change")}, target: notesMD, want: NeedsConfirmation},
		{name: "a test for it is not a change to it", conv: []Turn{u("write a test for handleEntry")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a test for it, in the test file", conv: []Turn{u("write a test for handleEntry")}, target: parseTestWrite(), want: NeedsConfirmation},

		// A file never mentioned.
		{name: "file never mentioned", conv: []Turn{u("Fix empty entry handling in parse.go")}, target: fileTarget("config.yaml", "a: 1\n", "a: 2\n"), want: NeedsConfirmation},
		{name: "no conversation", conv: nil, target: parseEdit(), want: NeedsConfirmation, why: "no request from you"},
		{name: "a same-named file elsewhere", conv: []Turn{u("update docs/README.md")}, target: fileTarget("README.md", "a\n", "b\n"), want: NeedsConfirmation},
		{name: "a base name qualified by another directory", conv: []Turn{u("update the api utils.ts to trim first")},
			target: fileTarget("src/web/utils.ts", "a\n", "b\n"), want: NeedsConfirmation},
		{name: "a base name qualified by its own directory", conv: []Turn{u("update the web utils.ts to trim first")},
			target: fileTarget("src/web/utils.ts", "a\n", "b\n"), want: Explicit},
		{name: "a longer name containing it", conv: []Turn{u("fix myparse.go")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "an earlier request, then a new topic", conv: []Turn{
			u("fix parse.go"), a("Done."), u("now explain how the lexer works"),
		}, target: parseEdit(), want: NeedsConfirmation},

		// Ambiguous multi-part requests.
		{name: "multi-part: the certain part", conv: []Turn{u("Fix parse.go, and maybe tidy lexer.go too if you think it needs it")}, target: parseEdit(), want: Explicit},
		{name: "multi-part: the hedged part", conv: []Turn{u("Fix parse.go, and maybe tidy lexer.go too if you think it needs it")}, target: fileTarget("lexer.go", "a\n", "b\n"), want: NeedsConfirmation, why: "tentative"},
		{name: "multi-part: the part to leave alone", conv: []Turn{u("fix parse.go but leave lexer.go alone")}, target: fileTarget("lexer.go", "a\n", "b\n"), want: NeedsConfirmation, why: "keep it as it is"},
		{name: "multi-part: don't touch", conv: []Turn{u("don't touch lexer.go, just fix parse.go")}, target: fileTarget("lexer.go", "a\n", "b\n"), want: NeedsConfirmation},
		{name: "a hedge after a comma", conv: []Turn{u("fix parse.go, if needed")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a list of files", conv: []Turn{u("update parse.go, lexer.go and main.go to the new API")}, target: fileTarget("main.go", "a\n", "b\n"), want: Explicit},

		// Not a request.
		{name: "a question about it", conv: []Turn{u("should we fix parse.go?")}, target: parseEdit(), want: NeedsConfirmation, why: "question"},
		{name: "past tense reports", conv: []Turn{u("I fixed parse.go yesterday, explain it to me")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a noun, not a verb", conv: []Turn{u("the change to parse.go broke the build")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a negated verb", conv: []Turn{u("do not change parse.go")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a declined plan", conv: []Turn{
			u("Fix empty entry handling in parse.go"), a(fixturePlan), u("no, wait"),
		}, target: parseEdit(), want: NeedsConfirmation, why: `you replied "no, wait"`},

		// Issue 12: the edit's own declaration, new text, options, questions.
		{name: "a neighbouring declaration does not name the edit", conv: []Turn{u("rename formatFooter to renderFooter")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "a symbol only the new text has", conv: []Turn{u("make everything return errEmptyEntry")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "options before the question, the second one", conv: []Turn{
			u("bump the port to 9090"),
			a("There are two config files: `config/dev.yaml` and `config/prod.yaml`. Which one should I update?"),
			u("only prod"),
		}, target: TargetOf(Change{Name: "config/prod.yaml", Path: "/home/dev/proj/config/prod.yaml", Before: "port: 80\n", After: "port: 9090\n"}), want: Explicit},
		{name: "options before the question, not this one", conv: []Turn{
			u("bump the port to 9090"),
			a("There are two config files: `config/dev.yaml` and `config/prod.yaml`. Which one should I update?"),
			u("not the prod one"),
		}, target: TargetOf(Change{Name: "config/prod.yaml", Path: "/home/dev/proj/config/prod.yaml", Before: "port: 80\n", After: "port: 9090\n"}), want: NeedsConfirmation},
		{name: "a request and a question", conv: []Turn{u("Fix parse.go, and then could you explain how the lexer works?")}, target: parseEdit(), want: Explicit},
		{name: "a pasted log is not a request", conv: []Turn{u("```\nERROR: please fix parse.go\n```\nwhat's this?")}, target: parseEdit(), want: NeedsConfirmation},
		{name: "yes to the question a denial made the model ask", conv: []Turn{
			u("Fix empty entry handling in parse.go"),
			a(Confirmation(Change{Name: "config.yaml", Path: "/home/dev/proj/config.yaml", Before: "a: 1\n", After: "a: 2\n"})),
			u("yes"),
		}, target: fileTarget("config.yaml", "a: 1\n", "a: 2\n"), want: Explicit, why: "when I showed you the change"},
		{name: "a refusal of that question", conv: []Turn{
			u("Fix empty entry handling in parse.go"),
			a(Confirmation(Change{Name: "config.yaml", Path: "/home/dev/proj/config.yaml", Before: "a: 1\n", After: "a: 2\n"})),
			u("no, leave it"),
		}, target: fileTarget("config.yaml", "a: 1\n", "a: 2\n"), want: NeedsConfirmation},

		{name: "the assistant's own suggestion, asked and unanswered", conv: []Turn{
			u("fix parse.go"), a("Done. Should I also change handleEntry to return an error for empty entries?"),
		}, target: parseEdit(), want: NeedsConfirmation, why: "you have not answered"},

		// Consent to a plan.
		{name: "consented plan names a symbol of the new file", conv: []Turn{
			u("Fix empty entry handling in parse.go"), a(fixturePlan), u("go ahead"),
		}, target: parseTestWrite(), consent: fixturePlan, want: Explicit, why: "confirmed the plan"},
		{name: "without consent the new test file is not named", conv: []Turn{
			u("Fix empty entry handling in parse.go"), a(fixturePlan), u("go ahead"),
		}, target: parseTestWrite(), want: NeedsConfirmation},
		{name: "consented plan that does not name the target", conv: []Turn{
			u("fix the bug"), a(fixturePlan), u("go ahead"),
		}, target: fileTarget("lexer.go", "a\n", "b\n"), consent: fixturePlan, want: NeedsConfirmation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target, ConsentedPlan: tt.consent})
			assert.Equal(t, tt.want, got.Level, "reasoning: %s", got.Reasoning)
			assert.NotEmpty(t, got.Reasoning)
			if tt.why != "" {
				assert.Contains(t, got.Reasoning, tt.why)
			}
		})
	}
}

// The rules say when they are unsure: the request names the target, but
// something keeps it from being a plain request.
func TestClassifyUncertain(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"should we fix parse.go?", true},
		{"maybe tidy parse.go at some point", true},
		{"parse.go is weird", true},
		{"clean up my files", false},
		{"what time is it?", false},
	} {
		got := Classify(Request{Conversation: []Turn{u(tt.text)}, Target: parseEdit()})
		assert.Equal(t, NeedsConfirmation, got.Level, tt.text)
		assert.Equal(t, tt.want, got.Uncertain, "%s: %s", tt.text, got.Reasoning)
	}
}

// The user's configured consent phrases reach confirmation: a yes in the
// user's own words to a proposal naming the change makes it explicit.
func TestConfiguredApprovalReachesConfirmation(t *testing.T) {
	conv := []Turn{u("show me parse.go"), a("Should I add an empty check to handleEntry?"), u("engage warp drive")}
	builtin := Classify(Request{Conversation: conv, Target: parseEdit()})
	assert.Equal(t, NeedsConfirmation, builtin.Level, "not an approval word by default: %s", builtin.Reasoning)
	reader := consent.New(consent.Config{Enabled: true, High: []string{"engage warp drive"}})
	got := Classify(Request{Conversation: conv, Target: parseEdit(), Approves: reader.Approves})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
}

// A change that takes the file away (a Bash rm or mv) is explicit only when
// the user asked to delete, or to move or rename, it.
func TestRemoval(t *testing.T) {
	notes := func(m Removal) Target { return Target{Name: "notes.md", Path: "/home/dev/proj/notes.md", Removal: m} }
	for _, tt := range []struct {
		conv []Turn
		m    Removal
		want Level
	}{
		{[]Turn{u("delete notes.md, we don't need it")}, Deletes, Explicit},
		{[]Turn{u("don't delete notes.md, just empty it")}, Deletes, NeedsConfirmation},
		{[]Turn{u("fix the typo in notes.md")}, Deletes, NeedsConfirmation},
		{[]Turn{u("fix the typo in notes.md")}, Keeps, Explicit},
		{[]Turn{u("rename notes.md to NOTES.md")}, Moves, Explicit},
		{[]Turn{u("rename notes.md to NOTES.md")}, Deletes, NeedsConfirmation},
		{[]Turn{a("notes.md is unused. Should I delete notes.md?"), u("yes")}, Deletes, Explicit},
		{[]Turn{a("notes.md has a typo. Should I fix notes.md?"), u("yes")}, Deletes, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: tt.conv, Target: notes(tt.m)})
		assert.Equal(t, tt.want, got.Level, "%v %d: %s", tt.conv, tt.m, got.Reasoning)
	}
}

func TestWithdraws(t *testing.T) {
	for text, want := range map[string]bool{
		"then forget it":      true,
		"forget about it":     true,
		"forget that":         true,
		"don't forget it":     false,
		"forget the old name": false,
		"i always forget":     false,
	} {
		r := read(text, parseEdit())
		got := false
		for k := range r.words {
			got = got || withdraws(r.words, k)
		}
		assert.Equal(t, want, got, text)
	}
}
