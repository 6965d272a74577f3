package confirm

import (
	"strings"
	"testing"
)

// TestQualifiedMemberBounds: a request that points at one member as code
// writes it qualified ("Order#total", "Cart.total", "Parser::parse")
// names that member, not every line of its class: a rewritten line of the
// class outside the member, bringing in words the request does not write,
// needs confirmation, in whatever words the request is put. The member's
// own lines stay explicit.
func TestQualifiedMemberBounds(t *testing.T) {
	rb := "class Invoice < ApplicationRecord\n  has_many :lines\n\n  def amount\n    lines.sum(&:net)\n  end\nend\n"
	py := "class Cart:\n    currency = \"EUR\"\n\n    def total(self):\n        return sum(i.price for i in self.items)\n"
	cpp := "class Parser {\n  int depth = 0;\n  Node parse(Lexer& lx) {\n    return Node();\n  }\n};\n"
	rbFix := replace(rb, "lines.sum(&:net)", "lines.sum { |l| l.net * l.qty }")
	pyFix := replace(py, "sum(i.price for i in self.items)", "sum(i.price * i.qty for i in self.items)")
	cppFix := replace(cpp, "return Node();", "return Node(lx.next());")
	runThreadCases(t, []threadCase{
		{[]Turn{u("Invoice#amount should multiply net by qty, please fix")}, fileTarget("app/models/invoice.rb", rb, rbFix), Explicit},
		{[]Turn{u("Invoice#amount should multiply net by qty, please fix")}, fileTarget("app/models/invoice.rb", rb, replace(rbFix, "has_many :lines", "has_many :lines, inverse_of: :invoice")), NeedsConfirmation},
		{[]Turn{u("make Cart.total multiply price by qty")}, fileTarget("cart.py", py, pyFix), Explicit},
		{[]Turn{u("make Cart.total multiply price by qty")}, fileTarget("cart.py", py, replace(pyFix, "\"EUR\"", "\"USD\"")), NeedsConfirmation},
		{[]Turn{u("fix Parser::parse, it must consume the next token")}, fileTarget("parser.hpp", cpp, cppFix), Explicit},
		{[]Turn{u("fix Parser::parse, it must consume the next token")}, fileTarget("parser.hpp", cpp, replace(cppFix, "int depth = 0;", "int depth = 0;\n  bool strict = true;")), NeedsConfirmation},
	})
}

// TestQualifiedMembers: the qualified forms of the languages, and what is
// no member (a path, a file name, a longer chain, a lower-case module).
func TestQualifiedMembers(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"fix Order#total so it multiplies", []string{"total"}},
		{"Cart.total и Parser::parse_expr", []string{"total", "parse_expr"}},
		{"see README.md and Docs.md/x", nil},
		{"utils.parse is slow", nil},
		{"Foo.bar.baz is wrong", nil},
		{"İ Order#total", []string{"total"}},
	} {
		got, req := qualifiedMembers(c.text)
		if len(got) != len(c.want) {
			t.Errorf("qualifiedMembers(%q) = %v, want %v", c.text, got, c.want)
		}
		for _, w := range c.want {
			if !got[w] || strings.Contains(req, w) {
				t.Errorf("qualifiedMembers(%q) = %v, %q; want %q found and blanked", c.text, got, req, w)
			}
		}
	}
}
