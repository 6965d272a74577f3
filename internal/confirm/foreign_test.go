package confirm

import "testing"

// TestForeignRequestForms: in another language a request is marked by the
// language's own form — a polite opener ("pourriez-vous …", "kun je …"),
// a please-word ("per favore", "por favor", "bitte"), or a request ending
// of the verb (Korean "-줘", Japanese "-てください", Turkish "-sın") —
// whatever the verb is. Such a message that names the file and spells the
// value the change brings in asks for the change. A question of fact, a
// hedge, a negation, or another value does not.
func TestForeignRequestForms(t *testing.T) {
	const yaml = "server:\n  port: 8080\n  workers: 4\n"
	port := func(msg string, want Level) followupCase {
		return followupCase{msg, []string{msg}, "config/server.yaml", yaml, "port: 8080", "port: 9090", want}
	}
	for _, c := range []followupCase{
		port("pourriez-vous passer le port à 9090 dans server.yaml ?", Explicit),
		port("peux-tu passer le port à 9090 dans server.yaml ?", Explicit),
		port("server.yaml에서 포트를 9090으로 바꿔줄래요?", Explicit),
		port("in server.yaml la porta 9090 al posto di 8080, per favore", Explicit),
		port("en server.yaml el puerto a 9090, por favor", Explicit),
		port("kun je in server.yaml de poort op 9090 zetten?", Explicit),
		port("server.yaml에서 포트를 9090으로 늘려줘", Explicit),
		port("server.yaml のポートを 9090 にしてください", Explicit),
		port("server.yaml'daki port 9090 olsun", Explicit),
		port("bitte in server.yaml den Port auf 9090", Explicit),

		port("pourquoi le port est à 8080 dans server.yaml ?", NeedsConfirmation),
		port("peut-être passer le port à 9090 dans server.yaml ?", NeedsConfirmation),
		port("per favore, non mettere 9090 in server.yaml", NeedsConfirmation),
		port("server.yaml에서 포트를 9090으로 바꿔도 될까요?", NeedsConfirmation),
		port("moeten we in server.yaml de poort op 9090 zetten?", NeedsConfirmation),
		port("kun je in server.yaml de poort op 9091 zetten?", NeedsConfirmation),
		port("server.yaml'daki port 9090 mı olmalı?", NeedsConfirmation),
		port("bitte in server.yaml den Port nicht auf 9090", NeedsConfirmation),
		port("vielleicht in server.yaml den Port auf 9090, bitte", NeedsConfirmation),
		port("server.yaml에서 포트를 9091으로 늘려줘", NeedsConfirmation),
		port("server.yaml에서 포트를 9090으로 늘려야 할까?", NeedsConfirmation),
	} {
		t.Run(c.name, c.run)
	}
}
