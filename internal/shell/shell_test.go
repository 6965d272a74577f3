package shell

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// argv shows an invocation's normalised argv, Dynamic words in ⟨⟩, and
// "+…" when more arguments come at run time.
func argv(inv Invocation) string {
	parts := make([]string, 0, len(inv.Args))
	for _, a := range inv.Normalised() {
		if a.Dynamic {
			parts = append(parts, "⟨"+a.Text+"⟩")
		} else {
			parts = append(parts, a.Text)
		}
	}
	s := strings.Join(parts, " ")
	if inv.MoreArgs {
		s += " +…"
	}
	return s
}

func invocations(t *testing.T, cmd string) []string {
	t.Helper()
	r, err := Read(cmd, "/p")
	require.NoError(t, err, cmd)
	out := make([]string, 0, len(r.Invocations))
	for _, inv := range r.Invocations {
		out = append(out, argv(inv))
	}
	return out
}

func writes(t *testing.T, cmd string) []string {
	t.Helper()
	r, err := Read(cmd, "/p")
	require.NoError(t, err, cmd)
	var out []string
	for _, w := range r.Writes {
		s := string(w.Kind) + " " + w.Path
		if w.Dynamic {
			s += " (dynamic)"
		}
		if w.Recursive {
			s += " (recursive)"
		}
		out = append(out, s)
	}
	return out
}

func TestInvocations(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`git status`, []string{"git status"}},
		{`/usr/bin/git push`, []string{"git push"}},
		{`"git" push`, []string{"git push"}},
		{`git pu''sh`, []string{"git push"}},
		{`git pu\sh`, []string{"git push"}},
		{`git $'pu\x73h'`, []string{"git push"}},
		{`git $'\160ush'`, []string{"git push"}},
		{`git "pu"'sh'`, []string{"git push"}},
		{`git -C . push`, []string{"git push"}},
		{`git -c user.name=x --no-pager --git-dir=.git push`, []string{"git push"}},
		{`git --work-tree . --git-dir .git push`, []string{"git push"}},
		{`env git push`, []string{"git push"}},
		{`env -i HOME=/x FOO=bar git push`, []string{"git push"}},
		{`command git push`, []string{"git push"}},
		{`command -v git`, []string{"command -v git"}},
		{`nohup git push &`, []string{"git push"}},
		{`time git push`, []string{"git push"}},
		{`time -p git push`, []string{"git push"}},
		{`exec git push`, []string{"git push"}},
		{`nice -n 5 git push`, []string{"git push"}},
		{`nice -10 git push`, []string{"git push"}},
		{`timeout 10 git push`, []string{"git push"}},
		{`timeout -s KILL 10s git push`, []string{"git push"}},
		{`stdbuf -oL git push`, []string{"git push"}},
		{`sudo -u root git push`, []string{"git push"}},
		{`builtin echo hi`, []string{"echo hi"}},
		{`FOO=1 BAR=2 git push`, []string{"git push"}},
		{`sh -c 'git push'`, []string{"sh -c git push", "git push"}},
		{`bash -lc "git push origin"`, []string{"bash -lc git push origin", "git push origin"}},
		{`bash -e -c 'git push'`, []string{"bash -e -c git push", "git push"}},
		{`sh -c "sh -c 'git push'"`, []string{"sh -c sh -c 'git push'", "sh -c git push", "git push"}},
		{`if true; then git push; fi`, []string{"true", "git push"}},
		{`while false; do git push; done`, []string{"false", "git push"}},
		{`for x in a; do git push; done`, []string{"git push"}},
		{`case x in x) git push;; esac`, []string{"git push"}},
		{`f() { git push; }; f`, []string{"git push", "f"}},
		{`(git push)`, []string{"git push"}},
		{`{ git push; }`, []string{"git push"}},
		{`true && git push || false`, []string{"true", "git push", "false"}},
		{`echo x | git push`, []string{"echo x", "git push"}},
		{`$(echo git) push`, []string{"echo git", "⟨$(…)⟩ push"}},
		{"`echo git` push", []string{"echo git", "⟨$(…)⟩ push"}},
		{`echo $(git push)`, []string{"git push", "echo ⟨$(…)⟩"}},
		{`cat <(git push)`, []string{"git push", "cat ⟨<(…)⟩"}},
		{`p=git; $p push`, []string{"⟨$p⟩ push"}},
		{`xargs git push`, []string{"xargs git push", "git push +…"}},
		{`echo . | xargs -n1 git push`, []string{"echo .", "xargs -n1 git push", "git push +…"}},
		{`xargs -I{} git {} origin`, []string{"xargs -I{} git {} origin", "git ⟨{}⟩ origin +…"}},
		{`find . -name x -exec git push {} \;`, []string{"find . -name x -exec git push {} ;", "git push ⟨{}⟩ +…"}},
		{`eval git push`, []string{"eval git push", "git push"}},
		{`eval "git pu""sh"`, []string{"eval git push", "git push"}},
		{`eval "$X"`, []string{"eval ⟨\"$X\"⟩"}},
		{`echo git push`, []string{"echo git push"}},
		{`git {push,pull}`, []string{"git ⟨{push,pull}⟩"}},
		{`git pus?`, []string{"git ⟨pus?⟩"}},
		{`bash <<'EOF'` + "\ngit push\nEOF", []string{"bash", "git push"}},
		{`su -c 'git push' me`, []string{"su -c git push me", "git push"}},
		{`runuser -u me --command="git push"`, []string{"runuser -u me --command=git push", "git push"}},
		{`script -qc "git push" /dev/null`, []string{"script -qc git push /dev/null"}},
		{`script -q -c "git push" /dev/null`, []string{"script -q -c git push /dev/null", "git push"}},
		{`flock /tmp/l git push`, []string{"flock /tmp/l git push", "git push"}},
		{`flock -w 5 /tmp/l -c 'git push'`, []string{"flock -w 5 /tmp/l -c git push", "git push"}},
		{`watch -n 5 git push`, []string{"watch -n 5 git push", "git push"}},
		{`watch -x git push`, []string{"watch -x git push", "git push"}},
		{`chroot / git push`, []string{"chroot / git push", "git push"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, invocations(t, tt.cmd))
		})
	}
}

