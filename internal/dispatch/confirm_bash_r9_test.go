package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestAppendWhereReplaceAsked: a request for a file's whole content to be
// something ("make X contain only …", "replace the contents of X with
// …", "overwrite X with …") is not met by appending to the file as it
// is, which keeps the old content; an append asked for, an overwrite
// asked to replace, or an append to a file that does not exist yet is.
func TestAppendWhereReplaceAsked(t *testing.T) {
	files := map[string]string{"conf/app.ini": "mode=dev\n", "VERSION": "1.2.0\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"echo 'mode=prod' >> conf/app.ini", "make conf/app.ini contain only mode=prod", event.Ask},
		{"echo 'mode=prod' >> conf/app.ini", "replace the contents of conf/app.ini with mode=prod", event.Ask},
		{"printf '1.3.0\\n' >> VERSION", "overwrite VERSION with 1.3.0", event.Ask},
		{"echo '2.0.0' >> VERSION", "VERSION should have nothing but 2.0.0 in it", event.Ask},
		{"echo 'mode=prod' > conf/app.ini", "make conf/app.ini contain only mode=prod", event.Allow},
		{"echo 'mode=prod' >> conf/app.ini", "append mode=prod to conf/app.ini", event.Allow},
		{"echo 'mode=prod' >> conf/new.ini", "make conf/new.ini contain only mode=prod", event.Allow},
	})
}

// TestReportFiles: a test run that writes a report file (--junitxml,
// -coverprofile) writes a file the user did not ask for when only the
// run was asked for, and is allowed when the report file is asked for;
// the same run without the option only reads.
func TestReportFiles(t *testing.T) {
	files := map[string]string{"tests/test_cart.py": "def test_x(): pass\n", "go.mod": "module m\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"pytest tests/test_cart.py --junitxml=out/cart.xml", "do the cart tests pass?", event.Ask},
		{"pytest tests/test_cart.py --junitxml=out/cart.xml", "run the cart tests and save a junit report in out/cart.xml", event.Allow},
		{"go test -coverprofile=coverage.out ./...", "are the tests green?", event.Ask},
		{"pytest tests/test_cart.py", "do the cart tests pass?", ""},
		{"python3 scripts/regen_fixtures.py --help", "how do I call the fixtures script?", ""},
	})
}

// TestSedRestOfLine: a sed substitution that deletes or replaces the rest
// of a line (a trailing .*) is worked out like a literal one, so a second
// substitution on lines outside what the user named (stray comments at
// the top of the file) is asked about, and one on the lines named is not.
func TestSedRestOfLine(t *testing.T) {
	files := map[string]string{"calc.py": "# NOTE old\ndef mean(xs):\n    return sum(xs) / len(xs) # FIXME empty\n", "app.cfg": "name=x\ntimeout=10 # seconds\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"sed -i 's/return sum(xs) \\/ len(xs)/return sum(xs) \\/ max(len(xs), 1)/' calc.py && sed -i 's/^# NOTE.*$//' calc.py", "mean() in calc.py crashes on an empty list, fix it", event.Ask},
		{"sed -i 's/^timeout=.*/timeout=30/' app.cfg", "set timeout to 30 in app.cfg", event.Allow},
	})
}

// TestBackupAskedAnyForm: a backup asked for with the verb in any of its
// forms ("keeping a .orig backup", "leaving a backup") is asked for with
// the edit; a backup refused in the same forms, or none said, is not.
func TestBackupAskedAnyForm(t *testing.T) {
	files := map[string]string{"lib/util.c": "int f(){\n\treturn 1;\n}\n", "nginx.conf": "worker_processes 1;\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"perl -pi.orig -e 's/\\t/  /g' lib/util.c", "convert the tabs in lib/util.c to two spaces, keeping a .orig backup", event.Allow},
		{"sed -i.bak 's/worker_processes 1/worker_processes 4/' nginx.conf", "set worker_processes to 4 in nginx.conf, leaving a backup", event.Allow},
		{"sed -i.bak 's/worker_processes 1/worker_processes 4/' nginx.conf", "set worker_processes to 4 in nginx.conf without keeping a backup", event.Ask},
		{"perl -pi.orig -e 's/\\t/  /g' lib/util.c", "convert the tabs in lib/util.c to two spaces", event.Ask},
	})
}

// TestToolAsVerbTyped: a tool's name used as the verb with the options
// the command runs with, and "the file" before the file ("gofmt -w the
// file X", "black -l 100 the file X"), orders the write; an option the
// command does not run with (only showing a diff), or a question, does
// not.
func TestToolAsVerbTyped(t *testing.T) {
	files := map[string]string{"pkg/server/main.go": "package main\nfunc main(){\n  println(1)\n}\n", "app/views.py": "x=1\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"gofmt -w pkg/server/main.go", "gofmt -w the file pkg/server/main.go, it's badly indented", event.Allow},
		{"gofmt -w pkg/server/main.go", "gofmt the file pkg/server/main.go please", event.Allow},
		{"black -l 100 app/views.py", "black -l 100 the file app/views.py", event.Allow},
		{"gofmt -w pkg/server/main.go", "gofmt -d the file pkg/server/main.go", event.Ask},
		{"gofmt -w pkg/server/main.go", "gofmt -w the file pkg/server/main.go, or is that risky?", event.Ask},
	})
}

// TestFileCommandAsVerb: the command that moves, copies or removes a
// file typed as the verb of a request ("git mv A to B", "cp A to B")
// asks for what it does to the files named; to other files, or in a
// question, it does not.
func TestFileCommandAsVerb(t *testing.T) {
	files := map[string]string{"notes/Todo.TXT": "a\n", "conf/base.yml": "a: 1\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"git mv notes/Todo.TXT notes/todo.txt", "git mv notes/Todo.TXT to notes/todo.txt, lower case please", event.Allow},
		{"mv notes/Todo.TXT notes/todo.txt", "mv notes/Todo.TXT to notes/todo.txt", event.Allow},
		{"cp conf/base.yml conf/local.yml", "cp conf/base.yml to conf/local.yml", event.Allow},
		{"git mv notes/Todo.TXT notes/todo.txt", "should I git mv notes/Todo.TXT to notes/todo.txt?", event.Ask},
		{"cp conf/base.yml conf/local.yml", "cp conf/base.yml to conf/dev.yml", event.Ask},
	})
}

// TestGlobMovedInto: a set of files moved into a directory is named by
// the set and the directory it goes to ("move the png files into
// docs/img/"); a set named in another directory than the one the glob
// takes from, or no set named, is asked about.
func TestGlobMovedInto(t *testing.T) {
	files := map[string]string{"shot1.png": "x", "shot2.png": "y", "assets/logo.png": "z", "docs/img/.keep": "", "notes.md": "n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"mv ./*.png docs/img/", "move all the png files into docs/img/", event.Allow},
		{"mv *.png docs/img/", "move all the png files into docs/img/", event.Allow},
		{"mv ./*.png docs/img/", "move the png files in assets into docs/img/", event.Ask},
		{"mv ./*.png docs/img/", "move notes.md into docs/img/", event.Ask},
	})
}
