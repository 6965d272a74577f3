package consent

import "strings"

// The round-20 remarks beside an approval: what a careful reader sees as
// news about the world, the people or the schedule, not as something the
// plan does differently. Each is read only on a clause already loose (a
// statement of the user's own beside an approval), so none costs a word of
// a plain reply.

// deadlineTail reports whether words after a state of the work ("fixed",
// "merged", "live") place it before a moment: "before", "by", "ahead of"
// or "in time for", then, within five words, an hour, a date or a day
// ("before the 4pm deploy", "by Friday's release cut", "ahead of the
// 9:30 demo"). When the work must be done is not what it does.
func deadlineTail(ws []string) bool {
	if len(ws) < 2 || len(ws) > 7 {
		return false
	}
	i := 0
	switch {
	case ws[0] == "before" || ws[0] == "by" || ws[0] == "until":
		i = 1
	case ws[0] == "ahead" && ws[1] == "of":
		i = 2
	case len(ws) > 3 && ws[0] == "in" && ws[1] == "time" && ws[2] == "for":
		i = 3
	default:
		return false
	}
	moment := false
	for _, w := range ws[i:] {
		if bringsManner(w) {
			return false // "before the 5pm freeze with a flag": how, beside when
		}
		moment = moment || dateOrHour(w) || dayOrTime(w)
	}
	return moment
}

// bringsManner reports whether w brings in how the work is done or more of
// it ("with", "without", "and", "but", "using", "via"), or marks a change.
func bringsManner(w string) bool {
	switch w {
	case "with", "without", "and", "but", "using", "via", "behind", "plus":
		return true
	}
	return changeMarker(w) || hangingConnector(w)
}

// recurringSymptom reports whether a statement tells how a thing of the
// user's own keeps misbehaving: a possessive opening ("our", "my", "their",
// and the same in other languages: "nossos", "unsere", "nuestros", "nos"),
// then, within five words, a word of recurrence ("every", "constantly",
// "hourly", "toda", "jede", "cada", "chaque"): "our pods dying every
// hour", "my tests fail every other run", "unsere Pods sterben jede
// Stunde". The symptom the plan answers, not a step of it. A clause with
// a change marker, a duty ("should", "must", "need") or a negation stays a
// change ("our pods should restart every hour").
func recurringSymptom(ws []string) bool {
	if len(ws) < 3 || len(ws) > 8 || !possessiveOpening(ws[0]) {
		return false
	}
	recurs := false
	for i, w := range ws[1:] {
		if changeMarker(w) || hangingConnector(w) || negatorLen(ws, i+1) > 0 || dutyWord(w) {
			return false
		}
		recurs = recurs || i < 5 && recurrence(w)
	}
	return recurs
}

// possessiveOpening reports whether w is a possessive that opens a
// statement about the user's (or a team's) own things, in the languages
// the corpora hold.
func possessiveOpening(w string) bool {
	switch w {
	case "our", "my", "their",
		"nosso", "nossos", "nossa", "nossas", "meu", "meus", "minha", "minhas", // Portuguese
		"nuestro", "nuestros", "nuestra", "nuestras", "mis", // Spanish
		"unser", "unsere", "unserer", "meine", "mein", // German
		"nos", "notre", "mes", // French
		"nostro", "nostri", "nostra", "nostre", "miei": // Italian
		return true
	}
	return false
}

// recurrence reports whether w says something happens again and again:
// "every", "constantly", "hourly", "nightly", and the same in other
// languages.
func recurrence(w string) bool {
	switch w {
	case "every", "constantly", "hourly", "nightly", "daily", "repeatedly", "randomly",
		"toda", "todo", "todos", "todas", "cada", "jede", "jeden", "jedes", "ständig", "chaque", "toutes",
		"sempre", "ogni", "continuamente":
		return true
	}
	return false
}

// dutyWord reports whether w puts a duty on the work: "should", "must",
// "need", "needs", "want", "has", "have" (to).
func dutyWord(w string) bool {
	switch w {
	case "should", "must", "need", "needs", "want", "wants", "has", "have", "shall":
		return true
	}
	return false
}

// creditsSomeone reports whether a clause gives credit to a person:
// "credit where due", "credit to Anil", "kudos to the infra folks",
// "props to Maria", "shoutout to Lea", "h/t Sam": who deserves thanks, no
// work asked. At most six words, so no request rides along.
func creditsSomeone(ws []string) bool {
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	switch ws[0] {
	case "credit", "kudos", "props", "shoutout", "shout-out", "crédito", "créditos", "mérito":
	default:
		return false
	}
	for _, w := range ws[1:] {
		if changeMarker(w) || hangingConnector(w) || w == "please" || w == "pls" {
			return false
		}
	}
	return true
}

// withoutDeviceLine drops a mail client's last line that names the device
// a reply was sent from, in any language: "Enviado do meu iPhone",
// "Von meinem iPhone gesendet", "Envoyé de mon iPad", "iPhoneから送信",
// "Sent from Outlook for Android". The line stands after a line break,
// holds at most five words, names a device brand among its last two words
// (or opens with one, as Japanese writes it), and carries no negation: who
// sent it from where, not what the plan does. "go ahead\n\ndon't break
// the iPhone layout" keeps its last line.
func withoutDeviceLine(text string) string {
	t := strings.TrimRight(text, " \t\r\n.!")
	// The line is at most 64 bytes: only the text's end is searched.
	from := max(len(t)-64, 0)
	nl := strings.LastIndexByte(t[from:], '\n')
	if nl >= 0 {
		nl += from
	}
	if nl <= 0 || strings.TrimSpace(t[:nl]) == "" {
		return text
	}
	line := strings.ToLower(t[nl+1:])
	ws := strings.Fields(line)
	if len(ws) == 0 || len(ws) > 5 {
		return text
	}
	branded := strings.HasPrefix(ws[0], "iphone") || strings.HasPrefix(ws[0], "android")
	for k := max(len(ws)-2, 1); k < len(ws) && !branded; k++ {
		branded = deviceBrand(strings.Trim(ws[k], ",;:'’"))
	}
	if !branded {
		return text
	}
	for i := range ws {
		if negatorLen(ws, i) > 0 {
			return text
		}
	}
	return strings.TrimRight(t[:nl], " \t\r\n,-—")
}

// deviceBrand reports whether w names a phone, tablet or mail client a
// reply is sent from: a brand, never a common word of any language.
func deviceBrand(w string) bool {
	switch w {
	case "iphone", "ipad", "android", "blackberry", "galaxy", "pixel", "samsung", "huawei", "xiaomi", "outlook",
		"iphone-a", "iphone'a", "iphonea":
		return true
	}
	return false
}

// oathsOnly reports whether words are only an exclamation before a yes:
// "god yes", "hell yeah", "oh lord yes", "Dios, sí", "Gott ja": the yes
// said louder, no part of the plan named.
func oathsOnly(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "god", "gosh", "hell", "heck", "lord", "jesus", "christ", "dear", "damn", "dios", "gott", "deus", "dieu", "mon":
		default:
			if !interjection(w) {
				return false
			}
		}
	}
	return len(ws) > 0
}
