package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCopyIntoDirectory: a copy or move into a directory (a trailing
// slash, -t, several sources) writes each source under its own name
// there; a source glob's files keep the source pattern (From), so a
// caller knows the set is the source's, not the destination's.
func TestCopyIntoDirectory(t *testing.T) {
	tests := []struct {
		cmd        string
		paths      []string
		glob, from string
	}{
		{`mv a.txt old/`, []string{"/p/a.txt", "/p/old/a.txt"}, "", ""},
		{`mv a.txt b.txt old`, []string{"/p/a.txt", "/p/b.txt", "/p/old/a.txt", "/p/old/b.txt"}, "", ""},
		{`mv -t old a.txt`, []string{"/p/a.txt", "/p/old/a.txt"}, "", ""},
		{`mv a.txt old`, []string{"/p/a.txt", "/p/old"}, "", ""},
		{`cp -r ../x/* pub/`, []string{"pub/*"}, "/p/pub/*", "/x/*"},
		{`cp src/*.svg pub/`, []string{"pub/*.svg"}, "/p/pub/*.svg", "/p/src/*.svg"},
		{`cp src/a.svg pub/`, []string{"/p/pub/a.svg"}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			var paths []string
			glob, from := "", ""
			for _, w := range r.Writes {
				paths = append(paths, w.Path)
				if w.From != "" {
					glob, from = w.Glob, w.From
				}
			}
			assert.Equal(t, tt.paths, paths)
			assert.Equal(t, tt.glob, glob)
			assert.Equal(t, tt.from, from)
		})
	}
}

// TestArchiveAndInitWrites: zip writes its archive (".zip" added to a
// bare name, -O another), and shows nothing written for -sf; a tool's
// init subcommand, run directly or through a package runner, writes in
// its directory unless its rules say what (npm init: package.json).
func TestArchiveAndInitWrites(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`zip -r site.zip site/`, []string{"/p/site.zip"}},
		{`zip -qr backup site`, []string{"/p/backup.zip"}},
		{`zip old.zip -O new.zip a.txt`, []string{"/p/new.zip"}},
		{`zip -sf site.zip`, nil},
		{`terraform init`, []string{"/p"}},
		{`npx tailwindcss init -p`, []string{"/p"}},
		{`uvx alembic init migrations`, []string{"/p"}},
		{`npx tailwindcss --help`, nil},
		{`terraform plan`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			var paths []string
			for _, w := range r.Writes {
				paths = append(paths, w.Path)
			}
			assert.Equal(t, tt.want, paths)
		})
	}
}

// TestProtocFiles: protoc writes, for each proto and each plugin whose
// output it can tell, the generated file beside the proto under the
// output directory; with an import path, another plugin, or Go output
// not source-relative, the files are not told (the output directory is
// written).
func TestProtocFiles(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`protoc --go_out=. --go_opt=paths=source_relative api/v2/order.proto`, []string{"/p/api/v2/order.pb.go"}},
		{`protoc --python_out=gen svc/a.proto`, []string{"/p/gen/svc/a_pb2.py"}},
		{`protoc --go_out=paths=source_relative:. x.proto`, []string{"/p/x.pb.go"}},
		{`protoc --go_out=. api/v2/order.proto`, []string{"/p"}},
		{`protoc -I api --go_out=. --go_opt=paths=source_relative api/v2/order.proto`, []string{"/p"}},
		{`protoc --java_out=gen a.proto`, []string{"/p/gen"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			var paths []string
			for _, w := range r.Writes {
				paths = append(paths, w.Path)
			}
			assert.Equal(t, tt.want, paths)
		})
	}
}

// TestAndChainDirectory: a command of an && chain runs only after every
// one before it succeeded, so a cd anywhere before it sets its
// directory; after || either side may have run, so it is not known.
func TestAndChainDirectory(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string
	}{
		{`mkdir -p pkg/ui && cd pkg/ui && touch a`, []string{"/p/pkg/ui/a"}},
		{`true && cd x && cd y && touch a && echo b > c`, []string{"/p/x/y/a", "/p/x/y/c"}},
		{`cd x || cd y && touch a`, []string{"a"}},
		{`touch a && cd x && touch b; touch c`, []string{"/p/a", "/p/x/b", "c"}},
		{`(cd x && touch a) && touch b`, []string{"/p/x/a", "/p/b"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			var paths []string
			for _, w := range r.Writes {
				if w.Kind != MakeDir {
					paths = append(paths, w.Path)
				}
			}
			assert.Equal(t, tt.want, paths)
		})
	}
}
