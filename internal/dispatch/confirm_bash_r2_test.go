package dispatch

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestTypedCommandWithRemark: the command typed as the message's first
// clause, followed by a remark on why, asks for it; a remark that asks a
// question, negates or hedges takes it back, and a command inside a
// sentence ("I ran …", "… fails") asks for nothing.
func TestTypedCommandWithRemark(t *testing.T) {
	files := map[string]string{"handler.go": "package h\n", "src/main.rs": "fn main(){}\n", "app/models.py": "x=1\n", "build/x.o": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"gofmt -w handler.go", "gofmt -w handler.go please, the indentation is all over the place", event.Allow},
		{"rustfmt src/main.rs", "rustfmt src/main.rs, it's a mess", event.Allow},
		{"black app/models.py", "black app/models.py — CI keeps flagging it", event.Allow},
		{"rm -rf build", "rm -rf build; it is stale", event.Allow},
		{"rustfmt src/main.rs", "rustfmt src/main.rs, is that safe?", event.Ask},
		{"gofmt -w handler.go", "gofmt -w handler.go fails with a syntax error", event.Ask},
		{"rustfmt src/main.rs", "rustfmt src/main.rs, but don't run it yet", event.Ask},
		{"black app/models.py", "black app/models.py, maybe later", event.Ask},
		{"rustfmt src/main.rs", "I ran rustfmt src/main.rs, it's a mess", event.Ask},
	})
}

// TestExecuteBitUnasked: a mode change that only adds execute permission
// is left alone after the user's own report that a file cannot be run for
// its permission (the report is the request); after anything else (an
// acknowledgement, a question) it is asked about like any write.
func TestExecuteBitUnasked(t *testing.T) {
	files := map[string]string{"scripts/build.sh": "#!/bin/sh\n", "bin/run": "#!/bin/sh\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"chmod +x scripts/build.sh bin/run", "ah", event.Ask},
		{"chmod +x scripts/build.sh", "ok thanks", event.Ask},
		{"chmod +x scripts/build.sh && ./scripts/build.sh", "why does the build script fail on CI?", event.Ask},
		{"chmod +x scripts/build.sh", "why do I get permission denied on the build script?", event.Ask},
		{"chmod +x scripts/build.sh", "the build script won't run, says permission denied", ""},
		{"chmod u+x bin/run", "bin/run: permission denied when I start it", ""},
		{"chmod +x scripts/build.sh", "make scripts/build.sh executable", event.Allow},
		{"chmod 644 scripts/build.sh", "the build script won't run, says permission denied", event.Ask},
	})
}

// TestValueInProgramScript: an in-place edit by a program whose edit is
// not worked out (yq -i, perl -pi, ruby -i, a sed the reader does not
// follow) brings in the value a request names when its script writes it:
// the value in what replaces, not in what is matched.
func TestValueInProgramScript(t *testing.T) {
	files := map[string]string{"k8s/web.yaml": "image:\n  tag: 2.3.0\n", "Cargo.toml": "version = \"0.8.1\"\n",
		"Gemfile": "ruby \"3.2.2\"\n", "CHANGELOG.md": "## Unreleased\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`yq -i '.image.tag = "2.4.1"' k8s/web.yaml`, "bump image.tag in k8s/web.yaml to 2.4.1", event.Allow},
		{`yq -i '.image.tag = "2.4.0"' k8s/web.yaml`, "bump image.tag in k8s/web.yaml to 2.4.1", event.Ask},
		{`yq -i '.image.tag = "2.4.1"' k8s/web.yaml`, "is image.tag in k8s/web.yaml already 2.4.1?", event.Ask},
		{`perl -pi -e 's/^version = .*/version = "0.8.2"/' Cargo.toml`, "set the version in Cargo.toml to 0.8.2", event.Allow},
		{`perl -pi -e 's/version = "0.8.2"/version = "0.8.0"/' Cargo.toml`, "set the version in Cargo.toml to 0.8.2", event.Ask},
		{`ruby -i -pe 'sub(/^ruby ".*"/, %q(ruby "3.3.0"))' Gemfile`, "in Gemfile, change the ruby version to 3.3.0", event.Allow},
		{`ruby -i -pe 'sub(/3.3.0/, "3.2.9")' Gemfile`, "in Gemfile, change the ruby version to 3.3.0", event.Ask},
		{`sed -i 's/^## Unreleased/## Unreleased\n\n- Release 3.1.0/' CHANGELOG.md`, "bump to 3.1.0 and add a line to CHANGELOG.md", event.Allow},
		{`sed -i 's/^## Unreleased/## Unreleased\n\n- Release 3.0.9/' CHANGELOG.md`, "bump to 3.1.0 and add a line to CHANGELOG.md", event.Ask},
	})
}

