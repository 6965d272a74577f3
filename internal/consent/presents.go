package consent

// presents reports whether a clause opening with w shows the reader
// something ("here's the doc page we followed", "heres what I see every
// morning", "here are the events"): a statement with "here" as its
// subject, as "here is …" is, not material added to the plan. What it
// shows may still be material: a block or a list after it is read on its
// own (evidenceAfter).
func presents(w string) bool {
	switch w {
	case "here's", "heres", "here're":
		return true
	}
	return false
}

// offeredIfUseful reports whether the words after "if" or "in case" make
// what follows an offer for whatever use it has ("it helps", "it's
// useful", "that matters", "you're curious", "useful"): a remark beside
// the plan, as "fyi" is, not a condition on the work ("if it fails",
// "in case the backup is late").
func offeredIfUseful(ws []string) bool {
	for j := 0; j < len(ws) && j < 2; j++ {
		switch ws[j] {
		case "matters", "matter", "helps", "help", "helpful", "useful", "relevant", "curious", "interested", "cares",
			"care":
			return true
		case "it", "it's", "this", "that", "that's", "you", "you're", "anyone", "anybody":
			continue
		}
		return false
	}
	return false
}
