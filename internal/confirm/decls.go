package confirm

import "strings"

// This file reads the declarations of languages that put no declaring
// keyword before the name: a C or C++ function led by its return type
// ("int clamp(int v, int lo, int hi) {"), a Haskell equation whose body
// is a block ("parseAge s = case reads s of", "main = do"), and a Ruby
// singleton method ("def self.hello(name)" declares hello). A function
// assigned to a name (R's "summarise_sales <- function(df) {") is not
// read yet: see docs/confirmation.md.

// typedDeclaration reports whether a line declares a function after its
// C-like return type ("int clamp(", "static void log_line(", "std::string
// name() const {"): a type word first, then a name before "(".
func typedDeclaration(line string) bool {
	first, _, _ := strings.Cut(line, " ")
	switch strings.TrimSuffix(first, "*") {
	case "int", "void", "char", "bool", "double", "float", "long", "short", "unsigned", "signed",
		"size_t", "auto", "inline", "extern", "constexpr", "virtual", "std::string", "uint32_t",
		"int32_t", "uint64_t", "int64_t", "uint8_t":
		return nameBeforeParams(line) != ""
	}
	return false
}

// equationBlock reports whether a line opens a Haskell equation whose body
// is the block under it: at the top of its lines, a name, its
// parameters, "=", and a block word last ("parseAge s = case reads s of",
// "main = do", "go xs = … where").
func equationBlock(line string) bool {
	lhs, rhs, ok := strings.Cut(line, " = ")
	if !ok || lhs == "" || !isIdentByte(lhs[0]) || lhs[0] >= 'A' && lhs[0] <= 'Z' {
		return false
	}
	for _, w := range strings.Fields(lhs) {
		if !isIdentWord(w) {
			return false
		}
	}
	for _, end := range [...]string{" of", " do", " where"} {
		if strings.HasSuffix(" "+rhs, end) {
			return true
		}
	}
	return false
}

// singletonMethod is the name of a Ruby singleton method ("self.hello(name)"
// after "def" → hello), or "".
func singletonMethod(rest string) string {
	after, ok := strings.CutPrefix(rest, "self.")
	if !ok {
		return ""
	}
	end := 0
	for end < len(after) && (isIdentByte(after[end]) || after[end] == '?' || after[end] == '!') {
		end++
	}
	return strings.TrimRight(after[:end], "?!")
}
