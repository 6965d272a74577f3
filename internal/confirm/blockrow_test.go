package confirm

import "testing"

// TestBlockOfARowNamed: a request that places its change in one block of
// a row of blocks of one kind (a function, a method, a query, a table, a
// server block, a section) is not answered by the same change in a
// sibling block whose name it does not write — in any language and file
// type. The block named stays explicit, and so does a change whose own
// block the request names too, or that touches the name asked.
func TestBlockOfARowNamed(t *testing.T) {
	py := "def load(path):\n    data = open(path).read()\n    return parse(data)\n\n\ndef save(path, obj):\n    data = dump(obj)\n    open(path, \"w\").write(data)\n"
	rs := "fn parse_header(buf: &[u8]) -> Header {\n    let n = buf[0];\n    Header::new(n)\n}\n\nfn parse_body(buf: &[u8]) -> Body {\n    let n = buf[0];\n    Body::new(n)\n}\n"
	sql := "CREATE TABLE users (\n    id SERIAL PRIMARY KEY,\n    name TEXT\n);\n\nCREATE TABLE teams (\n    id SERIAL PRIMARY KEY,\n    name TEXT\n);\n"
	md := "# Handbuch\n\n## Installation\n\nMit pip installieren.\n\n## Konfiguration\n\nDie Datei config.toml anlegen.\n"
	caddy := "location /api {\n    proxy_pass http://api:8080;\n}\n\nlocation /assets {\n    root /srv/assets;\n}\n"
	js := "export function total(items) {\n  return items.reduce((s, i) => s + i.price, 0);\n}\n\nexport function count(items) {\n  return items.length;\n}\n"
	runThreadCases(t, []threadCase{
		// Python: "in save()" asked, load edited
		{[]Turn{u("in save(), rename data to payload")}, fileTarget("io_utils.py", py, replace(py, "    data = dump(obj)\n    open(path, \"w\").write(data)", "    payload = dump(obj)\n    open(path, \"w\").write(payload)")), Explicit},
		{[]Turn{u("in save(), rename data to payload")}, fileTarget("io_utils.py", py, replace(py, "    data = open(path).read()\n    return parse(data)", "    payload = open(path).read()\n    return parse(payload)")), NeedsConfirmation},
		// Rust, Spanish: parse_header named, parse_body edited
		{[]Turn{u("en parse_header, usa buf[2] en vez de buf[0]")}, fileTarget("src/wire.rs", rs, replace(rs, "buf[0]", "buf[2]")), Explicit},
		{[]Turn{u("en parse_header, usa buf[2] en vez de buf[0]")}, fileTarget("src/wire.rs", rs, replace(rs, "let n = buf[0];\n    Body", "let n = buf[2];\n    Body")), NeedsConfirmation},
		// SQL, French: the teams table named, users edited
		{[]Turn{u("ajoute NOT NULL à teams.name dans schema.sql")}, fileTarget("db/schema.sql", sql, replace(sql, "    id SERIAL PRIMARY KEY,\n    name TEXT\n);\n", "    id SERIAL PRIMARY KEY,\n    name TEXT NOT NULL\n);\n")), NeedsConfirmation},
		// Markdown, German: the Konfiguration section named, Installation edited
		{[]Turn{u("in der README, im Abschnitt Konfiguration: ersetze config.toml durch settings.toml")}, fileTarget("README.md", md, replace(md, "Die Datei config.toml anlegen.", "Die Datei settings.toml anlegen.")), Explicit},
		{[]Turn{u("in der README, im Abschnitt Konfiguration: ersetze pip durch pipx")}, fileTarget("README.md", md, replace(md, "Mit pip installieren.", "Mit pipx installieren.")), NeedsConfirmation},
		// a server block named by its second line
		{[]Turn{u("add `expires 1d;` to the /assets location in site.conf")}, fileTarget("deploy/site.conf", caddy, replace(caddy, "    root /srv/assets;\n", "    root /srv/assets;\n    expires 1d;\n")), Explicit},
		{[]Turn{u("add `expires 1d;` to the /assets location in site.conf")}, fileTarget("deploy/site.conf", caddy, replace(caddy, "    proxy_pass http://api:8080;\n", "    proxy_pass http://api:8080;\n    expires 1d;\n")), NeedsConfirmation},
		// a word of the other block's parameters, or of the file's name, names no block
		{[]Turn{u("in stats.js, change count to return items.filter(Boolean).length")}, fileTarget("src/stats.js", js, replace(js, "return items.length;", "return items.filter(Boolean).length;")), Explicit},
		{[]Turn{u("in stats.js, change total and count to return items.filter(Boolean).length")}, fileTarget("src/stats.js", js, replace(js, "return items.length;", "return items.filter(Boolean).length;")), Explicit},
	})
}

// TestBlockRowParts: how a file is cut into blocks and what names each.
func TestBlockRowParts(t *testing.T) {
	for _, c := range []struct {
		text, kind, name string
	}{
		{"// encode writes v.\nfunc encode(v Value) []byte {\n\treturn nil\n}", "func", "encode"},
		{"-- name: monthly_revenue\nSELECT 1;", "SELECT", "-- name: monthly_revenue"},
		{"server {\n    server_name api.example.com;\n}", "server", "server {\n    server_name api.example.com;"},
		{"  def full_name\n    name\n  end", "def", "full_name"},
		{"export function pageCount(total, size = 25) {\n}", "export", "pageCount"},
	} {
		b := paragraph(c.text, 0, len(c.text))
		if b.kind != c.kind || b.name != c.name {
			t.Errorf("paragraph(%q) = kind %q name %q, want %q %q", c.text, b.kind, b.name, c.kind, c.name)
		}
	}
	if got := len(fileParagraphs("a\nb\n\n\nc\n")); got != 2 {
		t.Errorf("fileParagraphs: %d blocks, want 2", got)
	}
	md := "# T\n\n## A\n\ntext\n\n### A1\n\nx\n\n## B\n\ny\n"
	var heads []string
	for _, s := range sections(md) {
		heads = append(heads, md[s.start:s.end])
	}
	if len(heads) != 4 || heads[1] != "## A\n\ntext\n\n### A1\n\nx\n\n" || heads[3] != "## B\n\ny\n" {
		t.Errorf("sections = %q", heads)
	}
	if headingLevel("### x") != 3 || headingLevel("#x") != 0 || headingLevel("####### x") != 0 {
		t.Error("headingLevel")
	}
}
