package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWriteKinds: tools by how they write. A replacing tool (sd) writes
// its operands after its two patterns, nothing when it filters its
// standard input or only previews; a build (make, make all) writes the
// project where a makefile is (Needs), a test target or a dry run does
// not; a package run through a runner to add or generate writes the
// project, one run to check does not.
func TestWriteKinds(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`sd foo bar src/a.ts src/b.ts`, []string{"edit /p/src/a.ts", "edit /p/src/b.ts"}},
		{`sd -f i foo bar src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`sd foo bar $(rg -l foo src/)`, []string{"edit $(…) (dynamic) (recursive)"}},
		{`echo foo | sd foo bar`, nil},
		{`sd -p foo bar src/a.ts`, nil},
		{`make`, []string{"unknown-use /p (recursive)"}},
		{`make -j4 all`, []string{"unknown-use /p (recursive)"}},
		{`make build CC=clang`, []string{"unknown-use /p (recursive)"}},
		{`make test`, nil},
		{`make -n`, nil},
		{`make -f other.mk`, nil},
		{`make $TARGET`, nil},
		{`npx shadcn@latest add dropdown-menu`, []string{"unknown-use /p (recursive)"}},
		{`pnpm dlx @nestjs/cli generate module users`, []string{"unknown-use /p (recursive)"}},
		{`npx tsc --noEmit`, nil},
		{`npx jest src/cart`, nil},
		{`yarn run add`, nil},
		{`composer dump-autoload -o`, []string{"unknown-use /p (recursive)"}},
		{`composer dump-autoload --dry-run`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}

// TestBuildNeedsMakefile: make's build write names the makefiles it
// needs, and the words that ask for a build.
func TestBuildNeedsMakefile(t *testing.T) {
	r, err := Read(`make`, "/p")
	assert.NoError(t, err)
	if assert.Len(t, r.Writes, 1) {
		assert.Contains(t, r.Writes[0].Needs, "Makefile")
		assert.Contains(t, r.Writes[0].Verbs, "build")
	}
	r, err = Read(`make install`, "/p")
	assert.NoError(t, err)
	if assert.Len(t, r.Writes, 1) {
		assert.Empty(t, r.Writes[0].Needs, "a named target is read as before")
	}
}
