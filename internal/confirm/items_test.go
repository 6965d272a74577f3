package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Files the list, anaphora and long-reply tables edit (new ones, not the
// corpora's).
const (
	mailerGo = "package mail\n\nfunc sendWelcome(to string) error {\n\treturn send(to, \"welcome\", 0)\n}\n\nfunc sendReset(to string) error {\n\treturn send(to, \"reset\", 0)\n}\n\nfunc sendInvoice(to string) error {\n\treturn send(to, \"invoice\", 0)\n}\n"
	limitsPy = "MAX_UPLOAD_MB = 10\nMAX_FILES = 20\n"
)

func mailerEdit(old, new string) Target {
	return fileTarget("mail/mailer.go", mailerGo, strings.Replace(mailerGo, old, new, 1))
}

func limitsEdit(old, new string) Target {
	return fileTarget("app/limits.py", limitsPy, strings.Replace(limitsPy, old, new, 1))
}

// TestListsAnaphoraAndLongYes runs the rules of items.go end to end
// through Classify, with the consent capability's approval reader.
func TestListsAnaphoraAndLongYes(t *testing.T) {
	approves := consent.New(consent.DefaultConfig()).Approves
	welcome := mailerEdit("send(to, \"welcome\", 0)", "send(to, \"welcome\", 3)")
	reset := mailerEdit("send(to, \"reset\", 0)", "send(to, \"reset\", 3)")
	invoice := mailerEdit("send(to, \"invoice\", 0)", "send(to, \"invoice\", 3)")
	review := "> mail/mailer.go: `sendWelcome` should retry 3 times\n> mail/mailer.go: `sendReset` should retry 3 times too\n> nit: README.md: document the retries"
	findings := "Three things in mail/mailer.go:\n1. `sendWelcome` never retries;\n2. `sendReset` never retries;\n3. invoice mails (`sendInvoice`) never retry either."
	bullets := "Other things in mail/mailer.go that look off:\n- invoice mails are sent with 0 retries, 3 would be safer;\n- the welcome subject is lowercase."
	did := "I made `sendWelcome` in mail/mailer.go retry 3 times. `sendReset` right below it still passes 0 retries."
	prop := "`MAX_UPLOAD_MB` in app/limits.py is 10, which is why the 12 MB scans fail. I'd set `MAX_UPLOAD_MB = 25`. Want me to?"
	upload := limitsEdit("MAX_UPLOAD_MB = 10", "MAX_UPLOAD_MB = 25")
	deps := "[project]\ndependencies = [\n    \"httpx>=0.25\",\n    \"pydantic>=2.4\",\n]\n"
	bothBumps := fileTarget("pyproject.toml", deps, strings.NewReplacer("0.25", "0.27", "2.4", "2.7").Replace(deps))
	bumps := "In `pyproject.toml` I'd raise:\n- `httpx>=0.25` → `httpx>=0.27`\n- `pydantic>=2.4` → `pydantic>=2.7`\nWhich of these should I change?"
	files := limitsEdit("MAX_FILES = 20", "MAX_FILES = 50")
	for _, tt := range []struct {
		name   string
		conv   []Turn
		target Target
		want   Level
	}{
		{"review addressed", []Turn{u("review is in, please address these:\n\n" + review)}, reset, Explicit},
		{"review addressed, a part no comment names", []Turn{u("review is in, please address these:\n\n" + review)}, invoice, NeedsConfirmation},
		{"review, skip the second", []Turn{u("from the review:\n\n" + review + "\n\ndo 1 and 3, skip 2")}, reset, NeedsConfirmation},
		{"review, skip the second, the first", []Turn{u("from the review:\n\n" + review + "\n\ndo 1 and 3, skip 2")}, welcome, Explicit},
		{"review, only pasted", []Turn{u("fyi the review:\n\n" + review + "\n\nthoughts?")}, welcome, NeedsConfirmation},
		{"review, the user does it", []Turn{u("the review:\n\n" + review + "\n\nI'll handle these myself tonight")}, welcome, NeedsConfirmation},
		{"findings, just the last", []Turn{u("check mail/mailer.go, don't change anything yet"), a(findings), u("just 3 for now")}, invoice, Explicit},
		{"findings, just the last, another", []Turn{u("check mail/mailer.go, don't change anything yet"), a(findings), u("just 3 for now")}, welcome, NeedsConfirmation},
		{"findings, all but one", []Turn{u("check mail/mailer.go"), a(findings), u("fix all of them except 1")}, reset, Explicit},
		{"findings, all but one, that one", []Turn{u("check mail/mailer.go"), a(findings), u("fix all of them except 1")}, welcome, NeedsConfirmation},
		{"findings, two as a count", []Turn{u("check mail/mailer.go"), a(findings), u("the first one, I don't want two releases")}, reset, NeedsConfirmation},
		{"findings, by a word in the asking sentence", []Turn{u("check mail/mailer.go"), a(findings), u("good catch on the invoice one, fix that. the reset mail is fine")}, invoice, Explicit},
		{"findings, by a word outside it", []Turn{u("check mail/mailer.go"), a(findings), u("good catch on the invoice one, fix that. the reset mail is fine")}, reset, NeedsConfirmation},
		{"a bullet of the assistant's, by its word", []Turn{u("check mail/mailer.go"), a(bullets), u("good catch on the invoice one, fix that")}, invoice, Explicit},
		{"a bullet of the assistant's, praised only", []Turn{u("check mail/mailer.go"), a(bullets), u("good catch on the invoice one. the welcome one is fine")}, invoice, NeedsConfirmation},
		{"a bullet of the assistant's, by a word of a reason", []Turn{u("check mail/mailer.go"), a(bullets), u("fix the welcome mail, invoices are rare anyway")}, invoice, NeedsConfirmation},
		{"do the same there", []Turn{u("make sendWelcome in mail/mailer.go retry 3 times"), a(did), u("thanks, do the same there")}, reset, Explicit},
		{"do the same there, another function", []Turn{u("make sendWelcome in mail/mailer.go retry 3 times"), a(did), u("thanks, do the same there")}, invoice, NeedsConfirmation},
		{"do the same there, put off", []Turn{u("make sendWelcome in mail/mailer.go retry 3 times"), a(did), u("maybe do the same there next sprint")}, reset, NeedsConfirmation},
		{"a yes inside a long reply", []Turn{u("scans over 10 MB fail"), a(prop), u("oh, that's it. Yes, go ahead. Btw the scanner vendor called, I'll tell you later.")}, upload, Explicit},
		{"a yes inside a long reply, another key", []Turn{u("scans over 10 MB fail"), a(prop), u("oh, that's it. Yes, go ahead. Btw the scanner vendor called, I'll tell you later.")}, files, NeedsConfirmation},
		{"a yes, then a reservation", []Turn{u("scans over 10 MB fail"), a(prop), u("oh, that's it. Yes, go ahead. But wait until the backup ran.")}, upload, NeedsConfirmation},
		{"both versions picked, one edit", []Turn{u("our deps are stale"), a(bumps), u("all of them")}, bothBumps, Explicit},
		{"both versions in one edit, one picked", []Turn{u("our deps are stale"), a(bumps), u("the first one")}, bothBumps, NeedsConfirmation},
		{"both versions in one edit, a version read as a number", []Turn{u("our deps are stale"), a(bumps), u("just httpx, pydantic 2.7 broke our validators")}, bothBumps, NeedsConfirmation},
		{"a yes, then the user does it", []Turn{u("scans over 10 MB fail"), a(prop), u("right, good find. Yes. I'll change it myself after lunch.")}, upload, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target, Approves: approves})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// TestPickItems reads which items a directive picks and keeps out.
func TestPickItems(t *testing.T) {
	items := []listItem{{"`a` is slow", 1}, {"`b` leaks the webhook url", 2}, {"`c` is fine", 3}}
	for _, tt := range []struct {
		directive      string
		picked, keptIn []int
		all            bool
	}{
		{"fix 1 and 3, skip 2", []int{1, 3}, []int{2}, false},
		{"all of them except the webhook one", nil, []int{2}, true},
		{"the second please", []int{2}, nil, false},
		{"address these", nil, nil, true},
		{"fix the webhook one. the slow thing is known", []int{2}, nil, false},
		{"two things: do 3", []int{3}, nil, false},
	} {
		p := pickItems(tt.directive, items, false)
		for _, n := range tt.picked {
			assert.True(t, p.picked[n], "%q picks %d", tt.directive, n)
		}
		for _, n := range tt.keptIn {
			assert.True(t, p.excluded[n], "%q keeps %d out", tt.directive, n)
		}
		assert.Equal(t, tt.all, p.all, tt.directive)
	}
	for _, d := range []string{"just the slow one, 2.7 is out anyway", "fine, v1.2.0 is out anyway"} {
		p := pickItems(d, items, false)
		assert.False(t, p.picked[1] || p.picked[2], "%q: a version's numbers pick no item", d)
	}
}

// TestQuotedItems splits a message into its list and the user's words.
func TestQuotedItems(t *testing.T) {
	items, rest := quotedItems("please go through these:\n> one\n> two\n\nthanks")
	assert.Len(t, items, 2)
	assert.Contains(t, rest, "please go through these")
	assert.NotContains(t, rest, "> one")
	items, _ = quotedItems("only one:\n- a single bullet")
	assert.Nil(t, items, "one item is no list")
	items, _ = quotedItems("1. first\n2) second\n* third")
	assert.Len(t, items, 3)
}

// TestYesInside reads a yes inside a longer reply.
func TestYesInside(t *testing.T) {
	for _, tt := range []struct {
		reply string
		want  bool
	}{
		{"makes sense. go ahead. unrelated: the cron is still broken", true},
		{"that's the bug. please do it. I'll tell the team afterwards", true},
		{"go ahead", false}, // one sentence: the plain reading's
		{"makes sense. go ahead. but not before the release", false},
		{"makes sense. go ahead. can you also explain it?", false},
		{"that looks off. I'd rather do it myself", false},
		{"hmm. maybe later. go ahead with the tests", false},
	} {
		assert.Equal(t, tt.want, yesInside(tt.reply, lang.ApprovesPlainly), tt.reply)
	}
}

// TestPlaceStemMentions names a file by its stem in speech only where no
// ordinary word is meant.
func TestPlaceStemMentions(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		want       bool
	}{
		{"in the SDK, rename the client", "sdk.ts", true},
		{"bump the floor in the api to 2", "api.py", true},
		{"drop python 3.8 in tsconfig", "tsconfig.json", true},
		{"in the Makefile, add a lint target", "makefile.py", false}, // capitals: spokenStem's
		{"update the install steps", "install.md", false},
		{"in the settings, turn debug off", "settings.py", false},
		{"in the build, skip the docs", "build.sh", false},
		{"the api returns 500", "api.py", false}, // no place preposition
		{"register a marker in pyproject's pytest config", "pyproject.toml", true},
		{"in settings's debug block", "settings.py", false}, // no tool's stem
	} {
		got := placeStemMentions(tt.text, lang.Normalize(tt.text), tt.name)
		assert.Equal(t, tt.want, len(got) > 0, "%q for %s", tt.text, tt.name)
	}
}

// TestNicknameMentions names a post, a manifest, a workflow and a Compose
// file the way people speak of them, and only the file whose stem it is.
func TestNicknameMentions(t *testing.T) {
	for _, tt := range []struct {
		text, path string
		want       bool
	}{
		{"publish the postgres post — set draft to false", "content/posts/postgres.md", true},
		{"publish the postgres post", "content/posts/mysql.md", false},
		{"the postgres post", "docs/postgres.md", false}, // no posts or blog directory
		{"can you change the worker image to 1.8.1?", "k8s/worker.yaml", true},
		{"change the worker image to 1.8.1", "k8s/api.yaml", false},
		{"change a worker image", "k8s/worker.yaml", false},
		{"the worker image", "config/worker.yaml", false}, // no manifests directory
		{"the release workflow should use node 20", ".github/workflows/release.yml", true},
		{"PORT in the env example should be 8080 — update it", ".env.example", true},
		{"PORT in the env example should be 8080", ".env.local", false},
		{"an env example", ".env.example", false},
	} {
		got := nicknameMentions(lang.Normalize(tt.text), fileTarget(tt.path, "x: 1\n", "x: 2\n"))
		assert.Equal(t, tt.want, len(got) > 0, "%q for %s", tt.text, tt.path)
	}
}

// TestVersionNotBrought finds a version asked for that the change does
// not write.
func TestVersionNotBrought(t *testing.T) {
	pkg := fileTarget("package.json", "{\n  \"version\": \"1.2.0\",\n  \"lodash\": \"4.17.20\"\n}\n", "{\n  \"version\": \"1.2.0\",\n  \"lodash\": \"4.17.21\"\n}\n")
	v, ok := versionNotBrought("set the version to 1.3.0", pkg)
	assert.True(t, ok)
	assert.Equal(t, "1.3.0", v)
	_, ok = versionNotBrought("bump lodash to 4.17.21", pkg)
	assert.False(t, ok)
	_, ok = versionNotBrought("it broke on 1.3.0, bump lodash", pkg)
	assert.False(t, ok, "a version only mentioned")
}

// TestNamelessOption resolves a lettered option that names nothing to the
// offer's lead, checked against the edit.
func TestNamelessOption(t *testing.T) {
	offer := "`MAX_UPLOAD_MB` in app/limits.py caps uploads at 10. Options: (a) raise it to 25; (b) stream uploads in app/upload.py instead. (a) is one line."
	upload := limitsEdit("MAX_UPLOAD_MB = 10", "MAX_UPLOAD_MB = 25")
	other := limitsEdit("MAX_UPLOAD_MB = 10", "MAX_UPLOAD_MB = 15")
	for _, tt := range []struct {
		reply  string
		target Target
		want   Level
	}{
		{"option a", upload, Explicit},
		{"a sounds right", upload, Explicit},
		{"a sounds right", other, NeedsConfirmation},
		{"b", upload, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("scans fail"), a(offer), u(tt.reply)}, Target: tt.target})
		assert.Equal(t, tt.want, got.Level, "%q: %s", tt.reply, got.Reasoning)
	}
}

