package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A program asked only for its usage or version prints it and exits,
// whatever its name says it does: the run writes nothing. Inline code
// still runs, an operand after "--" is not an option, and a redirect
// still writes.
func TestUsageOnly(t *testing.T) {
	const unknown = "unknown-use /p (recursive)"
	tests := []struct {
		cmd  string
		want []string
	}{
		{`python3 tools/regen_fixtures.py --help`, nil},
		{`./scripts/format-all.sh --help`, nil},
		{`node scripts/generate-icons.js -h`, nil},
		{`ruby bin/update_vendor.rb --version`, nil},
		{`make --help`, nil},
		{`npx some-scaffolder generate --help`, nil},
		{`python3 tools/regen_fixtures.py --help > usage.txt`, []string{"overwrite /p/usage.txt"}},
		// Still writing.
		{`python3 tools/regen_fixtures.py`, []string{unknown}},
		{`./scripts/format-all.sh -- --help`, []string{unknown}},
		{`node scripts/generate-icons.js -h -v`, []string{unknown}},
		{`python3 -c "open('out.txt','w').write('x')" --help`, []string{"overwrite /p/out.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}

// An option whose name says the program puts its output, a report or a
// log there, given a file path, writes that file: test runners' reports,
// profiles, coverage files. An option naming what is read does not.
func TestOutputFileOptions(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`pytest tests/unit --junitxml=build/unit.xml`, []string{"overwrite /p/build/unit.xml"}},
		{`pytest --html=out/report.html -q`, []string{"overwrite /p/out/report.html"}},
		{`pytest --cov=pkg --cov-report=xml:cov/coverage.xml`, []string{"overwrite /p/cov/coverage.xml"}},
		{`go test -coverprofile=cover.out ./...`, []string{"overwrite /p/cover.out"}},
		{`go test -cpuprofile cpu.prof ./internal/x`, []string{"overwrite /p/cpu.prof"}},
		{`./run_checks.sh --log-file=logs/checks.log`, []string{"overwrite /p/logs/checks.log"}},
		// Reading options, values that are no file, or none.
		{`pytest -c setup.cfg --rootdir=. tests`, nil},
		{`pytest --cov-report=term-missing`, nil},
		{`jest --config=jest.config.json`, nil},
		{`go test -run TestOutput ./...`, nil},
		{`pytest --junitxml=-`, nil},
		{`pytest --junitxml=$OUT`, []string{"overwrite $OUT (dynamic)"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
