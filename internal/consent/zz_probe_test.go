package consent

import "testing"

func TestZZProbe(t *testing.T) {
	c := New(DefaultConfig())
	for _, r := range []string{
		"yes... never mind, I'll do it via Argo",
		"yes... never mind",
		"yes. never mind, I'll do it",
		"sure -- actually forget it, I'll run it by hand",
		"ok go. wait, scratch that, I'll ask Dana first",
		"yes, never mind the docs",
		"yes go ahead, never mind my earlier question",
		"yep. on second thought, let me handle it through the pipeline",
		"go ahead... nah forget it",
		"yes, go. never mind what I said about the cache",
		"do it, I'll handle the deploy afterwards",
	} {
		res := c.Classify(r, fixturePlan, 1)
		t.Logf("%q -> %v %+v", r, res.Outcome, res)
	}
}
