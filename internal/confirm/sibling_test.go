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
