package confirm

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Target is what a change touches, in the ways a person can name it: the
// file's path or name, or a symbol of the edit's own declaration.
type Target struct {
	// Name is the display name (the path relative to the project).
	Name string
	// Path is the absolute path.
	Path string
	// Range is what a symbol the user names must occur in: the heading and
	// the declarations that enclose the edit in the file as it is, and the
	// old text of the changed lines. Neighbouring declarations and context
	// lines are not in it.
	Range string
	// Declared are the names the enclosing blocks declare: functions,
	// types, headings, keys ("handleEntry", "Install", "server").
	Declared []string
	// prose: the target is Markdown or text, where a code name is a topic
	// rather than a part of the file.
	prose bool
	// code are the Declared names that a declaration keyword declares
	// (func, def, class …): only these may be named by a bare word
	// ("slugify should trim"); a key or a heading is often an ordinary
	// word ("server", "Usage") and needs a noun or backticks.
	code []string
	// Added is the text only the new content has (all of a created file).
	// The user's words never make a change explicit through it; a plan
	// the user confirmed may name it.
	Added string
	// created: the change writes a new (or empty) file.
	created bool
	// attached is the name of the declaration the changed lines are notes
	// of (attachedDeclaration: "Config" for a change of the
	// "#[derive(Debug)]" above "pub struct Config {"), or "": a request
	// pointing at it points at the change's own place.
	attached string
	// own is the name the old text's first line declares ("port" of
	// "port: 8080"), or "".
	own string
	// removed is the old text of the changed lines: what the change takes
	// away or rewrites.
	removed string
	// others are names the file declares outside the blocks that enclose
	// the edit (functions, keys): a request naming one of them is about
	// another part of the file.
	others []string
	// file is the head of the file as it is: a code name of a request
	// found in it is a part of the file (see reading.specifics).
	file string
	// edit is the change itself, split into its parts only when a
	// request's specifics are checked against them (reading.unasked).
	edit Change
	// editUnits is changeUnits(edit), computed once, on first use, for a
	// Target made by TargetOf (see units); nil for one made otherwise.
	editUnits func() []unit
	// SameBase, when set, reports whether another file of the project has
	// the target's base name (src/api/utils.ts beside src/web/utils.ts):
	// then a bare base name ("update utils.ts") names neither, and only a
	// path does. It is called at most once, and only when the user typed
	// the bare name; nil means no other file is known (see SameBaseIn).
	SameBase func() bool
	// SameBaseDirs, when set, lists the directories of the other files of
	// the project with the target's base name (see SameBaseDirsIn): a
	// request placed by one of their directory parts ("the api chart
	// values") is about that file. nil means none is known.
	SameBaseDirs func() []string
	// FileAt, when set, reports whether the project has a regular file at
	// a project-relative path (see FileAtIn): a typed path that leads from
	// the project's top to another file than the target names that file.
	// nil means none is known.
	FileAt func(rel string) bool
	// NameTaken, when set, reports whether a typed file name is the name
	// of a file of the project, or one edit from another file than the
	// target: then it is no typo of the target's name (see NearNameIn);
	// nil means no other file is known.
	NameTaken func(typed string) bool
	// Removal is set when the change takes the file away (a Bash rm or
	// mv): then only a request to delete, or to move or rename, it makes
	// the change explicit ("empty notes.md" does not ask for rm notes.md).
	Removal Removal
	// Command, when set, is a command whose writes are the change ("make
	// install", "cargo add serde"): only the user typing that command, as
	// words, names it; the file's name and symbols do not count.
	Command string
	// Verbs are words that ask for this change besides the verbs of
	// change: a program's own ("run", "extract", "switch", "gofmt").
	Verbs []string
	// OnlyVerbs makes Verbs the only words that ask for the change (a
	// branch is asked for by "switch to main", not by "change the main
	// function").
	OnlyVerbs bool
}

// Removal is how a change takes a file away.
type Removal uint8

// Removals.
const (
	// Keeps: the file stays where it is.
	Keeps Removal = iota
	// Deletes: the file is deleted.
	Deletes
	// Moves: the file is moved or renamed away.
	Moves
)

// Allows reports whether the verb w (base form) asks for this removal:
// delete, remove, drop … for a deletion; move, rename … for a move.
func (m Removal) Allows(w string) bool {
	switch m {
	case Deletes:
		switch w {
		case "delete", "remove", "rm", "drop", "wipe", "erase", "purge", "discard", "prune", "clean", "cleanup", "unlink", "trash", "nuke":
			return true
		}
		return false
	case Moves:
		switch w {
		case "move", "rename", "mv", "relocate":
			return true
		}
		return false
	}
	return true
}

// Sizes of the edited range: enough to hold the function or section being
// edited, small enough to scan on every tool call.
const (
	rangeContext = 3
	rangeReach   = 200
	rangeMax     = 32 << 10
)

// TargetOf builds the Target of a change.
func TargetOf(c Change) Target {
	t := Target{Name: c.Name, Path: c.Path, prose: c.Prose, edit: c,
		editUnits: sync.OnceValue(func() []unit { return changeUnits(c) })}
	if c.Created || c.Before == "" {
		t.Added = headOf(c.After, 2*rangeMax)
		t.created = true
		return t
	}
	r := findRegion(c.Before, c.After)
	old := c.Before[r.Start:r.oldEnd]
	added := c.After[r.Start:r.newEnd]
	indent := firstIndent(old)
	if indent < 0 {
		indent = firstIndent(added)
	}
	if indent < 0 {
		indent = 0
	}
	lines, names, code := enclosing(c.Before, r.Start, indent, c.Prose)
	if !c.Prose && strings.TrimSpace(old) == "" && onlyNotes(added) {
		// A comment, doc comment or annotation inserted before a
		// declaration belongs to it ("fix the missing doc comment on
		// retry_delay").
		old = firstLine(c.Before[r.Start:])
	}
	if !c.Prose {
		// The old text's own first line may declare a name ("const
		// DefaultRate = 10", "port: 8080"): the edit's own declaration.
		if first := strings.TrimSpace(firstLine(old)); first != "" {
			if n := lineDeclares(firstLine(old), isDataFile(c.Name)); len(n) >= 3 && !slices.Contains(names, n) {
				names = append([]string{n}, names...)
				t.own = n
				if isDeclaration(first) {
					code = append([]string{n}, code...)
				}
			}
		}
	}
	if !c.Prose {
		if decl := attachedDeclaration(c.Before, r.oldEnd, old, isDataFile(c.Name)); decl != "" {
			t.attached = declaredName(decl)
		}
	}
	t.Declared, t.code = names, code
	if !c.Prose {
		t.others = declaredElsewhere(c.Before, names, isDataFile(c.Name))
	}
	t.Range = lines + headOf(old, rangeMax)
	t.Added = headOf(added, rangeMax)
	t.removed = headOf(old, rangeMax)
	t.file = headOf(c.Before, 2*rangeMax)
	return t
}

// units is the change split into its units (changeUnits): every check of
// an explicit verdict reads them, and each would otherwise diff the
// changed region again (a large file's common prefix and suffix compared
// every time). Callers read the units and never change them.
func (t Target) units() []unit {
	if t.editUnits == nil {
		return changeUnits(t.edit)
	}
	return t.editUnits()
}

// onlyNotes reports whether every non-blank line of t is a comment or an
// annotation (//, #, /*, *, --, @…).
func onlyNotes(t string) bool {
	seen := false
	for _, l := range strings.Split(t, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		seen = true
		if !strings.HasPrefix(l, "//") && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "/*") && !strings.HasPrefix(l, "*") &&
			!strings.HasPrefix(l, "--") && !strings.HasPrefix(l, "@") {
			return false
		}
	}
	return seen
}

