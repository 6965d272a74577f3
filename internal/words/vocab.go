package words

import "strings"

// The closed vocabularies. Phrases are written the way Clauses produces
// words (lower case, straight apostrophes).

// High are the English phrases that approve a plan outright (the other
// languages' are in OtherLanguages).
func High() []string {
	return append([]string{
		"go ahead", "proceed", "please proceed", "let's proceed", "yes", "yep", "yup", "yeah", "y", "aye",
		"sounds good", "sounds great", "sounds perfect", "sounds right", "looks good", "look good", "looking good", "looking great",
		"looks great", "looks perfect", "looks right", "all good", "good to go",
		"sounds like a plan", "sounds like a good plan",
		"do it", "do that", "do this", "please do", "do please", "just do it", "yes please", "yes do it",
		"ship it", "ship", "send it", "make it so", "let's do it", "let's do this", "let's go", "go for it", "go on",
		"carry on", "continue", "implement it", "apply it", "execute", "implement", "apply", "go", "lgtm", "sgtm",
		"approved", "approve", "i approve", "authorized", "authorised", "confirmed", "confirm", "i confirm", "agreed", "i agree",
		"absolutely", "definitely", "of course", "green light", "affirmative", "by all means",
		"yessir", "yes sir", "roger", "you can proceed", "you may proceed", "you can go ahead", "feel free to proceed",
		"you can do it", "you can do", "you may do it",
		"hell yes", "for sure", "couldn't agree more", "without a doubt",
		// carrying the plan out, with the plan (or its change) as object
		"make it", "make the change", "make the changes", "do the change", "do the changes",
		"implement the change", "implement the changes", "apply the change", "apply the changes",
		// the imperative of starting or carrying out, addressed to the agent
		"start", "begin", "start it", "kick it off", "kick off", "push it", "do the needful", "please do the needful",
		"do all of it", "do all of that", "do all of them", "do everything", "do the lot",
		// leave given, the answer to "May I …?", "Shall I …?"
		"you may", "you can", "you shall", "consider it approved", "consider it done", "cleared to proceed",
		"you're cleared", "you are cleared", "no objections", "no objection", "no complaints",
		"merge it", "hit it", "punch it", "engage", "full send", "go time", "it's go time", "go wild",
		"knock it out", "do your thing", "do ur thing", "work your magic", "say less", "yes chef", "aye aye",
		"do as you said", "do as proposed", "do as planned", "do as described",
	}, append(append(setPhrases(), judgedGood()...), carryOut()...)...)
}

// carryOut are the imperatives that carry the plan out, with only a
// pronoun for it as object ("build it", "write them", "run it"): each
// verb of carrying out with "it" and "them" (written out as static data; a
// test checks that it is the whole product). Verbs that add or alter
// ("add that", "fix that") are left out, and so are "that" and "this":
// they point as often at what the reply just named ("It doesn't handle
// the empty case, can you add that?"). They count alone (see AloneOnly):
// "run it in CI first", "don't run it locally" are about something else.
func carryOut() []string {
	return []string{
		"build it", "build them", "write it", "write them", "code it", "code them", "land it", "land them",
		"commit it", "commit them", "run it", "run them", "finish it", "finish them", "execute it", "execute them",
	}
}

// isCarryOut reports whether phrase is one of carryOut.
func isCarryOut(phrase string) bool {
	verb, object, ok := strings.Cut(phrase, " ")
	if !ok {
		return false
	}
	if object != "it" && object != "them" {
		return false
	}
	switch verb {
	case "build", "write", "code", "land", "commit", "run", "finish", "execute":
		return true
	}
	return false
}

