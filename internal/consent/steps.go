package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// maxNamedStep is the highest step number everyStepNamed counts; a plan's
// numbered steps past it are not named one by one in a chat reply.
const maxNamedStep = 20

// everyStepNamed reports whether a reply names every numbered step of the
// plan by its number, and no number besides ("1 ok 2 ok 3 ok 4 ok", "steps
// 1, 2 and 3 all fine", "1-4 good", "steps 1 to 4"): the whole plan, as
// "all four steps" is, not a pick of some of it. Numbers are step numbers
// (1 to maxNamedStep), a range "a-b", or "a to b" / "a through b"; the
// plan's steps are counted (numberedSteps) only when the reply holds a
// number. A plan of two steps is left out: "yes for steps 1-2" reads as
// often as a pick of the numbered part beside an unnumbered one ("I'll run
// pytest"), and "both steps" says the whole of it plainly.
func everyStepNamed(cls []lang.Clause, plan string) bool {
	var named uint32 // bit n: step n named
	found := false
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			lo, hi, ok := stepRange(ws[i])
			if !ok {
				continue
			}
			if i+2 < len(ws) && (ws[i+1] == "to" || ws[i+1] == "through" || ws[i+1] == "thru") {
				if b, c, ok2 := stepRange(ws[i+2]); ok2 && b == c && b > hi {
					hi = b
					i += 2
				}
			}
			if hi < lo {
				return false // "4-1": no range of steps
			}
			for n := lo; n <= hi; n++ {
				named |= 1 << n
			}
			found = true
		}
	}
	// Only steps 1 to k, k of three or more, can name a whole plan: the
	// plan is counted only then.
	if !found || named < 0b1110 || (named+2)&(named+1) != 0 {
		return false
	}
	steps := numberedSteps(plan)
	return steps >= 3 && steps <= maxNamedStep && named == (uint32(1)<<(steps+1))-2
}

// stepsNamed reads everyStepNamed for one reply once, when first asked.
type stepsNamed struct {
	cls   []lang.Clause
	plan  string
	state int8 // 0 not read yet, 1 every step named, -1 not
}

// all reports everyStepNamed for the reply.
func (s *stepsNamed) all() bool {
	if s.state == 0 {
		s.state = -1
		if everyStepNamed(s.cls, s.plan) {
			s.state = 1
		}
	}
	return s.state > 0
}

// stepRange reads w as a step number ("3") or a range of them ("1-4"),
// each between 1 and maxNamedStep.
func stepRange(w string) (lo, hi int, ok bool) {
	lo, rest, ok := stepNumber(w)
	if !ok {
		return 0, 0, false
	}
	if rest == "" {
		return lo, lo, true
	}
	if rest[0] != '-' {
		return 0, 0, false
	}
	hi, rest, ok = stepNumber(rest[1:])
	if !ok || rest != "" {
		return 0, 0, false
	}
	return lo, hi, true
}

// stepNumber reads the one or two digits that open w as a number between 1
// and maxNamedStep, and returns what follows them.
func stepNumber(w string) (n int, rest string, ok bool) {
	j := 0
	for j < len(w) && j < 3 && w[j] >= '0' && w[j] <= '9' {
		n = n*10 + int(w[j]-'0')
		j++
	}
	if j == 0 || j > 2 || n < 1 || n > maxNamedStep {
		return 0, "", false
	}
	return n, w[j:], true
}

// names reports whether w, in a reply that names every step (see
// everyStepNamed), only names steps: a step number or range, the word
// "step" or "steps", or the "to" of "1 to 4". The reply is read only for a
// number or a step word, not for every "to".
func (s *stepsNamed) names(w string) bool {
	if _, _, ok := stepRange(w); ok {
		return s.all()
	}
	switch w {
	case "step", "steps":
		return s.all()
	case "to", "through", "thru":
		return s.state > 0
	}
	return false
}