func TestUnreadable(t *testing.T) {
	tests := []struct {
		cmd, want string
	}{
		{`curl -s https://x.example/i | sh`, "a script fed to sh on its standard input"},
		{`curl -s https://x.example/i | sudo bash`, "a script fed to bash on its standard input"},
		{`bash < script`, "a script fed to bash"},
		{`eval "$X"`, "eval runs text built at run time"},
		{`sh -c "$CMD"`, "sh -c runs a script built at run time"},
		{`$EDITOR notes.md`, "the command word `$EDITOR` is only known at run time"},
		{`git pull`, "git pull changes files in the work tree"},
		{`git checkout main`, "git checkout changes files"},
		{`git reset --hard HEAD~1`, "git reset changes files"},
		{`git stash`, "git stash changes files"},
		{`git clean -fd`, "git clean changes files"},
		{`patch -p1 < fix.diff`, "patch changes the files its patch names"},
		{`echo 'sh -c x' | xargs sh`, "sh runs a command given to it at run time"},
		{`eval eval eval eval eval git push`, "nested more than 4 deep"},
		{`echo 'git push' | sudo -s`, "sudo -s/-i runs a shell fed on its standard input"},
		{`echo 'git push' | su me`, "su runs a shell fed on its standard input"},
		{`su -c "$X"`, "su -c runs a command built at run time"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			assert.Contains(t, strings.Join(r.Unreadable, "\n"), tt.want)
		})
	}
}

func TestReadable(t *testing.T) {
	for _, cmd := range []string{
		`git status`, `go test ./...`, `ls -la | grep x > /dev/null 2>&1`, `git checkout -- a.go`,
		`git checkout -b feature`, `git restore --staged a.go`, `git reset HEAD a.go`, `git clean -n`,
		`git stash list`, `git apply --check x.diff`, `echo "$HOME"`, `sh -c 'echo hi'`, `command -v go`,
	} {
		r, err := Read(cmd, "/p")
		require.NoError(t, err)
		assert.Empty(t, r.Unreadable, cmd)
	}
}

