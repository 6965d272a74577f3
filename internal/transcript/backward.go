package transcript

import (
	"bytes"
	"io"
)

// Chunk sizes for reading backwards: small, since the answer is usually in
// the last few lines and every byte read past it is wasted; doubled only
// while a single line fills whole chunks, so a line of many megabytes does
// not cost thousands of reads.
const (
	firstChunk = 64 << 10
	maxChunk   = 1 << 20
)

// backward yields the lines of the last window bytes of a file, newest
// first. Only the window is ever read. The line that straddles the start
// of a window which begins mid-file is incomplete, so it is never yielded.
type backward struct {
	r     io.ReaderAt
	pos   int64  // file offset of buf[0]
	floor int64  // the window starts here
	buf   []byte // bytes read and not yet yielded: file[pos:pos+len(buf)]
	chunk int
}

// newBackward reads r, of size bytes, backwards from its end; window <= 0
// means the whole file. chunk is the first read size.
func newBackward(r io.ReaderAt, size, window int64, chunk int) *backward {
	floor := int64(0)
	if window > 0 && size > window {
		floor = size - window
	}
	return &backward{r: r, pos: size, floor: floor, chunk: max(chunk, 1)}
}

// partial reports whether the window starts after the start of the file,
// so older lines exist that were not read.
func (b *backward) partial() bool { return b.floor > 0 }

// prev returns the line before the ones already returned, without its
// newline; ok is false once the window is exhausted. The returned slice
// stays valid: later reads never write into it.
func (b *backward) prev() (line []byte, ok bool, err error) {
	for reads := 0; ; reads++ {
		if i := bytes.LastIndexByte(b.buf, '\n'); i >= 0 {
			line, b.buf = b.buf[i+1:], b.buf[:i]
			return line, true, nil
		}
		if b.pos <= b.floor {
			if b.floor == 0 && b.buf != nil {
				// The first line of the file: complete.
				line, b.buf = b.buf, nil
				return line, true, nil
			}
			return nil, false, nil
		}
		if reads > 0 {
			// The last chunk held no line break: a long line.
			b.chunk = min(2*b.chunk, maxChunk)
		}
		n := min(int64(b.chunk), b.pos-b.floor)
		next := make([]byte, int(n)+len(b.buf))
		if got, err := b.r.ReadAt(next[:n], b.pos-n); int64(got) < n {
			if err == nil || err == io.EOF {
				err = io.ErrUnexpectedEOF // the file shrank while being read
			}
			return nil, false, err
		}
		copy(next[n:], b.buf)
		b.buf, b.pos = next, b.pos-n
	}
}
