package confirm

// endorseReported makes the user's own request a change that a sentence
// of theirs reports someone else asking for, when a later sentence takes
// it up by a pronoun: "reviewer says parseHeader should return an error
// instead of panicking. please do that", "Bob wants the port on 8081.
// make it so". A later sentence that declines, hedges, asks or leaves it
// to the user ("I'll do that later") takes nothing up (actsOnIt), and
// text masked as not the user's (quotes, pasted blocks) says nothing.
func endorseReported(text string, sents []sentence, verbs []verbUse) {
	last := -1
	for _, v := range verbs {
		if v.reported {
			last = max(last, v.sent)
		}
	}
	if last < 0 {
		return
	}
	endorsed := false
	for sj := last + 1; sj < len(sents) && !endorsed; sj++ {
		endorsed = !sents[sj].Question && actsOnIt(text[sents[sj].Start:sents[sj].End])
	}
	if !endorsed {
		return
	}
	for i := range verbs {
		if verbs[i].reported {
			verbs[i].problem, verbs[i].reported = "", false
		}
	}
}
