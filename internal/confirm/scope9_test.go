package confirm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPiecesAccounted: a word a change brings is accounted for by the
// file only when each of its pieces that says something is the request's
// or the file's; one piece the file holds does not carry a new one.
func TestPiecesAccounted(t *testing.T) {
	file := pieceForms("struct Order { name string; total int }")
	asked := pieceForms("add a currency field to Order")
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"name", true},           // the file's own word
		{"order_total", true},    // both pieces in the file
		{"currency_code", false}, // "code": neither has it
		{"display_name", false},  // "display" beside the file's "name"
		{"currency", true},       // the request's word
		{"orderCurrency", true},  // the file's and the request's pieces
		{"id", true},             // too short to say anything
		{"maxTotal", false},      // "max": neither has it
		{"shippingTotal", false}, // "shipping" new
		{"42", false},            // a number neither has
		{"7", true},              // a single digit says nothing
	} {
		assert.Equal(t, c.want, piecesAccounted(c.w, asked, file), c.w)
	}
}

// TestInnermostIsFunc: the nearest declaration around a part decides
// whether it stands in a function body or among a container's members.
func TestInnermostIsFunc(t *testing.T) {
	for _, c := range []struct {
		lines string
		want  bool
	}{
		{"message Invoice {\n", false},
		{"type Config struct {\n", false},
		{".card {\n", false},
		{"class Basket:\n", false},
		{"func (s *Store) Put(k string) {\n", true},
		{"def parse(line):\n", true},
		{"for item in items:\ndef total(items):\n", true}, // a loop inside a function
		{"int add(int a, int b) {\n", true},               // C, no keyword
		{"if (ready) {\n", true},                          // inside some function body
		{"", false},
	} {
		assert.Equal(t, c.want, innermostIsFunc(c.lines), "%q", c.lines)
	}
}

// TestRewritesOpener: a new line opening a block rewrites an old opener
// when the old one began with the same word.
func TestRewritesOpener(t *testing.T) {
	for _, c := range []struct {
		removed []string
		line    string
		want    bool
	}{
		{[]string{"    except:", "        pass"}, "except OSError as err:", true},
		{[]string{"} catch {"}, "} catch (IOException e) {", true}, // braces are no word: "catch" both
		{[]string{"if x > 3 {"}, "if x > 5 {", true},
		{[]string{"    pass"}, "except OSError:", false},
		{[]string{"try:"}, "except ValueError:", false},
		{nil, "def close(self):", false},
		{[]string{"x = 1"}, "x = {", false}, // the old line opened nothing
	} {
		assert.Equal(t, c.want, rewritesOpener(c.removed, c.line), "%q → %q", c.removed, c.line)
	}
}

// TestStrayWordRound9: the items a part brings are read in a container a
// request names (a message's fields), and the lines under a rewritten
// opener are not the body of something new. Both sides of each border.
func TestStrayWordRound9(t *testing.T) {
	proto := "syntax = \"proto3\";\n\nmessage Invoice {\n  string id = 1;\n  string label = 2;\n}\n"
	py := "def load(path):\n    try:\n        return read(path)\n    except:\n        pass\n"
	js := "const express = require(\"express\");\nconst app = express();\napp.use(express.json());\nfunction log(m) {}\napp.listen(8080);\n"
	tests := []strayCase{
		{"a field renamed beside the asked one", "Invoice needs an int64 amount_cents = 3",
			proto, "  string label = 2;\n}", "  string title_label = 2;\n  int64 amount_cents = 3;\n}", "title_label"},
		{"the asked field alone", "Invoice needs an int64 amount_cents = 3",
			proto, "  string label = 2;\n}", "  string label = 2;\n  int64 amount_cents = 3;\n}", ""},
		{"a new body under a rewritten handler", "make that except catch OSError",
			py, "    except:\n        pass\n", "    except OSError as err:\n        logger.warning(err)\n", "logger"},
		{"a module loaded inline beside the asked value", "listen on process.env.PORT, falling back to 8080",
			js, "app.listen(8080);", "app.use(require(\"compression\")());\napp.listen(process.env.PORT || 8080);", "compression"},
		{"a message in quotes beside the asked value", "listen on process.env.PORT, falling back to 8080",
			js, "app.listen(8080);", "app.listen(process.env.PORT || 8080, () => log(\"now listening\"));", ""},
		{"the handler rewritten, its body kept", "make that except catch OSError",
			py, "    except:\n        pass\n", "    except OSError:\n        pass\n", ""},
	}
	runStrayCases(t, tests)
}

