package confirm

import "testing"

// TestForeignSpellsChange: a request in a language whose verbs the
// vocabulary does not hold (Czech, Greek, Romanian, Finnish, Ukrainian,
// Hungarian, Turkish, Vietnamese …), or whose verb opens the sentence with
// a capital, asks for the change when it names the file and spells what
// every added line writes. A question, a negation, a maybe, a value the
// change does not write, or a change that writes more than the sentence
// spells still needs confirmation.
func TestForeignSpellsChange(t *testing.T) {
	const yaml = "server:\n  port: 8080\n  workers: 4\n"
	port := func(msg string, want Level) followupCase {
		return followupCase{msg, []string{msg}, "config/server.yaml", yaml, "port: 8080", "port: 9090", want}
	}
	const env = "const API_URL = \"http://localhost:3000\"\n"
	url := func(msg, nw string, want Level) followupCase {
		return followupCase{msg, []string{msg}, "src/env.ts", env, "\"http://localhost:3000\"", nw, want}
	}
	for _, c := range []followupCase{
		port("Změň port v config/server.yaml na 9090", Explicit),
		port("Άλλαξε το port στο config/server.yaml σε 9090", Explicit),
		port("Schimbă portul din config/server.yaml în 9090, te rog", Explicit),
		port("Vaihda config/server.yaml:n portti 9090:ksi", Explicit),
		port("Ändra porten i config/server.yaml till 9090", Explicit),
		url("Постав API_URL у src/env.ts на https://staging.acme.io", "\"https://staging.acme.io\"", Explicit),
		url("Đổi API_URL trong src/env.ts thành https://staging.acme.io nhé", "\"https://staging.acme.io\"", Explicit),

		port("Proč je port v config/server.yaml 8080?", NeedsConfirmation),
		port("Neměň port v config/server.yaml, ne 9090", NeedsConfirmation),
		port("Μην αλλάξεις το port στο config/server.yaml σε 9090", NeedsConfirmation),
		port("Älä vaihda config/server.yaml:n porttia 9090:ksi", NeedsConfirmation),
		port("Может, поставить порт 9090 в config/server.yaml", NeedsConfirmation),
		port("config/server.yaml portu 9090 mı olmalı", NeedsConfirmation),
		port("Změň port v config/server.yaml na 9091", NeedsConfirmation),
		url("Постав API_URL у src/env.ts на https://staging.acme.io", "\"https://staging.acme.io\"\nconst DEBUG = true", NeedsConfirmation),
		url("Đừng đổi API_URL trong src/env.ts thành https://staging.acme.io", "\"https://staging.acme.io\"", NeedsConfirmation),
		url("src/env.ts API_URL https://staging.acme.io ok?", "\"https://staging.acme.io\"", NeedsConfirmation),
	} {
		t.Run(c.name, c.run)
	}
}
