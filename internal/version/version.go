// Package version says which build of plan-compliance is running: the
// plugin version it was built from (read from the embedded plugin.json, so
// it cannot drift from the plugin), the commit when a development build was
// stamped with one, and the Go toolchain.
//
// Release builds (make release) do not stamp the commit: the checksums of
// the release binaries are committed in release/checksums.txt, and a commit
// cannot contain the checksum of a binary that contains that commit's own
// hash. A release build is identified by its SHA-256 instead, which the
// launcher checks against release/checksums.txt.
package version

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"

	plancompliance "github.com/plan-compliance/plan-compliance"
)

// Commit is the commit a development build was made from, set with
// -ldflags "-X github.com/plan-compliance/plan-compliance/internal/version.Commit=…"
// by `make build`; empty in release builds.
var Commit string

// Version is the plugin version from the embedded plugin.json, or
// "unknown" when it has none.
func Version() string {
	var m struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(plancompliance.PluginJSON, &m); err != nil || m.Version == "" {
		return "unknown"
	}
	return m.Version
}

// Info is what `plan-compliance --version` prints.
type Info struct {
	// Version is the plugin version.
	Version string
	// Commit is the stamped commit, or "" for a release build.
	Commit string
	// Go is the toolchain and the platform it built for.
	Go string
	// SHA256 is the hex digest of the running executable, or "" when it
	// could not be read.
	SHA256 string
}

// Current describes the running program; executable is its path (usually
// os.Executable()).
func Current(executable string) Info {
	return Info{
		Version: Version(),
		Commit:  Commit,
		Go:      fmt.Sprintf("%s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH),
		SHA256:  FileSHA256(executable),
	}
}

// FileSHA256 is the hex SHA-256 of the file at path, or "" when it cannot
// be read.
func FileSHA256(path string) string {
	if path == "" {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// String is the --version text: one "key: value" line each after the first.
func (i Info) String() string {
	commit := i.Commit
	if commit == "" {
		commit = "none stamped (release builds leave it out; the sha256 below identifies the build, see release/checksums.txt)"
	}
	s := fmt.Sprintf("plan-compliance %s\ncommit: %s\ngo: %s\n", i.Version, commit, i.Go)
	if i.SHA256 != "" {
		s += "sha256: " + i.SHA256 + "\n"
	}
	return s
}
