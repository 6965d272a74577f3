package confirm

import "testing"

// TestValueWithUnit: a value written with its unit ("45s", "20
// minutes") is the number the change brings in, in the unit the new line
// spells ("45 * time.Second", "FromMinutes(20)"); another number, another
// unit, or a question does not state the change.
func TestValueWithUnit(t *testing.T) {
	const goSrc = "package api\n\nimport \"time\"\n\nconst requestTimeout = 10 * time.Second\n"
	const cs = "class Cache {\n    static readonly TimeSpan Ttl = TimeSpan.FromMinutes(5);\n}\n"
	timeout := func(name, msg, to string, want Level) followupCase {
		return followupCase{name, []string{msg}, "api/client.go", goSrc, "10 * time.Second", to, want}
	}
	for _, c := range []followupCase{
		timeout("a suffix unit", "requestTimeout is too short, 45s", "45 * time.Second", Explicit),
		timeout("a unit word", "requestTimeout should be 45 seconds", "45 * time.Second", Explicit),
		{"minutes", []string{"the Ttl in Cache should be 20 minutes"}, "src/Cache.cs", cs, "FromMinutes(5)", "FromMinutes(20)", Explicit},

		timeout("another number", "requestTimeout is too short, 45s", "40 * time.Second", NeedsConfirmation),
		timeout("another unit", "requestTimeout is too short, 45ms", "45 * time.Second", NeedsConfirmation),
		timeout("a question", "is requestTimeout too short at 10s?", "45 * time.Second", NeedsConfirmation),
		timeout("a hedge", "requestTimeout could maybe be 45s", "45 * time.Second", NeedsConfirmation),
		{"hours for minutes", []string{"the Ttl in Cache should be 20 hours"}, "src/Cache.cs", cs, "FromMinutes(5)", "FromMinutes(20)", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
