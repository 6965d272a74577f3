package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOnlyNamedPart: a reply that says "only"/"just" (in any language)
// of a thing the plan names — a file, a symbol, a step's subject — with
// or without a verb of doing, approves that part alone: wait for
// confirmation, never a refusal. "only if …", "just asking", sarcasm, a
// question and an "only" said of nothing the plan names are not. New
// plan and replies, none from a corpus.
func TestOnlyNamedPart(t *testing.T) {
	plan := "Plan:\n1. `billing/invoice.py`, `render_pdf`: cache the `FontLoader` per process.\n" +
		"2. Add an index on `invoices.customer_id` (migration `0031_invoice_customer_idx`).\n" +
		"3. Test `tests/test_invoice.py::test_render_cached`; run `pytest tests/test_invoice.py`.\nProceed?"
	c := New(DefaultConfig())
	for _, reply := range []string{
		"solo lo del FontLoader por ahora, el índice lo vemos con el DBA",
		"hazlo, pero solo en invoice.py; la migración no",
		"fai soltanto la cache del FontLoader, l'indice no",
		"nur render_pdf anfassen, die Migration mache ich selbst",
		"fais seulement le cache du FontLoader pour l'instant",
		"сделай только часть с FontLoader, индекс не трогай",
		"只改 invoice.py，迁移我自己来",
		"sadece FontLoader kısmını yap, index'e dokunma",
		"ok, tapi jangan buat migration dulu, cuma cache FontLoader",
		"just the FontLoader caching for now",
		"only touch invoice.py, I'll write the migration myself",
		"2번만 해주세요",
	} {
		got := c.ClassifyConversation([]Turn{{Role: User, Text: "invoices render slowly"}, {Role: Assistant, Text: plan}}, reply)
		assert.Equal(t, WaitForConfirmation, got.Outcome, reply)
	}
	for _, reply := range []string{
		"only if the DBA signs off on the index",
		"just asking: does the FontLoader cache survive a fork?",
		"solo una pregunta: ¿el índice bloquea la tabla?",
		"only a thought, nothing for now",
		"no, nur nicht heute",
	} {
		got := c.ClassifyConversation([]Turn{{Role: User, Text: "invoices render slowly"}, {Role: Assistant, Text: plan}}, reply)
		assert.NotEqual(t, Confirmed, got.Outcome, reply)
		assert.False(t, directsPart(reply, plan), reply)
	}
}

// TestOnlyNamedQuoted: "only" in words the reply quotes is someone else's.
func TestOnlyNamedQuoted(t *testing.T) {
	plan := "Plan:\n1. Sort the results in `search/rank.py` by score.\n2. Test `tests/test_rank.py`.\nProceed?"
	assert.False(t, directsPart(`"just sort it" says the PM like it's that easy. not approving anything yet`, plan))
	assert.True(t, directsPart(`just sort it in rank.py for now`, plan))
}

// TestConcretenessOtherLanguages: a plan written in another language is as
// concrete as the same plan in English when its targets are named in code
// spans, each item does something to a named object, and a labelled check
// closes it; a vague one stays vague in any language. New plans.
func TestConcretenessOtherLanguages(t *testing.T) {
	for _, plan := range []string{
		"План:\n1. `api/orders.go`: перенести проверку `quantity` в функцию `validateOrder`.\n2. Больше ничего не трогать.\n3. Проверка: `go test ./api/...` проходит.\nДелаю?",
		"計画：\n1. `src/render.ts` の `drawText` で `measureText` の結果をキャッシュする。\n2. 他のファイルは変更しない。\n3. 検証：`npm test render` が通ること。\n進めますか？",
		"计划：\n1. 在 `worker/pool.go` 的 `Stop` 里调用 `cancel()` 并等待 `wg.Wait()`。\n2. 不改其他文件。\n3. 验证：`go test ./worker -run Leak` 通过。\n可以吗？",
		"Plan:\n1. `lib/cache.rb`: `fetch` bekommt einen `ttl:`-Parameter, Standard 300 Sekunden.\n2. Sonst nichts ändern.\n3. Prüfung: `bundle exec rspec spec/cache_spec.rb` läuft grün.\nSoll ich?",
	} {
		c := Concreteness(plan)
		assert.True(t, c.Target && c.Change && c.Scope && c.Success, "%+v %s", c, plan)
	}
	for _, plan := range []string{
		"План: немного улучшить обработку ошибок и почистить код. Делаю?",
		"计划：优化一下性能，整理代码。可以吗？",
		"Plan: den Code etwas aufräumen und verbessern. Soll ich?",
	} {
		assert.Less(t, Concreteness(plan).Score(), 3, plan)
	}
}

