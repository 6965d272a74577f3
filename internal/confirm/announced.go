package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An extra change the agent announces: after the user's last message, the
// agent says what the edit does, and a sentence of it adds something
// ("I'll also switch the font stack to Inter", "Adding mypy and black as
// well", "charts/worker/values.yaml uses the same image, updating it
// too"). When that sentence names what this edit brings in (a word or
// number only the new text has) or this file's own path, and the user
// never wrote it, the edit carries a part the user did not ask for,
// whatever else names the file.

// beyondAsked returns why an edit the rules found asked for carries more
// than the request, or "": a part I announce (announcedExtra), an entry
// named and left alone (untouchedEntry), a place the target is not in
// (placedOutside), a rewrite for a yes to a proposal to add
// (otherThanProposed), a request taken back for good (retractedForGood),
// a value the user has since replaced (staleValue), a part the user's
// answer left out (limitedOut), more than a bare value answered
// (bareValueExtra), a part beside one the conversation writes out
// (beyondDictated, putBeside), more than the one addition asked
// (oneAskedMore). The user's last message's words are read once for
// them (messageWords).
func beyondAsked(conv []Turn, t Target) string {
	if s := announcedExtra(conv, t); s != "" {
		return announcedReason(s)
	}
	if why := retractedForGood(conv, t); why != "" {
		return why
	}
	if why := staleValue(conv, t); why != "" {
		return why
	}
	if why := limitedOut(conv, t); why != "" {
		return why
	}
	if why := bareValueExtra(conv, t); why != "" {
		return why
	}
	u := lastUser(conv, len(conv))
	if u < 0 {
		return ""
	}
	r := messageWords(conv[u].Text, t)
	if e := untouchedEntry(r); e != "" {
		return untouchedReason(e, t)
	}
	if p := placedOutside(r); p != "" {
		return placedOutsideReason(p, t)
	}
	if b := siblingNamed(r); b != "" {
		return siblingReason(b, t)
	}
	if why := otherThanProposed(conv, t); why != "" {
		return why
	}
	if why := beyondDictated(conv, t); why != "" {
		return why
	}
	last, _ := lang.Mask(headTail(conv[u].Text), lang.KeepQuotes) // bounded as read reads it
	if why := oneAskedMore(last, t); why != "" {
		return why // one addition asked, more brought in (oneasked.go)
	}
	if why := renamedBeyond(last, t); why != "" {
		return why // a rename asked, and a line rewritten otherwise (renamed.go)
	}
	if why := repeatedElsewhere(last, t); why != "" {
		return why // the edit asked repeated on a line not named (repeated.go)
	}
	_, user := askedText(conv)
	own, _ := lang.Mask(user, lang.KeepQuotes) // a pasted log dictates nothing
	return putBeside(own, t)
}

// messageWords is the words of a user's message as read reads them (quoted
// speech masked, normalized), without the rest of its reading: all
// untouchedEntry and placedOutside look at.
func messageWords(text string, t Target) reading {
	text = headTail(text)
	masked, _ := lang.Mask(text, lang.QuotedSpeech)
	r := reading{Text: masked, orig: text, norm: lang.Normalize(masked), t: t}
	r.words = lang.WordsIn(r.norm, lang.Span{Start: 0, End: len(r.norm)})
	return r
}

// announcedExtra returns the agent's sentence announcing an unasked part of
// this edit, or "".
func announcedExtra(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u < 0 || t.Command != "" || t.Removal != Keeps {
		return ""
	}
	var asked strings.Builder
	for _, turn := range conv[:u+1] {
		if turn.Role == User {
			asked.WriteString(strings.ToLower(headTail(turn.Text)))
			asked.WriteByte('\n')
		}
	}
	user := asked.String()
	added, removed := strings.ToLower(t.Added), strings.ToLower(t.removed)
	for _, turn := range conv[u+1:] {
		if turn.Role != Assistant {
			continue
		}
		text := headTail(turn.Text)
		norm := lang.Normalize(text)
		for _, s := range lang.Sentences(norm) {
			sent := norm[s.Start:s.End]
			if !addsMore(norm, lang.WordsIn(norm, s.Span)) {
				continue
			}
			if namesOwnPath(sent, t.Name) && !namesOwnPath(user, t.Name) {
				return text[s.Start:s.End]
			}
			for _, w := range tokens(sent) {
				if v := announcedValue(w); v != "" && occursAsWord(added, v) && !occursAsWord(removed, v) && !occursAsWord(user, v) {
					return text[s.Start:s.End]
				}
			}
		}
	}
	return ""
}

// announcedValue is the part of a word of an announcement that an edit
// can bring in: a content word ("inter", "pipefail"), or the number a
// measure starts with ("200" of "200ms"); "" for function words.
func announcedValue(w string) string {
	w = strings.ToLower(w)
	if n := leadingNumber(w); n != "" {
		return n
	}
	if len(w) < 2 || len(w) == 2 && shortWord(w) || isStopWord(w) || isCommonWord(w) {
		return ""
	}
	return w
}

// shortWord reports whether a two-letter word is an English word rather
// than a flag or a code ("eu" of "set -eu" is not one).
func shortWord(w string) bool {
	switch w {
	case "am", "an", "as", "at", "be", "by", "do", "go", "he", "if", "is", "it", "me", "my", "no", "of", "ok", "on", "or", "so", "to", "up", "us", "we":
		return true
	}
	return false
}

// leadingNumber is the digits (and dots) a word starts with, or "".
func leadingNumber(w string) string {
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || i > 0 && w[i] == '.') {
		i++
	}
	return strings.TrimRight(w[:i], ".")
}

// addsMore reports whether a sentence (its words ws of norm) announces
// something beside what it follows: "also", "too", "as well",
// "additionally", "plus …", "while I'm at it/in there", "on top of that",
// "alongside", or a second action after a comma ("Fixed deps, and
// lowering the default delay …").
func addsMore(norm string, ws []word) bool {
	for k, w := range ws {
		next := ""
		if k+1 < len(ws) {
			next = ws[k+1].Text
		}
		switch w.Text {
		case "and":
			if k > 0 && strings.HasPrefix(norm[ws[k-1].End:w.Start], ",") && (strings.HasSuffix(next, "ing") || strings.HasSuffix(next, "ed")) {
				return true
			}
		case "also", "too", "additionally", "alongside", "besides", "moreover", "además", "também", "aussi", "auch", "anche", "också", "ook", "også":
			return true
		case "plus":
			if k == 0 {
				return true
			}
		case "as":
			if next == "well" {
				return true
			}
		case "while":
			if next == "i'm" || next == "im" || next == "i" || next == "we're" {
				return true
			}
		case "top":
			if k > 0 && ws[k-1].Text == "on" && next == "of" {
				return true
			}
		}
	}
	return false
}

// namesOwnPath reports whether text names the target by its path with a
// directory ("charts/worker/values.yaml"), not only by its base name.
func namesOwnPath(text, name string) bool {
	name = strings.ToLower(strings.TrimPrefix(name, "./"))
	if !strings.Contains(name, "/") {
		return false
	}
	i := strings.Index(text, name)
	return i >= 0 && (i == 0 || text[i-1] != '/' && !isIdentByte(text[i-1]))
}

// announcedReason is why an edit with an announced extra part needs
// confirmation.
func announcedReason(sentence string) string {
	return fmt.Sprintf("I announced a change you did not ask for in this edit (%q)", clip80(sentence))
}
