package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the value the user asked for where no value check of a
// direct request reaches: a request answered through a question ("set the
// request timeout to 30s in the config" — "Which one?" — "both"; "30s or
// 60s?" — "30s") and a new file whose content the request dictates ("add
// an .nvmrc with 20.11.1"). The change must write the value asked, not
// another one.

// valueOffIn finds a value the user's own words write that the change
// does not: texts are the user's messages of the exchange, the request
// first and the answer to the assistant's question last; question is that
// question. A value is a number the request sets ("to 30s", "auf 8081",
// "= 5", "→ 2.1"; a rate with "%" is left out, code may write it as a
// fraction), any number of the answer that does not label one of the
// question's options ("30s.", "200 please"; not "2" for "2) …"), and any
// number of a request for a new file ("an .nvmrc with 20.11.1"). It
// reports one when the change's old lines do not hold it, the change
// brings in a number its old lines did not hold, and none of those is one
// asked for (meetsAsked).
func valueOffIn(texts []string, question string, t Target) (string, bool) {
	old := requestNumbers(t.removed)
	asked := map[string]bool{}
	first := ""
	for i, text := range texts {
		answer := i == len(texts)-1 && question != ""
		for _, v := range askedValues(text, answer || t.created) {
			n := numberOf(v)
			if old[n] || answer && labelsAnywhere(question, n) {
				continue
			}
			if first == "" {
				first = v
			}
			asked[n] = true
			if answer {
				addOptionNumbers(asked, question, n) // "7am NY" for "12:00 UTC (7am NY)"
			}
		}
	}
	if len(asked) == 0 {
		return "", false
	}
	brought := false
	for n := range requestNumbers(t.Added) {
		if old[n] {
			continue
		}
		if meetsAsked(n, asked) {
			return "", false
		}
		brought = true
	}
	return first, brought
}

// askedValues are the words of text that write a number as a value: every
// one when all is set (an answer, a new file's request), else those right
// after a word or mark that sets a value ("to", "a", "auf", "na", "на",
// "para", "naar", "till", "på", "=", ":", "→", "->"). Words with "%" are
// rates and left out.
func askedValues(text string, all bool) []string {
	var out []string
	fields := strings.Fields(strings.ToLower(text))
	foreign := !all && lang.MayBeForeign([]lang.Clause{{Words: fields}})
	for k, f := range fields {
		if strings.Contains(f, "%") {
			continue
		}
		for j, v := range lineValues(f) {
			if numberOf(v) == "" {
				continue
			}
			if all && !ordinalPick(v) || j == 0 && k > 0 && valueMarker(fields[k-1], foreign) || strings.ContainsAny(f[:strings.Index(f, v)], "=:→") || strings.Contains(f[:strings.Index(f, v)], "->") {
				out = append(out, v)
			}
		}
	}
	return out
}

// valueMarker reports whether the word w, before a number, makes it the
// value something is set to, in the languages the hook reads most. "a" is
// English's article ("add a 60s cache") unless the message is in another
// language (foreign: "cambia el límite a 50M").
func valueMarker(w string, foreign bool) bool {
	switch strings.Trim(w, "`'\"") {
	case "to", "into", "auf", "na", "на", "para", "naar", "till", "på", "=", "→", "->", ":":
		return true
	case "a", "à":
		return foreign
	}
	return false
}

// ordinalPick reports whether the number word v of an answer is one digit
// and no more ("1", "#2", "3 — thanks!"): the number of an option picked,
// not a value.
func ordinalPick(v string) bool {
	return len(v) == 1 && v[0] >= '0' && v[0] <= '9'
}

// labelsAnywhere reports whether question writes n as the label of an
// option, on a line of its own or inline ("1. …", "2) …", "(3) …").
func labelsAnywhere(question, n string) bool {
	if labelsOption(question, n) {
		return true
	}
	for _, l := range []string{n + ") ", n + ". ", "(" + n + ")"} {
		if i := strings.Index(question, l); i >= 0 && (i == 0 || question[i-1] == ' ' || question[i-1] == '\n') {
			return true
		}
	}
	return false
}

// meetsAsked reports whether the number n, written by a change, is one
// of the numbers asked: the same, a version that begins with one ("20.11.1"
// for "20"), or the same quantity in another unit (numberAccounted) — but
// not a version cut short ("20" for "20.11.1").
func meetsAsked(n string, asked map[string]bool) bool {
	for a := range asked {
		if n == a || strings.HasPrefix(n, a+".") {
			return true
		}
		if !strings.HasPrefix(a, n+".") && numberAccounted(n, map[string]bool{a: true}) {
			return true
		}
	}
	return false
}

// exchangeValueOff is valueOffIn over the user's messages from the
// request at conv[from] to the latest at conv[u], the question being the
// assistant's block before the latest: it explains, as a verdict, why an
// answer that names the target still does not make the change explicit.
func exchangeValueOff(conv []Turn, from, u int, t Target) (Classification, bool) {
	var texts []string
	for k := from; k <= u && k < len(conv); k++ {
		if conv[k].Role == User {
			texts = append(texts, conv[k].Text)
		}
	}
	question := ""
	if u > 0 && conv[u-1].Role == Assistant {
		question = assistantBlock(conv, u-1)
	}
	v, ok := valueOffIn(texts, question, t)
	if !ok {
		return Classification{}, false
	}
	return needs(fmt.Sprintf("you asked for %q, and this change writes another value", v)), true
}

// createdValueOff reports, for a new file, a value the request writes
// that the file's content does not ("add an .nvmrc with 20.11.1" written
// as "20").
func createdValueOff(request string, t Target) (Classification, bool) {
	if !t.created {
		return Classification{}, false
	}
	if v, ok := valueOffIn([]string{request}, "", t); ok {
		return needs(fmt.Sprintf("you asked for %q in the new file, and it writes another value", v)), true
	}
	return Classification{}, false
}

// addOptionNumbers adds to asked the numbers of the question's option
// that writes the number n: an answer that picks an option by one of its
// values ("7am NY" of "05:00 UTC (midnight NY) or 12:00 UTC (7am NY)")
// asks for the option, written in any of its numbers.
func addOptionNumbers(asked map[string]bool, question, n string) {
	opts, ok := choicesIn(question)
	if !ok {
		return
	}
	for _, o := range opts {
		if nums := requestNumbers(o); nums[n] {
			for m := range nums {
				asked[m] = true
			}
		}
	}
}