// TestNoThenApproval: to "Any objections?", a bare no in any language and
// then a go-ahead approves the plan as written; a no and then a change, a
// hold, a question or nothing does not. New plan and replies.
func TestNoThenApproval(t *testing.T) {
	plan := "Plan:\n1. `cmd/sync/main.go`: pass `ctx` to `runSync`.\n2. Test `TestRunSyncCancel` in `cmd/sync/main_test.go`; `go test ./cmd/sync`.\nOnly those two files. Any objections?"
	c := New(DefaultConfig())
	read := func(reply string) Outcome {
		return c.ClassifyConversation([]Turn{{Role: User, Text: "sync hangs on ctrl-c"}, {Role: Assistant, Text: plan}}, reply).Outcome
	}
	for _, reply := range []string{"nein, mach ruhig", "nie, jedź z tym", "no, adelante", "нет, делай", "nope, go ahead"} {
		assert.Equal(t, Confirmed, read(reply), reply)
	}
	for _, reply := range []string{"nein, aber nenn den Test anders", "no, espera a mañana", "nein.", "нет, а зачем ctx?", "nein, nicht jetzt"} {
		assert.NotEqual(t, Confirmed, read(reply), reply)
	}
}

// TestWholeCountAndCJKYes: "all N" with a thumbs up or a yes after it is
// every step of an N-step plan; "はい"/"是的" as the whole answer to "Just
// to confirm, you want me to proceed?" is its yes. New plan and replies.
func TestWholeCountAndCJKYes(t *testing.T) {
	plan := "Plan:\n1. `a/x.go`: add `Close`.\n2. `a/y.go`: call it.\n3. Test `TestClose`.\n4. Run `go test ./a`.\nProceed?"
	assert.True(t, namesEveryStep("yep, all four 👍", plan))
	assert.True(t, namesEveryStep("sure, all 4 ok", plan))
	assert.False(t, namesEveryStep("yep, all three 👍", plan))
	c := New(DefaultConfig())
	turns := []Turn{{Role: User, Text: "add Close"}, {Role: Assistant, Text: plan}, {Role: User, Text: "hmm"},
		{Role: Assistant, Text: "Just to confirm, you want me to proceed with the plan?"}}
	for _, reply := range []string{"はい", "はい。"} {
		assert.Equal(t, Confirmed, c.ClassifyConversation(turns, reply).Outcome, reply)
	}
	assert.NotEqual(t, Confirmed, c.ClassifyConversation(turns, "はいはい").Outcome)
}

// TestAsideQuestionKeepsPlan: a fact question marked "btw"/"fyi" and
// answered with a fact leaves the plan standing, so "ok, go ahead" after
// the answer approves it; a how-to question, an "unrelated question" and
// an answer that proposes work of its own leave the plan stale. New
// conversations.
func TestAsideQuestionKeepsPlan(t *testing.T) {
	plan := "Plan:\n1. `jobs/export.go`: stream rows with `rows.Next()` instead of loading them all.\n" +
		"2. Test `TestExportStreams` in `jobs/export_test.go`; `go test ./jobs`.\nOnly those files. Proceed?"
	c := New(DefaultConfig())
	read := func(q, a string) Outcome {
		return c.ClassifyConversation([]Turn{{Role: User, Text: "export runs out of memory"}, {Role: Assistant, Text: plan},
			{Role: User, Text: q}, {Role: Assistant, Text: a}}, "ok, go ahead").Outcome
	}
	assert.Equal(t, Confirmed, read("btw which postgres version is prod on?", "Postgres 15.4, per `infra/db.tf`."))
	assert.Equal(t, Confirmed, read("fyi, is the nightly export still at 2am?", "Yes, the cron in `deploy/cron.yaml` runs it at 02:00."))
	assert.NotEqual(t, Confirmed, read("btw, how do I rotate the db password?", "Run `vault write db/rotate-root/prod`."))
	assert.NotEqual(t, Confirmed, read("unrelated question: which postgres version is prod on?", "Postgres 15.4."))
	assert.NotEqual(t, Confirmed, read("btw which postgres version is prod on?", "15.4. I'll also bump the driver in `go.mod` to match — want me to?"))
}