// firstLine is the first non-blank line of t.
func firstLine(t string) string {
	for _, l := range strings.Split(headOf(t, rangeMax), "\n") {
		if strings.TrimSpace(l) != "" {
			return l
		}
	}
	return ""
}

// Bounds of the look at the whole file for the names it declares.
const (
	maxDeclLines = 4000
	maxOthers    = 256
)

// declaredElsewhere lists the names t declares (functions, types, keys)
// other than those in enclosing, at most maxOthers, from its first
// maxDeclLines lines.
func declaredElsewhere(t string, enclosing []string, data bool) []string {
	var out []string
	for n := 0; n < maxDeclLines && len(t) > 0 && len(out) < maxOthers; n++ {
		line := t
		if i := strings.IndexByte(t, '\n'); i >= 0 {
			line, t = t[:i], t[i+1:]
		} else {
			t = ""
		}
		name := lineDeclares(line, data)
		if len(name) < 3 || slices.Contains(enclosing, name) || slices.Contains(out, name) {
			continue
		}
		out = append(out, name)
	}
	return out
}

// lineDeclares is declaredOrKey of a line as it stands in its file (data
// says the file is configuration or data: YAML, JSON, TOML …): an
// indented "name = value" is a variable of a function body ("    posts =
// load()"), and in code an indented `"date": …` is an entry of a literal,
// neither a key of the file; TOML, INI and module constants stand at the
// start of their line.
func lineDeclares(raw string, data bool) string {
	trimmed := strings.TrimSpace(raw)
	n := declaredOrKey(trimmed)
	if n != "" && raw != strings.TrimLeft(raw, " \t") && !isDeclaration(trimmed) && !strings.HasSuffix(trimmed, ":") {
		if key, _, found := strings.Cut(trimmed, " = "); found && strings.Trim(key, "\"' ") == n {
			return ""
		}
		if !data && (trimmed[0] == '"' || trimmed[0] == '\'') {
			return ""
		}
	}
	return n
}

// isDataFile reports whether a file is configuration or data, whose keys
// are its parts at any depth.
func isDataFile(name string) bool {
	switch strings.ToLower(filepathExt(base(name))) {
	case ".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env", ".properties", ".tf", ".tfvars", ".hcl", ".xml", ".plist", ".lock", "":
		return true
	}
	return false
}

// declaredOrKey is the name a line declares, or the key of a "key: value"
// line ("port: 8080" → "port"), or "".
func declaredOrKey(line string) string {
	if line == "" || line[0] == '#' || line[0] == '/' || line[0] == '-' {
		return ""
	}
	if n := sectionName(line); n != "" {
		return n
	}
	if strings.HasSuffix(line, "{") {
		if n, ok := blockDeclared(line); ok {
			return n // `resource "aws_s3_bucket" "logs" {`, "message Request {"
		}
	}
	if key, _, found := strings.Cut(line, " = "); found && isKeyWord(strings.Trim(key, "\"' ")) {
		return strings.Trim(key, "\"' ") // "line-length = 100" (TOML, INI, HCL)
	}
	if isDeclaration(line) || strings.HasSuffix(line, ":") {
		return declaredName(line)
	}
	key, _, found := strings.Cut(line, ":")
	key = strings.Trim(key, "\"' ")
	if !found || key == "" || !isIdentWord(key) {
		return ""
	}
	return key
}

// sectionName is the name a "[section]" line of a TOML or INI file opens,
// its last dotted part ("[tool.ruff]" → "ruff"), or "".
func sectionName(line string) string {
	if len(line) < 3 || line[0] != '[' || line[len(line)-1] != ']' {
		return ""
	}
	inner := strings.Trim(line, "[]")
	inner = inner[strings.LastIndexByte(inner, '.')+1:]
	if !isKeyWord(inner) {
		return ""
	}
	return inner
}

// isKeyWord reports whether w is a key's name: identifier bytes and
// inner dashes ("line-length"), at least one letter.
func isKeyWord(w string) bool {
	if w == "" || w[0] == '-' {
		return false
	}
	letter := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case isIdentByte(c) || c == '-':
		default:
			return false
		}
	}
	return letter
}

// firstIndent is the indentation (tabs and spaces counted alike) of the
// first non-blank line of t, or -1.
func firstIndent(t string) int {
	for _, l := range strings.Split(t, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		return len(l) - len(strings.TrimLeft(l, " \t"))
	}
	return -1
}

// enclosing returns the lines above offset i that enclose an edit indented
// by indent: the nearest heading (of prose), and each less indented line
// that opens a declaration or a block (func, class, def, a YAML key, a line
// ending in "{" or ":"), up to the outermost, looking back at most
// rangeReach lines; the names they declare; and of those, the ones a
// declaration keyword declares.
func enclosing(t string, i, indent int, prose bool) (string, []string, []string) {
	var b strings.Builder
	var names, code []string
	heading := !prose // only prose has headings ("#" opens a comment in code)
	for k := 0; k < rangeReach && i > 0 && (indent > 0 || !heading || !prose && indent == 0); k++ {
		prev := strings.LastIndexByte(t[:i-1], '\n') + 1
		line := strings.TrimRight(t[prev:i], "\n\r")
		i = prev
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		if !prose && indent == 0 {
			if n := sectionName(trimmed); n != "" {
				// "[tool.ruff]" holds the keys under it, unindented
				b.WriteString(trimmed + "\n")
				names = append(names, n)
				break
			}
		}
		if !heading && strings.HasPrefix(trimmed, "#") && strings.Contains(trimmed, " ") && !strings.HasPrefix(trimmed, "#!") {
			heading = true
			b.WriteString(trimmed + "\n")
			names = append(names, strings.TrimSpace(strings.TrimLeft(trimmed, "#")))
			continue
		}
		lineIndent := len(line) - len(strings.TrimLeft(line, " \t"))
		if lineIndent >= indent || !opensBlock(trimmed) {
			continue
		}
		indent = lineIndent
		b.WriteString(trimmed + "\n")
		if n := declaredName(trimmed); n != "" {
			names = append(names, n)
			if isDeclaration(trimmed) || typedDeclaration(trimmed) || equationBlock(trimmed) {
				code = append(code, n)
			}
		}
	}
	return b.String(), names, code
}

// opensBlock reports whether a trimmed line opens what the lines indented
// under it belong to.
func opensBlock(line string) bool {
	if isAccessLabel(line) {
		return false // "public:" of a C++ class: the class holds what follows
	}
	return isDeclaration(line) || strings.HasSuffix(line, "{") || strings.HasSuffix(line, ":") ||
		strings.HasSuffix(line, "(") || strings.HasSuffix(line, "[") || equationBlock(line)
}

// declaredName is the name a declaration line declares: the identifier
// after its keywords ("func (r *T) Name(" → "Name", "class SignupForm:" →
// "SignupForm"), the name before its parameter list ("public BigDecimal
// total(" → "total", "fun save(" → "save", "build() {" → "build"), the
// name a SQL or Terraform block declares ("CREATE TABLE orders (" →
// "orders", `resource "aws_instance" "web" {` → "web"), or a key
// ("server:" → "server"). A control statement ("for (…) {", "if …:",
// "return (") declares nothing.
func declaredName(line string) string {
	if n, ok := blockDeclared(line); ok {
		return n
	}
	first, _, _ := strings.Cut(line, " ")
	first, _, _ = strings.Cut(first, "(")
	if isControl(first) {
		return ""
	}
	rest := line
	for {
		w, after, _ := strings.Cut(rest, " ")
		if !isDeclaration(w) || w == "" {
			break
		}
		rest = strings.TrimSpace(after)
		if strings.HasPrefix(rest, "(") { // a Go method's receiver
			if j := strings.IndexByte(rest, ')'); j > 0 {
				rest = strings.TrimSpace(rest[j+1:])
			}
		}
	}
	if n := singletonMethod(rest); n != "" {
		return n // "def self.hello(name)"
	}
	if n := nameBeforeParams(rest); n != "" {
		return n
	}
	if q := strings.IndexByte(rest, '"'); q == 0 {
		if key, _, ok := strings.Cut(rest[1:], "\""); ok && isKeyWord(key) {
			return key // `"scripts": {`
		}
	}
	end := 0
	for end < len(rest) && (isIdentByte(rest[end]) || rest[end] == '-' && end > 0) {
		end++
	}
	if end == 0 {
		return ""
	}
	return rest[:end]
}

