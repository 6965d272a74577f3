package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A here-document is never glob-expanded: an interpreter's program that
// indexes ([…]) or multiplies (*) is still read for the files it opens,
// deletes or renames, and every file it opens for writing is listed,
// not only the first.
func TestInterpreterHereDocWrites(t *testing.T) {
	const unknown = "unknown-use /p (recursive)"
	tests := []struct {
		cmd  string
		want []string
	}{
		{"python3 - <<'PY'\ncfg=load(open('a.toml'))\ncfg['x']=2*3\nsave(cfg, open('a.toml','w'))\nPY", []string{"overwrite /p/a.toml"}},
		{"python3 - <<'PY'\nrows=[r for r in open('in.txt')]\nwith open('out.txt', 'w') as fh:\n    fh.writelines(rows[1:])\nPY", []string{"overwrite /p/out.txt"}},
		{"python3 - <<'PY'\nimport os\nfor n in ['a.log','b.log']:\n    os.remove(n)\nPY", []string{unknown}},
		{"python3 - <<'PY'\nopen('first.txt','w').write('1')\nfor n in names[0:2]:\n    open(n,'w').write('2')\nPY", []string{"overwrite /p/first.txt", "overwrite  (dynamic)"}},
		{"python3 <<PY\nprint(len(open('$F').read()[2:]))\nPY", nil},
		{"python3 <<PY\nopen('$F','w').write(x[0])\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nd=[1,2]\nprint(d[0]*2)\nPY", nil},
		{"bash <<'SH'\nrm -f build/*.o\nSH", []string{"delete build/*.o (dynamic)"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}

// The text of a quoted here-document keeps its backslashes; an unquoted
// one drops those before $, ` and \ only.
func TestHereDocText(t *testing.T) {
	r, err := Read("python3 - <<'PY'\nprint('a\\nb')\nPY", "/p")
	assert.NoError(t, err)
	assert.Equal(t, "print('a\\nb')\n", r.Invocations[0].Stdin)
	r, err = Read("python3 - <<PY\nprint('a\\nb \\$HOME')\nPY", "/p")
	assert.NoError(t, err)
	assert.Equal(t, "print('a\\nb $HOME')\n", r.Invocations[0].Stdin)
}

// A name bound once, at the top level, to a literal path, and used only
// as a call's first argument, is that path; any other binding (a loop, a
// parameter, a second assignment) leaves it known at run time.
func TestInterpreterPathVariable(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{"python3 - <<'PY'\nf='notes/todo.md'\nt=open(f).read()\nopen(f,'w').write(t.upper())\nPY", []string{"overwrite /p/notes/todo.md"}},
		{"python3 - <<'PY'\ntarget = \"a.json\"\nwith open(target, 'w') as fh:\n    fh.write('{}')\nPY", []string{"overwrite /p/a.json"}},
		{"python3 - <<'PY'\nf='a.md'\nfor f in names:\n    open(f,'w').write('')\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nf='a.md'\nf='b.md'\nopen(f,'w').write('')\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nf='a.md'\ndef put(f):\n    open(f,'w').write('')\nput('c.md')\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nif x:\n    f='a.md'\nopen(f,'w').write('')\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nf='a.md'\nf+='.bak'\nopen(f,'w').write('')\nPY", []string{"overwrite  (dynamic)"}},
		{"python3 - <<'PY'\nf='a.md'\nif (f := pick()):\n    open(f,'w').write('')\nPY", []string{"overwrite  (dynamic)"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}