// TestClarificationKeepsPlan: an answer to the user's question about the
// plan that settles a detail of it is no plan of its own: a go-ahead after
// it approves the plan. An answer that changes the plan ("instead") or
// offers more ("want me to?") is a proposal of its own. New conversations.
func TestClarificationKeepsPlan(t *testing.T) {
	plan := "Plan:\n1. `web/nav.tsx`: close the menu on route change with a `useEffect` on `pathname`.\n" +
		"2. Test `closes on navigate` in `web/nav.test.tsx`; `npm test nav`.\nOnly those two files. Proceed?"
	c := New(DefaultConfig())
	read := func(q, a string) Result {
		return c.ClassifyConversation([]Turn{{Role: User, Text: "menu stays open"}, {Role: Assistant, Text: plan},
			{Role: User, Text: q}, {Role: Assistant, Text: a}}, "perfect, go ahead")
	}
	got := read("does the nav test run in jsdom?", "Yes, I'll keep the nav test on the default jsdom environment.")
	assert.Equal(t, Confirmed, got.Outcome)
	assert.Equal(t, plan, got.Plan, "the plan approved is the plan, not the answer")
	got = read("does the nav test run in jsdom?", "I'd switch the nav test to happy-dom instead, it's faster with `useEffect`.")
	assert.NotEqual(t, plan, got.Plan, "an answer that changes the plan is a proposal of its own")
}

// TestForeignSuccessLabel: a check label of another language opens a
// line, after a bullet or a step number, with an ASCII or full-width
// colon; a word of the language that is no label, or a label with no
// colon, is not one.
func TestForeignSuccessLabel(t *testing.T) {
	for line, want := range map[string]bool{
		"3. 検証：テストが通ること":                 true,
		"- 验证: 页面不再闪烁":                   true,
		"Проверка: пайплайн зелёный":     true,
		"4. Prüfung: der Build läuft":    true,
		"Verificación: los tests pasan":  true,
		"3. 変更：キャッシュを追加":                 false,
		"Проверка пайплайна после этого": false,
		"Note: this is fine":             false,
	} {
		assert.Equal(t, want, foreignSuccessLabel(line), line)
	}
}

// TestNoReassuredOtherLanguages: "wait… no, it's fine, go ahead" in other
// languages approves; a no with no reassurance, or a reassurance followed
// by a change, does not. New plan and replies.
func TestNoReassuredOtherLanguages(t *testing.T) {
	plan := "Plan:\n1. `srv/limits.go`: lower `MaxBody` to 1 MiB.\n2. Test `TestMaxBody` in `srv/limits_test.go`; `go test ./srv`.\nOnly those files. Proceed?"
	c := New(DefaultConfig())
	read := func(reply string) Outcome {
		return c.ClassifyConversation([]Turn{{Role: User, Text: "uploads eat memory"}, {Role: Assistant, Text: plan}}, reply).Outcome
	}
	for _, reply := range []string{"espera... no, está bien, adelante", "aspetta... no, va bene, procedi", "attends... non, c'est bon, vas-y", "nie, w porządku, działaj"} {
		assert.Equal(t, Confirmed, read(reply), reply)
	}
	for _, reply := range []string{"espera... no", "nein, passt schon, aber 2 MiB", "no, está bien así, no lo cambies"} {
		assert.NotEqual(t, Confirmed, read(reply), reply)
	}
}