// nameBeforeParams is the identifier just before the first "(" of a
// declaration ("BigDecimal total(List<LineItem> items) {" → "total"), or
// "" when the parameter list is not a name's ("x = () => {", a call
// "app.get(").
func nameBeforeParams(rest string) string {
	p := strings.IndexByte(rest, '(')
	if p <= 0 {
		return ""
	}
	if eq := strings.IndexByte(rest[:p], '='); eq >= 0 {
		return ""
	}
	end := p
	for end > 0 && rest[end-1] == ' ' {
		end--
	}
	start := end
	for start > 0 && isIdentByte(rest[start-1]) {
		start--
	}
	if start == end || start > 0 && rest[start-1] == '.' {
		return ""
	}
	return rest[start:end]
}

// isControl reports whether a line's first word opens a control statement
// rather than a declaration.
func isControl(w string) bool {
	switch w {
	case "if", "for", "while", "switch", "return", "else", "elif", "catch", "try", "do", "foreach",
		"except", "finally", "match", "loop", "unless", "until", "}", "};", "})":
		return true
	}
	return false
}

// blockDeclared is the name a SQL statement ("CREATE TABLE orders (",
// "CREATE INDEX orders_idx ON …", "ALTER TABLE orders") or a Terraform
// block (`resource "aws_instance" "web" {`, `variable "region" {`)
// declares, and whether the line is one.
func blockDeclared(line string) (string, bool) {
	fs := strings.Fields(line)
	if len(fs) < 2 {
		return "", false
	}
	switch strings.ToLower(fs[0]) {
	case "create", "alter":
		for _, f := range fs[1:] {
			switch strings.ToLower(f) {
			case "or", "replace", "temporary", "temp", "unique", "table", "index", "view", "function",
				"procedure", "trigger", "sequence", "type", "schema", "materialized", "if", "not", "exists":
				continue
			}
			f, _, _ = strings.Cut(f, "(")
			f = strings.Trim(f, "\"`'[];")
			if i := strings.LastIndexByte(f, '.'); i >= 0 {
				f = f[i+1:]
			}
			return f, f != ""
		}
		return "", false
	case "resource", "data", "module", "variable", "output", "provider":
		if !strings.HasPrefix(fs[1], "\"") || !strings.HasSuffix(line, "{") {
			return "", false
		}
		name := ""
		for _, f := range fs[1:] {
			if strings.HasPrefix(f, "\"") {
				name = strings.Trim(f, "\"")
			}
		}
		return name, name != ""
	}
	return namedBlock(fs)
}

// namedBlock is the name a block opener of the form "<keyword> <Name> {"
// declares, the word just before the brace ("message Invoice {", "input
// PostFilter {", "upstream api_pool {", "mod tests {"), and whether the
// line (split into its fields fs) is one. A control statement ("if ready
// {") and a path or selector ("location /api {") declare nothing.
func namedBlock(fs []string) (string, bool) {
	if len(fs) != 3 || fs[2] != "{" || isControl(fs[0]) || !isLowerWord(fs[0]) {
		return "", false
	}
	name := fs[1]
	if !isIdentWord(name) || !(name[0] >= 'a' && name[0] <= 'z' || name[0] >= 'A' && name[0] <= 'Z') {
		return "", false
	}
	return name, true
}

// isLowerWord reports whether w is made of lower-case ASCII letters only.
func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return w != ""
}

// headOf cuts t to at most n bytes.
func headOf(t string, n int) string {
	if len(t) > n {
		return t[:n]
	}
	return t
}

// base is the last element of a slash-separated path.
func base(p string) string { return p[strings.LastIndexByte(p, '/')+1:] }

// onlyUses reports whether the old text only uses sym, a name declared
// elsewhere in the file: a call of Format inside FormatRange names
// FormatRange's edit no more than any other caller's ("PriceFormatter.Format
// should use the invariant culture"). A declaration of sym in the old text
// itself (a rename) is not a use. So does a call of a name the file
// imports: "useDebounced: make 500 the default" is about the module that
// declares it (importsName).
func (t Target) onlyUses(sym string) bool {
	if !slices.Contains(t.others, sym) && !importsName(t.file, sym) {
		return false
	}
	for _, l := range strings.Split(t.removed, "\n") {
		if declaredOrKey(strings.TrimSpace(l)) == sym {
			return false
		}
	}
	return true
}

// nearDeclared reports whether sym is one edit (a letter missing, added,
// changed or two swapped) from a name the edit's blocks declare: a typo of
// it ("replicaCont" for replicaCount), not another part of the file.
func nearDeclared(t Target, sym string) bool {
	for _, d := range t.Declared {
		if oneEditApart(strings.ToLower(d), strings.ToLower(sym)) {
			return true
		}
	}
	return false
}

// oneEditApart reports whether a and b (at least four letters) differ by
// one insertion, deletion, substitution or swap of neighbours.
func oneEditApart(a, b string) bool {
	if len(a) < 4 || len(b) < 4 || a == b || len(a)-len(b) > 1 || len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	switch {
	case len(a) == len(b):
		if a[i+1:] == b[i+1:] {
			return true
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case len(a) > len(b):
		return a[i+1:] == b[i:]
	default:
		return a[i:] == b[i+1:]
	}
}

// addedItems are the items a change brings in that a user lists when
// they ask for them: the top-level keys of a created file, or the words a
// changed line gains at its end (".PHONY: build test" → ".PHONY: build
// test fmt ci" adds fmt and ci). nil when the change is of another kind.
func (t Target) addedItems() []string {
	var out []string
	if t.created {
		for _, l := range strings.Split(t.Added, "\n") {
			if l == strings.TrimLeft(l, " \t") {
				if k := declaredOrKey(strings.TrimSpace(l)); k != "" && !slices.Contains(out, k) {
					out = append(out, k)
				}
			}
		}
		return out
	}
	old, added := strings.Split(strings.TrimRight(t.removed, "\n"), "\n"), strings.Split(strings.TrimRight(t.Added, "\n"), "\n")
	if t.prose || len(old) != len(added) || len(old) > 3 {
		return nil
	}
	for i, o := range old {
		o = strings.TrimRight(o, " \t")
		if o == "" || !strings.HasPrefix(added[i], o) {
			return nil
		}
		rest := added[i][len(o):]
		if flags, more, ok := flagsJoined(o, rest); ok {
			out = append(out, flags...) // "set -e" + "uo pipefail": -u, -o
			rest = more
		}
		for _, f := range strings.Fields(rest) {
			if f = strings.Trim(f, ",;"); !isIdentWord(f) || len(f) < 2 {
				return nil // not a list of names: code or a sentence
			}
			out = append(out, f)
		}
	}
	return out
}

// filepathExt is the extension of a file name (".go"), "" for none or a
// dotfile.
func filepathExt(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		return name[i:]
	}
	return ""
}

