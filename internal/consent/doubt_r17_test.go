package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestForeignFunctionWordsShareNoSubject: an exchange in the plan's own
// language shares its articles, prepositions and copulas with the plan;
// they are no terms, so only a word of substance ties the exchange to the
// plan (round 17).
func TestForeignFunctionWordsShareNoSubject(t *testing.T) {
	for _, k := range []struct {
		plan, text string
		shared     int
	}{
		{"Plan : dans `src/cache.py`, ajouter un délai avec `ttl` ; le test est dans `tests/test_cache.py`.",
			"Le DNS est un annuaire : il traduit un nom dans une adresse, avec une copie chez chaque résolveur.", 0},
		{"Plan: en `api/handler.go` cambiar el timeout de la función `Serve` a 30s, con un test.",
			"Un índice es una estructura para que la búsqueda sea rápida, como el de un libro.", 0},
		{"Plan: in `app/Config.java` die Methode `load` ändern, und einen Test für `load` ist dabei.",
			"Ein Mutex ist eine Sperre, und nur ein Thread hält sie, die anderen warten.", 0},
		// A word of substance still counts.
		{"Plan : dans `src/cache.py`, ajouter un délai avec `ttl` ; le test est dans `tests/test_cache.py`.",
			"Le ttl est en secondes dans le cache.", 2},
	} {
		assert.Equal(t, k.shared, termsOf(k.plan).shared(k.text), k.text)
	}
}

// TestHoldThenQuestionElsewhere: a message between the plan and the reply
// that opens with a hold and asks about a subject of its own ("wait,
// what's …?") pauses the plan to ask: answered, the plan is set aside, and
// a go-ahead after the answer confirms nothing. A hold before a question
// about the plan keeps it current (round 17).
func TestHoldThenQuestionElsewhere(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Plan:\n\n1. `src/mail/send.ts`: in `sendConfirmation()`, replace the raw `smtp.send` call with " +
		"`mailer.send()` using the shared `Transport`.\n2. `config/mailer.yml`: add `dsn: ${MAILER_DSN}`.\n" +
		"3. `test/mail/send.test.ts`: assert one message is sent.\n4. Run `npm test -- mail`.\n\nShall I start?"
	for _, k := range []struct {
		between, answer string
		stale           bool
	}{
		{"wait, what's the difference between SPF and DKIM again?",
			"SPF lists the servers allowed for a domain; DKIM adds a signature whose key sits in DNS.", true},
		{"hold on: who owns the billing service now?", "Priya's team, since the reorg in March.", true},
		{"attends, autre chose d'abord : c'est quoi la différence entre SPF et DKIM déjà ?",
			"SPF dit quels serveurs ont le droit d'envoyer pour ton domaine ; DKIM signe chaque message avec une clé publiée dans le DNS.", true},
		{"warte, was anderes: wie lange dauert ein DNS-Update normalerweise?",
			"Meist ein paar Minuten, je nach TTL bis zu einem Tag.", true},
		// About the plan: it stays current.
		{"wait, does sendConfirmation keep its retry?", "Yes, `sendConfirmation()` keeps its retry loop; only the call inside changes.", false},
		{"hold on, which Transport is that, the pooled one?", "The pooled `Transport` from `src/mail/transport.ts`.", false},
	} {
		turns := []Turn{
			{Role: User, Text: "confirmation mails land in spam since the server move"},
			{Role: Assistant, Text: plan},
			{Role: User, Text: k.between},
			{Role: Assistant, Text: k.answer},
		}
		got := c.ClassifyConversation(turns, "ok thanks. go ahead")
		if k.stale {
			assert.Equal(t, Stale, got.Proximity, k.between)
			assert.Equal(t, NotConsent, got.Outcome, k.between)
		} else {
			assert.NotEqual(t, Stale, got.Proximity, k.between)
		}
	}
}

// TestMaterialOfferedBesideApproval: what a reply shows beside an approval
// — a block introduced as what was seen, a link or a page "in case it
// helps", "here's …" — is evidence for the plan, not material added to it;
// a lead-in that asks for something keeps the block a change (round 17).
func TestMaterialOfferedBesideApproval(t *testing.T) {
	c := New(DefaultConfig())
	for _, k := range []struct {
		reply  string
		change bool
	}{
		{"yes please. this is what I see every morning btw:\n```\nReason: OOMKilled\nExit Code: 137\n```", false},
		{"do it. here's what the pod looked like this morning:\n```\nState: CrashLoopBackOff\n```", false},
		{"go ahead, the alert that fired last night:\n```\n[FIRING:1] HighLatency checkout p99 > 2s\n```", false},
		{"sounds good. here's the doc page we followed, in case it helps: https://example.com/docs/deploy", false},
		{"ship it. in case it's useful, the runbook: https://wiki.example.com/runbooks/db", false},
		{"lgtm, here's hoping it holds this time", false},
		// Asked for, not shown.
		{"go ahead. here's the config to use:\n```yaml\nregion: ams\n```", true},
		{"yes, and make it print this instead:\n```\nstatus=degraded\n```", true},
		{"go ahead, here's a tweak: deploy to ams instead", true},
		{"go ahead, and if it helps, also add a retry", true},
	} {
		r := c.readReply(k.reply, "")
		assert.Equal(t, High, r.signal, k.reply)
		assert.Equal(t, k.change, r.modification == Change, k.reply)
	}
}

// TestQuotedConsentOfNoOne: an approval inside pasted output ("readiness
// OK") is no one's consent, and another's approval reported after the
// user's own as agreeing with it ("… already wrote "fine by me" too") puts
// it in no doubt; reported first, or with the user's approval drawn from it,
// it stands in for the user's, and is doubt (round 17).
func TestQuotedConsentOfNoOne(t *testing.T) {
	c := New(DefaultConfig())
	for _, k := range []struct {
		reply string
		want  Signal
	}{
		{"lgtm. fwiw this is the alert that fired:\n```\nsummary: readiness OK but 38% of requests returned 5xx\n```", High},
		{"go ahead. for reference, the job log:\n```\nstatus: approved\nstep 3/4 ok\n```", High},
		{"go ahead — our DBA already wrote \"fine by me\" on the ticket too", High},
		{"yes do it, the security team signed off with \"approved\" as well", High},
		// Doubt.
		{"Priya said \"lgtm\" too, so go ahead", Medium},
		{"my manager said \"go ahead\", so yes", Medium},
		{"go ahead, my lead wrote \"ship it\" on the ticket", Medium},
	} {
		assert.Equal(t, k.want, c.readReply(k.reply, "").signal, k.reply)
	}
}