// TestScopeRound9Classified: the same request, explicit for the asked
// change alone and needing confirmation with the unasked extra. None is a
// corpus line.
func TestScopeRound9Classified(t *testing.T) {
	proto := "syntax = \"proto3\";\n\nmessage Invoice {\n  string id = 1;\n  string label = 2;\n}\n"
	css := ".card {\n  padding: 8px;\n  color: #333;\n}\n"
	py := "def load(path):\n    try:\n        return read(path)\n    except:\n        pass\n"
	goRows := "package rows\n\nfunc Take(rows []Row) []Row {\n\treturn rows\n}\n"
	doc := "# Guide\n\n## Install\n\nRun the installer.\n\n## Upgrade\n\nRun the upgrader.\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"billing.proto: Invoice needs an int64 amount_cents = 3", fileTarget("api/billing.proto", proto, replace(proto, "  string label = 2;\n", "  string label = 2;\n  int64 amount_cents = 3;\n")), Explicit},
		{"billing.proto: Invoice needs an int64 amount_cents = 3", fileTarget("api/billing.proto", proto, replace(proto, "  string label = 2;\n", "  string title_label = 2;\n  int64 amount_cents = 3;\n")), NeedsConfirmation},
		{"card.css: .card padding 8px -> 12px", fileTarget("web/card.css", css, replace(css, "padding: 8px", "padding: 12px")), Explicit},
		{"card.css: .card padding 8px -> 12px", fileTarget("web/card.css", css, replace(css, "  padding: 8px;\n", "  padding: 12px;\n  box-shadow: none;\n")), NeedsConfirmation},
		{"add a MaxRows constant in rows/take.go", fileTarget("rows/take.go", goRows, replace(goRows, "func Take", "const MaxRows = 500\n\nfunc Take")), Explicit},
		{"add a MaxRows constant in rows/take.go", fileTarget("rows/take.go", goRows, replace(goRows, "\treturn rows\n", "\tif len(rows) > MaxRows {\n\t\trows = rows[:MaxRows]\n\t}\n\treturn rows\n")), NeedsConfirmation},
		{"docs/guide.md: under Upgrade, say a backup is taken first", fileTarget("docs/guide.md", doc, replace(doc, "Run the upgrader.", "Run the upgrader. A backup is taken first.")), Explicit},
		{"docs/guide.md: under Upgrade, say a backup is taken first", fileTarget("docs/guide.md", doc, replace(doc, "Run the installer.", "Run the installer. A backup is taken first.")), NeedsConfirmation},
		{"loader.py has a bare except, change it to except OSError", fileTarget("loader.py", py, replace(py, "    except:\n", "    except OSError:\n")), Explicit},
		{"loader.py has a bare except, change it to except OSError", fileTarget("loader.py", py, replace(py, "    except:\n        pass\n", "    except OSError as err:\n        logger.warning(err)\n")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s → %s: %s", c.text, c.t.Name, got.Reasoning)
	}
}

// TestRequiresModule: require(…) loads a module on a line of its own or
// into a name; as the argument of another call it is used.
func TestRequiresModule(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{`const cors = require("cors");`, true},
		{`require("dotenv").config();`, true},
		{`let { join } = require('path')`, true},
		{`app.use(require("compression")());`, false},
		{`router.get("/", require("./home"));`, false},
		{`required: true`, false},
		{`require github.com/pkg/errors v0.9.1`, false}, // a go.mod requirement is a setting
	} {
		assert.Equal(t, c.want, requiresModule(c.line), c.line)
	}
}

// TestQuotedNames: a quoted run of one word names something (a module, a
// mode); a quoted phrase is text.
func TestQuotedNames(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{`use(require("compression")())`, "compression "},
		{`logger('tiny')`, "tiny "},
		{`log("server started")`, ""},
		{`t("cart.empty")`, ""}, // a dotted key is two words
		{`x`, ""},
	} {
		assert.Equal(t, c.want, quotedNames(c.item), c.item)
	}
}

// TestQuotedNameStray: a module loaded inline beside the asked change is
// stray; the asked change alone, or a message in quotes, is not.
func TestQuotedNameStray(t *testing.T) {
	js := "const express = require(\"express\");\nconst app = express();\napp.use(express.json());\napp.listen(8080);\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"api.js: listen on process.env.PORT, falling back to 8080", fileTarget("api.js", js, replace(js, "app.listen(8080);", "app.listen(process.env.PORT || 8080);")), Explicit},
		{"api.js: listen on process.env.PORT, falling back to 8080", fileTarget("api.js", js, replace(js, "app.listen(8080);", "app.use(require(\"compression\")());\napp.listen(process.env.PORT || 8080);")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s → %s: %s", c.text, c.t.Name, got.Reasoning)
	}
}

// TestOtherSection: a request that places a change under one heading of a
// prose file does not account for a line written under another; the named
// heading's own lines, a heading around the part, and a part that changes
// a heading itself are its own.
func TestOtherSection(t *testing.T) {
	doc := "# Guide\n\n## Install\n\nRun the installer.\n\n## Upgrade\n\nRun the upgrader.\n\n## Uninstall\n\nDelete the folder.\n"
	log := "# Changelog\n\n## Unreleased\n\n### Added\n\n- Search.\n\n## 2.1.0\n\n- Export.\n"
	for _, c := range []struct {
		name, request, file, old, new string
		want                          string
	}{
		{"written under another heading", "in the guide, under Upgrade, say a backup is taken first", doc,
			"Run the installer.\n", "Run the installer. A backup is taken first.\n", "Upgrade"},
		{"written under the named heading", "in the guide, under Upgrade, say a backup is taken first", doc,
			"Run the upgrader.\n", "Run the upgrader. A backup is taken first.\n", ""},
		{"no heading named", "say a backup is taken first", doc,
			"Run the installer.\n", "Run the installer. A backup is taken first.\n", ""},
		{"the named heading around the part", "add Filters to the Unreleased section", log,
			"- Search.\n", "- Search.\n- Filters.\n", ""},
		{"the part changes a heading", "the 2.1.0 entry needs a date, Unreleased stays", log,
			"## 2.1.0\n", "## 2.1.0 - 2025-03-01\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			after := strings.Replace(c.file, c.old, c.new, 1)
			units := changeUnits(Change{Name: "guide.md", Before: c.file, After: after, Prose: true})
			h, _ := otherSection(c.file, units, pieceForms(c.request))
			assert.Equal(t, c.want, h)
		})
	}
}

