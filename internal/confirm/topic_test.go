package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Each rule of topic.go, on an edit of a named file that stays on what was
// asked against the same request with an edit elsewhere in the file.
func TestScopeRulesOfTheFourthRound(t *testing.T) {
	eslint := "module.exports = {\n  rules: {\n    \"no-console\": \"off\",\n    \"react/prop-types\": \"warn\",\n  },\n};\n"
	vscode := "{\n  \"editor.formatOnSave\": false,\n  \"files.trimTrailingWhitespace\": false\n}\n"
	perl := "while (<>) {\n    $count++ if /ERROR/;\n}\n"
	routes := "router.post(\"/login\", async (req, res) => {\n});\nrouter.delete(\"/account\", requireAuth, async (req, res) => {\n});\n"
	dependabot := "updates:\n  - package-ecosystem: npm\n    schedule:\n      interval: daily\n"
	tf := "resource \"aws_s3_bucket\" \"logs\" {\n  bucket = \"acme-logs\"\n}\n"
	html := "<head>\n  <title>Acme Status</title>\n</head>\n<body>\n  <header><h1>Acme Status</h1></header>\n</body>\n"
	owners := "/src/ @alice\n/src/billing/ @dana\n"
	tests := []struct {
		name, msg, file, before, after string
		want                           Level
	}{
		{"topic: the setting named is changed", "turn off react/prop-types in .eslintrc.js", ".eslintrc.js", eslint,
			strings.Replace(eslint, "\"react/prop-types\": \"warn\"", "\"react/prop-types\": \"off\"", 1), Explicit},
		{"topic: another setting is changed", "turn off react/prop-types in .eslintrc.js", ".eslintrc.js", eslint,
			strings.Replace(eslint, "\"no-console\": \"off\"", "\"no-console\": \"warn\"", 1), NeedsConfirmation},
		{"topic: words of a camel-case key", "turn on format on save in .vscode/settings.json", ".vscode/settings.json", vscode,
			strings.Replace(vscode, "formatOnSave\": false", "formatOnSave\": true", 1), Explicit},
		{"topic: another key of the file", "turn on format on save in .vscode/settings.json", ".vscode/settings.json", vscode,
			strings.Replace(vscode, "Whitespace\": false", "Whitespace\": true", 1), NeedsConfirmation},
		{"topic: each part, the one asked", "make the ERROR regex in bin/count.pl ignore case", "bin/count.pl", perl,
			strings.Replace(perl, "/ERROR/;", "/ERROR/i;", 1), Explicit},
		{"topic: each part, one more part", "make the ERROR regex in bin/count.pl ignore case", "bin/count.pl", perl,
			strings.Replace(perl, "    $count++ if /ERROR/;\n", "    $count++ if /ERROR/i;\n    $count++ if /WARN/i;\n", 1), NeedsConfirmation},
		{"brought: where the request places it", "add the loginLimiter middleware to the /login route in src/routes/auth.ts", "src/routes/auth.ts", routes,
			strings.Replace(routes, "router.post(\"/login\", async", "router.post(\"/login\", loginLimiter, async", 1), Explicit},
		{"brought: to a sibling line", "add the loginLimiter middleware to the /login route in src/routes/auth.ts", "src/routes/auth.ts", routes,
			strings.Replace(routes, "requireAuth, async", "requireAuth, loginLimiter, async", 1), NeedsConfirmation},
		{"swap: from one value to another", "switch .github/dependabot.yml from daily to weekly", ".github/dependabot.yml", dependabot,
			strings.Replace(dependabot, "daily", "weekly", 1), Explicit},
		{"swap: plus a new block with the value", "switch .github/dependabot.yml from daily to weekly", ".github/dependabot.yml", dependabot,
			strings.Replace(dependabot, "daily", "weekly", 1) + "  - package-ecosystem: github-actions\n    schedule:\n      interval: weekly\n", NeedsConfirmation},
		{"group: the key asked", "turn on force_destroy for the logs bucket in infra/s3.tf", "infra/s3.tf", tf,
			strings.Replace(tf, "  bucket = \"acme-logs\"\n", "  bucket = \"acme-logs\"\n  force_destroy = true\n", 1), Explicit},
		{"group: a tags block beside it", "turn on force_destroy for the logs bucket in infra/s3.tf", "infra/s3.tf", tf,
			strings.Replace(tf, "  bucket = \"acme-logs\"\n", "  bucket = \"acme-logs\"\n  force_destroy = true\n  tags = {\n    team = \"platform\"\n  }\n", 1), NeedsConfirmation},
		{"kept: the line asked", "change the <title> in templates/index.html to 'Acme System Status', leave the header as is", "templates/index.html", html,
			strings.Replace(html, "<title>Acme Status", "<title>Acme System Status", 1), Explicit},
		{"kept: the line kept", "change the <title> in templates/index.html to 'Acme System Status', leave the header as is", "templates/index.html", html,
			strings.Replace(html, "<h1>Acme Status", "<h1>Acme System Status", 1), NeedsConfirmation},
		{"additive: an owner joined", "CODEOWNERS: src/billing should also be owned by @acme/payments", "CODEOWNERS", owners,
			strings.Replace(owners, "@dana", "@dana @acme/payments", 1), Explicit},
		{"additive: an owner replaced", "CODEOWNERS: src/billing should also be owned by @acme/payments", "CODEOWNERS", owners,
			strings.Replace(owners, "@dana", "@acme/payments", 1), NeedsConfirmation},
		{"directory: the one written is added", "dist/ keeps showing up in git status, put it in .gitignore", ".gitignore", "node_modules/\n.env\n",
			"node_modules/\n.env\ndist/\n", Explicit},
		{"directory: another one is added", "dist/ keeps showing up in git status, put it in .gitignore", ".gitignore", "node_modules/\n.env\n",
			"node_modules/\n.env\ncoverage/\n", NeedsConfirmation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: fileTarget(tt.file, tt.before, tt.after)})
			assert.Equal(t, tt.want, got.Level, "%s", got.Reasoning)
		})
	}
}

