package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// geoOffer is an assistant message offering two fixes in two files.
const geoOffer = "Which would you prefer? I can either\n- add a retry with backoff to `lookup()` in `geo/client.py`, or\n- raise `QPS_LIMIT` in `geo/settings.py` from 10 to 20."

const (
	geoClient   = "import time\n\n\ndef lookup(addr):\n    r = get(addr)\n    return r\n"
	geoSettings = "QPS_LIMIT = 10\nTIMEOUT = 5\n"
)

func TestOptionPicks(t *testing.T) {
	retry := fileTarget("geo/client.py", geoClient, replace(geoClient, "    r = get(addr)\n", "    for attempt in range(3):\n        r = get(addr)\n        if r.status_code != 429:\n            break\n        time.sleep(2 ** attempt)\n"))
	qps := fileTarget("geo/settings.py", geoSettings, replace(geoSettings, "QPS_LIMIT = 10", "QPS_LIMIT = 20"))
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"the retry one", retry, Explicit},
		{"the retry one", qps, NeedsConfirmation},
		{"retry please. the QPS limit is contractual", retry, Explicit},
		{"retry please. the QPS limit is contractual", qps, NeedsConfirmation},
		{"first option", retry, Explicit},
		{"first option", qps, NeedsConfirmation},
		{"the second", qps, Explicit},
		{"the latter", retry, NeedsConfirmation},
		{"both", qps, Explicit},
		{"neither, I'll talk to the vendor", qps, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("lookup() keeps failing with 429s, what can we do?"), a(geoOffer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Name, got.Reasoning)
	}
}

func TestFitScore(t *testing.T) {
	totals := "public BigDecimal withTax(BigDecimal v) {\n    return v.setScale(2, RoundingMode.HALF_UP);\n}\n"
	even := fileTarget("Totals.java", totals, replace(totals, "HALF_UP", "HALF_EVEN"))
	mine, other := "make `discount` round like `withTax`", "switch both to HALF_EVEN"
	assert.Greater(t, fitScore(other, even), fitScore(mine, even), "the option that brings HALF_EVEN in fits best")
	o, ok := otherOptionFits([]string{mine}, []string{mine, other}, even)
	assert.True(t, ok)
	assert.Equal(t, other, o)
	_, ok = otherOptionFits([]string{other}, []string{mine, other}, even)
	assert.False(t, ok)
	_, ok = otherOptionFits([]string{mine, other}, []string{mine, other}, even)
	assert.False(t, ok, "every option picked")
	// "both into `messages.properties`" points at every option, the
	// picked one too: it is no other option the change could be
	_, ok = otherOptionFits([]string{"the second"}, []string{"the first", "the second", "both into `RoundingMode`"}, even)
	assert.False(t, ok, "an alternative pointing at all options")
	assert.Equal(t, other, bestFit([]string{mine, other}, mine+"\n"+other, even))
	assert.Equal(t, "a\nb", bestFit([]string{"config/dev.yaml", "config/prod.yaml"}, "a\nb", even), "a tie keeps the whole pick")
}

func TestOffersInQuestion(t *testing.T) {
	for q, want := range map[string]bool{
		"Should I make `discount` round like `withTax`, or switch both to HALF_EVEN?": true,
		"Should I raise it to 30s in one of them or both?":                            false,
		"Shall I wrap the long lines in all three, or just some?":                     false,
		"README.md or CONTRIBUTING.md?":                                               true,
		"Which one should I update?":                                                  false,
	} {
		assert.Equal(t, want, offersInQuestion(q), q)
	}
}

func TestOfferedToDo(t *testing.T) {
	for msg, want := range map[string]bool{
		"I can either\n- add a retry, or\n- raise the limit":             true,
		"I could:\n1. use defer\n2. add a doc line\nWhich should I do?":  true,
		"FeatureFlags.kt has two flags: A and B. Which one do you mean?": false,
		"Which file is read in prod?":                                    false,
	} {
		assert.Equal(t, want, offeredToDo(msg), msg)
	}
}

func TestContentPick(t *testing.T) {
	opts := map[string]string{"1": "add a retry with backoff in geo/client.py", "2": "raise QPS_LIMIT in geo/settings.py"}
	for reply, want := range map[string]string{
		"the retry one":                       "1",
		"retry please. the QPS limit matters": "1",
		"the qps_limit one":                   "2",
		"fix it":                              "",
		"geo please":                          "", // in both
	} {
		assert.Equal(t, want, contentPick(read(reply, Target{}), opts), reply)
	}
}