// where says where in the file the change lies, for a reason: " (in
// "handleEntry")", or "" when no block encloses it.
func (t Target) where() string {
	if len(t.Declared) == 0 {
		return ""
	}
	return fmt.Sprintf(" (in %q)", t.Declared[0])
}

// isContainer reports whether a name is one of the blocks around the
// edit's own declaration ("InvoiceService" for an edit in its total()):
// naming it is like naming the file, which holds other parts too.
func (t Target) isContainer(name string) bool {
	return len(t.Declared) > 1 && slices.Contains(t.Declared[1:], name) && name != t.Declared[0]
}

// mention is one place where a text names the target, and how.
type mention struct {
	lang.Span
	what string
	file bool // names the file, not a symbol in it
	// ambiguous: a bare base name two files of the project share
	// ("utils.ts" beside src/api/utils.ts and src/web/utils.ts): it names
	// neither, and a symbol named with it may be either's.
	ambiguous bool
}

// mentions finds where text (with norm its normalize'd form) names t: the
// file by path or name, or a symbol of the edit's own declaration (see
// symbolMentions). withAdded lets a symbol only the new text has count too:
// for a plan the user confirmed, never for the user's own words.
func mentions(text, norm string, t Target, withAdded bool) []mention {
	var out []mention
	for _, m := range fileMentions(text, norm, t) {
		if !m.ambiguous {
			out = append(out, m)
		}
	}
	out = append(out, symbolMentions(text, norm, t, withAdded)...)
	return out
}

// ambiguousMention is a bare base name in text that two files of the
// project share (see mention.ambiguous), and whether there is one.
func ambiguousMention(text, norm string, t Target) (mention, bool) {
	if t.SameBase == nil {
		return mention{}, false
	}
	for _, m := range fileMentions(text, norm, t) {
		if m.ambiguous {
			return m, true
		}
	}
	return mention{}, false
}

// fileMentions finds the file's name (any case), its relative or absolute
// path, or its name without extension when that has a capital letter
// (README, Makefile).
func fileMentions(text, norm string, t Target) []mention {
	if t.Command != "" {
		ms := commandMentions(text, norm, t.Command)
		if t.Removal == Keeps {
			return ms
		}
		out := ms[:0]
		for _, m := range ms {
			if !modifies(norm, lang.Normalize(t.Command), m.End) {
				out = append(out, m) // not "remove the build step" for rm -rf build
			}
		}
		return out
	}
	name := base(t.Path)
	if name == "" {
		name = base(t.Name)
	}
	if name == "" {
		return nil
	}
	var out []mention
	lname := lang.Normalize(name)
	shared := 0 // t.SameBase(), asked once: 1 no, 2 yes
	for from := 0; ; {
		i := strings.Index(norm[from:], lname)
		if i < 0 {
			break
		}
		i += from
		end := i + len(lname)
		from = i + 1
		if !nameBoundary(norm, i, end) {
			continue
		}
		// A path typed before the name must be the target's path too:
		// "docs/README.md" does not name ./README.md.
		start := i
		for start > 0 && isPathByte(norm[start-1]) {
			start--
		}
		typed := norm[start:end]
		if typed != lname && !pathEndsWith(lang.Normalize(t.Path), lang.Normalize(t.Name), typed) {
			continue
		}
		if typed != lname && t.otherFileAt(text[start:end]) {
			continue // ".github/workflows/ci.yml" is the root one, not packages/x/.github/workflows/ci.yml
		}
		if typed == lname && qualifiedElsewhere(norm, start, t.Name) {
			continue
		}
		if typed == lname && t.Removal != Keeps && modifies(norm, lname, end) {
			continue // "remove the build step from the Makefile" is no rm -rf build
		}
		if typed == lname && t.SameBase != nil && !namesDirOf(norm, t.Name) && !qualifiedHere(norm, start, t.Name) {
			if shared == 0 {
				shared = 1
				if t.SameBase() {
					shared = 2
				}
			}
			if shared == 2 && !namesDir(norm, lang.Normalize(t.Name)) {
				// two files share this base name: it names neither, and
				// what it points into is in doubt too
				out = append(out, mention{Span: span{Start: start, End: end}, what: text[start:end], file: true, ambiguous: true})
				continue
			}
		}
		out = append(out, mention{Span: span{Start: start, End: end}, what: text[start:end], file: true})
	}
	if len(out) > 0 {
		return out
	}
	out = append(stemMentions(text, norm, name), spokenStemMentions(text, norm, name)...)
	if len(out) > 0 && t.SameBase != nil && !namesDir(norm, lang.Normalize(t.Name)) && t.SameBase() {
		// "the README" in a project with three README.md: its stem, like
		// its bare name, names none of them
		for i := range out {
			out[i].ambiguous = true
		}
	}
	out = append(out, nicknameMentions(norm, t)...)
	return append(out, typoMentions(text, norm, t)...)
}

// modifies reports whether a bare name at norm[:end] that is an ordinary
// word ("build", "dist", "coverage": no extension, no path) is used as a
// modifier of the noun after it ("the build step", "the dist job", "the
// coverage badge") rather than as the name of what is taken away ("delete
// the build folder", "nuke dist", "rm build and dist").
func modifies(norm, lname string, end int) bool {
	if strings.ContainsAny(lname, "./ ") {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(norm[end:], " "), " ")
	next = strings.TrimRight(next, ".,;:!?)")
	if next == "" || next != strings.TrimLeft(norm[end:], " ")[:len(next)] {
		return false
	}
	switch next {
	case "folder", "folders", "dir", "dirs", "directory", "directories", "tree", "output", "outputs", "contents",
		"files", "and", "or", "then", "too", "also", "please", "pls", "now", "again", "first", "entirely", "completely",
		"as", "if", "so", "before", "after", "since", "because", "but":
		return false
	}
	return isIdentByte(next[0])
}

// namesDir reports whether a message (normalized) names, as a path, the
// directory of the file whose project-relative name is rel: "python can't
// import src/mypkg/utils — add an empty __init__.py in there" names
// src/mypkg/utils/__init__.py, whatever other __init__.py the project has.
func namesDir(norm, rel string) bool {
	dir, _, ok := cutLast(rel, "/")
	if !ok || !strings.Contains(dir, "/") {
		return false // a top-level directory name is an ordinary word too often
	}
	return namesPath(norm, dir) || namesPath(norm, strings.ReplaceAll(dir, "/", ".")) // "mypkg.handlers", a module
}

