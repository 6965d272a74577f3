package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// praiseOn reports whether a clause praises what the assistant found or
// chose, and what it is praised on: a praise fragment ("nice catch",
// "good call", "great find") followed by "on …" and nothing that asks for
// work ("nice catch on the constructor name too", "good call on keeping
// the old flag as well"). A trailing "too" or "as well" extends the
// praise, not the plan. "good idea to also rename it", "nice catch, fix
// that too" ask for work and are no praise alone.
func praiseOn(ws []string) bool {
	if len(ws) < 4 || !praiseFragment(ws) || ws[2] != "on" {
		return false
	}
	for i, w := range ws[3:] {
		if lang.IsChangeVerb(w) && asVerb(ws[3:], i) || requestVerb(w) || w == "please" || w == "but" || negatorLen(ws[3:], i) > 0 {
			return false
		}
	}
	return true
}