// judgedGood are the phrases that judge a plan good by how it sounds or
// looks ("sounds solid", "looks spot on"): each verb of judging with each
// word of strong praise (written out: the list is static data, built at no
// cost; a test checks that it is the whole product). The weak words ("sounds fine", "looks ok") are
// acknowledgements, read from Medium.
func judgedGood() []string {
	return []string{
		"sounds solid", "sounds excellent", "sounds awesome", "sounds amazing", "sounds brilliant", "sounds fantastic", "sounds spot on",
		"sounds legit", "sounds ideal", "sounds about right", "sounds lovely", "sounds perfect to me", "sounds good to me", "sounds great to me",
		"sound solid", "sound excellent", "sound awesome", "sound amazing", "sound brilliant", "sound fantastic", "sound spot on",
		"sound legit", "sound ideal", "sound about right", "sound lovely", "sound perfect to me", "sound good to me", "sound great to me",
		"looks solid", "looks excellent", "looks awesome", "looks amazing", "looks brilliant", "looks fantastic", "looks spot on",
		"looks legit", "looks ideal", "looks about right", "looks lovely", "looks perfect to me", "looks good to me", "looks great to me",
		"look solid", "look excellent", "look awesome", "look amazing", "look brilliant", "look fantastic", "look spot on",
		"look legit", "look ideal", "look about right", "look lovely", "look perfect to me", "look good to me", "look great to me",
	}
}

// setPhrases are the idioms and chat forms that say "go ahead" without its
// words: "crack on", "run with it", "make it happen", "+1".
func setPhrases() []string {
	return []string{"crack on", "run with it", "make it happen", "fire away", "knock yourself out", "have at it",
		"go nuts", "get it done", "get to it", "get on with it", "let it rip", "let's roll", "move forward",
		"go forward", "move ahead", "do the thing", "+1", "full steam ahead", "go right ahead", "be my guest",
		"you have my blessing", "you're good to go", "off you go", "take it away", "pull the trigger", "greenlit",
		"thumbs up", "count me in", "hell yeah", "heck yes", "heck yeah", "fuck yes", "fuck yeah", "oh yes",
		"yes yes", "sold", "keep going", "keep at it", "get going", "get cracking", "totally", "sounds like a deal", "it's a deal", "deal",
		"lfg", "let's try it", "let's try that", "try it", "give it a try", "give it a go", "let's give it a go",
		"let's give it a shot", "give it a shot",
		// slang and idiom of the go-ahead
		"cleared for takeoff", "clear to proceed", "you're clear to proceed", "you are clear to proceed", "you're clear",
		"let's rip", "let her rip", "rip it", "yeet it", "yeet it in", "let him cook", "let them cook",
		"let it cook", "slay", "yeah nah yeah", "nah yeah",
		// non-native forms of approval: a modal with a gerund or "to", an
		// imperative with "please" after it, "realize" for carrying out
		"you can doing it", "you can doing", "you can proceeding", "you can making it", "can doing it",
		"please to do it", "make please", "do please it", "you do it", "you do",
		"please realize it", "realize it", "realise it", "i accept", "i accept it",
		// "do like this": the plan's way, pointed at ("do as proposed")
		"do like this", "do like that", "do it like this", "do it like that", "do like you said", "do like you say",
		"do it like you said", "do like proposed", "do like described",
		"i accept this plan", "i am agree", "i'm agree", "am agree"}
}

// Medium are the English phrases that may only acknowledge: they call for
// a confirmation before any work.
func Medium() []string {
	return []string{
		"ok", "okay", "k", "sure", "fine", "that works", "works for me", "alright", "all right",
		"cool", "great", "perfect", "nice", "good", "makes sense", "fair enough", "why not",
		"right", "i guess", "i suppose", "guess so", "if you say so", "is good", "is ok", "is fine", "ok for me",
		"mhm", "mhmm", "mm hmm", "uh huh", "fine by me",
		"sure thing", "bet", "copy that", "works", "noted", "correct",
		// a guess that it will work
		"that'll work", "that will work", "that should work", "that could work", "that would work", "that'd work",
		"should work", "could work", "would work", "will work", "should be fine", "should be ok", "should be okay",
		// a guess or a belief that it is right
		"i suppose so", "suppose so", "i reckon", "reckon so", "i reckon so", "i think so", "think so", "i believe so",
		"believe so", "reasonable", "sensible", "acceptable",
		// consent left to the agent, or given grudgingly
		"if you must", "if you insist", "up to you", "your call", "you decide", "your decision", "your choice",
		"whatever you think", "whatever you think is best", "i'll leave it to you",
		"leave it to you", "dealer's choice",
		// being content with it (praise alone, "Brilliant.", is as often
		// sarcasm: it is no signal)
		"love it", "love this", "love that", "happy with that", "happy with it", "happy with this", "copy",
	}
}

