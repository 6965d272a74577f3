package consent

import "testing"

// TestApprovalDoneDifferently: an approval that says the work is to be done
// some other way ("yes, do it differently"), in any language, is an
// approval with a change, never consent, whether "differently" follows a
// verb of doing or stands where a name could ("ja, mach das anders" is not
// "go ahead Tomasz"); the same approvals without it, and with a name, stay
// consent.
func TestApprovalDoneDifferently(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"да, делай по-другому", WaitForConfirmation},
		{"да, делай иначе", WaitForConfirmation},
		{"ja, mach das anders", WaitForConfirmation},
		{"ja, mach das auf andere Weise", WaitForConfirmation},
		{"oui, fais-le autrement", WaitForConfirmation},
		{"ok, faites-le différemment", WaitForConfirmation},
		{"ja, doe het anders", WaitForConfirmation},
		{"ano, udělej to jinak", WaitForConfirmation},
		{"tak, zrób to inaczej", WaitForConfirmation},
		// the same approvals, plain or beside a name: consent
		{"да, делай", Confirmed},
		{"ja, mach das", Confirmed},
		{"oui, fais-le", Confirmed},
		{"go ahead Tomasz", Confirmed},
	})
}
