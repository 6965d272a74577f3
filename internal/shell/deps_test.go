package shell

import (
	"os/exec"
	"strings"
	"testing"
)

// The hook program parses every Bash command with this package, and must
// not link regexp (nor text/template, net): the trimmed parser copy in
// third_party/mvdan-sh exists for that. This fails if an update of the copy,
// or of this package, brings them back.
func TestNoRegexpInTheParser(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		switch dep {
		case "regexp", "regexp/syntax", "text/template", "text/tabwriter", "net", "mvdan.cc/sh/v3/fileutil":
			t.Errorf("internal/shell depends on %s", dep)
		}
	}
}
