package maxprocs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// env is an environment for Restore to work on.
type env map[string]string

func (e env) lookup(k string) (string, bool) { v, ok := e[k]; return v, ok }
func (e env) set(k, v string) error          { e[k] = v; return nil }
func (e env) unset(k string) error           { delete(e, k); return nil }

func TestRestore(t *testing.T) {
	for name, c := range map[string]struct{ before, after env }{
		"the user had no GOMAXPROCS": {
			before: env{Saved: "", "GOMAXPROCS": "1", "HOME": "/h"},
			after:  env{"HOME": "/h"},
		},
		"the user's GOMAXPROCS comes back": {
			before: env{Saved: "=8", "GOMAXPROCS": "1"},
			after:  env{"GOMAXPROCS": "8"},
		},
		"an empty GOMAXPROCS comes back empty": {
			before: env{Saved: "=", "GOMAXPROCS": "1"},
			after:  env{"GOMAXPROCS": ""},
		},
		"a value with = in it": {
			before: env{Saved: "==2", "GOMAXPROCS": "1"},
			after:  env{"GOMAXPROCS": "=2"},
		},
		"not started by the plugin's command: nothing changes": {
			before: env{"GOMAXPROCS": "3"},
			after:  env{"GOMAXPROCS": "3"},
		},
		"a marker that is not this form is only removed": {
			before: env{Saved: "8", "GOMAXPROCS": "1"},
			after:  env{"GOMAXPROCS": "1"},
		},
	} {
		t.Run(name, func(t *testing.T) {
			e := c.before
			Restore(e.lookup, e.set, e.unset)
			assert.Equal(t, c.after, e)
		})
	}
}
