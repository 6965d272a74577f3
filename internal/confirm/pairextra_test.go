package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A value swapped in with the old one kept beside it, and a line of code
// written out with a word more: both sides, other files and words than
// the corpus's. None is a corpus line.
func TestPairExtra(t *testing.T) {
	tox := "[testenv]\nbasepython = python3.10\ndeps = pytest\n"
	ini := "[mysqld]\nsql_mode = STRICT_TRANS_TABLES\n"
	gql := "type Query {\n  user(id: ID!): User\n}\n"
	ts := "interface Props {\n  title: string;\n}\n"
	kt := "data class Item(\n    val id: Long,\n)\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		// the old value kept beside the one asked for
		{"switch basepython in tox.ini to python3.12", fileTarget("tox.ini", tox, replace(tox, "python3.10", "python3.12")), Explicit},
		{"switch basepython in tox.ini to python3.12", fileTarget("tox.ini", tox, replace(tox, "python3.10", "python3.10 python3.12")), NeedsConfirmation},
		{"my.cnf: sql_mode auf ANSI setzen bitte", fileTarget("my.cnf", ini, replace(ini, "STRICT_TRANS_TABLES", "ANSI,STRICT_TRANS_TABLES")), NeedsConfirmation},
		// asked beside, or both written, or the old value worked on
		{"in tox.ini set deps to pytest pytest-cov", fileTarget("tox.ini", tox, replace(tox, "deps = pytest", "deps = pytest pytest-cov")), Explicit},
		{"add pytest-cov to deps in tox.ini too", fileTarget("tox.ini", tox, replace(tox, "deps = pytest", "deps = pytest pytest-cov")), Explicit},
		{"in tox.ini, change deps to pytest-cov and keep pytest", fileTarget("tox.ini", tox, replace(tox, "deps = pytest", "deps = pytest pytest-cov")), Explicit},
		// a line of code written out, and the same with a word more
		{"add `posts(first: Int): [Post]` to Query in schema.graphql", fileTarget("schema.graphql", gql, replace(gql, "User\n}", "User\n  posts(first: Int): [Post]\n}")), Explicit},
		{"add `subtitle: string;` to Props in Card.tsx", fileTarget("Card.tsx", ts, replace(ts, "string;\n}", "string;\n  subtitle: string;\n}")), Explicit},
		{"add `subtitle: string;` to Props in Card.tsx", fileTarget("Card.tsx", ts, replace(ts, "string;\n}", "string;\n  readonly subtitle: string;\n}")), NeedsConfirmation},
		// a word the file already writes on its lines is its convention
		{"add `name: String = \"\"` to Item in Item.kt", fileTarget("Item.kt", kt, replace(kt, "Long,\n", "Long,\n    val name: String = \"\",\n")), Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}

// The pieces of the rules, read alone.
func TestPairExtraPieces(t *testing.T) {
	k, v, ok := keyValue("GOFLAGS ?= -race")
	assert.True(t, ok)
	assert.Equal(t, "goflags", k)
	assert.Equal(t, []string{"-race"}, v)
	_, _, ok = keyValue("    go build ./...")
	assert.False(t, ok)
	assert.Nil(t, swappedIn("bump node to 20 as well"))
	assert.True(t, swappedIn("change node to 20")["20"])
	assert.True(t, onlyListed("node-version: [18, 20]", []string{"18", "20"}))
	assert.False(t, onlyListed("$page = $_GET['page'] ?? 1;", []string{"$_GET", "page", "1"}))
	assert.Equal(t, "optional", dressedBy("  optional string email = 4;", "string email = 4;", "add", map[string]bool{}, map[string]bool{}))
	assert.Equal(t, "", dressedBy("  string email = 4;", "string email = 4;", "add", map[string]bool{}, map[string]bool{}))
}
