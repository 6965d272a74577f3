package dispatch

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// copyReversed is why write w, the destination of a copy or move (cp,
// install, mv onto a file), is the opposite of what said asks for ("" when
// it is not by this rule). A clause of said names both the file w writes
// and the command's source, and places w's file as where the copy comes
// from: before a word of destination ("make a backup of nginx.conf as
// nginx.conf.bak", "copy .env.example to .env", "kopiere A nach B",
// "copie A vers B") or after a word of origin ("restore B from A" written
// as cp B A). Only the few words between the two paths are read, and
// none of the other kind may stand there.
func copyReversed(said string, c confirm.Change, w shell.Write) string {
	if said == "" || w.Kind != shell.Overwrite && w.Kind != shell.MoveTo || len(w.Args) < 3 {
		return ""
	}
	if prog := writerName(w); prog != "cp" && prog != "install" && prog != "mv" {
		return ""
	}
	written := strings.ToLower(c.Name)
	for _, cl := range requestClauses(said) {
		low := strings.ToLower(cl)
		at := pathIndex(low, written)
		if at < 0 {
			continue
		}
		for _, a := range w.Args[1 : len(w.Args)-1] {
			src := strings.ToLower(strings.TrimPrefix(a.Text, "./"))
			if a.Dynamic || strings.HasPrefix(src, "-") || src == written {
				continue
			}
			from := pathIndex(low, src)
			if from < 0 {
				continue
			}
			if at < from && onlyWordsOf(low[at+len(written):from], destinationWords, originWords) ||
				from < at && onlyWordsOf(low[from+len(src):at], originWords, destinationWords) {
				return fmt.Sprintf("you asked for %s to be copied from, not written: %q", c.Name, strings.TrimSpace(cl))
			}
		}
	}
	return ""
}

// destinationWords mark what follows them as where a copy goes, in the
// languages read: "to", "as", "into", "nach", "als", "vers", "sous",
// "a", "como", "в", "на", "naar", "do", "jako", "till", "到".
var destinationWords = []string{"to", "as", "into", "onto", "->", "→", "nach", "als", "vers", "sous", "en", "a", "como", "para",
	"в", "во", "на", "как", "naar", "do", "jako", "till", "på", "in", "到", "为", "成"}

// originWords mark what follows them as where a copy comes from.
var originWords = []string{"from", "von", "aus", "de", "du", "des", "desde", "из", "с", "со", "van", "z", "ze", "från", "da", "dal", "从"}

// onlyWordsOf reports whether between, the text between two paths, is a
// few words (three at most) holding one of want and none of other.
func onlyWordsOf(between string, want, other []string) bool {
	ws := strings.Fields(between)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	found := false
	for _, f := range ws {
		t := strings.Trim(f, ",;:()\"'`")
		if slices.Contains(other, t) {
			return false
		}
		found = found || slices.Contains(want, t)
	}
	return found
}

// pathIndex is where low names the path name whole (namesPathExactly),
// first; -1 when it does not.
func pathIndex(low, name string) int {
	found := -1
	occursWhere(low, name, func(i, end int) bool {
		if pathWhole(low, i, end) {
			found = i
		}
		return found >= 0
	})
	return found
}

// exactPairMissed is why write w, which said's words name, still does
// not do exactly what said asks for ("" when it does as far as these
// rules read): a message that forbids every change (changeForbidden), lines put at
// the other end of the file (positionOff), a copy the other way round (copyReversed), or a
// structured edit setting a key said does not name (unaskedKey), in
// place or filtered back into the file (filteredInto).
func (r *Run) exactPairMissed(said string, c confirm.Change, w shell.Write) string {
	if why := changeForbidden(said); why != "" {
		return why
	}
	if why := positionOff(said, w); why != "" {
		return why
	}
	if why := copyReversed(said, c, w); why != "" {
		return why
	}
	if why := siblingForNamed(said, r.Event.Command(), w, r.ProjectDir()); why != "" {
		return why
	}
	if w.Kind == shell.EditPlace {
		if why := unaskedKey(said, c, w, r.commandArgs(w)); why != "" {
			return why
		}
		if why := r.sedBeyondRequest(said, c, w); why != "" {
			return why
		}
		if why := sedPartsBeyond(said, w); why != "" {
			return why
		}
		if why := sedWordInside(said, w); why != "" {
			return why
		}
	}
	if args := r.filteredInto(c, w); args != nil {
		return unaskedKey(said, c, w, args)
	}
	return ""
}
