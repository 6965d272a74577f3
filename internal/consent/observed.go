package consent

// observed reports whether w, in the words that lead into a pasted block,
// says the block is what was seen or happened, not what to do: a verb of
// seeing, showing or happening in any tense ("this is what I see every
// morning", "the alert that fired", "what the pod looked like"), a noun of
// evidence ("the error", "the events", "the alert") or a marker of
// information ("fyi", "fwiw", "for reference", "for context").
func observed(w string) bool {
	switch w {
	case "see", "sees", "seeing", "seen", "saw", "shows", "showed", "shown", "printed", "prints",
		"logged", "said", "says", "was", "were", "gets", "getting", "got", "fired", "fires", "firing",
		"happened", "happens", "returned", "returns", "threw", "throws", "thrown", "crashed", "looked", "looks",
		"output", "log", "logs", "error", "errors", "trace", "traceback", "stacktrace", "alert", "alerts", "events",
		"dump", "reference", "context", "fyi", "fwiw", "btw":
		return true
	}
	return false
}
