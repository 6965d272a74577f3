package confirm

import "testing"

// TestBareRequestTakesEarlierChange: a bare request ("ok, change it",
// "fine, apply that") right after my plain answer takes the change the user
// spelled in the message before it; an undo ("revert that", "set it back
// again") takes the reverse of the change asked before, when the change
// only puts the value back. A question before, another file, a change
// that writes more than was spelled, or an undo that writes more than the
// old value still need confirmation.
func TestBareRequestTakesEarlierChange(t *testing.T) {
	const cfg = "limits:\n  max_upload: 10m\n  timeout: 30s\n"
	bump := func(before, after, nw string, want Level) followupCase {
		return followupCase{after, []string{before, "That is within what nginx allows by default.", after}, "deploy/limits.yaml", cfg, "max_upload: 10m", nw, want}
	}
	const flags = "export const darkMode = true;\nexport const beta = false;\n"
	undo := func(first, last, old, nw string, want Level) followupCase {
		return followupCase{last, []string{first, "Done.", last}, "src/flags.ts", flags, old, nw, want}
	}
	for _, c := range []followupCase{
		bump("the team wants max_upload at 25m in deploy/limits.yaml", "ok, change it", "max_upload: 25m", Explicit),
		bump("max_upload in deploy/limits.yaml should be 25m per the ticket", "fine, apply that", "max_upload: 25m", Explicit),
		undo("set darkMode to true in src/flags.ts", "users hate it, revert that", "darkMode = true", "darkMode = false", Explicit),
		undo("turn darkMode on in src/flags.ts, default true", "hmm, set it back again", "darkMode = true", "darkMode = false", Explicit),

		// a question before: the other rules read it (a yes to my answer)
		bump("should max_upload be 25m in deploy/limits.yaml?", "ok, change it", "max_upload: 25m", NeedsConfirmation),
		bump("the team wants max_upload at 25m in deploy/limits.yaml", "ok, change it", "max_upload: 50m", NeedsConfirmation),
		bump("the team wants max_upload at 25m in deploy/limits.yaml", "ok, change it", "max_upload: 25m\n  max_body: 25m", NeedsConfirmation),
		bump("the team wants max_upload at 25m in deploy/limits.yaml", "maybe do it later, not sure yet", "max_upload: 25m", NeedsConfirmation),
		undo("set darkMode to true in src/flags.ts", "users hate it, revert that", "darkMode = true;", "darkMode = process.env.DARK === \"1\";", NeedsConfirmation),
		undo("set darkMode to true in src/flags.ts", "users hate it, revert that", "beta = false", "beta = true", NeedsConfirmation),
		undo("set darkMode to true in src/flags.ts", "users hate it. should we roll it back?", "darkMode = true", "darkMode = false", NeedsConfirmation),
		undo("set darkMode to true in src/flags.ts", "looks good, thanks", "darkMode = true", "darkMode = false", NeedsConfirmation),
	} {
		t.Run(c.name, c.run)
	}
}
