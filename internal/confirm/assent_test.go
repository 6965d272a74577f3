package confirm

import "testing"

// TestAssentToRestatedChange: after my message spelled the change to
// make ("I'll set `UPLOAD_TIMEOUT = 120` in jobs/export.py", "I could add
// a step: …"), a reply of assent alone ("👍", "perfect, exactly that",
// "👌") carries it out, and so does a yes that narrows it to a value the
// reply quotes whole ("yes but just 'print every request'"). Not a change
// beyond what was spelled, not a narrowing the change does not keep to,
// not assent to a message that offers a choice.
func TestAssentToRestatedChange(t *testing.T) {
	const export = "UPLOAD_TIMEOUT = 30\nRETRIES = 3\n"
	announce := func(reply string) []string {
		return []string{"the nightly export job is flaky",
			"The S3 upload in `export.py` uses a 30s read timeout. Large exports take longer.",
			"let's do the one-liner now",
			"Got it. I'll set `UPLOAD_TIMEOUT = 120` in jobs/export.py.",
			reply}
	}
	const main = "rootCmd.PersistentFlags().BoolP(\"verbose\", \"v\", false, \"verbose output\")\n"
	proposal := []string{"the verbose flag help is vague",
		"I'd change it in cmd/relay/main.go to:\n\n```go\nrootCmd.PersistentFlags().BoolP(\"verbose\", \"v\", false, \"log every request and response\")\n```\n\nOK?"}
	for _, c := range []followupCase{
		{"thumbs up to an announced change", announce("👍"), "jobs/export.py", export, "UPLOAD_TIMEOUT = 30", "UPLOAD_TIMEOUT = 120", Explicit},
		{"perfect, exactly that", announce("perfect, exactly that"), "jobs/export.py", export, "UPLOAD_TIMEOUT = 30", "UPLOAD_TIMEOUT = 120", Explicit},
		{"thumbs up, another value", announce("👍"), "jobs/export.py", export, "UPLOAD_TIMEOUT = 30", "UPLOAD_TIMEOUT = 180", NeedsConfirmation},
		{"thumbs up, more than announced", announce("👍"), "jobs/export.py", export, "UPLOAD_TIMEOUT = 30\nRETRIES = 3", "UPLOAD_TIMEOUT = 120\nRETRIES = 5", NeedsConfirmation},
		{"perfect, to a choice", []string{"the nightly export job is flaky",
			"In jobs/export.py: raise `UPLOAD_TIMEOUT = 120`, or switch to multipart upload?",
			"perfect"}, "jobs/export.py", export, "UPLOAD_TIMEOUT = 30", "UPLOAD_TIMEOUT = 120", NeedsConfirmation},
		{"yes but a narrower quoted text", append(proposal, "yes but just 'print every request', no response bodies, we don't log those"),
			"cmd/relay/main.go", main, "\"verbose output\"", "\"print every request\"", Explicit},
		{"yes but narrower, change keeps the wider text", append(proposal, "yes but just 'print every request', no response bodies"),
			"cmd/relay/main.go", main, "\"verbose output\"", "\"log every request and response\"", NeedsConfirmation},
		{"sure but quoted text, change brings in more", append(proposal, "sure, but just 'print every request'"),
			"cmd/relay/main.go", main, "\"verbose output\"", "\"print every request and its headers\"", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestAssentStaysInNamedPlace: a bare assent to "I'll change the rounding
// in `compute_tax`" is no yes to the same rounding changed in the function
// beside it.
func TestAssentStaysInNamedPlace(t *testing.T) {
	const inv = "def apply_discount(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)\n\n\ndef compute_tax(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)\n"
	conv := []string{"tax needs half-up rounding, just the tax function",
		"OK — I'll change the rounding mode in `compute_tax` in `app/billing/invoices.py` to `ROUND_HALF_UP`.",
		"perfect"}
	for _, c := range []followupCase{
		{"perfect, in the named function", conv, "app/billing/invoices.py", inv,
			"def compute_tax(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)", "def compute_tax(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_UP)", Explicit},
		{"perfect, both functions", conv, "app/billing/invoices.py", inv,
			"    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)\n\n\ndef compute_tax(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)",
			"    return s.quantize(CENT, rounding=ROUND_HALF_UP)\n\n\ndef compute_tax(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_UP)", NeedsConfirmation},
		{"perfect, the other function only", conv, "app/billing/invoices.py", inv,
			"def apply_discount(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_EVEN)", "def apply_discount(s):\n    return s.quantize(CENT, rounding=ROUND_HALF_UP)", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
