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
