package consent

import (
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxPick bounds the length of a reply read as a pick: a pick is short.
const maxPick = 120

// picksOption reports whether a reply picks one of the alternatives a plan
// offers ("let's go with a", "option b please", "go with 2", "B", "(a)
// sounds good, go ahead", "the second one", "I'd take the latter"): the
// user chose part of what was offered, a partial approval to confirm. A
// reply that picks all of them ("both", "all three"), asks a question, or
// says anything beyond the pick, words of consent, and after the pick its
// reason ("B, it's a one-liner") or "instead" is not read here.
// The reply is read first, so the plan is scanned only for a reply that
// names one option.
func (c *Classifier) picksOption(cls []lang.Clause, plan string) bool {
	return c.pickedOption(cls, plan) != ""
}

// pickedOption is picksOption, returning the label picked ("1" for "a",
// "b" … as numbers, "all" for "both"), or "".
func (c *Classifier) pickedOption(cls []lang.Clause, plan string) string {
	if plan == "" || len(cls) == 0 || len(cls) > 4 {
		return ""
	}
	label := ""
	for _, cl := range cls {
		if cl.Question {
			return ""
		}
		ws := cl.Words
		if label != "" && len(ws) > 0 && (givesReason(ws[0]) || len(ws) > 1 && ws[0] == "and" && givesReason(ws[1]) ||
			len(ws) == 1 && (ws[0] == "instead" || ws[0] == "honestly")) {
			continue // "B, it's a one-liner": the pick's reason, or "instead"
		}
		for i := 0; i < len(ws); {
			w := ws[i]
			if lang.SelectsAll(w) {
				// "both", "all three": alternatives combined, which the
				// offer did not propose as such; a pick to confirm.
				if label != "" && label != "all" {
					return ""
				}
				label = "all"
				i++
				continue
			}
			if l := optionLabel(ws, i); l != "" {
				if label != "" && label != l {
					return "" // "a and b": more than one
				}
				label = l
				i++
				continue
			}
			if n := consentLen(c, ws, i); n > 0 {
				i += n
				continue
			}
			if !pickWord(w) {
				return "" // "go with a new approach", "b, and bump the timeout"
			}
			i++
		}
	}
	if label == "" || !offersAlternatives(plan) {
		return ""
	}
	return label
}

// givesReason reports whether a clause opening with w, after a pick,
// gives its reason ("it's a one-liner", "we'll need webp anyway", "since
// the box is shared") rather than asking for more.
func givesReason(w string) bool {
	switch w {
	case "it's", "its", "that's", "we're", "we'll", "we've", "they're", "since", "because", "cause", "cuz", "as":
		return true
	}
	return false
}

// optionLabel returns the option ws[i] names ("a", "2", "second",
// "latter"), or "". A lone letter counts only where an article cannot
// stand: at the end of a clause, or before a word of the pick ("a
// please", "a sounds good"), never before a noun ("a new approach").
func optionLabel(ws []string, i int) string {
	w := ws[i]
	switch {
	case ordinal(w):
		return ordinalLabel(w)
	case len(w) == 1 && w[0] >= '1' && w[0] <= '9':
		return w
	case len(w) == 1 && w[0] >= 'a' && w[0] <= 'f':
		if w == "a" && i+1 < len(ws) && !pickWord(ws[i+1]) {
			return ""
		}
		return string('1' + (w[0] - 'a'))
	}
	return ""
}

// ordinalLabel maps an ordinal to the number of the option it picks, so
// "the second one" and "b" are the same pick; "last" and "latter" stay
// words of their own.
func ordinalLabel(w string) string {
	switch w {
	case "first", "1st", "former":
		return "1"
	case "second", "2nd":
		return "2"
	case "third", "3rd":
		return "3"
	case "fourth", "4th":
		return "4"
	case "fifth", "5th":
		return "5"
	}
	return w
}

// pickWord reports whether w may stand beside an option's label in a reply
// that only picks it: the words of choosing and of consent, and filler
// ("let's go with", "I'd pick", "option", "it is", "please").
func pickWord(w string) bool {
	switch w {
	case "option", "opt", "alternative", "approach", "variant", "version", "choice", "way", "route", "one",
		"pick", "picking", "choose", "take", "prefer", "vote", "use", "go", "going", "with", "it", "is",
		"sounds", "looks", "seems", "good", "fine", "great", "better", "best", "ok", "okay", "yes", "yeah",
		"yep", "sure", "works", "for", "me", "please", "pls", "the", "that", "then", "let's", "lets", "i'd",
		"i", "we", "do", "ahead", "proceed", "#", "number", "no", "plan", "and", "def", "definitely",
		"think", "guess", "probably", "maybe", "reckon", "them", "of":
		return true
	}
	return isFiller(w) && !lang.SelectsAll(w)
}

// offersAlternatives reports whether a plan offers alternatives to choose
// between: lettered or numbered options in brackets ("(a) … (b) …",
// "a) … b) …", "(1) … (2) …"), named ones ("Option A", "Option 2",
// "Approach B"), "either … or …", or a list of two or more items ("1.",
// "A.") in a plan that speaks of a choice ("option", "alternative",
// "prefer", "which"). A long plan is read at its head and tail.
func offersAlternatives(plan string) bool {
	head, tail := window(plan, planHead, planTail)
	return alternativesIn(strings.ToLower(head)) || tail != "" && alternativesIn(strings.ToLower(tail))
}

// alternativesIn is offersAlternatives on lower-case text.
func alternativesIn(t string) bool {
	pairs := [][2]string{
		{"(a)", "(b)"}, {"(1)", "(2)"}, {"a)", "b)"}, {"1)", "2)"},
		{"option a", "option b"}, {"option 1", "option 2"}, {"approach a", "approach b"},
		{"approach 1", "approach 2"}, {"alternative a", "alternative b"}, {"alternative 1", "alternative 2"},
	}
	for _, p := range pairs {
		if strings.Contains(t, p[0]) && strings.Contains(t, p[1]) {
			return true
		}
	}
	if i := strings.Index(t, "either "); i >= 0 && strings.Contains(t[i:], " or ") {
		return true
	}
	choice := choiceOption(t) || strings.Contains(t, "alternative") || strings.Contains(t, "prefer") ||
		strings.Contains(t, "which")
	if !choice {
		return false
	}
	for _, p := range [][2]string{{"\n1.", "\n2."}, {"\na.", "\nb."}, {"\n- a", "\n- b"}, {"\n**a", "\n**b"}} {
		if strings.Contains(t, p[0]) && strings.Contains(t, p[1]) {
			return true
		}
	}
	return false
}

// choiceOption reports whether lower-case plan text speaks of an option
// to choose, not of a program's option: "option" right after a code span
// or a flag ("an explicit `--encoding` option", "the --dry-run option")
// or after a word that makes it a setting ("a cli option", "the config
// option") is a setting the work adds or uses.
func choiceOption(t string) bool {
	for from := 0; ; {
		i := strings.Index(t[from:], "option")
		if i < 0 {
			return false
		}
		i += from
		if !settingOption(t[:i]) {
			return true
		}
		from = i + len("option")
	}
}

// settingOption reports whether the text before "option" makes it a
// program's setting (see choiceOption).
func settingOption(before string) bool {
	before = strings.TrimRight(before, " ")
	if strings.HasSuffix(before, "`") {
		return true
	}
	w := before[strings.LastIndexAny(before, " \n(")+1:]
	if strings.HasPrefix(w, "-") {
		return true // "the --dry-run option"
	}
	switch w {
	case "cli", "command-line", "config", "configuration", "compiler", "build", "runtime", "mount", "flag", "explicit":
		return true
	}
	return false
}

// recommendedOption returns the option the assistant's last question
// proposes to go with ("Shall I go with option 1?", "OK to take the second
// approach?"), or "": a pick of that same option answers the question yes.
func recommendedOption(asked string) string {
	q := lastQuestion(asked)
	if q == "" {
		return ""
	}
	var ws []string
	for _, cl := range lang.Clauses(q) {
		ws = append(ws, cl.Words...)
	}
	for i, w := range ws {
		if i > 0 && optionNoun(ws[i-1]) || ordinal(w) && i+1 < len(ws) && optionNoun(ws[i+1]) {
			if l := optionLabel(ws, i); l != "" {
				return l
			}
		}
	}
	return ""
}

// optionNoun reports whether w names one of several alternatives.
func optionNoun(w string) bool {
	switch w {
	case "option", "approach", "alternative", "variant", "choice":
		return true
	}
	return false
}

// A question may end on a choice between named alternatives ("Which base
// for the runtime stage: distroless/static or alpine?", "JSON or YAML?").
// A reply that only names one of them ("alpine", "yaml please", "let's
// use the distroless one") picks it: a choice to confirm, never consent
// to the plan as written, and never nothing.

// maxAlternativePick bounds the replies read as a bare pick.
const maxAlternativePick = 48

// picksAlternative reports whether a reply only names one of the
// alternatives that the question (the assistant's last) offers with "or"
// (see above).
func picksAlternative(prompt, question string) bool {
	if len(prompt) > maxAlternativePick || question == "" {
		return false
	}
	var offered []string
	for _, cl := range lang.Clauses(question) {
		for _, w := range cl.Words {
			if w == "or" {
				offered = cl.Words
				break
			}
		}
	}
	if offered == nil {
		return false
	}
	named := false
	for _, cl := range lang.Clauses(prompt) {
		if cl.Question {
			return false
		}
		for _, w := range cl.Words {
			switch {
			case pickFiller(w):
			case slices.Contains(offered, w) && w != "or":
				named = true
			default:
				return false
			}
		}
	}
	return named
}

// pickFiller reports whether w says nothing beside a pick: "the", "one",
// "please", "let's", "go with", "use".
func pickFiller(w string) bool {
	switch w {
	case "the", "one", "please", "pls", "plz", "let's", "lets", "go", "with", "use", "i'd", "say", "prefer", "i", "probably",
		"definitely", "then", "option", "thanks", "a":
		return true
	}
	return false
}
