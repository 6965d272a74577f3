//go:build !unix

package apply

// openNonBlocking: opens do not block on special files here.
const openNonBlocking = 0
