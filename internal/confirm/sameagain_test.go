package confirm

import "testing"

// TestSameForAnotherFile: "same for .env.test" after a request that spelled
// its change in another file asks for that change in the file it names; a
// different change, a question, another file, or a request that did not
// spell the change, does not.
func TestSameForAnotherFile(t *testing.T) {
	const env = "LOG_LEVEL=info\nPORT=3000\n"
	first := "set LOG_LEVEL=debug in .env.development"
	done := "Done, .env.development now has LOG_LEVEL=debug."
	for _, c := range []followupCase{
		{"same for a dotfile", []string{first, done, "same for .env.test"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=debug", Explicit},
		{"do the same in a dotfile", []string{first, done, "do the same in .env.test please"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=debug", Explicit},

		{"another value", []string{first, done, "same for .env.test"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=trace", NeedsConfirmation},
		{"another line", []string{first, done, "same for .env.test"}, ".env.test", env, "PORT=3000", "PORT=4000", NeedsConfirmation},
		{"a question", []string{first, done, "same for .env.test?"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=debug", NeedsConfirmation},
		{"another file named", []string{first, done, "same for .env.prod"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=debug", NeedsConfirmation},
		{"a vague first request", []string{"make logging louder in .env.development", "Done.", "same for .env.test"}, ".env.test", env, "LOG_LEVEL=info", "LOG_LEVEL=debug", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
