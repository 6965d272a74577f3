package shell

import "testing"

// TestFetchedAndDumped: programs that write a file named by an option or
// by what they fetch — a database dump's -f, curl -O and wget's file
// named for the URL, aws s3's local destination — and options that delete
// besides copying or packing (rsync --delete, --remove-source-files; tar
// --remove-files) are read as those writes; their printing and plain
// forms write only what they did before.
func TestFetchedAndDumped(t *testing.T) {
	requireWrites(t, []struct {
		cmd  string
		want []string // kind:path, in order
	}{
		{"pg_dump --schema-only -d app -f db/structure.sql", []string{"overwrite:/p/db/structure.sql"}},
		{"pg_dump --file=backup/all.dump -Fc shop", []string{"overwrite:/p/backup/all.dump"}},
		{"pg_dumpall -f roles.sql --roles-only", []string{"overwrite:/p/roles.sql"}},
		{"mysqldump --result-file=dump/shop.sql shop", []string{"overwrite:/p/dump/shop.sql"}},
		{"pg_dump -d shop --schema-only", nil},
		{"curl -sSLO https://example.com/dist/lib.min.js", []string{"overwrite:/p/lib.min.js"}},
		{"curl --remote-name --output-dir vendor https://cdn.example.org/a/b/chart.umd.js", []string{"overwrite:/p/vendor/chart.umd.js"}},
		{"curl -s https://example.com/api/status", nil},
		{"wget https://example.com/files/data.csv", []string{"overwrite:/p/data.csv"}},
		{"wget -P third_party https://example.com/x/tool.tar.gz", []string{"overwrite:/p/third_party/tool.tar.gz"}},
		{"wget -O - https://example.com/install.sh", nil},
		{"wget --spider https://example.com/files/data.csv", nil},
		{"aws s3 cp s3://bucket/app.json config/app.json", []string{"overwrite:/p/config/app.json"}},
		{"aws s3 sync s3://bucket/assets/ public/assets --delete", []string{"overwrite:/p/public/assets", "delete:/p/public/assets"}},
		{"aws s3 mv reports/q1.csv s3://bucket/reports/", []string{"move-from:/p/reports/q1.csv"}},
		{"aws s3 cp s3://bucket/app.json -", nil},
		{"aws s3 cp config/app.json s3://bucket/app.json", nil},
		{"aws s3 sync s3://bucket/x/ out/ --dryrun", nil},
		{"aws s3 ls s3://bucket/", nil},
		{"rsync -a --delete docs/img/ site/img/", []string{"overwrite:/p/site/img", "delete:/p/site/img"}},
		{"rsync -av --remove-source-files uploads/ archive/", []string{"overwrite:/p/archive", "delete:/p/uploads"}},
		{"rsync -a docs/img/ site/img/", []string{"overwrite:/p/site/img"}},
		{"tar -czf old.tar.gz --remove-files logs/2023", []string{"overwrite:/p/old.tar.gz", "delete:/p/logs/2023"}},
		{"tar --create --remove-files --file=a.tar notes.txt todo.txt", []string{"overwrite:/p/a.tar", "delete:/p/notes.txt", "delete:/p/todo.txt"}},
		{"tar -czf src.tar.gz src/", []string{"overwrite:/p/src.tar.gz"}},
	})
}

// requireWrites reads each command in /p and holds its writes (kind:path,
// in order) to want.
func requireWrites(t *testing.T, cases []struct {
	cmd  string
	want []string
}) {
	t.Helper()
	for _, tt := range cases {
		r, err := Read(tt.cmd, "/p")
		if err != nil {
			t.Fatalf("%s: %v", tt.cmd, err)
		}
		var got []string
		for _, w := range r.Writes {
			got = append(got, string(w.Kind)+":"+w.Path)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: writes %v, want %v", tt.cmd, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: writes %v, want %v", tt.cmd, got, tt.want)
				break
			}
		}
	}
}
