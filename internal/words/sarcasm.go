package words

import (
	"strconv"
	"strings"
)

// Sarcastic reports whether a reply carries a marker of sarcasm: an eye-roll
// or face-palm emoji, "/s", or a set phrase ("yeah right", "said no one
// ever", "what could possibly go wrong", "oh sure … again", a trailing
// "… not"). Such a reply is doubt, and when in doubt it is not consent.
func Sarcastic(text string) bool { return SarcasticIn(text, Clauses(text)) }

// SarcasticIn is Sarcastic with text's clauses already at hand.
func SarcasticIn(text string, cls []Clause) bool {
	if strings.IndexByte(text, 0xF0) >= 0 { // only then can an emoji be there
		for _, e := range [...]string{"🙄", "😒", "🤦", "😑", "🙃", "😏", "🤡", "💀"} {
			if strings.Contains(text, e) {
				return true
			}
		}
	}
	norm := edgeWords(cls, 16)
	if strings.HasSuffix(norm, " not ") && !strings.HasSuffix(norm, " why not ") && strings.Count(norm, " ") > 3 {
		return true // "sounds great... not"
	}
	if t := strings.TrimSpace(text); strings.HasSuffix(t, "/s") || strings.HasSuffix(t, "/S") {
		return true
	}
	for _, p := range [...]string{
		" yeah right ", " yea right ", " said no one ever ", " said nobody ever ",
		" because that worked ", " like that's going to work ", " like that'll work ", " sure jan ", " ok boomer ",
		" just brilliant ", " genius plan ", " oh joy ", " oh great ", " oh wonderful ", " oh fantastic ",
		" as if ", " lol no ", " lmao no ", " never gone wrong ", " never goes wrong ",
		" good luck with that ", " always the answer ", " always the solution ",
		// mock novelty: a routine change hailed as unheard of
		" groundbreaking ", " revolutionary ", " nobody has thought of ", " no one has thought of ",
		" nobody has ever thought of ", " no one has ever thought of ", " nobody's thought of ",
	} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	if saidNoOneEver(norm) || mockAttribution(norm) {
		return true // "…, said no sane person ever", "lgtm (said the guy who got paged at 3am)"
	}
	if rhetoricalHarm(norm) || foreignHarm(norm, cls) || foreignMockery(text, cls) || counterfactual(norm) || ironicDelight(norm) || ironicNever(cls) || nothingSaysLike(norm) ||
		ironicReason(cls) || mockDenial(norm) || breakAgain(cls) || harmAgain(cls) || drawl(text) || rhetoricalEver(cls) {
		return true
	}
	if saidByNobody(cls) || resignedVerdict(cls) || justWhatNeeded(norm) || laughedOff(cls) || praisedRestatement(cls) ||
		absurdIdentity(cls) {
		return true // "Said nobody who …", "… Classic.", "more X, just what we needed", "DCO? lol."
	}
	if condescendingAssent(cls) || incredulous(cls) {
		return true // "yeah ok buddy"; "go ahead and reindex at noon? really?"
	}
	if strings.Contains(text, "👏") && (lonePraise(cls) || oneWordSentences(cls) >= 2) {
		return true // "great plan. totally. go ahead 👏", "Outstanding. Truly. Proceed 👏"
	}
	// "oh sure, go ahead and break prod again", "oh yes, let's break the
	// build again": mock agreement that names a repeated failure.
	if mockAgreement(norm) {
		return true
	}
	if mockCertainty(norm) {
		return true // "sure, CRC will definitely fix a bug we don't understand"
	}
	if strings.Contains(norm, " another ") && (strings.Contains(norm, " here we come ") || manyAlready(cls)) {
		return true // "another week of translation bugs, here we come", "another cache, we only have 30 of those"
	}
	return false
}

