package confirm

import "testing"

// TestNumberBrought: a value asked for is brought in the notation the
// file writes it in — a range by its bounds, a time of day by its hour
// and minute — and not by one bound or the hour alone.
func TestNumberBrought(t *testing.T) {
	for _, c := range []struct {
		added, num, rest string
		want             bool
	}{
		{"    [Range(1, 500)]\n", "1..500", "1..500", true},
		{"  percent = Math.min(100, Math.max(0, percent));\n", "0..100", "0..100", true},
		{"    @Size(min = 2, max = 40)\n", "2...40", "2...40", true},
		{"    [Range(1, 100)]\n", "1..500", "1..500", false},
		{"0 3 * * * /opt/app/bin/backup.sh\n", "03", "03:00", true},
		{"30 4 * * * report\n", "04", "04:30 every night", true},
		{"0 4 * * * report\n", "04", "04:30", false},
		{"schedule: \"03:00\"\n", "03", "03:00", true},
		{"port: 3000\n", "3000", "3000", true},
		{"port: 8080\n", "3000", "3000", false},
	} {
		if got := numberBrought(c.added, c.num, c.rest); got != c.want {
			t.Errorf("numberBrought(%q, %q, %q) = %v, want %v", c.added, c.num, c.rest, got, c.want)
		}
	}
}

// TestTimeOfDay: "HH:MM" read as an hour and a minute.
func TestTimeOfDay(t *testing.T) {
	for s, want := range map[string][2]string{
		"03:00":        {"3", "0"},
		"2:30 nightly": {"2", "30"},
		"23:59":        {"23", "59"},
		"10:000":       {"", ""},
		"port 80":      {"", ""},
	} {
		h, m, _ := timeOfDay(s)
		if h != want[0] || m != want[1] {
			t.Errorf("timeOfDay(%q) = %q, %q, want %q", s, h, m, want)
		}
	}
}
