package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestGlobCopiedIntoNamedDirectory: a copy or move of a source glob into
// a directory writes every file the glob matches there; naming the
// destination, or one file of the source, asks for less. Only a request
// that covers the source's whole set (its files named as a set, with the
// destination) asks for it.
func TestGlobCopiedIntoNamedDirectory(t *testing.T) {
	files := map[string]string{"vendor/icons/a.svg": "a", "vendor/icons/b.svg": "b", "vendor/icons/c.png": "c", "static/x": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"cp -r vendor/icons/* static/", "copy a.svg from vendor/icons into static/", event.Ask},
		{"cp vendor/icons/*.svg static/", "put the b.svg icon into static", event.Ask},
		{"mv vendor/icons/* static/", "move a.svg over to static/", event.Ask},
		{"cp vendor/icons/*.svg static/", "copy all the svg files from vendor/icons into static/", event.Allow},
		{"cp -r ../elsewhere/* static/", "copy the a.svg from the other checkout into static/", event.Ask},
		{"cp -r vendor/icons/* static/", "don't copy everything in vendor/icons into static/", event.Ask},
		{"cp -r vendor/icons/* static/", "is everything in vendor/icons also in static/?", event.Ask},
		{"cp vendor/icons/a.svg static/", "copy a.svg from vendor/icons into static/", event.Allow},
		{"cp -r vendor/icons/* static/", "copy everything in vendor/icons into static/", event.Allow},
	})
}

// TestMovedIntoNamedDirectory: a move (or copy) into a directory, marked
// so by its trailing slash or by several sources, lands in it under each
// source's own name: the directory is where the asked-for file goes, not
// a file it replaces. A file not named, or a directory not named, is
// still asked about.
func TestMovedIntoNamedDirectory(t *testing.T) {
	files := map[string]string{"todo.md": "x", "draft.md": "y"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"mkdir -p old && mv todo.md old/", "move todo.md into old/", event.Allow},
		{"mkdir -p old && mv todo.md old/", "stick todo.md in the old folder", event.Allow},
		{"mv todo.md old/", "toss todo.md into old/, I'm done with it", event.Allow},
		{"mv todo.md old/", "toss todo.md, I'm done with it", event.Ask},
		{"mv todo.md old/", "don't put todo.md in old/", event.Ask},
		{"mv todo.md old/", "should I put todo.md in old/?", event.Ask},
		{"mv todo.md draft.md old/", "stick todo.md in the old folder", event.Ask},
		{"mv todo.md old/", "throw todo.md away, don't move it into old/", event.Ask},
		{"mv todo.md old/", "drop todo.md, old/ is for something else", event.Ask},
		{"mv todo.md old/", "file a bug about todo.md being in old/", event.Ask},
		{"mkdir -p old && mv todo.md draft.md old/", "move todo.md into old/", event.Ask},
		{"mkdir -p old && mv todo.md old/", "move todo.md into the attic folder", event.Ask},
		{"mkdir -p old && mv todo.md old/", "what's in todo.md?", event.Ask},
	})
}

// TestArchiveCreated: zip writes its archive (a new file in the project,
// or one updated): asked for when the user names the archive or what it
// packs with a verb of packing, asked about otherwise; listing an archive
// changes nothing.
func TestArchiveCreated(t *testing.T) {
	files := map[string]string{"site/index.html": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"zip -r site.zip site/", "pack the site folder into site.zip", event.Allow},
		{"zip -qr out/site.zip site", "please zip site as out/site.zip", event.Allow},
		{"zip -r site.zip site/", "how big is the site folder?", event.Ask},
		{"zip -r site.zip site/", "make a tarball of site", event.Ask},
		{"zip -sf site.zip", "what's in site.zip?", ""},
		{"zip -r /tmp/site.zip site/", "how big would site be compressed?", ""},
	})
}

// TestFindExecSetNamed: find ROOT -name PATTERN -exec rm {} + removes the
// set the pattern names under ROOT: a request naming that set and that
// root asks for it, whatever the options of rm; a narrower set, or
// another root, is asked about.
func TestFindExecSetNamed(t *testing.T) {
	files := map[string]string{"lib/a.rej": "x", "lib/b/c.rej": "y", "tests/d.rej": "z"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"find lib -name '*.rej' -exec rm -f {} +", "delete every *.rej file under lib/, patch leftovers", event.Allow},
		{"find lib -name '*.rej' -exec rm {} \\;", "remove all the .rej files in lib", event.Allow},
		{"find lib -name '*.rej' -exec rm -f {} +", "delete the *.rej file under tests/", event.Ask},
		{"find lib -name '*.rej' -exec rm -f {} +", "delete the old .rej files from last week under lib", event.Ask},
	})
}

