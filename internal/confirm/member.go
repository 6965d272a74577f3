package confirm

import (
	"fmt"
	"strings"
)

// A member written as code writes it, qualified by its class or module
// ("Order#total", "Cart.total", "Parser::parse"), is one member: the
// qualifier says where it is, not that the whole class is asked for. The
// notation is the same in every language the request is written in.

// outsideMember is why an edit reaches past the member the user's latest
// message points at qualified: one part of the edit lies inside the
// member, and another, outside it and no consequence of the rest, changes
// words the message does not write (the qualifier left out: it only
// locates the member). "" otherwise.
func outsideMember(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u < 0 || t.created || t.Command != "" || t.Removal != Keeps || t.edit.Before == "" {
		return ""
	}
	text := headTail(conv[u].Text)
	members, req := qualifiedMembers(text)
	if len(members) == 0 {
		return ""
	}
	units := t.units()
	if len(units) < 2 || len(units) > maxUnits {
		return ""
	}
	inside, stray := false, ""
	for _, un := range units {
		in := false
		for _, n := range un.names {
			in = in || members[strings.ToLower(n)]
		}
		if in {
			inside = true
			continue
		}
		if stray != "" || un.consequence(units) {
			continue
		}
		del, ins := changedSpans(strings.Join(un.removed, "\n"), strings.Join(un.added, "\n"))
		if spanSaysSomething(del+" "+ins) && !spanNamed(del, req) && !spanNamed(ins, req) {
			stray = un.shown()
		}
	}
	if !inside || stray == "" {
		return ""
	}
	return fmt.Sprintf("you pointed at one member of %q, and this change also changes %q outside it, which nothing you said asks for", t.Name, clip80(strings.TrimSpace(stray)))
}

// qualifiedMembers are the members text writes qualified by a capitalized
// class or module name ("Order#total", "Cart.total", "Parser::parse";
// lower case), and text, lower case, with those qualified names blanked.
func qualifiedMembers(text string) (map[string]bool, string) {
	var members map[string]bool
	b := []byte(text)
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < 'A' || c > 'Z' || i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '.' || text[i-1] == '/') {
			continue
		}
		j := i
		for j < len(text) && isIdentByte(text[j]) {
			j++
		}
		sep := 0
		switch {
		case strings.HasPrefix(text[j:], "::"):
			sep = 2
		case j < len(text) && (text[j] == '#' || text[j] == '.'):
			sep = 1
		}
		k := j + sep
		if sep == 0 || k >= len(text) || !(text[k] >= 'a' && text[k] <= 'z' || text[k] == '_') {
			i = j
			continue
		}
		e := k
		for e < len(text) && isIdentByte(text[e]) {
			e++
		}
		if e < len(text) && (text[e] == '.' || text[e] == '/') && e+1 < len(text) && isIdentByte(text[e+1]) {
			i = e // a path or a longer chain ("Foo.bar.baz", "Docs.md/x"): no one member
			continue
		}
		if e-k >= 2 && !(sep == 1 && text[j] == '.' && hasFileExtension(text[i:e])) { // README.md is a file
			if members == nil {
				members = map[string]bool{}
			}
			members[strings.ToLower(text[k:e])] = true
			for p := i; p < e; p++ {
				b[p] = ' '
			}
		}
		i = e
	}
	return members, strings.ToLower(string(b))
}
