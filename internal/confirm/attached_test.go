package confirm

import "testing"

// TestNotesOfADeclaration: a request naming a declaration is answered by a
// change of the notes written directly above it — a derive or attribute, a
// decorator or annotation, a doc or TODO comment — in any language; a
// change that takes away a second comment beside the one named, or adds a
// second entry to the attribute beside the one named, is still asked.
func TestNotesOfADeclaration(t *testing.T) {
	rs := "use serde::Serialize;\n\n#[derive(Debug)]\npub struct Order {\n    pub id: u64,\n}\n\nimpl Order {\n    pub fn new(id: u64) -> Self {\n        Order { id }\n    }\n}\n"
	kt := "package app\n\n// FIXME: handle the empty header\n// NOTE: keep in sync with Parser.kt\nfun parseHeader(line: String): Header {\n    return Header(line)\n}\n\nfun parseBody(line: String): Body {\n    return Body(line)\n}\n"
	runThreadCases(t, []threadCase{
		// Rust, German: a derive entry on the struct named
		{[]Turn{u("füge Serialize zum derive von Order in src/order.rs hinzu")}, fileTarget("src/order.rs", rs, replace(rs, "#[derive(Debug)]", "#[derive(Debug, Serialize)]")), Explicit},
		{[]Turn{u("füge Serialize zum derive von Order in src/order.rs hinzu")}, fileTarget("src/order.rs", rs, replace(rs, "#[derive(Debug)]", "#[derive(Debug, Serialize, Default)]")), NeedsConfirmation},
		// Kotlin: the FIXME comment above parseHeader, and the NOTE beside it
		{[]Turn{u("drop the FIXME comment above parseHeader in Parser.kt, it's handled now")}, fileTarget("src/Parser.kt", kt, replace(kt, "// FIXME: handle the empty header\n", "")), Explicit},
		{[]Turn{u("drop the FIXME comment above parseHeader in Parser.kt, it's handled now")}, fileTarget("src/Parser.kt", kt, replace(kt, "// FIXME: handle the empty header\n// NOTE: keep in sync with Parser.kt\n", "")), NeedsConfirmation},
		// a request about the declaration alone does not speak of its notes
		{[]Turn{u("parseHeader in Parser.kt throws on an empty line, fix it")}, fileTarget("src/Parser.kt", kt, replace(kt, "// NOTE: keep in sync with Parser.kt\n", "")), NeedsConfirmation},
	})
}

// TestAttachedDeclaration: the declaration line changed notes belong to.
func TestAttachedDeclaration(t *testing.T) {
	for _, c := range []struct {
		before, old string
		data        bool
		want        string
	}{
		{"#[derive(Debug)]\npub struct Config {\n}\n", "#[derive(Debug)]\n", false, "pub struct Config {"},
		{"@dataclass\nclass Point:\n    x: int\n", "@dataclass\n", false, "class Point:"},
		{"// eslint-disable-next-line\n// TODO: paginate\nexport async function fetchOrders() {\n}\n", "// eslint-disable-next-line\n", false, "export async function fetchOrders() {"},
		{"    [Range(1, 100)]\n    public int Quantity { get; set; }\n", "    [Range(1, 100)]\n", false, "public int Quantity { get; set; }"},
		// a blank line parts a comment from what follows
		{"// header of the file\n\nfunc main() {\n}\n", "// header of the file\n", false, ""},
		// a changed line of code is no note
		{"x := 1\nfunc main() {\n}\n", "x := 1\n", false, ""},
		// in a data file, a "#" line is only a comment
		{"# the port\nport: 8080\n", "# the port\n", true, ""},
	} {
		if got := attachedDeclaration(c.before, len(c.old), c.old, c.data); got != c.want {
			t.Errorf("attachedDeclaration(%q, %q) = %q, want %q", c.before, c.old, got, c.want)
		}
	}
}

// TestIsAttributeLine: annotations are code, comments are not.
func TestIsAttributeLine(t *testing.T) {
	for l, want := range map[string]bool{
		"#[derive(Debug, Clone)]":  true,
		"#![allow(dead_code)]":     true,
		"@dataclass(frozen=True)":  true,
		"@MainActor":               true,
		"[Range(1, 500)]":          true,
		"# a comment":              false,
		"// TODO: paginate":        false,
		"@ the start of a comment": false,
		"[tool.ruff]":              false,
	} {
		if got := isAttributeLine(l); got != want {
			t.Errorf("isAttributeLine(%q) = %v, want %v", l, got, want)
		}
	}
}

// TestStrayEntry: a second entry added to an attribute beside the one
// named, unless the named one needs it.
func TestStrayEntry(t *testing.T) {
	unitOf := func(old, new string) []unit { return []unit{{removed: []string{old}, added: []string{new}}} }
	for _, c := range []struct {
		request, old, new, want string
	}{
		{"make Point a frozen dataclass", "@dataclass", "@dataclass(frozen=True, slots=True)", "slots=True"},
		{"make Point a frozen dataclass with slots", "@dataclass", "@dataclass(frozen=True, slots=True)", ""},
		{"derive Clone on Config", "#[derive(Debug)]", "#[derive(Debug, Clone, PartialEq)]", "PartialEq"},
		{"add Copy to the derive of Point", "#[derive(Debug)]", "#[derive(Debug, Clone, Copy)]", ""},
		{"derive Ord for Version", "#[derive(Debug)]", "#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]", ""},
		// a call is no attribute: a second argument may follow from the first
		{"cap backoff at 60", "return 2 ** attempt", "return min(2 ** attempt, 60)", ""},
	} {
		if got, _ := strayEntry(unitOf(c.old, c.new), pieceForms(c.request)); got != c.want {
			t.Errorf("strayEntry(%q, %q → %q) = %q, want %q", c.request, c.old, c.new, got, c.want)
		}
	}
}

// TestCommentNamers: the words that say which comment a request means.
func TestCommentNamers(t *testing.T) {
	for text, want := range map[string]string{
		"remove the stale todo comment above fetchorders": "todo stale",
		"delete the comment about caching":                "caching",
		"drop the comments":                               "",
	} {
		_, ws := wordsOf(text)
		got := ""
		for _, f := range commentNamers(ws) {
			if got != "" {
				got += " "
			}
			got += f
		}
		if got != want {
			t.Errorf("commentNamers(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestOpensNote: a comment line that begins a note of its own.
func TestOpensNote(t *testing.T) {
	for l, want := range map[string]bool{
		"// NOTE: keep in sync":                  true,
		"# FIXME(ana): empty header":             true,
		"// eslint-disable-next-line no-console": true,
		"x = f()  # noqa":                        true,
		"// once the backend supports it":        false,
		"# see RFC 7231":                         false,
	} {
		if got := opensNote(l); got != want {
			t.Errorf("opensNote(%q) = %v, want %v", l, got, want)
		}
	}
}
