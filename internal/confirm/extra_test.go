package confirm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStrayWord: each item a part brings in must be accounted for by the
// request's words, the file's words or the language; an item beside the
// one asked for is not.
func TestStrayWord(t *testing.T) {
	tests := []strayCase{
		{"attribute beside the asked one", `make the email input type="email"`,
			"<form>\n  <input v-model=\"email\" type=\"text\" />\n</form>\n",
			`<input v-model="email" type="text" />`, `<input v-model="email" type="email" autocomplete="username" required />`, "autocomplete"},
		{"only the asked attribute", `make the email input type="email"`,
			"<form>\n  <input v-model=\"email\" type=\"text\" />\n</form>\n",
			`<input v-model="email" type="text" />`, `<input v-model="email" type="email" />`, ""},
		{"a block beside the asked value", "web instance -> t3.small",
			"resource \"aws_instance\" \"web\" {\n  ami = \"ami-0abc\"\n  instance_type = \"t3.micro\"\n}\n",
			"  instance_type = \"t3.micro\"\n}", "  instance_type = \"t3.small\"\n  tags = {\n    Owner = \"ops\"\n  }\n}", "tags"},
		{"a second call chained after the asked one", `add geom_smooth(method="lm") to the scatter`,
			"library(ggplot2)\nggplot(df, aes(x, y)) + geom_point()\n",
			"geom_point()", `geom_point() + geom_smooth(method = "lm") + theme_minimal()`, "theme_minimal"},
		{"the asked call alone", `add geom_smooth(method="lm") to the scatter`,
			"library(ggplot2)\nggplot(df, aes(x, y)) + geom_point()\n",
			"geom_point()", `geom_point() + geom_smooth(method = "lm")`, ""},
		{"a clause after the asked order", "sort it by created_at descending",
			"SELECT id\nFROM users\nORDER BY created_at;\n",
			"ORDER BY created_at;", "ORDER BY created_at DESC\nLIMIT 1000;", "LIMIT"},
		{"a short form of the asked word", "sort it by created_at descending",
			"SELECT id\nFROM users\nORDER BY created_at;\n",
			"ORDER BY created_at;", "ORDER BY created_at DESC;", ""},
		{"a statement beside the asked index", "p[10] writes past the end, use p[9]",
			"int main(void) {\n    int *p = malloc(10 * sizeof(int));\n    p[10] = 1;\n    return 0;\n}\n",
			"    p[10] = 1;\n    return 0;", "    p[9] = 1;\n    free(p);\n    return 0;", "free"},
		{"a new statement around the asked value", "the pipeline needs a 30 minute timeout",
			"pipeline {\n  agent any\n  stages {\n  }\n}\n",
			"  agent any\n", "  agent any\n  options { timeout(time: 30, unit: 'MINUTES') }\n", ""},
		{"a value with its unit", "base delay 250ms",
			"fn cfg() -> Cfg {\n    Cfg { base_delay: Duration::from_millis(100) }\n}\n",
			"base_delay: Duration::from_millis(100)", "base_delay: Duration::from_millis(250)", ""},
		{"a call of the file's own function", "cap retries at 5",
			"def retries(n):\n    return clamp(n)\n\ndef clamp(n):\n    return n\n",
			"    return clamp(n)\n", "    return clamp(min(n, 5))\n", ""},
		{"a comment line says what the change does", "set the limit to 50",
			"limit = 10\n", "limit = 10\n", "# raised for bulk imports\nlimit = 50\n", ""},
	}
	runStrayCases(t, tests)
}

// strayCase is an edit (old replaced by new in before) and the request it
// answers; stray is the item strayWord should find, "" when every item is
// accounted for.
type strayCase struct {
	name, request, before, old, new string
	stray                           string
}

// runStrayCases checks strayWord on each case.
func runStrayCases(t *testing.T, tests []strayCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after := strings.Replace(tt.before, tt.old, tt.new, 1)
			units := changeUnits(Change{Name: "f", Before: tt.before, After: after})
			w, _ := strayWord(units, nil, pieceForms(tt.request), tt.before)
			assert.Equal(t, tt.stray, w)
		})
	}
}

// TestStrayItemClassified: a request that names a file and one change is
// explicit for that change alone, and needs confirmation when the same
// edit also brings in an item nothing in the request asks for. None is a
// corpus line.
func TestStrayItemClassified(t *testing.T) {
	html := "<form>\n  <input name=\"phone\" type=\"text\">\n</form>\n"
	py := "def main():\n    buf = [0] * 8\n    buf[8] = 1\n    return buf\n"
	yml := "server:\n  host: 0.0.0.0\n  port: 8080\n"
	js := "const app = express();\napp.use(cors());\napp.listen(3000);\n"
	for _, c := range []struct {
		text string
		t    Target
		want Level
	}{
		{`signup.html: the phone input should be type="tel"`, fileTarget("web/signup.html", html, replace(html, `type="text"`, `type="tel"`)), Explicit},
		{`signup.html: the phone input should be type="tel"`, fileTarget("web/signup.html", html, replace(html, `type="text"`, `type="tel" pattern="[0-9]+"`)), NeedsConfirmation},
		{"main.py: buf[8] is out of range, write buf[7]", fileTarget("tool/main.py", py, replace(py, "buf[8] = 1", "buf[7] = 1")), Explicit},
		{"main.py: buf[8] is out of range, write buf[7]", fileTarget("tool/main.py", py, replace(py, "    buf[8] = 1\n", "    buf[7] = 1\n    gc.collect()\n")), NeedsConfirmation},
		{"config.yml: port 9000", fileTarget("config.yml", yml, replace(yml, "port: 8080", "port: 9000")), Explicit},
		{"config.yml: port 9000", fileTarget("config.yml", yml, replace(yml, "  port: 8080\n", "  port: 9000\n  workers: 4\n")), NeedsConfirmation},
		{"in server.js add helmet() after cors", fileTarget("server.js", js, replace(js, "app.use(cors());\n", "app.use(cors());\napp.use(helmet());\n")), Explicit},
		{"in server.js add helmet() after cors", fileTarget("server.js", js, replace(js, "app.use(cors());\n", "app.use(cors());\napp.use(helmet());\napp.use(compression());\n")), NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: c.t})
		assert.Equal(t, c.want, got.Level, "%s → %s: %s", c.text, c.t.Name, got.Reasoning)
	}
}

// BenchmarkStrayWord reads the parts of a 200-line edit against a request.
func BenchmarkStrayWord(b *testing.B) {
	var before, after strings.Builder
	for i := range 200 {
		fmt.Fprintf(&before, "    total_%d = compute(item_%d, rate=%d)\n", i, i, i)
		fmt.Fprintf(&after, "    total_%d = compute(item_%d, rate=%d, cap=limit)\n", i, i, i+1)
	}
	units := changeUnits(Change{Name: "calc.py", Before: before.String(), After: after.String()})
	asked := pieceForms("calc.py: every rate one higher, and cap each total at limit")
	b.ResetTimer()
	for b.Loop() {
		strayWord(units, nil, asked, before.String())
	}
}
