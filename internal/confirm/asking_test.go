package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// wordsOf is the normalized text and words of s.
func wordsOf(s string) (string, []word) {
	norm := lang.Normalize(s)
	return norm, lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
}

// wordAt is the index of the first word w in ws.
func wordAt(ws []word, w string) int {
	for i, x := range ws {
		if x.Text == w {
			return i
		}
	}
	return -1
}

func TestWordRoles(t *testing.T) {
	for _, c := range []struct {
		rule, text, w string
		want          bool
	}{
		{"inPath", "can you review include/ring_buffer.hpp?", "include", true},
		{"inPath", "fix format.go", "format", true},
		{"inPath", "include the header in ring_buffer.hpp", "include", false},
		{"inPath", "image 1.5 please", "1", false},
		{"inPath", "fix it.", "fix", false},
		{"predicative", "is push() correct when the buffer is full?", "correct", true},
		{"predicative", "the work tree is clean", "clean", true},
		{"predicative", "the backoff is too aggressive, double the base", "double", false},
		{"predicative", "correct the typo in README.md", "correct", false},
		{"predicative", "it is time to clean up parse.go", "clean", false},
		{"wishedPast", "I'd really appreciate it if you added an index on user_id", "added", true},
		{"wishedPast", "it would be great if you switched LOG_LEVEL to debug", "switched", true},
		{"wishedPast", "I'd love it if you took mypy out", "took", true},
		{"wishedPast", "if you changed it, the tests would break", "changed", false},
		{"wishedPast", "great, you added the index", "added", false},
		{"wishedPast", "it'd be nice if the parser skipped comments", "skipped", true},
		{"wishedPast", "would be great if addItem in cart.js refused zero", "refused", true},
		{"wishedPast", "it'd be great if it worked offline", "worked", false},
		{"wishedPast", "it broke when the parser skipped comments", "skipped", false},
		{"wishedPast", "great that the parser skipped comments", "skipped", false},
		{"takesOut", "take the --legacy flag out of scripts/release.sh", "take", true},
		{"takesOut", "take mypy out, it takes 40s", "take", true},
		{"takesOut", "take a look at release.sh", "take", false},
		{"takesOut", "the take out menu", "take", false},
		{"oughtTo", "UPLOAD_MAX_MB in .env.example ought to be 50", "ought", true},
		{"oughtTo", "I ought to fix that myself", "ought", false},
		{"possessedPerson", "my advisor says RTs under 200ms should be excluded", "advisor", true},
		{"possessedPerson", "our PM said to bump it", "pm", true},
		{"possessedPerson", "my config.yaml says port 80", "config", false},
		{"possessedPerson", "README says to run make", "readme", false},
		{"imperativeAt", "return just the title", "return", true},
		{"imperativeAt", "in handleEntry, return the title", "return", true},
		{"imperativeAt", "handleEntry drops the title — return it instead", "return", true},
		{"imperativeAt", "in server.js return 404 when missing", "return", true},
		{"imperativeAt", "can you return 404 there?", "return", true},
		{"imperativeAt", "what does handleEntry return?", "return", false},
		{"imperativeAt", "the return value is empty", "return", false},
		{"imperativeAt", "maybe it could return the title", "return", false},
		{"imperativeAt", "in the handler return the title", "return", false},
		{"imperativeAt", "    return sum(i.price for i in items)", "return", false},
		{"phrasalChange", "get rid of the DEBUG prints", "get", true},
		{"phrasalChange", "check off the dark mode item", "check", true},
		{"phrasalChange", "bump setup-python please, to get rid of the warnings", "get", false},
		{"phrasalChange", "I'd like you to get rid of the prints", "get", true},
		{"phrasalChange", "get the logs", "get", false},
		{"phrasalChange", "check off-by-one errors", "check", false},
		{"schedulesRun", "run the backup at 2am instead of 3", "run", true},
		{"schedulesRun", "run the backup nightly", "run", true},
		{"schedulesRun", "run the healthcheck every minute", "run", false},
		{"schedulesRun", "run the backup script", "run", false},
		{"schedulesRun", "run it at 2am", "run", false},
		{"codeLine", "  File \"app.py\", line 2\n    return sum(i.price for i in items)", "return", true},
		{"codeLine", "return x;", "return", true},
		{"codeLine", "total = cart.total()", "total", true},
		{"codeLine", "Cart.total() ignores qty — multiply by it", "multiply", false},
		{"codeLine", "return 404 from /users/:id", "return", false},
		{"orderThenQuestion", "Change the port to 8080, and also can you explain why express needs it?", "change", true},
		{"orderThenQuestion", "fix the typo in README.md and why is the cache slow?", "fix", true},
		{"orderThenQuestion", "change the port to 8080, or would that break things?", "change", false},
		{"orderThenQuestion", "change the port to 8080?", "change", false},
		{"orderThenQuestion", "can you explain it, and change the port?", "change", false},
		{"doubtedAfter", "change the port to 8080, or would that break the proxy?", "change", true},
		{"doubtedAfter", "change the port to 8080, or is that a bad idea?", "change", true},
		{"doubtedAfter", "change the port to 8080 or 8081, whichever is free", "change", false},
		{"explainedVerb", "can you explain why express needs the async handler?", "needs", true},
		{"explainedVerb", "explain why it fails and fix it", "fix", false},
		{"nounAfterModifier", "change the default port in server.js", "port", true},
		{"nounAfterModifier", "our code format is off", "format", true},
		{"nounAfterModifier", "in the Makefile make the test target race", "make", false},
		{"nounAfterModifier", "the tests, please log them", "log", false},
		{"nounAfterModifier", "port the parser to Go", "port", false},
	} {
		norm, ws := wordsOf(c.text)
		k := wordAt(ws, c.w)
		if !assert.GreaterOrEqual(t, k, 0, "%s: no word %q in %q", c.rule, c.w, c.text) {
			continue
		}
		var got bool
		switch c.rule {
		case "inPath":
			got = inPath(c.text, ws[k])
		case "predicative":
			got = predicative(norm, ws, k)
		case "wishedPast":
			got = wishedPast(ws, k)
		case "takesOut":
			got = takesOut(ws, k)
		case "oughtTo":
			got = oughtTo(ws, k)
		case "possessedPerson":
			got = possessedPerson(ws, k, c.text)
		case "imperativeAt":
			got = imperativeAt(norm, ws, k)
		case "phrasalChange":
			got = phrasalChange(norm, ws, k)
		case "schedulesRun":
			got = schedulesRun(ws, k, func(w string) bool { return w == "backup" })
		case "doubtedAfter":
			got = doubtedAfter(ws, k)
		case "explainedVerb":
			got = explainedVerb(ws, k)
		case "orderThenQuestion":
			got = orderThenQuestion(ws, k)
		case "nounAfterModifier":
			got = nounAfterModifier(norm, ws, k)
		case "codeLine":
			got = codeLine(norm, lineWords(norm, ws, k))
		}
		assert.Equal(t, c.want, got, "%s(%q) in %q", c.rule, c.w, c.text)
	}
}

