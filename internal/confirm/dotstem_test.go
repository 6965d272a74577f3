package confirm

import "testing"

// TestDotfileStemAfterPlace: a tool's dotfile named without its dot right
// after a place preposition ("add .DS_Store to gitignore") names it, as
// "the gitignore" does; a dotfile whose name is an ordinary word
// (".profile") is not named so, nor is another dotfile.
func TestDotfileStemAfterPlace(t *testing.T) {
	const ignore = "node_modules/\ndist/\n"
	const profile = "export PATH=$HOME/bin:$PATH\n"
	for _, c := range []followupCase{
		{"to gitignore", []string{"add .DS_Store to gitignore"}, ".gitignore", ignore, "dist/\n", "dist/\n.DS_Store\n", Explicit},
		{"in dockerignore", []string{"put dist in dockerignore"}, ".dockerignore", "node_modules/\n", "node_modules/\n", "node_modules/\ndist\n", Explicit},

		{"another dotfile", []string{"add .DS_Store to gitignore"}, ".dockerignore", ignore, "dist/\n", "dist/\n.DS_Store\n", NeedsConfirmation},
		{"an ordinary word", []string{"add the go bin to profile"}, ".profile", profile, "export PATH=$HOME/bin:$PATH\n", "export PATH=$HOME/bin:$HOME/go/bin:$PATH\n", NeedsConfirmation},
		{"a question", []string{"should .DS_Store go in gitignore?"}, ".gitignore", ignore, "dist/\n", "dist/\n.DS_Store\n", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
