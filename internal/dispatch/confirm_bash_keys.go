package dispatch

import (
	"fmt"
	"path"
	"strings"
	"unicode"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// keySet is one key a structured edit sets (or deletes) and the value
// it sets ("" when deleted or taken from elsewhere in the file).
type keySet struct{ key, value string }

// unaskedKey is why write w, a structured edit of a file (yq's
// assignments, npm pkg set's pairs), is more than said asks for ("" when
// it is not by this rule): one of the keys it sets is named in said
// neither by its own name (the last part of its path: "replicas" of
// .spec.replicas, "test" of scripts.test; singular or plural, camelCase
// read as words; not inside a value said gives another key) nor by the
// value it sets. "set replicas to 3" asks for
// .spec.replicas = 3 and not for the image changed beside it. Only a
// message that names the file itself is read so.
func unaskedKey(said string, c confirm.Change, w shell.Write, args []shell.Word) string {
	if said == "" || w.Dynamic {
		return ""
	}
	low := strings.ToLower(said)
	if !containsWord(low, strings.ToLower(path.Base(c.Name))) {
		return "" // the file came by another way (an option picked): its keys were not said here
	}
	sets := structuredSets(args)
	for i, k := range sets {
		if !keyNamed(withoutOtherValues(low, sets, i), k.key) && !(k.value != "" && containsWord(low, strings.ToLower(k.value))) {
			return fmt.Sprintf("it also sets %s in %s, which you did not ask for", k.key, c.Name)
		}
	}
	return ""
}

// withoutOtherValues is low with the values the other sets give taken
// out: a word of a value the request gives one key ("set the test script
// to `vitest run`") does not name another key (.devDependencies.vitest).
func withoutOtherValues(low string, sets []keySet, i int) string {
	for j, o := range sets {
		if j != i && len(o.value) > 1 {
			low = strings.ReplaceAll(low, strings.ToLower(o.value), " ")
		}
	}
	return low
}

// structuredSets are the keys a command (its argv) sets when it is a
// structured edit read here: yq with an expression of assignments
// (".a.b = v | .c = w", "|=", "+=", del(.x)), npm pkg set k=v … and npm
// pkg delete k …; nil for any other command.
func structuredSets(args []shell.Word) []keySet {
	if len(args) < 3 {
		return nil
	}
	var out []keySet
	switch path.Base(args[0].Text) {
	case "yq":
		for _, a := range args[1:] {
			if !a.Dynamic && !strings.HasPrefix(a.Text, "-") {
				out = append(out, yqSets(a.Text)...)
			}
		}
	case "jq":
		if f, ok := jqFilter(args); ok {
			out = yqSets(f.Text)
		}
	case "npm":
		if args[1].Text != "pkg" || args[2].Text != "set" && args[2].Text != "delete" {
			return nil
		}
		for _, a := range args[3:] {
			if a.Dynamic || strings.HasPrefix(a.Text, "-") {
				continue
			}
			k, v, _ := strings.Cut(a.Text, "=")
			out = append(out, keySet{key: lastKey(k), value: v})
		}
	}
	return out
}

// jqOptionValues is how many of the arguments after jq's option opt are
// its values (0 for an option that takes none).
func jqOptionValues(opt string) int {
	switch opt {
	case "--arg", "--argjson", "--slurpfile", "--rawfile":
		return 2
	case "--indent", "-L":
		return 1
	}
	return 0
}

// jqFilter is jq's filter argument: its first operand, its options and
// their values passed over; ok is false when there is none or it is dynamic.
func jqFilter(args []shell.Word) (filter shell.Word, ok bool) {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a.Text, "-") {
			i += jqOptionValues(a.Text)
			continue
		}
		return a, !a.Dynamic
	}
	return shell.Word{}, false
}

// filteredInto is the argv of the jq or yq (without -i) on the event's
// command line that reads the file c names, whose output write w puts
// back into it: "jq F | sponge F", "jq F > F.tmp && mv F.tmp F". nil when
// there is none.
func (r *Run) filteredInto(c confirm.Change, w shell.Write) []shell.Word {
	for _, inv := range r.lineInvocations() {
		if inv.Name != "jq" && inv.Name != "yq" || len(inv.Args) < 3 {
			continue
		}
		for _, a := range inv.Args[2:] {
			if !a.Dynamic && !strings.HasPrefix(a.Text, "-") && sameFile(a.Text, c.Name, w.Path) {
				return inv.Args
			}
		}
	}
	return nil
}

