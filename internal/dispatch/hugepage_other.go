//go:build !linux

package dispatch

import "strings"

// adviseHugePages does nothing here: the advice is Linux's (see
// hugepage_linux.go).
func adviseHugePages(*strings.Builder) {}