// namesPath reports whether norm holds dir as a whole path (not inside a
// longer one; a slash may end it).
func namesPath(norm, dir string) bool {
	for from := 0; ; {
		i := strings.Index(norm[from:], dir)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(dir)
		from = end
		if (i == 0 || !isPathByte(norm[i-1])) && (end == len(norm) || !isPathByte(norm[end]) || norm[end] == '/' && (end+1 == len(norm) || !isPathByte(norm[end+1]))) {
			return true
		}
	}
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// stemMentions finds a file's name without its extension used as a name:
// as spelt in the file name when that has capitals ("README",
// "Makefile"); in any case after "the", "our" … when the file name has
// capitals ("fix the readme", "update the changelog"); or in "the <stem>
// file" ("the install doc", "the deploy script"; see fileNoun). A stem that is an ordinary word ("install" of install.md) is
// never a name by itself.
func stemMentions(text, norm, name string) []mention {
	stem := name
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		stem = name[:dot]
	}
	if len(stem) < 3 {
		return nil
	}
	capital := strings.ToLower(stem) != stem
	var out []mention
	lower := lang.Normalize(stem)
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k, w := range ws {
		if inFileName(text, w.Span) {
			continue // part of another path: "Api" of src/Api/Api.csproj names that file, not tests/Api/Api.csproj
		}
		if possessive, ok := strings.CutSuffix(w.Text, "'s"); ok && possessive == lower && k > 0 && (namingDeterminer(ws[k-1].Text) || capital && text[w.Start:w.Start+len(stem)] == stem) {
			// "the readme's Setup section"
			out = append(out, mention{Span: span{Start: w.Start, End: w.Start + len(stem)}, what: text[w.Start : w.Start+len(stem)], file: true})
			continue
		}
		if w.Text != lower || !nameBoundary(norm, w.Start, w.End) {
			continue
		}
		prev, next := "", ""
		if k > 0 {
			prev = ws[k-1].Text
		}
		if k+1 < len(ws) {
			next = ws[k+1].Text
		}
		switch {
		case capital && text[w.Start:w.End] == stem:
		case capital && namingDeterminer(prev) && (stemFollower(next) || k+1 < len(ws) && phraseBreak(norm[w.End:ws[k+1].Start])):
		case namingDeterminer(prev) && prev != "a" && prev != "an" && next == "file":
			// "the notes file"; "a big file" asks for some file, and names none
		case namingDeterminer(prev) && fileNoun(next, IsProse(name)) && (endsNounPhrase(ws, k+2) || phraseBreak(norm[ws[k+1].End:min(len(norm), ws[k+1].End+2)])):
		default:
			continue
		}
		out = append(out, mention{Span: w.Span, what: text[w.Start:w.End], file: true})
	}
	return out
}

// fileNoun reports whether w after a stem makes the stem a file's name:
// for a document "doc", "page", "guide"; for code "module", "script". ("the
// install step" is not install.md.)
func fileNoun(w string, prose bool) bool {
	switch w {
	case "doc", "docs", "document", "page", "guide":
		return prose
	case "module", "script":
		return !prose
	}
	return false
}

// endsNounPhrase reports whether the noun phrase ends before ws[k]: at the
// end, or before a function word or a verb ("the install doc to require
// …"), not before another noun it qualifies ("the install docs link").
func endsNounPhrase(ws []word, k int) bool {
	if k >= len(ws) || isStopWord(ws[k].Text) || lang.IsChangeVerb(ws[k].Text) {
		return true
	}
	switch ws[k].Text {
	case "need", "needs", "should", "must", "are", "has", "have", "says", "say", "lacks", "misses":
		return true // "the deploy docs need …"
	}
	return false
}

// elsewhere returns the part of the file a message points at when it is
// not where the edit lies: a name marked by a noun ("the Usage section",
// "the parse function") that none of the enclosing blocks declares, in a
// message where no marked name is one of them. "" when the message points
// nowhere in particular, or at the edit's own block.
func elsewhere(text, norm string, t Target) string {
	return elsewhereBut(text, norm, t, nil)
}

// elsewhereBut is elsewhere, leaving out the words kept (a name the user
// said to leave alone points at no part to change: "leave the lint job
// alone, only change node-version").
func elsewhereBut(text, norm string, t Target, kept func(lang.Span) bool) string {
	other := pointedElsewhere(text, norm, t, kept)
	if t.attached != "" && strings.EqualFold(other, t.attached) && speaksOfNotes(norm, t) {
		return "" // the declaration the changed notes belong to
	}
	return other
}

// pointedElsewhere is elsewhereBut before the declaration the changed
// lines are notes of is taken as the change's own place.
func pointedElsewhere(text, norm string, t Target, kept func(lang.Span) bool) string {
	if len(t.Declared) == 0 && strings.TrimSpace(t.Range) == "" && strings.TrimSpace(t.Added) == "" {
		return "" // what the change does is not known (a Bash write): no part of the file to compare
	}
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	// isKept is asked only of the few words that would count (it reads
	// the word's clause).
	isKept := func(w word) bool { return kept != nil && kept(w.Span) }
	other := ""
	for k, w := range ws {
		marked := k > 0 && isSymbolNoun(ws[k-1].Text) || k+1 < len(ws) && isSymbolNoun(ws[k+1].Text)
		if !marked || isSymbolNoun(w.Text) || isStopWord(w.Text) || len(w.Text) < 3 || strings.ContainsAny(w.Text, "./") || isKept(w) {
			continue
		}
		if stem := base(t.Name); strings.EqualFold(possessor(w.Text), strings.TrimSuffix(stem, filepathExt(stem))) {
			continue // the file itself: "the Makefile test target", "the Makefile's test target"
		}
		sym := text[w.Start:w.End]
		for _, d := range t.Declared {
			if strings.EqualFold(d, sym) {
				return ""
			}
		}
		if occursAsWord(t.Added, sym) && !occursAsWord(t.removed, sym) {
			continue // the part the change brings in ("add a Requirements section")
		}
		if other == "" && (looksLikeCode(sym) || sym[0] >= 'A' && sym[0] <= 'Z' && k > 0) {
			other = sym
		}
	}
	if other != "" || t.prose {
		return other
	}
	if m := memberElsewhere(text, ws, t, isKept); m != "" {
		return m
	}
	// A code name the edit neither touches nor adds ("fix remove_item in
	// app/cart.py" for an edit in total()): the request is about another
	// part of the file.
	for _, w := range ws {
		sym := text[w.Start:w.End]
		called := strings.HasPrefix(text[w.End:], "()") // "tax()": a name by its call
		if inFileName(text, w.Span) {
			continue // "test_convert" of tests/test_convert.py
		}
		if (looksLikeCode(sym) || called) && !occursAsName(t.Range, sym) && !occursAsName(t.Added, sym) && !nearDeclared(t, sym) && !isKept(w) &&
			(slices.Contains(t.others, sym) || len(t.others) >= maxOthers) {
			// (a name the file does not declare, "KeyboardInterrupt", is
			// no part of it)
			return sym
		}
	}
	if other := codeSpanElsewhere(text, t); other != "" {
		return other
	}
	if other := compoundElsewhere(text, t, kept); other != "" {
		return other // "no-unused-vars should be an error" for an edit of eqeqeq
	}
	if other := otherSettingOnLine(text, ws, t, isKept); other != "" {
		return other
	}
	return otherDeclared(text, ws, t, isKept)
}

// otherSettingOnLine returns a word of the message that names a setting of
// a one-line change's line ("maxAttempts" of "Retry(maxAttempts: Int = 5,
// backoffMs: Long = 100)") other than the settings the change touches,
// when the message names none of those: the line holds several settings,
// and the request is about another one than the change's ("change the
// maxAttempts default to 5" for an edit of backoffMs, even when 5 is
// already there). "" otherwise.
func otherSettingOnLine(text string, ws []word, t Target, isKept func(word) bool) string {
	ls := t.lineSettings()
	if ls == nil {
		return ""
	}
	other := ""
	for _, w := range ws {
		sym := text[w.Start:w.End]
		if len(sym) < 3 || isStopWord(w.Text) || inFileName(text, w.Span) || isKept(w) {
			continue
		}
		switch found, touched := ls.setting(sym); {
		case found && touched:
			return "" // the message names a setting the change touches
		case found && other == "":
			other = sym
		}
	}
	return other
}

// settingsChange is a one-line change of a line holding several settings:
// the settings and the bytes [start, end) of the old line it rewrites.
type settingsChange struct {
	keys       []setting
	start, end int
	line       int // the old line's length
}

// lineSettings is the settingsChange of t, or nil when the change is not
// one line or its line holds fewer than two settings.
func (t Target) lineSettings() *settingsChange {
	old, ok := onlyLine(t.removed)
	if !ok {
		return nil
	}
	added, ok := onlyLine(t.Added)
	if !ok || old == added {
		return nil
	}
	keys := settingsOf(old)
	if len(keys) < 2 {
		return nil
	}
	start := 0
	for start < len(old) && start < len(added) && old[start] == added[start] {
		start++
	}
	end, aend := len(old), len(added)
	for end > start && aend > start && old[end-1] == added[aend-1] {
		end--
		aend--
	}
	return &settingsChange{keys: keys, start: start, end: end, line: len(old)}
}