// TestToolInitWrites: a tool's init subcommand (run directly or through a
// package runner) writes its files in the directory it runs in: after a
// question about the tool it is asked about; asked for by name, it runs.
func TestToolInitWrites(t *testing.T) {
	files := map[string]string{"main.tf": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"npx eslint init", "does this repo have a linter configured?", event.Ask},
		{"terraform init", "which provider versions are we on?", event.Ask},
		{"bunx prisma init --datasource-provider sqlite", "what ORM do we use?", event.Ask},
		{"terraform init", "run terraform init please", event.Allow},
		{"npx tsc --version", "which typescript version is installed?", ""},
	})
}

// TestGeneratorAskedForItsOutput: a generator asked for exactly what it
// makes (its kind and every name it is given) runs; a request that
// leaves a name out, names another, or only asks about it is asked.
func TestGeneratorAskedForItsOutput(t *testing.T) {
	files := map[string]string{"manage.py": "x", "bin/rails": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"bin/rails generate migration CreateOrders", "please generate a migration CreateOrders", event.Allow},
		{"bin/rails g model Invoice", "generate the Invoice model", event.Allow},
		{"bin/rails generate migration CreateOrders", "generate a migration for the orders table", event.Ask},
		{"bin/rails generate migration CreateOrders", "do we have a migration CreateOrders yet?", event.Ask},
		{"python manage.py makemigrations billing", "make the migrations for billing", event.Allow},
		{"python manage.py makemigrations billing", "create migrations for the billing app please", event.Allow},
		{"python manage.py makemigrations billing", "make the migrations for the accounts app", event.Ask},
		{"python manage.py makemigrations", "make the migrations for billing", event.Ask},
		{"python manage.py makemigrations billing", "are the billing migrations up to date?", event.Ask},
	})
}

// TestProtocAskedByItsOutput: regenerating a generated file from its
// proto asks for the protoc run that writes exactly that file; another
// proto's output, or a question, is asked about.
func TestProtocAskedByItsOutput(t *testing.T) {
	files := map[string]string{"proto/billing/invoice.proto": "x", "proto/billing/invoice.pb.go": "x", "proto/billing/refund.proto": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"protoc --go_out=. --go_opt=paths=source_relative proto/billing/invoice.proto", "regenerate proto/billing/invoice.pb.go, I changed the message", event.Allow},
		{"protoc --go_out=. --go_opt=paths=source_relative proto/billing/invoice.proto proto/billing/refund.proto", "regenerate proto/billing/invoice.pb.go, I changed the message", event.Ask},
		{"protoc --go_out=. --go_opt=paths=source_relative proto/billing/invoice.proto", "is proto/billing/invoice.pb.go out of date?", event.Ask},
	})
}

// TestCommandQuotedAsCode: a request that quotes the very command as code
// and names where it runs asks for what it writes there; the same quote
// in a question, a refusal, or with another place named is asked about.
func TestCommandQuotedAsCode(t *testing.T) {
	files := map[string]string{"apps/web/x": "x"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"mkdir -p apps/api && cd apps/api && npm init -y", "set up apps/api as a package, run `npm init -y` in it", event.Allow},
		{"cd apps/web && npm init -y", "please run `npm init -y` inside apps/web", event.Allow},
		{"cd apps/web && npm init -y", "what would `npm init -y` do in apps/web?", event.Ask},
		{"cd apps/web && npm init -y", "don't run `npm init -y` in apps/web", event.Ask},
		{"cd apps/web && npm init -y", "run `npm init -y` in apps/api", event.Ask},
		{"cd apps/web && npm init -y", "should I run `npm init -y` inside apps/web?", event.Ask},
		{"cd apps/web && npm init -y", "maybe run `npm init -y` in apps/web at some point, not now", event.Ask},
		{"cd apps/web && npm init -y && npm i zod", "please run `npm init -y` inside apps/web", event.Ask},
		{"cd apps/web && npm init -y", "`npm init -y` broke apps/web, what happened?", event.Ask},
		{"cd apps/web && npm init -y", "someone ran `npm init -y` in apps/web, revert that", event.Ask},
	})
}