// TestCopyAndLinkVerbs: a copy is asked for by the verbs of copying
// (duplicate, clone), a link by those of linking (symlink, link), with
// the file named; a question or another file asks for nothing.
func TestCopyAndLinkVerbs(t *testing.T) {
	files := map[string]string{"templates/basic/index.html": "<p>\n", "config/local.env": "A=1\n", "config/prod.env": "A=2\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cp -r templates/basic templates/promo", "duplicate the template folder templates/basic as templates/promo", event.Allow},
		{"cp -r templates/basic templates/promo", "clone templates/basic into templates/promo for the campaign", event.Allow},
		{"cp -r templates/basic templates/promo", "should we duplicate templates/basic as templates/promo?", event.Ask},
		{"cp -r templates/basic templates/promo", "compare templates/basic with templates/promo", event.Ask},
		{"ln -s config/local.env .env", "symlink config/local.env to .env at the repo root", event.Allow},
		{"ln -sf config/prod.env .env", "link .env to config/prod.env", event.Allow},
		{"ln -s config/local.env .env", "is .env a symlink to config/local.env?", event.Ask},
		{"ln -s config/local.env .env", "don't symlink .env, copy it instead", event.Ask},
		{"ln -s config/local.env .env", "the link in the README to .env docs is broken", event.Ask},
	})
}

// TestMoveIntoNamedDirectory: a file moved into a directory under its own
// name (mv notes.txt docs/notes.txt) is asked for by the file and the
// directory it goes into ("move notes.txt into docs/"); another directory
// or another name is not.
func TestMoveIntoNamedDirectory(t *testing.T) {
	files := map[string]string{"notes.txt": "n\n", "todo.md": "t\n", "docs/a.md": "a\n", "archive/b.md": "b\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"mv notes.txt docs/notes.txt", "move notes.txt into docs/", event.Allow},
		{"git mv todo.md archive/todo.md", "move todo.md to the archive folder", event.Allow},
		{"mv notes.txt docs/notes.txt", "move notes.txt into archive/", event.Ask},
		{"mv notes.txt docs/readme.txt", "move notes.txt into docs/", event.Ask},
		{"mv notes.txt docs/notes.txt", "should notes.txt move into docs/?", event.Ask},
		{"mv notes.txt docs/notes.txt", "fix the typo in notes.txt, it belongs in docs/ eventually", event.Ask},
	})
}

// TestBackupNamedAsCopy: the backup an in-place edit leaves is also named
// as a copy kept ("keep a .bak copy", "save a copy of the original") or by
// its suffix ("leave the .orig file"), with the same doubts as a backup.
func TestBackupNamedAsCopy(t *testing.T) {
	files := map[string]string{"app.ini": "port = 80\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i.bak 's/port = 80/port = 8080/' app.ini", "swap port 80 for 8080 in app.ini — keep a .bak copy just in case", event.Allow},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080 and save a copy of the original", event.Allow},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080, leave an .orig file next to it", event.Allow},
		{"sed -i.bak 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080, no need for a .bak copy", event.Ask},
		{"sed -i.bak 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080; do we keep a copy?", event.Ask},
		{"sed -i.bak 's/port = 80/port = 8080/' app.ini", "copy the port setting from prod: set app.ini's port to 8080", event.Ask},
		{"sed -i.orig 's/port = 80/port = 8080/' app.ini", "set the port in app.ini to 8080, keep a .bak copy", event.Ask},
	})
}

// TestNoLongerNeeded: "we don't need it anymore" beside a deletion is the
// reason for it, in English and in the other languages read; a negation
// of the order itself, or one without "any more", still asks.
func TestNoLongerNeeded(t *testing.T) {
	files := map[string]string{"tmp/export.csv": "a\n", "old.log": "x\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"rm tmp/export.csv", "delete tmp/export.csv, we don't need it anymore", event.Allow},
		{"rm tmp/export.csv", "Bitte lösche die Datei tmp/export.csv, die brauchen wir nicht mehr.", event.Allow},
		{"rm tmp/export.csv", "supprime tmp/export.csv, on n'en a plus besoin", event.Allow},
		{"rm tmp/export.csv", "borra tmp/export.csv, ya no la necesitamos", event.Allow},
		{"rm tmp/export.csv", "lösche tmp/export.csv nicht, die brauchen wir noch", event.Ask},
		{"rm tmp/export.csv", "lösche tmp/export.csv, oder lieber nicht", event.Ask},
		{"rm tmp/export.csv", "brauchen wir tmp/export.csv nicht mehr? dann lösche sie", event.Ask},
		{"rm tmp/export.csv", "no borres tmp/export.csv, la necesitamos", event.Ask},
		{"rm tmp/export.csv", "lösche tmp/export.csv, vielleicht brauchen wir die nicht mehr", event.Ask},
	})
}

