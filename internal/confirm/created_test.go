package confirm

import "testing"

// TestCreatedFileWritesTheAcronym: a request for a new file that writes
// what it must be by an acronym ("MIT", "BSD", "UTF-8", "GPL") asks for a
// file that holds it; a file written without it (another license) needs
// confirmation, in any language. The file's own name ("LICENSE",
// "README") is no such requirement.
func TestCreatedFileWritesTheAcronym(t *testing.T) {
	created := func(name, content string) Target { return fileTarget(name, "", content) }
	mit := "MIT License\n\nCopyright (c) 2024 Jan Novák\n\nPermission is hereby granted, free of charge, ...\n"
	apache := "Apache License\nVersion 2.0, January 2004\n\nCopyright 2024 Jan Novák\n"
	bsd := "BSD 3-Clause License\n\nCopyright (c) 2024, Jan Novák\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("add a LICENSE file, MIT, 2024 Jan Novák")}, created("LICENSE", mit), Explicit},
		{[]Turn{u("add a LICENSE file, MIT, 2024 Jan Novák")}, created("LICENSE", apache), NeedsConfirmation},
		{[]Turn{u("crée un fichier LICENSE : BSD-3-Clause, 2024 Jan Novák")}, created("LICENSE", apache), NeedsConfirmation},
		{[]Turn{u("create LICENSE.txt with the BSD-3-Clause text, 2024 Jan Novák")}, created("LICENSE.txt", bsd), Explicit},
		{[]Turn{u("create LICENSE.txt with the BSD-3-Clause text, 2024 Jan Novák")}, created("LICENSE.txt", mit), NeedsConfirmation},
	})
}

// TestCreatedFileNamesNoAcronym: capitals inside a code name
// (DATABASE_URL, $DB_HOST) are no acronym the file must hold.
func TestCreatedFileNamesNoAcronym(t *testing.T) {
	env := "DATABASE_URL=postgres://localhost/app\nREDIS_ADDR=localhost:6379\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("create .env.example with DATABASE_URL and REDIS_ADDR")}, fileTarget(".env.example", "", env), Explicit},
		{[]Turn{u("write scripts/ping.sh that curls $API_HOST every 5s")}, fileTarget("scripts/ping.sh", "", "#!/bin/sh\nwhile true; do curl -fsS \"$API_HOST\"; sleep 5; done\n"), Explicit},
	})
}

// TestCreatedFileLabelsAndShouts: capitals that label the message ("MAIN:",
// "NOTE:") or stress it ("ASAP", a message in capitals) say nothing of
// what the new file must hold; an acronym beside them still does.
func TestCreatedFileLabelsAndShouts(t *testing.T) {
	pkg := fileTarget("util.go", "", "package parse\n")
	mit := "MIT License\n\nCopyright (c) 2024 Jan Novák\n"
	apache := "Apache License\nVersion 2.0, January 2004\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("MAIN: rename helper.go to util.go")}, pkg, Explicit},
		{[]Turn{u("NOTE: create util.go in package parse")}, pkg, Explicit},
		{[]Turn{u("create util.go in package parse ASAP")}, pkg, Explicit},
		{[]Turn{u("CREATE UTIL.GO IN PACKAGE PARSE")}, pkg, Explicit},
		{[]Turn{u("INFRA: add a LICENSE file, MIT, 2024 Jan Novák")}, fileTarget("LICENSE", "", mit), Explicit},
		{[]Turn{u("INFRA: add a LICENSE file, MIT, 2024 Jan Novák")}, fileTarget("LICENSE", "", apache), NeedsConfirmation},
		{[]Turn{u("URGENT: add a LICENSE file, GPL please")}, fileTarget("LICENSE", "", mit), NeedsConfirmation},
	})
}