// saidNoOneEver reports whether norm (from edgeWords) ends in the mock
// attribution "said no … ever" with at most two words between ("said no
// one ever", "said no sane person ever", "said no engineer ever").
func saidNoOneEver(norm string) bool {
	if !strings.HasSuffix(norm, " ever ") {
		return false // the cheap test first
	}
	i := strings.LastIndex(norm, " said no ")
	if i < 0 {
		return false
	}
	between := norm[i+len(" said no ") : len(norm)-len(" ever ")]
	return strings.Count(between, " ") <= 4 // "said no one with pager duty ever"
}

// edgeWords joins the first and the last n words of cls, each followed by
// a space and the whole led by one: markers of tone stand at the start or
// the end of what people write, and a long reply costs no more than a
// short one.
func edgeWords(cls []Clause, n int) string {
	total := 0
	for _, c := range cls {
		total += len(c.Words)
	}
	var b strings.Builder
	b.WriteByte(' ')
	k := 0
	for _, c := range cls {
		for _, w := range c.Words {
			if k < n || k >= total-n {
				b.WriteString(w)
				b.WriteByte(' ')
			} else if k == n {
				b.WriteString("… ")
			}
			k++
		}
	}
	return b.String()
}

// harm reports whether w names a pain of running software: being paged, an
// outage, an incident, a rollback, a night hour ("2am", "midnight").
func harm(w string) bool {
	switch w {
	case "paged", "pages", "paging", "pager", "pagers", "on-call", "oncall", "outage", "outages", "incident", "incidents",
		"rollback", "rollbacks", "downtime", "alerts", "midnight", "hotfix", "hotfixes", "postmortem", "postmortems":
		return true
	}
	// "2am", "3am": an hour of the night.
	return len(w) == 3 && w[0] >= '0' && w[0] <= '5' && w[1:] == "am" || len(w) == 4 && w[:2] <= "05" && w[0] == '0' && w[2:] == "am"
}

// mockAttribution reports whether a reply ends by attributing itself
// ironically to someone who knows better, within its last words: "lgtm (said the guy who got paged at
// 3am)", "ship it, says the person who isn't on call".
func mockAttribution(norm string) bool {
	if !strings.Contains(norm, " who ") {
		return false // every attribution below needs it: one search, not six
	}
	for _, p := range [...]string{" said the ", " says the ", " said someone who ", " says someone who ", " said the person ", " says a "} {
		if i := strings.LastIndex(norm, p); i >= 0 && strings.Count(norm[i:], " ") <= 12 && strings.Contains(norm[i:], " who ") {
			return true
		}
	}
	return false
}

// rhetoricalHarm reports a rhetorical question about what could go wrong:
// "what's the worst that could happen", "what could possibly break",
// "what can go wrong", "what could go sideways" — "what could go …" and
// "what could possibly …" with any ending.
func rhetoricalHarm(norm string) bool {
	for _, p := range [...]string{" the worst that could happen ", " the worst that can happen ", " worst that could happen ",
		" what could possibly ", " what could go ", " what can go ", " what can possibly ", " what could break ",
		" what might go ", " what would go "} {
		if strings.Contains(norm, p) {
			return true // "what could go sideways", "what could possibly break"
		}
	}
	return false
}

// harmEnding reports whether the reply ends (the last two words of its
// last clause) with the last word of one of foreignHarm's verbs of going
// wrong: the rhetorical question closes the reply.
func harmEnding(cls []Clause) bool {
	if len(cls) == 0 {
		return false
	}
	ws := cls[len(cls)-1].Words
	for k := max(0, len(ws)-2); k < len(ws); k++ {
		switch ws[k] {
		case "storto", "mal", "errado", "tourner", "schiefgehen", "gehen", "misgaan", "gaan", "так", "tak",
			"gidebilir", "fel":
			return true
		}
	}
	return false
}