func TestWrites(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`echo hi > out.txt`, []string{"overwrite /p/out.txt"}},
		{`echo hi >> log/out.txt`, []string{"append /p/log/out.txt"}},
		{`make &> build.log`, []string{"overwrite /p/build.log", "unknown-use /p (recursive)"}}, // make builds too
		{`make &>> build.log`, []string{"append /p/build.log", "unknown-use /p (recursive)"}},
		{`echo hi >| out.txt`, []string{"overwrite /p/out.txt"}},
		{`echo hi >& out.txt`, []string{"overwrite /p/out.txt"}},
		{`go test ./... > /dev/null 2>&1`, nil},
		{`echo x 2>&1 >&2`, nil},
		{`cat > notes.md <<'EOF'` + "\nhello\nEOF", []string{"overwrite /p/notes.md"}},
		{`echo x | tee a.txt b.txt`, []string{"overwrite /p/a.txt", "overwrite /p/b.txt"}},
		{`echo x | tee -a a.txt`, []string{"append /p/a.txt"}},
		{`sed -i 's/a/b/' notes.md`, []string{"edit /p/notes.md"}},
		{`sed -i.bak -e 's/a/b/' notes.md x.md`, []string{"edit /p/notes.md", "overwrite /p/notes.md.bak", "edit /p/x.md", "overwrite /p/x.md.bak"}},
		{`sed -i '' 's/a/b/' notes.md`, []string{"edit /p/notes.md"}},
		{`sed --in-place=.orig 's/a/b/' notes.md`, []string{"edit /p/notes.md", "overwrite /p/notes.md.orig"}},
		{`sed -i .bak 's/a/b/' notes.md`, []string{"edit /p/notes.md", "overwrite /p/notes.md.bak"}},
		{`sed -i'bak/*.old' 's/a/b/' docs/notes.md`, []string{"edit /p/docs/notes.md", "overwrite /p/docs/bak/notes.md.old"}},
		{`sed -ni 's/a/b/p' notes.md`, []string{"edit /p/notes.md"}},
		{`sed 's/a/b/' notes.md`, nil},
		{`sed -n 's/a/b/p' notes.md > out.md`, []string{"overwrite /p/out.md"}},
		{`perl -pi -e 's/a/b/' notes.md`, []string{"edit /p/notes.md"}},
		{`perl -i.bak -pe 's/a/b/' notes.md`, []string{"edit /p/notes.md", "overwrite /p/notes.md.bak"}},
		{`perl -0777 -pi -e 's/a/b/' a.md`, []string{"edit /p/a.md"}},
		{`perl -pe 's/a/b/' notes.md`, nil},
		{`cp a.txt b.txt`, []string{"overwrite /p/b.txt"}},
		{`cp -r src/ dst`, []string{"overwrite /p/dst (recursive)"}},
		{`cp a b dir/`, []string{"overwrite /p/dir/a", "overwrite /p/dir/b"}},
		{`cp -t dir a b`, []string{"overwrite /p/dir/a", "overwrite /p/dir/b"}},
		{`mv old.txt new.txt`, []string{"move-from /p/old.txt", "move-to /p/new.txt"}},
		{`rm -rf build`, []string{"delete /p/build (recursive)"}},
		{`rm a.txt ../b.txt`, []string{"delete /p/a.txt", "delete /b.txt"}},
		{`touch new.md`, []string{"create /p/new.md"}},
		{`sort -o out.txt in.txt`, []string{"overwrite /p/out.txt"}},
		{`sort --output=out.txt in.txt`, []string{"overwrite /p/out.txt"}},
		{`sort in.txt`, nil},
		{`curl -fsSL -o tool.tgz https://example.com/t.tgz`, []string{"overwrite /p/tool.tgz"}},
		{`curl --output tool.tgz https://example.com/t.tgz`, []string{"overwrite /p/tool.tgz"}},
		{`curl -s https://example.com/x`, nil},
		{`curl -sLo out.bin https://example.com/x`, []string{"overwrite /p/out.bin"}},
		{`curl -H 'X-A: 1' -o - https://example.com/x`, nil},
		{`wget -O page.html https://example.com/`, []string{"overwrite /p/page.html"}},
		{`wget -qO- https://example.com/`, nil},
		{`wget --output-document=page.html https://example.com/`, []string{"overwrite /p/page.html"}},
		{`gofmt -w parse.go lexer.go`, []string{"edit /p/parse.go", "edit /p/lexer.go"}},
		{`gofmt -l -s .`, nil},
		{`goimports -w parse.go`, []string{"edit /p/parse.go"}},
		{`gawk -i inplace '{print}' f.txt`, []string{"edit /p/f.txt"}},
		{`awk -i inplace -v x=1 '{print}' f.txt g.txt`, []string{"edit /p/f.txt", "edit /p/g.txt"}},
		{`awk '{print}' f.txt`, nil},
		{`uniq in.txt out.txt`, []string{"overwrite /p/out.txt"}},
		{`uniq -c in.txt`, nil},
		{`touch -d yesterday new.md`, []string{"create /p/new.md"}},
		{`truncate -s 0 log.txt`, []string{"truncate /p/log.txt"}},
		{`dd if=/dev/zero of=disk.img bs=1M count=1`, []string{"overwrite /p/disk.img"}},
		{`install -m 755 tool bin/tool`, []string{"overwrite /p/bin/tool"}},
		{`install -d out`, []string{"mkdir /p/out"}},
		{`ln -s target link`, []string{"link /p/link"}},
		{`mkdir -p a/b`, []string{"mkdir /p/a/b"}},
		{`chmod +x run.sh`, []string{"attributes /p/run.sh"}},
		{`git checkout -- a.go b.go`, []string{"restore /p/a.go", "restore /p/b.go"}},
		{`git checkout HEAD~1 -- a.go`, []string{"restore /p/a.go"}},
		{`git restore a.go`, []string{"restore /p/a.go"}},
		{`git restore --source HEAD a.go`, []string{"restore /p/a.go"}},
		{`git -C sub restore a.go`, []string{"restore /p/sub/a.go"}},
		{`git rm -r old`, []string{"delete /p/old (recursive)"}},
		{`git rm --cached a.go`, nil},
		{`git mv a.go b.go`, []string{"move-from /p/a.go", "move-to /p/b.go"}},
		{`patch a.go < fix.diff`, []string{"edit /p/a.go"}},
		{`echo x > "$OUT"`, []string{"overwrite \"$OUT\" (dynamic)"}},
		{`echo x > $(mktemp)`, []string{"overwrite $(…) (dynamic)"}},
		{`rm *.log`, []string{"delete *.log (dynamic)"}},
		{`ls | xargs rm`, []string{"unknown-use rm … (dynamic)"}},
		{`find . -name '*.o' -delete`, []string{"delete ./… (dynamic) (recursive)"}},
		{`sh -c 'echo x > a.txt'`, []string{"overwrite /p/a.txt"}},
		{`bash -c "sed -i s/a/b/ notes.md"`, []string{"edit /p/notes.md"}},
		{`if true; then rm a; else rm b; fi`, []string{"delete /p/a", "delete /p/b"}},
		{`(cd sub && rm a); rm b`, []string{"delete /p/sub/a", "delete /p/b"}},
		{`cd sub && rm a && rm b`, []string{"delete /p/sub/a", "delete /p/sub/b"}},
		{`cd /tmp; rm a`, []string{"delete /tmp/a"}},
		{`if x; then cd /tmp; fi; rm a`, []string{"delete a (dynamic)"}},
		{`cd "$D" && rm a`, []string{"delete a (dynamic)"}},
		{`cd /tmp & rm a`, []string{"delete /p/a"}},
		{`rm /p/x/../y`, []string{"delete /p/y"}},
		{`env FOO=1 nohup rm a`, []string{"delete /p/a"}},
		{`echo $(rm a)`, []string{"delete /p/a"}},
		{`eval 'rm a'`, []string{"delete /p/a"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}

func TestWriteByIsTheCommand(t *testing.T) {
	r, err := Read(`sed -i 's/teh/the/' notes.md`, "/p")
	require.NoError(t, err)
	require.Len(t, r.Writes, 1)
	assert.Equal(t, `sed -i s/teh/the/ notes.md`, r.Writes[0].By)
}

func TestRelativeWithoutDirIsDynamic(t *testing.T) {
	r, err := Read(`rm a /abs/b`, "")
	require.NoError(t, err)
	require.Len(t, r.Writes, 2)
	assert.True(t, r.Writes[0].Dynamic)
	assert.Equal(t, Write{Path: "/abs/b", Kind: Delete, By: "rm a /abs/b", Args: []Word{{Text: "rm"}, {Text: "a"}, {Text: "/abs/b"}}}, r.Writes[1])
	r, err = Read(`echo x > /abs/c`, "")
	require.NoError(t, err)
	assert.Nil(t, r.Writes[0].Args, "a redirection has no argv of its own")
}

func TestErrors(t *testing.T) {
	_, err := Read(`echo "unterminated`, "/p")
	assert.ErrorContains(t, err, "does not parse as a shell command")
	_, err = Read(strings.Repeat("x", MaxBytes+1), "/p")
	assert.ErrorIs(t, err, ErrTooLong)
	_, err = Read(strings.Repeat("$(", 300)+"x"+strings.Repeat(")", 300), "/p")
	assert.ErrorIs(t, err, ErrTooDeep)
}

func TestErrorsSayTheLimits(t *testing.T) {
	assert.Contains(t, ErrTooLong.Error(), fmt.Sprintf("%d KB", MaxBytes>>10))
	assert.Contains(t, ErrTooDeep.Error(), fmt.Sprintf("%d deep", MaxNesting))
}

func TestBounded(t *testing.T) {
	// Many commands, in a list or nested deep as a pipeline or an &&
	// chain: the rest beyond the cap is said to be unread.
	for _, cmd := range []string{strings.Repeat("a;", 30000), strings.Repeat("a|", 30000) + "a", strings.Repeat("a&&", 20000) + "a"} {
		r, err := Read(cmd, "/p")
		require.NoError(t, err)
		assert.LessOrEqual(t, len(r.Invocations), maxInvocations)
		assert.False(t, r.Readable())
		assert.True(t, r.HiddenCommands)
	}
	// eval nested in sh -c nested in eval…: bounded by MaxDepth.
	cmd := "git push"
	for range 7 {
		cmd = "sh -c " + shellQuote(cmd)
	}
	r, err := Read(cmd, "/p")
	require.NoError(t, err)
	assert.LessOrEqual(t, len(r.Invocations), MaxDepth+1)
	assert.False(t, r.Readable())
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func TestAnsiC(t *testing.T) {
	for in, want := range map[string]string{
		`a\nb`: "a\nb", `\x41`: "A", `\101`: "A", `\u00e9`: "é", `\U0001F600`: "😀", `\cA`: "\x01",
		`\'`: "'", `\q`: `\q`, `\x`: `\x`, `\e`: "\x1b",
	} {
		assert.Equal(t, want, ansiC(in), in)
	}
}

// The invocations of a line share backing storage (their argv one array,
// equal Via lists one slice): a caller appending to one must not change
// another.
func TestInvocationsAppendIndependently(t *testing.T) {
	r, err := Read(`sh -c 'a 1; b 2'; sh -c 'c 3'; git -C x log; git status`, "/p")
	require.NoError(t, err)
	require.Len(t, r.Invocations, 7)
	show := func(inv Invocation) string {
		var words []string
		for _, a := range inv.Args {
			words = append(words, a.Text)
		}
		return strings.Join(words, " ") + " via " + strings.Join(inv.Via, ",")
	}
	var want []string
	for _, inv := range r.Invocations {
		want = append(want, show(inv))
	}
	for i := range r.Invocations {
		r.Invocations[i].Args = append(r.Invocations[i].Args, Word{Text: "extra"})
		r.Invocations[i].Via = append(r.Invocations[i].Via, "extra")
	}
	for i, inv := range r.Invocations {
		inv.Args = inv.Args[:len(inv.Args)-1]
		inv.Via = inv.Via[:len(inv.Via)-1]
		assert.Equal(t, want[i], show(inv), "invocation %d", i)
	}
}

// Commands inside one sh -c script share one Via list; a following script
// of another kind gets its own.
func TestViaPerInvocation(t *testing.T) {
	r, err := Read(`sh -c 'a; b'; eval c; d`, "/p")
	require.NoError(t, err)
	var got []string
	for _, inv := range r.Invocations {
		got = append(got, inv.Name+":"+strings.Join(inv.Via, ","))
	}
	assert.Equal(t, []string{"sh:", "a:sh -c", "b:sh -c", "eval:", "c:eval", "d:"}, got)
}

// TestBackupOf: the backup copy an in-place suffix leaves names the file
// it backs up; other writes name none, nor does a backup of a path only
// known at run time.
func TestBackupOf(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want map[string]string
	}{
		{`sed -i.orig 's/a/b/' a.conf b.conf`, map[string]string{"/p/a.conf.orig": "/p/a.conf", "/p/b.conf.orig": "/p/b.conf"}},
		{`perl -i'old/*' -pe 's/a/b/' etc/x.ini`, map[string]string{"/p/etc/old/x.ini": "/p/etc/x.ini"}},
		{`cp a.conf a.conf.orig && sed -i 's/a/b/' a.conf`, map[string]string{}},
		{`sed -i.orig 's/a/b/' "$F"`, map[string]string{}},
	} {
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err, tt.cmd)
		got := map[string]string{}
		for _, w := range r.Writes {
			if w.Backup != "" {
				got[w.Path] = w.Backup
			}
		}
		assert.Equal(t, tt.want, got, tt.cmd)
	}
}

