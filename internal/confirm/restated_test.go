package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestRestatedChange: a reply that approves ("yes. go", "yup ship it",
// "👍", "ja, los") or asks for "it" right after my message restated the
// change — the values it brings in spelled out, on a file the
// conversation is about — carries that change out, even when my message
// asked nothing. Not a change that brings in more than my last message
// spelled, not a file beside the one the conversation named, not a
// hedged or refusing reply, not a reply to a choice it does not make.
func TestRestatedChange(t *testing.T) {
	const values = "worker:\n  concurrency: 4\n  resources:\n    limits:\n      cpu: 500m\n      memory: 384Mi\n"
	const poll = "export const POLL_MS = 1500;\nexport const PAGE_SIZE = 50;\n"
	const jobs = "class SyncJob\n  RETRY_LIMIT = 3\n  QUEUE = :default\nend\n"
	const compose = "services:\n  minio:\n    image: minio/minio\n    ports:\n      - \"9000:9000\"\n      - \"9001:9001\"\n"
	const view = "CREATE VIEW sales AS\nSELECT * FROM orders o\nWHERE o.status IN ('paid', 'shipped');\n"
	const settings = "MAX_UPLOAD_MB = 10\nSESSION_DAYS = 14\n"
	const tf = "resource \"aws_db_instance\" \"shop\" {\n  instance_class = \"db.t4g.medium\"\n  multi_az = false\n}\n"
	const toml = "[server]\ntimeout = 30\nport = 8080\n"
	stagingConv := []string{
		"the staging worker keeps getting OOM killed",
		"`worker.resources.limits.memory` in `deploy/values.yaml` is 384Mi. I could double it to 768Mi, or lower `concurrency` from 4 to 2.",
		"leave concurrency. 768 is a lot, go 640Mi",
		"Got it: only `worker.resources.limits.memory` in `deploy/values.yaml`, 384Mi → 640Mi. Concurrency stays.",
		"yes. go",
	}
	for _, c := range []followupCase{
		{"yes. go to a restated value", stagingConv,
			"deploy/values.yaml", values, "      memory: 384Mi", "      memory: 640Mi", Explicit},
		{"yup ship it to a restated constant", []string{
			"sync jobs give up too early when the partner api blips",
			"`RETRY_LIMIT = 3` in `app/jobs/sync_job.rb` caps it. We could raise it to 5 or add backoff.",
			"backoff is overkill, 5 is fine",
			"So: `RETRY_LIMIT = 5`, nothing else.",
			"yup ship it"},
			"app/jobs/sync_job.rb", jobs, "  RETRY_LIMIT = 3", "  RETRY_LIMIT = 5", Explicit},
		{"thumbs up to an arrow restatement", []string{
			"the dashboard polls way too often",
			"`POLL_MS = 1500` in `src/dashboard/config.ts`. 5000 is common.",
			"5s is too slow for ops. 4s",
			"OK: `POLL_MS` → 4000, nothing else.",
			"👍 yes"},
			"src/dashboard/config.ts", poll, "export const POLL_MS = 1500;", "export const POLL_MS = 4000;", Explicit},
		{"correct, go after a long thread", []string{
			"uploads over 10 MB fail",
			"The cap is `MAX_UPLOAD_MB = 10` in `app/settings.py`.",
			"is it used anywhere else?",
			"Only in the upload view's size check.",
			"ok, make it bigger, say 50",
			"So `MAX_UPLOAD_MB = 50`; `SESSION_DAYS` is untouched.",
			"correct, go"},
			"app/settings.py", settings, "MAX_UPLOAD_MB = 10", "MAX_UPLOAD_MB = 50", Explicit},
		{"do both, the values in my last message, the file before", []string{
			"can't start minio, 9000 and 9001 are taken",
			"In `docker-compose.yml` the minio service maps `9000:9000` and `9001:9001`. You could remap the host side.",
			"to what?",
			"Then both: `9010:9000` and `9011:9001`. Containers still talk on 9000.",
			"perfect, do both port mappings"},
			"docker-compose.yml", compose, "    ports:\n      - \"9000:9000\"\n      - \"9001:9001\"", "    ports:\n      - \"9010:9000\"\n      - \"9011:9001\"", Explicit},
		{"do the header instead, after a restatement", []string{
			"can't start minio, 9000 and 9001 are taken",
			"In `docker-compose.yml` the minio service maps `9000:9000` and `9001:9001`.",
			"to what?",
			"Then both: `9010:9000` and `9011:9001`. Containers still talk on 9000.",
			"change the image tag instead"},
			"docker-compose.yml", compose, "    ports:\n      - \"9000:9000\"\n      - \"9001:9001\"", "    ports:\n      - \"9010:9000\"\n      - \"9011:9001\"", NeedsConfirmation},
		{"yes include it, after a stated fix", []string{
			"returned orders vanish from the sales view",
			"Right: the `WHERE` in `db/views/sales.sql` keeps only paid and shipped orders. Fix: include `'returned'` in that status list.",
			"yes include returned in the status filter"},
			"db/views/sales.sql", view, "WHERE o.status IN ('paid', 'shipped');", "WHERE o.status IN ('paid', 'shipped', 'returned');", Explicit},
		{"ja, los to a restated value", []string{
			"uploads über 10 MB schlagen fehl",
			"Das Limit ist `MAX_UPLOAD_MB = 10` in `app/settings.py`.",
			"mach 50 draus",
			"Also: `MAX_UPLOAD_MB = 50`, sonst nichts.",
			"ja, los"},
			"app/settings.py", settings, "MAX_UPLOAD_MB = 10", "MAX_UPLOAD_MB = 50", Explicit},

		{"yes, set it, and work of my own beside", []string{
			"the load test next week should look like prod",
			"`infra/envs/staging/main.tf` has `instance_class = \"db.t4g.medium\"`; prod has db.r6g.large.",
			"instance class matters, the rest doesn't",
			"So switch staging's `instance_class` to `db.r6g.large` for the test week?",
			"yes, set the staging instance class to db.r6g.large. I'll put a reminder in the calendar to revert it"},
			"infra/envs/staging/main.tf", tf, "instance_class = \"db.t4g.medium\"", "instance_class = \"db.r6g.large\"", Explicit},
		{"like that, with a negated number beside", []string{
			"the timeout in the app config is too short",
			"I can change `timeout = 30` in `config/app.toml` to `timeout = 45`.",
			"change it like that. nobody runs the 30 second proxy anymore"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", Explicit},

		{"yes, and I'll write the value myself", []string{
			"the timeout in the app config is too short",
			"I can change `timeout = 30` in `config/app.toml` to `timeout = 45`.",
			"ok do it. I'll set the 45 in prod myself"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", NeedsConfirmation},
		{"like that, then a value of my own", []string{
			"the timeout in the app config is too short",
			"I can change `timeout = 30` in `config/app.toml` to `timeout = 45`.",
			"change it like that but 60"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", NeedsConfirmation},
		{"yes. go, but the change is the one offered earlier and refused", stagingConv,
			"deploy/values.yaml", values, "  concurrency: 4", "  concurrency: 2", NeedsConfirmation},
		{"yes. go, another value than restated", stagingConv,
			"deploy/values.yaml", values, "      memory: 384Mi", "      memory: 768Mi", NeedsConfirmation},
		{"yes. go, the restated change plus more", stagingConv,
			"deploy/values.yaml", values, "      cpu: 500m\n      memory: 384Mi", "      cpu: 1000m\n      memory: 640Mi", NeedsConfirmation},
		{"yes to a diagnosis with no values", []string{
			"the dashboard polls way too often",
			"`POLL_MS = 1500` in `src/dashboard/config.ts` sets it.",
			"yes"},
			"src/dashboard/config.ts", poll, "export const POLL_MS = 1500;", "export const POLL_MS = 4000;", NeedsConfirmation},
		{"hedged reply to a restatement", []string{
			"the dashboard polls way too often",
			"`POLL_MS = 1500` in `src/dashboard/config.ts`. 4000 would be fine.",
			"maybe later, not today"},
			"src/dashboard/config.ts", poll, "export const POLL_MS = 1500;", "export const POLL_MS = 4000;", NeedsConfirmation},
		{"restatement about a sibling file", []string{
			"the worker keeps getting OOM killed",
			"`deploy/values-prod.yaml` and `deploy/values.yaml` both set 384Mi.",
			"go 640Mi",
			"Got it: 384Mi → 640Mi.",
			"yes. go"},
			"deploy/values.yaml", values, "      memory: 384Mi", "      memory: 640Mi", NeedsConfirmation},
		{"yes. go to a key the other file of the choice has too", []string{
			"debug logging in config.yaml please",
			"There are two: `services/api/config.yaml` and `services/worker/config.yaml`. Which one?",
			"the api one",
			"OK: `level: info` → `level: debug` in the api config, nothing else.",
			"yes. go"},
			"services/worker/config.yaml", "log:\n  level: info\n", "level: info", "level: debug", NeedsConfirmation},
		{"yes to a choice it does not make", []string{
			"the dashboard polls way too often",
			"`POLL_MS = 1500` in `src/dashboard/config.ts`. 3000 or 4000?",
			"yes"},
			"src/dashboard/config.ts", poll, "export const POLL_MS = 1500;", "export const POLL_MS = 4000;", NeedsConfirmation},
		{"yes to a proposal after a negated copula", []string{
			"the timeout in the app config is too short",
			"`timeout` is not high enough in `config/app.toml` for the batch export; I'd raise it to 45. OK?",
			"yes. go"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", Explicit},
		{"yes. go to my advice against it", []string{
			"the timeout in the app config is too short",
			"I'd not raise `timeout` to 45 in `config/app.toml`: the upstream cuts at 30 anyway.",
			"yes. go"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", NeedsConfirmation},
		{"yup ship it to a don't", []string{
			"the timeout in the app config is too short",
			"Please don't set `timeout` to 45 in `config/app.toml` before the proxy is upgraded.",
			"yup ship it"},
			"config/app.toml", toml, "timeout = 30", "timeout = 45", NeedsConfirmation},
		{"no to a restatement", []string{
			"the dashboard polls way too often",
			"OK: `POLL_MS` in `src/dashboard/config.ts` → 4000, nothing else.",
			"no, wait for the ops review"},
			"src/dashboard/config.ts", poll, "export const POLL_MS = 1500;", "export const POLL_MS = 4000;", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestAnaphoricOwnObject: a reply points back at what my message named
// last only when its pointer is the request's own object or place ("do
// the same there", "fix that"); a pointer beside an object of the reply's
// own ("the read timeout there to 300s") or in a sentence about something
// else ("someone else has a PR for that") points at nothing to change.
func TestAnaphoricOwnObject(t *testing.T) {
	words := func(s string) []word {
		norm := lang.Normalize(s)
		return lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	}
	for _, in := range []string{"do the same there", "fix that", "same fix for that one", "do it there", "change that please", "that one too", "do it for that"} {
		if !anaphoric(words(in)) {
			t.Errorf("anaphoric(%q) = false, want true", in)
		}
	}
	for _, in := range []string{"and the read timeout there to 300s", "someone else has a PR for that", "leave the except, someone else has a PR for that. strip the spaces, yes",
		"bump the worker there too", "we have a ticket for that", "the logs there are noisy"} {
		if anaphoric(words(in)) {
			t.Errorf("anaphoric(%q) = true, want false", in)
		}
	}
}

// TestAnswerThenReason: a long reply to my question of options is its
// opening answer and the reasons after it ("both please, releases built
// with an older go than CI would be silly"); a possessive picks the option
// of that folder ("the worker's"). The reasons never widen the answer: a
// pick of the other option stays a pick of it, and a request of its own
// in the rest is read as one.
func TestAnswerThenReason(t *testing.T) {
	const ci = "env:\n  GO_VERSION: \"1.22\"\n"
	const cfg = "log:\n  level: info\n"
	two := "There are two workflows: `.github/workflows/ci.yml` (uses `GO_VERSION: \"1.22\"`) and `.github/workflows/release.yml` (hard-codes `go-version: \"1.22\"`). Both, or just CI?"
	which := "There are two: `services/api/config.yaml` and `services/worker/config.yaml`. Which one?"
	const staging = "env:\n  TIMEOUT_MS: \"15000\"\n"
	vals := "Two values files set `TIMEOUT_MS`: `deploy/values-staging.yaml` (15000) and `deploy/values-production.yaml` (15000). Should I change both, or only one?"
	for _, c := range []followupCase{
		{"both, then why", []string{"we need go 1.23. bump it in CI", two, "both please, releases built with an older go than CI would be silly"},
			".github/workflows/ci.yml", ci, "GO_VERSION: \"1.22\"", "GO_VERSION: \"1.23\"", Explicit},
		{"both of them, then why at length", []string{"we need go 1.23. bump it in CI", two, "both of them. no point building releases with an older toolchain than the one our tests run on"},
			".github/workflows/ci.yml", ci, "GO_VERSION: \"1.22\"", "GO_VERSION: \"1.23\"", Explicit},
		{"the worker's", []string{"debug logging in config.yaml please", which, "the worker's"},
			"services/worker/config.yaml", cfg, "level: info", "level: debug", Explicit},
		{"the worker's, then why", []string{"debug logging in config.yaml please", which, "the worker's. the api one is fine, it's the queue consumer that we cannot see into right now"},
			"services/worker/config.yaml", cfg, "level: info", "level: debug", Explicit},

		{"only the staging one, to both-or-one, then why", []string{"checkout times out in staging, make it 30s", vals, "only the staging one. prod talks to the real provider, and prod changes need change review anyway"},
			"deploy/values-staging.yaml", staging, "TIMEOUT_MS: \"15000\"", "TIMEOUT_MS: \"30000\"", Explicit},
		{"solo staging, to both-or-one", []string{"checkout times out in staging, make it 30s", vals, "just staging"},
			"deploy/values-staging.yaml", staging, "TIMEOUT_MS: \"15000\"", "TIMEOUT_MS: \"30000\"", Explicit},

		{"only the staging one, for the production file", []string{"checkout times out in staging, make it 30s", vals, "only the staging one. prod talks to the real provider, and prod changes need change review anyway"},
			"deploy/values-production.yaml", staging, "TIMEOUT_MS: \"15000\"", "TIMEOUT_MS: \"30000\"", NeedsConfirmation},
		{"only the staging one, then a change of prod of its own", []string{"checkout times out in staging, make it 30s", vals, "only the staging one, and change prod to 20s while you are at it since the provider is slow there too"},
			"deploy/values-production.yaml", staging, "TIMEOUT_MS: \"15000\"", "TIMEOUT_MS: \"30000\"", NeedsConfirmation},
		{"the api's, for the worker's file", []string{"debug logging in config.yaml please", which, "the api's"},
			"services/worker/config.yaml", cfg, "level: info", "level: debug", NeedsConfirmation},
		{"just CI, then why, for the release file", []string{"we need go 1.23. bump it in CI", two, "just CI please, the release pipeline is frozen until the audit is over next month"},
			".github/workflows/release.yml", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: \"1.22\"\n", "go-version: \"1.22\"", "go-version: \"1.23\"", NeedsConfirmation},
		{"both, then a change of its own", []string{"we need go 1.23. bump it in CI", two, "both please, and also switch the cache key to include the go version while you are at it"},
			".github/workflows/ci.yml", ci, "GO_VERSION: \"1.22\"", "GO_VERSION: \"1.23\"\n  CACHE_KEY: go-1.23", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// BenchmarkClassifyRestated: a five-turn conversation whose last reply
// approves the change my message restated, against a 1 MB file: the
// restated-change reading (topic walk, keys, spelling) on a large file.
func BenchmarkClassifyRestated(b *testing.B) {
	before := strings.Repeat("# filler line of the values file\n", 30000) + "worker:\n  resources:\n    limits:\n      memory: 384Mi\n"
	after := strings.Replace(before, "memory: 384Mi", "memory: 640Mi", 1)
	conv := []Turn{
		u("the staging worker keeps getting OOM killed"),
		a("`worker.resources.limits.memory` in `deploy/values.yaml` is 384Mi. I could double it to 768Mi."),
		u("768 is a lot, go 640Mi"),
		a("Got it: only `worker.resources.limits.memory` in `deploy/values.yaml`, 384Mi → 640Mi."),
		u("yes. go"),
	}
	req := Request{Conversation: conv, Target: TargetOf(Change{Name: "deploy/values.yaml", Path: "/p/deploy/values.yaml", Before: before, After: after})}
	if c := Classify(req); c.Level != Explicit {
		b.Fatalf("got %s: %s", c.Level, c.Reasoning)
	}
	for b.Loop() {
		Classify(req)
	}
}

// TestRestatedKeyOfTwoFiles: a key both files of a comparison set names
// neither when my restatement names no file: "yup" to "`TIMEOUT_MS` →
// 30000 in the production values" is no request for the staging file's
// line. (Classify alone: the hook's reading of a plan consented to is
// another rule.)
func TestRestatedKeyOfTwoFiles(t *testing.T) {
	conv := []Turn{
		u("checkout times out, make it 30s"),
		a("Two values files set `TIMEOUT_MS`: `deploy/values-staging.yaml` (15000) and `deploy/values-production.yaml` (15000). Should I change both, or only one?"),
		u("prod only"),
		a("OK: `TIMEOUT_MS` → 30000 in the production values, nothing else."),
		u("yup"),
	}
	tg := fileTarget("deploy/values-staging.yaml", "env:\n  TIMEOUT_MS: \"15000\"\n", "env:\n  TIMEOUT_MS: \"30000\"\n")
	got := Classify(Request{Conversation: conv, Target: tg, Approves: consent.New(consent.DefaultConfig()).Approves})
	require.Equal(t, NeedsConfirmation, got.Level, "%s", got.Reasoning)
}
