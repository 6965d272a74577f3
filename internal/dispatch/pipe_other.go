//go:build !linux

package dispatch

import "os"

// enlargePipe does nothing: only Linux lets a reader enlarge a pipe.
func enlargePipe(*os.File) {}
