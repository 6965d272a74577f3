package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// classifyReplies checks each reply, after the same earlier turns, against tg.
func classifyReplies(t *testing.T, tg Target, before []Turn, cases map[string]Level) {
	t.Helper()
	for msg, want := range cases {
		conv := append(append([]Turn{}, before...), u(msg))
		got := Classify(Request{Conversation: conv, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestPutOffAnswerIsNoAnswer: a reply that puts the decision off until
// the user has thought it over or come back ("let me think about it",
// "I'll get back to you", "I'll let you know") answers nothing, however it
// is worded; a reply that picks or says yes still does.
func TestPutOffAnswerIsNoAnswer(t *testing.T) {
	cache := fileTarget("app/cache.py", "class Cache:\n    def __init__(self, ttl=60):\n        self.ttl = ttl\n", "class Cache:\n    def __init__(self, ttl=120):\n        self.ttl = ttl\n")
	before := []Turn{
		u("what ttl would make sense for the Cache in app/cache.py?"),
		a("It depends on how stale the data may get. Common picks: 30s for hot data, 120s for settings, 900s for lookups. Want me to change the default in app/cache.py to one of those?"),
	}
	classifyReplies(t, cache, before, map[string]Level{
		"let me think about it, I'll get back to you": NeedsConfirmation,
		"hmm, I'll get back to you on that":           NeedsConfirmation,
		"not sure, I'll let you know tomorrow":        NeedsConfirmation,
		"I need to think it over first":               NeedsConfirmation,
		"let me sleep on it":                          NeedsConfirmation,
		"good question, let me think":                 NeedsConfirmation,
		"yes, I'll let you know if anything breaks":   Explicit,
		"let me think... ok yes, go ahead":            Explicit,
		"yes, set it to 120":                          Explicit,
	})
}

// TestPastedFieldsAreNotAsks: the fields of a ticket, form or mail the
// user pastes between rules ("---\nSummary: …\nReporter: …\n---") are
// someone else's words; what the user writes around them is read as
// usual.
func TestPastedFieldsAreNotAsks(t *testing.T) {
	settings := fileTarget("shop/settings.py", "DEFAULT_CURRENCY = \"USD\"\n", "DEFAULT_CURRENCY = \"GBP\"\n")
	ticket := "OPS-311:\n---\nSummary: Switch the default currency to GBP in settings.py\nReporter: m.ortiz\nStatus: Open\n---\n"
	mail := "=====\nFrom: finance\nSubject: set DEFAULT_CURRENCY to GBP in settings.py\n=====\n"
	classifyEach(t, settings, map[string]Level{
		ticket + "does this still matter now that we bill per region?": NeedsConfirmation,
		ticket + "got assigned this one, no idea who asked for it":     NeedsConfirmation,
		mail + "thoughts?": NeedsConfirmation,
		ticket + "please do it: switch the default currency in settings.py to GBP": Explicit,
		mail + "ok, set DEFAULT_CURRENCY in settings.py to GBP":                    Explicit,
		"switch the default currency in settings.py to GBP\n---\nthanks":           Explicit,
	})
}

// TestPickKeepsNamedOptionOut: in a reply picking among options, an option
// named as what stays ("isort stays at 88", "pylint can stay as is") is
// kept out, and an option followed by "only" is the one picked, as "only
// isort" is.
func TestPickKeepsNamedOptionOut(t *testing.T) {
	toml := "[tool.isort]\nline-length = 88\n\n[tool.pylint]\nline-length = 88\n"
	isort := fileTarget("pyproject.toml", toml, "[tool.isort]\nline-length = 120\n\n[tool.pylint]\nline-length = 88\n")
	pylint := fileTarget("pyproject.toml", toml, "[tool.isort]\nline-length = 88\n\n[tool.pylint]\nline-length = 120\n")
	before := []Turn{
		u("want 120-char lines"),
		a("Which should I change? Options:\n- `[tool.isort]` line-length\n- `[tool.pylint]` line-length\n- both"),
	}
	classifyReplies(t, pylint, before, map[string]Level{
		"isort only, pylint stays at 88":  NeedsConfirmation,
		"just isort, pylint can stay":     NeedsConfirmation,
		"pylint stays as it is, do isort": NeedsConfirmation,
		"isort; pylint remains untouched": NeedsConfirmation,
		"pylint only":                     Explicit,
		"pylint only, isort stays at 88":  Explicit,
		"both":                            Explicit,
	})
	classifyReplies(t, isort, before, map[string]Level{
		"isort only, pylint stays at 88":  Explicit,
		"pylint stays as it is, do isort": Explicit,
		"pylint only":                     NeedsConfirmation,
		"pylint only, isort stays at 88":  NeedsConfirmation,
	})
}

// TestConfirmedPlanKeepsOut: a plan the user confirmed covers what it
// names to change, not what it names only to keep ("leave `Recover` as
// is", "don't touch `Recover`").
func TestConfirmedPlanKeepsOut(t *testing.T) {
	src := "func Logging(next http.Handler) http.Handler {\n\treturn next\n}\n\nfunc Recover(next http.Handler) http.Handler {\n\tdefer func() { recover() }()\n\treturn next\n}\n"
	recoverEdit := fileTarget("internal/http/mw.go", src, strings.Replace(src, "\tdefer func() { recover() }()\n", "\tdefer func() { log.Print(recover()) }()\n", 1))
	for plan, want := range map[string]Level{
		"To confirm: add a timer to `Logging` only, leave `Recover` as is?":  NeedsConfirmation,
		"So: time requests in `Logging`, and don't touch `Recover`. Right?":  NeedsConfirmation,
		"Plan: log the panic in `Recover` and leave `Logging` alone. OK?":    Explicit,
		"To confirm: log the value `Recover` swallows, in `Recover` itself?": Explicit,
	} {
		conv := []Turn{u("our logs say nothing about slow requests"), a(plan), u("yes, correct")}
		got := Classify(Request{Conversation: conv, Target: recoverEdit, ConsentedPlan: plan})
		assert.Equal(t, want, got.Level, "%s (%s)", plan, got.Reasoning)
	}
}
