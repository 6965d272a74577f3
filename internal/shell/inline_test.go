package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Inline programs whose writing calls name their file first, as a
// literal, write that file and no other; a file given by a variable or
// an expression, or another writing call beside, is not known.
func TestNamedFileCalls(t *testing.T) {
	const unknown = "unknown-use /p (recursive)"
	tests := []struct {
		cmd  string
		want []string
	}{
		{`node -e "require('fs').writeFileSync('cfg/flags.json', '{}')"`, []string{"overwrite /p/cfg/flags.json"}},
		{`node -e "const fs=require('fs'); fs.appendFileSync(\"logs/run.log\", 'x\n')"`, []string{"append /p/logs/run.log"}},
		{`php -r "file_put_contents('VERSION', '2.0');"`, []string{"overwrite /p/VERSION"}},
		{`php -r "file_put_contents('notes.txt', 'x', FILE_APPEND);"`, []string{"append /p/notes.txt"}},
		{`node -e "require('fs').unlinkSync('tmp/cache.json')"`, []string{"delete /p/tmp/cache.json"}},
		{`deno eval "await Deno.writeTextFile('out/a.txt', 'x')"`, []string{"overwrite /p/out/a.txt"}},
		// Files not known at a glance.
		{`node -e "const p=process.argv[1]; require('fs').writeFileSync(p, '{}')"`, []string{unknown}},
		{`node -e "require('fs').writeFileSync(path.join(d,'a.json'), '{}')"`, []string{unknown}},
		{`node -e "require('fs').writeFileSync('a.json', '{}'); require('fs').renameSync('a.json', 'b.json')"`, []string{"overwrite /p/a.json", unknown}},
		{`node -e "require('fs').readFileSync('a.json')"`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
