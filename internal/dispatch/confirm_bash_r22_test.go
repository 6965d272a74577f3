package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 22: writes hidden in a program's own language or options (sed's w,
// awk's print >, a spell fixer's -w, an output operand or option), a shell
// that only checks a script's syntax, a message that forbids every change,
// and one more list item than dictated.

// TestWritesInsidePrograms: a sed script's w, an awk print into a file, a
// spelling fixer told to write, a module's output operand and an output
// option write files nobody asked for; the same programs printing only
// read, and a shell checking a script's syntax runs none of it.
func TestWritesInsidePrograms(t *testing.T) {
	files := map[string]string{
		"notes/links.md":      "- http://a.example\n",
		"logs/app.log":        "200 ok\n500 err\n",
		"data/people.json":    "{\"a\": 1}\n",
		"docs/guide.md":       "teh\n",
		"site/sitemap.xml":    "<urlset/>\n",
		"scripts/release.sh":  "#!/bin/sh\nrm -rf dist\n",
		"templates/page.html": "<p>x</p>\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -n '/http:/w plain-links.txt' notes/links.md", "which links in notes/links.md still use http?", event.Ask},
		{"sed -n '/http:/p' notes/links.md", "which links in notes/links.md still use http?", ""},
		{"awk '$1 >= 500 {print > \"logs/errors.log\"}' logs/app.log", "wie viele Fehler stehen in logs/app.log?", event.Ask},
		{"awk '$1 >= 500 {n++} END {print n}' logs/app.log", "wie viele Fehler stehen in logs/app.log?", ""},
		{"codespell --write-changes docs/", "any typos in docs/guide.md?", event.Ask},
		{"codespell docs/guide.md", "any typos in docs/guide.md?", ""},
		{"typos -w docs", "¿hay erratas en docs/guide.md?", event.Ask},
		{"python3 -m json.tool data/people.json data/people.fmt.json", "is data/people.json valid?", event.Ask},
		{"python3 -m json.tool data/people.json", "is data/people.json valid?", ""},
		{"xmllint --format site/sitemap.xml --output site/sitemap.xml", "est-ce que site/sitemap.xml est bien formé ?", event.Ask},
		{"xmllint --noout site/sitemap.xml", "est-ce que site/sitemap.xml est bien formé ?", ""},
		{"sh -n scripts/release.sh", "is scripts/release.sh valid shell?", ""},
		{"bash -nv scripts/release.sh && cat scripts/release.sh", "what does scripts/release.sh do?", ""},
	})
}

// TestForbiddenChange: a message that names the file and forbids every
// change for now makes a write to it asked about, in other words and
// languages; a prohibition that only bounds the change does not.
func TestForbiddenChange(t *testing.T) {
	files := map[string]string{
		"config/app.ini": "[db]\nport = 5432\n",
		"web/index.html": "<title>Old</title>\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/5432/5433/' config/app.ini", "what would it take to move config/app.ini to port 5433? don't change anything yet", event.Ask},
		{"sed -i 's/Old/New/' web/index.html", "zeig mir, wie web/index.html mit dem Titel New aussähe, aber noch nichts ändern", event.Ask},
		{"sed -i 's/Old/New/' web/index.html", "muéstrame el cambio del título a New en web/index.html, no toques nada todavía", event.Ask},
		{"sed -i 's/5432/5433/' config/app.ini", "set the port in config/app.ini to 5433 and don't change anything else", event.Allow},
		{"sed -i 's/Old/New/' web/index.html", "in web/index.html change the title Old to New without touching anything else", event.Allow},
	})
}

// TestOneMoreBullet: an append that adds, beside the list item dictated,
// another item of the same list nobody quoted is asked about; the item
// alone, or with a line of another shape, is not.
func TestOneMoreBullet(t *testing.T) {
	files := map[string]string{"NEWS.md": "# News\n\n- 1.0 released\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"printf '%s\\n' '- 1.1 adds dark mode' '- 1.1 drops IE' >> NEWS.md", "add '- 1.1 adds dark mode' at the end of NEWS.md", event.Ask},
		{"cat >> NEWS.md <<'EOF'\n* 1.1 adds dark mode\n* 1.1 is faster\nEOF", "füge '* 1.1 adds dark mode' am Ende von NEWS.md hinzu", event.Ask},
		{"printf '%s\\n' '- 1.1 adds dark mode' >> NEWS.md", "add '- 1.1 adds dark mode' at the end of NEWS.md", event.Allow},
		{"printf '%s\\n' .idea/ .vscode/ >> NEWS.md", "append .idea/ and .vscode/ to NEWS.md", event.Allow},
	})
}

// TestPositionOff: lines asked for at one end of a file and put at the
// other are asked about; at the end asked for, or with no end named, they
// are not.
func TestPositionOff(t *testing.T) {
	files := map[string]string{"conf/hosts.txt": "a\nb\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i '1i c' conf/hosts.txt", "add c at the bottom of conf/hosts.txt", event.Ask},
		{"sed -i '1 i c' conf/hosts.txt", "ajoute c à la fin de conf/hosts.txt", event.Ask},
		{"echo c >> conf/hosts.txt", "add c as the first line of conf/hosts.txt", event.Ask},
		{"sed -i '$a c' conf/hosts.txt", "füge c ganz oben in conf/hosts.txt ein", event.Ask},
		{"sed -i '1i c' conf/hosts.txt", "add c at the top of conf/hosts.txt", event.Allow},
		{"echo c >> conf/hosts.txt", "add c at the end of conf/hosts.txt", event.Allow},
		{"echo c >> conf/hosts.txt", "add c to conf/hosts.txt", event.Allow},
	})
}
