package confirm

import (
	"strconv"
	"strings"
)

// MessageLimit is the most any message of this package takes, in bytes:
// under Claude Code's 10,000-character cut, so the user never sees a
// message cut by the client.
const MessageLimit = 9500

// Template texts, fixed: messages come from these, never from a model.
const (
	confirmHead = `I'd update "%s" like this:`
	confirmTail = "This look right?"
	doneHead    = `Done! I've updated "%s":`
)

// Confirmation is the question asked before a change that needs
// confirmation: the change's before/after between the template's lines.
func Confirmation(c Change) string {
	head := strings.Replace(confirmHead, "%s", clipLine(c.Name), 1)
	room := MessageLimit - len(head) - len(confirmTail) - 4
	return head + "\n\n" + Render(c, room) + "\n\n" + confirmTail
}

// Done is the report after an explicitly requested change.
func Done(c Change) string {
	head := strings.Replace(doneHead, "%s", clipLine(c.Name), 1)
	return head + "\n\n" + Render(c, MessageLimit-len(head)-2)
}

// Report is one file's part of a batch summary: its name and its rendered
// before/after (a Render result, NoChanges included).
type Report struct {
	Name string `json:"name"`
	Body string `json:"body"`
}

// Batch is the summary of a turn that changed several files: "Done!
// Updated N files:" and each file's before/after, the room shared between
// them so the whole stays under MessageLimit. Reports for the same file are
// shown together under one name.
func Batch(reports []Report) string {
	var names []string
	bodies := map[string][]string{}
	for _, r := range reports {
		r.Name = clipLine(r.Name)
		if _, seen := bodies[r.Name]; !seen {
			names = append(names, r.Name)
		}
		bodies[r.Name] = append(bodies[r.Name], r.Body)
	}
	files := "files"
	if len(names) == 1 {
		files = "file"
	}
	head := "Done! Updated " + strconv.Itoa(len(names)) + " " + files + ":"
	var b strings.Builder
	b.WriteString(head)
	const minShare, moreNote = 160, 40
	room := MessageLimit - len(head) - moreNote
	for i, name := range names {
		share := max(room/(len(names)-i), minShare)
		if room < minShare {
			b.WriteString("\n\n… and " + strconv.Itoa(len(names)-i) + " more files")
			break
		}
		part := "\n\n" + name + ":\n" + cutBody(indent(joinBodies(bodies[name]), "  "), share-len(name)-3, "  ")
		b.WriteString(part)
		room -= len(part)
	}
	return b.String()
}

// joinBodies merges several reports on one file; a file changed and then
// reported unchanged keeps only its real changes.
func joinBodies(bodies []string) string {
	var kept []string
	for _, body := range bodies {
		if body != NoChanges {
			kept = append(kept, body)
		}
	}
	if len(kept) == 0 {
		return NoChanges
	}
	return strings.Join(kept, "\n\n")
}

// cutBody cuts a rendered body to at most limit bytes at a line, saying
// (after prefix) how much was left out in the body's own terms: changed
// lines of a diff, paragraphs of prose, lines otherwise, adding what the
// body had already left out.
func cutBody(body string, limit int, prefix string) string {
	if len(body) <= limit {
		return body
	}
	lines := strings.Split(body, "\n")
	carried, carriedWhat := 0, ""
	if n, what, ok := parseLeftOut(strings.TrimPrefix(lines[len(lines)-1], prefix)); ok {
		carried, carriedWhat = n, what
		lines = lines[:len(lines)-1]
	}
	w := cutWriter{limit: limit, notePrefix: prefix}
	for i, l := range lines {
		if w.line(l) {
			continue
		}
		changed, bullets := 0, 0
		for _, rest := range lines[i:] {
			rest = strings.TrimPrefix(rest, prefix)
			switch {
			case strings.HasPrefix(rest, "+"), strings.HasPrefix(rest, "-"):
				changed++
			case strings.HasPrefix(rest, "• "):
				bullets++
			}
		}
		switch {
		case changed > 0 && (carried == 0 || strings.HasSuffix(carriedWhat, "changed line")):
			w.leftOut(changed+carried, "more changed line")
		case bullets > 0 && (carried == 0 || strings.HasSuffix(carriedWhat, "paragraph")):
			w.leftOut(bullets+carried, "more paragraph")
		default:
			w.leftOut(len(lines)-i, "more line")
		}
		return w.String()
	}
	return w.String()
}

// parseLeftOut reads a "… N more things left out" line.
func parseLeftOut(line string) (int, string, bool) {
	rest, ok := strings.CutPrefix(line, "… ")
	if !ok {
		return 0, "", false
	}
	rest, ok = strings.CutSuffix(rest, " left out")
	if !ok {
		return 0, "", false
	}
	num, what, _ := strings.Cut(rest, " ")
	n, err := strconv.Atoi(num)
	if err != nil {
		return 0, "", false
	}
	return n, strings.TrimSuffix(what, "s"), true
}

// indent prefixes every non-empty line of s.
func indent(s, prefix string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}
