package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRelockWrites: a command that brings a lock file in step with its
// manifest writes the lock file first, with the verbs of relocking and
// the lock file's names, and the manifest coming with it; an option that
// does more marks the work as every one's (Alias.Every).
func TestRelockWrites(t *testing.T) {
	r, err := Read("go mod tidy", "/p")
	require.NoError(t, err)
	require.Len(t, r.Writes, 2)
	assert.Equal(t, "/p/go.sum", r.Writes[0].Path)
	assert.Equal(t, "/p/go.mod", r.Writes[0].With)
	assert.Contains(t, r.Writes[0].Verbs, "refresh")
	assert.Equal(t, "/p/go.mod", r.Writes[1].Path)
	assert.Equal(t, "/p/go.sum", r.Writes[1].With)

	r, err = Read("bundle lock --add-platform x86_64-linux", "/p")
	require.NoError(t, err)
	require.Len(t, r.Writes, 1)
	assert.Empty(t, r.Writes[0].Verbs)
	every := false
	for _, a := range r.Writes[0].Aliases {
		every = every || a.Every
	}
	assert.True(t, every, "more than relocking")

	r, err = Read("cargo update -p serde -p rand", "/p")
	require.NoError(t, err)
	var names []string
	for _, a := range r.Writes[0].Aliases {
		if a.All {
			names = append(names, a.Name)
		}
	}
	assert.Equal(t, []string{"serde", "rand"}, names)
}

// TestAddsExecuteOnly: only chmod +x (u+x, a+x, ug+x) of one static file.
func TestAddsExecuteOnly(t *testing.T) {
	for cmd, want := range map[string]bool{
		"chmod +x a.sh": true, "chmod u+x a.sh": true, "chmod ug+x a.sh": true,
		"chmod 755 a.sh": false, "chmod -R +x bin": false, "chmod +rx a.sh": false, "chmod o-w a.sh": false,
		"chown me a.sh": false, "chmod +x $F": false,
	} {
		r, err := Read(cmd, "/p")
		require.NoError(t, err, cmd)
		require.NotEmpty(t, r.Writes, cmd)
		assert.Equal(t, want, AddsExecuteOnly(r.Writes[0]), cmd)
	}
}

// TestWritingOption: a long option named for writing, not one named for
// checking or negated.
func TestWritingOption(t *testing.T) {
	for args, want := range map[string]bool{
		"--rewrite-names": true, "--apply": true, "--fix=all": true, "--write": true,
		"--dry-run": false, "--check": false, "--no-fix": false, "-w": false, "names": false,
		"--format=freeze": false, "--output-format=json": false, "--format": true,
	} {
		_, got := writingOption([]Word{{Text: args}})
		assert.Equal(t, want, got, args)
	}
}
