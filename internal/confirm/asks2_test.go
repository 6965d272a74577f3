package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWaivedAsking: "no need to check with me", "don't bother
// confirming" spare my question, not the change; "no need to change it"
// still takes the request back.
func TestWaivedAsking(t *testing.T) {
	tg := fileTarget("constants.py", "MAX_RETRIES = 3\nTIMEOUT = 5\n", "MAX_RETRIES = 10\nTIMEOUT = 5\n")
	for msg, want := range map[string]Level{
		"set MAX_RETRIES in constants.py to 10, no need to ask me first":        Explicit,
		"constants.py: MAX_RETRIES → 10. don't bother confirming, just do it":   Explicit,
		"no need to run it by me: change MAX_RETRIES to 10 in constants.py":     Explicit,
		"change MAX_RETRIES in constants.py to 10. actually no need, 3 is fine": NeedsConfirmation,
		"no need to change MAX_RETRIES in constants.py after all":               NeedsConfirmation,
		"don't bother with MAX_RETRIES in constants.py, 3 is fine":              NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestHedgeWordAsCodeName: a hedge word written with a capital inside its
// clause and before another capitalised word is a name ("return Maybe
// Int", "an Optional Maybe"), not a hedge; at the head of its clause or in
// lower case it still hedges.
func TestHedgeWordAsCodeName(t *testing.T) {
	hs := "module Parse where\n\nparseAge :: String -> Int\nparseAge = read\n"
	tg := fileTarget("src/Parse.hs", hs, "module Parse where\n\nparseAge :: String -> Maybe Int\nparseAge = readMaybe\n")
	for msg, want := range map[string]Level{
		"parseAge crashes on bad input, switch it to readMaybe and return Maybe Int": Explicit,
		"in Parse.hs make parseAge return Maybe Int via readMaybe":                   Explicit,
		"parseAge: use readMaybe so it returns a Maybe Int":                          Explicit,
		"parseAge crashes on bad input, maybe switch it to readMaybe":                NeedsConfirmation,
		"Maybe switch parseAge to readMaybe":                                         NeedsConfirmation,
		"parseAge crashes on bad input, switch it to readMaybe, MAYBE":               NeedsConfirmation,
		"parseAge could Maybe use readMaybe":                                         NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestPickByShortenedName: a reply picks an option by a shortening of the
// word that tells it apart ("prod" of .env.production, "dev" of
// config/development.yaml), and a negated one picks the others.
func TestPickByShortenedName(t *testing.T) {
	staging := fileTarget(".env.staging", "API_URL=https://old.staging.acme.io\n", "API_URL=https://api.staging.acme.io\n")
	production := fileTarget(".env.production", "API_URL=https://old.acme.io\n", "API_URL=https://api.acme.io\n")
	dev := fileTarget("config/development.yaml", "log_level: info\n", "log_level: debug\n")
	prodYaml := fileTarget("config/production.yaml", "log_level: info\n", "log_level: debug\n")
	envs := "I found API_URL in `.env.staging` and `.env.production`. Which one?"
	yamls := "It's set in config/development.yaml and config/production.yaml — which should I change?"
	for _, c := range []struct {
		ask, reply string
		t          Target
		want       Level
	}{
		{envs, "not the prod one", staging, Explicit},
		{envs, "not the prod one", production, NeedsConfirmation},
		{envs, "prod only", production, Explicit},
		{envs, "prod only", staging, NeedsConfirmation},
		{envs, "stag", staging, Explicit},
		{yamls, "just dev", dev, Explicit},
		{yamls, "just dev", prodYaml, NeedsConfirmation},
		{yamls, "skip prod", dev, Explicit},
		{yamls, "skip prod", prodYaml, NeedsConfirmation},
		{yamls, "neither, leave the prod one alone", dev, NeedsConfirmation},
		// a later sentence gives reasons, not picks
		{yamls, "dev only. prod waits till friday", prodYaml, NeedsConfirmation},
		{yamls, "dev only. production waits till friday", prodYaml, NeedsConfirmation},
		{yamls, "dev only. prod waits till friday", dev, Explicit},
		{yamls, "ok. the prod one", prodYaml, Explicit},
	} {
		first := "update the API base URL to api.<env>.acme.io"
		if c.ask == yamls {
			first = "set log_level to debug"
		}
		got := Classify(Request{Conversation: []Turn{u(first), a(c.ask), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Name, got.Reasoning)
	}
}

// TestPickWithValue: a pick that also gives the value ("the second one, to
// 50M") spells, with the question, what the change brings in; a pick
// whose value the change does not bring in is still asked about.
func TestPickWithValue(t *testing.T) {
	service := fileTarget("systemd/app.service", "[Service]\nLogsMaxSize=5M\n", "[Service]\nLogsMaxSize=50M\n")
	rotate := fileTarget("logging/rotate.conf", "size 10M\n", "size 50M\n")
	ask := "It's set in two places: `logging/rotate.conf` (10M) and `systemd/app.service` (LogsMaxSize=5M). Which should I raise?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"the second one, to 50M", service, Explicit},
		{"systemd one -> 50M please", service, Explicit},
		{"2nd. make it 50M", service, Explicit},
		{"the second one, to 50M", rotate, NeedsConfirmation},
		{"the second one, to 20M", service, NeedsConfirmation},
		{"the first one, to 50M", service, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("the log rotation size is too small"), a(ask), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Name, got.Reasoning)
	}
}

// TestWritesInto: a verb of writing something down ("note", "mention",
// "record", "jot down") asks for a change when what it writes goes into a
// place ("note this fix in the changelog", "mention the flag in the
// README"); "note that …", "note the X in … is …" and "did you mention …"
// tell or ask, and ask for nothing.
func TestWritesInto(t *testing.T) {
	cl := fileTarget("CHANGELOG.md", "# Changelog\n\n## Unreleased\n\n- Fix crash on empty input\n", "# Changelog\n\n## Unreleased\n\n- Fix crash on empty input\n- Fix trailing slash handling\n")
	rd := fileTarget("README.md", "# Tool\n\n## Flags\n\n- `--quiet`\n", "# Tool\n\n## Flags\n\n- `--quiet`\n- `--verbose`: more output\n")
	for _, c := range []struct {
		msg  string
		t    Target
		want Level
	}{
		{"note this fix in the changelog under Unreleased", cl, Explicit},
		{"please record the trailing slash fix in CHANGELOG.md", cl, Explicit},
		{"jot the fix down in CHANGELOG.md", cl, Explicit},
		{"mention the new --verbose flag in the README", rd, Explicit},
		{"and mention --verbose in README.md's flags list", rd, Explicit},
		{"note that the changelog is generated by the release script", cl, NeedsConfirmation},
		{"note the changelog in this repo is hand-written", cl, NeedsConfirmation},
		{"did you mention --verbose in the README?", rd, NeedsConfirmation},
		{"I noted the fix in CHANGELOG.md already", cl, NeedsConfirmation},
		{"we mention the flags in the README, right?", rd, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q: %s", c.msg, got.Reasoning)
	}
}

// TestDeclarationsOfMoreLanguages: the declaration an edit lies in is
// read in languages without a declaring keyword before the name: a C or
// C++ function led by its return type ("int clamp(…) {"), a Haskell
// equation opening a block ("parseAge s = case … of"), a Ruby singleton
// method ("def self.hello"); an Elixir "def … do" inside "defmodule" is
// read as before. The neighbouring declaration is still not the edit's.
func TestDeclarationsOfMoreLanguages(t *testing.T) {
	cpp := "int clamp(int v, int lo, int hi) {\n    if (v < lo) return lo;\n    if (v > hi) return lo;\n    return v;\n}\n\nint wrap(int v, int n) {\n    return v % n;\n}\n"
	clampFix := fileTarget("src/util/math.cpp", cpp, replace(cpp, "if (v > hi) return lo;", "if (v > hi) return hi;"))
	wrapFix := fileTarget("src/util/math.cpp", cpp, replace(cpp, "return v % n;", "return ((v % n) + n) % n;"))
	r := "library(dplyr)\n\nsummarise_sales <- function(df) {\n  df %>% group_by(region) %>% summarise(total = sum(amount))\n}\n\ncount_orders <- function(df) {\n  nrow(df)\n}\n"
	naRm := fileTarget("R/sales.R", r, replace(r, "sum(amount))", "sum(amount, na.rm = TRUE))"))
	hs := "module Parse where\n\nparseAge :: String -> Maybe Int\nparseAge s = case reads s of\n  [(n, \"\")] -> Just n\n  _         -> Nothing\n\nparseName :: String -> Maybe String\nparseName s = case words s of\n  [n] -> Just n\n  _   -> Nothing\n"
	guard := fileTarget("src/Parse.hs", hs, replace(hs, "  [(n, \"\")] -> Just n", "  [(n, \"\")] | n >= 0 -> Just n"))
	nameGuard := fileTarget("src/Parse.hs", hs, replace(hs, "  [n] -> Just n", "  [n] | not (null n) -> Just n"))
	rb := "module Greeting\n  def self.hello(name)\n    \"Hi #{name}\"\n  end\n\n  def self.bye(name)\n    \"Bye #{name}\"\n  end\nend\n"
	hello := fileTarget("lib/greeting.rb", rb, replace(rb, "\"Hi #{name}\"", "\"Hello, #{name}!\""))
	bye := fileTarget("lib/greeting.rb", rb, replace(rb, "\"Bye #{name}\"", "\"Goodbye, #{name}!\""))
	ex := "defmodule Shop.Cart do\n  def total(cart) do\n    Enum.sum(cart)\n  end\n\n  def count(cart) do\n    length(cart)\n  end\nend\n"
	total := fileTarget("lib/shop/cart.ex", ex, replace(ex, "Enum.sum(cart)", "cart |> Enum.reject(&is_nil/1) |> Enum.sum()"))
	for _, c := range []struct {
		msg  string
		t    Target
		want Level
	}{
		{"clamp returns lo when v is above hi, obviously a copy-paste bug. fix it pls", clampFix, Explicit},
		{"clamp returns lo when v is above hi, fix it", wrapFix, NeedsConfirmation},
		{"count_orders should ignore NAs too", naRm, NeedsConfirmation},
		{"parseAge accepts negative numbers, it should return Nothing for those", guard, Explicit},
		{"parseAge accepts negative numbers, it should return Nothing for those", nameGuard, NeedsConfirmation},
		{"Greeting.hello should say 'Hello, Name!' with a comma and bang", hello, Explicit},
		{"Greeting.hello should say 'Hello, Name!' with a comma and bang", bye, NeedsConfirmation},
		{"Shop.Cart.total should skip nil items", total, Explicit},
		{"Shop.Cart.count should skip nil items", total, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.msg, c.t.Range, got.Reasoning)
	}
}