// foreignHarm is rhetoricalHarm in the other languages: "what could
// (possibly) go wrong" said of the plan ("cosa mai potrebbe andare
// storto", "qué podría salir mal", "was soll schon schiefgehen", "что
// может пойти не так"). Each form is the question's verb of going wrong
// with what asks it, so a plain "it could go wrong" is not one.
func foreignHarm(norm string, cls []Clause) bool {
	if !harmEnding(cls) {
		return false // the cheap test first: one look-up a word, no search
	}
	for _, p := range [...]string{
		" andare storto ", " salir mal ", " dar errado ", " mal tourner ", " schiefgehen ", " schief gehen ",
		" misgaan ", " mis gaan ", " не так ", " nie tak ", " ters gidebilir ", " gå fel ", " ga fel ",
	} {
		i := strings.Index(norm, p)
		if i < 0 {
			continue
		}
		before := norm[max(0, i-40):i]
		for _, q := range [...]string{" cosa ", " che ", " qué ", " que ", " o que ", " qu'est-ce ", " qui ", " was ",
			" wat ", " что ", " co ", " ne ", " vad ", " hva "} {
			if strings.Contains(before, q) {
				return true
			}
		}
	}
	return false
}

// counterfactual reports an approval tied to a condition that cannot hold
// or a time that never comes: "if this were 2009", "right after pigs fly",
// "when hell freezes over", "in your dreams".
func counterfactual(norm string) bool {
	for _, p := range [...]string{" pigs fly ", " hell freezes ", " in your dreams ", " over my dead body ", " when pigs ",
		" while we're dreaming ", " while we are dreaming ", " dream on "} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	// "if this were 2009", "if it were 1999": a past year the plan would
	// have suited.
	for _, p := range [...]string{" if this were ", " if it were ", " if we were in ", " if it was ", " if this was "} {
		if i := strings.Index(norm, p); i >= 0 {
			rest := norm[i+len(p):]
			if len(rest) >= 4 && (strings.HasPrefix(rest, "19") || strings.HasPrefix(rest, "20")) && rest[2] >= '0' && rest[2] <= '9' {
				return true
			}
		}
	}
	return false
}

// ironicDelight reports joy declared at a harm ("love", "adore", "enjoy"):
// "I love getting paged", "I adore 3am incidents",
// "love a rollback at midnight", or "can't wait" after "another …" ("oh
// yes, another healthcheck change, can't wait"). "X will love this" alone
// may be meant ("our users will love this").
func ironicDelight(norm string) bool {
	for _, joy := range [...]string{" love ", " adore ", " enjoy ", " relish "} {
		if i := strings.Index(norm, joy); i >= 0 {
			for _, w := range strings.Fields(norm[i:]) {
				if harm(w) {
					return true
				}
			}
		}
	}
	return strings.Contains(norm, " another ") && (strings.Contains(norm, " can't wait ") || strings.Contains(norm, " cant wait ") || strings.Contains(norm, " yay "))
}

// ironicNever reports a reason that claims a known risk never hurt:
// "because parallel tests have never caused us any problems before",
// "because retries never caused an outage". A plain reassurance ("it has
// never caused problems, go ahead") gives no "because".
func ironicNever(cls []Clause) bool {
	for _, c := range cls {
		because := false
		for i, w := range c.Words {
			if w == "because" || w == "cause" && i == 0 {
				because = true
			}
			if because && (w == "never" || w == "nothing") {
				for _, x := range c.Words[i:] {
					switch x {
					case "problem", "problems", "issue", "issues", "outage", "outages", "wrong", "broke", "broken", "break", "surprising", "surprise", "surprises",
						"fail", "failed", "failure", "failures", "trouble", "incident", "incidents", "bitten", "bit", "bite", "bites",
						"burned", "burnt", "burn", "hurt", "hurts", "screwed",
						"bug", "bugs", "crash", "crashes", "crashed", "regression", "regressions", "leak", "leaks", "deadlock", "deadlocks",
						"before": // "because X never did Y before": the risk claimed never to have struck, in mockery
						return true
					}
				}
			}
		}
	}
	return false
}