// Negative are the English phrases that refuse or pause, wherever they
// occur. The scoped negations ("no", "don't", "stop", "wait", ...) are not listed
// here: they negate what follows them (see IsNegation).
func Negative() []string {
	return []string{
		"nope", "nah", "n", "never mind", "nevermind", "nvm", "scratch that", "not yet", "not now",
		"no way", "no thanks", "no thank you", "absolutely not", "definitely not", "of course not",
		"hold on", "hold up", "hold", "hang on", "one sec", "a sec", "one second", "abort", "halt", "pause",
		"forget it", "forget that", "go away", "get lost", "let me think", "let me check", "not so fast",
		"differently", "wrong", "incorrect", "revert", "undo", "roll back", "rollback",
		"change of plan", "change of plans", "change direction", "not what i", "not like that",
		"disagree", "don't like", "do not like", "doesn't work", "does not work", "won't work",
		"bad idea", "no go", "hmm wait", "let's not", "later", "maybe later", "park it", "put this on hold",
		"on hold", "let's wait", "not today", "next week", "next sprint", "after the release", "not until",
		"after the demo", "after the launch", "after the freeze", "after the holidays", "after the weekend",
		"after the deadline", "after the migration", "after the meeting",
		"want to say yes", "like to say yes", "wish i could say yes",
		"let's revisit", "i'll do it", "i'll do it myself", "i'll handle it", "i'll fix it",
		"i'll take it from here", "i'll take care of it",
		"hard pass", "pass", "-1", "veto", "i veto", "i object", "objection", "nix that", "kill it",
		"don't bother", "pump the brakes", "hang tight", "sit tight", "not a chance", "no chance", "nuh uh",
		"uh uh", "rather not", "prefer not", "hold off till", "hold off until", "hold off for now",
		"i'll make the change myself", "i'll make the changes myself", "i'll do it by hand", "i'll confirm then",
		"i'll confirm later", "i'll let you know", "i'll get back to you", "will confirm later", "not right now", "give me a sec", "give me a second", "gimme a sec",
		"start over", "start again", "begin again", "start from scratch", // redo: not the plan as it is
		"let me sleep on it", "sleep on it", "let me look", "let me reread", "let me re-read", "let me read it again",
		// nothing to object to yet: still reading
		"no objections yet", "no objection yet", "no complaints yet", "no objections so far", "no complaints so far",
	}
}

// AloneOnly reports whether a vocabulary phrase is too short or too common
// to count unless nothing but filler follows it in its clause: "go" and
// "right" as a reply, not "go with option 2" or "right after the tests";
// "deal", not "deal with the nil case"; and the words of other languages
// that are English words too (Ambiguous); "ship" alone, not "the ship
// date".
func AloneOnly(phrase string) bool {
	switch phrase {
	case "go", "ship", "y", "k", "n", "hold", "right", "why not", "continue", "good", "nice", "great", "perfect", "cool",
		"works", "pass", "deal", "sold", "bet", "noted", "objection", "veto", "don't bother", "no chance", "kill it",
		"start", "begin", "kick off", "push it", "you may", "you can", "you shall", "correct", "merge it", "reasonable", "sensible", "acceptable",
		"hit it", "punch it", "engage", "go wild", "copy",
		"slay", "you do", "you do it", "realize it", "realise it", "rip it", "yeet it", "you're clear", "i accept", "make please",
		"should work", "could work", "would work", "will work",
		"totally": // "100%" or 💯 as the whole answer; not "totally wrong"
		return true
	}
	return isCarryOut(phrase) || Ambiguous(phrase) || doingVerb(phrase)
}

