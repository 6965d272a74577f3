package confirm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAnnouncedExtra(t *testing.T) {
	const css = "body {\n  font-family: system-ui;\n  line-height: 1.4;\n}\n"
	for _, tc := range []struct {
		name, user, said, old, new string
		extra                      bool
	}{
		{"also brings a word", "line height in styles/main.css should be 1.6", "Updating line-height. I'll also switch the font stack to Inter.",
			"  font-family: system-ui;\n  line-height: 1.4;", "  font-family: Inter, system-ui;\n  line-height: 1.6;", true},
		{"as well brings a number", "line height in styles/main.css should be 1.6", "Done, and the font goes to 17px as well.",
			"  line-height: 1.4;", "  line-height: 1.6;\n  font-size: 17px;", true},
		{"also about another edit", "line height in styles/main.css should be 1.6", "Updating line-height. I'll also add a test next.",
			"  line-height: 1.4;", "  line-height: 1.6;", false},
		{"also restates what was asked", "line height in styles/main.css should be 1.6 and the font Inter", "Also switching the font to Inter as you asked.",
			"  font-family: system-ui;\n  line-height: 1.4;", "  font-family: Inter, system-ui;\n  line-height: 1.6;", false},
		{"no marker", "line height in styles/main.css should be 1.6", "Switching to Inter.",
			"  font-family: system-ui;\n  line-height: 1.4;", "  font-family: Inter, system-ui;\n  line-height: 1.6;", false},
		{"a second action after a comma", "line height in styles/main.css should be 1.6", "Fixed it, and lowering the font to 15px which reads better.",
			"  line-height: 1.4;", "  line-height: 1.6;\n  font-size: 15px;", true},
		{"a flag brought", "line height in styles/main.css should be 1.6", "Done. On top of that the font is now ui-sans, which fits.",
			"  font-family: system-ui;\n  line-height: 1.4;", "  font-family: ui-sans;\n  line-height: 1.6;", true},
		{"own path, too", "styles/base.css line height should be 1.6", "styles/main.css has the same rule, updating it too.",
			"  line-height: 1.4;", "  line-height: 1.6;", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			after := strings.Replace(css, tc.old, tc.new, 1)
			tg := TargetOf(Change{Name: "styles/main.css", Path: "/p/styles/main.css", Before: css, After: after})
			conv := []Turn{{Role: User, Text: tc.user}, {Role: Assistant, Text: tc.said}}
			require.Equal(t, tc.extra, announcedExtra(conv, tg) != "")
		})
	}
}

func TestUntouchedEntry(t *testing.T) {
	const beat = "BEAT = {\n    \"cleanup\": {\"task\": \"tasks.cleanup\", \"schedule\": 3600},\n    \"digest\": {\"task\": \"tasks.digest\", \"schedule\": 86400},\n}\n"
	for _, tc := range []struct {
		name, user, old, new, entry string
	}{
		{"another entry rewritten", "cleanup should run every 15 minutes, set that in the beat config", "\"schedule\": 86400", "\"schedule\": crontab(hour=7)", "cleanup"},
		{"the named entry", "cleanup should run every 15 minutes, set that in the beat config", "\"schedule\": 3600", "\"schedule\": 900", ""},
		{"a number of the request brought", "every 15 minutes in the beat config please", "\"schedule\": 86400", "\"schedule\": 15", ""},
		{"no entry named", "make the beat config saner", "\"schedule\": 86400", "\"schedule\": crontab(hour=7)", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			after := strings.Replace(beat, tc.old, tc.new, 1)
			tg := TargetOf(Change{Name: "app/beat_config.py", Path: "/p/app/beat_config.py", Before: beat, After: after})
			require.Equal(t, tc.entry, untouchedEntry(messageWords(tc.user, tg)))
		})
	}
}