// setting reports whether sym is a setting of the line, and whether the
// change rewrites it: its name or its value, which runs to the next
// setting beside it ("cookie: { secure: true }" holds secure).
func (c *settingsChange) setting(sym string) (found, touched bool) {
	for i, k := range c.keys {
		if !strings.EqualFold(k.name, sym) {
			continue
		}
		next := c.line
		for _, n := range c.keys[i+1:] {
			if n.depth <= k.depth {
				next = n.at
				break
			}
		}
		found = true
		if k.at < max(c.end, c.start+1) && next > c.start {
			return true, true
		}
	}
	return found, false
}

// onlyLine returns the one non-blank line of t, trimmed, and whether t
// has exactly one.
func onlyLine(t string) (string, bool) {
	t = strings.TrimSpace(t)
	if t == "" || strings.Contains(t, "\n") {
		return "", false
	}
	return t, true
}

// setting is a "name = value" or "name: value" of a line and where its
// name starts.
type setting struct {
	name  string
	at    int
	depth int // brackets open before it: "secure" of "cookie: { secure: true }" is inside cookie's value
}

// settingsOf lists the settings of a line: each name (bare or quoted) that
// stands at the start of the line or after "(", "{", "[", "," or ";", and
// is followed by "=" or ":" ("host='localhost', port=5432", "{cpu: 500m,
// memory: 256Mi}"). A type after a colon ("maxAttempts: Int = 5") and a
// comparison ("==") are no settings.
func settingsOf(line string) []setting {
	var out []setting
	depth := 0
	for i := 0; i < len(line) && len(out) < maxSymbols; {
		if !isIdentByte(line[i]) || i > 0 && isIdentByte(line[i-1]) {
			switch line[i] {
			case '(', '{', '[':
				depth++
			case ')', '}', ']':
				depth--
			}
			i++
			continue
		}
		j := i
		for j < len(line) && isIdentByte(line[j]) {
			j++
		}
		before := strings.TrimRight(strings.TrimRight(line[:i], "\"'"), " \t")
		after := strings.TrimLeft(strings.TrimLeft(line[j:], "\"'"), " \t")
		opens := before == "" || strings.ContainsRune("({[,;", rune(before[len(before)-1]))
		sets := strings.HasPrefix(after, ":") && !strings.HasPrefix(after, "::") || strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "==")
		if opens && sets && !('0' <= line[i] && line[i] <= '9') {
			out = append(out, setting{name: line[i:j], at: i, depth: depth})
		}
		i = j
	}
	return out
}

// otherDeclared returns a word of the message that is a name the file
// declares outside the edit's blocks and that the edit neither touches nor
// adds ("1. port in config.yaml → 9090" for an edit of pool), unless the
// message also names one of the edit's own blocks or declarations.
func otherDeclared(text string, ws []word, t Target, isKept func(word) bool) string {
	if len(t.others) == 0 {
		return ""
	}
	other := ""
	for _, w := range ws {
		sym := text[w.Start:w.End]
		if len(sym) < 3 || isStopWord(w.Text) || inFileName(text, w.Span) {
			continue
		}
		if (len(t.Declared) > 0 && strings.EqualFold(t.Declared[0], sym) || slices.Contains(t.others, sym)) && isKept(w) {
			continue // "leave the log block alone"
		}
		if len(t.Declared) > 0 && strings.EqualFold(t.Declared[0], sym) && (slices.Contains(t.code, t.Declared[0]) || t.own == t.Declared[0]) {
			// The edit's own function or type; an outer one ("in
			// InvoiceService, tax() must round") or a key or section that
			// holds the edit ("set cache ttl" for an edit of
			// cache.max_entries) holds the other name too.
			return ""
		}
		if !slices.Contains(t.others, sym) {
			continue
		}
		if occursAsKey(t.Range, sym) || occursAsKey(t.Added, sym) {
			return "" // it names the edit's own key or function ("raise the ttl")
		}
		if other == "" {
			other = sym
		}
	}
	return other
}

// memberElsewhere returns the member of a qualified name in the message
// ("total" of "Invoice.total", "pop" of "Queue::pop", "valid?" of
// "Coupon#valid?") when the file declares that member outside the edit's
// blocks and the message does not name the edit's own declaration as code
// (qualified, called, or shaped like an identifier): the container of the
// member only says where the member is, so an edit elsewhere in the same
// class or impl ("push" for "Queue::pop") is not the one asked for, even
// when the edit's own name appears as a plain word ("unknown zones" beside
// "RateCard.price"). "" when there is none.
func memberElsewhere(text string, ws []word, t Target, isKept func(word) bool) string {
	if len(t.others) == 0 || len(t.Declared) == 0 {
		return ""
	}
	member := ""
	for _, w := range ws {
		if isKept(w) || member != "" {
			continue
		}
		if m := memberAfter(text, w.Span); m != "" && slices.Contains(t.others, m) && !slices.ContainsFunc(t.Declared, func(d string) bool { return strings.EqualFold(d, m) }) &&
			!occursAsWord(t.Range, m) && !occursAsWord(t.Added, m) {
			member = m
		}
	}
	if member == "" {
		return ""
	}
	own := t.Declared[0]
	for _, w := range ws {
		sym := text[w.Start:w.End]
		if sym != own {
			continue
		}
		if looksLikeCode(sym) || qualified(text, w.Span) || strings.HasPrefix(text[w.End:], "(") {
			return "" // the edit's own declaration is named as well
		}
	}
	return member
}

// memberAfter is the identifier after a "::", "." or "#" that directly
// follows the word at sp ("total" for "Invoice" in "Invoice.total"), or
// "" when the word qualifies nothing or stands before a file extension
// ("LoginForm.tsx").
func memberAfter(text string, sp lang.Span) string {
	after := text[sp.End:]
	for _, sep := range [...]string{"::", ".", "#"} {
		rest, ok := strings.CutPrefix(after, sep)
		if !ok {
			continue
		}
		n := 0
		for n < len(rest) && isIdentByte(rest[n]) {
			n++
		}
		if n == 0 || hasFileExtension(text[sp.Start:sp.End+len(sep)+n]) {
			return ""
		}
		return rest[:n]
	}
	return ""
}

// inFileName reports whether the word at sp is part of a file name or
// path ("app" of "app.yaml", "workflows" of ".github/workflows/ci.yml").
func inFileName(text string, sp lang.Span) bool {
	start, end := sp.Start, sp.End
	for start > 0 && isPathByte(text[start-1]) {
		start--
	}
	for end < len(text) && isPathByte(text[end]) {
		end++
	}
	f := strings.TrimRight(text[start:end], ".")
	return f != text[sp.Start:sp.End] && isPathLike(f) && hasFileExtension(f) || strings.Contains(f, "/")
}

// codeSpanElsewhere returns a `code span` of text that names a key or
// member ("`server.port`", "`Cart::total`") whose last part the edit
// neither touches nor adds: the text is about another part of the file.
// Spans naming the file itself, and spans with spaces (commands), do not
// count.
func codeSpanElsewhere(text string, t Target) string {
	name := strings.ToLower(base(t.Name))
	for n := 0; n < maxSymbols; n++ {
		i := strings.IndexByte(text, '`')
		if i < 0 {
			return ""
		}
		j := strings.IndexByte(text[i+1:], '`')
		if j < 0 {
			return ""
		}
		span := text[i+1 : i+1+j]
		text = text[i+1+j+1:]
		if span == "" || strings.ContainsAny(span, " \t/") || strings.HasSuffix(strings.ToLower(span), name) || hasFileExtension(span) {
			continue
		}
		last := span[strings.LastIndexAny(span, ".:")+1:]
		if len(last) >= 3 && isIdentWord(last) && !occursAsWord(t.Range, last) && !occursAsWord(t.Added, last) {
			return span
		}
	}
	return ""
}