// ironicReason reports a reason that praises, beyond belief, what the
// reply is wary of: "because the last shutdown fix went so smoothly",
// "because the last 12 indexes worked so well", "because retries always
// fix everything". A sincere reason says what it rests on, not "so well"
// or "always … everything".
func ironicReason(cls []Clause) bool {
	for _, c := range cls {
		because, always := false, false
		for i, w := range c.Words {
			switch {
			case w == "because":
				because = true
			case !because:
			case w == "so" && i+1 < len(c.Words) && (c.Words[i+1] == "well" || c.Words[i+1] == "smoothly" || c.Words[i+1] == "nicely"),
				w == "flawlessly":
				return true
			case w == "always":
				always = true
			case always && w == "everything",
				always && w == "first" && i+1 < len(c.Words) && (c.Words[i+1] == "try" || c.Words[i+1] == "time"):
				return true // "because retries always fix everything", "because it always works first try"
			}
		}
	}
	return false
}

// mockDenial reports a denial of what is at stake, said in mockery: "not
// like we have customers or anything", "can't wait to see what this
// breaks".
func mockDenial(norm string) bool {
	if i := strings.Index(norm, " not like "); i >= 0 && strings.Contains(norm[i:], " or anything ") {
		return true
	}
	for _, p := range [...]string{" can't wait to see what ", " cant wait to see what "} {
		if i := strings.Index(norm, p); i >= 0 {
			for _, w := range strings.Fields(norm[i+len(p):]) {
				switch w {
				case "break", "breaks", "explodes", "blows", "crashes", "burns":
					return true
				}
			}
		}
	}
	return false
}

// breakAgain reports a clause that tells the agent to break something
// again ("go ahead, break main again"): mock permission, no plan breaks
// things on purpose twice.
func breakAgain(cls []Clause) bool {
	for _, c := range cls {
		if len(c.Words) > 1 && c.Words[0] == "break" {
			for _, w := range c.Words[1:] {
				if w == "again" {
					return true
				}
			}
		}
	}
	return false
}

// harmAgain reports a clause that has the agent do harm once more to what
// matters: a verb of destroying ("wipe", "nuke", "crash", "take down"),
// something people depend on ("prod", "the database", "checkout", "the
// users") and a mark of repetition ("again", "more", "like last time"):
// "go on and wipe the prod database again". No plan does that on purpose
// twice; the same verbs on what does not matter ("clear the cache again")
// are not this.
func harmAgain(cls []Clause) bool {
	for _, c := range cls {
		destroy, valued, again := false, false, false
		for i, w := range c.Words {
			switch w {
			case "wipe", "nuke", "crash", "trash", "destroy", "corrupt", "brick", "tank", "delete", "drop":
				destroy = true
			case "down":
				destroy = destroy || i > 0 && (c.Words[i-1] == "take" || c.Words[i-1] == "bring")
			case "prod", "production", "database", "db", "checkout", "login", "users", "user", "customers", "site", "payments", "main":
				valued = true
			case "again", "more":
				again = true
			case "last":
				again = again || i+1 < len(c.Words) && c.Words[i+1] == "time"
			}
		}
		if destroy && valued && again {
			return true
		}
	}
	return false
}

// drawl reports whether a reply opens with "right" or "sure" drawn out
// ("riiight", "suuure"): a letter held three times or more in them is
// disbelief, not agreement.
func drawl(text string) bool {
	end := 0
	for end < len(text) && end < 16 && (text[end] >= 'a' && text[end] <= 'z' || text[end] >= 'A' && text[end] <= 'Z') {
		end++
	}
	first := strings.ToLower(text[:end])
	c := collapse(first, 1)
	return (c == "right" || c == "sure") && len(first) >= len(c)+2
}

// nothingSaysLike reports the mock slogan "nothing says X like Y"
// ("Nothing says stability like a config change at 5pm").
func nothingSaysLike(norm string) bool {
	i := strings.Index(norm, " nothing says ")
	return i >= 0 && strings.Contains(norm[i:], " like ")
}