// TestProposalInOtherLanguage: the assistant's proposal written in
// another language ("Propongo borrar .babelrc … ¿Te parece?"), naming the
// file with a verb of the write's kind, approved by a short reply, asks
// for the write; a reply that doubts or refuses, a proposal of another
// file or kind, or a proposal that is no question does not.
func TestProposalInOtherLanguage(t *testing.T) {
	files := map[string]string{".babelrc": "{}\n", "babel.config.js": "x\n", "locales/en.json": "{}\n", "locales/fr.json": "{}\n", "tmp/a.csv": "a\n"}
	es := "Veo .babelrc y babel.config.js. Propongo borrar .babelrc y quedarnos con babel.config.js. ¿Te parece?"
	fr := "Je peux copier locales/en.json vers locales/fr.json comme base de départ. D'accord ?"
	de := "Soll ich tmp/a.csv löschen?"
	for _, c := range []struct{ cmd, proposal, reply, want string }{
		{"rm .babelrc", es, "sí, dale", event.Allow},
		{"cp locales/en.json locales/fr.json", fr, "oui vas-y", event.Allow},
		{"rm tmp/a.csv", de, "ja, mach", event.Allow},
		{"rm .babelrc", es, "no, mejor no", event.Ask},
		{"rm .babelrc", es, "¿por qué?", event.Ask},
		{"rm babel.config.js", es, "sí, dale", event.Ask},
		{"cp locales/fr.json locales/en.json", fr, "oui vas-y", event.Ask},
		{"rm .babelrc", "Propongo borrar .babelrc y quedarnos con babel.config.js.", "sí, dale", event.Ask},
		{"rm locales/fr.json", fr, "oui vas-y", event.Ask},
	} {
		t.Run(c.cmd+": "+c.reply, func(t *testing.T) {
			project := t.TempDir()
			for name, content := range files {
				require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
			}
			got := bashAfter(t, project, c.cmd, freshTurn{"user", "la config est cassée"}, freshTurn{"assistant", c.proposal}, freshTurn{"user", c.reply})
			require.Equal(t, c.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestPlacePickedForNamedFile: a file asked for by its name ("add a
// robots.txt …"), the assistant asking where, and the user picking a
// directory ("public/", "in docs") asks for the file in that directory;
// another directory, another file, a question or a refusal does not.
func TestPlacePickedForNamedFile(t *testing.T) {
	files := map[string]string{"public/index.html": "<p>\n", "docs/a.md": "a\n"}
	for _, c := range []struct{ cmd, request, question, reply, want string }{
		{`printf 'User-agent: *\nDisallow: /\n' > public/robots.txt`, "add a robots.txt that disallows everything", "Where should it live — repo root or public/?", "public/", event.Allow},
		{`echo '# Notes' > docs/NOTES.md`, "create a NOTES.md with a heading", "Should it go in the root or in docs/?", "docs", event.Allow},
		{`echo '# Notes' > docs/NOTES.md`, "create a NOTES.md with a heading", "Should it go in the root or in docs/?", "in docs please", event.Allow},
		{`printf 'x\n' > public/robots.txt`, "add a robots.txt that disallows everything", "Where should it live — repo root or public/?", "root", event.Ask},
		{`printf 'x\n' > public/humans.txt`, "add a robots.txt that disallows everything", "Where should it live — repo root or public/?", "public/", event.Ask},
		{`printf 'x\n' > public/robots.txt`, "add a robots.txt that disallows everything", "Where should it live — repo root or public/?", "public/?", event.Ask},
		{`printf 'x\n' > public/robots.txt`, "add a robots.txt that disallows everything", "Where should it live — repo root or public/?", "not public/", event.Ask},
		{`printf 'x\n' > public/robots.txt`, "should we have a robots.txt?", "Where would it live — repo root or public/?", "public/", event.Ask},
		{`printf 'x\n' > public/robots.txt`, "add a robots.txt that disallows everything", "I added it at the root.", "public/", event.Ask},
	} {
		t.Run(c.cmd+": "+c.reply, func(t *testing.T) {
			project := t.TempDir()
			for name, content := range files {
				require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(project, name), []byte(content), 0o644))
			}
			got := bashAfter(t, project, c.cmd, freshTurn{"user", c.request}, freshTurn{"assistant", c.question}, freshTurn{"user", c.reply})
			require.Equal(t, c.want, got.Permission, got.PermissionReason)
		})
	}
}

// TestValueInOptionOfManifestEditor: a manifest editor that takes the new
// value as an option's value (go mod edit -go=V) brings in
// the value a request names when that option carries it; a different
// value, or one only matched by a script given as an option, does not.
func TestValueInOptionOfManifestEditor(t *testing.T) {
	files := map[string]string{"go.mod": "module example.com/m\n\ngo 1.20\n\nrequire example.com/dep v0.6.0\n", "Cargo.toml": "version = \"0.4.0\"\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"go mod edit -go=1.23", "bump go.mod's go directive to 1.23", event.Allow},
		{"go mod edit -go=1.21", "bump go.mod's go directive to 1.23", event.Ask},
		{"go mod edit -go=1.23", "would go.mod need 1.23 for this?", event.Ask},
		{"go mod edit -go=1.23", "should we bump go.mod to 1.23? what would break?", event.Ask},
		{"npm pkg set engines.node=20.11.0", "should we pin node 20.11.0 in package.json? what would break?", event.Ask},
		{"go mod edit -go=1.23", "go.mod is on 1.20", event.Ask},
		{`sed -i --expression='s/0.4.1/0.3.9/' Cargo.toml`, "set the version in Cargo.toml to 0.4.1", event.Ask},
		{`sed -i --expression='s/0.4.0/0.4.1/' Cargo.toml`, "set the version in Cargo.toml to 0.4.1", event.Allow},
	})
}
