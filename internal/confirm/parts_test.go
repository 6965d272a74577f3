package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

func TestValueNotBrought(t *testing.T) {
	pkg := "{\n  \"name\": \"shop\",\n  \"engines\": { \"node\": \">=18\" },\n  \"dependencies\": { \"react\": \"^17.0.2\" }\n}\n"
	toml := "[server]\nworkers = 4\ntimeout = 10\n"
	tests := []struct {
		name, msg, file, before, after, want string
	}{
		{"the value asked for is another one", "in package.json set react to 18.2.0", "package.json", pkg, strings.Replace(pkg, ">=18", ">=20", 1), "18.2.0"},
		{"the value asked for is brought in", "in package.json set react to ^18.2.0", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), ""},
		{"a version after use", "in package.json use node 20 please", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), ""},
		{"a version after use, another change", "package.json should use v22 for the engines", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), "v22"},
		{"an assignment", "in app.toml workers=8", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), "8"},
		{"one of two values brought in", "in app.toml raise workers to 8 and timeout to 30", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), ""},
		{"a number inside a longer one is not it", "in app.toml raise timeout to 3", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), "3"},
		{"a quantity with a unit may be converted", "in app.toml set the timeout to 2 minutes", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 120", 1), ""},
		{"an attached unit too", "in app.toml set the timeout to 2m", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 120", 1), ""},
		{"another file's value", "tidy app.toml, and bump the port in server.yaml to 8443", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 4 # cores", 1), ""},
		{"a rate may be a fraction", "in app.toml set the timeout to 50%", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 0.5", 1), ""},
		{"no value spelled out", "in app.toml give it more workers", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 8", 1), ""},
		{"a word after to is no value", "in app.toml add a comment to the workers line", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 4 # cores", 1), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := fileTarget(tt.file, tt.before, tt.after)
			if r, at, ok := readNamed(t, tt.msg, tg); ok {
				assert.Equal(t, tt.want, valueNotBrought(tt.msg, r.words, tg, at))
			}
		})
	}
}

func TestNumericCore(t *testing.T) {
	for v, want := range map[string]string{"v0.3.0": "0.3.0", "8px": "8", "1.3": "1.3", "^4.2": "4.2", "abc": "", "3.": "3", "v": ""} {
		assert.Equal(t, want, numericCore(v), v)
	}
}

func TestSpecificsUntouched(t *testing.T) {
	nginx := "server {\n  listen 80;\n  client_max_body_size 1m;\n  gzip off;\n}\n"
	env := "LOG_LEVEL=info\nMAX_CONNS=20\nCACHE_DIR=/tmp/cache\n"
	scss := ".nav__link {\n  color: #333;\n}\n\n.nav__logo {\n  height: 32px;\n}\n"
	routes := "export const routes = [\n  { path: \"/\", page: Home },\n  { path: \"/about\", page: About },\n];\n"
	tests := []struct {
		name, msg, file, before, after, want string
	}{
		{"a key the file holds, another key changed", "set MAX_CONNS higher in app.env", "app.env", env, strings.Replace(env, "info", "debug", 1), "MAX_CONNS"},
		{"the key named is changed", "set MAX_CONNS higher in app.env", "app.env", env, strings.Replace(env, "20", "50", 1), ""},
		{"a setting written key=value", "in app.env change LOG_LEVEL=info to LOG_LEVEL=warn", "app.env", env, strings.Replace(env, "/tmp/cache", "/var/cache", 1), "LOG_LEVEL=info"},
		{"a class the file holds, another rule reformatted", "make .nav__logo taller in nav.scss", "nav.scss", scss, strings.Replace(scss, "#333", "#333333", 1), ".nav__logo"},
		{"a value after a noun, another value changed", "in site.conf make client_max_body_size 10m and gzip on", "site.conf", nginx, strings.Replace(nginx, "listen 80", "listen 8080", 1), "client_max_body_size"},
		{"one of two specifics touched", "in site.conf turn gzip on and raise client_max_body_size", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), ""},
		{"a number as a value", "site.conf should listen 443", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), "listen"},
		{"a number after a determiner is a label", "fix the 500 error in site.conf", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), ""},
		{"a route to add, another added", "routes.ts needs /pricing", "routes.ts", routes, strings.Replace(routes, "];", "  { path: \"/blog\", page: Blog },\n];", 1), "/pricing"},
		{"the route asked for is added", "routes.ts needs /pricing", "routes.ts", routes, strings.Replace(routes, "];", "  { path: \"/pricing\", page: Pricing },\n];", 1), ""},
		{"a ticket id is no specific", "PLAT-311: turn gzip on in site.conf", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), ""},
		{"a code name the file lacks is no part of it", "site.conf throws ERR_TOO_BIG, fix it", "site.conf", nginx, strings.Replace(nginx, "1m", "10m", 1), ""},
		{"another file's specifics", "tidy site.conf, and set MAX_CONNS in app.env", "site.conf", nginx, strings.Replace(nginx, "  gzip off;\n", "  gzip  off;\n", 1), ""},
		{"a value in another file's part", "in app.env set MAX_CONNS=50, and drop gzip from site.conf", "site.conf", nginx, strings.Replace(nginx, "  gzip off;\n", "", 1), ""},
		{"the part names this file and a file it refers to", "site.conf needs client_max_body_size 5m for upload.html", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), "client_max_body_size"},
		{"a specific negated is still touched", "in app.env, use CACHE_DIR for that, not LOG_LEVEL", "app.env", env, strings.Replace(env, "LOG_LEVEL=info\n", "", 1), ""},
		{"a specific negated and untouched is not asked for", "in app.env, not MAX_CONNS", "app.env", env, strings.Replace(env, "info", "debug", 1), ""},
		{"no specifics at all", "tidy up site.conf", "site.conf", nginx, strings.Replace(nginx, "gzip off", "gzip on", 1), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := fileTarget(tt.file, tt.before, tt.after)
			if r, at, ok := readNamed(t, tt.msg, tg); ok {
				assert.Equal(t, tt.want, r.unasked(mention{Span: at, file: true}, r.kept).specific)
			}
		})
	}
}

