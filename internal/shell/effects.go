package shell

import (
	"path"
	"slices"
	"strings"
	"sync"
)

// What a program's work is called when a user names its effect rather
// than its files or the command: "sync with upstream" (git pull), "bring
// back my stashed changes" (git stash pop), "unpack the seed archive"
// (tar x), "regenerate the Go code from the protos" (buf generate),
// "update the dependencies" (npm update). One row per writer: the names
// of what it changes and the verbs that ask for that change with one of
// those names. A caller matches them like the other aliases (Alias), on
// the user's latest message; an effect's names hold also in a request
// that names files ("unpack seed.tar.gz"), as they say what is done, not
// where.

// effect is one row of the table: the names a writer's work goes by, the
// verbs that ask for it, and whether they hold in a request that names
// files (Alias.Files): an unpacked archive or an applied patch is named
// with its file; pulling, stashing or discarding every change is not
// asked for by a request about one file.
type effect struct {
	names, verbs []string
	files        bool
}

// The verbs of the effects.
var (
	syncVerbs    = []string{"sync", "update", "pull", "grab", "get", "fetch", "refresh", "catch", "bring"}
	unstashVerbs = []string{"restore", "unstash", "pop", "reapply", "apply", "bring", "get", "recover"}
	stashVerbs   = []string{"stash", "shelve", "put", "park"}
	discardVerbs = []string{"discard", "throw", "nuke", "drop", "reset", "revert", "undo", "wipe", "scrap", "toss", "ditch"}
	regenVerbs   = []string{"regenerate", "generate", "regen", "update", "refresh", "rebuild", "rerun", "run"}
	lockVerbs    = []string{"regenerate", "update", "refresh", "relock", "sync", "rebuild"}
	versionVerbs = []string{"bump", "increment", "raise", "increase"}
	unpackVerbs  = []string{"unpack", "untar", "unzip", "decompress", "unarchive", "gunzip", "inflate"}
	cleanVerbs   = []string{"clean", "delete", "remove", "wipe", "clear", "purge", "nuke", "empty"}
)

// versionEffect is a version bump's: "bump the version".
var versionEffect = []effect{{names: []string{"version", "patch version", "minor version", "major version"}, verbs: versionVerbs}}

// buildOutput is the build output's removal: "clean the build output".
var buildOutput = []effect{{names: []string{"build output", "build artifacts", "artifacts", "compiled files", "build files", "build directory", "build folder", "output directory", "dist"}, verbs: cleanVerbs}}

// generators are a code generator's effect: what it writes by the names
// only generated code goes by, with any verb of regenerating; "the code"
// only with a verb of generating ("update the code" asks for an edit).
var generators = []effect{
	{names: []string{"generated code", "generated files", "generated types", "stubs", "bindings", "codegen", "mocks"}, verbs: regenVerbs, files: true},
	{names: []string{"code", "go code"}, verbs: []string{"regenerate", "regen", "generate"}, files: true},
}

// effects maps a writer ("git pull", "buf generate": the program and its
// subcommand as the rules record it) to its effect.
var effects = sync.OnceValue(func() map[string][]effect {
	return map[string][]effect{
		"git pull": {
			{names: []string{"upstream", "origin", "remote", "origin/main", "origin/master", "upstream/main", "upstream/master"}, verbs: syncVerbs},
			{names: []string{"latest changes", "latest commits", "latest main", "latest master", "latest code"}, verbs: syncVerbs},
		},
		"git stash pop": {
			{names: []string{"stash", "stashed changes", "stashed work", "changes i stashed", "work i stashed", "what i stashed"}, verbs: unstashVerbs},
			{names: []string{"changes", "work", "my changes", "my work"}, verbs: []string{"unstash", "unshelve"}},
		},
		"git stash push": {
			{names: []string{"local changes", "uncommitted changes", "uncommitted", "my changes", "my work"}, verbs: stashVerbs},
			{names: []string{"stash"}, verbs: []string{"save", "put", "move", "send"}},
		},
		"git discard": {{names: []string{"local changes", "uncommitted changes", "all my changes", "local edits", "uncommitted edits"}, verbs: discardVerbs}},
		"git apply":   {{names: []string{"patch", "diff"}, verbs: []string{"apply"}, files: true}},
		// git clean: the untracked files; with -x (or -X) the ignored
		// ones too, which must be named.
		"git clean":     {{names: []string{"untracked files", "untracked file", "untracked stuff", "untracked directories", "untracked dirs"}, verbs: append(slices.Clip(cleanVerbs), discardVerbs...)}},
		"git clean -x":  {{names: []string{"untracked and ignored files", "untracked and ignored file", "ignored and untracked files", "ignored and untracked file", "untracked and gitignored files", "untracked or ignored files"}, verbs: append(slices.Clip(cleanVerbs), discardVerbs...)}},
		"buf generate":  generators,
		"protoc":        generators,
		"sqlc generate": generators,
		"go generate":   generators,
		"update all":    {{names: []string{"dependencies", "deps", "packages", "crates", "gems", "modules", "libraries", "libs", "go dependencies"}, verbs: []string{"update", "upgrade", "bump", "refresh"}, files: true}},
		"go mod tidy":   {{names: []string{"go.mod", "modules", "dependencies", "deps", "requirements"}, verbs: []string{"tidy", "clean", "cleanup", "prune"}}},
		// The lock file is a file named by what it is: the manifest named
		// beside it ("I bumped axios in package.json, regenerate the
		// lockfile") leaves the request standing.
		"relock":         {{names: []string{"lock file", "lockfile", "lock", "lock files", "lockfiles"}, verbs: lockVerbs, files: true}},
		"npm version":    versionEffect,
		"poetry version": versionEffect,
		"yarn version":   versionEffect,
		"rm build":       buildOutput,
		"rm coverage":    append([]effect{{names: []string{"coverage report", "coverage reports", "coverage data", "coverage output", "coverage folder", "coverage directory"}, verbs: cleanVerbs}}, buildOutput...),
		"rm cache":       {{names: []string{"cache", "caches", "cached files"}, verbs: cleanVerbs}},
		"cargo clean":    {{names: []string{"target", "target dir", "target directory", "build output", "build artifacts", "artifacts", "build directory", "build folder"}, verbs: cleanVerbs}},
	}
})

