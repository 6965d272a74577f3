package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// commandMentions finds where text (norm its normalised form) types the
// command cmd ("make install", "cargo fmt"): its words in order, standing
// alone, any case, runs of spaces or backquotes between them allowed
// nowhere but as in cmd. A command is named only whole: "cargo" or
// "install" alone is not "cargo install".
func commandMentions(text, norm, cmd string) []mention {
	want := lang.Normalize(strings.Join(strings.Fields(cmd), " "))
	if want == "" {
		return nil
	}
	var out []mention
	for from := 0; from < len(norm); {
		i := strings.Index(norm[from:], want)
		if i < 0 {
			break
		}
		i += from
		end := i + len(want)
		from = i + 1
		if !nameBoundary(norm, i, end) || i > 0 && isPathByte(norm[i-1]) || end < len(norm) && norm[end] == '/' {
			continue
		}
		out = append(out, mention{Span: span{Start: i, End: end}, what: text[i:end], file: true})
	}
	return out
}
