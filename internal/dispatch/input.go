package dispatch

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// inputChunk is the size of each read of stdin: one read for any ordinary
// event.
const inputChunk = 64 << 10

// collectAbove is the input size above which readInput collects garbage
// before returning: a collection costs well under a millisecond, far
// less than a large input's share of memory.
const collectAbove = 4 << 20

// readInput reads all of in, at most max bytes, into a string of exactly
// its size. It reads in chunks and copies them once into the result, so a
// large input costs its size twice at the peak, briefly, and once after
// (io.ReadAll doubles its buffer: up to three times at the peak, and up to
// twice kept, then a copy to make the string).
func readInput(in io.Reader, max int64) (string, error) {
	var (
		chunks [][]byte
		total  int64
	)
	for {
		buf := make([]byte, inputChunk)
		n, err := io.ReadFull(in, buf)
		total += int64(n)
		if total > max {
			return "", fmt.Errorf("hook input is larger than %d MB", max>>20)
		}
		if n > 0 {
			chunks = append(chunks, buf[:n])
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return "", err
		}
	}
	var b strings.Builder
	b.Grow(int(total))
	for i, c := range chunks {
		b.Write(c)
		chunks[i] = nil // collectable as soon as it is copied
	}
	if total > collectAbove {
		// The chunks are garbage now. Collected and handed back to the
		// system before the input is decoded, they do not add to the
		// peak the decoded report (its copy without escapes) makes.
		debug.FreeOSMemory()
	}
	return b.String(), nil
}