// outputDirs are the directories tools write their output to, by what
// removing them is called: "rm build" (clean the build output) or "rm
// cache" (clear the cache).
var outputDirs = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"dist": "rm build", "build": "rm build", "out": "rm build", "target": "rm build", "coverage": "rm coverage",
		".next": "rm build", ".nuxt": "rm build", ".turbo": "rm build",
		".cache": "rm cache", "__pycache__": "rm cache", ".pytest_cache": "rm cache", ".mypy_cache": "rm cache",
		".ruff_cache": "rm cache", ".parcel-cache": "rm cache", ".eslintcache": "rm cache",
	}
})

// outputAliases names the recursive deletions from the nth write on of a
// tool's output directory (rm -rf dist) by the effect: cleaning the build
// output, clearing the cache.
func (w *walker) outputAliases(n int) {
	for i := n; i < len(w.out.Writes); i++ {
		wr := &w.out.Writes[i]
		if key, ok := outputDirs()[path.Base(wr.Path)]; ok && !wr.Dynamic && wr.Kind == Delete && (wr.Recursive || strings.HasPrefix(key, "rm cache")) {
			wr.Aliases = withoutSiblingNames(effectAliases(key), path.Base(wr.Path), w.out.Writes[n:])
		}
	}
}

// withoutSiblingNames are the aliases of a deleted output directory named
// base, less those that are another deletion's own name among writes: in
// rm -rf build dist, "the build folder" names build and "dist" names
// dist, not each other ("the build output" still names both: only the
// bare name or the name and a word for a directory is a name).
func withoutSiblingNames(aliases []Alias, base string, writes []Write) []Alias {
	return slices.DeleteFunc(aliases, func(a Alias) bool {
		first, rest, _ := strings.Cut(a.Name, " ")
		if first == base || !slices.Contains([]string{"", "folder", "directory", "dir", "files"}, rest) {
			return false
		}
		return slices.ContainsFunc(writes, func(o Write) bool { return o.Kind == Delete && path.Base(o.Path) == first })
	})
}

// effectAliases are the aliases of the writer key's effect (nil when the
// table has none).
func effectAliases(key string) []Alias {
	var out []Alias
	for _, e := range effects()[key] {
		for _, n := range e.names {
			out = append(out, Alias{Name: n, Verbs: e.verbs, Files: e.files})
		}
	}
	return out
}

// archiveAliases name an archive being unpacked: as "the archive", by its
// base name ("seed.tar.gz") and by its stem ("the seed archive", "the
// fixtures").
func archiveAliases(archive string) []Alias {
	out := []Alias{{Name: "archive", Verbs: extractVerbs, Files: true}}
	if archive == "" {
		return out
	}
	base := path.Base(archive)
	out = append(out, Alias{Name: base, Verbs: extractVerbs, Files: true})
	if stem, _, _ := strings.Cut(base, "."); len(stem) >= 3 && stem != base {
		// A stem is a common word ("data", "config"): only the verbs that
		// say unpacking name the archive by it ("extract the data from the
		// CSV" is no tar x data.tar.gz).
		out = append(out, Alias{Name: stem, Verbs: unpackVerbs, Files: true})
		if one := strings.TrimSuffix(stem, "s"); len(one) >= 3 && one != stem {
			// "the icon set" for icons.zip
			out = append(out, Alias{Name: one, Verbs: unpackVerbs, Files: true})
		}
	}
	return out
}

// gitEffect is the effects row of git's subcommand sub with args: pop and
// apply of the stash apart from stashing, and reset --hard as discarding
// (checkout -- . and restore . are set where their files are read; a
// checkout of a branch discards nothing).
func gitEffect(sub string, args []Word) string {
	switch sub {
	case "stash":
		if len(args) > 0 && (args[0].Text == "pop" || args[0].Text == "apply") {
			return "git stash pop"
		}
		if len(args) == 0 || args[0].Text == "push" || args[0].Text == "save" || strings.HasPrefix(args[0].Text, "-") {
			return "git stash push"
		}
	case "reset":
		if o := getopt(args, ""); len(o.pos) > 0 && movesBranch(o.pos[0].Text) {
			return "git reset" // to another commit: named by it (gitProgram)
		}
		return "git discard" // --hard, --merge, --keep: the only resets that reach here
	case "clean":
		if getopt(args, "e", "exclude").any("x", "X") {
			return "git clean -x" // the ignored files go too
		}
	case "merge", "rebase":
		if o := getopt(args, "sSXm", "strategy", "strategy-option", "onto", "message"); len(o.pos) == 1 && remoteRef(o.pos[0]) {
			return "git pull" // git merge origin/main: what a pull does
		}
	}
	return "git " + sub
}

// remoteRef reports whether ref names a remote's branch as fetched
// ("origin/main", "upstream/dev").
func remoteRef(ref Word) bool {
	remote, branch, ok := strings.Cut(ref.Text, "/")
	return ok && !ref.Dynamic && branch != "" && (remote == "origin" || remote == "upstream")
}