func TestIsCallName(t *testing.T) {
	for code, want := range map[string]bool{"lookup()": true, "Cache.Put()": true, "lookup(addr)": false, "x = f()": false, "()": false} {
		assert.Equal(t, want, isCallName(code), code)
	}
}

func TestRefusedAfter(t *testing.T) {
	for text, want := range map[string]bool{
		"second one no, leave light() alone": true,
		"2 nope":                             true,
		"first one yes":                      false,
		"the second":                         false,
	} {
		_, ws := wordsOf(text)
		k := 0
		for i, w := range ws {
			if w.Text == "second" || w.Text == "2" || w.Text == "first" {
				k = i
				break
			}
		}
		assert.Equal(t, want, refusedAfter(ws, k), text)
	}
}

// TestYesToTheProposingSentences: a yes approves what the proposing
// sentences show, not code quoted in the diagnosis around them.
func TestYesToTheProposingSentences(t *testing.T) {
	cache := "func (c *Cache) Get(key string) (any, bool) {\n\te, ok := c.entries[key]\n\tif !ok || time.Now().After(e.expires) {\n\t\treturn nil, false\n\t}\n\treturn e.v, true\n}\n"
	del := fileTarget("internal/store/cache.go", cache, replace(cache, "\tif !ok || time.Now().After(e.expires) {\n\t\treturn nil, false\n\t}",
		"\tif !ok {\n\t\treturn nil, false\n\t}\n\tif time.Now().After(e.expires) {\n\t\tdelete(c.entries, key)\n\t\treturn nil, false\n\t}"))
	other := fileTarget("internal/store/cache.go", cache, replace(cache, "\treturn e.v, true", "\treturn e.v, e.v != nil"))
	proposal := "`Get` only reports a miss — it never deletes from `c.entries`, so `Len()` still counts it.\n\n" +
		"I'd change `Get` in internal/store/cache.go so that when the entry has expired it calls `delete(c.entries, key)` before returning `nil, false`. Want me to make that change?"
	for _, c := range []struct {
		t    Target
		want Level
	}{{del, Explicit}, {other, NeedsConfirmation}} {
		got := Classify(Request{Conversation: []Turn{u("TestExpiredRemoved fails, can you look?"), a(proposal), u("yes please, go ahead")}, Target: c.t})
		assert.Equal(t, c.want, got.Level, got.Reasoning)
	}
	assert.Contains(t, proposalText(proposal, del), "I'd change")
	assert.NotContains(t, proposalText(proposal, del), "never deletes")
	assert.Equal(t, "no proposal here?", proposalText("no proposal here?", del))
}

