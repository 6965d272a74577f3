package cli

import (
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Every subcommand of `plan-compliance changes` (and their aliases) must
// be classified by the self-approval guard: a new verb fails here until it
// is listed as reading or deciding in changeset.VerbReads.
func TestGuardClassifiesEveryChangesVerb(t *testing.T) {
	root := newRoot(System(), nil)
	changes, _, err := root.Find([]string{"changes"})
	require.NoError(t, err)
	require.Equal(t, "changes", changes.Name())
	var walk func(c *cobra.Command)
	seen := 0
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			for _, name := range append([]string{sub.Name()}, sub.Aliases...) {
				_, known := changeset.VerbReads(name)
				assert.True(t, known, "`plan-compliance changes %s` is not classified by the guard (changeset.VerbReads)", name)
				seen++
			}
			if sub.HasSubCommands() {
				t.Errorf("`changes %s` has subcommands of its own: the guard reads only one verb", sub.Name())
			}
			walk(sub)
		}
	}
	walk(changes)
	assert.GreaterOrEqual(t, seen, 9)
	// Only reading verbs are open; everything else decides.
	for _, sub := range changes.Commands() {
		reads, _ := changeset.VerbReads(sub.Name())
		assert.Equal(t, sub.Name() == "list" || sub.Name() == "show", reads, sub.Name())
	}
}