func TestIsTicket(t *testing.T) {
	for tok, want := range map[string]bool{"SR-88": true, "PLAT-311": true, "#42": true, "on-failure": false, "v1-2": false, "#": false, "X-1a": false} {
		assert.Equal(t, want, isTicket(tok), tok)
	}
}

func TestStemInsideAnotherPath(t *testing.T) {
	proj := "<Project>\n  <PropertyGroup>\n    <Nullable>disable</Nullable>\n  </PropertyGroup>\n</Project>\n"
	tg := fileTarget("tools/Gen/Gen.csproj", proj, strings.Replace(proj, "disable", "enable", 1))
	for msg, want := range map[string]bool{
		"enable Nullable in Gen":                      true,
		"enable Nullable in src/Gen/Gen.csproj":       false,
		"enable Nullable in lib/Gen/Gen.Tests.csproj": false,
		"enable Nullable in tools/Gen/Gen.csproj":     true,
	} {
		assert.Equal(t, want, len(fileMentions(msg, lang.Normalize(msg), tg)) > 0, msg)
	}
}

func TestImportsName(t *testing.T) {
	ts := "import { formatPrice } from \"../lib/money\";\nimport React from \"react\";\n\nexport function Total() { return formatPrice(1); }\n"
	py := "from shop.money import format_price, round_half\nimport os\n\ndef total():\n    return format_price(1)\n"
	rs := "use crate::money::{format_price, Cents};\n\nfn total() -> String { format_price(1) }\n"
	for _, tt := range []struct {
		file, sym string
		want      bool
	}{
		{ts, "formatPrice", true}, {ts, "Total", false}, {ts, "React", true},
		{py, "round_half", true}, {py, "total", false},
		{rs, "Cents", true}, {rs, "total", false},
		{"const { sum } = require(\"./math\");\nsum(1, 2);\n", "sum", true},
	} {
		assert.Equal(t, tt.want, importsName(tt.file, tt.sym), tt.sym)
	}
}

func TestImportedNameNamesItsModule(t *testing.T) {
	ts := "import { formatPrice } from \"../lib/money\";\n\nexport function Total() {\n  return formatPrice(1, \"EUR\");\n}\n"
	tg := fileTarget("src/Total.tsx", ts, strings.Replace(ts, "formatPrice(1, \"EUR\")", "formatPrice(1)", 1))
	for msg, want := range map[string]Level{
		"formatPrice: make EUR the default currency":            NeedsConfirmation,
		"in Total.tsx, drop the currency from formatPrice call": Explicit,
	} {
		assert.Equal(t, want, Classify(Request{Conversation: []Turn{u(msg)}, Target: tg}).Level, msg)
	}
}

