package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScriptRuns: the scripts a line runs by path, with no write of their
// own recorded, are listed for a caller to read; programs run by name, a
// shell's -c string, absolute paths and scripts named for writing are not.
func TestScriptRuns(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string
	}{
		{"./scripts/reset_db.sh --seed", []string{"/p/scripts/reset_db.sh"}},
		{"bash scripts/seed.sh && echo ok", []string{"/p/scripts/seed.sh"}},
		{"cd web && sh -e ./tools/x.sh", []string{"/p/web/tools/x.sh"}},
		{"tools/refresh | tee out.log", []string{"/p/tools/refresh"}},
		{"./scripts/gen-types.sh", nil}, // named for writing: a write already
		{"bash -c 'echo hi'", nil},
		{"/usr/local/bin/tool run", nil},
		{"go test ./...", nil},
		{"sh", nil},
		{"$SCRIPT --go", nil},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			var got []string
			for _, s := range r.ScriptRuns() {
				got = append(got, s.Path)
				assert.Equal(t, Unknown, s.Write.Kind)
				assert.True(t, s.Write.Recursive)
			}
			assert.Equal(t, tt.want, got)
		})
	}
	r, err := Read("./a.sh; ./b.sh; ./c.sh; ./d.sh; ./e.sh", "/p")
	require.NoError(t, err)
	assert.Len(t, r.ScriptRuns(), maxScriptRuns)
}

// TestTeeText: the text piped into tee from echo or printf is what tee
// writes over its files; not for tee -a, a dynamic word, or a program
// whose output is not known.
func TestTeeText(t *testing.T) {
	for _, tt := range []struct {
		cmd   string
		text  string
		known bool
	}{
		{"echo 'LOG_LEVEL=debug' | tee .env", "LOG_LEVEL=debug\n", true},
		{"printf 'a\\nb\\n' | tee x.txt y.txt", "a\nb\n", true},
		{"echo x | tee -a .env", "", false},
		{"echo $X | tee .env", "", false},
		{"cat secrets | tee .env", "", false},
		{"echo x > /dev/null | tee .env", "", false},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			require.NotEmpty(t, r.Writes)
			for _, w := range r.Writes {
				if w.Path == "/dev/null" {
					continue
				}
				assert.Equal(t, tt.known, w.TextKnown, w.Path)
				assert.Equal(t, tt.text, w.Text, w.Path)
			}
		})
	}
}