// IsJudgement reports whether a negative phrase judges rather than refuses:
// it refuses the plan only where nothing it could judge stands before it
// in its clause ("wrong, don't", "that's a bad idea"); after a subject of
// its own it is about that ("panic here is bad idea", "the default picks
// the wrong plugins").
func IsJudgement(phrase string) bool {
	switch phrase {
	case "wrong", "incorrect", "bad idea", "doesn't work", "does not work", "won't work":
		return true
	}
	return false
}

// IsNegation reports whether w negates what follows it: "don't touch
// lexer.go", "not ok", "no tests", "stop adding comments", "wait for CI".
func IsNegation(w string) bool {
	switch w {
	case "no", "not", "don't", "never", "can't", "cannot", "won't", "wouldn't", "shouldn't", "mustn't",
		"doesn't", "didn't", "isn't", "aren't", "wasn't", "ain't", "nor", "neither",
		"stop", "cancel", "wait", "without", "avoid":
		return true
	}
	return false
}

// NegationReleased reports whether the word after a negation turns it into
// an insistence: "don't forget to update the changelog", "never forget",
// "don't skip the tests", "don't hesitate to fix it".
func NegationReleased(next string) bool {
	switch next {
	case "forget", "skip", "hesitate", "neglect", "miss", "omit":
		return true
	}
	return false
}

// IsHedge reports whether w makes a request tentative.
func IsHedge(w string) bool {
	switch w {
	case "maybe", "perhaps", "possibly", "might", "potentially", "consider", "considering",
		"wonder", "wondering", "unsure", "optionally", "whatever", "probably", "someday", "eventually", "sometime",
		"later", "tomorrow": // not now
		return true
	}
	return false
}

// HedgePhrases are the phrases that make a clause tentative whatever else
// it says.
func HedgePhrases() []string {
	return []string{"not sure", "up to you", "if you think", "if needed", "if necessary", "if you want",
		"if it makes sense", "if you like", "if possible", "if appropriate", "if you agree", "your call",
		"we'll see", "at some point", "i guess", "i suppose", "could be worth", "worth considering",
		"might be worth", "thinking about whether", "wondering if", "one day"}
}

// IsLaterTime reports whether w names a time after now that an approval
// can be put off to ("do it tomorrow", "ship it on Monday", "let's do
// it tonight").
func IsLaterTime(w string) bool {
	switch w {
	case "tomorrow", "tmrw", "tmr", "tonight", "later", "monday", "tuesday", "wednesday", "thursday", "friday",
		"saturday", "sunday", "eod", "eow", "afternoon", "evening", "lunch":
		return true
	}
	return false
}

// DictatedMark returns the length in words of a punctuation mark spoken
// into a dictation tool at ws[i] ("yes go ahead period", "go for it new
// line thanks"), 0 for none.
func DictatedMark(ws []string, i int) int {
	next := ""
	if i+1 < len(ws) {
		next = ws[i+1]
	}
	switch ws[i] {
	case "period", "comma", "newline":
		return 1
	case "full":
		if next == "stop" {
			return 2
		}
	case "new":
		if next == "line" || next == "paragraph" {
			return 2
		}
	case "exclamation":
		if next == "mark" || next == "point" {
			return 2
		}
	}
	return 0
}

// IsTimeHedge reports whether a hedge phrase is also an ordinary measure
// ("off by one day"): it hedges only where it opens its clause ("one day
// we should …").
func IsTimeHedge(phrase string) bool { return phrase == "one day" }

