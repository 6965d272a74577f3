package confirm

import "testing"

// TestDiagnosisNamesAreNotWhere: an offer whose proposing sentence names
// nothing of its own ("I can bump it to 20 — okay?") but spells what the
// change brings in, after a diagnosis that names the file, is an offer
// for that file; a code name of the diagnosis the file does not contain
// (a library call, an error) is why, not where. A name the file does
// contain, another file named beside it, or an offer that spells another
// value still leaves the yes for something else.
func TestDiagnosisNamesAreNotWhere(t *testing.T) {
	wf := fileTarget(".github/workflows/ci.yml",
		"jobs:\n  test:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n  lint:\n    steps:\n      - run: npm run lint\n",
		"jobs:\n  test:\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n  lint:\n    steps:\n      - run: npm run lint\n")
	yes := map[string]Level{"go for it": Explicit, "yes please": Explicit}
	no := map[string]Level{"go for it": NeedsConfirmation, "yes please": NeedsConfirmation}
	for before, want := range map[string]map[string]Level{
		// the diagnosis names a call the workflow does not contain
		"`structuredClone` needs Node 17+, and your workflow `.github/workflows/ci.yml` pins Node 18. I can bump it to 20 — okay?":           yes,
		"The `fetch` global only exists from Node 18.x on, `.github/workflows/ci.yml` runs 18 but a dep wants newer. Shall I move it to 20?": yes,
		// the offer spells another value than the change brings in
		"`structuredClone` needs Node 17+, and your workflow `.github/workflows/ci.yml` pins Node 18. I can bump it to 22 — okay?": no,
		// the name is a part of this file: the offer may be for it
		"The `lint` job in `.github/workflows/ci.yml` fails on Node 18. I can bump it to 20 — okay?": no,
		// another file is named beside the diagnosis
		"`structuredClone` in `src/clone.ts` needs Node 17+, and `.github/workflows/ci.yml` pins Node 18. I can bump it to 20 — okay?": no,
	} {
		classifyReplies(t, wf, []Turn{u("ci keeps failing"), a(before)}, want)
	}
}
