package confirm

// A value asked, another written (evalue, round 18): a request that
// writes the number a value goes to ("8080 statt 3000", "make the `sleep
// 5` a `sleep 2`") accounts for that number only; the old number it also
// writes names the place, not any value put there.

// oldLicenses reports whether a number the request writes that the change
// takes away (the old value: "checkout@v3 … upgrade it") may account for
// any number put in its place (swapped). It may unless the request also
// writes a fresh number — one the old lines of the change do not hold —
// and the change brings none of the fresh numbers in: then the request
// says what the new value is, and the change writes another ("8080 statt
// 3000" for 8081; "`sleep 5` a `sleep 2`" for `sleep 1`).
func oldLicenses(numbers map[string]bool, units []unit) bool {
	if len(numbers) < 2 {
		return true // one number: the old one, or a value asked (read by numberAccounted)
	}
	old, added := map[string]bool{}, map[string]bool{}
	for _, u := range units {
		for _, l := range u.removed {
			for n := range requestNumbers(l) {
				old[n] = true
			}
		}
		for _, l := range u.added {
			for n := range requestNumbers(l) {
				added[n] = true
			}
		}
	}
	fresh := false
	for n := range numbers {
		if old[n] {
			continue
		}
		fresh = true
		for b := range added {
			if numberAccounted(b, map[string]bool{n: true}) {
				return true // the value asked is brought in
			}
		}
	}
	return !fresh
}
