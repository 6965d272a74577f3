package shell

import "testing"

// TestFixOption: a linter that only reports unless given its fix option
// records the option on its writes (Write.Fixes); a formatter, which
// writes without one, records none.
func TestFixOption(t *testing.T) {
	for _, tt := range []struct{ cmd, want string }{
		{"rubocop -A lib/a.rb", "-A"},
		{"bundle exec rubocop --autocorrect lib/a.rb", "--autocorrect"},
		{"npx eslint --fix src/a.js", "--fix"},
		{"ruff check --fix app/main.py", "--fix"},
		{"black app/main.py", ""},
		{"npx prettier --write src/a.js", ""},
		{"gofmt -w main.go", ""},
	} {
		r, err := Read(tt.cmd, "/p")
		if err != nil || len(r.Writes) == 0 {
			t.Fatalf("%s: no write (%v)", tt.cmd, err)
		}
		if got := r.Writes[0].Fixes; got != tt.want {
			t.Errorf("%s: Fixes %q, want %q", tt.cmd, got, tt.want)
		}
	}
}