// TestNumberedPicksAsk: "1 and 3" to an offer of numbered changes asks
// for those two, and only for edits that are one of them.
func TestNumberedPicksAsk(t *testing.T) {
	src := "// Put stores v under k.\nfunc (c *Cache) Put(k, v string) {\n\tc.mu.Lock()\n\tc.entries[k] = v\n\tc.mu.Unlock()\n}\n\n// Len is the number of entries.\nfunc (c *Cache) Len() int { return len(c.entries) }\n"
	deferred := fileTarget("src/cache.go", src, replace(src, "\tc.mu.Lock()\n\tc.entries[k] = v\n\tc.mu.Unlock()", "\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.entries[k] = v"))
	doc := fileTarget("src/cache.go", src, replace(src, "// Len is the number of entries.", "// Len is the number of entries, expired ones included."))
	unrelated := fileTarget("src/cache.go", src, replace(src, "// Put stores v under k.", "// Put stores v under k, replacing it."))
	offer := "I could:\n1. make Put use defer for the unlock\n2. add a doc line to Len saying expired entries are counted\n3. remove the unused `stale` helper\nWhich should I do?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"1 and 3", deferred, Explicit},
		{"1 and 3", doc, NeedsConfirmation},
		{"1 and 3", unrelated, NeedsConfirmation},
		{"all except 2", deferred, Explicit},
		{"all except 2", doc, NeedsConfirmation},
		{"2", doc, Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u("anything worth cleaning up in src/cache.go?"), a(offer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q: %s", c.reply, got.Reasoning)
	}
}

func TestCodeNamesIn(t *testing.T) {
	assert.Equal(t, []string{"NEW_ONBOARDING", "OFFLINE_SYNC"}, codeNamesIn("FeatureFlags.kt has two disabled flags: NEW_ONBOARDING and OFFLINE_SYNC."))
	assert.Equal(t, []string{"parseDuration", "formatFooter"}, codeNamesIn("Either parseDuration or formatFooter, I think."))
	assert.Empty(t, codeNamesIn("There are two files, A and B."))
}

func TestPickAmongNamedFlags(t *testing.T) {
	kt := "object FeatureFlags {\n    const val NEW_ONBOARDING = false\n    const val OFFLINE_SYNC = false\n}\n"
	sync := fileTarget("app/src/main/kotlin/FeatureFlags.kt", kt, replace(kt, "OFFLINE_SYNC = false", "OFFLINE_SYNC = true"))
	onboarding := fileTarget("app/src/main/kotlin/FeatureFlags.kt", kt, replace(kt, "NEW_ONBOARDING = false", "NEW_ONBOARDING = true"))
	q := "FeatureFlags.kt has two disabled flags: NEW_ONBOARDING and OFFLINE_SYNC. Which one do you mean?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{{"the latter", sync, Explicit}, {"the latter", onboarding, NeedsConfirmation}, {"the first", onboarding, Explicit}} {
		got := Classify(Request{Conversation: []Turn{u("enable the flag for the beta build"), a(q), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q: %s", c.reply, got.Reasoning)
	}
}

func TestContentPickByNounAfterDeterminer(t *testing.T) {
	opts := map[string]string{"1": "raise the limit to 1Gi", "2": "raise the request to 512Mi"}
	assert.Equal(t, "1", contentPick(read("only the limit. requests stay", Target{}), opts))
	assert.Equal(t, "", contentPick(read("raise it, thanks a lot", Target{}), opts), "a verb every option has picks none")
}

// TestNamesFilesNotVersions: a version or a series ("15.x") in a list of
// options names no file.
func TestNamesFilesNotVersions(t *testing.T) {
	for text, want := range map[string]bool{
		"pin the latest 15.x, no data migration": false,
		"bump to 1.25.3":                         false,
		"edit config/dev.yaml":                   true,
		"the 1.x branch of lib.go":               true,
	} {
		assert.Equal(t, want, namesFiles(text), text)
	}
}

// TestSpelledOptionPicked: a pick of an option that spells the whole change
// in code, beside an option quoting what it replaces, asks for it; another
// option, more than it spells, another file, or a hedge does not.
func TestSpelledOptionPicked(t *testing.T) {
	docker := "FROM node:20 AS build\nRUN npm run build\n\nFROM nginx:1.25-alpine\nCOPY --from=build /src/dist /usr/share/nginx/html\nEXPOSE 80\n"
	edit := func(old, new string) Target {
		return fileTarget("web/Dockerfile", docker, strings.Replace(docker, old, new, 1))
	}
	optA := edit("FROM nginx:1.25-alpine\nCOPY --from=build /src/dist /usr/share/nginx/html\nEXPOSE 80", "FROM nginxinc/nginx-unprivileged:1.25-alpine\nCOPY --from=build /src/dist /usr/share/nginx/html\nEXPOSE 8080")
	more := edit("FROM nginx:1.25-alpine\nCOPY --from=build /src/dist /usr/share/nginx/html\nEXPOSE 80", "FROM nginxinc/nginx-unprivileged:1.25-alpine\nCOPY --from=build /src/dist /usr/share/nginx/html\nUSER root\nEXPOSE 8080")
	optB := edit("EXPOSE 80", "USER nginx\nEXPOSE 80")
	compose := "services:\n  web:\n    image: nginx:latest\n"
	elsewhere := fileTarget("docker-compose.yml", compose, strings.Replace(compose, "nginx:latest", "nginxinc/nginx-unprivileged:1.25-alpine", 1))
	ways := "Two ways:\n(a) switch the final stage to `nginxinc/nginx-unprivileged:1.25-alpine` and `EXPOSE 8080`;\n(b) keep `nginx:1.25-alpine` and add `USER nginx` plus config changes.\nWhich one?"
	for _, tt := range []struct {
		name, reply string
		target      Target
		want        Level
	}{
		{"the option spelled", "a", optA, Explicit},
		{"the other option", "b", optA, NeedsConfirmation},
		{"the other option's edit", "a", optB, NeedsConfirmation},
		{"more than the option", "a", more, NeedsConfirmation},
		{"another file", "a", elsewhere, NeedsConfirmation},
		{"a hedge", "maybe a, not sure yet", optA, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			conv := []Turn{u("security scan flags the nginx image running as root"), a(ways), u(tt.reply)}
			got := Classify(Request{Conversation: conv, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// timeoutFiles is a message naming three files before its question, and a
// target per file raising the timeout in it.
func timeoutTargets() map[string]Target {
	out := map[string]Target{}
	for _, env := range []string{"alpha", "beta", "live"} {
		name := "svc/env/" + env + ".toml"
		before := "[http]\ntimeout = 10\n"
		out[env] = fileTarget(name, before, replace(before, "timeout = 10", "timeout = 30"))
	}
	return out
}

func TestPicksOfListedFiles(t *testing.T) {
	ts := timeoutTargets()
	offer := "The timeout is set in three places: `svc/env/alpha.toml`, `svc/env/beta.toml` and `svc/env/live.toml`. Which of them?"
	for _, c := range []struct {
		reply string
		want  map[string]Level
	}{
		{"every one of them", map[string]Level{"alpha": Explicit, "beta": Explicit, "live": Explicit}},
		{"all but live", map[string]Level{"alpha": Explicit, "beta": Explicit, "live": NeedsConfirmation}},
		{"everything except the live one", map[string]Level{"alpha": Explicit, "live": NeedsConfirmation}},
		{"all of them apart from live", map[string]Level{"beta": Explicit, "live": NeedsConfirmation}},
		{"skip live, the rest are fine", map[string]Level{"alpha": Explicit, "live": NeedsConfirmation}},
		{"leave live alone, the other two can change", map[string]Level{"alpha": Explicit, "beta": Explicit, "live": NeedsConfirmation}},
		{"not live. the remaining ones yes", map[string]Level{"beta": Explicit, "live": NeedsConfirmation}},
		{"2", map[string]Level{"beta": Explicit, "alpha": NeedsConfirmation, "live": NeedsConfirmation}},
		{"the third", map[string]Level{"live": Explicit, "beta": NeedsConfirmation}},
		{"alpha and beta", map[string]Level{"alpha": Explicit, "beta": Explicit, "live": NeedsConfirmation}},
		{"yes but only beta", map[string]Level{"beta": Explicit, "alpha": NeedsConfirmation, "live": NeedsConfirmation}},
		{"all of them, except the risky ones", map[string]Level{"alpha": NeedsConfirmation, "live": NeedsConfirmation}},
		{"all of them other than live", map[string]Level{"alpha": Explicit, "live": NeedsConfirmation}},
		{"neither of those", map[string]Level{"alpha": NeedsConfirmation, "live": NeedsConfirmation}},
	} {
		for env, want := range c.want {
			conv := []Turn{u("raise the http timeout to 30"), a(offer), u(c.reply)}
			got := Classify(Request{Conversation: conv, Target: ts[env]})
			assert.Equal(t, want, got.Level, "%q for %s: %s", c.reply, env, got.Reasoning)
		}
	}
}

func TestPickNeedsAnOffer(t *testing.T) {
	ts := timeoutTargets()
	for _, said := range []string{
		"Done: the timeout is now 30 in `svc/env/alpha.toml` and `svc/env/beta.toml`.",
		"The timeout is set in `svc/env/alpha.toml`, `svc/env/beta.toml` and `svc/env/live.toml`.",
	} {
		for _, reply := range []string{"both", "the third one", "all of them"} {
			got := Classify(Request{Conversation: []Turn{u("what is the http timeout?"), a(said), u(reply)}, Target: ts["live"]})
			assert.Equal(t, NeedsConfirmation, got.Level, "%q after %q: %s", reply, said, got.Reasoning)
		}
	}
}

func TestPickWithTheQuestionsVerb(t *testing.T) {
	const src = "package version\n\nconst Version = \"1.4.0\"\n"
	code := fileTarget("pkg/version/version.go", src, replace(src, "1.4.0", "1.5.0"))
	const doc = "# Tool\n\nCurrent release: 1.4.0\n"
	docs := fileTarget("docs/index.md", doc, replace(doc, "1.4.0", "1.5.0"))
	for _, c := range []struct {
		offer, reply string
		t            Target
		want         Level
	}{
		{"It shows up in two spots:\n1. `pkg/version/version.go`\n2. `docs/index.md`\nWhich one should I update?", "the first", code, Explicit},
		{"It shows up in two spots:\n1. `pkg/version/version.go`\n2. `docs/index.md`\nWhich one should I update?", "the first", docs, NeedsConfirmation},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Bump it in which?", "just the docs", docs, Explicit},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Bump it in which?", "just the docs", code, NeedsConfirmation},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Change both, or only one?", "both", docs, Explicit},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Change both, or only one?", "only one", docs, NeedsConfirmation},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Should I set it to 2.0.0 in both?", "yes both", docs, NeedsConfirmation},
		{"The string is in `pkg/version/version.go` and `docs/index.md`. Which file is the source of truth?", "the first", code, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("the version string is stale"), a(c.offer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q to %q for %s: %s", c.reply, c.offer, c.t.Name, got.Reasoning)
	}
}

func TestInlineLabelledOptions(t *testing.T) {
	const web = "function init() {\n  const debug = true;\n  start();\n}\n"
	app := fileTarget("web/app.js", web, replace(web, "  const debug = true;\n", ""))
	const lint = "{\n  \"rules\": {}\n}\n"
	rc := fileTarget(".eslintrc.json", lint, replace(lint, "{}", "{ \"no-unused-vars\": \"off\" }"))
	offer := "I can (1) remove the unused `debug` constant in web/app.js, (2) switch off no-unused-vars in .eslintrc.json, or (3) both. Which?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"3", app, Explicit},
		{"3", rc, Explicit},
		{"1", app, Explicit},
		{"1", rc, NeedsConfirmation},
		{"(2)", rc, Explicit},
		{"2", app, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("the linter complains"), a(offer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Name, got.Reasoning)
	}
	assert.Equal(t, []string{"remove the unused `debug` constant in web/app.js", "switch off no-unused-vars in .eslintrc.json", "both"},
		options(offer))
	assert.Equal(t, []string{"`KillMode=mixed`", "`KillMode=process` with `TimeoutStopSec=20`"},
		options("api.service has no KillMode. Options: 1) `KillMode=mixed` 2) `KillMode=process` with `TimeoutStopSec=20`. Which?"))
}

func TestSpelledValuePickForTheNamedFile(t *testing.T) {
	const unit = "[Service]\nExecStart=/usr/bin/api\n"
	process := fileTarget("deploy/api.service", unit, replace(unit, "/usr/bin/api\n", "/usr/bin/api\nKillMode=process\nTimeoutStopSec=20\n"))
	mixed := fileTarget("deploy/api.service", unit, replace(unit, "/usr/bin/api\n", "/usr/bin/api\nKillMode=mixed\n"))
	offer := "deploy/api.service sets no KillMode. Options: 1) `KillMode=mixed` 2) `KillMode=process` with `TimeoutStopSec=20`. Which?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"2", process, Explicit},
		{"the second", mixed, NeedsConfirmation},
		{"first", mixed, Explicit},
		{"first", process, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("the api hangs on shutdown"), a(offer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Added, got.Reasoning)
	}
	other := "deploy/api.service and deploy/worker.service set no KillMode. Options: 1) `KillMode=mixed` 2) `KillMode=process` with `TimeoutStopSec=20`. Which?"
	got := Classify(Request{Conversation: []Turn{u("the api hangs on shutdown"), a(other), u("2")}, Target: process})
	assert.Equal(t, NeedsConfirmation, got.Level, "two files named, the option names neither: %s", got.Reasoning)
}

func TestVagueAlternative(t *testing.T) {
	for alt, want := range map[string]bool{
		"Update both":              true,
		"in one of them":           true,
		"all three":                true,
		"switch both to HALF_EVEN": false,
		"both into `RoundingMode`": true,
		"raise it in `a.yaml`":     false,
		"change the dev one":       false,
		"just some":                true,
	} {
		assert.Equal(t, want, vagueAlternative(alt), alt)
	}
}

func TestPickWhichShouldBecome(t *testing.T) {
	ts := timeoutTargets()
	before := "[http]\ntimeout = 10\n"
	other := fileTarget("svc/env/alpha.toml", before, replace(before, "timeout = 10", "timeout = 45"))
	offer := "The timeout is set in `svc/env/alpha.toml` and `svc/env/live.toml`. Which should go to 30?"
	for _, c := range []struct {
		reply string
		t     Target
		want  Level
	}{
		{"alpha", ts["alpha"], Explicit},
		{"the first", ts["alpha"], Explicit},
		{"alpha", other, NeedsConfirmation},
		{"alpha", ts["live"], NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("requests time out"), a(offer), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.t.Added, got.Reasoning)
	}
	const doc = "# Tool\n\nCurrent release: 1.4.0\n"
	docs := fileTarget("docs/index.md", doc, replace(doc, "1.4.0", "1.5.0"))
	got := Classify(Request{Conversation: []Turn{u("the release number is stale"), a("It is in `CHANGELOG.md` and in `docs/index.md`. Update both, or just one?"), u("both")}, Target: docs})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
	got = Classify(Request{Conversation: []Turn{u("the release number is stale"), a("It is in `CHANGELOG.md` and in `docs/index.md`. Which one is right?"), u("both")}, Target: docs})
	assert.Equal(t, NeedsConfirmation, got.Level, "a question offering no change: %s", got.Reasoning)
}

func TestPickLeavesTheValue(t *testing.T) {
	ts := timeoutTargets()
	files := "`svc/env/alpha.toml`, `svc/env/beta.toml` and `svc/env/live.toml`"
	for _, c := range []struct {
		offer, reply, env string
		want              Level
	}{
		{"The timeout is in " + files + ". Raise it in which?", "not the live one", "alpha", Explicit},
		{"The timeout is in " + files + ". Raise it in which?", "not the live one", "live", NeedsConfirmation},
		{"Three files: " + files + ". Which one should get the longer timeout?", "the beta one", "beta", Explicit},
		{"Three files: " + files + ". Which one should get the longer timeout?", "the beta one", "alpha", NeedsConfirmation},
		{"Three files: " + files + ". Which one should I change to slow?", "beta", "beta", NeedsConfirmation},
		{"Three files: " + files + ". Which one should I raise?", "beta, to 45", "beta", NeedsConfirmation},
		{"Three files: " + files + ". Which one should I raise?", "beta", "beta", Explicit},
		{"Three files: " + files + ". Which one is loaded in CI?", "beta", "beta", NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("requests time out"), a(c.offer), u(c.reply)}, Target: ts[c.env]})
		assert.Equal(t, c.want, got.Level, "%q to %q for %s: %s", c.reply, c.offer, c.env, got.Reasoning)
	}
}

func TestPickOnlyNarrows(t *testing.T) {
	ts := timeoutTargets()
	offer := "The timeout is in `svc/env/alpha.toml` and `svc/env/live.toml`. Should I raise it in one of them or both?"
	for _, c := range []struct {
		reply, env string
		want       Level
	}{
		{"only alpha, live is fine as it is", "alpha", Explicit},
		{"only alpha, live is fine as it is", "live", NeedsConfirmation},
		{"live stays. just alpha", "live", NeedsConfirmation},
		{"alpha and live", "live", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u("requests time out"), a(offer), u(c.reply)}, Target: ts[c.env]})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.env, got.Reasoning)
	}
}

func TestNegatedPickAmongSpelledAlternatives(t *testing.T) {
	ts := timeoutTargets()
	offer := "Should I raise the request timeout in svc/env/alpha.toml, svc/env/live.toml, or both?"
	for _, c := range []struct {
		reply, env string
		want       Level
	}{
		{"not the live one", "alpha", Explicit},
		{"not the live one", "live", NeedsConfirmation},
		{"anything but live", "live", NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("requests time out"), a(offer), u(c.reply)}, Target: ts[c.env]})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.reply, c.env, got.Reasoning)
	}
}

// BenchmarkOptionPick is the reading of a pick among files named before
// the question, with an exclusion: the short-reply path of every Edit
// after such an answer.
func BenchmarkOptionPick(b *testing.B) {
	ts := timeoutTargets()
	conv := []Turn{u("raise the http timeout to 30"), a("The timeout is set in three places: `svc/env/alpha.toml`, `svc/env/beta.toml` and `svc/env/live.toml`. Which of them?"), u("everything except live")}
	for b.Loop() {
		Classify(Request{Conversation: conv, Target: ts["beta"]})
	}
}
