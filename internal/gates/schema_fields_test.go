package gates

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schemaDoc is the published schema as plain JSON, for walking its
// definitions.
type schemaDoc map[string]any

func loadSchemaDoc(t *testing.T) (schemaDoc, *jsonschema.Schema) {
	t.Helper()
	raw, err := os.ReadFile("../../schema/gates.schema.json")
	require.NoError(t, err)
	var doc schemaDoc
	require.NoError(t, json.Unmarshal(raw, &doc))
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(string(raw)))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	require.NoError(t, c.AddResource("gates.schema.json", v))
	s, err := c.Compile("gates.schema.json")
	require.NoError(t, err)
	return doc, s
}

// resolve follows a local "$ref".
func (d schemaDoc) resolve(n map[string]any) map[string]any {
	for {
		ref, ok := n["$ref"].(string)
		if !ok {
			return n
		}
		n = d["$defs"].(map[string]any)[strings.TrimPrefix(ref, "#/$defs/")].(map[string]any)
	}
}

func (d schemaDoc) properties(n map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	props, _ := d.resolve(n)["properties"].(map[string]any)
	for k, v := range props {
		out[k] = v.(map[string]any)
	}
	return out
}

func keysOf[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return s
}

// wrongValue is a JSON value of another type than the property wants.
func (d schemaDoc) wrongValue(p map[string]any) string {
	p = d.resolve(p)
	switch p["type"] {
	case "string":
		return "42"
	case "boolean", "integer":
		return `"many"`
	case "array":
		return `{"a": 1}`
	case "object":
		return `[1]`
	}
	return "42" // enums and anyOf of strings
}

// The schema is tested field by field against the loader's own
// definitions: the same events, the same keys at every level, and every
// property of a wrong type rejected by both.
func TestSchemaFieldByField(t *testing.T) {
	doc, schema := loadSchemaDoc(t)
	top := doc.properties(map[string]any(doc))
	defs := doc["$defs"].(map[string]any)

	hooks := top["hooks"]
	events := hooks["propertyNames"].(map[string]any)["enum"].([]any)
	var names []string
	for _, e := range events {
		names = append(names, e.(string))
	}
	assert.Equal(t, sorted(ConfigEvents()), sorted(names), "the schema's events are the loader's")

	assert.Equal(t, sorted(append(TopKeys(), Sections()...)), keysOf(top), "top-level keys")
	assert.Equal(t, sorted(GateKeys()), keysOf(doc.properties(defs["gate"].(map[string]any))), "gate keys")
	assert.Equal(t, sorted(EventKeys()), keysOf(doc.properties(defs["event"].(map[string]any))), "event keys")

	// Where each object lives in a file: a template with %s for its
	// members, and the members it needs besides the one under test.
	type place struct {
		name, template, extra string
		def                   map[string]any
	}
	section := func(n string) map[string]any { return defs[n].(map[string]any) }
	changes := doc.properties(section("changes"))
	confirm := doc.properties(section("confirm"))
	places := []place{
		{"top", `{%s}`, "", map[string]any(doc)},
		{"gate", `{"gates": {"g": {%s}}}`, `"command": "true"`, defs["gate"].(map[string]any)},
		{"event", `{"hooks": {"SubagentStop": {%s}}}`, "", defs["event"].(map[string]any)},
		{"consent", `{"consent": {%s}}`, "", section("consent")},
		{"confirm", `{"confirm": {%s}}`, "", section("confirm")},
		{"confirm.classifier", `{"confirm": {"classifier": {%s}}}`, "", confirm["classifier"]},
		{"changes", `{"changes": {%s}}`, "", section("changes")},
		{"changes.defer[]", `{"changes": {"defer": [{%s}]}}`, `"tool": "Edit"`, doc.resolve(changes["defer"])["items"].(map[string]any)},
		{"changes.batch[]", `{"changes": {"defer": [{"tool": "mcp__x__add"}], "batch": [{%s}]}}`, `"tool": "mcp__x__add", "items": "items", "singular": "mcp__x__one"`, doc.resolve(changes["batch"])["items"].(map[string]any)},
		{"changes.history", `{"changes": {"history": {%s}}}`, "", changes["history"]},
	}
	validate := func(text string) (schemaErr, loadErr error, cfg *Config) {
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(text))
		require.NoError(t, err, text)
		cfg, loadErr = load(t, text)
		return schema.Validate(v), loadErr, cfg
	}
	members := func(extra, key, value string) string {
		m := fmt.Sprintf("%q: %s", key, value)
		if extra != "" && !strings.Contains(extra, fmt.Sprintf("%q:", key)) {
			m = extra + ", " + m
		}
		return m
	}
	for _, pl := range places {
		props := doc.properties(pl.def)
		require.NotEmpty(t, props, pl.name)
		for key, p := range props {
			if key == "$schema" || key == "hooks" || key == "gates" && pl.name == "top" {
				continue // their members are checked at their own places
			}
			text := fmt.Sprintf(pl.template, members(pl.extra, key, doc.wrongValue(p)))
			schemaErr, loadErr, _ := validate(text)
			if r := doc.resolve(p); r["type"] == nil && r["enum"] == nil && r["anyOf"] == nil {
				// A note: any value, for both.
				assert.NoError(t, schemaErr, text)
				assert.NoError(t, loadErr, text)
				continue
			}
			assert.Error(t, schemaErr, "schema accepts a wrong type: %s", text)
			assert.Error(t, loadErr, "loader accepts a wrong type: %s", text)
		}
		// A key neither knows: the sections refuse it, gates.json's own
		// objects warn (the earlier tools' files carry extra keys).
		text := fmt.Sprintf(pl.template, members(pl.extra, "no_such_key", `1`))
		schemaErr, loadErr, cfg := validate(text)
		if strings.HasPrefix(pl.name, "c") { // consent, confirm, changes
			assert.Error(t, schemaErr, text)
			require.Error(t, loadErr, text)
			assert.Contains(t, loadErr.Error(), `unknown key "no_such_key"`)
		} else {
			assert.NoError(t, schemaErr, text)
			assert.NoError(t, loadErr, text)
			assert.Contains(t, strings.Join(warnings(cfg), "\n"), `unknown key "no_such_key"`, text)
		}
	}
}
