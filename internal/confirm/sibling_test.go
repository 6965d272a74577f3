package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A request that names one block of a file ("the payments queue",
// "PostFilter", "deploy()") asks for nothing in the block beside it: each
// case pairs an edit inside the named block (explicit) with the same kind
// of edit in its neighbour (needs confirmation). None is a corpus line.
func TestNamedBlockNotItsNeighbour(t *testing.T) {
	tf := "resource \"aws_sqs_queue\" \"orders\" {\n  name = \"orders\"\n}\n\nresource \"aws_sqs_queue\" \"payments\" {\n  name = \"payments\"\n}\n"
	gql := "input UserFilter {\n  name: String\n}\n\ninput PostFilter {\n  title: String\n}\n"
	ngx := "upstream api_pool {\n    server 10.0.0.1;\n}\n\nupstream web_pool {\n    server 10.0.0.2;\n}\n"
	sh := "deploy() {\n  scp build.tar host:/srv/deploy/\n}\n\nrollback() {\n  ssh host cp /srv/deploy/prev.tar /srv/current\n}\n"
	py := "def cleanup():\n    shutil.rmtree('/tmp/archive')\n\n\ndef archive(rows):\n    write(rows)\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"the payments queue loses messages too early, set message_retention_seconds to 14 days on it in queues.tf",
			fileTarget("infra/queues.tf", tf, replace(tf, "  name = \"orders\"\n", "  name = \"orders\"\n  message_retention_seconds = 1209600\n")), NeedsConfirmation},
		{"the payments queue loses messages too early, set message_retention_seconds to 14 days on it in queues.tf",
			fileTarget("infra/queues.tf", tf, replace(tf, "  name = \"payments\"\n", "  name = \"payments\"\n  message_retention_seconds = 1209600\n")), Explicit},
		{"schema.graphql: PostFilter should accept an authorId too",
			fileTarget("schema.graphql", gql, replace(gql, "  name: String\n", "  name: String\n  authorId: ID\n")), NeedsConfirmation},
		{"schema.graphql: PostFilter should accept an authorId too",
			fileTarget("schema.graphql", gql, replace(gql, "  title: String\n", "  title: String\n  authorId: ID\n")), Explicit},
		{"add server 10.0.0.3 to web_pool in nginx.conf",
			fileTarget("nginx.conf", ngx, replace(ngx, "    server 10.0.0.1;\n", "    server 10.0.0.1;\n    server 10.0.0.3;\n")), NeedsConfirmation},
		{"add server 10.0.0.3 to web_pool in nginx.conf",
			fileTarget("nginx.conf", ngx, replace(ngx, "    server 10.0.0.2;\n", "    server 10.0.0.2;\n    server 10.0.0.3;\n")), Explicit},
		// a name that stands in a path of the edited line is not that
		// function ("/srv/deploy/" is no call of deploy())
		{"in scripts/release.sh, make deploy() pass -q to scp and ssh",
			fileTarget("scripts/release.sh", sh, replace(sh, "ssh host cp", "ssh -q host cp")), NeedsConfirmation},
		{"in scripts/release.sh, make deploy() pass -q to scp",
			fileTarget("scripts/release.sh", sh, replace(sh, "scp build.tar", "scp -q build.tar")), Explicit},
		{"archive() in jobs.py should gzip what it writes",
			fileTarget("jobs.py", py, replace(py, "shutil.rmtree('/tmp/archive')", "shutil.rmtree('/tmp/archive', ignore_errors=True)")), NeedsConfirmation},
		{"archive() in jobs.py should gzip what it writes",
			fileTarget("jobs.py", py, replace(py, "    write(rows)", "    write(gzip.compress(rows))")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

func TestBlockOpenerNames(t *testing.T) {
	for line, want := range map[string]string{
		"message Invoice {":   "Invoice",
		"input PostFilter {":  "PostFilter",
		"upstream api_pool {": "api_pool",
		"mod tests {":         "tests",
		"if ready {":          "",
		"while running {":     "",
		"location /api {":     "",
		"} else {":            "",
	} {
		got, _ := blockDeclared(line)
		assert.Equal(t, want, got, line)
	}
	assert.Equal(t, "Invoice", declaredOrKey("message Invoice {"), "a block opener outside the edit is a part of the file")
}

// "X needs a <member>" asks to add a member (a field, a column, a
// method): the lines already there are not its to change. "X needs a
// bigger font" names no member and asks for any change.
func TestNeedsAMemberAdds(t *testing.T) {
	proto := "message Invoice {\n  string id = 1;\n  int64 amount = 2;\n}\n"
	goSrc := "package cfg\n\ntype Config struct {\n\tPort int\n\tHost string\n}\n"
	css := ".header {\n  font-size: 14px;\n}\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"the Invoice message in billing.proto needs a currency_code field",
			fileTarget("billing.proto", proto, replace(proto, "  int64 amount = 2;\n", "  int64 amount = 2;\n  string currency_code = 3;\n")), Explicit},
		{"the Invoice message in billing.proto needs a currency_code field",
			fileTarget("billing.proto", proto, replace(proto, "  string id = 1;\n  int64 amount = 2;\n", "  string id = 1;\n  string currency_code = 2;\n  int64 amount = 3;\n")), NeedsConfirmation},
		{"Config in cfg.go needs a Timeout field",
			fileTarget("cfg.go", goSrc, replace(goSrc, "\tHost string\n", "\tHost string\n\tTimeout time.Duration\n")), Explicit},
		{"Config in cfg.go needs a Timeout field",
			fileTarget("cfg.go", goSrc, replace(goSrc, "\tPort int\n\tHost string\n", "\tPort uint16\n\tHost string\n\tTimeout time.Duration\n")), NeedsConfirmation},
		{"the header in site.css needs a bigger font",
			fileTarget("site.css", css, replace(css, "14px", "18px")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// A line that holds several settings ("port=5432, timeout=10") is changed
// at one of them: a request naming another setting of the line does not
// ask for that change.
func TestOtherSettingOnTheLine(t *testing.T) {
	py := "def connect(host='localhost', port=5432, timeout=10):\n    pass\n"
	yml := "resources: {cpu: 500m, memory: 256Mi}\n"
	js := "const opts = { retries: 3, delay: 100 };\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"bump the timeout default in db.py to 30",
			fileTarget("db.py", py, replace(py, "port=5432", "port=5433")), NeedsConfirmation},
		{"bump the timeout default in db.py to 30",
			fileTarget("db.py", py, replace(py, "timeout=10", "timeout=30")), Explicit},
		{"raise memory to 512Mi in values.yaml",
			fileTarget("values.yaml", yml, replace(yml, "cpu: 500m", "cpu: 1")), NeedsConfirmation},
		{"raise memory to 512Mi in values.yaml",
			fileTarget("values.yaml", yml, replace(yml, "memory: 256Mi", "memory: 512Mi")), Explicit},
		{"in client.js set retries to 5",
			fileTarget("client.js", js, replace(js, "delay: 100", "delay: 500")), NeedsConfirmation},
		{"in client.js set retries to 5",
			fileTarget("client.js", js, replace(js, "retries: 3", "retries: 5")), Explicit},
		// the value asked for is already there (an earlier edit made it):
		// a change of the other setting is still not the one asked for
		{"bump the timeout default in db.py to 30",
			fileTarget("db.py", replace(py, "timeout=10", "timeout=30"), replace(replace(py, "timeout=10", "timeout=30"), "port=5432", "port=6432")), NeedsConfirmation},
		{"in client.js set retries to 5",
			fileTarget("client.js", replace(js, "retries: 3", "retries: 5"), replace(js, "retries: 3, delay: 100", "retries: 5, delay: 250")), NeedsConfirmation},
		{"in client.js rename retries to attempts",
			fileTarget("client.js", js, replace(js, "retries: 3", "attempts: 3")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

func TestSettingsOfALine(t *testing.T) {
	names := func(line string) []string {
		var out []string
		for _, s := range settingsOf(line) {
			out = append(out, s.name)
		}
		return out
	}
	assert.Equal(t, []string{"maxAttempts", "backoffMs"}, names("case class Retry(maxAttempts: Int = 5, backoffMs: Long = 100)"), "a type after the colon is no setting")
	assert.Equal(t, []string{"host", "port"}, names("def connect(host='localhost', port=5432):"))
	assert.Equal(t, []string{"a", "b"}, names(`{"a": 1, "b": 2}`))
	assert.Nil(t, names("if a == b {"), "a comparison sets nothing")
	assert.Nil(t, names("std::vector<int> v;"))
}

func TestNestedSettingBelongsToItsOwner(t *testing.T) {
	js := "app.use(session({ secret: s, cookie: { secure: true } }));\n"
	tg := fileTarget("server.js", js, replace(js, "secure: true }", "secure: true, sameSite: 'lax' }"))
	got := Classify(Request{Conversation: []Turn{u("set sameSite lax on the session cookie in server.js")}, Target: tg})
	assert.Equal(t, Explicit, got.Level, "the change is inside cookie's value: %s", got.Reasoning)
	tg = fileTarget("server.js", js, replace(js, "secret: s", "secret: env.SECRET"))
	got = Classify(Request{Conversation: []Turn{u("set sameSite lax on the session cookie in server.js")}, Target: tg})
	assert.Equal(t, NeedsConfirmation, got.Level, "the change is to secret, beside cookie: %s", got.Reasoning)
}

func TestSettingBesideTheChangeIsNotNamed(t *testing.T) {
	scala := "case class Pool(minSize: Int = 2, maxSize: Int = 16)\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"maxSize should default to 32",
			fileTarget("Pool.scala", scala, replace(scala, "minSize: Int = 2", "minSize: Int = 4")), NeedsConfirmation},
		{"maxSize should default to 32",
			fileTarget("Pool.scala", scala, replace(scala, "maxSize: Int = 16", "maxSize: Int = 32")), Explicit},
		{"set maxSize to 16",
			fileTarget("Pool.scala", scala, replace(scala, "minSize: Int = 2", "minSize: Int = 1")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// "to the node 22 image", "to postgres 16": the value asked for may stand
// after a determiner and the name it is a version of; a change that brings
// in no such value is another change.
func TestValueAfterItsName(t *testing.T) {
	df := "FROM node:20-alpine\nWORKDIR /app\nRUN npm ci\n"
	ci := "jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: '1.22'\n          cache: true\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"move the Containerfile to the node 22 image",
			fileTarget("Containerfile", df, replace(df, "RUN npm ci", "RUN npm ci --omit=dev")), NeedsConfirmation},
		{"move the Containerfile to the node 22 image",
			fileTarget("Containerfile", df, replace(df, "FROM node:20-alpine", "FROM node:22-alpine")), Explicit},
		{"switch .github/workflows/ci.yml to go 1.23",
			fileTarget(".github/workflows/ci.yml", ci, replace(ci, "cache: true", "cache: false")), NeedsConfirmation},
		{"switch .github/workflows/ci.yml to go 1.23",
			fileTarget(".github/workflows/ci.yml", ci, replace(ci, "'1.22'", "'1.23'")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}
