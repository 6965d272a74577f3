package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/consent"
)

// followupCase is a conversation of several turns, a file and an edit of
// it, and whether the edit is what the user asked for.
type followupCase struct {
	name     string
	conv     []string // user, assistant, user, … in turn
	path     string
	content  string
	old, new string
	want     Level
}

func (c followupCase) run(t *testing.T) {
	t.Helper()
	var conv []Turn
	for i, text := range c.conv {
		role := User
		if i%2 == 1 {
			role = Assistant
		}
		conv = append(conv, Turn{Role: role, Text: text})
	}
	require.Contains(t, c.content, c.old)
	after := strings.Replace(c.content, c.old, c.new, 1)
	tg := TargetOf(Change{Name: c.path, Path: "/p/" + c.path, Before: c.content, After: after})
	// As the hook reads it: approval by the consent capability's reader.
	got := classifyAsTheHook(consent.New(consent.DefaultConfig()), Request{Conversation: conv, Target: tg})
	require.Equal(t, c.want, got.Level, "%s", got.Reasoning)
}

// TestLatestWordWins: a later message that changes the value asked for
// makes an edit to the earlier value a stale one; the latest value stays
// asked for.
func TestLatestWordWins(t *testing.T) {
	const gunicorn = "bind = \"0.0.0.0:8000\"\nworkers = 4\ntimeout = 30\n"
	const retry = "MAX_RETRIES = 3\nBACKOFF = 2\n"
	for _, c := range []followupCase{
		{"strike that, the stale value", []string{"set workers to 8 in gunicorn.conf.py", "Setting workers = 8.", "strike that, 6 — the box only has 3 cores"},
			"gunicorn.conf.py", gunicorn, "workers = 4", "workers = 8", NeedsConfirmation},
		{"actually, a stale value", []string{"bump the timeout in gunicorn.conf.py to 60", "Will do.", "actually make it 90"},
			"gunicorn.conf.py", gunicorn, "timeout = 30", "timeout = 60", NeedsConfirmation},
		{"actually, the latest value", []string{"bump the timeout in gunicorn.conf.py to 60", "Will do.", "actually make it 90"},
			"gunicorn.conf.py", gunicorn, "timeout = 30", "timeout = 90", Explicit},
		{"strike that, the new value", []string{"set workers to 8 in gunicorn.conf.py", "Setting workers = 8.", "strike that, 6 — the box only has 3 cores"},
			"gunicorn.conf.py", gunicorn, "workers = 4", "workers = 6", Explicit},
		{"the new value, another place", []string{"set workers to 8 in gunicorn.conf.py", "Setting workers = 8.", "strike that, 6 — the box only has 3 cores"},
			"gunicorn.conf.py", gunicorn, "timeout = 30", "timeout = 6", NeedsConfirmation},
		{"a number stated as a fact", []string{"set workers to 8 in gunicorn.conf.py", "Setting workers = 8.", "actually the box only has 3 cores"},
			"gunicorn.conf.py", gunicorn, "workers = 4", "workers = 3", NeedsConfirmation},
		{"back and forth, keep the original", []string{"set MAX_RETRIES in retry.py to 4", "Changing MAX_RETRIES from 3 to 4.", "hmm no, keep it at 3 after all"},
			"retry.py", retry, "MAX_RETRIES = 3", "MAX_RETRIES = 4", NeedsConfirmation},
		{"on second thought, a stale value", []string{"change BACKOFF in retry.py to 5", "OK, BACKOFF = 5.", "on second thought 10 is safer"},
			"retry.py", retry, "BACKOFF = 2", "BACKOFF = 5", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestStaleValueBorder: no value is stale when the latest message brings
// its own value into the edit, or adds a request rather than corrects one.
func TestStaleValueBorder(t *testing.T) {
	const gunicorn = "bind = \"0.0.0.0:8000\"\nworkers = 4\ntimeout = 30\n"
	for _, tc := range []struct {
		name, first, latest, old, new string
		stale                         bool
	}{
		{"the latest value brought in", "bump the timeout in gunicorn.conf.py to 60", "actually make it 90", "timeout = 30", "timeout = 90", false},
		{"the earlier value, corrected", "bump the timeout in gunicorn.conf.py to 60", "actually make it 90", "timeout = 30", "timeout = 60", true},
		{"a second request", "set workers to 8 in gunicorn.conf.py", "yes, also timeout 120 in the same file", "workers = 4", "workers = 8", false},
		{"a second request with as well", "set workers to 8 in gunicorn.conf.py", "no wait, timeout 120 as well", "workers = 4", "workers = 8", false},
		{"no correction word", "set workers to 8 in gunicorn.conf.py", "timeout 120 in the same file please", "workers = 4", "workers = 8", false},
		{"a value not asked before", "set workers to 8 in gunicorn.conf.py", "actually 6", "workers = 4", "workers = 5", false},
		{"scratch that", "set workers to 8 in gunicorn.conf.py", "scratch that, 12", "workers = 4", "workers = 8", true},
		{"no, keep it", "workers in gunicorn.conf.py to 8", "no, keep it at 4", "workers = 4", "workers = 8", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			after := strings.Replace(gunicorn, tc.old, tc.new, 1)
			tg := TargetOf(Change{Name: "gunicorn.conf.py", Path: "/p/gunicorn.conf.py", Before: gunicorn, After: after})
			conv := []Turn{{Role: User, Text: tc.first}, {Role: Assistant, Text: "Will do."}, {Role: User, Text: tc.latest}}
			require.Equal(t, tc.stale, staleValue(conv, tg) != "")
		})
	}
}

// TestNumbersIn: numbers keep their inner dots and are not parts of names.
func TestNumbersIn(t *testing.T) {
	require.Equal(t, []string{"3.12", "8", "0.27"}, numbersIn("python 3.12, 8 workers, httpx>=0.27."))
	require.Empty(t, numbersIn("v2 utf8 3rd x86_64"))
}

// TestTakenBackAfterProposal: "never mind" after my proposal takes the
// request back, whatever reason follows it.
func TestTakenBackAfterProposal(t *testing.T) {
	const docker = "FROM python:3.10-slim\nWORKDIR /app\n"
	const license = "MIT License\n\nCopyright (c) 2024 Acme\n"
	for _, c := range []followupCase{
		{"never mind with a reason", []string{"bump the Dockerfile base image to 3.12", "Sure — I'll change `FROM python:3.10-slim` to `FROM python:3.12-slim`.", "actually never mind, the pin isn't ready for 3.12 yet"},
			"Dockerfile", docker, "FROM python:3.10-slim", "FROM python:3.12-slim", NeedsConfirmation},
		{"forget it after on it", []string{"update the license year to 2026", "On it — LICENSE says 2024.", "hmm, forget it, legal handles that"},
			"LICENSE", license, "Copyright (c) 2024 Acme", "Copyright (c) 2026 Acme", NeedsConfirmation},
		{"never mind, a reason with a verb", []string{"bump the Dockerfile base image to 3.12", "Sure — I'll change `FROM python:3.10-slim` to `FROM python:3.12-slim`.", "actually never mind, gunicorn pin isn't ready for 3.12 yet"},
			"Dockerfile", docker, "FROM python:3.10-slim", "FROM python:3.12-slim", NeedsConfirmation},
		{"never mind, someone else handles it", []string{"update the license year to 2026", "On it — LICENSE says 2024.", "actually never mind, legal wants to handle it"},
			"LICENSE", license, "Copyright (c) 2024 Acme", "Copyright (c) 2026 Acme", NeedsConfirmation},
		{"scratch that, the team will update it", []string{"update the license year to 2026", "Updating LICENSE now.", "scratch that, the release team will update it next week"},
			"LICENSE", license, "Copyright (c) 2024 Acme", "Copyright (c) 2026 Acme", NeedsConfirmation},
		{"never mind, a new request of one's own", []string{"update the license year to 2025", "On it — LICENSE says 2024.", "never mind, we need to bump LICENSE to 2026"},
			"LICENSE", license, "Copyright (c) 2024 Acme", "Copyright (c) 2026 Acme", Explicit},
		{"forget that, let's", []string{"update the license year to 2025", "On it — LICENSE says 2024.", "forget that, let's update LICENSE to 2026"},
			"LICENSE", license, "Copyright (c) 2024 Acme", "Copyright (c) 2026 Acme", Explicit},
		{"no need for one part, a request for another", []string{"no need to touch the tests; the push method in src/queue.rs should return an error enum instead of bool though, do that"},
			"src/queue.rs", "impl Queue {\n    pub fn push(&mut self, v: u32) -> bool {\n        true\n    }\n}\n", "-> bool {\n        true", "-> Result<(), PushError> {\n        Ok(())", Explicit},
		{"never mind and a new request for the same file", []string{"bump the Dockerfile base image to 3.11", "I'll change it to 3.11.", "never mind, make it 3.12 in the Dockerfile"},
			"Dockerfile", docker, "FROM python:3.10-slim", "FROM python:3.12-slim", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// TestLimitedAnswer: an answer that limits the request to some of what was
// offered ("only dev, prod is managed by ops", "everything except prod",
// "just readyz") leaves the rest unasked, even where it names it.
func TestLimitedAnswer(t *testing.T) {
	const yaml = "server:\n  port: 8080\n"
	const routes = "func (s *Server) routes() {\n\ts.mux.HandleFunc(\"/healthz\", s.health)\n}\n"
	const deps = "[project]\ndependencies = [\n    \"httpx>=0.25\",\n    \"pydantic>=2.4\",\n]\n"
	q := "Two config files set the port: `config/dev.yaml` and `config/prod.yaml`. Which one should I update?"
	for _, c := range []followupCase{
		{"only one, the other named with a reason", []string{"server port needs to go to 9090", q, "only dev, prod is managed by ops"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"only one, the one picked", []string{"server port needs to go to 9090", q, "only dev, prod is managed by ops"},
			"config/dev.yaml", yaml, "  port: 8080", "  port: 9090", Explicit},
		{"just the one, the other with a reason", []string{"server port needs to go to 9090", q, "just the dev one — prod is frozen"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"all except", []string{"server port needs to go to 9090", q, "all except prod"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"all but", []string{"server port needs to go to 9090", q, "everything but the prod file"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"a dependency kept", []string{"our deps are stale", "In `pyproject.toml` I'd raise:\n- `httpx>=0.25` → `httpx>=0.27`\n- `pydantic>=2.4` → `pydantic>=2.7`\nWhich of these should I change?", "just httpx, pydantic 2.7 broke our validators last time"},
			"pyproject.toml", deps, "    \"pydantic>=2.4\",", "    \"pydantic>=2.7\",", NeedsConfirmation},
		{"a step left out of the proposal", []string{"the server routes need a readiness probe", "I'll add `/readyz` in `cmd/server/routes.go` and also a `/livez`. OK?", "just readyz"},
			"cmd/server/routes.go", routes, "\ts.mux.HandleFunc(\"/healthz\", s.health)\n", "\ts.mux.HandleFunc(\"/healthz\", s.health)\n\ts.mux.HandleFunc(\"/readyz\", s.ready)\n\ts.mux.HandleFunc(\"/livez\", s.live)\n", NeedsConfirmation},
		{"except a directory of the path", []string{"bump api replicas to 3", "The replica count is set in `k8s/overlays/dev/patch.yaml`, `k8s/overlays/staging/patch.yaml` and `k8s/overlays/prod/patch.yaml`. Which ones should go to 3?", "everything except prod"},
			"k8s/overlays/prod/patch.yaml", "spec:\n  replicas: 2\n", "  replicas: 2", "  replicas: 3", NeedsConfirmation},
		{"except another", []string{"bump api replicas to 3", "The replica count is set in `k8s/overlays/dev/patch.yaml`, `k8s/overlays/staging/patch.yaml` and `k8s/overlays/prod/patch.yaml`. Which ones should go to 3?", "everything except prod"},
			"k8s/overlays/staging/patch.yaml", "spec:\n  replicas: 2\n", "  replicas: 2", "  replicas: 3", Explicit},
		{"not the one named", []string{"server port needs to go to 9090", q, "not the prod one"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"no, not the one named", []string{"server port needs to go to 9090", q, "no, not prod — dev"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", NeedsConfirmation},
		{"not the other one", []string{"server port needs to go to 9090", q, "not the prod one"},
			"config/dev.yaml", yaml, "  port: 8080", "  port: 9090", Explicit},
		{"only the second, by its place", []string{"server port needs to go to 9090", q, "only the second one, the first is fine"},
			"config/prod.yaml", yaml, "  port: 8080", "  port: 9090", Explicit},
		{"only one, named in the limited part", []string{"bump api replicas to 3", "The replica count is set in `k8s/overlays/dev/patch.yaml` and `k8s/overlays/prod/patch.yaml`. Which ones should go to 3?", "just prod, the overlays for dev are fine"},
			"k8s/overlays/prod/patch.yaml", "spec:\n  replicas: 2\n", "  replicas: 2", "  replicas: 3", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// TestBareValueAnswer: an answer with a bare value asks for that value
// where I asked; a line setting another value nobody wrote is unasked.
func TestBareValueAnswer(t *testing.T) {
	const limits = "export const TIMEOUT_MS = 3000;\nexport const MAX_UPLOAD_MB = 10;\n"
	q := "`MAX_UPLOAD_MB` in `src/limits.ts` is 10. What should it be?"
	for _, c := range []followupCase{
		{"another value beside", []string{"what's the upload limit in limits.ts?", q, "ok 25 then please"},
			"src/limits.ts", limits, "export const TIMEOUT_MS = 3000;\nexport const MAX_UPLOAD_MB = 10;", "export const TIMEOUT_MS = 10000;\nexport const MAX_UPLOAD_MB = 25;", NeedsConfirmation},
		{"the value alone", []string{"what's the upload limit in limits.ts? I want to raise it", q, "25"},
			"src/limits.ts", limits, "export const MAX_UPLOAD_MB = 10;", "export const MAX_UPLOAD_MB = 25;", Explicit},
		{"an option's number, not a value", []string{"the port clashes in the config, fix it", "I can fix this in two places:\n1. `config/dev.yaml`\n2. `config/prod.yaml`\nWhich do you want?", "2"},
			"config/prod.yaml", "server:\n  port: 80\n", "  port: 80", "  port: 9090", Explicit},
		{"the value in a product", []string{"what's the upload limit in limits.ts? I want to raise it", q, "25"},
			"src/limits.ts", limits, "export const MAX_UPLOAD_MB = 10;", "export const MAX_UPLOAD_MB = 25 * 1024;", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// BenchmarkFollowups is the classification of an edit after a
// several-turn exchange that the follow-up rules read (a correction, a
// limited answer, a taken-back request): the hot path of an Edit hook.
func BenchmarkFollowups(b *testing.B) {
	const gunicorn = "bind = \"0.0.0.0:8000\"\nworkers = 4\ntimeout = 30\n"
	tg := TargetOf(Change{Name: "gunicorn.conf.py", Path: "/p/gunicorn.conf.py", Before: gunicorn, After: strings.Replace(gunicorn, "workers = 4", "workers = 6", 1)})
	convs := [][]Turn{
		{{Role: User, Text: "set workers to 8 in gunicorn.conf.py"}, {Role: Assistant, Text: "Setting workers = 8."}, {Role: User, Text: "strike that, 6 — the box only has 3 cores"}},
		{{Role: User, Text: "workers needs to go to 6"}, {Role: Assistant, Text: "Two files set it: `gunicorn.conf.py` and `deploy/gunicorn.prod.py`. Which one should I update?"}, {Role: User, Text: "only the dev one, prod is managed by ops"}},
		{{Role: User, Text: "set workers to 6 in gunicorn.conf.py"}, {Role: Assistant, Text: "On it."}, {Role: User, Text: "actually never mind, ops wants to handle it"}},
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Classify(Request{Conversation: convs[i%len(convs)], Target: tg})
	}
}