// IsMostlyNoun reports whether a change verb is more often a noun or an
// adjective ("empty entries", "a copy", "the store", "a dump", "log
// lines"): it is a verb only before its object.
func IsMostlyNoun(w string) bool {
	switch w {
	case "empty", "copy", "store", "touch", "dump", "backup", "save":
		return true
	}
	return false
}

// DeferPhrases put off everything their sentence asks ("note to self: bump
// the port", "remind me to change config.yaml", "after the release we
// should …"): not a request for now, imperative or not.
func DeferPhrases() []string {
	return []string{"note to self", "remind me", "todo:", "after the release", "next week", "next sprint",
		"not now", "not yet", "for later", "some day", "someday"}
}

// SoftenerPhrases make a request tentative only when nothing in it is an
// imperative: "if you get a chance, could probably bump the port" is
// hedged, "no rush, but please bump the port" is a request.
func SoftenerPhrases() []string {
	return []string{"if you get a chance", "when you get a chance", "not urgent", "no rush", "no hurry",
		"whenever you can", "low priority"}
}

// IsModal reports whether w before a subject makes the verb after it a
// request or a question about one ("can we fix", "should I add").
func IsModal(w string) bool {
	switch w {
	case "can", "could", "would", "will", "shall", "should", "must", "may", "might":
		return true
	}
	return false
}

// IsPoliteRequest reports whether a question starting with these words
// asks for something ("can you fix …?") rather than about something.
func IsPoliteRequest(first, second string) bool {
	switch first {
	case "please", "pls", "plz", "let's", "lets", "kindly", "mind":
		return true
	case "can", "could", "would", "will":
		switch second {
		case "you", "u", "ya", "we", "i":
			return true
		}
	case "any":
		return second == "chance" // "any chance you could bump …?"
	}
	return false
}

// pastSubjectLeftOut reports whether w after an opening "was" or "were"
// shows the subject was left out ("was stuck in a meeting", "was out
// sick", "were busy"): a participle, a place or a state, not a subject.
func pastSubjectLeftOut(w string) bool {
	switch w {
	case "stuck", "busy", "in", "at", "on", "out", "off", "away", "afk", "sick", "late", "driving", "travelling",
		"traveling", "offline", "asleep",
		// an intention or a moment ("and was about to open a ticket", "was
		// going to ask", "was just leaving"): no subject comes before them
		"about", "going", "gonna", "just", "already":
		return true
	}
	return len(w) > 4 && w[len(w)-2:] == "ed"
}

// judgedWithoutSubject reports whether words open with "is" and a word
// of judgement, the subject left out ("is good", "is very fine", "is
// perfect plan"): a statement in the English of many non-native writers,
// not a question.
func judgedWithoutSubject(words []string) bool {
	if len(words) < 2 || words[0] != "is" {
		return false
	}
	j := 1
	for j+1 < len(words) && isDegree(words[j]) {
		j++ // "is very good", "is really fine"
	}
	switch words[j] {
	case "ok", "okay", "good", "fine", "perfect", "great", "correct", "right", "alright", "nice", "excellent", "clear",
		"goed": // Dutch "is goed"
		return true
	}
	return false
}

