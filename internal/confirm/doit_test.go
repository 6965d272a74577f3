package confirm

import "testing"

// TestDirectsProposed: "fix it", "please", "correct, change it" right
// after a proposal that names the file and spells the change carry it
// out; after a diagnosis, after a proposal of another change, or with a
// word of the user's own, they do not.
func TestDirectsProposed(t *testing.T) {
	const cli = "fn parse_port(s: &str) -> u16 {\n    s.parse().unwrap()\n}\n\nfn parse_host(s: &str) -> String {\n    s.to_string()\n}\n"
	const ignore = "node_modules/\ndist/\n.env\n"
	const mailer = "class InvoiceMailer < ApplicationMailer\n  default from: \"billing@example.com\"\n\n  def overdue(invoice)\n    mail subject: \"Overdue\"\n  end\nend\n"
	const gomod = "module example.com/x\n\ngo 1.21\n\nrequire (\n\tgithub.com/redis/go-redis/v9 v9.3.0\n\tgolang.org/x/sync v0.5.0\n)\n"
	const just = "fmt:\n    cargo fmt\n\ntest:\n    cargo test\n"
	const twoFiles = "I'd add a `lint` recipe running `cargo clippy -- -D warnings` to the `justfile`, and a clippy step to `.github/workflows/rust.yml`. OK?"
	proposal := "That's `parse_port` in `src/cli.rs` unwrapping the parse. I'd change it to return `Result<u16, String>` with a readable message."
	for _, c := range []followupCase{
		{"fix it after a spelled-out proposal", []string{"the cli panics on a bad port", proposal, "fix it"},
			"src/cli.rs", cli, "fn parse_port(s: &str) -> u16 {", "fn parse_port(s: &str) -> Result<u16, String> {", Explicit},
		{"pls fix, the proposal quotes the new signature", []string{"the cli panics on a bad port", proposal, "pls fix"},
			"src/cli.rs", cli, "fn parse_port(s: &str) -> u16 {\n    s.parse().unwrap()", "fn parse_port(s: &str) -> Result<u16, String> {\n    s.parse().map_err(|_| format!(\"invalid port: {s}\"))", Explicit},
		{"correct, change it", []string{"the cli panics on a bad port", proposal, "correct, change it pls"},
			"src/cli.rs", cli, "fn parse_port(s: &str) -> u16 {", "fn parse_port(s: &str) -> Result<u16, String> {", Explicit},
		{"please to a yes-no offer", []string{"git status is full of .DS_Store files",
			"`.gitignore` lists only `node_modules/`, `dist/` and `.env`. Add `.DS_Store` to it?", "please"},
			".gitignore", ignore, ".env\n", ".env\n.DS_Store\n", Explicit},

		{"fix it after a diagnosis only", []string{"the cli panics on a bad port",
			"That's `parse_port` in `src/cli.rs` unwrapping the parse.", "fix it"},
			"src/cli.rs", cli, "fn parse_port(s: &str) -> u16 {", "fn parse_port(s: &str) -> Result<u16, String> {", NeedsConfirmation},
		{"fix it, another change than proposed", []string{"the cli panics on a bad port", proposal, "fix it"},
			"src/cli.rs", cli, "fn parse_host(s: &str) -> String {", "fn parse_host(s: &str) -> Option<String> {", NeedsConfirmation},
		{"don't fix it", []string{"the cli panics on a bad port", proposal, "don't fix it"},
			"src/cli.rs", cli, "fn parse_port(s: &str) -> u16 {", "fn parse_port(s: &str) -> Result<u16, String> {", NeedsConfirmation},
		{"yes do that, another line", []string{"the overdue email subject is vague",
			"I could put the invoice number in the subject in `app/mailers/invoice_mailer.rb`.", "yes do that"},
			"app/mailers/invoice_mailer.rb", mailer, "  default from: \"billing@example.com\"", "  default from: \"Acme <billing@example.com>\"", NeedsConfirmation},
		{"do it, more than proposed", []string{"can we use iterators?",
			"They need Go 1.23. `go.mod` says 1.21. I can raise the directive.", "do it"},
			"go.mod", gomod, "go 1.21\n\nrequire (\n\tgithub.com/redis/go-redis/v9 v9.3.0\n\tgolang.org/x/sync v0.5.0", "go 1.23\n\nrequire (\n\tgithub.com/redis/go-redis/v9 v9.7.0\n\tgolang.org/x/sync v0.10.0", NeedsConfirmation},
		{"yes to both, this file's part", []string{"add clippy to our tooling", twoFiles, "yes to both please"},
			"justfile", just, "fmt:\n    cargo fmt\n", "fmt:\n    cargo fmt\n\nlint:\n    cargo clippy -- -D warnings\n", Explicit},
		{"yes to both, another change of this file", []string{"add clippy to our tooling", twoFiles, "yes to both please"},
			"justfile", just, "test:\n    cargo test\n", "test:\n    cargo test --all-features\n", NeedsConfirmation},
		{"yes to both, a third file", []string{"add clippy to our tooling", twoFiles, "yes to both please"},
			"Makefile", just, "fmt:\n    cargo fmt\n", "fmt:\n    cargo fmt\n\nlint:\n    cargo clippy -- -D warnings\n", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

func TestDirectsProposedWords(t *testing.T) {
	for _, in := range []string{"fix it", "pls fix", "Fix it please", "correct, change it", "ok do that then", "go for it", "apply the fix please",
		"please", "yes please", "go ahead", "ok, make the change", "yes to both please", "both", "do all of them"} {
		if !directsProposed(in) {
			t.Errorf("directsProposed(%q) = false, want true", in)
		}
	}
	for _, in := range []string{"", "ok", "fix it?", "don't fix it", "fix it in the tests", "change it to 5", "do it myself later",
		"why fix it", "no", "fix `parse_port`", "do both files", "please don't", "to both", "both files", "all but the first"} {
		if directsProposed(in) {
			t.Errorf("directsProposed(%q) = true, want false", in)
		}
	}
}
