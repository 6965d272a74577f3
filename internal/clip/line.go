package clip

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/printable"
)

// Line is s fit for one line of a terminal or table: terminal escape
// sequences (colours, cursor moves) left out whole, every other character a
// terminal would act on removed or, for newlines and tabs, shown as a space
// (printable.Line), cut by Ellipsis to n bytes.
func Line(s string, n int) string {
	var b strings.Builder
	for i := 0; i < len(s) && b.Len() <= n; i++ {
		c := s[i]
		if c == 0x1b { // ESC: skip "ESC [ params final" or "ESC intermediates final"
			i++
			if i < len(s) && s[i] == '[' {
				for i++; i < len(s) && (s[i] < 0x40 || s[i] > 0x7e); i++ {
				}
			} else {
				for ; i < len(s) && s[i] >= 0x20 && s[i] <= 0x2f; i++ {
				}
			}
			continue
		}
		if c == '\r' {
			c = ' '
		}
		b.WriteByte(c)
	}
	return Ellipsis(printable.Line(b.String()), n)
}