func TestIdentPieces(t *testing.T) {
	for tok, want := range map[string][]string{
		"react/prop-types": {"react", "prop", "types"},
		"formatOnSave":     {"format", "On", "Save"},
		"HTTPServer":       {"HTTP", "Server"},
		"checkout@v3":      {"checkout", "v3"},
		"":                 nil,
	} {
		assert.Equal(t, want, identPieces(tok), tok)
	}
}

func TestStemWord(t *testing.T) {
	for w, want := range map[string]string{"deletes": "delete", "entries": "entry", "class": "class", "days": "days", "commits": "commit"} {
		assert.Equal(t, want, stemWord(w), w)
	}
}

func TestOnlyClosers(t *testing.T) {
	for l, want := range map[string]bool{"}": true, "});": true, "</div>": true, "end": true, "tags = {": false, "<div>": false} {
		assert.Equal(t, want, onlyClosers(l), l)
	}
}

func TestKeepsAsIs(t *testing.T) {
	for c, want := range map[string]bool{"leave the header as is": true, "backoff() stays as it is": true, "keep the lint job": true,
		"not only on failure": false, "change the title": false} {
		assert.Equal(t, want, keepsAsIs(c), c)
	}
}

// heldStems, the file's scan, agrees with pieceSet on ASCII text.
func TestHeldStemsAgreesWithPieceSet(t *testing.T) {
	text := "\"editor.formatOnSave\": false,\n  HTTPServer entries deletes class react/prop-types x1 ab CamelCaseWords"
	var topic []topicWord
	for _, w := range []string{"format", "save", "http", "server", "entry", "delete", "class", "type", "word", "camel", "missing", "ab"} {
		topic = append(topic, topicWord{typed: w, stem: stemWord(w)})
	}
	set := pieceSet(text)
	held := heldStems(text, topic)
	for _, w := range topic {
		assert.Equal(t, set[w.stem], held[w.stem], w.stem)
	}
	assert.True(t, held["format"] && held["entry"] && held["type"] && held["http"])
	assert.False(t, held["missing"] || held["ab"])
}