// OpensQuestion reports whether a clause asks something without a question
// mark: "but will this affect Z", "does it handle whitespace".
func OpensQuestion(words []string) bool {
	if len(words) >= 2 && words[0] == "why" && words[1] == "not" && onlyHedges(words[2:]) {
		return false // "sure, why not", "why not, I guess": agreement
	}
	k := 0
	for k < len(words) && (words[k] == "ok" || words[k] == "okay" || words[k] == "yes" || words[k] == "so") {
		k++ // "ok is perfect, go": the statement opens after an acknowledgement
	}
	if judgedWithoutSubject(words[k:]) {
		return false // "is good, please do it": a statement, said the way many write English
	}
	for i, w := range words {
		switch w {
		case "but", "and", "so", "also", "ok", "okay", "just", "curious", "quick", "question", "though":
			continue
		case "will", "would", "can", "could", "should":
			// "will you …", "can the job …": a question puts the subject
			// after the modal; "will look in the morning", "would be nice"
			// leave the subject out and are statements.
			return i+1 < len(words) && !VerbAfterModal(words[i+1])
		case "was", "were":
			// "was it slow?" puts a subject after; "was stuck in a
			// meeting" leaves it out, as people do in chat.
			return i+1 < len(words) && !pastSubjectLeftOut(words[i+1])
		case "does", "did", "is", "are",
			"what", "what's", "how", "how's", "why", "when", "where", "which", "who", "whether",
			"isn't", "aren't", "doesn't", "won't", "wouldn't", "shouldn't":
			return i+1 < len(words)
		case "do":
			// "do you think", not "do it".
			if i+1 < len(words) {
				switch words[i+1] {
				case "you", "we", "they", "i":
					return true
				}
			}
			return false
		}
		return false
	}
	return false
}

// onlyHedges reports whether words say nothing but a hedge or a filler
// after an answer: "I guess", "I suppose", "then", "lol".
func onlyHedges(words []string) bool {
	for _, w := range words {
		switch w {
		case "i", "guess", "suppose", "then", "so", "lol", "haha", "really", "honestly", "either":
		default:
			return false
		}
	}
	return true
}

// VerbAfterModal reports whether w, right after a modal ("will", "can",
// "would"), is a verb or an adverb, so the modal opens a statement whose
// subject was left out ("will look at it tomorrow", "would be nice",
// "can probably wait"), not a question, whose subject comes first.
func VerbAfterModal(w string) bool {
	switch w {
	case "be", "have", "look", "check", "review", "test", "see", "do", "get", "take", "try", "merge", "deploy",
		"ship", "run", "read", "reply", "ping", "follow", "circle", "come", "keep", "report", "handle", "need",
		"love", "like", "prefer", "probably", "likely", "also", "definitely", "then", "later", "just",
		"tell", "let", "watch", "monitor", "confirm", "verify", "update", "write", "send", "wait", "sleep":
		return true
	}
	return false
}

// isDegree reports whether w is an adverb of degree before a judgement
// ("very", "really", "so", "quite", "totally", "pretty").
func isDegree(w string) bool {
	switch w {
	case "very", "really", "so", "quite", "totally", "pretty", "all", "super", "completely", "absolutely":
		return true
	}
	return false
}

// Ordinal returns the 1-based option a word picks ("first", "2nd", "3",
// "#2"), -1 for "last" and "latter", 0 for none.
func Ordinal(w string) int {
	switch w {
	case "first", "1st", "1", "#1", "former":
		return 1
	case "second", "2nd", "2", "#2", "two":
		return 2
	case "third", "3rd", "3", "#3", "three":
		return 3
	case "fourth", "4th", "4", "#4", "four":
		return 4
	case "fifth", "5th", "5", "#5", "five":
		return 5
	case "last", "latter":
		return -1
	}
	return 0
}

// SelectsAll reports whether an answer word picks every option offered
// ("both", "all of them").
func SelectsAll(w string) bool {
	switch w {
	case "both", "all", "everything", "each", "every":
		return true
	}
	return false
}

// IsYes reports whether w alone accepts what was offered.
func IsYes(w string) bool {
	switch w {
	case "yes", "yep", "yeah", "yup", "ya", "y", "correct", "right", "exactly", "sure", "ok", "okay",
		"indeed", "affirmative", "aye", "absolutely", "definitely", "lgtm", "sgtm":
		return true
	}
	return false
}

// IsNo reports whether w alone declines what was offered.
func IsNo(w string) bool {
	switch w {
	case "no", "nope", "nah", "neither", "none", "don't", "not", "wait", "stop", "cancel", "never",
		"hold", "skip", "nvm":
		return true
	}
	return false
}

