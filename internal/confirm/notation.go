package confirm

import "strings"

// numberBrought reports whether added brings in the number num a request
// asks for, written at the start of rest (the request from the value on),
// in the notation the file writes it in: as written (numberIn); a range
// "1..500" by both its bounds ("Range(1, 500)", "Math.min(100,
// Math.max(0, p))"); a time of day "03:00" by its hour and minute as
// numbers ("0 3 * * *" of a crontab, "3:00").
func numberBrought(added, num, rest string) bool {
	if numberIn(added, num) {
		return true
	}
	if lo, hi, ok := strings.Cut(num, ".."); ok && isNumber(lo) && isNumber(strings.TrimPrefix(hi, ".")) {
		return numberIn(added, lo) && numberIn(added, strings.TrimPrefix(hi, "."))
	}
	if h, m, ok := timeOfDay(rest); ok {
		return numberIn(added, h) && numberIn(added, m)
	}
	return false
}

// timeOfDay reads "HH:MM" at the start of s and gives its hour and minute
// without leading zeros ("03:00" → "3", "0"), and whether it is one.
func timeOfDay(s string) (hour, minute string, ok bool) {
	if len(s) < 4 {
		return "", "", false
	}
	h, rest, found := strings.Cut(s, ":")
	if !found || len(h) < 1 || len(h) > 2 || !isNumber(h) || len(rest) < 2 || !isNumber(rest[:2]) || len(rest) > 2 && rest[2] >= '0' && rest[2] <= '9' {
		return "", "", false
	}
	trim := func(n string) string {
		if n = strings.TrimLeft(n, "0"); n == "" {
			return "0"
		}
		return n
	}
	return trim(h), trim(rest[:2]), true
}
