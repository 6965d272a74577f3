package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// classifyEach checks each message, alone in the conversation, against tg.
func classifyEach(t *testing.T, tg Target, cases map[string]Level) {
	t.Helper()
	for msg, want := range cases {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestHyphenedNegationIsAName: "no" or "non" joined to the next word by a
// hyphen is part of a name ("no-console", "no-unused-vars", "non-null"),
// not a negation that keeps the file out; a negation standing alone still
// does.
func TestHyphenedNegationIsAName(t *testing.T) {
	eslint := fileTarget(".eslintrc.json", "{\n  \"rules\": {\n    \"no-console\": \"error\"\n  }\n}\n", "{\n  \"rules\": {\n    \"no-console\": \"off\"\n  }\n}\n")
	classifyEach(t, eslint, map[string]Level{
		"turn off no-console in .eslintrc.json, we use it in scripts": Explicit,
		"disable the no-console rule in .eslintrc.json":               Explicit,
		"switch no-console to off in .eslintrc.json please":           Explicit,
		"don't touch no-console in .eslintrc.json":                    NeedsConfirmation,
		"no, leave .eslintrc.json alone":                              NeedsConfirmation,
		"not .eslintrc.json, the rule is fine":                        NeedsConfirmation,
		"maybe turn off no-console in .eslintrc.json at some point?":  NeedsConfirmation,
		"why does no-console fire in .eslintrc.json?":                 NeedsConfirmation,
	})
}

// TestRuleVerbs: "block" and "unblock" a path, "mention" something in a
// document are requests in the imperative; as nouns, reported or negated,
// hedged or asked, they are not.
func TestRuleVerbs(t *testing.T) {
	robots := fileTarget("public/robots.txt", "User-agent: *\nDisallow:\n", "User-agent: *\nDisallow: /admin\n")
	classifyEach(t, robots, map[string]Level{
		"block /admin in robots.txt":                      Explicit,
		"in robots.txt, block the /admin path":            Explicit,
		"please block crawlers from /admin in robots.txt": Explicit,
		"don't block /admin in robots.txt":                NeedsConfirmation,
		"should we block /admin in robots.txt?":           NeedsConfirmation,
		"maybe block /admin in robots.txt, not sure":      NeedsConfirmation,
		"the Disallow block in robots.txt looks odd":      NeedsConfirmation,
		"robots.txt blocks nothing right now":             NeedsConfirmation,
	})
	contributing := "# Contributing\n\n## Running tests\n\nRun `make test`.\n"
	docs := fileTarget("CONTRIBUTING.md", contributing, "# Contributing\n\n## Running tests\n\nRun `make test`. You need docker running.\n")
	classifyEach(t, docs, map[string]Level{
		"in CONTRIBUTING.md, under 'Running tests', mention that you need docker running": Explicit,
		"mention in CONTRIBUTING.md that the tests need docker running":                   Explicit,
		"did I mention that CONTRIBUTING.md is out of date?":                              NeedsConfirmation,
		"no need to mention docker in CONTRIBUTING.md":                                    NeedsConfirmation,
		"we could maybe mention docker in CONTRIBUTING.md someday":                        NeedsConfirmation,
		"as I mentioned, CONTRIBUTING.md says nothing about docker":                       NeedsConfirmation,
	})
}

// TestHyphenedKeyElsewhere: a hyphen-joined key the user names
// ("no-unused-vars", "max-len") that the file holds outside the changed
// lines puts the request there; the same compound as a value (the name of
// the whole thing) or inside a path or an image does not.
func TestHyphenedKeyElsewhere(t *testing.T) {
	cfg := "export default [\n  {\n    rules: {\n      \"no-unused-vars\": \"warn\",\n      \"max-len\": \"off\",\n      eqeqeq: \"off\",\n    },\n  },\n];\n"
	eqeqeq := fileTarget("eslint.config.js", cfg, strings.Replace(cfg, "eqeqeq: \"off\"", "eqeqeq: \"error\"", 1))
	classifyEach(t, eqeqeq, map[string]Level{
		"eqeqeq should be an error in eslint.config.js":                        Explicit,
		"in eslint.config.js set eqeqeq to error":                              Explicit,
		"no-unused-vars should be an error in eslint.config.js, not a warning": NeedsConfirmation,
		"make max-len an error in eslint.config.js":                            NeedsConfirmation,
	})
	deploy := "metadata:\n  name: search-api\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - image: ghcr.io/acme/search-api:1.4\n"
	replicas := fileTarget("k8s/search-api/deployment.yaml", deploy, strings.Replace(deploy, "replicas: 3", "replicas: 4", 1))
	classifyEach(t, replicas, map[string]Level{
		"scale search-api to 4 replicas in its deployment.yaml please":    Explicit,
		"search-api needs 4 replicas, see k8s/search-api/deployment.yaml": Explicit,
	})
}

// TestHyphenedDirectoryQualifier: a directory written before the file name
// is one qualifier even when hyphen-joined ("report-job cronjob.yaml" for
// k8s/report-job/cronjob.yaml); another directory's name still points
// elsewhere.
func TestHyphenedDirectoryQualifier(t *testing.T) {
	cron := "spec:\n  schedule: \"0 * * * *\"\n"
	job := fileTarget("k8s/report-job/cronjob.yaml", cron, "spec:\n  schedule: \"0 */6 * * *\"\n")
	classifyEach(t, job, map[string]Level{
		"report-job cronjob.yaml: run every 6 hours instead of hourly":      Explicit,
		"in the report-job cronjob.yaml, set the schedule to every 6 hours": Explicit,
		"email-job cronjob.yaml: run every 6 hours instead of hourly":       NeedsConfirmation,
		"why does report-job cronjob.yaml run hourly?":                      NeedsConfirmation,
	})
}

// TestForeignPrepositionBeforeFile: in a message in another language, the
// preposition or article before a file name ("de index.html", "dans
// index.html", "in der index.html") says where, and is no directory; a
// negation of that language still refuses, even of a verb English spells
// the same ("ne change pas").
func TestForeignPrepositionBeforeFile(t *testing.T) {
	page := fileTarget("public/index.html", "<!doctype html>\n<title>Shop</title>\n", "<!doctype html>\n<title>Boutique</title>\n")
	classifyEach(t, page, map[string]Level{
		"peux-tu mettre le titre de index.html à « Boutique » ?": Explicit,
		"mets le titre à Boutique dans index.html":               Explicit,
		"cambia el título de index.html a Boutique":              Explicit,
		"ne change pas le titre de index.html":                   NeedsConfirmation,
		"ne modifie pas le titre de index.html":                  NeedsConfirmation,
		"pourquoi le titre de index.html est « Shop » ?":         NeedsConfirmation,
		"peut-être mettre le titre de index.html à Boutique ?":   NeedsConfirmation,
		"update the title in de index.html to Boutique":          NeedsConfirmation,
	})
}

// TestListedItemsAsWritten: what a request lists is named as it is
// written: the SQL negation of "NOT NULL" (blanked from the words read
// elsewhere), short options alone or clustered ("-u", "-euo"), and "-o"
// by the option it sets ("pipefail"). An item the request does not list
// still needs confirmation.
func TestListedItemsAsWritten(t *testing.T) {
	mig := "CREATE TABLE users (\n  id INT,\n  email TEXT\n);\n"
	notNull := fileTarget("migrations/001_users.sql", mig, strings.Replace(mig, "email TEXT", "email TEXT NOT NULL", 1))
	classifyEach(t, notNull, map[string]Level{
		"make email NOT NULL in migrations/001_users.sql, we haven't run it anywhere yet": Explicit,
		"email in migrations/001_users.sql has to be NOT NULL":                            Explicit,
		"don't make email NOT NULL in migrations/001_users.sql":                           NeedsConfirmation,
		"should email be NOT NULL in migrations/001_users.sql?":                           NeedsConfirmation,
	})
	unique := fileTarget("migrations/001_users.sql", mig, strings.Replace(mig, "email TEXT", "email TEXT NOT NULL UNIQUE", 1))
	classifyEach(t, unique, map[string]Level{
		"make email NOT NULL in migrations/001_users.sql": NeedsConfirmation,
	})
	sh := "#!/bin/bash\nset -e\n./build\n"
	strict := fileTarget("scripts/deploy.sh", sh, strings.Replace(sh, "set -e", "set -euo pipefail", 1))
	classifyEach(t, strict, map[string]Level{
		"deploy.sh should also run with set -u and pipefail": Explicit,
		"deploy.sh should use set -euo pipefail":             Explicit,
		"deploy.sh: set -u please":                           NeedsConfirmation,
		"deploy.sh should use set -eo pipefail":              NeedsConfirmation,
		"should deploy.sh run with set -u and pipefail?":     NeedsConfirmation,
	})
}

// TestDirectoryHoldingTarget: a request placed in a directory ("in src/")
// covers the files under it; another directory, a part kept out, a
// question or a hedge does not ask.
func TestDirectoryHoldingTarget(t *testing.T) {
	users := "import { getUsr } from '../db';\nexport const h = () => getUsr(1);\n"
	tg := fileTarget("src/routes/users.ts", users, strings.ReplaceAll(users, "getUsr", "getUser"))
	classifyEach(t, tg, map[string]Level{
		"rename every `getUsr` to `getUser` in src/ — there are like three files": Explicit,
		"in src/routes/, rename getUsr to getUser":                                Explicit,
		"rename getUsr to getUser in lib/":                                        NeedsConfirmation,
		"rename getUsr to getUser in src/ but leave src/routes/ alone":            NeedsConfirmation,
		"should we rename getUsr to getUser in src/?":                             NeedsConfirmation,
		"maybe rename getUsr to getUser in src/ someday":                          NeedsConfirmation,
	})
}

// TestPlacementLandmark: a name after a word of placement ("next to
// Login", "after parseArgs") says where an addition goes; an addition that
// stands there is asked for; hedged, negated or other requests are not.
func TestPlacementLandmark(t *testing.T) {
	auth := "func Login(t string) {\n\tverify(t)\n}\n"
	logout := "\nfunc Logout(s *Session) {\n\ts.Clear()\n}\n"
	beside := fileTarget("internal/auth/auth.go", auth, auth+logout)
	classifyEach(t, beside, map[string]Level{
		"add a Logout func next to Login in auth.go that just clears the session": Explicit,
		"in auth.go add a Logout func after Login":                                Explicit,
		"maybe add a Logout func next to Login in auth.go?":                       NeedsConfirmation,
		"don't add a Logout func next to Login in auth.go":                        NeedsConfirmation,
		"fix Login in auth.go":                                                    NeedsConfirmation,
	})
}

// TestAddressIsNoFile: an e-mail address ("noreply@shop.example") is no
// file the request is placed in, though its domain may end like one; a
// real other file in the clause still is.
func TestAddressIsNoFile(t *testing.T) {
	mailer := "defmodule Shop.Mailer do\n  def from, do: \"noreply@old.example\"\nend\n"
	tg := fileTarget("lib/shop/mailer.ex", mailer, strings.Replace(mailer, "old.example", "shop.example", 1))
	classifyEach(t, tg, map[string]Level{
		"Shop.Mailer.from should return noreply@shop.example now":            Explicit,
		"make from return noreply@shop.example in mailer.ex":                 Explicit,
		"should Shop.Mailer.from return noreply@shop.example?":               NeedsConfirmation,
		"from should return noreply@shop.example, set it in config/mail.exs": NeedsConfirmation,
	})
}

// TestImperativeOffer: an assistant's question that is a bare imperative
// of change ("Remove the badge?") offers the change, as "shall I remove
// the badge?" does: a yes takes it up; a no, a question back, or a yes to
// a change of another part does not.
func TestImperativeOffer(t *testing.T) {
	banner := "export const Banner = () => (\n  <div>\n    <span className=\"badge\">Beta</span>\n    <span className=\"title\">Shop</span>\n  </div>\n);\n"
	removed := fileTarget("src/Banner.tsx", banner, strings.Replace(banner, "<span className=\"badge\">Beta</span>", "null", 1))
	other := fileTarget("src/Banner.tsx", banner, strings.Replace(banner, "Shop", "Store", 1))
	ask := []Turn{u("the banner still says beta"), a("`src/Banner.tsx` renders \"Beta\". Remove the badge?")}
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"just do it already", removed, Explicit},
		{"yes", removed, Explicit},
		{"no", removed, NeedsConfirmation},
		{"why?", removed, NeedsConfirmation},
		{"yes", other, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: append(ask[:2:2], u(c.reply)), Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s (%s)", c.reply, got.Reasoning)
	}
}
