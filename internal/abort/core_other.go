//go:build !unix

package abort

// noCoreDump has nothing to do where the runtime writes no core files.
func noCoreDump() {}
