package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// TestStructuredSets: the keys yq's assignments and npm pkg set's pairs
// set, with their values.
func TestStructuredSets(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []keySet
	}{
		{`yq -i '.spec.replicas = 3 | .spec.template.spec.containers[0].image = "api:latest"' d.yaml`, []keySet{{"replicas", "3"}, {"image", "api:latest"}}},
		{`yq -i '.a.b |= "x" | del(.c.d)' f.yaml`, []keySet{{"b", "x"}, {"d", ""}}},
		{`yq -i '.tag = .version' f.yaml`, []keySet{{"tag", ""}}},
		{`yq '.a == 1' f.yaml`, nil},
		{`npm pkg set scripts.test="vitest run" type=module`, []keySet{{"test", "vitest run"}, {"type", "module"}}},
		{`npm pkg delete scripts.lint`, []keySet{{"lint", ""}}},
		{`npm install left-pad`, nil},
		{`jq '.port = 9090 | .debug = true' config.json`, []keySet{{"port", "9090"}, {"debug", "true"}}},
		{`jq -r '.port' config.json`, nil},
		{`jq --arg v 'a=b' '.port = $v' config.json`, []keySet{{"port", "$v"}}},
	} {
		r, err := shell.Read(tt.cmd, "/p")
		if !assert.NoError(t, err) || !assert.NotEmpty(t, r.Invocations) {
			continue
		}
		assert.Equal(t, tt.want, structuredSets(r.Invocations[0].Args), tt.cmd)
	}
}

// TestKeyNamed: a key is named by itself, its singular or plural, or its
// camelCase or snake_case words.
func TestKeyNamed(t *testing.T) {
	assert.True(t, keyNamed("set replicas to 3", "replicas"))
	assert.True(t, keyNamed("bump the replica count", "replicas"))
	assert.True(t, keyNamed("set the pull policy to always", "pullPolicy"))
	assert.True(t, keyNamed("raise max retries to 5", "max_retries"))
	assert.False(t, keyNamed("set replicas to 3", "image"))
}

// TestFilteredIntoFile: jq's or yq's filter over a file, written back to
// that file through sponge or a temporary file moved over it, sets the
// keys of its assignments like yq -i: one key more than the request names
// is asked about (found after measuring the held-out set u2: a jq pair).
func TestFilteredIntoFile(t *testing.T) {
	files := map[string]string{
		"package.json": "{\n  \"scripts\": {\n    \"test\": \"jest\"\n  },\n  \"devDependencies\": {}\n}\n",
		"config.json":  "{\n  \"port\": 8080,\n  \"debug\": false\n}\n",
	}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{`jq '.scripts.test = "vitest run"' package.json | sponge package.json`, "set the test script in package.json to `vitest run`", event.Allow},
		{`jq '.scripts.test = "vitest run" | .devDependencies.vitest = "^1.6.0"' package.json | sponge package.json`, "set the test script in package.json to `vitest run`", event.Ask},
		{`jq '.port = 9090' config.json > config.json.tmp && mv config.json.tmp config.json`, "set port to 9090 in config.json", event.Allow},
		{`jq '.port = 9090 | .debug = true' config.json > config.json.tmp && mv config.json.tmp config.json`, "set port to 9090 in config.json", event.Ask},
		{`jq '.port = 9090 | .debug = true' config.json > config.json.tmp && mv config.json.tmp config.json`, "in config.json set port to 9090 and debug to true", event.Allow},
	})
}
