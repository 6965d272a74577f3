package confirm

import "testing"

// TestArgumentBesideTheValueAsked: a parameter given the default the
// request writes apart (`retries` … 3), or a value written with its unit
// ("300ms" for 300), is a field written out; a parameter put in beside it
// needs confirmation, and the line bringing only what is asked stays
// explicit. Python, TypeScript, Kotlin, C#; English, German, Spanish.
func TestArgumentBesideTheValueAsked(t *testing.T) {
	py := "def connect(host, port):\n    pass\n"
	ts := "export function poll(url: string, every = 500) {}\n"
	kt := "fun retry(times: Int = 2) {}\n"
	cs := "public void Send(string to, int ttl = 60) {}\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("give the `port` parameter of connect in net.py a default of 5432")}, fileTarget("net.py", py, replace(py, "port):", "port=5432):")), Explicit},
		{[]Turn{u("give the `port` parameter of connect in net.py a default of 5432")}, fileTarget("net.py", py, replace(py, "port):", "port=5432, ssl=True):")), NeedsConfirmation},
		{[]Turn{u("in poll.ts soll every standardmäßig 1000ms sein statt 500ms")}, fileTarget("poll.ts", ts, replace(ts, "every = 500)", "every = 1000)")), Explicit},
		{[]Turn{u("in poll.ts soll every standardmäßig 1000ms sein statt 500ms")}, fileTarget("poll.ts", ts, replace(ts, "every = 500)", "every = 1000, jitter = true)")), NeedsConfirmation},
		{[]Turn{u("en Retry.kt, que `times` valga 5 por defecto")}, fileTarget("Retry.kt", kt, replace(kt, "times: Int = 2", "times: Int = 5")), Explicit},
		{[]Turn{u("make the ttl default 120s in Mailer.cs")}, fileTarget("Mailer.cs", cs, replace(cs, "int ttl = 60)", "int ttl = 120)")), Explicit},
		{[]Turn{u("make the ttl default 120s in Mailer.cs")}, fileTarget("Mailer.cs", cs, replace(cs, "int ttl = 60)", "int ttl = 120, bool retry = false)")), NeedsConfirmation},
	})
}
