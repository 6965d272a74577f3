package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnknownImperative: an order by a verb the vocabulary lacks, first in
// its clause with its object after it, asks for the change when its
// sentence spells all the change brings in; the same word as a noun or
// adjective, a verb of looking, an object that is only "it", or a change
// that brings in more than the sentence says, does not.
func TestUnknownImperative(t *testing.T) {
	sh := "#!/bin/sh\npg_dump app > /backups/app.sql\n"
	gz := fileTarget("scripts/backup.sh", sh, replace(sh, "> /backups/app.sql", "| gzip > /backups/app.sql"))
	gzExt := fileTarget("scripts/backup.sh", sh, replace(sh, "> /backups/app.sql", "| gzip > /backups/app.sql.gz"))
	hpp := "class Matrix {\npublic:\n  Matrix(int n);\n};\n"
	expl := fileTarget("include/matrix.hpp", hpp, replace(hpp, "  Matrix(int n);", "  explicit Matrix(int n);"))
	tf := "resource \"aws_s3_bucket\" \"logs\" {\n  bucket = \"acme-logs\"\n}\n"
	tag := fileTarget("infra/main.tf", tf, replace(tf, "  bucket = \"acme-logs\"\n", "  bucket = \"acme-logs\"\n  tags = { team = \"platform\" }\n"))
	for _, tt := range []struct {
		msg    string
		target Target
		want   Level
	}{
		{"gzip the dump in scripts/backup.sh", gz, Explicit},
		{"in scripts/backup.sh, gzip the dump", gz, Explicit},
		{"mark the Matrix constructor explicit in include/matrix.hpp", expl, Explicit},
		{"in infra/main.tf, tag the logs bucket: tags team platform", tag, Explicit},
		// not an order
		{"the gzip in scripts/backup.sh is slow", gz, NeedsConfirmation},
		{"why does scripts/backup.sh not gzip the dump?", gz, NeedsConfirmation},
		{"explain the gzip step in scripts/backup.sh", gz, NeedsConfirmation},
		{"don't gzip the dump in scripts/backup.sh", gz, NeedsConfirmation},
		{"maybe gzip the dump in scripts/backup.sh", gz, NeedsConfirmation},
		{"gzip it in scripts/backup.sh", gz, NeedsConfirmation},
		// the change brings in more than the sentence spells
		{"mark the Matrix constructor in include/matrix.hpp", expl, NeedsConfirmation},
		{"gzip the dump in scripts/backup.sh", gzExt, NeedsConfirmation},
		{"in infra/main.tf, tag the logs bucket: tags team platform", fileTarget("infra/main.tf", tf,
			replace(tf, "  bucket = \"acme-logs\"\n", "  bucket = \"acme-logs\"\n  tags = { team = \"platform\" }\n  force_destroy = true\n")), NeedsConfirmation},
	} {
		t.Run(tt.msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
