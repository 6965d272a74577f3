//go:build !unix

package safefile

// openFlags is none where there is no O_NONBLOCK (Windows has no FIFOs
// that open could wait on).
const openFlags = 0
