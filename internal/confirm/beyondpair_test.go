package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An exact pair — the request writes part of what comes in — is asked
// about when the change brings one small thing more: a word neither the
// request nor the replaced lines hold. None is a corpus line.
func TestPairBeyond(t *testing.T) {
	kt := "fun load(id: Long): User {\n    return repo.get(id)\n}\n"
	rs := "fn parse(s: &str) -> u32 {\n    s.trim().parse().unwrap()\n}\n"
	yml := "image: node:18-bullseye\nworkdir: /app\n"
	cs := "public int Retries = 3;\n"
	toml := "[dependencies]\nserde = \"1\"\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		// the twin brings only what the request writes
		{"make load in repo.kt `suspend`", fileTarget("repo.kt", kt, replace(kt, "fun load(", "suspend fun load(")), Explicit},
		{"make load in repo.kt `suspend`", fileTarget("repo.kt", kt, replace(kt, "fun load(", "@Synchronized suspend fun load(")), NeedsConfirmation},
		{"in parse.rs use .expect(\"bad number\") instead of unwrap", fileTarget("parse.rs", rs, replace(rs, ".unwrap()", ".expect(\"bad number\")")), Explicit},
		{"in parse.rs use .expect(\"bad number\") instead of unwrap", fileTarget("parse.rs", rs, replace(rs, "s.trim().parse().unwrap()", "s.trim().parse::<u64>().expect(\"bad number\") as u32")), NeedsConfirmation},
		// a version swapped with its flavour swapped too (German request)
		{"ci.yml: node 18 -> 20.11 bitte", fileTarget("ci.yml", yml, replace(yml, "node:18-bullseye", "node:20.11-bullseye")), Explicit},
		{"ci.yml: node 18 -> 20.11 bitte", fileTarget("ci.yml", yml, replace(yml, "node:18-bullseye", "node:20.11-alpine")), NeedsConfirmation},
		// a value restated under its key brings nothing in
		{"enable the `derive` feature for serde in Cargo.toml", fileTarget("Cargo.toml", toml, replace(toml, "serde = \"1\"", "serde = { version = \"1\", features = [\"derive\"] }")), Explicit},
		// a request that only describes the value leaves the words to the change
		{"Retries in Config.cs should come from the environment", fileTarget("Config.cs", cs, replace(cs, "= 3;", "= int.Parse(Environment.GetEnvironmentVariable(\"RETRIES\") ?? \"3\");")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// pairBeyond reads the parts of one change word by word.
func TestPairBeyondWords(t *testing.T) {
	for _, c := range []struct {
		request, old, new, want string
	}{
		{"add `readonly` to the name field", "  name: string;", "  readonly name: string;", ""},
		{"add `readonly` to the name field", "  name: string;", "  @Input() readonly name: string;", "Input"},
		{"set timeout_ms to 250", "timeout_ms = 100", "timeout_ms = 250", ""},
		{"use Intl.NumberFormat here", "return '$' + n", "return new Intl.NumberFormat('en-US', { style: 'currency' }).format(n)", ""},
		{"passe `strict=True` à zip", "zip(a, b)", "zip(a, b, strict=True, extra=1)", "extra"},
	} {
		units := []unit{{removed: []string{c.old}, added: []string{c.new}}}
		assert.Equal(t, c.want, pairBeyond(units, c.request, "x.ts"), "%s → %s", c.request, c.new)
	}
}