// TestRequestsRead runs whole messages through Classify: softened and
// indirect requests ask, questions and reported requests do not.
func TestRequestsRead(t *testing.T) {
	ring := "class RingBuffer {\npublic:\n    bool push(const T& v) {\n        buf_[head_] = v;\n        return true;\n    }\n};\n"
	push := fileTarget("include/ring_buffer.hpp", ring, replace(ring, "        buf_[head_] = v;", "        if (size_ == N) return false;\n        buf_[head_] = v;"))
	sql := "CREATE TABLE sessions (\n    user_id BIGINT NOT NULL\n);\n"
	index := fileTarget("migrations/0007_sessions.sql", sql, sql+"\nCREATE INDEX sessions_user_id_idx ON sessions (user_id);\n")
	r := "rt <- read.csv(\"rt.csv\")\nclean <- rt %>%\n  filter(correct == 1)\n"
	filter := fileTarget("analysis.R", r, replace(r, "filter(correct == 1)", "filter(correct == 1, rt >= 200)"))
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"can you review include/ring_buffer.hpp? is push() correct when the buffer is full?", push, NeedsConfirmation},
		{"can you review include/ring_buffer.hpp and fix push() so it refuses items when full?", push, Explicit},
		{"push() in include/ring_buffer.hpp should never overwrite unread data", push, Explicit},
		{"I'd really appreciate it if you added an index on user_id in migrations/0007_sessions.sql", index, Explicit},
		{"I'd really appreciate your thoughts on indexing in migrations/0007_sessions.sql", index, NeedsConfirmation},
		{"any chance you could add an index on user_id to migrations/0007_sessions.sql?", index, Explicit},
		{"my advisor says RTs under 200ms should be excluded. where would that go in analysis.R?", filter, NeedsConfirmation},
		{"my advisor says RTs under 200ms should be excluded, so exclude them in analysis.R", filter, Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

func TestPlaceOfChange(t *testing.T) {
	for text, want := range map[string]bool{
		"so exclude them in analysis.R":             true,
		"skip the lint step in ci.yml":              true,
		"exclude lexer.go":                          false,
		"fix the parser but skip lexer.go":          false,
		"exclude soft-deleted users from users.sql": true,
	} {
		_, ws := wordsOf(text)
		k := -1
		for i, w := range ws {
			if w.Text == "exclude" || w.Text == "skip" {
				k = i
			}
		}
		at := k + 1
		for i, w := range ws {
			if w.Text == "in" || w.Text == "from" {
				at = i + 1
			}
		}
		assert.Equal(t, want, placeOfChange(ws, k, at), text)
	}
}

// TestTakesBack runs retractions through Classify: a later "never mind"
// cancels the request, one with an object cancels only what it names.
func TestTakesBack(t *testing.T) {
	env := "APP=x\nUPLOAD_MAX_MB=10\nLOG_LEVEL=info\n"
	up := fileTarget(".env.example", env, replace(env, "UPLOAD_MAX_MB=10", "UPLOAD_MAX_MB=50"))
	dbg := fileTarget(".env.example", env, replace(env, "LOG_LEVEL=info", "LOG_LEVEL=debug"))
	cfg := "db:\n  pool: 5\n"
	dev := fileTarget("config/dev.yaml", cfg, replace(cfg, "pool: 5", "pool: 10"))
	prod := fileTarget("config/prod.yaml", cfg, replace(cfg, "pool: 5", "pool: 20"))
	ask := []Turn{u("set UPLOAD_MAX_MB to 50 in .env.example"), a("Sure. Should I also raise nginx's client_max_body_size to match?")}
	both := []Turn{u("bump the pool to 20 in config/prod.yaml and to 10 in config/dev.yaml"), a("Prod's database is shared with reporting. Go on?")}
	for _, c := range []struct {
		conv []Turn
		t    Target
		want Level
	}{
		{append(ask[:2:2], u("hm, never mind then, I'll sort it out with ops")), up, NeedsConfirmation},
		{append(ask[:2:2], u("never mind nginx, ops handles that. just the env file")), up, Explicit},
		{append(ask[:2:2], u("scratch that")), up, NeedsConfirmation},
		{[]Turn{u("set LOG_LEVEL to debug in .env.example. actually no, never mind")}, dbg, NeedsConfirmation},
		{[]Turn{u("never mind the README, set LOG_LEVEL to debug in .env.example instead")}, dbg, Explicit},
		{append(both[:2:2], u("forget prod, just dev")), dev, Explicit},
		{append(both[:2:2], u("forget prod, just dev")), prod, NeedsConfirmation},
		{[]Turn{u("don't forget to set LOG_LEVEL to debug in .env.example")}, dbg, Explicit},
	} {
		got := Classify(Request{Conversation: c.conv, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q for %s: %s", c.conv[len(c.conv)-1].Text, c.t.Name, got.Reasoning)
	}
}

func TestActsOnIt(t *testing.T) {
	for clause, want := range map[string]bool{
		"please address it":         true,
		"fix these":                 true,
		"take care of them please":  true,
		"do that":                   true,
		"don't fix it":              false,
		"maybe address it":          false,
		"could you fix it?":         false,
		"I disagree with this one":  false,
		"I'll handle these myself":  false,
		"let me do it":              false,
		"we'll discuss it tomorrow": false,
	} {
		assert.Equal(t, want, actsOnIt(clause), clause)
	}
}

func TestStatesPresent(t *testing.T) {
	for _, c := range []struct {
		text, w string
		want    bool
	}{
		{"we're on 4.2, so yes — please drop --legacy", "4", true},
		{"we use pnpm now", "pnpm", true},
		{"it's at 5s today", "5s", true},
		{"set the timeout to 15", "15", false},
		{"bump it on 4.2", "4", false},
	} {
		_, ws := wordsOf(c.text)
		assert.Equal(t, c.want, statesPresent(ws, wordAt(ws, c.w)), c.text)
	}
}

// TestRequestInContext: a request naming nothing is about the one file
// the assistant's message was about, when it spells what the change
// brings in.
func TestRequestInContext(t *testing.T) {
	lim := "func (l *Limiter) Allow() bool {\n\tl.mu.Lock()\n\tok := l.n < l.max\n\tl.n++\n\tl.mu.Unlock()\n\treturn ok\n}\n"
	deferred := fileTarget("ratelimit/limiter.go", lim, replace(lim, "\tl.mu.Lock()\n\tok := l.n < l.max\n\tl.n++\n\tl.mu.Unlock()", "\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\tok := l.n < l.max\n\tl.n++"))
	other := fileTarget("ratelimit/limiter.go", lim, replace(lim, "\tl.n++\n", "\tl.n += 2\n"))
	about := "`Allow` in ratelimit/limiter.go counts every call, allowed or not. I'd only count allowed calls. OK?"
	two := "`Allow` in ratelimit/limiter.go counts every call; ratelimit/window.go resets too late. OK?"
	for _, c := range []struct {
		msg, reply string
		t          Target
		want       Level
	}{
		{about, "lgtm, one nit: use defer for the unlock like the other methods", deferred, Explicit},
		{about, "lgtm, one nit: use defer for the unlock like the other methods", other, NeedsConfirmation},
		{two, "use defer for the unlock", deferred, NeedsConfirmation}, // two files in focus
		{about, "maybe use defer for the unlock", deferred, NeedsConfirmation},
		{about, "no, never mind, use defer for the unlock", deferred, Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u("the limiter lets too few through"), a(c.msg), u(c.reply)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%q: %s", c.reply, got.Reasoning)
	}
}

func TestKeepsAtValue(t *testing.T) {
	for text, want := range map[string]bool{
		"we should keep the timeout at 15 seconds in geo/settings.py": true,
		"keep backups for 30 days not a week":                         true,
		"keep parse.go as it is":                                      false,
		"keep the lint job, only change node-version to 20":           false,
	} {
		_, ws := wordsOf(text)
		assert.Equal(t, want, keepsAtValue(ws, wordAt(ws, "keep")), text)
	}
}

// lineWords is the words of ws on the line of ws[k].
func lineWords(norm string, ws []word, k int) []word {
	var out []word
	for _, w := range ws {
		if !strings.Contains(norm[min(w.Start, ws[k].Start):max(w.Start, ws[k].Start)], "\n") {
			out = append(out, w)
		}
	}
	return out
}

// TestRemovalInContext reads a follow-up that asks to take out a line of
// the file the assistant's message was about: explicit when it names each
// line the change removes, and only then.
func TestRemovalInContext(t *testing.T) {
	todo := "# TODO\n\n- [x] write upgrade guide\n- [ ] migrate auth to OAuth2\n- [ ] dark mode\n"
	edit := func(old string) Target { return fileTarget("TODO.md", todo, strings.Replace(todo, old, "", 1)) }
	oauth, both := edit("- [ ] migrate auth to OAuth2\n"), edit("- [ ] migrate auth to OAuth2\n- [ ] dark mode\n")
	done := []Turn{u("tick off 'write upgrade guide' in TODO.md"), a("Done — `write upgrade guide` is now checked in `TODO.md`.")}
	for _, tt := range []struct {
		name   string
		reply  string
		target Target
		want   Level
	}{
		{"names the removed line", "also remove the OAuth2 line, we dropped that plan", oauth, Explicit},
		{"removes a line more", "also remove the OAuth2 line, we dropped that plan", both, NeedsConfirmation},
		{"names another line", "also remove the dark mode line", oauth, NeedsConfirmation},
		{"asks whether", "should we remove the OAuth2 line?", oauth, NeedsConfirmation},
		{"says not to", "don't remove the OAuth2 line", oauth, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: append(append([]Turn{}, done...), u(tt.reply)), Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// TestSameAgain reads "same for X" after a change the user asked for: the
// same change in the part it names, and nothing else.
func TestSameAgain(t *testing.T) {
	circle := "import math\n\ndef area(r):\n    return math.pi * r * r\n\n\ndef circumference(r):\n    return 2 * 3.14 * r\n\n\ndef diameter(r):\n    return 2 * r\n"
	edit := func(old, new string) Target {
		return fileTarget("geometry/circle.py", circle, strings.Replace(circle, old, new, 1))
	}
	same := edit("2 * 3.14 * r", "2 * math.pi * r")
	other := edit("2 * 3.14 * r", "2 * 3.14159 * r")
	diam := edit("    return 2 * r", "    return 2.0 * r")
	done := []Turn{u("use math.pi instead of 3.14 in circle.py's area"), a("Done — `area` in `geometry/circle.py` now uses `math.pi`.")}
	for _, tt := range []struct {
		name   string
		reply  string
		target Target
		want   Level
	}{
		{"same for the part", "same for circumference please", same, Explicit},
		{"do the same in the part", "do the same in circumference", same, Explicit},
		{"another change", "same for circumference please", other, NeedsConfirmation},
		{"another part", "same for circumference please", diam, NeedsConfirmation},
		{"a question", "should we do the same for circumference?", same, NeedsConfirmation},
		{"a hedge", "maybe same for circumference, not sure", same, NeedsConfirmation},
		{"another file", "same for circumference in sphere.py", same, NeedsConfirmation},
		{"the same, kept", "keep circumference the same for now", same, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: append(append([]Turn{}, done...), u(tt.reply)), Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// TestRequestThenQuestion: a request followed by a question in the same
// sentence asks for the change, and what the question names is not the
// place of the change.
func TestRequestThenQuestion(t *testing.T) {
	srv := "const express = require('express');\nconst app = express();\napp.get('/', async (req, res) => res.send('ok'));\napp.listen(process.env.PORT || 3000);\n"
	port := fileTarget("server.js", srv, strings.Replace(srv, "|| 3000", "|| 8080", 1))
	handler := fileTarget("server.js", srv, strings.Replace(srv, "async (req, res)", "(req, res)", 1))
	for _, tt := range []struct {
		text   string
		target Target
		want   Level
	}{
		{"Change the default port in server.js to 8080, and also can you explain why express needs the async handler here?", port, Explicit},
		{"Change the default port in server.js to 8080, and also can you explain why express needs the async handler here?", handler, NeedsConfirmation},
		{"change the default port in server.js to 8080, or would that break the proxy?", port, NeedsConfirmation},
		{"can you explain why express needs the async handler in server.js?", handler, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(tt.text)}, Target: tt.target})
		assert.Equal(t, tt.want, got.Level, "%s: %s", tt.text, got.Reasoning)
	}
}