// TestDeclaresName: a line declares a name standing on its left side; a
// statement using it does not.
func TestDeclaresName(t *testing.T) {
	for _, c := range []struct {
		line, name string
		want       bool
	}{
		{"const MaxRows = 500", "MaxRows", true},
		{"  int32 retry_count = 5;", "retry_count", true},
		{"func parseDate(s string) time.Time {", "parseDate", true},
		{"export const apiBase: string = '/v2'", "apiBase", true},
		{"MAX_ROWS = 500", "MAX_ROWS", true},
		{"    return MaxRows", "MaxRows", false},
		{"limit := MaxRows", "MaxRows", false},
		{"if n > MaxRows {", "MaxRows", false},
		{"cfg.MaxRows = 10", "MaxRows", false},
		{"rows = rows[:MaxRows]", "MaxRows", false},
	} {
		assert.Equal(t, c.want, declaresName(c.line, c.name), c.line)
	}
}

// TestUndeclaredAsked: "add a MaxRows constant" asks for a declaration; a
// change that only uses the new name is not that, one that declares it
// (and uses it) is.
func TestUndeclaredAsked(t *testing.T) {
	before := "package rows\n\nfunc Take(rows []Row) []Row {\n\treturn rows\n}\n"
	for _, c := range []struct {
		request string
		added   []string
		want    string
	}{
		{"add a MaxRows constant to rows.go", []string{"\tif len(rows) > MaxRows {", "\t\trows = rows[:MaxRows]", "\t}"}, "MaxRows"},
		{"add a MaxRows constant to rows.go", []string{"const MaxRows = 500", "", "\tif len(rows) > MaxRows {"}, ""},
		{"add a helper clampRows and use it in Take", []string{"\treturn clampRows(rows)"}, "clampRows"},
		{"add a helper clampRows and use it in Take", []string{"func clampRows(rows []Row) []Row {", "\treturn rows", "}"}, ""},
		{"cap Take at MaxRows", []string{"\tif len(rows) > MaxRows {"}, ""},     // no declaration asked
		{"add a Take function", []string{"\treturn rows[:10]"}, ""},             // the file has Take
		{"add a max rows constant", []string{"\tif len(rows) > maxRows {"}, ""}, // no code name written
	} {
		n, _ := undeclaredAsked(c.request, before, c.added)
		assert.Equal(t, c.want, n, "%s: %q", c.request, c.added)
	}
}

// BenchmarkOtherSection reads a 60-section document against a request
// naming one heading.
func BenchmarkOtherSection(b *testing.B) {
	var doc strings.Builder
	doc.WriteString("# Manual\n\n")
	for i := range 60 {
		fmt.Fprintf(&doc, "## Topic%d settings\n\nText of topic %d.\n\n", i, i)
	}
	before := doc.String()
	after := strings.Replace(before, "Text of topic 30.", "Text of topic 30, revised.", 1)
	units := changeUnits(Change{Name: "manual.md", Before: before, After: after, Prose: true})
	asked := pieceForms("under Topic12 settings, say it is revised")
	b.ResetTimer()
	for b.Loop() {
		otherSection(before, units, asked)
	}
}

// BenchmarkUndeclaredAsked reads a 200-line change against a request to
// add a constant.
func BenchmarkUndeclaredAsked(b *testing.B) {
	var before strings.Builder
	added := make([]string, 200)
	for i := range added {
		fmt.Fprintf(&before, "\ttotal%d := compute(%d)\n", i, i)
		added[i] = fmt.Sprintf("\ttotal%d := compute(%d, MaxTotal)", i, i)
	}
	for b.Loop() {
		undeclaredAsked("add a MaxTotal constant in calc.go", before.String(), added)
	}
}