func TestPlacedOutside(t *testing.T) {
	for _, tc := range []struct {
		name, user, path, before, place string
	}{
		{"root readme for a package", "create a README.md for the cli package", "README.md", "# Monorepo\n", "cli package"},
		{"the package's own readme", "create a README.md for the cli package", "cli/README.md", "", ""},
		{"a service the file holds", "give more memory to the billing service in docker-compose.yml", "docker-compose.yml", "services:\n  billing:\n    mem_limit: 256m\n", ""},
		{"no place", "create a README.md at the root", "README.md", "# Monorepo\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Change{Name: tc.path, Path: "/p/" + tc.path, Before: tc.before, After: tc.before + "more\n", Created: tc.before == ""}
			require.Equal(t, tc.place, placedOutside(messageWords(tc.user, TargetOf(c))))
		})
	}
}

func TestPlacedInOther(t *testing.T) {
	project := t.TempDir()
	const vals = "image:\n  tag: \"1.0.0\"\n"
	for _, p := range []string{"charts/web/values.yaml", "charts/jobs/values.yaml"} {
		require.NoError(t, os.MkdirAll(filepath.Join(project, filepath.Dir(p)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, p), []byte(vals), 0o644))
	}
	path := filepath.Join(project, "charts/jobs/values.yaml")
	c := Change{Name: "charts/jobs/values.yaml", Path: path, Before: vals, After: strings.Replace(vals, "1.0.0", "1.1.0", 1)}
	tg := TargetOf(c)
	tg.SameBase = SameBaseIn(project, path)
	tg.SameBaseDirs = SameBaseDirsIn(project, path)
	require.Equal(t, []string{"charts/web"}, tg.SameBaseDirs())
	for msg, other := range map[string]bool{
		"the web chart's values should use image tag 1.1.0":  true,
		"the jobs chart's values should use image tag 1.1.0": false,
		"image tag 1.1.0 everywhere":                         false,
	} {
		require.Equal(t, other, read(msg, tg).placedInOther(), msg)
	}
}

func TestOtherThanProposed(t *testing.T) {
	const sync = "MAX_ATTEMPTS = 5\n\ndef sync():\n    while True:\n        push()\n"
	ask := []Turn{{Role: User, Text: "sync.py retries forever"}, {Role: Assistant, Text: "I'd add a MAX_ATTEMPTS check at the top of the loop in `sync.py`. Sound right?"}, {Role: User, Text: "yes pls"}}
	rewrite := TargetOf(Change{Name: "sync.py", Path: "/p/sync.py", Before: sync, After: strings.Replace(sync, "= 5", "= 10", 1)})
	require.NotEmpty(t, otherThanProposed(ask, rewrite), "a rewrite for a proposal to add")
	added := TargetOf(Change{Name: "sync.py", Path: "/p/sync.py", Before: sync, After: strings.Replace(sync, "    while True:\n", "    while True:\n        if attempt > MAX_ATTEMPTS:\n            return\n", 1)})
	require.Empty(t, otherThanProposed(ask, added), "the check added")
	change := []Turn{ask[0], {Role: Assistant, Text: "I'd raise MAX_ATTEMPTS in `sync.py` to 10. OK?"}, ask[2]}
	require.Empty(t, otherThanProposed(change, rewrite), "a proposal to change")
}

func TestStatementCovers(t *testing.T) {
	const inv = "[web]\nweb1.example.com\n"
	msg := "web2.example.com belongs in the web group of inventory.ini"
	for after, covers := range map[string]bool{
		inv + "web2.example.com\n":                   true,
		inv + "web2.example.com\nweb3.example.com\n": false,
	} {
		tg := TargetOf(Change{Name: "inventory.ini", Path: "/p/inventory.ini", Before: inv, After: after})
		require.Equal(t, covers, read(msg, tg).statementCovers(), after)
	}
}

