package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOutputFiles: a Python module given an output operand, and a
// program's --output/--outfile option with a file, write that file; a
// module that prints, and an --output naming a format, do not.
func TestOutputFiles(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string
	}{
		{"python3 -m json.tool config/app.json config/app.pretty.json", []string{"/p/config/app.pretty.json"}},
		{"python -m json.tool --indent 2 --sort-keys a.json b.json", []string{"/p/b.json"}},
		{"python3 -m zipfile -c dist/site.zip public/", []string{"/p/dist/site.zip"}},
		{"python3 -m json.tool config/app.json", nil},
		{"python3 -m json.tool --indent 4 config/app.json", nil},
		{"python3 -m zipfile -l dist/site.zip", nil},
		{"xmllint --format pom.xml --output pom.xml", []string{"/p/pom.xml"}},
		{"somegen --outfile=src/gen/api.ts spec.yaml", []string{"/p/src/gen/api.ts"}},
		{"kubectl get pods --output json", nil},
		{"aws s3 ls --output=table", nil},
		{"xmllint --noout pom.xml", nil},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writtenPaths(t, tt.cmd))
		})
	}
}
