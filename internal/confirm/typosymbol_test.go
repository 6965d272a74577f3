package confirm

import "testing"

// TestTypedSymbol: a code-shaped name one typo away from the declaration
// the edit lies in ("parse_lnie" for parse_line, "handelRequest" for
// handleRequest) names it; a name one letter longer or shorter
// ("parse_lines") may be another function and names nothing, nor does a
// typo of a declaration the edit is not in.
func TestTypedSymbol(t *testing.T) {
	const rs = "fn parse_line(s: &str) -> Option<(u32, String)> {\n    let (n, rest) = s.split_once(' ')?;\n    Some((n.parse().unwrap(), rest.to_string()))\n}\n\nfn parse_file(s: &str) -> usize {\n    s.lines().count()\n}\n"
	const oldL, newL = "    Some((n.parse().unwrap(), rest.to_string()))", "    Some((n.parse().ok()?, rest.to_string()))"
	const ts = "export function handleRequest(r: Req) {\n  return r.body.trim();\n}\n"
	for _, c := range []followupCase{
		{"swapped letters", []string{"parse_lnie has an unwrap that panics, plz fix"}, "src/parse.rs", rs, oldL, newL, Explicit},
		{"camel case swapped", []string{"handelRequest crashes on an empty body, fix it"}, "src/handler.ts", ts, "  return r.body.trim();", "  return (r.body ?? \"\").trim();", Explicit},
		{"one letter longer", []string{"parse_lines has an unwrap that panics, plz fix"}, "src/parse.rs", rs, oldL, newL, NeedsConfirmation},
		{"typo of the other function", []string{"parse_flie has an unwrap that panics, plz fix"}, "src/parse.rs", rs, oldL, newL, NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
