package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValueNotBrought(t *testing.T) {
	pkg := "{\n  \"name\": \"shop\",\n  \"engines\": { \"node\": \">=18\" },\n  \"dependencies\": { \"react\": \"^17.0.2\" }\n}\n"
	toml := "[server]\nworkers = 4\ntimeout = 10\n"
	tests := []struct {
		name, msg, file, before, after, want string
	}{
		{"the value asked for is another one", "in package.json set react to 18.2.0", "package.json", pkg, strings.Replace(pkg, ">=18", ">=20", 1), "18.2.0"},
		{"the value asked for is brought in", "in package.json set react to ^18.2.0", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), ""},
		{"a version after use", "in package.json use node 20 please", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), ""},
		{"a version after use, another change", "package.json should use v22 for the engines", "package.json", pkg, strings.Replace(pkg, "^17.0.2", "^18.2.0", 1), "v22"},
		{"an assignment", "in app.toml workers=8", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), "8"},
		{"one of two values brought in", "in app.toml raise workers to 8 and timeout to 30", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), ""},
		{"a number inside a longer one is not it", "in app.toml raise timeout to 3", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 30", 1), "3"},
		{"a quantity with a unit may be converted", "in app.toml set the timeout to 2 minutes", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 120", 1), ""},
		{"an attached unit too", "in app.toml set the timeout to 2m", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 120", 1), ""},
		{"another file's value", "tidy app.toml, and bump the port in server.yaml to 8443", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 4 # cores", 1), ""},
		{"a rate may be a fraction", "in app.toml set the timeout to 50%", "app.toml", toml, strings.Replace(toml, "timeout = 10", "timeout = 0.5", 1), ""},
		{"no value spelled out", "in app.toml give it more workers", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 8", 1), ""},
		{"a word after to is no value", "in app.toml add a comment to the workers line", "app.toml", toml, strings.Replace(toml, "workers = 4", "workers = 4 # cores", 1), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := fileTarget(tt.file, tt.before, tt.after)
			r := read(tt.msg, tg)
			at := fileMentions(tt.msg, r.norm, tg)
			if !assert.NotEmpty(t, at, "the message names the file") {
				return
			}
			assert.Equal(t, tt.want, valueNotBrought(tt.msg, r.words, tg, at[0].Span))
		})
	}
}

func TestNumericCore(t *testing.T) {
	for v, want := range map[string]string{"v0.3.0": "0.3.0", "8px": "8", "1.3": "1.3", "^4.2": "4.2", "abc": "", "3.": "3", "v": ""} {
		assert.Equal(t, want, numericCore(v), v)
	}
}
