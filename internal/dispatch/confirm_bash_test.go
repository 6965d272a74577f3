package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// Confirmation, the guard and every command_prefix rule share one reading
// of the event's command.
func TestReadBashOncePerEvent(t *testing.T) {
	r := newRun(Env{})
	require.NoError(t, r.decode(`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Bash","tool_input":{"command":"rm a"}}`))
	first, err := r.readBash("rm a")
	require.NoError(t, err)
	kept := r.bash
	again, _ := r.readBash("rm a")
	assert.Same(t, kept, r.bash, "read once")
	assert.Equal(t, first, again)
	assert.Equal(t, "/p/a", first.Writes[0].Path, "in the event's working directory")
	other, _ := r.readBash("rm b")
	assert.Equal(t, "/p/b", other.Writes[0].Path, "another command is read anew")
}

func TestOutsideProject(t *testing.T) {
	for _, tc := range []struct {
		path    string
		dynamic bool
		want    bool
	}{
		{"/p/a", false, false}, {"/p", false, false}, {"/tmp/a", false, true}, {"/pp/a", false, true},
		{"/tmp/$X", true, true}, {"/p/$X", true, false}, {"$OUT", true, false}, {"/$X/a", true, false},
	} {
		w := shellWrite(tc.path, tc.dynamic)
		assert.Equal(t, tc.want, outsideProject(w, "/p"), "%s", tc.path)
	}
}

func shellWrite(path string, dynamic bool) shell.Write {
	return shell.Write{Path: path, Dynamic: dynamic, Kind: shell.Overwrite}
}

func TestRemovalOf(t *testing.T) {
	assert.Equal(t, confirm.Deletes, removalOf(shell.Delete))
	assert.Equal(t, confirm.Moves, removalOf(shell.MoveFrom))
	for _, k := range []shell.Kind{shell.Overwrite, shell.Append, shell.EditPlace, shell.Truncate, shell.MoveTo, shell.Create, shell.Restore} {
		assert.Equal(t, confirm.Keeps, removalOf(k), "%v", k)
	}
}
