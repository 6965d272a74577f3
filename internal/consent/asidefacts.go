package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// foreignAsideLen returns the length in words of a by-the-way marker of
// another language opening ws ("übrigens", "por cierto", "au fait", "à
// propos", "tra l'altro", "przy okazji", "кстати", "bu arada"), after an
// "and" of its language ("y por cierto", "und übrigens"), or 0. Like
// "btw", it marks what follows as the user's news, not the plan's.
func foreignAsideLen(ws []string) int {
	if len(ws) == 0 {
		return 0
	}
	next := ""
	if len(ws) > 1 {
		next = ws[1]
	}
	// One switch on the first word: this runs at every clause of a reply.
	switch ws[0] {
	case "y", "e", "et", "und", "en", "i", "и", "і", "ve":
		if next == "" || next == ws[0] {
			return 0
		}
		if n := foreignAsideLen(ws[1:]); n > 0 {
			return n + 1 // "y por cierto": the "and" opens the aside
		}
	case "übrigens", "ubrigens", "nebenbei", "apropos", "trouwens", "overigens", "кстати", "кстате", "aliás", "alias",
		"mimochodem", "mellesleg", "btw":
		return 1
	case "por":
		if next == "cierto" || next == "cierta" {
			return 2
		}
	case "au":
		if next == "fait" {
			return 2
		}
	case "à", "a":
		if next == "propos" || next == "propósito" || next == "proposito" {
			return 2
		}
	case "tra":
		if next == "l'altro" {
			return 2
		}
	case "przy":
		if next == "okazji" {
			return 2
		}
	case "bu":
		if next == "arada" {
			return 2
		}
	case "между", "між":
		if next == "прочим" || next == "іншим" {
			return 2
		}
	}
	return 0
}