func TestBlankTicketLists(t *testing.T) {
	list := "PAY-7 (open): raise the retry limit to 5\nPAY-9 (open): log declined cards\n\nwhich should go first?"
	got := blankTicketLists(list)
	assert.Len(t, got, len(list), "offsets kept")
	assert.NotContains(t, got, "raise")
	assert.Contains(t, got, "which should go first?")
	one := "PAY-7: raise the retry limit in payments.yaml to 5\nthanks"
	assert.Equal(t, one, blankTicketLists(one), "a single ticket line is the user's own")
	bullets := "- #12 drop the legacy flag\n- #15 rename the env var\nthoughts?"
	assert.NotContains(t, blankTicketLists(bullets), "drop")
	assert.Equal(t, "fix SR-1 and SR-2", blankTicketLists("fix SR-1 and SR-2"))
}

func TestMarkupNamesInSpecifics(t *testing.T) {
	page := "<main>\n  <nav class=\"top\"><a href=\"/\">Home</a></nav>\n  <textarea name=\"bio\"></textarea>\n  <footer>(c) Acme</footer>\n</main>\n"
	tests := []struct {
		name, msg, after, want string
	}{
		{"a tag named, another element changed", "in profile.html make the textarea taller", strings.Replace(page, "(c) Acme", "(c) 2026 Acme", 1), "textarea"},
		{"an attribute value named, another element changed", "give the bio field a maxlength in profile.html", strings.Replace(page, "Home", "Start", 1), "bio"},
		{"the element named is changed", "in profile.html make the textarea taller", strings.Replace(page, "<textarea name=\"bio\">", "<textarea name=\"bio\" rows=\"8\">", 1), ""},
		{"ordinary words are no names", "tidy up the markup in profile.html", strings.Replace(page, "(c) Acme", "(c) 2026 Acme", 1), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := fileTarget("profile.html", page, tt.after)
			if r, at, ok := readNamed(t, tt.msg, tg); ok {
				assert.Equal(t, tt.want, r.unasked(mention{Span: at, file: true}, r.kept).specific)
			}
		})
	}
	assert.False(t, markupNames("notes.md", page, "textarea"), "only markup files")
}

func TestScaleAndPointAsk(t *testing.T) {
	job := "job \"api\" {\n  group \"web\" {\n    count = 2\n  }\n}\n"
	tg := fileTarget("deploy/api.nomad", job, strings.Replace(job, "count = 2", "count = 4", 1))
	for msg, want := range map[string]Level{
		"scale web to 4 in deploy/api.nomad":       Explicit,
		"point deploy/api.nomad at 4 instances":    Explicit,
		"what's the point of deploy/api.nomad?":    NeedsConfirmation,
		"the scale of deploy/api.nomad worries me": NeedsConfirmation,
		"scale web to 6 in deploy/api.nomad":       NeedsConfirmation,
	} {
		assert.Equal(t, want, Classify(Request{Conversation: []Turn{u(msg)}, Target: tg}).Level, msg)
	}
}

func TestGivesValue(t *testing.T) {
	for msg, want := range map[string]bool{
		"give it 2Gi":                        true,
		"give the worker pool a cap of 16":   true,
		"give me 5 reasons":                  false,
		"give us a summary of the 3 changes": false,
		"give it a look":                     false,
		"give up on 2 retries":               false,
	} {
		norm := lang.Normalize(msg)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, want, givesValue(msg, ws, 0), msg)
	}
}

func TestStatusVerbAfterShould(t *testing.T) {
	py := "def get_item(id):\n    item = db.get(id)\n    return item\n"
	tg := fileTarget("app/items.py", py, strings.Replace(py, "    return item\n", "    if item is None:\n        abort(404)\n    return item\n", 1))
	for msg, want := range map[string]Level{
		"get_item should 404 when the id is unknown":    Explicit,
		"get_item should 2 when the id is unknown":      NeedsConfirmation,
		"why does get_item 404 when the id is unknown?": NeedsConfirmation,
	} {
		assert.Equal(t, want, Classify(Request{Conversation: []Turn{u(msg)}, Target: tg}).Level, msg)
	}
	assert.False(t, isStatusVerb("600"))
	assert.False(t, isStatusVerb("42"))
}

