package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// neutralFragment reports whether a clause that is no full statement (no
// subject and verb of its own: "bless them", "truly top-notch engineering
// from the acme folks", "o log era") still carries nothing a change needs.
// A fragment changes the plan by what it holds, not by whether its words
// are known: an instruction or request (directsWork, imperativeOpening), a
// word of the plan's (the thing the change is about), a value or a code
// name, a negation ("no force push"), or a word that adds, orders, limits
// or says how ("the memory warning too", "dry run first", "only the
// tests", "behind a flag", "in a separate PR"). Without any of them, the
// fragment reacts (praise, a curse, a laugh, a sigh, a jab at someone
// else) and leaves the plan as it is. A bare noun phrase may still name a
// wish ("separate PR", "feature flag"): a fragment must hold a word that
// reacts (an evaluation, a person it is aimed at, an interjection) to be
// a remark.
func neutralFragment(ws []string, related *remarkLookup) bool {
	if len(ws) == 0 || imperativeOpening(ws[0]) {
		return false
	}
	reacts, atPeople, planWord := false, false, false
	for i, w := range ws {
		person := aimedAt(w)
		if !person && negatorLen(ws, i) > 0 || hasDigit(w) || codeLike(w) || changeMarker(w) || hangingConnector(w) || fragmentHow(w) {
			return false
		}
		if !planWord && !isFiller(w) && len(w) > 2 && related.has(w) {
			planWord = true
		}
		atPeople = atPeople || person
		reacts = reacts || person || fragmentReacts(w)
	}
	// A reaction that names the plan's thing may judge it ("ugh, the
	// backoff"): only one aimed at people ("top-notch engineering from
	// the acme folks", "funny that nobody complained in January") leaves
	// the thing alone.
	return reacts && (!planWord || atPeople)
}

// aimedAt reports whether w names people a reaction is aimed at, not a
// thing of the work: "them", "folks", "nobody", and "nobody" in the other
// languages ("ninguém", "nadie", "niemand", "nessuno", "никто").
func aimedAt(w string) bool {
	switch w {
	case "them", "him", "her", "folks", "guys", "people", "someone", "somebody", "everybody", "nobody", "noone",
		"ninguém", "ninguem", "nadie", "niemand", "keiner", "nessuno", "personne", "никто", "nikdo", "nikt":
		return true
	}
	return false
}

// fragmentHow reports whether w, in a fragment, says how, when, what more
// or how much of the work: sequence, addition, limit, manner, place.
func fragmentHow(w string) bool {
	switch w {
	case "first", "before", "after", "then", "later", "next", "afterwards", "only", "just", "except", "without", "with",
		"and", "&", "in", "on", "into", "behind", "via", "using", "under", "over", "per", "each", "every", "all", "both",
		"separate", "separately", "same", "another", "more", "less", "fewer", "smaller", "bigger", "instead", "not",
		"no", "never", "nothing", "none", "keep", "skip", "unless", "until", "till", "if", "when", "once", "as":
		return true
	}
	return false
}

// fragmentReacts reports whether w is a word a reaction is made of: an
// evaluation ("top-notch", "classic", "embarrassing"), a person or group
// it is aimed at ("them", "folks", "him"), an interjection or laugh
// ("ugh", "lol", "kkkk", "haha"), or a blessing or curse.
func fragmentReacts(w string) bool {
	if interjection(w) || feelingWord(w) || lang.IsSound(w) || laugh(w) || hurries(w) {
		return true
	}
	switch w {
	case "bless", "god", "damn", "geez", "jeez", "wow", "yikes", "oof", "ouch", "sigh", "finally", "classic", "typical",
		"truly", "top-notch", "brilliant", "genius", "masterpiece", "engineering", "embarrassing", "hilarious",
		"funny", "engraçado", "gracioso", "lustig", "divertente", "amazing", "incredible", "beautiful", "lovely", "gross", "cursed", "wild", "insane", "crazy":
		return true
	}
	return false
}

// laugh reports whether w is written laughter: "kkkk", "hahaha", "jajaja",
// "hehe", "lmao", "rsrs", "555", "www".
func laugh(w string) bool {
	switch w {
	case "k", "kk": // "kkkk", its letters run together as every word's are
		return true
	case "lol", "lmao", "lmfao", "rofl", "rsrs", "xd", "555", "www":
		return true
	}
	return len(w) >= 4 && (strings.Trim(w, "ha") == "" || strings.Trim(w, "ja") == "" || strings.Trim(w, "he") == "")
}

