package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCorrectsPremise: a remark that tells the agent the plan stands on
// a wrong premise (a limit with a number, a thing of the plan removed, a
// standing practice with another number) against remarks that only
// recall, praise or ask. New wording, none from a corpus.
func TestCorrectsPremise(t *testing.T) {
	plan := "I'll set `replicas: 6` and `maxSurge: 2` in `deploy/api.yaml`, add the `helm-secrets` plugin step to `ci/deploy.sh`, and keep 14 nightly backups in `backup.cfg`. `helm lint` must pass."
	for reply, want := range map[string]bool{
		"go ahead, heads up we're limited to 4 replicas on that node pool": true,
		"yes — fyi the quota is max 5 pods per namespace":                  true,
		"sure. we removed helm-secrets last sprint though":                 true,
		"ok go, helm-secrets was dropped in the CI rewrite":                true,
		"go ahead; just so you know we keep 30 nightly backups":            true,
		"go ahead, the helm-secrets plugin saved us last year":             false,
		"yes, 6 replicas is what we had before the outage":                 false,
		"go ahead, did they drop helm-secrets upstream?":                   false,
		"ship it, the dropped requests should stop now":                    false,
		"go ahead, we keep 14 nightly backups already anyway":              false,
		"go ahead, we're happy with this":                                  false,
		"sure, btw we retired the old nightly dashboard":                   false,
		"go ahead, the old replicas board was removed":                     false,
		"yes, we ditched the backup.cfg approach entirely":                 true,
	} {
		assert.Equal(t, want, correctsPremise(reply, plan), reply)
	}
}