// isIdentWord reports whether w is made of identifier bytes only.
func isIdentWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isIdentByte(w[i]) {
			return false
		}
	}
	return true
}

// namingDeterminer reports whether w before a word makes it a name ("the
// readme", "add a readme").
func namingDeterminer(w string) bool {
	switch w {
	case "the", "our", "this", "that", "my", "your", "a", "an":
		return true
	}
	return false
}

// phraseBreak reports whether the gap between two words ends a phrase: a
// comma, colon, semicolon, dash or bracket ("in the readme, change …").
func phraseBreak(gap string) bool {
	return strings.ContainsAny(gap, ",;:)–—") || strings.Contains(gap, " - ")
}

// stemFollower reports whether w after "the <stem>" leaves the stem a name
// rather than an adjective ("the changelog about …", not "the security
// issue").
func stemFollower(w string) bool {
	switch w {
	case "", "file", "doc", "docs", "and", "to", "in", "with", "so", "please", "pls", "for", "too", "as", "section",
		"at", "on", "about", "that", "which", "now", "again", "then", "first", "also", "is", "says", "has",
		"should", "needs", "was", "this", "entry", "but", "or", "by", "saying", "stating", "mentioning", "listing",
		// what it says or lacks, past an adverb: "the readme still says …"
		"still", "currently", "already", "doesn't", "isn't", "hasn't", "mentions", "claims", "tells",
		"describes", "lacks", "misses", "contains", "shows", "lists", "uses", "points", "refers":
		return true
	}
	return false
}

// qualifiedElsewhere reports whether a bare file name at offset i is
// qualified by a word that says which of several same-named files is
// meant and is not a directory of this one: "the api utils.ts" does not
// name src/web/utils.ts (two files share a base name; a bare base name
// names neither, and one qualified by another directory names the other).
func qualifiedElsewhere(norm string, i int, name string) bool {
	dirs := strings.Split(strings.ToLower(name), "/")
	if len(dirs) < 2 {
		return false // a file at the top of the project
	}
	ws := lang.WordsIn(norm, span{Start: 0, End: i})
	if len(ws) == 0 {
		return false
	}
	q := ws[len(ws)-1].Text
	for k := len(ws) - 2; k >= 0 && hyphened(norm, ws, k); k-- {
		q = ws[k].Text + "-" + q // "report-job cronjob.yaml": one qualifier
	}
	if isDeterminer(q) || isStopWord(q) || lang.IsChangeVerb(q) || leavingWord(q) || len(q) < 2 || ws[len(ws)-1].End != i-1 {
		return false
	}
	if !isIdentWord(strings.ReplaceAll(q, "-", "_")) {
		return false // a word of another script ("в settings.py"): no directory's name
	}
	for _, d := range dirs[:len(dirs)-1] {
		if d = strings.TrimPrefix(d, "."); d == q || d == q+"s" || q == d+"s" {
			return false // "the git pre-push hook" for .git/hooks/pre-push, "the test requirements.txt" for tests/
		}
	}
	// The qualifier must look like a directory name: a lowercase word
	// that is not an ordinary adjective of files.
	switch q {
	case "old", "new", "main", "other", "same", "big", "small", "whole", "entire", "shared", "common", "current",
		"only", "just", "also", "then", "both", "edit", "open", "from", "into", "inside", "within", "at", "by", "via", "under",
		// the particle of a phrasal verb: "clean up utils.py", "split out
		// helpers.py", "lock down nginx.conf"
		"up", "out", "down", "off", "over", "back", "away", "through", "around", "apart":
		return false
	}
	// "le titre de index.html", "dans index.html": in a message in
	// another language, its prepositions and articles are no directory
	return !(lang.IsForeignFunctionWord(q) && inOtherLanguage(lang.WordsIn(norm, span{Start: 0, End: len(norm)})))
}

// nameBoundary reports whether text[i:end] stands alone: not part of a
// longer word or file name ("myparse.go", "parse.go.bak").
func nameBoundary(text string, i, end int) bool {
	if i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '-') {
		return false
	}
	if end < len(text) {
		c := text[end]
		if isIdentByte(c) || c == '-' {
			return false
		}
		if c == '.' && end+1 < len(text) && isIdentByte(text[end+1]) {
			return false
		}
	}
	return true
}

// pathEndsWith reports whether a typed path ("internal/parse.go",
// "./parse.go", "/home/dev/proj/parse.go") names the target whose absolute
// path and project-relative name are given.
func pathEndsWith(abs, rel, typed string) bool {
	if rootRel, ok := strings.CutPrefix(typed, "./"); ok {
		// "./requirements.txt": the one at the top of the project, not
		// requirements/test/requirements.txt.
		return rootRel == rel || !strings.Contains(rel, "/") && strings.HasSuffix(abs, "/"+rootRel)
	}
	switch {
	case strings.HasPrefix(typed, "/"):
		return typed == abs
	case strings.HasPrefix(typed, "~/"):
		return strings.HasSuffix(abs, typed[1:])
	}
	if typed == rel {
		return true
	}
	// the directories the typed path leaves out: when they reach into a
	// package of a dependency tree the project installs ("lib/parser.js"
	// for node_modules/somepkg/lib/parser.js), the typed path names a file
	// of the project's own, not that one ("somepkg/lib/parser.js" does)
	whole := rel
	if strings.HasPrefix(rel, "/") || rel == "" {
		whole = abs
	}
	if !strings.HasSuffix(whole, "/"+typed) {
		return false
	}
	skipped := strings.Split(strings.TrimSuffix(whole, "/"+typed), "/")
	for i, dir := range skipped {
		if isDependencyDir(dir) && i+1 < len(skipped) {
			return false
		}
	}
	return true
}

// isDependencyDir reports whether a directory of that name holds code the
// project installs rather than writes (node_modules, vendor,
// site-packages, a virtualenv).
func isDependencyDir(name string) bool {
	switch name {
	case "node_modules", "vendor", "bower_components", "site-packages", "dist-packages", ".venv", "venv", "third_party", "Pods":
		return true
	}
	return false
}

// maxSymbols bounds the distinct words looked up in the edited range per
// text, so a pasted wall of code costs no more than a sentence.
const maxSymbols = 256