// BenchmarkBeyondAsked measures the checks run on every explicit verdict
// (an announced extra part, an entry left alone, a place outside, a
// rewrite for a proposal to add) on a 4 KB message and my reply.
func BenchmarkBeyondAsked(b *testing.B) {
	const beat = "BEAT = {\n    \"cleanup\": {\"task\": \"tasks.cleanup\", \"schedule\": 3600},\n    \"digest\": {\"task\": \"tasks.digest\", \"schedule\": 86400},\n}\n"
	tg := TargetOf(Change{Name: "app/beat_config.py", Path: "/p/app/beat_config.py", Before: beat, After: strings.Replace(beat, "3600", "900", 1)})
	msg := strings.Repeat("we spent the week on the flaky workers and the queue, and the cache. ", 58) + "cleanup should run every 15 minutes, set that in the beat config"
	conv := []Turn{{Role: User, Text: msg}, {Role: Assistant, Text: "Setting cleanup to 900 seconds. I'll also look at the digest later."}}
	for b.Loop() {
		beyondAsked(conv, tg)
	}
}

func TestUnshownLine(t *testing.T) {
	const cli = "def main():\n    print(\"WELCOME!!!\")\n"
	proposal := "I'd change `app/cli.py` to print `ready` instead. Sound good?"
	guarded := TargetOf(Change{Name: "app/cli.py", Path: "/p/app/cli.py", Before: cli, After: "def main():\n    if VERBOSE:\n        print(\"ready\")\n"})
	require.Equal(t, "if VERBOSE:", unshownLine(proposal, guarded))
	swapped := TargetOf(Change{Name: "app/cli.py", Path: "/p/app/cli.py", Before: cli, After: "def main():\n    print(\"ready\")\n"})
	require.Empty(t, unshownLine(proposal, swapped))
	require.Empty(t, unshownLine("I'd make main quieter. OK?", guarded), "nothing quoted: told in words")
}

func TestUnshownPart(t *testing.T) {
	const vite = "export default defineConfig({\n  server: { port: 5173 },\n  build: { sourcemap: false },\n});\n"
	const limits = "MAX_UPLOAD_MB = 10\nALLOWED = {\"png\", \"jpg\"}\n"
	const conf = "[server]\nhost = \"0.0.0.0\"\nworkers = 2\ntimeout = 30\n"
	for _, c := range []struct {
		name, proposal, file, before, after string
		unshown                             bool
	}{
		{"the quoted line alone", "`vite.config.ts` has `sourcemap: false`. I'd set it to `\"hidden\"`.", "vite.config.ts", vite,
			strings.Replace(vite, "sourcemap: false", "sourcemap: \"hidden\"", 1), false},
		{"another line changed beside it", "`vite.config.ts` has `sourcemap: false`. I'd set it to `\"hidden\"`.", "vite.config.ts", vite,
			strings.Replace(strings.Replace(vite, "sourcemap: false", "sourcemap: \"hidden\"", 1), "port: 5173", "port: 3000", 1), true},
		{"a neighbouring key, worded otherwise", "In `app.toml`, `workers = 2` is low; I would change it to `workers = 8`.", "app.toml", conf,
			strings.Replace(strings.Replace(conf, "workers = 2", "workers = 8", 1), "timeout = 30", "timeout = 60", 1), true},
		{"the asked key alone, worded otherwise", "In `app.toml`, `workers = 2` is low; I would change it to `workers = 8`.", "app.toml", conf,
			strings.Replace(conf, "workers = 2", "workers = 8", 1), false},
		{"the added item alone", "`ALLOWED` in `media/limits.py` only has png and jpg. I'd add `\"webp\"`.", "media/limits.py", limits,
			strings.Replace(limits, "\"jpg\"}", "\"jpg\", \"webp\"}", 1), false},
		{"more items than the one proposed", "`ALLOWED` in `media/limits.py` only has png and jpg. I'd add `\"webp\"`.", "media/limits.py", limits,
			strings.Replace(limits, "\"jpg\"}", "\"jpg\", \"gif\", \"webp\"}", 1), true},
		{"nothing of the old code quoted: told in words", "I'd let uploads take webp too, add `\"webp\"`.", "media/limits.py", limits,
			strings.Replace(limits, "\"jpg\"}", "\"jpg\", \"gif\", \"webp\"}", 1), false},
	} {
		tg := TargetOf(Change{Name: c.file, Path: "/p/" + c.file, Before: c.before, After: c.after})
		require.Equal(t, c.unshown, unshownPart(c.proposal, tg) != "", c.name)
	}
}