// factNegation reports whether the negation at ws[i], in an aside, states
// a fact rather than orders the work: what a third person will not give
// ("also kein Review von ihr", "no review from him") or what is not on the
// calendar ("mañana no hay daily", "there's no standup tomorrow", "завтра
// нет стендапа"), with nothing of the work negated. Any other negation
// that opens the aside ("btw no error message today", "kein neuer Test
// bitte") orders and is no fact.
func factNegation(ws []string, i int) bool {
	if !(negatorLen(ws, i) > 0 || ws[i] == "no") {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+4; j++ {
		if j+1 < len(ws) && fromWord(ws[j]) && thirdPerson(ws[j+1]) {
			return i == 0 || ws[i-1] != "please" // "kein Review von ihr": her part, not the plan's
		}
	}
	if i == 0 {
		return false // "btw no error message today": an order
	}
	calendar := false
	for _, w := range ws {
		if calendarDay(w) {
			calendar = true
			break
		}
	}
	if !calendar || !existentialAt(ws, i) {
		return false
	}
	for _, w := range ws[i+1:] {
		if lang.IsChangeVerb(w) || kindOfWork(w) || workEvent(w) || w == "need" || w == "please" {
			return false // "there's no deploy today", "no need for …": the work held back
		}
	}
	return true
}

// feelingNegated reports whether the negation ending at ws[j] only spares
// the reader a feeling ("don't be surprised if the counts look off",
// "don't be alarmed when …", "don't panic"): the user's word on what to
// expect, not on what to do. "don't be lazy with the tests" asks a manner
// of the work.
func feelingNegated(ws []string, j int) bool {
	if j >= len(ws) {
		return false
	}
	switch ws[j] {
	case "worry", "panic", "fret", "freak", "stress":
		return true
	case "be", "get":
		if j+1 < len(ws) {
			switch ws[j+1] {
			case "surprised", "alarmed", "shocked", "worried", "scared", "confused", "startled", "concerned", "upset",
				"thrown", "spooked":
				return true
			}
		}
	}
	return false
}

// existentialAt reports whether the negation at ws[i] denies that
// something is there ("there's no", "no hay", "il n'y a pas de", "es
// gibt kein", "nie ma", "нет"), not that something be done.
func existentialAt(ws []string, i int) bool {
	switch ws[i] {
	case "нет", "немає":
		return true
	}
	if i+1 < len(ws) {
		switch ws[i+1] {
		case "hay", "ma", "há", "c'è", "ci":
			return true
		}
	}
	switch ws[i-1] {
	case "there's", "theres", "there", "a", "es", "gibt":
		return true
	}
	return false
}

// fromWord reports whether w, after a negated noun, names whose it is
// ("von", "from", "de", "da", "od", "от", "van", "di", "by").
func fromWord(w string) bool {
	switch w {
	case "von", "from", "de", "da", "od", "от", "van", "di", "by", "par":
		return true
	}
	return false
}

// thirdPerson reports whether w is a pronoun for another person ("her",
// "ihr", "ella", "lui", "niej", "неё"), neither the user nor the agent.
func thirdPerson(w string) bool {
	switch w {
	case "her", "him", "them", "ihr", "ihm", "ihnen", "ella", "él", "ellos", "ellas", "elle", "lui", "eux", "lei", "loro",
		"niej", "niego", "nich", "неё", "нее", "него", "них", "hem", "haar", "hen", "dela", "dele":
		return true
	}
	return false
}

// calendarDay reports whether w places news on a day ("today",
// "tomorrow", "heute", "morgen", "mañana", "demain", "jutro", "завтра").
func calendarDay(w string) bool {
	switch w {
	case "heute", "morgen", "hoy", "mañana", "manana", "aujourd'hui", "demain", "oggi", "domani", "hoje", "amanhã",
		"amanha", "dzisiaj", "dziś", "jutro", "сегодня", "завтра", "сьогодні", "vandaag", "vandaag's", "bugün", "yarın",
		"dnes", "zítra", "holnap":
		return true
	}
	return dayOrTime(w)
}

// workEvent reports whether w names a step of delivering work that a
// calendar note may hold back ("no deploy today", "no merges tomorrow").
func workEvent(w string) bool {
	switch w {
	case "deploy", "deploys", "deployment", "deployments", "release", "releases", "merge", "merges", "push", "pushes",
		"rollout", "changes", "change", "builds", "deploying", "merging":
		return true
	}
	return false
}

// tellsOthers reports whether a statement tells what the user will tell
// or ask other people to do ("I'll tell the others not to touch cart.py
// today", "I'll let the team know not to deploy tonight", "I'll ask
// Priya to hold her merge"): the user's own conduct toward them, whose
// negation and names are theirs, not the plan's. A request to the agent
// ("I'll tell you not to …"), a promise for the plan ("I told them we'd
// also add …", "… we need a second test") or a contrast stays a change.
func tellsOthers(ws []string) bool {
	if len(ws) < 5 {
		return false
	}
	switch ws[0] {
	case "i'll", "i", "we'll", "i'm":
	default:
		return false
	}
	verb := -1
	for j := 1; j < len(ws) && j <= 3; j++ {
		switch ws[j] {
		case "tell", "ask", "remind", "warn", "let", "ping", "message", "nudge":
			verb = j
		}
		if verb >= 0 {
			break
		}
	}
	if verb < 0 {
		return false
	}
	to := -1 // the infinitive the others are told
	for j := verb + 1; j < len(ws) && j <= verb+5; j++ {
		if ws[j] == "to" {
			to = j
			break
		}
	}
	if to < verb+2 {
		return false // "I'll tell to …": nobody told
	}
	for j, w := range ws[verb+1:] {
		switch w {
		case "you", "u", "we", "we'd", "we'll", "please", "also", "too", "but", "except", "instead", "need", "needs",
			"should", "must":
			return false
		}
		if j > 0 && hangingConnector(w) {
			return false
		}
	}
	return true
}

// judgedToo reports whether a statement judges a part of the plan fine
// "too" or "as well" ("The down migration is fine too", "the error message
// looks good too", "the test name is right as well"): the approval
// extended to that part; the "too" adds no work. The part judged must be
// the plan's: "a retry is fine too" may offer another way. A contrast, a
// condition or an instruction in it is weighed as usual.
func judgedToo(ws []string, related *remarkLookup) bool {
	n := len(ws)
	switch {
	case n >= 4 && ws[n-1] == "too":
		n--
	case n >= 5 && ws[n-2] == "as" && ws[n-1] == "well":
		n -= 2
	default:
		return false
	}
	r := ws[:n]
	link := -1
	for j, w := range r {
		if copula(w) || w == "are" || w == "looks" || w == "look" || w == "sounds" || w == "seems" {
			link = j
			break
		}
	}
	if link < 1 || link+1 >= n || link+3 < n-1 {
		return false // the judgement closes the statement: "X is fine too", "X looks really good too"
	}
	switch r[n-1] {
	case "fine", "good", "right", "correct", "ok", "okay", "great", "perfect":
	default:
		return false
	}
	return !contrasts(r) && !conditionsPlan(r) && !directsWork(r) && mentionsPlan(r[:link], related.has)
}

// pastEventAt reports whether the time clause that starts at ws[i] (after
// "after", "before", "until") tells an event of the past, its subject then
// its verb in the past ("right after we bumped the protobuf library",
// "until she found the flush"): the order of a story, no condition on the
// work. The agent's own step ("after you've merged it", "after you
// merged") or a thing's state ("after it's merged") is a condition.
func pastEventAt(ws []string, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	switch ws[i] {
	case "we", "i", "they", "he", "she", "someone", "somebody", "everyone", "nobody":
	default:
		return false
	}
	v := ws[i+1]
	if v == "all" || v == "just" || v == "finally" {
		if i+2 >= len(ws) {
			return false
		}
		v = ws[i+2]
	}
	return (pastTense(v) || irregularPast(v)) && v != "need"
}

// makesSense reports whether the "sense" at ws[i] is what a thing makes
// ("makes sense", "makes a lot of sense", "makes total sense"), not
// negated ("doesn't make sense").
func makesSense(ws []string, i int) bool {
	j := i - 1
	switch {
	case j >= 3 && ws[j] == "of" && ws[j-1] == "lot" && ws[j-2] == "a":
		j -= 3 // "makes a lot of sense"
	case j >= 1 && (ws[j] == "total" || ws[j] == "perfect" || ws[j] == "complete"):
		j-- // "makes total sense"
	}
	if ws[j] != "makes" && ws[j] != "make" {
		return false
	}
	return !(j > 0 && negatorLen(ws, j-1) > 0)
}

// judgedSensible reports whether a clause is a statement whose verb is
// "makes sense" after a subject of any length ("your explanation about
// the Room query on the main thread makes a lot of sense"): its subject
// opens with a determiner or a possessive.
func judgedSensible(ws []string) bool {
	if len(ws) < 3 || !isDeterminer(ws[0]) && !possessive(ws[0]) {
		return false
	}
	for i := 2; i < len(ws); i++ {
		if ws[i] == "sense" && makesSense(ws, i) {
			return true
		}
	}
	return false
}

// sparesOrReminds reports whether the negation ws[i:i+n] opening a clause
// only spares the reader a feeling ("don't panic if the live smoke fails",
// "don't be surprised when …") or reminds of the plan's own step ("don't
// forget the lint run at the end", "don't skip the test run", the step
// named in full, every word of it the plan's): neither changes the plan.
// "don't forget the tests" may ask for more of them. "don't worry about the
// tests" leaves a part out, and "don't forget the changelog" (not the
// plan's) adds: both stay changes, and so does any order after the
// feeling ("don't panic if it fails, just revert").
func sparesOrReminds(ws []string, i, n int, related *remarkLookup) bool {
	j := i + n
	if j >= len(ws) || i > 0 && ws[i-1] != "and" && ws[i-1] != "so" {
		return false
	}
	if feelingNegated(ws, j) {
		if j+1 < len(ws) && (ws[j+1] == "about" || ws[j+1] == "with") {
			return false // "don't worry about the tests": that part left out
		}
		return !ordersAfter(ws[j+1:])
	}
	switch ws[j] {
	case "forget", "skip", "omit":
	default:
		return false
	}
	obj := ws[j+1:]
	if len(obj) > 0 && obj[0] == "to" {
		obj = obj[1:] // "don't forget to run the lint"
	}
	for len(obj) > 0 && (obj[len(obj)-1] == "end" || obj[len(obj)-1] == "the" || obj[len(obj)-1] == "at") {
		obj = obj[:len(obj)-1] // "… at the end": where the plan has it
	}
	named := 0
	for _, w := range obj {
		if !isDeterminer(w) && w != "to" && w != "of" {
			named++
		}
	}
	if named < 2 && !(len(obj) == 1 && codeLike(obj[0])) {
		return false // "don't forget the tests": which tests, how many? A step named in full is the plan's
	}
	return onlyPlanWords(obj, func(w string) bool { return lang.IsChangeVerb(w) || w == "run" || related.surely(w) })
}

// curiosityLen returns the length of a condition at ws[i] that only meets
// the reader's curiosity ("if you want to know why", "if you're wondering
// why", "in case you wondered"): what follows explains, and asks nothing
// of the work. 0 when ws[i] opens no such condition.
func curiosityLen(ws []string, i int) int {
	if ws[i] != "if" || i+2 >= len(ws) || ws[i+1] != "you" && ws[i+1] != "you're" && ws[i+1] != "u" {
		return 0
	}
	for j := i + 2; j < len(ws) && j <= i+5; j++ {
		switch ws[j] {
		case "know", "wondering", "wondered", "wonder", "curious":
			if j+1 < len(ws) && (ws[j+1] == "why" || ws[j+1] == "what" || ws[j+1] == "how") {
				return j + 2 - i
			}
			return j + 1 - i
		}
	}
	return 0
}

// ordersAfter reports whether the words after a spared feeling ("don't
// panic if it fails, just revert it", "don't be surprised if I ask you to
// also add a test") still order or add something: "please", "just",
// "instead", "you", a contrast, a change marker, or a verb of change
// where a request's verb stands.
func ordersAfter(ws []string) bool {
	for k, w := range ws {
		if w == "please" || w == "just" || w == "instead" || w == "you" || hangingConnector(w) || changeMarker(w) ||
			lang.IsChangeVerb(w) && asVerb(ws, k) {
			return true
		}
	}
	return false
}

// deniesPlanThing reports whether a negation that states a fact (see
// factNegation) denies one of the plan's things ("btw there's no error
// message today" to a plan that adds one): news of the plan's own thing
// may change it, and is weighed as a change.
func deniesPlanThing(ws []string, related func(string) bool) bool {
	for i := range ws {
		if factNegation(ws, i) && mentionsPlan(ws[i+1:], related) {
			return true
		}
	}
	return false
}
