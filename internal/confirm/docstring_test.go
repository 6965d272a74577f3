package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A request for a docstring asks for documentation only: the docstring
// alone stays explicit, code changed beside it (or instead of it) needs
// confirmation. None is a corpus line.
func TestDocstringAsksDocumentationOnly(t *testing.T) {
	py := "def parse(raw, strict=False):\n    if strict:\n        return json.loads(raw)\n    return json.loads(raw or \"{}\")\n"
	get := "def fetch(url):\n    return send(url)\n"
	cls := "class Ledger:\n    def total(self):\n        return sum(self.rows)\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"add a docstring to parse() in util/parse.py", fileTarget("util/parse.py", py, replace(py, "def parse(raw, strict=False):\n", "def parse(raw, strict=False):\n    \"\"\"Parse raw JSON; strict rejects empty input.\"\"\"\n")), Explicit},
		{"add a docstring to parse() in util/parse.py", fileTarget("util/parse.py", py, replace(py, "def parse(raw, strict=False):\n", "def parse(raw, strict=False):\n    \"\"\"Parse raw JSON.\n\n    strict rejects empty input.\n    \"\"\"\n")), Explicit},
		{"add a docstring to parse() in util/parse.py", fileTarget("util/parse.py", py, replace(py, "        return json.loads(raw)\n", "        return json.loads(raw)\n    raw = raw.strip()\n")), NeedsConfirmation},
		{"add a docstring to parse() in util/parse.py", fileTarget("util/parse.py", py, replace(py, "def parse(raw, strict=False):\n", "def parse(raw, strict=True):\n    \"\"\"Parse raw JSON.\"\"\"\n")), NeedsConfirmation},
		{"Ledger.total in ledger.py needs a docstring", fileTarget("ledger.py", cls, replace(cls, "    def total(self):\n", "    def total(self):\n        '''Sum of all rows.'''\n")), Explicit},
		{"Ledger.total in ledger.py needs a docstring", fileTarget("ledger.py", cls, replace(cls, "        return sum(self.rows)\n", "        '''Sum of all rows.'''\n        return sum(self.rows, 0)\n")), NeedsConfirmation},
		// a function written as a call ("fetch()") is no verb: the request's verb stands before it
		{"add a docstring to fetch() in net/get.py", fileTarget("net/get.py", get, replace(get, "def fetch(url):\n", "def fetch(url):\n    \"\"\"GET url, retrying twice.\"\"\"\n")), Explicit},
		{"add a docstring to fetch() in net/get.py", fileTarget("net/get.py", get, replace(get, "    return send(url)\n", "    log(url)\n    return send(url)\n")), NeedsConfirmation},
		{"write docstrings for ledger.py", fileTarget("ledger.py", cls, replace(cls, "class Ledger:\n", "class Ledger:\n    \"\"\"Rows of money.\"\"\"\n\n    rows = []\n")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}
