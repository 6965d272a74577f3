package dispatch

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// operandUnnamed is why in-place edit w, judged explicit by what its file
// holds (a key, a symbol the request names), is a file operand the
// request leaves out ("" when it may not be): the same command edits
// another file in place that the request names by its name, and w's own
// file is named neither by its name nor by its stem ("cambia DB_PORT a
// 5433 en .env" for `sed -i … .env .env.example`). A request that spreads
// the change (spreadWords: "everywhere", "in all the env files", "both")
// names no closed list of files. Files a command writes beside its edit
// (a lock file a package manager updates, a backup, a temporary file) are
// not operands of an editor run by hand.
func operandUnnamed(said string, writes []shell.Write, c confirm.Change, w shell.Write, project string) string {
	low := strings.ToLower(said)
	if low == "" || w.Kind != shell.EditPlace || w.Program != "" || w.By == "" || clauseNamesFile(low, c) || stemSaid(low, c.Path) || hasAnyWord(low, spreadWords) {
		return ""
	}
	for _, o := range writes {
		if o.Path == w.Path || o.By != w.By || o.Kind != shell.EditPlace || o.Program != "" || o.Dynamic {
			continue
		}
		other := confirm.Change{Path: o.Path, Name: confirm.DisplayName(o.Path, project)}
		if clauseNamesFile(low, other) {
			return fmt.Sprintf("you named %s, and %s also writes %s", other.Name, w.By, c.Name)
		}
	}
	return ""
}

// spreadWords say that a change reaches beyond the files a request names,
// in the languages the request readers know: everywhere, all, every,
// each, both, other, across … .
var spreadWords = []string{
	"everywhere", "all", "every", "each", "both", "other", "others", "across", "wherever", "anywhere",
	"überall", "alle", "allen", "beide", "beiden", "andere", "anderen",
	"partout", "tous", "toutes", "les deux", "autres",
	"todos", "todas", "ambos", "ambas", "otros", "otras", "en todas partes",
	"ovunque", "tutti", "tutte", "entrambi", "altri",
	"везде", "все", "всех", "оба", "другие", "her yerde", "tüm", "hepsi",
}

// stemSaid reports whether lower-cased low holds the stem of path's base
// name as a word ("faq" for docs/faq.md); a name with a leading dot has
// no stem (.env is not the stem of .env.example).
func stemSaid(low, path string) bool {
	base := strings.ToLower(filepath.Base(path))
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	return stem != "" && !strings.HasPrefix(base, ".") && containsWord(low, stem)
}