// sameFile reports whether operand, a path as a command gives it, is the
// file known as name (project-relative) at abs.
func sameFile(operand, name, abs string) bool {
	op := path.Clean(strings.TrimPrefix(operand, "./"))
	return op == path.Clean(name) || strings.HasSuffix(abs, "/"+op)
}

// yqSets are the keys a yq expression assigns or deletes, one per part
// between its top-level pipes.
func yqSets(expr string) []keySet {
	var out []keySet
	for _, part := range topLevelSplit(expr, '|') {
		part = strings.TrimSpace(part)
		if inner, ok := strings.CutPrefix(part, "del("); ok {
			out = append(out, keySet{key: lastKey(strings.TrimSuffix(inner, ")"))})
			continue
		}
		at := assignmentAt(part)
		if at < 0 {
			continue
		}
		lhs := strings.TrimRight(part[:at], "|+-*/ ")
		value := strings.Trim(strings.TrimSpace(part[at+1:]), `"'`)
		if strings.HasPrefix(value, ".") {
			value = "" // taken from another key of the file
		}
		if k := lastKey(lhs); k != "" {
			out = append(out, keySet{key: k, value: value})
		}
	}
	return out
}

// topLevelSplit splits s at sep outside quotes and brackets; a sep
// followed by "=" (yq's "|=") does not split.
func topLevelSplit(s string, sep byte) []string {
	var out []string
	start := 0
	scanTopLevel(s, func(i int) {
		if s[i] == sep && !(i+1 < len(s) && s[i+1] == '=') {
			out = append(out, s[start:i])
			start = i + 1
		}
	})
	return append(out, s[start:])
}

// assignmentAt is the index of the first top-level "=" of an assignment
// in a yq expression part (not "==", "!=", "<=", ">="), or -1.
func assignmentAt(part string) int {
	at := -1
	scanTopLevel(part, func(i int) {
		if at < 0 && part[i] == '=' && (i == 0 || !strings.ContainsRune("=!<>", rune(part[i-1]))) && !(i+1 < len(part) && part[i+1] == '=') {
			at = i
		}
	})
	return at
}

// scanTopLevel calls at for each byte of s outside quotes and brackets.
func scanTopLevel(s string, at func(i int)) {
	depth, quote := 0, byte(0)
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case quote != 0:
			if b == quote {
				quote = 0
			}
		case b == '"' || b == '\'':
			quote = b
		case b == '(' || b == '[' || b == '{':
			depth++
		case b == ')' || b == ']' || b == '}':
			depth--
		case depth == 0:
			at(i)
		}
	}
}

// lastKey is the last name of a key path (".spec.template.spec.
// containers[0].image" gives "image", "scripts.test" gives "test"),
// indexes and quotes left out.
func lastKey(p string) string {
	for {
		i := strings.IndexByte(p, '[')
		j := strings.IndexByte(p, ']')
		if i < 0 || j < i {
			break
		}
		p = p[:i] + p[j+1:]
	}
	parts := strings.Split(strings.TrimSpace(p), ".")
	return strings.Trim(parts[len(parts)-1], `"' `)
}

// keyNamed reports whether lower-cased text names key: itself, its
// singular or plural, or its camelCase, snake_case or kebab-case words
// ("pull policy" for pullPolicy).
func keyNamed(low, key string) bool {
	k := strings.ToLower(key)
	if k == "" {
		return true
	}
	if containsWord(low, k) || containsWord(low, k+"s") || strings.HasSuffix(k, "s") && containsWord(low, strings.TrimSuffix(k, "s")) {
		return true
	}
	spaced := keyWords(key)
	return spaced != k && containsWord(low, spaced)
}

// keyWords is key as lower-case words: "pullPolicy" gives "pull policy",
// "max_retries" "max retries".
func keyWords(key string) string {
	var b strings.Builder
	for i, r := range key {
		switch {
		case r == '_' || r == '-':
			b.WriteByte(' ')
		case unicode.IsUpper(r) && i > 0:
			b.WriteByte(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// commandArgs is the argv of the command that makes write w: its own, or
// for a program's write (which keeps none) that of the invocation it
// was read from; nil when none is found.
func (r *Run) commandArgs(w shell.Write) []shell.Word {
	if w.Args != nil {
		return w.Args
	}
	for _, inv := range r.lineInvocations() {
		if shell.Display(inv.Args) == w.By {
			return inv.Args
		}
	}
	return nil
}

// lineInvocations are the invocations of the event's command line; nil
// when it cannot be read.
func (r *Run) lineInvocations() []shell.Invocation {
	reading, err := r.readBash(r.Event.Command())
	if err != nil {
		return nil
	}
	return reading.Invocations
}
