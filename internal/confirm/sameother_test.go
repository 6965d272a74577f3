package confirm

import "testing"

// TestSameForOtherFileOfBase: "same for the other one in web" after a
// request naming src/api/utils.ts asks for the same change in the file of
// that base name under the folder the reply names; not in a file of
// another base name, not under a folder the reply does not name.
func TestSameForOtherFileOfBase(t *testing.T) {
	const web = "export function slugify(s: string) {\n  return s.trim().toLowerCase().replace(/ /g, \"-\");\n}\n"
	const oldLine = "  return s.trim().toLowerCase().replace(/ /g, \"-\");"
	const newLine = "  return s.normalize(\"NFD\").replace(/[\\u0300-\\u036f]/g, \"\").trim().toLowerCase().replace(/ /g, \"-\");"
	conv := func(reply string) []string {
		return []string{"slugify in src/api/utils.ts doesn't strip accents, add normalize('NFD') and drop the diacritics",
			"Done — src/api/utils.ts now normalizes to NFD and strips combining marks before lowercasing.", reply}
	}
	for _, c := range []followupCase{
		{"the other one in web", conv("same for the other one in web"), "src/web/utils.ts", web, oldLine, newLine, Explicit},
		{"same in the web copy", conv("same in the web copy please"), "src/web/utils.ts", web, oldLine, newLine, Explicit},
		{"the other one in admin, edit in web", conv("same for the other one in admin"), "src/web/utils.ts", web, oldLine, newLine, NeedsConfirmation},
		{"the other one in web, another base name", conv("same for the other one in web"), "src/web/format.ts", web, oldLine, newLine, NeedsConfirmation},
		{"the other one in web, change beyond", conv("same for the other one in web"), "src/web/utils.ts", web, oldLine,
			"  return s.normalize(\"NFD\").trim().toUpperCase();", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
