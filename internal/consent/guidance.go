package consent

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The questions the guidance tells the model to ask, word for word, so a
// plain yes to them can be recognised on the next prompt.
const (
	// AskConfirm follows a medium reply.
	AskConfirm = "Just to confirm, you want me to proceed with the plan?"
	// AskAdjusted follows an approval with a change.
	AskAdjusted = "Proceed with this adjusted version?"
	// AskSubset follows a partial approval.
	AskSubset = "Should I proceed with [the subset] only?"
	// AskAfterAnswer follows an approval with a question.
	AskAfterAnswer = "Satisfied with the answer? Proceed with the original plan?"
	// AskCourse follows a stop after part of the plan is done.
	AskCourse = "Keep existing changes and add [new], or revert and start fresh?"
)

// guidance writes the short instruction for the model; "" when the reply
// has nothing to do with consent (no plan and no consent words, a refusal
// of a stale plan, ...).
func guidance(res *Result, prompt string) string {
	said := quote(prompt)
	consentWords := res.Signal == High || res.Signal == Medium
	switch {
	case res.Signal == Negative:
		switch {
		case res.Proximity == NoPlan:
			return ""
		case res.Approved:
			return "Consent check: " + said + " came after the plan was approved. Stop now: make no further changes. " +
				"Summarise what is already done, then ask how to correct course; if part of the plan is already applied, ask: \"" + AskCourse + "\""
		case res.Proximity == Stale:
			return ""
		}
		return "Consent check: " + said + " does not approve your plan. Do not start it. " +
			"Acknowledge, and ask how the user wants to change course."
	case res.Proximity == NoPlan || res.Concreteness <= 1:
		if !consentWords {
			return ""
		}
		if res.Plan == "" && !res.proposal {
			return "Consent check: " + said + " is not approval of any change: there is no concrete plan in the recent conversation. " +
				"No consent is inferred. Before changing anything, propose a concrete plan (the files or functions, the exact change, its scope, how to check it) and ask."
		}
		return "Consent check: " + said + " is not approval of a change: your last proposal is not concrete enough to act on (it does not state " +
			strings.Join(res.Criteria.Missing(), ", ") + "). No consent is inferred. Before changing anything, state those and ask \"Proceed?\""
	case res.Proximity == Stale:
		if !consentWords {
			return ""
		}
		why := "it came " + strconv.Itoa(res.MessagesSincePlan) + " messages after your plan"
		if res.NewRequest {
			why = "the user asked for something else since your plan"
		}
		return "Consent check: " + said + " does not approve your earlier plan: " + why + ". " +
			"Do not act on the old plan; ask what the user wants you to proceed with."
	case res.deferred:
		return "Consent check: " + said + " makes approval wait on someone else's decision, not given yet. " +
			"Do not start the plan. Acknowledge, and wait for the user to confirm once it is given."
	case res.otherPlan:
		return "Consent check: " + said + " speaks of something you proposed earlier, not the plan you just proposed. " +
			"Do not start either yet. Ask which one the user wants you to do now."
	case res.Signal == NoSignal:
		return "Consent check: the user's message does not approve your plan. Respond to it, and do not start the plan until the user clearly approves it."
	case res.Modification == Change:
		return "Consent check: " + said + " approves your plan with a change. Do not start yet. " +
			"Acknowledge the change, present the adjusted plan, and ask: \"" + AskAdjusted + "\""
	case res.Modification == Partial:
		return "Consent check: " + said + " approves only part of your plan. Do not start yet. " +
			"Ask: \"" + AskSubset + "\", with [the subset] replaced by the part the user named."
	case res.Modification == Question:
		return "Consent check: " + said + " asks a question before approving. Answer it first and make no changes yet, then ask: \"" + AskAfterAnswer + "\""
	case res.Signal == Medium && res.AnswersConfirmation:
		return "Consent check: " + said + " answers your confirmation question without a clear yes. Do not start yet; ask the user for a clear yes or no."
	case res.Signal == Medium:
		return "Consent check: " + said + " may only acknowledge your plan; it is not clear approval. Do not start yet. Ask exactly: \"" + AskConfirm + "\""
	case res.Outcome == WaitForConfirmation:
		return "Consent check: " + said + " leans towards approval, but your plan is only partly concrete (it does not state " +
			strings.Join(res.Criteria.Missing(), ", ") + "). Do not start yet. Ask exactly: \"" + AskConfirm + "\""
	}
	if res.Approved {
		return "Consent check: " + said + " approves your plan again (" + quote(firstLine(res.Plan)) + "); it was already approved. " +
			"Carry on with it without asking for confirmation again, and do not redo steps already done."
	}
	return "Consent check: " + said + " approves your plan (" + quote(firstLine(res.Plan)) + "). " +
		"Proceed with it now, as proposed, without asking for confirmation again."
}

// quote puts a reply or a plan's first line in quotes, on one line and cut
// to a length that keeps the guidance short. Only the start of s is read.
func quote(s string) string {
	const max = 80
	s = cutRunes(s, 4*max)
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > max {
		cut := 0
		for i := range s {
			if cut == max {
				s = s[:i] + "…"
				break
			}
			cut++
		}
	}
	return "\"" + s + "\""
}

// firstLine is the first non-blank line of text.
func firstLine(text string) string {
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if strings.TrimSpace(line) != "" {
			return line
		}
	}
	return ""
}
