package confirm

import "testing"

// TestEchoedOffer: a yes in the proposal's own verb ("yes please raise
// it" to "I'd raise it"), in English or another language, carries the
// proposal out; a reply with a word of its own, a limit or a negation,
// or one that keeps only one of two verbs, does not (a word of its own is
// the user's own request, read by the other rules).
func TestEchoedOffer(t *testing.T) {
	const retry = "MAX_RETRIES = 3\nBACKOFF = 0.5\n"
	const users = "package api\n\nfunc ListUsr() []User {\n\treturn nil\n}\n\nfunc ListUsrs() []User {\n\treturn nil\n}\n"
	offer := "`client/retry.py` gives up after `MAX_RETRIES = 3`. I'd raise it to 5. Want me to?"
	two := "`api/users.go` has `ListUsr` and an unused `ListUsrs`. I'd rename `ListUsr` to `ListUser` and delete `ListUsrs`. OK?"
	for _, c := range []followupCase{
		{"yes please raise it", []string{"the client gives up too soon", offer, "yes please raise it"},
			"client/retry.py", retry, "MAX_RETRIES = 3", "MAX_RETRIES = 5", Explicit},
		{"ok rename it, both verbs asked", []string{"these user helpers are a mess", two, "ok rename and delete them"},
			"api/users.go", users, "func ListUsr() []User {", "func ListUser() []User {", Explicit},
		{"don't raise it", []string{"the client gives up too soon", offer, "no, don't raise it"},
			"client/retry.py", retry, "MAX_RETRIES = 3", "MAX_RETRIES = 5", NeedsConfirmation},
		{"raise it later", []string{"the client gives up too soon", offer, "yes raise it later"},
			"client/retry.py", retry, "MAX_RETRIES = 3", "MAX_RETRIES = 5", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestEchoesOfferWords: the reply's first word after its yes and
// "please" is the offer's verb, in any of its forms, and the rest points
// back or repeats the offer.
func TestEchoesOfferWords(t *testing.T) {
	for _, c := range []struct {
		reply, msg string
		want       bool
	}{
		{"yes please rename it", "It's only defined there; I'd rename the function. Want me to?", true},
		{"yeah narrow it to admin", "I can narrow it to `location /admin` instead if you prefer.", true},
		{"да, замени", "В `settings.py` стоит `DEBUG = True`. Заменить на `DEBUG = False`?", true},
		{"sí, cambia", "En `app.yml`, `timeout: 10` — ¿lo cambio a `timeout: 30`?", true},
		{"ja bitte, ersetz es", "Soll ich `FROM node:18` durch `FROM node:20` ersetzen?", true},
		{"sim, troca", "No `package.json`, troco `\"node\": \"16\"` por `\"node\": \"20\"`?", true},

		{"yes rename it to ListAll", "I'd rename the function. Want me to?", false},
		{"no, rename it", "I'd rename the function. Want me to?", false},
		{"rename it?", "I'd rename the function. Want me to?", false},
		{"yes but rename it", "I'd rename the function. Want me to?", false},
		{"да, но не меняй", "Поменять `a` на `b`?", false},
		{"yes delete it", "I'd rename the function. Want me to?", false},
		{"yes please", "I'd rename the function. Want me to?", false}, // directsProposed's
		{"yes rename it", "I'd rename `ListUsr` to `ListUser` and delete `ListUsrs`. OK?", false},
		{"ok rename and delete them", "I'd rename `ListUsr` to `ListUser` and delete `ListUsrs`. OK?", true},
	} {
		if got := echoesOffer(c.reply, c.msg); got != c.want {
			t.Errorf("echoesOffer(%q, %q) = %v, want %v", c.reply, c.msg, got, c.want)
		}
	}
}

// TestSwapAskedInCode: a question in any language that quotes what the
// change takes away and then what it brings in offers that change; a yes
// to it carries it out. A change doing more than the question shows, a
// question quoting a third value, or the values in the other order, is
// not offered.
func TestSwapAskedInCode(t *testing.T) {
	const settings = "DEBUG = True\nALLOWED_HOSTS = []\n"
	const app = "server:\n  timeout: 10\n  retries: 2\n"
	const docker = "FROM node:18\nWORKDIR /app\n"
	ru := "Это включено с разработки. Заменить `DEBUG = True` на `DEBUG = False` в `settings.py`?"
	es := "En `config/app.yml`, `timeout: 10` — ¿lo cambio a `timeout: 30`?"
	de := "Das Image ist alt. Soll ich in `Dockerfile` `FROM node:18` durch `FROM node:20` ersetzen?"
	for _, c := range []followupCase{
		{"Russian, yes in the offer's verb", []string{"почему прод показывает трейсбеки?", ru, "да, замени"},
			"settings.py", settings, "DEBUG = True", "DEBUG = False", Explicit},
		{"Spanish, sí vale", []string{"el timeout es muy corto", es, "sí, dale"},
			"config/app.yml", app, "  timeout: 10", "  timeout: 30", Explicit},
		{"German, ja mach", []string{"welche Node-Version nehmen wir?", de, "ja, ersetz es"},
			"Dockerfile", docker, "FROM node:18", "FROM node:20", Explicit},

		{"Spanish, the change also raises retries", []string{"el timeout es muy corto", es, "sí, dale"},
			"config/app.yml", app, "  timeout: 10\n  retries: 2", "  timeout: 30\n  retries: 5", NeedsConfirmation},
		{"Russian, another value", []string{"почему прод показывает трейсбеки?", ru, "да, замени"},
			"settings.py", settings, "DEBUG = True", "DEBUG = None", NeedsConfirmation},
		{"German, a third value quoted", []string{"welche Node-Version nehmen wir?",
			"Soll ich in `Dockerfile` `FROM node:18` durch `FROM node:20` oder `FROM node:22` ersetzen?", "ja"},
			"Dockerfile", docker, "FROM node:18", "FROM node:20", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestTemplateSpan: code a proposal writes with one-letter placeholders
// matches the change that fills them with names.
func TestTemplateSpan(t *testing.T) {
	for _, c := range []struct {
		span, added string
		want        bool
	}{
		{"Decimal(str(x))", "return Decimal(str(a)) + Decimal(str(b))", true},
		{"int(v)", "return int(first), int(second)", false}, // one word beside the hole: too little to hold to
		{"math.Max(0, n)", "x := math.Max(0, count)", true},
		{"Decimal(str(x))", "return float(a) + float(b)", false},
		{"Decimal(str(x))", "return Decimal(a) + Decimal(b)", false},
		{"retry(fetch)", "retry(fetch)", false}, // no placeholder
	} {
		if got := templateSpanIn(c.span, c.added); got != c.want {
			t.Errorf("templateSpanIn(%q, %q) = %v, want %v", c.span, c.added, got, c.want)
		}
	}
}

// TestBareGoAhead: a question that is only a verb of carrying out asks
// for the go-ahead.
func TestBareGoAhead(t *testing.T) {
	for q, want := range map[string]bool{
		"apply": true, "apply it": true, "make the change": true, "ship it now": true,
		"apply it to prod": false, "which one": false, "change the port": false, "": false,
	} {
		if got := bareGoAhead(q); got != want {
			t.Errorf("bareGoAhead(%q) = %v, want %v", q, got, want)
		}
	}
}

// TestAddsQuoted: "add `x` with `y`" attaches, "replace `x` with `y`"
// swaps.
func TestAddsQuoted(t *testing.T) {
	for _, c := range []struct {
		proposal string
		want     bool
	}{
		{"So: add `rate-limiting` with `minute: 100` to the service. Apply?", false},
		{"I'd append `.DS_Store` to `.gitignore`.", false},
		{"I'd replace `requests` with `httpx`.", true},
		{"change `timeout: 10` to `timeout: 30`", true},
	} {
		if got := quotesSwap(c.proposal); got != c.want {
			t.Errorf("quotesSwap(%q) = %v, want %v", c.proposal, got, c.want)
		}
	}
}

// TestSetsShownKeyElse: a key the proposal shows with the value it
// brings in, set to another value elsewhere in the change, is a change
// the proposal did not show.
func TestSetsShownKeyElse(t *testing.T) {
	tg := TargetOf(Change{Name: "gw.yml", Path: "/p/gw.yml", Before: "plugins: []\n",
		After: "plugins:\n  - name: limit\n    minute: 100\npartners:\n  - name: limit\n    minute: 1000\n"})
	if !setsShownKeyElse("add `limit` with `minute: 100`", tg) {
		t.Error("a second minute: 1000 is not shown")
	}
	one := TargetOf(Change{Name: "gw.yml", Path: "/p/gw.yml", Before: "plugins: []\n",
		After: "plugins:\n  - name: limit\n    minute: 100\n"})
	if setsShownKeyElse("add `limit` with `minute: 100`", one) {
		t.Error("the shown value alone is shown")
	}
}
