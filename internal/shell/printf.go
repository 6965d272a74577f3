package shell

import "strings"

// printfEach is what printf prints for a format holding one %s (and no
// other conversion) given static args: the format again for each
// argument, the argument in the place of %s as it is (printf '%s\n'
// .env.local '.env.*.local' prints two lines). ok is false for any other
// format.
func printfEach(format string, args []string) (string, bool) {
	plain := strings.ReplaceAll(format, "%%", "")
	if strings.Count(plain, "%") != 1 || !strings.Contains(plain, "%s") {
		return "", false
	}
	before, after, _ := strings.Cut(format, "%s")
	if strings.Contains(strings.ReplaceAll(before, "%%", ""), "%") {
		return "", false // the one % is not the %s cut at (%%s)
	}
	pre, ok1 := backslashText(strings.ReplaceAll(before, "%%", "%"))
	post, ok2 := backslashText(strings.ReplaceAll(after, "%%", "%"))
	if !ok1 || !ok2 {
		return "", false
	}
	var b strings.Builder
	for _, a := range args {
		b.WriteString(pre)
		b.WriteString(a)
		b.WriteString(post)
	}
	return b.String(), true
}