// oneWordSentences counts the clauses of one word: praise said in
// fragments ("Outstanding. Truly.") beside a clapping hand is mock.
func oneWordSentences(cls []Clause) int {
	n := 0
	for _, c := range cls {
		if len(c.Words) == 1 {
			n++
		}
	}
	return n
}

// lonePraise reports whether a reply holds a one-word sentence of
// emphatic agreement after another sentence ("Great plan. Totally.",
// "Sure. Definitely."): agreement said twice over, the shape of mock
// praise beside a clapping hand.
func lonePraise(cls []Clause) bool {
	for k, c := range cls {
		if k == 0 || len(c.Words) != 1 {
			continue
		}
		switch c.Words[0] {
		case "totally", "definitely", "absolutely", "sure", "brilliant", "genius", "amazing", "wow", "bravo", "great",
			"wonderful", "fantastic", "marvelous", "marvellous", "superb", "splendid", "incredible", "stunning", "fabulous",
			"lovely", "outstanding", "magnificent", "truly", "really", "seriously", "honestly", "literally", "indeed":
			return true
		}
	}
	return false
}

// Uneasy reports whether a reply carries an emoji of unease or doubt (a
// grimace, a worried or anxious face, peeking through
// fingers): "😬 ok go" approves with misgivings, which is doubt, not the
// plain go-ahead. Hope ("🤞"), joy and thought ("🤔 … yeah ok, do it":
// thought over, then decided) are not unease.
func Uneasy(text string) bool {
	if strings.IndexByte(text, 0xF0) < 0 { // only then can an emoji be there
		return false
	}
	for _, e := range [...]string{"😬", "😰", "😟", "😥", "😓", "🫣", "😕", "😨", "😧", "🫤", "😖"} {
		if strings.Contains(text, e) {
			return true
		}
	}
	return false
}

// maxAssentWords bounds a bare assent read for a condescending address.
const maxAssentWords = 5

// condescendingAssent reports whether a reply is a bare assent closed by a
// condescending address ("yeah ok buddy", "sure thing, pal", "ok champ"):
// mock agreement. A friendly address ("mate") is not one of them.
func condescendingAssent(cls []Clause) bool {
	n := 0
	for _, cl := range cls {
		if n += len(cl.Words); n > maxAssentWords {
			return false
		}
	}
	if n < 2 {
		return false
	}
	ws := make([]string, 0, maxAssentWords)
	for _, cl := range cls {
		ws = append(ws, cl.Words...)
	}
	switch ws[len(ws)-1] {
	case "buddy", "pal", "champ", "chief", "sport", "kiddo", "hotshot", "einstein", "sunshine", "bucko":
	default:
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		if !IsYes(w) && w != "thing" && w != "fine" && w != "whatever" {
			return false
		}
	}
	return true
}

// incredulous reports whether a reply that asks a question closes with a
// question of disbelief ("…at 11am on a monday? really?", "…on a friday?
// are you serious"): the question repeats the plan to reject it, and any
// approval words inside it are not the user's.
func incredulous(cls []Clause) bool {
	if len(cls) < 2 {
		return false
	}
	asked := false
	for _, cl := range cls[:len(cls)-1] {
		asked = asked || cl.Question
	}
	if !asked {
		return false
	}
	disbelief := false
	last := cls[len(cls)-1].Words
	if len(last) == 0 || len(last) > 4 {
		return false
	}
	for _, w := range last {
		switch w {
		case "really", "seriously", "serious", "kidding", "srsly":
			disbelief = true
		case "are", "you", "me", "for", "real", "like", "um", "uh":
		default:
			return false
		}
	}
	return disbelief
}

