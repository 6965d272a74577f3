package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An import asked for, added alone, stays explicit; the imports put in
// another order beside it are a reformat nobody asked for. None is a
// corpus line.
func TestImportsReorderedBesideTheAsk(t *testing.T) {
	py := "import sys\nimport re\n\ndef main():\n    pass\n"
	ts := "import { b } from './b';\nimport { a } from './a';\n\nexport const x = 1;\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{"add import logging to tools/run.py", fileTarget("tools/run.py", py, replace(py, "import re\n", "import re\nimport logging\n")), Explicit},
		{"add import logging to tools/run.py", fileTarget("tools/run.py", py, replace(py, "import sys\nimport re\n", "import logging\nimport re\nimport sys\n")), NeedsConfirmation},
		{"tools/run.py: add an import of logging", fileTarget("tools/run.py", py, replace(py, "import sys\nimport re\n", "import re\nimport sys\nimport logging\n")), NeedsConfirmation},
		{"add `import { c } from './c'` to src/x.ts", fileTarget("src/x.ts", ts, replace(ts, "import { a } from './a';\n", "import { a } from './a';\nimport { c } from './c';\n")), Explicit},
		{"add `import { c } from './c'` to src/x.ts", fileTarget("src/x.ts", ts, replace(ts, "import { b } from './b';\nimport { a } from './a';\n", "import { a } from './a';\nimport { b } from './b';\nimport { c } from './c';\n")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
	moved := func(after string) (lines []string) {
		units := changeUnits(Change{Before: py, After: after})
		for _, u := range units {
			if l := u.movedImport(units); l != "" {
				lines = append(lines, l)
			}
		}
		return lines
	}
	assert.NotEmpty(t, moved(replace(py, "import sys\nimport re\n", "import re\nimport sys\n")), "two imports swapped")
	assert.Empty(t, moved(replace(py, "import re\n", "import re\nimport logging\n")), "an import added")
	assert.Empty(t, moved(replace(py, "import re\n", "import regex\n")), "an import replaced")
}
