package dispatch

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxOfferedFiles bounds the files an assistant's question is read to
// offer; maxPickReplyWords the words of a reply read as a pick.
const (
	maxOfferedFiles   = 12
	maxPickReplyWords = 14
)

// offerLeads make an assistant's question an offer to act ("should I",
// "want me to", "do you want", "shall I", "fix all three?").
var offerLeads = []string{"should i", "shall i", "want me to", "do you want", "would you like", "i can", "i could", "ok to", "okay to"}

// removalWords offer, or ask for, a removal.
var removalWords = []string{"delete", "remove", "rm", "nuke", "drop", "clean", "purge", "wipe", "trash", "get rid"}

// filePicked judges write w by the user's answer to the assistant's
// question that offered to act on files it listed as code
// (`docs/intro.md`, `docs/faq.md`): the answer picks among them by
// number ("the second one"), by a word only one of them holds ("dev and
// staging", "the test one", "only intro and faq"), by all of them
// ("both", "all three"), by leaving one out ("not the prod one": the
// others), or approves the offer whole ("yeah nuke them"). The write's
// file must be among those picked, and a removal must have been offered
// for a removal, a change for a change.
func (r *Run) filePicked(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	n := len(conv)
	if n < 2 || conv[n-1].Role != confirm.User || conv[n-2].Role != confirm.Assistant || w.Dynamic || !w.Kind.Changes() {
		return confirm.Classification{}, false
	}
	question, reply := conv[n-2].Text, strings.TrimSpace(conv[n-1].Text)
	if !strings.Contains(question, "?") || reply == "" || strings.ContainsAny(reply, "?¿") || len(strings.Fields(reply)) > maxPickReplyWords {
		return confirm.Classification{}, false
	}
	low := strings.ToLower(question)
	if !slices.ContainsFunc(offerLeads, func(l string) bool { return strings.Contains(low, l) }) && !offersChangeWord(low) {
		return confirm.Classification{}, false
	}
	if removes := removalOf(w.Kind) != confirm.Keeps; removes != slices.ContainsFunc(removalWords, func(v string) bool { return containsWord(low, v) }) {
		return confirm.Classification{}, false
	}
	dir := r.Event.CWD()
	if dir == "" {
		dir = r.ProjectDir()
	}
	var offered []string
	for _, s := range offeredNames(question, dir) {
		if strings.ContainsAny(s, " \t\n*?$") || !strings.Contains(s, ".") && !strings.Contains(s, "/") {
			continue
		}
		p := s
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		if !slices.Contains(offered, p) {
			offered = append(offered, p)
		}
		if len(offered) > maxOfferedFiles {
			return confirm.Classification{}, false
		}
	}
	if len(offered) < 2 || !slices.Contains(offered, w.Path) {
		return confirm.Classification{}, false
	}
	picked := pickFiles(reply, offered, r.consentClassifier().Approves)
	if !slices.Contains(picked, w.Path) {
		return confirm.Classification{}, false
	}
	return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you answered %q when I offered %d files, which picks %s", clip.Ellipsis(reply, 80), len(offered), confirm.DisplayName(w.Path, r.ProjectDir()))}, true
}

// offeredNames are the names of files an assistant's question lists: its
// code spans, or, when it holds fewer than two, the paths it writes as
// prose ("config/dev.env and config/prod.env"): with a directory and an
// extension, or files in dir.
func offeredNames(question, dir string) []string {
	spans := codeSpans(question)
	if len(spans) >= 2 {
		return spans
	}
	for _, f := range fileWords(question) {
		if !strings.Contains(f, "/") || filepath.IsAbs(f) || strings.Contains(f, "..") || slices.Contains(spans, f) {
			continue
		}
		if filepath.Ext(f) != "" || isFile(filepath.Join(dir, f)) {
			spans = append(spans, f)
		}
		if len(spans) > maxOfferedFiles {
			break
		}
	}
	return spans
}

// offersChangeWord reports whether the question's last sentence holds a
// verb of change ("Fix all three?").
func offersChangeWord(low string) bool {
	last := low
	if i := strings.LastIndexAny(strings.TrimRight(low, "? \n"), ".!\n"); i >= 0 {
		last = low[i+1:]
	}
	return slices.ContainsFunc(strings.Fields(last), func(w string) bool { return lang.IsChangeVerb(strings.Trim(w, "`'\",.?!")) })
}

// pickFiles is which of the offered files (absolute, in the order
// offered) a reply picks; nil when it picks none or cannot be read. Only
// the reply's first clause picks ("only intro and faq, api.md is
// generated"); a negation there leaves out the option it points at.
func pickFiles(reply string, offered []string, approves func(string) bool) []string {
	first := strings.ToLower(reply)
	if i := strings.IndexAny(first, ",;—:"); i > 0 {
		first = first[:i]
	}
	ws := strings.FieldsFunc(first, func(r rune) bool { return r == ' ' || r == '.' || r == '!' || r == '(' || r == ')' || r == '`' })
	words := optionWordsOf(offered)
	var in, out []int
	all, negated := false, false
	for _, w := range ws {
		switch o := lang.Ordinal(w); {
		case lang.IsNegation(w) || w == "except" || w == "without" || w == "skip":
			negated = true
			continue
		case w == "neither" || w == "none":
			return nil
		case lang.SelectsAll(w):
			all = true
		case o == -1:
			in = append(in, len(offered)-1)
		case o > 0 && o <= len(offered):
			in = append(in, o-1)
		default:
			if k := optionOf(words, w); k >= 0 {
				if negated {
					out = append(out, k)
				} else {
					in = append(in, k)
				}
			}
		}
	}
	var picked []string
	for k, p := range offered {
		switch {
		case slices.Contains(out, k):
		case slices.Contains(in, k), all && len(in) == 0:
			picked = append(picked, p)
		case len(in) == 0 && !all && len(out) > 0:
			picked = append(picked, p) // "not the prod one": the others
		}
	}
	if len(picked) == 0 && len(out) == 0 && !negated && approves(reply) {
		return offered // "yeah nuke them": the offer whole
	}
	return picked
}

// optionWordsOf splits each offered path into its words (at / . _ -),
// for a reply naming an option by a word only it holds.
func optionWordsOf(offered []string) [][]string {
	out := make([][]string, len(offered))
	for k, p := range offered {
		rel := strings.ToLower(p)
		out[k] = strings.FieldsFunc(rel, func(r rune) bool { return r == '/' || r == '.' || r == '_' || r == '-' })
		out[k] = append(out[k], strings.ToLower(filepath.Base(p)))
	}
	return out
}

// optionOf is the one option whose words hold w and no other's do; -1
// when none or several.
func optionOf(words [][]string, w string) int {
	w = strings.Trim(w, "'\"")
	if len(w) < 2 {
		return -1
	}
	found := -1
	for k, ws := range words {
		if slices.Contains(ws, w) {
			if found >= 0 {
				return -1
			}
			found = k
		}
	}
	return found
}
