package dispatch

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// namedRunRequested is why write w is asked for ("" when it is not by
// this rule): a clause of said, the user's latest message, names what
// the command runs exactly and is a request in form, in any language.
// Named: the program as typed (its command with subcommand, "sqlc
// generate", or a script's path, "scripts/reset_db.sh"), when it is more
// than one plain word (a single word such as "make" is also a verb); or
// the tool that writes its operands ("black") together with the file it
// writes ("scripts/export.py"). A request in form: the clause holds the
// word its language marks requests with (please, bitte, por favor,
// proszę, пожалуйста, ください, 请: lang.IsPlease), or opens as a polite
// request ("can you …", "tu peux …", "kannst du …") or with a verb of
// running; and holds no negation. A report or a question about the
// program ("black scripts/export.py fails on CI", "why does sqlc generate
// drop the enums?") asks for nothing.
func namedRunRequested(said string, c confirm.Change, w shell.Write) string {
	if said == "" || w.Dynamic || w.Program == "" && w.Tool == "" {
		return ""
	}
	said, _ = lang.Mask(said, lang.QuotedSpeech) // a pasted log's "please run …" is no request
	marked := slices.ContainsFunc(strings.Fields(strings.ToLower(said)), lang.IsPlease)
	for _, cl := range requestClauses(said) {
		low := strings.ToLower(cl)
		named := ""
		switch {
		case w.Tool != "" && !w.Recursive && !isDir(w.Path):
			if containsWord(low, strings.ToLower(w.Tool)) && namesPathExactly(low, strings.ToLower(c.Name)) {
				named = w.Tool + " on " + c.Name
			}
		case w.Kind == shell.Unknown:
			// Named in a message that names no file besides: "run make
			// fmt, notes.md is a mess" is about notes.md.
			if named = programNamed(low, w); named != "" && namesAFile(strings.ReplaceAll(strings.ToLower(said), strings.ToLower(cl), "")) {
				named = ""
			}
		}
		if named != "" && requestForm(low, marked) {
			return fmt.Sprintf("you asked to run %s: %q", named, strings.TrimSpace(cl))
		}
	}
	return ""
}

// programNamed is how a lower-cased clause names the program of w: its
// script's path (./ left off) or its command as typed with more than one
// word or a path; "" when it does not.
func programNamed(low string, w shell.Write) string {
	if w.Program == "" {
		return ""
	}
	first, _, _ := strings.Cut(w.By, " ")
	first = strings.ToLower(first)
	if script := strings.TrimPrefix(first, "./"); strings.Contains(script, "/") && containsWord(low, script) {
		if !namesAFile(strings.ReplaceAll(strings.ReplaceAll(low, first, ""), script, "")) {
			return script
		}
		return ""
	}
	p := strings.ToLower(w.Program)
	cmd, _, _ := strings.Cut(p, " ")
	if cmd != path.Base(first) || !strings.Contains(p, " ") || !containsWord(low, p) {
		return "" // git apply's program is its patch: named, it is what is read
	}
	if namesAFile(strings.ReplaceAll(low, p, "")) {
		return "" // "terraform fmt the main.tf file": the file, not the program's reach
	}
	return w.Program
}

// namesPathExactly reports whether low names the path name whole: not as
// the directory of a longer path ("internal" in internal/handler/user.go)
// nor by its stem.
func namesPathExactly(low, name string) bool {
	return occursWhere(low, name, func(i, end int) bool { return pathWhole(low, i, end) })
}

// pathWhole reports whether low[i:end] stands as a path whole: not
// inside a longer word or path, nor followed by an extension.
func pathWhole(low string, i, end int) bool {
	return (i == 0 || !isWordByte(low[i-1]) && low[i-1] != '/' && low[i-1] != '.') &&
		(end == len(low) || !isWordByte(low[end]) && low[end] != '/' && !(low[end] == '.' && end+1 < len(low) && isWordByte(low[end+1])))
}

// runOpeners open a clause that orders a program run.
var runOpeners = []string{"run", "rerun", "re-run", "execute", "launch", "relance", "relancer", "lance", "lancer", "ejecuta", "corre", "führe", "fuehre", "uruchom", "запусти", "esegui", "rode", "executa"}

// requestForm reports whether a lower-cased clause is a request in form
// (namedRunRequested): a word marking requests in it or, marked, in
// another clause of its message ("Por favor, pasa black …"), a polite
// opening or a verb of running first; no negation in it, in English or
// another language.
func requestForm(low string, marked bool) bool {
	ws := strings.Fields(low)
	if len(ws) == 0 {
		return false
	}
	ask := marked
	for i, w := range ws {
		t := strings.Trim(w, ".,;:!?¡¿()\"'`")
		if lang.IsNegation(t) && !(i+1 < len(ws) && lang.NegationReleased(strings.Trim(ws[i+1], ".,;:!?"))) || lang.IsForeignNegation(t) || lang.HoldsJoinedNegation(t) {
			return false
		}
		ask = ask || lang.IsPlease(t)
	}
	second := ""
	if len(ws) > 1 {
		second = strings.Trim(ws[1], ".,;:!?")
	}
	first := strings.Trim(ws[0], ".,;:!?¡¿")
	return ask || lang.IsPoliteRequest(first, second) || lang.IsForeignPoliteRequest(first, second) || hasAnyWord(first, runOpeners)
}
