package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestConcreteUseInPlace: a named thing and then "use" with another name
// ("switch `cache.go` to use `sync.Map`") says what is put in its place, a
// specific change whatever the verb; "keep … using", "use" before any name,
// or a vague verb on a name alone is not. New wording, none from a corpus.
func TestConcreteUseInPlace(t *testing.T) {
	for text, change := range map[string]bool{
		"I'll point `cache.go` to use `sync.Map`. OK?":                  true,
		"Plan: bump `Containerfile` to use `node:22-alpine`. Go?":       true,
		"`parser.ts` should use `fastJSON` for large inputs. Shall I?":  true,
		"I'll keep `Encoder` using `yyyyMMdd` as it is.":                false,
		"We use `pnpm` in this repo, by the way.":                       false,
		"I'll improve things in `server.js`. Proceed?":                  false,
		"Looks like `Sidebar.vue` is where to use it. Want me to look?": false,
	} {
		assert.Equal(t, change, Concreteness(text).Change, text)
	}
}