// TestPickAnswersAnOffer takes a pick among files as the request when the
// assistant's question offered the change and asked only where.
func TestPickAnswersAnOffer(t *testing.T) {
	before := "server:\n  idle_timeout: 10s\n"
	after := "server:\n  idle_timeout: 60s\n"
	staging := fileTarget("deploy/staging.yaml", before, after)
	longer := fileTarget("deploy/staging.yaml", before, "server:\n  idle_timeout: 90s\n")
	offer := "`idle_timeout` is 10s in `deploy/staging.yaml` and in `deploy/live.yaml`. Which one should I bump to 60s?"
	for _, tt := range []struct {
		question, reply string
		target          Target
		want            Level
	}{
		{offer, "both", staging, Explicit},
		{offer, "the first one", staging, Explicit},
		{offer, "the second one", staging, NeedsConfirmation},
		{offer, "both", longer, NeedsConfirmation}, // 90s was not offered
		{"`idle_timeout` is 10s in `deploy/staging.yaml` and in `deploy/live.yaml`. Which one is read in prod?", "both", staging, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u("the load balancer logs are full of idle timeouts"), a(tt.question), u(tt.reply)}, Target: tt.target})
		assert.Equal(t, tt.want, got.Level, "%q: %s", tt.reply, got.Reasoning)
	}
	assert.Equal(t, "bump", offersToChange(offer))
	assert.Empty(t, offersToChange("Which one should I look at first?"))
}
