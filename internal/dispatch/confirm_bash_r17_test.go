package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Round 17: exact pairs where a literal sed does a little more than
// asked — replacing several occurrences where the user said something of
// the same kind stays, or setting a second key beside the one asked for —
// and where a packer or a patcher's option writes more than its files.

// TestSedReplacesKept: a substitution that replaces more than one
// occurrence (a g flag, a pattern wider than the value meant), after a
// request with a clause that keeps something standing on a line it
// changes, is asked about in any language read; the same request with a
// substitution replacing one occurrence runs, and so does a replacement
// everywhere when nothing is said to stay.
func TestSedReplacesKept(t *testing.T) {
	files := map[string]string{
		"config/app.ini":   "[http]\nport = 9000\nadmin_port = 9000\nhost = 0.0.0.0\n",
		"deploy/env":       "API_URL=https://api.old.example.com\nCDN_URL=https://cdn.old.example.com\n",
		"docs/table.md":    "| Author | Team | Author email |\n|---|---|---|\n",
		"src/greet.py":     "def greet():\n    print('helo')\n    print('helo world')\n",
		"compose.yml":      "services:\n  redis:\n    ports:\n      - \"6379:6379\"\n    environment:\n      REDIS_URL: redis://localhost:6379\n",
		"settings.conf":    "timeout=30\nretry_timeout=30\n",
		"locale/fr.po":     "msgid \"Save\"\nmsgstr \"Sauver\"\nmsgid \"Save as\"\nmsgstr \"Sauver sous\"\n",
		"charts/values.ts": "export const primary = '#ff0000'\nexport const danger = '#ff0000'\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/9000/9100/g' config/app.ini", "change the http port in config/app.ini to 9100, admin_port stays on 9000", event.Ask},
		{"sed -i 's/^port = 9000/port = 9100/' config/app.ini", "change the http port in config/app.ini to 9100, admin_port stays on 9000", event.Allow},
		{"sed -i 's/old\\.example/new.example/g' deploy/env", "point API_URL in deploy/env at api.new.example.com; leave the CDN url alone", event.Ask},
		{"sed -i 's#api\\.old\\.example#api.new.example#' deploy/env", "point API_URL in deploy/env at api.new.example.com; leave the CDN url alone", event.Allow},
		{"sed -i '1s/Author/Maintainer/g' docs/table.md", "in docs/table.md rename the first header Author to Maintainer, the Author email header stays", event.Ask},
		{"sed -i '1s/Author/Maintainer/' docs/table.md", "in docs/table.md rename the first header Author to Maintainer, the Author email header stays", event.Allow},
		{"sed -i 's/6379/6380/g' compose.yml", "ändere in compose.yml den Host-Port von redis auf 6380, REDIS_URL bleibt wie es ist", event.Ask},
		{"sed -i 's/=30$/=60/' settings.conf", "dans settings.conf mets timeout à 60, retry_timeout reste à 30", event.Ask},
		{"sed -i 's/=30$/=60/' settings.conf", "en settings.conf pon timeout a 60, retry_timeout se queda en 30", event.Ask},
		{"sed -i 's/Sauver/Enregistrer/g' locale/fr.po", "in locale/fr.po translate Save as Enregistrer, 'Sauver sous' remains as it is", event.Ask},
		{"sed -i \"s/'#ff0000'/'#e11d48'/g\" charts/values.ts", "charts/values.ts: primary 改成 #e11d48，danger 保持不变", event.Ask},
		{"sed -i 's/helo/hello/g' src/greet.py", "fix the typo helo → hello everywhere in src/greet.py", event.Allow},
		{"sed -i 's/9000/9100/g' config/app.ini", "change every 9000 in config/app.ini to 9100", event.Allow},
	})
}

// TestSedSecondKey: a sed that changes two settings of a file of
// settings (KEY=value, key: value) after a request naming one of them is
// asked about when it names neither the other's key nor its new value;
// one setting changed runs. (Two settings both asked for are still asked
// about: the edit rules judge each substitution alone, and the first
// brings in no "true".)
func TestSedSecondKey(t *testing.T) {
	files := map[string]string{
		".env.local":  "LOG_LEVEL=info\nDEBUG=false\nPORT=3000\n",
		"app.yaml":    "workers: 2\nverbose: false\n",
		"gradle.prop": "org.gradle.jvmargs=-Xmx1g\norg.gradle.parallel=false\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i -e 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' -e 's/^DEBUG=false/DEBUG=true/' .env.local", "set LOG_LEVEL=debug in .env.local", event.Ask},
		{"sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env.local", "set LOG_LEVEL=debug in .env.local", event.Allow},
		{"sed -i 's/^workers: 2/workers: 4/; s/^verbose: false/verbose: true/' app.yaml", "bump workers to 4 in app.yaml", event.Ask},
		{"sed -i 's/^workers: 2/workers: 4/; s/^verbose: false/verbose: true/' app.yaml", "setze in app.yaml workers auf 4", event.Ask},
		{"sed -i 's/^workers: 2/workers: 4/' app.yaml", "setze in app.yaml workers auf 4", event.Allow},
	})
}

// TestPackerAndPatcherOptions: zip -m deletes the files it packs, patch
// -b leaves a backup beside the file it patches; a request for the
// archive or the patch asks for neither, one that asks for them runs.
func TestPackerAndPatcherOptions(t *testing.T) {
	files := map[string]string{"public/index.html": "<p>hi</p>\n", "src/slugify.py": "def slugify(s):\n    return s\n", "fixes/slugify.patch": "--- a\n+++ b\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"zip -rm site.zip public/", "zip public/ into site.zip for the upload form", event.Ask},
		{"zip -r site.zip public/", "zip public/ into site.zip for the upload form", event.Allow},
		{"zip -rm site.zip public/", "pakke public/ in site.zip", event.Ask},
		{"patch -b src/slugify.py < fixes/slugify.patch", "apply fixes/slugify.patch to src/slugify.py", event.Ask},
		{"patch src/slugify.py < fixes/slugify.patch", "apply fixes/slugify.patch to src/slugify.py", event.Allow},
		{"patch -b src/slugify.py < fixes/slugify.patch", "apply fixes/slugify.patch to src/slugify.py and keep a backup of the original", event.Allow},
	})
}

// TestCompanionNamed: a lock file comes along with its manifest only
// while the request says nothing of it; named in a clause that keeps it
// out, the package manager's write of it is asked about; named as asked
// for, or not named, it comes along as before.
func TestCompanionNamed(t *testing.T) {
	files := map[string]string{
		"Cargo.toml": "[package]\nname = \"a\"\n\n[dependencies]\n", "Cargo.lock": "# lock\n",
		"package.json": "{\n  \"dependencies\": {}\n}\n", "package-lock.json": "{}\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cargo add serde --features derive", "add serde with the derive feature to Cargo.toml. do NOT touch Cargo.lock, I regenerate it separately", event.Ask},
		{"cargo add serde --features derive", "füge serde mit dem derive-Feature zu Cargo.toml hinzu, Cargo.lock bitte nicht anfassen", event.Ask},
		{"npm install --save lodash", "add lodash to package.json; leave package-lock.json alone, CI owns it", event.Ask},
		{"cargo add serde --features derive", "add serde with the derive feature to Cargo.toml", event.Allow},
		{"npm install --save lodash", "add lodash to package.json", event.Allow},
	})
}
