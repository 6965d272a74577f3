package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Programs that rewrite the files they are given (line-ending converters,
// vault encryption), git commands that write files (format-patch writes
// one patch per commit; checkout --ours/--theirs takes paths, never a
// branch; lfs track edits .gitattributes), each against a near miss that only reads.
func TestWritersOfTheirOperands(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`dos2unix deploy/run.sh`, []string{"edit /p/deploy/run.sh"}},
		{`unix2dos a.bat b.bat`, []string{"edit /p/a.bat", "edit /p/b.bat"}},
		{`dos2unix --info=u notes.txt`, nil},
		{`dos2unix -i notes.txt`, nil},
		{`find bin -name '*.sh' -exec dos2unix {} +`, []string{"unknown-use dos2unix {} … (dynamic)"}},
		{`ansible-vault encrypt vars/secret.yml`, []string{"edit /p/vars/secret.yml"}},
		{`ansible-vault decrypt --vault-password-file ~/.pw host_vars/db.yml`, []string{"edit /p/host_vars/db.yml"}},
		{`ansible-vault rekey --new-vault-password-file new.txt v.yml`, []string{"edit /p/v.yml"}},
		{`ansible-vault view --vault-password-file ~/.pw v.yml`, nil},
		{`ansible-vault decrypt --output - v.yml`, nil},
		{`ansible-vault decrypt --output=plain.yml v.yml`, []string{"overwrite /p/plain.yml"}},
		{`git format-patch -3`, []string{"unknown-use /p (recursive)"}},
		{`git format-patch origin/main -o out/patches`, []string{"unknown-use /p/out/patches (recursive)"}},
		{`git format-patch --output-directory=mail HEAD~2`, []string{"unknown-use /p/mail (recursive)"}},
		{`git format-patch --stdout HEAD~1`, nil},
		{`git format-patch -1 --stdout > fix.patch`, []string{"overwrite /p/fix.patch"}},
		// git lfs track/untrack PATTERN adds or drops a line of
		// .gitattributes; without a pattern, or with --dry-run, it lists.
		{`git lfs track '*.psd' 'assets/**'`, []string{"edit /p/.gitattributes"}},
		{`git -C web lfs untrack "*.mp4"`, []string{"edit /p/web/.gitattributes"}},
		{`git lfs track`, nil},
		{`git lfs track --dry-run '*.zip'`, nil},
		{`git lfs ls-files`, nil},
		{`git checkout --theirs go.sum`, []string{"restore /p/go.sum"}},
		{`git checkout --ours a.txt b/c.txt`, []string{"restore /p/a.txt", "restore /p/b/c.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