func TestWantsThingTo(t *testing.T) {
	for msg, want := range map[string]bool{
		"I want the footer to show the year":         true,
		"we need the parser to skip blank lines":     true,
		"I want to understand the parser":            false,
		"I want you to explain the parser":           false,
		"I want the parser to understand me":         false,
		"they want the footer to show the year":      false,
		"we need the parser to let comments through": true,
		"I want the footer to also show the year":    true,
	} {
		norm := lang.Normalize(msg)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, want, wantsThingTo(ws, 1), msg)
	}
	for msg, want := range map[string]bool{
		"I'd like the footer to show the year":  true,
		"we'd like the parser to skip comments": true,
		"I'd like to understand the parser":     false,
		"I'd like you to explain the parser":    false,
		"they like the footer to show the year": false,
	} {
		norm := lang.Normalize(msg)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, want, wantsThingTo(ws, 1), msg)
	}
}

func TestMappedTo(t *testing.T) {
	tg := fileTarget("src/views/Billing.vue", "", "<template><main/></template>\n")
	tg.created = true
	for msg, want := range map[string]string{
		"add /billing in src/app/router.ts -> src/views/Billing.vue": "src/app/router.ts",
		"map /billing in router.ts => src/views/Billing.vue please":  "router.ts",
		"rename src/views/Plans.vue -> src/views/Billing.vue":        "",
		"create src/views/Billing.vue for /billing":                  "",
	} {
		r := read(msg, tg)
		ms := fileMentions(msg, r.norm, tg)
		if !assert.NotEmpty(t, ms, msg) {
			continue
		}
		assert.Equal(t, want, r.mappedTo(ms[len(ms)-1]), msg)
	}
}

func TestAccessLabelIsNoBlock(t *testing.T) {
	src := "class Stack {\npublic:\n    int top() const { return v_.back(); }\n\nprivate:\n    std::vector<int> v_;\n};\n"
	tg := fileTarget("src/stack.hpp", src, strings.Replace(src, "    int top() const { return v_.back(); }\n", "    int top() const { return v_.back(); }\n    bool empty() const { return v_.empty(); }\n", 1))
	assert.Contains(t, tg.Declared, "Stack")
	assert.NotContains(t, tg.Declared, "public")
	assert.Equal(t, Explicit, Classify(Request{Conversation: []Turn{u("Stack needs an empty() that says whether it holds nothing")}, Target: tg}).Level)
	assert.True(t, isAccessLabel("  protected:"))
	assert.False(t, isAccessLabel("publicKey:"))
}

func TestCallNamedForAPlace(t *testing.T) {
	src := "class BoundedStack {\npublic:\n    int top() const { return v_.back(); }\n\nprivate:\n    std::vector<int> v_;\n};\n"
	tg := fileTarget("src/stack.hpp", src, strings.Replace(src, "    int top() const { return v_.back(); }\n", "    int top() const { return v_.back(); }\n    bool empty() const { return v_.empty(); }\n", 1))
	for msg, want := range map[string]Level{
		"add empty() to BoundedStack":                           Explicit,
		"add reset() to BoundedStack":                           NeedsConfirmation,
		"add empty() to BoundedStack. does reset() belong too?": Explicit,
		"in BoundedStack, give us a size() please":              NeedsConfirmation,
	} {
		assert.Equal(t, want, Classify(Request{Conversation: []Turn{u(msg)}, Target: tg}).Level, msg)
	}
}

// readNamed reads msg against tg and returns where it names the file
// (false, with the test failed, when it does not).
func readNamed(t *testing.T, msg string, tg Target) (reading, lang.Span, bool) {
	t.Helper()
	r := read(msg, tg)
	at := fileMentions(msg, r.norm, tg)
	if !assert.NotEmpty(t, at, "the message names the file") {
		return r, lang.Span{}, false
	}
	return r, at[0].Span, true
}

func TestOnlyTypos(t *testing.T) {
	for _, c := range []struct {
		old, new string
		want     bool
	}{
		{"Run the instaler and wait untill it finishes.", "Run the installer and wait until it finishes.", true},
		{"Changes take efect after restart.", "Changes take effect after restart.", true},
		{"teh end", "the end", true},
		{"Changes take efect after restart.", "Restart the app to apply them.", false},
		{"The defaults work for most people.", "Most people can keep every default.", false},
		{"set up the db", "set up the database", false},
	} {
		u := unit{removed: []string{c.old}, added: []string{c.new}}
		assert.Equal(t, c.want, u.onlyTypos(), "%q → %q", c.old, c.new)
	}
	assert.False(t, unit{added: []string{"new line"}}.onlyTypos(), "a new line corrects nothing")
}