// toldAsPast reports whether a statement tells what happened or what
// would have happened, not how things are or are to be: a story anchored
// in the past (narratesPast), the pluperfect ("two customers had noticed
// too"), or a modal in the perfect, its negation or adverb between ("I'd
// never have spotted that"; a duty in the perfect, "we should've used
// jitter too", still wishes for something). The "too" and the
// negation of such a statement tell the story; they narrow nothing the
// plan does.
func toldAsPast(ws []string) bool {
	if narratesPast(ws) {
		return true
	}
	for i, w := range ws {
		j := i + 1
		switch w {
		case "had", "hadn't":
		case "would", "i'd", "we'd", "you'd", "he'd", "she'd", "they'd", "wouldn't":
			for j < len(ws) && storyAdverb(ws[j]) {
				j++
			}
			if j >= len(ws) || ws[j] != "have" {
				continue
			}
			j++
		case "would've":
		default:
			continue
		}
		for j < len(ws) && storyAdverb(ws[j]) {
			j++
		}
		if j < len(ws) && (pastTense(ws[j]) || irregularPast(ws[j]) || participle(ws[j]) || ws[j] == "been" || ws[j] == "known") {
			return true
		}
	}
	return false
}

// storyAdverb reports whether w may stand between an auxiliary and its
// verb in a story: "never", "not", "already", "even", "just", "also".
func storyAdverb(w string) bool {
	switch w {
	case "never", "not", "already", "even", "just", "also", "all", "probably", "totally":
		return true
	}
	return false
}

// thanksOnly reports whether a clause only thanks for something
// ("thanks for checking the links too", "thank you for catching the button
// thing too"): all after "for" is what the thanks is for, something
// already done, so its "too" adds thanks, not work. A clause that goes on
// to another thing ("and", "but", "please", "can you") is weighed as it is.
func thanksOnly(ws []string) bool {
	if !thanksFor(ws) {
		return false
	}
	for _, w := range ws[2:] {
		if w == "and" || w == "please" || w == "pls" || w == "can" || w == "could" || hangingConnector(w) {
			return false
		}
	}
	return true
}

// hurries reports whether w tells how soon, not how: "quickly", "fast",
// "urgent", and the same in other languages ("jaldi", "срочно",
// "schnell", "vite", "rápido", "presto", "szybko"). Like "asap" and
// "now", which are filler, it hurries the plan and leaves it as it is (a
// whole statement of urgency, "I need this merged today", is urgency).
func hurries(w string) bool {
	switch w {
	case "quickly", "quick", "fast", "urgent", "urgently", "hurry", "pronto", "jaldi", "jaldi-jaldi", "срочно", "быстро",
		"schnell", "vite", "rápido", "rapido", "presto", "szybko", "hızlı", "cepat", "nhanh", "快":
		return true
	}
	return false
}

// praisesDoing reports whether a clause praises what the agent is doing
// ("nice that you're reusing useDebounce instead of pulling in lodash", "I
// like that you're keeping it to just the writer and its spec", "glad you
// kept it to one file"): the words after "you're" describe the plan as it
// is, so its own "instead", "just" or "only" narrow nothing new. A clause
// that adds, contrasts or asks after the praise ("also", "too", "but",
// "please") is weighed as it is.
func praisesDoing(ws []string) bool {
	at := -1
	for i, w := range ws {
		if i > 3 {
			break
		}
		switch w {
		case "nice", "good", "great", "like", "love", "glad", "happy", "appreciate", "cool", "neat", "smart":
			at = i
		}
		if at >= 0 {
			break
		}
	}
	if at < 0 {
		return false
	}
	k := at + 1
	if k < len(ws) && ws[k] == "that" {
		k++
	}
	if k >= len(ws) || ws[k] != "you're" && ws[k] != "you" {
		return false
	}
	if k+1 < len(ws) && ws[k+1] == "are" {
		k++
	}
	if k+1 >= len(ws) || !strings.HasSuffix(ws[k+1], "ing") && !pastTense(ws[k+1]) && !irregularPast(ws[k+1]) {
		return false // "good, you add the test": an instruction
	}
	for _, w := range ws[k+1:] {
		if w == "also" || w == "too" || w == "please" || w == "pls" || hangingConnector(w) || lang.IsChangeVerb(w) && w != ws[k+1] {
			return false
		}
	}
	return true
}
