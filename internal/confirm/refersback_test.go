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
		{"undo a number", []string{"change the rate in tax() in lib/bill.py to 0.21", "Done.", "finance said no, revert that"}, "lib/bill.py", "def tax(x):\n    return x * 0.21\n\ndef fee(x):\n    return x * 0.21\n", "    return x * 0.21\n\ndef fee", "    return x * 0.2\n\ndef fee", Explicit},
		{"undo a number, the other function", []string{"change the rate in tax() in lib/bill.py to 0.21", "Done.", "finance said no, revert that"}, "lib/bill.py", "def tax(x):\n    return x * 0.21\n\ndef fee(x):\n    return x * 0.21\n", "fee(x):\n    return x * 0.21", "fee(x):\n    return x * 0.2", NeedsConfirmation},
		undo("set darkMode to true in src/flags.ts", "users hate it. should we roll it back?", "darkMode = true", "darkMode = false", NeedsConfirmation),
		undo("set darkMode to true in src/flags.ts", "looks good, thanks", "darkMode = true", "darkMode = false", NeedsConfirmation),
	} {
		t.Run(c.name, c.run)
	}
}

// TestPlainOptionSpellsChange: among options written in plain words (no
// code spans) after my message names the one file, the option picked
// spells the change when it holds every word the change brings in; an
// option that does not, another file in my message, or a bare label does
// not. An undo of "enable …" puts the switch back to false.
func TestPlainOptionSpellsChange(t *testing.T) {
	const ci = "jobs:\n  test:\n    node-version: 18\n"
	pick := func(question, reply, nw string, want Level) followupCase {
		return followupCase{reply, []string{"what node does CI use?", question, reply}, "ci/test.yml", ci, "node-version: 18", nw, want}
	}
	const q = "It's 18 in ci/test.yml, should I bump it to 20, add a matrix with 18 and 22, or leave it?"
	const flags = "export const newNav = true;\n"
	for _, c := range []followupCase{
		pick(q, "matrix", "node-version: [18, 22]", Explicit),
		pick(q, "the matrix one", "node-version: [18, 22]", Explicit),
		pick(q, "bump it", "node-version: 20", Explicit),

		pick(q, "matrix", "node-version: [18, 22, 24]", NeedsConfirmation),
		pick(q, "bump it", "node-version: 21", NeedsConfirmation),
		pick(q, "leave it", "node-version: 20", NeedsConfirmation),
		pick("It's 18 in ci/test.yml and ci/lint.yml, should I bump it to 20, add a matrix with 18 and 22, or leave it?", "matrix", "node-version: [18, 22]", NeedsConfirmation),
		{"undo an enable", []string{"enable newNav in src/nav.ts", "Done.", "QA found a bug, turn it off again"}, "src/nav.ts", flags, "newNav = true", "newNav = false", Explicit},
		{"undo an enable, more", []string{"enable newNav in src/nav.ts", "Done.", "QA found a bug, turn it off again"}, "src/nav.ts", flags, "newNav = true", "newNav = isBeta()", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestFollowUpSpellsChange: after a request that named the file, a
// follow-up naming no file that spells every line the change adds asks
// for it; one that asks, hedges or refuses, one after my question, one
// after a request about another file, or a change writing more than it
// spells does not.
func TestFollowUpSpellsChange(t *testing.T) {
	const consts = "pub const HELLO: &str = \"hi\";\n"
	follow := func(first, reply, last, nw string, want Level) followupCase {
		return followupCase{last, []string{first, reply, last}, "src/consts.rs", consts, "pub const HELLO: &str = \"hi\";", nw, want}
	}
	const bye = "pub const HELLO: &str = \"hi\";\npub const BYE: &str = \"ciao\";"
	for _, c := range []followupCase{
		follow("change HELLO in src/consts.rs to \"hi\"", "Done.", "now add BYE = \"ciao\" under it", bye, Explicit),
		follow("tidy src/consts.rs a bit", "Tidied.", "put a BYE constant set to \"ciao\" after that one too", bye, Explicit),

		follow("change HELLO in src/consts.rs to \"hi\"", "Done.", "should we add BYE = \"ciao\" under it?", bye, NeedsConfirmation),
		follow("change HELLO in src/consts.rs to \"hi\"", "Done.", "maybe add BYE = \"ciao\" under it later", bye, NeedsConfirmation),
		follow("change HELLO in src/lib.rs to \"hi\"", "Done.", "now add BYE = \"ciao\" under it", bye, NeedsConfirmation),
		follow("change HELLO in src/consts.rs to \"hi\"", "Done.", "now add BYE = \"ciao\" under it", bye+"\npub const NIGHT: &str = \"gn\";", NeedsConfirmation),
		follow("change HELLO in src/consts.rs to \"hi\"", "Done.", "don't add BYE = \"ciao\" under it", bye, NeedsConfirmation),
	} {
		t.Run(c.name, c.run)
	}
}