// TestFindExecGlob: find -exec of a program that writes just {} (rm,
// chmod …) writes find's glob, narrowed by -empty; any other -exec, or a
// test the glob cannot say, stays only known at run time.
func TestFindExecGlob(t *testing.T) {
	for _, tt := range []struct {
		cmd, glob string
		narrowed  []string
	}{
		{`find logs -name '*.tmp' -exec rm -f {} +`, "/p/logs/**/*.tmp", nil},
		{`find . -type f -name '*.orig' -empty -exec rm {} \;`, "/p/**/*.orig", []string{"empty"}},
		{`find . -name '*.orig' -empty -delete`, "/p/**/*.orig", []string{"empty"}},
		{`find . -name '*.orig' -newer x -exec rm {} \;`, "", nil},
		{`find . -name '*.orig' -exec sh -c 'rm "$1"' _ {} \;`, "", nil},
		{`find . -name '*.orig' -exec mv {} old/ \;`, "", nil},
	} {
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err, tt.cmd)
		glob, any := "", false
		var narrowed []string
		for _, w := range r.Writes {
			if w.Dynamic {
				any = true
			}
			if w.Glob != "" {
				glob, narrowed = w.Glob, w.Narrowed
			}
		}
		assert.True(t, any, tt.cmd)
		assert.Equal(t, tt.glob, glob, tt.cmd)
		assert.Equal(t, tt.narrowed, narrowed, tt.cmd)
	}
}