// rhetoricalEver reports a clause that opens with "like" or "as if" and
// claims something ever or never happens: "like cron ever does what you
// expect", "like anyone has ever read that file", "as if the tests would
// ever catch it". It mocks the very thing the plan leans on. "Like I
// said" and "ever since" are no such claim.
func rhetoricalEver(cls []Clause) bool {
	for _, c := range cls {
		ws := c.Words
		switch {
		case len(ws) > 2 && ws[0] == "like" && ws[1] != "i" && ws[1] != "you": // not "like I said"
			ws = ws[1:]
		case len(ws) > 3 && ws[0] == "as" && ws[1] == "if":
			ws = ws[2:]
		default:
			continue
		}
		if len(ws) > maxRhetoricalEver {
			continue
		}
		for i, w := range ws {
			if (w == "ever" || w == "never") && (i+1 == len(ws) || ws[i+1] != "since") {
				return true
			}
		}
	}
	return false
}

// maxRhetoricalEver bounds the clause read by rhetoricalEver.
const maxRhetoricalEver = 12

// mockAgreement reports mock agreement: an "oh" with a word of assent
// ("oh sure", "oh yes", "oh absolutely") that goes on to name a repeated
// failure, to pile more on ("break prod again", "give everyone root
// while you're at it"), to overpraise ("brilliant plan", "genius") or to
// foresee it wasted ("tests that nobody will ever update"). A plain "oh and while you're at it" asks for more
// in earnest.
func mockAgreement(norm string) bool {
	for _, p := range [...]string{" oh sure ", " oh yes ", " oh yeah ", " oh absolutely ", " oh totally ", " oh definitely "} {
		if strings.HasPrefix(norm, p) {
			return strings.Contains(norm, " again ") || strings.Contains(norm, " break ") ||
				strings.Contains(norm, " definitely ") || strings.Contains(norm, " while you're at it ") ||
				strings.Contains(norm, " brilliant ") || strings.Contains(norm, " genius ") ||
				strings.Contains(norm, " nobody will ever ") || strings.Contains(norm, " no one will ever ")
		}
	}
	return false
}

// manyAlready reports ironic understatement of a surplus: "only" (or
// "just") with a count of ten or more of what is there already ("we only
// have 40 of those", "because there are just 12 of them"). Beside
// "another", it mocks adding one more; a sincere "only" counts few.
func manyAlready(cls []Clause) bool {
	for _, c := range cls {
		ws := c.Words
		for i := 0; i+3 < len(ws); i++ {
			if ws[i] != "only" && ws[i] != "just" {
				continue
			}
			for j := i + 1; j+1 < len(ws) && j <= i+2; j++ {
				if n, err := strconv.Atoi(ws[j]); err == nil && n >= 10 && ws[j+1] == "of" {
					return true
				}
			}
		}
	}
	return false
}

// mockCertainty reports whether norm (from edgeWords) promises with
// certainty that something fixes a thing the same words admit nobody
// understands: "this will definitely fix a bug we don't understand",
// "a retry will surely solve a race nobody can reproduce". Nobody is sure
// a fix works on a cause they do not know: the certainty is mock. The
// order is what makes it ironic (certain, then the fix, then the
// ignorance); "I don't understand the bug, but this will definitely fix
// it" owns the ignorance first and means the certainty.
func mockCertainty(norm string) bool {
	c := -1
	for _, w := range [...]string{" definitely ", " surely ", " certainly ", " totally ", " for sure ", " absolutely "} {
		if i := strings.Index(norm, w); i >= 0 && (c < 0 || i < c) {
			c = i
		}
	}
	if c < 0 {
		return false
	}
	rest := norm[c:]
	f := -1
	for _, w := range [...]string{" fix ", " solve ", " resolve ", " cure ", " sort out "} {
		if i := strings.Index(rest, w); i >= 0 && (f < 0 || i < f) {
			f = i
		}
	}
	if f < 0 {
		return false
	}
	rest = rest[f:]
	for _, w := range [...]string{
		" don't understand ", " do not understand ", " doesn't understand ", " nobody understands ", " no one understands ",
		" don't know why ", " no idea why ", " can't reproduce ", " cannot reproduce ", " can't even reproduce ",
		" nobody can reproduce ", " no one can reproduce ", " haven't found ", " never found ", " don't even understand ",
	} {
		if strings.Contains(rest, w) {
			return true
		}
	}
	return false
}

