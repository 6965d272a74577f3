package confirm

import (
	"fmt"
	"strings"
	"unicode"
)

// A rename asked, and nothing else done (evalue, round 18). When the
// user's latest message writes both the old and the new name of a name
// the change swaps ("rename local `tmp` to `buffer`", "renomme
// enqueue_job en enqueue"), a careful reader expects every line the
// change rewrites to be the old line with that name swapped: a buffer
// size changed beside the rename (4096 → 8192), a neighbouring line
// re-spaced (`{:push, job}` → `{ :push, job }`) or a line put in are
// parts nobody asked for.

// maxRenameUnits is the most units a change may have for its lines to be
// read one by one against a rename: more is a rewrite of its own.
const maxRenameUnits = 12

// renamedBeyond returns why a change that carries out a rename the
// latest message writes out also rewrites a line otherwise, or "". own is
// the user's latest message with pasted material masked.
func renamedBeyond(own string, t Target) string {
	if t.created || t.Command != "" || t.Removal != Keeps || own == "" {
		return ""
	}
	if !asksRename(own) {
		return ""
	}
	units := t.units()
	if len(units) == 0 || len(units) > maxRenameUnits {
		return ""
	}
	from, to := askedSwap(own, units)
	if from == "" {
		return ""
	}
	for _, u := range units {
		if line := beyondSwap(u, from, to); line != "" {
			return fmt.Sprintf("you asked to rename %q to %q, and this change also rewrites %q, which is not that rename", from, to, clip80(strings.TrimSpace(line)))
		}
	}
	return ""
}

// askedSwap is the pair of names (old, new) one of the change's rewritten
// lines swaps one for the other (unit.renames) when the request writes
// both as words of their own (writtenAlone: not the words of a quoted
// phrase, "rename 'Getting started' to 'Quick start'"), or ("", ""). Numbers are values, not names: a value
// asked is read by swapped.
func askedSwap(own string, units []unit) (from, to string) {
	for _, u := range units {
		if len(u.removed) != len(u.added) {
			continue
		}
		for i := range u.removed {
			one := unit{removed: u.removed[i : i+1], added: u.added[i : i+1]}
			for _, r := range one.renames() {
				if isName(r[0]) && isName(r[1]) && writtenAlone(own, r[0]) && writtenAlone(own, r[1]) {
					return r[0], r[1]
				}
			}
		}
	}
	return "", ""
}

// renameWords are the stems of the verb "rename" across the languages
// requests come in (rename, renombrar, renommer, umbenennen, rinominare,
// renomear, переименовать, zmienić nazwę, 重命名, 改名, 名前を変える,
// リネーム, 이름을 바꾸다, yeniden adlandırmak, hernoemen, byta namn,
// omdøbe, đổi tên, नाम बदलना …), lower-cased: a rename is a change of
// its own kind, whatever else the message says about the names.
var renameWords = [...]string{
	"rename", "renaming", "renombr", "renomm", "umbenenn", "benenn", "rinomin", "renome",
	"переимен", "перейменуй", "zmień nazw", "zmien nazw", "przemianuj", "přejmenuj",
	"重命名", "改名", "名前を変", "名前変更", "リネーム", "이름을 바", "이름 바", "이름을 변경", "이름 변경",
	"yeniden adlandır", "hernoem", "byt namn", "byta namn", "omdøb", "omdøp", "nimeä uudelleen",
	"đổi tên", "เปลี่ยนชื่อ", "שנה את השם", "שנה שם", "تسمية", "नाम बदल",
}

// asksRename reports whether text asks for a rename (renameWords).
func asksRename(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range renameWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// isName reports whether w is a name of code: it begins with a letter or
// "_" and is more than one byte long.
func isName(w string) bool {
	return len(w) > 1 && (w[0] == '_' || unicode.IsLetter(rune(w[0])))
}

// beyondSwap is the first new line of the unit that is not its old line
// with the name from swapped for to (as a whole name, inside longer names,
// or in its capitalised or upper-case form), or "". A unit that adds or
// takes away lines (blank lines aside) is beyond the swap too.
func beyondSwap(u unit, from, to string) string {
	removed, added := nonBlank(u.removed), nonBlank(u.added)
	if len(removed) != len(added) {
		if len(added) > 0 {
			return added[0]
		}
		return removed[0]
	}
	for i := range removed {
		if !swapsOnly(removed[i], added[i], from, to) {
			return added[i]
		}
	}
	return ""
}

// swapsOnly reports whether newLine is oldLine with from swapped for to
// in some of its places (`self.qty = qty` → `self.quantity = qty`): the
// two lines have the same marks and spaces, and each name that differs is
// the old one with from swapped for to (as a whole name, inside a longer
// name, or in its capitalised, upper- or lower-case form).
func swapsOnly(oldLine, newLine, from, to string) bool {
	oldLine, newLine = strings.TrimRight(oldLine, "\r\n"), strings.TrimRight(newLine, "\r\n")
	if oldLine == newLine {
		return true
	}
	if marks(oldLine) != marks(newLine) {
		return false // re-spaced, re-quoted or given more than names
	}
	xs, ys := tokens(oldLine), tokens(newLine)
	if len(xs) != len(ys) {
		return false
	}
	title := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	r := strings.NewReplacer(from, to, title(from), title(to), strings.ToUpper(from), strings.ToUpper(to), strings.ToLower(from), strings.ToLower(to))
	for i := range xs {
		if xs[i] != ys[i] && r.Replace(xs[i]) != ys[i] {
			return false
		}
	}
	return true
}

// marks is line without its names: its marks and spaces, in order.
func marks(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		if !isIdentByte(line[i]) && line[i] < 0x80 {
			b.WriteByte(line[i])
		}
	}
	return b.String()
}

// nonBlank is lines without the blank ones.
func nonBlank(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}
