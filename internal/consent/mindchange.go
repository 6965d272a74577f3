package consent

import "strings"

// A user may refuse and take it back in the same breath: "no wait,
// actually yes — go ahead", "nah. on second thought, do it", "don't —
// scratch that, go for it". The words of the correction ("actually", "on
// second thought", "scratch that", "changed my mind") retract what came
// before them; when that was a refusal, and what follows approves the
// plan as written, the approval stands alone and is read as given, not as
// the wavering of a yes after a no. A correction the other way ("yes —
// actually no") ends on the refusal and is read so elsewhere; an
// approval after the correction that changes or picks part of the plan
// stays a change to confirm.

// maxMindChange bounds the replies read for a refusal taken back.
const maxMindChange = 160

// mindMarkers are the words that take back what came before them.
var mindMarkers = [...]string{"actually", "on second thought", "scratch that", "changed my mind", "i take that back"}

// refusalTakenBack reports whether a reply refuses, takes the refusal
// back and then approves the plan as written (see above).
func (c *Classifier) refusalTakenBack(prompt, plan string, holdBack bool) bool {
	if len(prompt) > maxMindChange {
		return false
	}
	low := strings.ToLower(prompt)
	at, end := -1, 0
	for _, m := range mindMarkers {
		if i := strings.LastIndex(low, m); i > at {
			at, end = i, i+len(m)
		}
	}
	if at <= 0 {
		return false
	}
	if c.readAnswer(prompt[:at], plan, holdBack).signal != Negative {
		return false
	}
	r := c.readAnswer(prompt[end:], plan, holdBack)
	return r.signal == High && r.modification == NoModification
}