// symbolMentions finds the words of text that name a symbol of the edit:
// a code-like word (handleEntry, parse_entry, `entry`, entry()) or a quoted
// phrase that occurs in t.Range (the enclosing declarations and the old
// text), or a word that is the name one of the enclosing blocks declares,
// used as a name ("the Install section", "slugify should trim"). An
// ordinary word is never a symbol because it occurs in the code: "the form
// class" does not name a <form> tag.
func symbolMentions(text, norm string, t Target, withAdded bool) []mention {
	// What names the edit: the names its enclosing blocks declare, and
	// the words of its old text — not the other words of a declaration
	// line ("BigDecimal" of "public BigDecimal tax(…)").
	rng := t.removed
	if withAdded {
		rng += "\n" + t.Added
	}
	if strings.TrimSpace(rng) == "" && len(t.Declared) == 0 {
		return nil
	}
	var out []mention
	seen := map[string]bool{}
	// a setting of a one-line change's line that the change leaves as it
	// is ("maxAttempts" beside the backoffMs the change rewrites) is not
	// in the edited range; looked up once, when a word is in the old text
	settings, settingsRead := (*settingsChange)(nil), false
	beside := func(sym string) bool {
		if !settingsRead {
			settings, settingsRead = t.lineSettings(), true
		}
		if settings == nil {
			return false
		}
		found, touched := settings.setting(sym)
		return found && !touched
	}
	add := func(s span, sym string) {
		if len(sym) < 3 {
			return
		}
		found, ok := seen[sym]
		if !ok {
			if len(seen) >= maxSymbols {
				return
			}
			found = slices.Contains(t.Declared, sym) || occursAsWord(rng, sym) && !t.onlyUses(sym) && !beside(sym)
			seen[sym] = found
		}
		if found {
			out = append(out, mention{Span: s, what: sym})
		}
	}
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	// a message that names another member of the file as code
	// ("RateCard.price") uses a bare word as a word ("unknown zones"), not
	// as the name of the edit's own declaration; looked up once, when a
	// bare word would count
	memberChecked, member := false, ""
	otherMember := func() bool {
		if !memberChecked {
			memberChecked = true
			member = memberElsewhere(text, ws, t, func(word) bool { return false })
		}
		return member != ""
	}
	for k, w := range ws {
		orig := text[w.Start:w.End]
		sym := strings.Trim(orig, "'")
		marked := k > 0 && isSymbolNoun(ws[k-1].Text) || k+1 < len(ws) && isSymbolNoun(ws[k+1].Text)
		if qualifies(text, w.Span) {
			// "NoteRepository.delete", "LoginForm.tsx": the member or the
			// file is named, not the type before the dot.
			continue
		}
		switch {
		case looksLikeCode(sym):
		case qualified(text, w.Span):
		case w.Start > 0 && text[w.Start-1] == '`' && w.End < len(text) && text[w.End] == '`':
		case w.End+1 < len(text) && text[w.End] == '(' && text[w.End+1] == ')':
		case declares(t, sym, marked) && !isSymbolNoun(w.Text) && !isStopWord(w.Text) && !usedAsVerb(ws, k) && (marked || !otherMember()):
			out = append(out, mention{Span: w.Span, what: sym})
			continue
		default:
			continue
		}
		add(w.Span, sym)
	}
	for i, q := range quoted(text) {
		if i < maxSymbols && q.End-q.Start >= 4 && occursAsWord(rng, text[q.Start:q.End]) {
			out = append(out, mention{Span: q, what: text[q.Start:q.End]})
		}
	}
	return out
}

// qualifies reports whether the word at sp stands before a "." or "::"
// and a name: the type of a member ("NoteRepository.delete",
// "Parser::new") or the stem of a file name ("LoginForm.tsx"). Such a
// word names the member or the file, not itself.
func qualifies(text string, sp lang.Span) bool {
	after := text[sp.End:]
	for _, sep := range [...]string{"::", "."} {
		if strings.HasPrefix(after, sep) && len(after) > len(sep) && isIdentByte(after[len(sep)]) {
			return true
		}
	}
	return false
}

// qualified reports whether the word at sp is a segment of a qualified
// code name ("Parser::new", "Cart.total"): joined to an identifier by "::"
// or ".", so it is a name even when it is a short or ordinary word.
func qualified(text string, sp lang.Span) bool {
	before := text[:sp.Start]
	after := text[sp.End:]
	joined := func(s string, sep string, prefix bool) bool {
		if prefix {
			return strings.HasSuffix(s, sep) && len(s) > len(sep) && isIdentByte(s[len(s)-len(sep)-1])
		}
		return strings.HasPrefix(s, sep) && len(s) > len(sep) && isIdentByte(s[len(sep)])
	}
	if joined(before, "::", true) || joined(after, "::", false) {
		return true
	}
	// "Cart.total", not a file name ("parse.go") or the end of a sentence.
	return joined(before, ".", true) && !hasFileExtension(text[strings.LastIndexAny(before[:len(before)-1], " \t\n`(\"'")+1:sp.End])
}

// declares reports whether w is a name an enclosing block declares: any
// case when a noun marks it as a name ("the install section"); a bare word
// only for a name a declaration keyword declares, spelt exactly and at
// least five letters long (a plain "slugify", not "set" or "server").
func declares(t Target, w string, marked bool) bool {
	for _, d := range t.Declared {
		if marked && strings.EqualFold(d, w) {
			return true
		}
	}
	for _, d := range t.code {
		if d == w && len(w) >= 5 && !lang.IsChangeVerb(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// usedAsVerb reports whether ws[k] stands where a verb would ("parse the
// file", "please format it", "to slugify"): then it is not a name.
func usedAsVerb(ws []word, k int) bool {
	if k > 0 {
		switch p := ws[k-1].Text; {
		case p == "to" || p == "please" || p == "pls" || lang.IsModal(p):
			return true
		}
	}
	return k+1 < len(ws) && isDeterminer(ws[k+1].Text) && (k == 0 || !isDeterminer(ws[k-1].Text))
}

// looksLikeCode reports whether w is shaped like an identifier rather than
// an English word: an underscore inside, or a capital after a small letter
// (camelCase, PascalCase).
func looksLikeCode(w string) bool {
	if len(w) < 3 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isIdentByte(w[i]) {
			return false
		}
	}
	if strings.Contains(strings.Trim(w, "_"), "_") {
		return true
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// isStopWord reports whether w is too common to be a name even next to a
// symbol noun ("the function", "a section").
func isStopWord(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "its", "new",
		"old", "each", "every", "all", "some", "any", "one", "first", "last", "next", "main",
		"of", "in", "on", "for", "to", "and", "or", "with", "it", "is", "be", "whole", "entire":
		return true
	}
	return false
}

// occursAsKey is occursAsWord where a dash joins too: "version" is not a
// key of a line "go-version: 1.22".
func occursAsKey(t, sym string) bool {
	return occursBetween(t, sym, func(b byte) bool { return isIdentByte(b) || b == '-' })
}

// occursAsWord reports whether sym occurs in t with no identifier character
// on either side.
func occursAsWord(t, sym string) bool {
	return occursBetween(t, sym, isIdentByte)
}

// occursAsName is occursAsWord leaving out the places where sym is a
// part of a path ("backup" of "/mnt/backup/data"): there it names a
// directory or file, not the function or key the user named.
func occursAsName(t, sym string) bool {
	return occursBetween(t, sym, func(b byte) bool { return isIdentByte(b) || b == '/' })
}

// occursBetween reports whether sym occurs in t with no byte on either
// side that joins it to more (joins).
func occursBetween(t, sym string, joins func(byte) bool) bool {
	for from := 0; ; {
		i := strings.Index(t[from:], sym)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(sym)
		if (i == 0 || !joins(t[i-1])) && (end == len(t) || !joins(t[end])) {
			return true
		}
		from = i + 1
	}
}

// quoted returns the insides of "…", “…” and `…` in text.
func quoted(text string) []span {
	var out []span
	for _, pair := range [...][2]string{{`"`, `"`}, {"“", "”"}, {"«", "»"}, {"„", "“"}, {"`", "`"}} {
		for from := 0; from < len(text); {
			i := strings.Index(text[from:], pair[0])
			if i < 0 {
				break
			}
			i += from + len(pair[0])
			j := strings.Index(text[i:], pair[1])
			if j < 0 {
				break
			}
			out = append(out, span{Start: i, End: i + j})
			from = i + j + len(pair[1])
		}
	}
	return out
}

// possessor is w without a possessive ending: "Makefile's" → "Makefile".
func possessor(w string) string {
	for _, suffix := range []string{"'s", "’s"} {
		if len(w) > len(suffix) && strings.HasSuffix(w, suffix) {
			return w[:len(w)-len(suffix)]
		}
	}
	return w
}
