package shell

import (
	"slices"
	"strings"
	"testing"
)

// FuzzRead checks that no command line panics Read or makes it loop, and
// that what it reports holds together.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{
		`git push`, `sh -c 'git push'`, `eval "$(echo x)"`, `plan-compliance changes con""firm 1 1`,
		`sed -i '' 's/a/b/' notes.md > out.txt 2>&1`, `find . -exec rm {} +`, `xargs -I{} sh -c '{}'`,
		`cd /tmp && (cd a; rm b) | tee c`, `f() { f; }; f`, "cat <<EOF\n$(rm x)\nEOF", `$'\x41\u00e9\cA'`,
		`git -C "$d" checkout -- .`, `env -S 'a b' x`, `a=$((1+2)) b=${x:-y} cmd`, `[[ -f a ]] && rm a`,
		`npx prettier --write 'src/**/*.ts' && cargo add serde -F derive`, `tar -xzf a.tgz -C "$D"`, `patch -p1 < x.diff`,
		`python3 -c "open('a', 'w')"`, `unzip -o a.zip -d out`, `rsync -avn a/ b/`, `docker cp c:/x ./y`, `gzip -k a`,
		`make -C web fmt install`, `git pull && git stash push`, `goimports -local x -w ./...`, `sed -i.bak s/a/b/ f`,
		`printf 'x\n' > f`, "cat > f <<'EOF'\na $b\nEOF", `jq . a > a.tmp && mv a.tmp a`, `find . -name '*.pyc' -delete`,
		`rm logs/*.log`, `echo -e 'a\tb' >> f`, `: > app.log`,
		`find a -name '*.orig' -empty -exec rm -f {} \;`, `grep -rl x d --include='*.md' | xargs -0 sed -i s/a/b/`, `find . -name y -print0 | xargs -0 sudo rm`, `find . -name x -exec chmod +x {} +`, `perl -i'old/*' -pe 's/a/b/' a b`,
		`printf '%s\0' a b | xargs -0 rm`, `echo a b | xargs -n1 sed -i s/x/y/`, `grep -rlw P src | xargs perl -pi -e 's/P/Q/g'`,
		`find t -type f -mtime +7 -delete`, `find s -name D -exec sed -i 's/a/b/' {} +`, `split -l 10 big.csv out/part_`,
		`python3 -c "p='a.json';open(p,'w')"`, `npx prettier --write 'src/**/*.{ts,tsx}'`,
		`tmp=$(mktemp -d) && tar -x -C "$tmp" -f a.tar; rm -rf "${tmp}/x"`, `t="$(mktemp -p /tmp x.XX)" || t=.; rm "$t"`,
		`buildozer 'add deps //a' //b:c //d/...`, `sqlite3 a.db '.output o.sql' '.once' '.backup main b.db'`,
		`deno run --allow-write=a,b s.ts`, `php artisan make:model X --output=y.php`, `bazel run //:gazelle -- update`,
		`npx lerna version patch`, `go run ./cmd/gen`, `cargo run --bin=codegen`, `uv run scripts/regen.py`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		r, err := Read(cmd, "/p")
		if err != nil {
			if len(r.Invocations)+len(r.Writes)+len(r.Unreadable) != 0 {
				t.Fatalf("an error with a reading: %+v", r)
			}
			return
		}
		for _, inv := range r.Invocations {
			if len(inv.Args) == 0 {
				t.Fatalf("an invocation without argv in %q", cmd)
			}
			if inv.Args[0].Dynamic != (inv.Name == "") {
				t.Fatalf("Name %q for command word %+v", inv.Name, inv.Args[0])
			}
		}
		for _, w := range r.Writes {
			if !w.Dynamic && !strings.HasPrefix(w.Path, "/") {
				t.Fatalf("a static write %q that is not absolute", w.Path)
			}
			if w.Glob != "" && !w.Dynamic || w.TextKnown && w.Dynamic || w.Transient && w.With == "" {
				t.Fatalf("a write whose glob, text or temporary file does not fit it: %+v", w)
			}
			if w.Unread != "" && !slices.Contains(r.Unreadable, w.Unread) {
				t.Fatalf("a write standing for %q, which is not among the unreadable reasons", w.Unread)
			}
		}
	})
}