func TestReindents(t *testing.T) {
	line := func(old, new string) unit { return unit{removed: []string{old}, added: []string{new}} }
	widened := []unit{line(`  "name": "ui",`, `    "name": "ui",`), line(`    "dev": "vite",`, `        "dev": "vite",`)}
	assert.True(t, reindents(widened), "2 → 4 and 4 → 8: another indentation width")
	wrapped := []unit{{added: []string{"try:"}}, line("    a()", "        a()"), line("    b()", "        b()")}
	assert.False(t, reindents(wrapped), "a wrapped block moves by one amount")
	assert.False(t, line("a: 1", "a: 2").reindentOnly(), "a value changed")
}

func TestDropsKeyAndLineKey(t *testing.T) {
	assert.Equal(t, "TIME_ZONE", lineKey(`TIME_ZONE = "UTC"`))
	assert.Equal(t, "strict", lineKey(`    "strict": false,`))
	assert.Equal(t, "", lineKey(`- "8080:8080"`), "a port mapping sets no key")
	assert.Equal(t, "", lineKey(`override def toString: String =`), "a declaration is no key")
	assert.Equal(t, lineKey(`TIME_ZONE = "UTC"`), lineKey(`TIME_ZONE = "Europe/Berlin"`))
	rewrite := unit{removed: []string{"  only:", "    - main"}, added: []string{"  rules:", "    - if: $CI_COMMIT_BRANCH == \"main\"", "      when: manual"}}
	assert.True(t, rewrite.dropsKey([]string{"deploy"}), "only: taken away, not set again")
	assert.False(t, rewrite.dropsKey([]string{"deploy", "only"}), "a key the request names")
	set := unit{removed: []string{"  port: 8080"}, added: []string{"  port: 9000"}}
	assert.False(t, set.dropsKey(nil), "the key is set again")
}

func TestWithoutArity(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"add_item/2", "add_item"},
		{"handle_call/3", "handle_call"},
		{"add_item", "add_item"},
		{"src/2", "src"},
		{"a/b/2", "a/b/2"},
		{"/2", "/2"},
		{"add_item/", "add_item/"},
		{"add_item/x2", "add_item/x2"},
	} {
		assert.Equal(t, tc.want, withoutArity(tc.in), tc.in)
	}
}

func TestQualifiedElsewhere(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		want       bool
	}{
		{"поменяй TIME_ZONE в settings.py на Europe/Moscow", "mysite/settings.py", false},
		{"change TIME_ZONE in the api settings.py", "mysite/settings.py", true},
		{"change TIME_ZONE in the mysite settings.py", "mysite/settings.py", false},
		{"clean up utils.py", "app/utils.py", false},
		{"change TIME_ZONE in settings.py", "settings.py", false},
	} {
		norm := lang.Normalize(tc.text)
		i := strings.Index(norm, "settings.py")
		if i < 0 {
			i = strings.Index(norm, "utils.py")
		}
		assert.Equal(t, tc.want, qualifiedElsewhere(norm, i, tc.name), tc.text)
	}
}

func TestValueAfterToWithoutVerb(t *testing.T) {
	// "Dockerfile: base image to node:20-alpine": no verb, but a value with
	// digits the change brings in, so a RUN line changed beside it is a
	// part nothing asks for
	before := "FROM node:18-alpine\nWORKDIR /app\nRUN npm ci\n"
	ask := []Turn{{Role: "user", Text: "Dockerfile: base image to node:20-alpine"}}
	for _, tc := range []struct {
		after string
		want  Level
	}{
		{"FROM node:20-alpine\nWORKDIR /app\nRUN npm ci\n", Explicit},
		{"FROM node:20-alpine\nWORKDIR /app\nRUN npm ci --omit=dev\n", NeedsConfirmation},
	} {
		c := Change{Name: "Dockerfile", Path: "/p/Dockerfile", Before: before, After: tc.after}
		got := Classify(Request{Conversation: ask, Target: TargetOf(c)})
		assert.Equal(t, tc.want, got.Level, got.Reasoning)
	}
}

// A key may hold hyphens ("Crawl-delay", "max-age") or follow a word that
// sets it ("set tabstop=8", "export PATH=…"); words with spaces between
// them before the "=" or ":" are no key.
func TestLineKeyHyphensAndSettingWords(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Crawl-delay: 10", "Crawl-delay"},
		{"Disallow: /admin", "Disallow"},
		{"  max-age = 3600", "max-age"},
		{"set tabstop=8", "tabstop"},
		{"export NODE_ENV=production", "NODE_ENV"},
		{`- "8080:8080"`, ""},
		{"a - b = c", ""},
		{"Note: read this first", "Note"},
		{"see the docs: here", ""},
		{"-v: verbose", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, lineKey(tt.line), tt.line)
	}
}