// saidByNobody reports whether a sentence opens with a saying that has no
// sayer: "Said nobody who has run it on a big repo", "said no one with a
// pager". It attributes the praise before it to nobody, which takes the
// praise back. "I said no to the vendor" has a sayer.
func saidByNobody(cls []Clause) bool {
	for _, c := range cls {
		ws := c.Words
		if len(ws) < 2 || ws[0] != "said" && ws[0] != "says" {
			continue
		}
		if ws[1] == "nobody" || ws[1] == "noone" || ws[1] == "no-one" || len(ws) > 2 && ws[1] == "no" && ws[2] == "one" {
			return true
		}
	}
	return false
}

// resignedVerdict reports whether a reply of two sentences or more closes
// on a lone word of resigned verdict ("Classic.", "Typical.", "Figures.",
// "Predictable."): the reply judges what it just described as the usual
// folly, however it began. The same word inside a sentence ("the classic
// fix", "Classic race condition. Go ahead.") is no verdict.
func resignedVerdict(cls []Clause) bool {
	if len(cls) < 2 {
		return false
	}
	last := cls[len(cls)-1].Words
	if len(last) != 1 {
		return false
	}
	switch last[0] {
	case "classic", "typical", "figures", "predictable", "shocker", "shocking", "naturally", "sigh":
		return true
	}
	return false
}

// justWhatNeeded reports "just what … needed" beside more of something
// ("more YAML, just what this project needs", "another flag, just what we
// needed"): mock delight at an increase. Alone ("just what we needed, go
// ahead") it may be meant.
func justWhatNeeded(norm string) bool {
	i := strings.Index(norm, " just what ")
	if i < 0 || !strings.Contains(norm, " more ") && !strings.Contains(norm, " another ") {
		return false
	}
	for k, w := range strings.Fields(norm[i+len(" just what "):]) {
		if k > 4 {
			break
		}
		switch w {
		case "needed", "need", "needs", "wanted", "want", "ordered":
			return true
		}
	}
	return false
}

// laughedOff reports whether a short echo question about the plan ("DCO?",
// "Signed commits?") is answered by a sentence of laughter alone ("lol.",
// "haha."): incredulity, whatever assent follows. A laugh run into the
// answer ("25 times?? lol fine, go") accepts with surprise. A laugh that opens a reply ("lol yes, go
// ahead") or follows a real question ("does it lint? lol I hope so") is
// not this: the echo names, it does not ask.
func laughedOff(cls []Clause) bool {
	for k := 0; k+1 < len(cls); k++ {
		q := cls[k].Words
		if !cls[k].Question || len(q) == 0 || len(q) > 3 || OpensQuestion(q) {
			continue
		}
		if next := cls[k+1].Words; len(next) == 1 && laughter(next[0]) {
			return true
		}
	}
	return false
}

// laughter reports whether w is a typed laugh.
func laughter(w string) bool {
	switch w {
	case "lol", "lmao", "lmfao", "rofl", "haha", "hahaha", "hah", "heh", "lul":
		return true
	}
	return false
}

// praisedRestatement reports whether a reply spells out what the plan
// does and closes on a lone sentence of high praise ("Sure, touch 23 files
// the day before the freeze. Genius.", "sure, let's rate-limit our biggest
// partner in launch week. brilliant.", "wow, rewriting navigation two days
// before release. bold. sure.", "another npm dependency for a modal.
// 10/10"): praise said after the plan restated, in a sentence of its own,
// is the mockery. Beside a bare go-ahead ("go ahead. nailed it", "yes,
// let's do it. love it") it is meant.
func praisedRestatement(cls []Clause) bool {
	n := len(cls)
	if n >= 3 && len(cls[n-1].Words) == 1 && cls[n-1].Words[0] == "sure" {
		n-- // "… bold. sure."
	}
	if n < 2 || !closingPraise(cls[n-1].Words) {
		return false
	}
	for _, c := range cls[:n-1] {
		if restates(c.Words) {
			return true
		}
	}
	return false
}

