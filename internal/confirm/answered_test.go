package confirm

import (
	"strings"
	"testing"
)

// TestAnsweredValue: a bare value answering my question about one setting
// of a file I (or the user) named asks for that setting to take the value;
// a value for another setting, a value the edit does not set, an option's
// label, or a question that names two settings of the file still asks.
func TestAnsweredValue(t *testing.T) {
	const pool = "import os\n\nHOST = os.getenv(\"HOST\")\nPOOL_SIZE = 5\nTIMEOUT_S = 30\n"
	const nginx = "server {\n    listen 80;\n    client_max_body_size 1m;\n    keepalive_timeout 65;\n}\n"
	const keep = "#!/bin/sh\npg_dump app > /backups/app.sql\nfind /backups -mtime +7 -delete\n"
	const cmake = "cmake_minimum_required(VERSION 3.20)\nset(CMAKE_CXX_STANDARD 17)\nadd_executable(tool main.cpp)\n"
	for _, c := range []followupCase{
		// The value the question asks for, set where the exchange said.
		{"number to what value", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 20", Explicit},
		{"number with a unit the file shortens", []string{"big uploads get a 413",
			"`nginx/site.conf` has `client_max_body_size 1m`. How large do uploads get?", "50MB"},
			"nginx/site.conf", nginx, "client_max_body_size 1m;", "client_max_body_size 50m;", Explicit},
		{"count word", []string{"the backup disk fills up",
			"`ops/backup.sh` deletes dumps older than 7 days (`-mtime +7`). How many days do you want to keep?", "four"},
			"ops/backup.sh", keep, "-mtime +7", "-mtime +4", Explicit},
		{"count word, tens", []string{"std::format is missing in the build",
			"`CMakeLists.txt` pins `CMAKE_CXX_STANDARD 17`; std::format needs 20. Raise it?", "twenty."},
			"CMakeLists.txt", cmake, "set(CMAKE_CXX_STANDARD 17)", "set(CMAKE_CXX_STANDARD 20)", Explicit},
		{"the user named the file", []string{"timeouts in config/db.py are too short for the reports",
			"It waits 30 seconds. How long should it wait?", "120"},
			"config/db.py", pool, "TIMEOUT_S = 30", "TIMEOUT_S = 120", Explicit},

		// The other side of each border.
		{"a value for another setting", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?", "20"},
			"config/db.py", pool, "TIMEOUT_S = 30", "TIMEOUT_S = 20", NeedsConfirmation},
		{"another value than answered", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 25", NeedsConfirmation},
		{"the question names two settings", []string{"the db is flaky",
			"`config/db.py` has `POOL_SIZE = 5` and `TIMEOUT_S = 30`. Which should I raise, and to what?", "60"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 60", NeedsConfirmation},
		{"the exchange names another file", []string{"the api runs out of db connections",
			"`config/pool.py` caps the pool at 5. What size should it be?", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 20", NeedsConfirmation},
		{"no file named", []string{"the api runs out of db connections",
			"The pool is capped at 5. What size should it be?", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 20", NeedsConfirmation},
		{"no question asked", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`.", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 20", NeedsConfirmation},
		{"an option's label", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. Options:\n1. raise it to 10\n2. add pgbouncer\nWhich one?", "2"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 2", NeedsConfirmation},
		{"the edit changes more than the value", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?", "20"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_MAX = 20", NeedsConfirmation},
		{"a value with a sentence around it is no bare value", []string{"the api runs out of db connections",
			"`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?", "not 20, that would starve the other services"},
			"config/db.py", pool, "POOL_SIZE = 5", "POOL_SIZE = 20", NeedsConfirmation},
		{"a unit the edit does not write", []string{"big uploads get a 413",
			"`nginx/site.conf` has `client_max_body_size 1m`. How large do uploads get?", "2gb"},
			"nginx/site.conf", nginx, "client_max_body_size 1m;", "client_max_body_size 2m;", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

func TestBareValue(t *testing.T) {
	for _, tc := range []struct{ in, num, unit string }{
		{"20", "20", ""}, {"20mb", "20", "mb"}, {"1.25", "1.25", ""}, {"three", "3", ""}, {"500 ms", "500", "ms"}, {" 75% ", "75", "%"},
		{"twenty!", "20", ""},
	} {
		num, unit, ok := bareValue(tc.in)
		if !ok || num != tc.num || unit != tc.unit {
			t.Errorf("bareValue(%q) = %q %q %v, want %q %q", tc.in, num, unit, ok, tc.num, tc.unit)
		}
	}
	for _, in := range []string{"", "yes", "20 and 30", "three days maybe", "v2", "20 megabytes", "go to 30", "1. first"} {
		if num, unit, ok := bareValue(in); ok {
			t.Errorf("bareValue(%q) = %q %q, want no value", in, num, unit)
		}
	}
}

// BenchmarkAnsweredReplies measures a classification of the short answers
// these rules read: a bare value to my question and "fix it" to my
// proposal.
func BenchmarkAnsweredReplies(b *testing.B) {
	const pool = "import os\n\nHOST = os.getenv(\"HOST\")\nPOOL_SIZE = 5\nTIMEOUT_S = 30\n"
	tg := TargetOf(Change{Name: "config/db.py", Path: "/p/config/db.py", Before: pool, After: strings.Replace(pool, "POOL_SIZE = 5", "POOL_SIZE = 20", 1)})
	convs := [][]Turn{
		{{Role: User, Text: "the api runs out of db connections"}, {Role: Assistant, Text: "`config/db.py` caps the pool at `POOL_SIZE = 5`. What size should it be?"}, {Role: User, Text: "20"}},
		{{Role: User, Text: "the api runs out of db connections"}, {Role: Assistant, Text: "`config/db.py` caps the pool at `POOL_SIZE = 5`. I'd raise it to `POOL_SIZE = 20`."}, {Role: User, Text: "pls fix"}},
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Classify(Request{Conversation: convs[i%len(convs)], Target: tg})
	}
}

// TestAnsweredValueNamesItsBlock: a number two functions of the file share
// is told apart by the function the question names.
func TestAnsweredValueNamesItsBlock(t *testing.T) {
	const timing = "export function debounce(fn: () => void, ms = 300) {\n  return fn;\n}\n\nexport function throttle(fn: () => void, ms = 300) {\n  return fn;\n}\n"
	for _, c := range []followupCase{
		{"the question names the function", []string{"search fires on every keystroke",
			"It uses `debounce` from `src/lib/timing.ts` with the default 300ms. Want a different default?", "500"},
			"src/lib/timing.ts", timing, "export function debounce(fn: () => void, ms = 300) {", "export function debounce(fn: () => void, ms = 500) {", Explicit},
		{"the question names the other function", []string{"scroll handler fires too often",
			"It uses `throttle` from `src/lib/timing.ts` with the default 300ms. Want a different default?", "500"},
			"src/lib/timing.ts", timing, "export function debounce(fn: () => void, ms = 300) {", "export function debounce(fn: () => void, ms = 500) {", NeedsConfirmation},
		{"the question names both", []string{"events fire too often",
			"`debounce` and `throttle` in `src/lib/timing.ts` both default to 300ms. Want a different default?", "500"},
			"src/lib/timing.ts", timing, "export function debounce(fn: () => void, ms = 300) {", "export function debounce(fn: () => void, ms = 500) {", NeedsConfirmation},
		{"the question names neither", []string{"events fire too often",
			"`src/lib/timing.ts` defaults to 300ms. Want a different default?", "500"},
			"src/lib/timing.ts", timing, "export function debounce(fn: () => void, ms = 300) {", "export function debounce(fn: () => void, ms = 500) {", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
