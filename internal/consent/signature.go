package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply written like an e-mail may end in a signature: the lines after a
// "-- " delimiter line, or a closing line ("Best,", "Regards,",
// "Cheers,") followed by a name or a role. They name who wrote the reply,
// which asks nothing of the plan.

// maxSignatureLines is the most lines a signature may have after its
// delimiter or closing.
const maxSignatureLines = 3

// maxSignatureWords is the most words a signature line may have ("Karen,
// Infra Lead", "Platform Team, ACME Corp").
const maxSignatureWords = 5

// withoutSignature returns text without a signature at its end, or text
// as it is when it has none.
func withoutSignature(text string) string {
	end := strings.TrimRight(text, " \t\r\n")
	if nl := strings.LastIndexByte(end, '\n'); nl > 0 && dashedName(end[nl+1:]) {
		return end[:nl] // "Looks good, go ahead.\n\n— Marek"
	}
	// Only the last lines are looked at: a long reply is not split whole.
	for k := 0; k < maxSignatureLines; k++ {
		nl := strings.LastIndexByte(end, '\n')
		if nl < 0 || !signatureLine(end[nl+1:]) {
			return text
		}
		end = end[:nl]
		start := strings.LastIndexByte(end, '\n') + 1 // the line before: a delimiter or a closing?
		l := strings.TrimSpace(end[start:])
		if l == "--" || l == "—" || closing(l) {
			if start == 0 {
				return text // nothing but a signature: read it as it is
			}
			return end[:start-1] // without the newline before the delimiter
		}
	}
	return text
}

// dashedName reports whether a line is a dash and a name on one line ("—
// Marek", "-- Ana K."): a delimiter ("--" or "—") and a signature line
// whose every word is capitalized, as names are ("— also the README" and
// "-- Keep the old TTL" are not names).
func dashedName(l string) bool {
	l = strings.TrimSpace(l)
	switch {
	case strings.HasPrefix(l, "—"):
		l = l[len("—"):]
	case strings.HasPrefix(l, "--"):
		l = l[2:]
	default:
		return false
	}
	fs := strings.Fields(strings.ReplaceAll(l, ",", " "))
	if len(fs) == 0 || !signatureLine(l) {
		return false
	}
	for _, f := range fs {
		if !isUpper(f[0]) {
			return false
		}
	}
	return true
}

// signatureLine reports whether a line may be part of a signature: a few
// words, no sentence punctuation, no request, marker or code name in it.
func signatureLine(l string) bool {
	l = strings.TrimSpace(l)
	if l == "" || strings.ContainsAny(l, "!?:;") || !initialsOnly(l) {
		return false
	}
	if len(strings.Fields(l)) > maxSignatureWords {
		return false
	}
	for _, cl := range lang.Clauses(l) {
		ws := cl.Words
		if cl.Question || len(ws) > 0 && (imperativeOpening(ws[0]) || verbFirst(ws)) {
			return false // "add the docs too" after "Thanks,": a request
		}
		for i, w := range ws {
			if addsTo(ws, i) || hangingConnector(w) || restricts(w) || addsWith(w) || negatorLen(ws, i) > 0 || codeLike(w) {
				return false
			}
		}
	}
	return true
}

// initialsOnly reports whether every full stop in a signature line ends
// an initial or a title ("M.", "Dr. Okafor", "J. R."), not a sentence.
func initialsOnly(l string) bool {
	for _, f := range strings.Fields(l) {
		if i := strings.IndexByte(f, '.'); i >= 0 && (i != len(f)-1 || len(f) > 4) {
			return false
		}
	}
	return true
}

// withoutSignOff returns text without a closing and a name that end its
// last sentence on the same line ("yes, proceed. cheers, M.", "go ahead.
// thanks, Priya"), or text as it is: the reply's own sign-off, as a
// signature on lines of its own is.
func withoutSignOff(text string) string {
	end := strings.TrimRight(text, " \t\r\n")
	from := max(len(end)-maxSignOff, 0) // only the end is looked at
	comma := strings.LastIndexByte(end[from:], ',')
	if comma < 0 {
		return text
	}
	comma += from
	// The closing runs from the last sentence boundary to the comma.
	start := strings.LastIndexAny(end[:comma], ".!\n") + 1
	if start == 0 || !closing(strings.TrimSpace(end[start:comma])) || !signatureLine(end[comma+1:]) {
		return text
	}
	return end[:start]
}

// maxSignOff is how many bytes at the end of a reply are looked at for a
// sign-off on the line of the reply.
const maxSignOff = 48

// closing reports whether a line is an e-mail closing ("Best,", "Kind
// regards,", "Thanks,", "Cheers").
func closing(l string) bool {
	l = strings.ToLower(strings.TrimRight(l, ", "))
	switch l {
	case "best", "best regards", "regards", "kind regards", "warm regards", "cheers", "thanks", "thank you", "many thanks",
		"thx", "br", "all the best", "sincerely", "yours":
		return true
	}
	return false
}

// withoutSentFrom returns text without a "sent from my phone" tag at its
// end, on the same line or not, with the apology that often follows it
// ("yes ship it sent from phone sorry for brevity"): a tag of the mail or
// chat client, not words about the plan. Only device words and the
// apology may follow "sent from"; anything else keeps text as it is.
func withoutSentFrom(text string) string {
	t := strings.TrimRight(text, " \t\r\n.!")
	from := max(len(t)-80, 0) // only the end is looked at: no copy of a long reply
	lb := []byte(t[from:])    // lowered byte by byte (ASCII): indexes stay those of t
	for j, ch := range lb {
		lb[j] = lower(ch)
	}
	low := string(lb)
	i := strings.LastIndex(low, "sent from ")
	if i < 0 || len(low)-i > 64 || from+i == 0 {
		return text
	}
	ws := strings.FieldsFunc(low[i+len("sent from "):], func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '-' || r == '—' })
	k := 0
	if k < len(ws) && ws[k] == "my" {
		k++
	}
	if k >= len(ws) || !device(ws[k]) {
		return text
	}
	for _, w := range ws[k+1:] {
		switch w {
		case "sorry", "for", "the", "excuse", "pardon", "brevity", "typos", "typo", "short", "reply":
		default:
			return text
		}
	}
	return strings.TrimRight(t[:from+i], " \t\r\n,-—")
}

// device reports whether w names a device or client a message is sent
// from ("phone", "iPhone", "Android").
func device(w string) bool {
	switch w {
	case "phone", "iphone", "android", "mobile", "ipad", "tablet", "pixel", "galaxy", "blackberry", "watch", "cell":
		return true
	}
	return false
}
