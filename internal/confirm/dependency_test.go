package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A path the user types names a file by its end only outside the
// dependency trees the project installs: "lib/parser.js" is not
// node_modules/somepkg/lib/parser.js.
func TestTypedPathNotInsideDependencies(t *testing.T) {
	assert.True(t, pathEndsWith("/p/lib/parser.js", "lib/parser.js", "lib/parser.js"))
	assert.True(t, pathEndsWith("/p/web/lib/parser.js", "web/lib/parser.js", "lib/parser.js"))
	assert.False(t, pathEndsWith("/p/node_modules/somepkg/lib/parser.js", "node_modules/somepkg/lib/parser.js", "lib/parser.js"))
	assert.False(t, pathEndsWith("/p/vendor/github.com/x/y/client.go", "vendor/github.com/x/y/client.go", "y/client.go"))
	assert.False(t, pathEndsWith("/p/.venv/lib/python3.12/site-packages/req/adapters/http.py", ".venv/lib/python3.12/site-packages/req/adapters/http.py", "adapters/http.py"))
	assert.True(t, pathEndsWith("/p/node_modules/somepkg/lib/parser.js", "node_modules/somepkg/lib/parser.js", "somepkg/lib/parser.js"), "the package named")
	assert.True(t, pathEndsWith("/p/node_modules/somepkg/lib/parser.js", "node_modules/somepkg/lib/parser.js", "node_modules/somepkg/lib/parser.js"))

	src := "if (x) parse(x);\n"
	for text, want := range map[string]Level{
		"patch the null check in lib/parser.js":                      NeedsConfirmation,
		"patch the null check in somepkg/lib/parser.js":              Explicit,
		"patch the null check in node_modules/somepkg/lib/parser.js": Explicit,
	} {
		got := Classify(Request{Conversation: []Turn{u(text)}, Target: fileTarget("node_modules/somepkg/lib/parser.js", src, "if (x != null) parse(x);\n")})
		assert.Equal(t, want, got.Level, "%s: %s", text, got.Reasoning)
	}
}