// IsAside reports whether w opens a remark unrelated to the plan ("btw
// the standup moved to 10"), which neither changes nor questions it.
func IsAside(w string) bool {
	switch w {
	case "btw", "fyi", "ps", "p.s", "pps", "p.p.s", "unrelated", "offtopic", "off-topic", "sidenote", "fwiw", "random":
		return true
	}
	return false
}

// IsChangeVerb reports whether w (lowercase, base form) asks for a change
// to content. Inflected forms are left out on purpose: "I fixed parse.go"
// reports and "the changes in parse.go" names, neither asks.
func IsChangeVerb(w string) bool {
	switch w {
	case "update", "fix", "tidy", "rename", "add", "remove", "change", "write", "rewrite",
		"edit", "modify", "delete", "refactor", "replace", "create", "implement", "correct",
		"clean", "cleanup", "insert", "append", "prepend", "move", "set", "make", "format",
		"reword", "rephrase", "shorten", "simplify", "convert", "document", "bump", "drop",
		"patch", "adjust", "tweak", "improve", "polish", "trim", "restructure", "reorganize",
		"reorganise", "translate", "migrate", "extract", "inline", "split", "merge", "sort",
		"swap", "strip", "uncomment", "revert", "undo", "upgrade", "downgrade", "put",
		"include", "introduce", "wire", "resolve", "repair", "tighten", "expand", "extend",
		"generate", "fill", "complete", "finish", "apply", "use", "handle", "address",
		"rework", "redo", "reformat", "lint", "sanitize", "sanitise", "normalize",
		"normalise", "deduplicate", "dedupe", "unify", "consolidate", "annotate",
		"declare", "define", "register", "enable", "disable", "configure", "wrap",
		"rewire", "port", "proofread", "spellcheck", "capitalize", "capitalise",
		"retitle", "relabel", "prune", "shrink", "rearrange", "reorder", "indent", "reindent", "export",
		"dedent", "escape", "unquote", "hardcode", "parameterize", "parametrize", "switch", "narrow", "lock",
		"catch", "raise", "throw", "reject", "validate", "guard", "retry", "log",
		"increase", "decrease", "lower", "reduce", "double", "halve", "lengthen", "cap", "limit", "round", "clarify",
		// What is done to whole files, mostly through a shell.
		"restore", "save", "backup", "copy", "dump", "overwrite", "wipe", "empty", "truncate", "install", "store",
		"touch", "erase", "purge", "discard", "nuke",
		// A version written into a file ("pin node to 20.11.1 in .nvmrc").
		"pin", "unpin":
		return true
	}
	return false
}

// IsSound reports whether w is a sound of musing, delight or hesitation
// rather than a word ("mm", "ooh", "hmm", "ahh", "mhm", "oh"): made only of
// the letters such sounds are spelled with, drawn out by a doubled letter
// (or one of the two-letter sounds). It says nothing about a plan.
func IsSound(w string) bool {
	if len(w) < 2 || len(w) > 6 {
		return false
	}
	switch w {
	case "oh", "ah", "uh", "um", "hm", "eh", "mhm":
		return true
	}
	doubled := false
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case 'a', 'h', 'm', 'o', 'u':
		default:
			return false
		}
		doubled = doubled || i > 0 && w[i] == w[i-1]
	}
	return doubled
}

// IsClockTime reports whether w is a time of day as people type it:
// "4pm", "11am", "16:30", "9:00".
func IsClockTime(w string) bool {
	n := len(w)
	if n >= 3 && n <= 4 && (w[n-2:] == "am" || w[n-2:] == "pm") {
		return digits(w, 0, n-2)
	}
	if c := strings.IndexByte(w, ':'); c >= 1 && c <= 2 && n-c == 3 {
		return digits(w, 0, c) && digits(w, c+1, 2)
	}
	return false
}