// TestListingIntoXargs: the files xargs gets from a listing piped into it
// (find … -name N [-print0], grep -rl P DIR --include=G) are the
// listing's glob; xargs -I, a listing of anything else, or a command
// that is no writer of its operands stays only known at run time.
func TestListingIntoXargs(t *testing.T) {
	for _, tt := range []struct{ cmd, glob string }{
		{`find src -name '*.pyc' -print0 | xargs -0 rm -f`, "/p/src/**/*.pyc"},
		{`find . -name '*.orig' | xargs rm`, "/p/**/*.orig"},
		{`grep -rl 'http://' docs --include='*.md' | xargs sed -i 's#http://#https://#g'`, "/p/docs/**/*.md"},
		{`grep -lr TODO web --include '*.ts' | xargs -r perl -pi -e 's/TODO/DONE/'`, "/p/web/**/*.ts"},
		{`grep -rl TODO web | xargs rm`, ""},
		{`find . -name '*.orig' -newer x | xargs rm`, ""},
		{`find . -name '*.orig' | xargs -I{} mv {} old/`, ""},
		{`cat list.txt | xargs rm`, ""},
		{`find . -name x | xargs sh -c 'find . -exec rm {} +'`, ""},
		{`find . -name '*.orig' | xargs -0 sudo rm -f`, "/p/**/*.orig"},
		{`find . -name '*.orig' | (xargs rm; echo done)`, ""},
	} {
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err, tt.cmd)
		glob, dynamic := "", false
		for _, w := range r.Writes {
			if w.Dynamic {
				dynamic = true
			}
			if w.Glob != "" {
				glob = w.Glob
			}
		}
		assert.True(t, dynamic, tt.cmd)
		assert.Equal(t, tt.glob, glob, tt.cmd)
		if tt.glob != "" {
			for _, w := range r.Writes {
				assert.False(t, w.Dynamic && w.Glob == "", "%s: %+v", tt.cmd, w)
			}
		}
	}
}