// restates reports whether a clause, after an opener of assent ("sure",
// "great", "wow"), says in three words or more what is to be done ("touch
// 23 files the day before the freeze", "let's make the tests slower"),
// rather than only going ahead ("go ahead", "let's do it", "looks good").
func restates(ws []string) bool {
	for len(ws) > 0 {
		switch ws[0] {
		case "sure", "great", "yeah", "yes", "wow", "ok", "okay", "oh", "fine", "absolutely", "idea", "so", "and", "then":
			ws = ws[1:]
			continue
		}
		break
	}
	if len(ws) < 3 {
		return false
	}
	switch ws[0] {
	case "let's":
		return !consentAfterLets(ws[1:])
	case "go", "do", "ship", "proceed", "sounds", "looks", "lgtm", "approved", "thanks", "thank":
		return false
	}
	return true
}

// closingPraise reports whether a clause is only high praise: "brilliant",
// "genius", "bold", "10/10", "superb idea", "love it".
func closingPraise(ws []string) bool {
	switch {
	case len(ws) == 2 && ws[0] == "10" && ws[1] == "10":
		return true // "10/10"
	case len(ws) == 2 && ws[0] == "love" && (ws[1] == "it" || ws[1] == "that"):
		return true
	case len(ws) == 2 && highPraise(ws[0]):
		switch ws[1] {
		case "idea", "plan", "move", "call", "stuff", "work", "thinking":
			return true
		}
	case len(ws) == 1:
		return highPraise(ws[0])
	}
	return false
}

// highPraise reports whether w is praise too high for an ordinary plan
// ("brilliant", "genius", "bold", "superb").
func highPraise(w string) bool {
	switch w {
	case "brilliant", "genius", "superb", "bold", "inspired", "visionary", "lovely", "amazing", "fantastic", "wonderful",
		"marvelous", "marvellous", "splendid", "stellar", "masterful":
		return true
	}
	return false
}

// consentAfterLets reports whether the words after "let's" carry the plan
// out as it is ("do it", "go", "ship it", "proceed", "make it so") rather
// than restate what it does.
func consentAfterLets(ws []string) bool {
	switch ws[0] {
	case "do", "go", "ship", "proceed", "roll", "try", "get":
		return true
	case "make":
		return len(ws) > 1 && ws[1] == "it"
	}
	return false
}

// absurdIdentity reports a bare assent followed only by "and I'm the …"
// ("sure, and I'm the Pope", "yeah sure, and I'm the Queen of England",
// "sí claro, y yo soy el Papa"): the assent is as true as the claim tied
// to it. An assent with anything more, or a claim of more than a few
// words, is not read this way.
func absurdIdentity(cls []Clause) bool {
	if len(cls) != 2 || cls[0].Question || cls[1].Question {
		return false
	}
	for _, w := range cls[0].Words {
		if !IsYes(w) && w != "claro" && w != "right" && w != "totally" {
			return false
		}
	}
	ws := cls[1].Words
	if len(ws) < 4 || ws[0] != "and" && ws[0] != "y" && ws[0] != "et" && ws[0] != "und" {
		return false
	}
	ws = ws[1:]
	switch {
	case ws[0] == "i'm" || ws[0] == "je" && ws[1] == "suis" || ws[0] == "ich" && ws[1] == "bin" || ws[0] == "yo" && ws[1] == "soy":
	default:
		return false
	}
	if ws[0] != "i'm" {
		ws = ws[1:]
	}
	ws = ws[1:]
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	switch ws[0] {
	case "the", "a", "an", "el", "la", "le", "der", "die":
		return true
	}
	return false
}
