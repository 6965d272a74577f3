// Package safefile reads files whose path someone else chose: a file an
// agent edits, a transcript a payload names, a gates.json in a project.
// Such a path may name a FIFO (open would block), a device (/dev/zero
// never ends), a directory, or a file of many gigabytes. Every function
// here opens without blocking and checks on the opened descriptor that the
// file is a regular one; Read and ReadString read at most a stated number
// of bytes, and Open hands the checked file to a reader that bounds itself
// (transcripts are read backwards from the end, a window at a time). So
// none of those paths can hang or exhaust the process.
package safefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// ErrNotRegular is wrapped by the error for a path that is not a regular
// file (a FIFO, a device, a socket, a directory).
var ErrNotRegular = errors.New("not a regular file")

// TooLargeError is the error for a file larger than the caller's limit.
type TooLargeError struct {
	// Path is the file, as the caller named it.
	Path string
	// Size is what was known of its size: its length on disk, or more
	// than Limit when it grew while being read.
	Size int64
	// Limit is the most the caller reads.
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is %s, more than the %s plan-compliance reads of it", e.Path, Size(e.Size), Size(e.Limit))
}

// Open opens the regular file at path for reading. The open does not block
// (a FIFO with no writer would block it forever), and the file's type is
// checked on the descriptor just opened, not on the path, which may have
// been swapped in between. An error for a missing file wraps
// fs.ErrNotExist; for anything but a regular file, ErrNotRegular.
func Open(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, Kind(info.Mode()))}
	}
	return f, info, nil
}

// Read returns the content of the regular file at path, which must not be
// larger than limit bytes (a *TooLargeError otherwise). It never reads
// more than limit+1 bytes, whatever the file claims or becomes.
func Read(path string, limit int64) ([]byte, error) {
	var b bytes.Buffer
	if err := readInto(&b, path, limit, b.Grow); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ReadString is Read for text, without a second copy of the content.
func ReadString(path string, limit int64) (string, error) {
	var b strings.Builder
	if err := readInto(&b, path, limit, b.Grow); err != nil {
		return "", err
	}
	return b.String(), nil
}

// readInto copies the file at path into w, after grow(its size) makes room.
func readInto(w io.Writer, path string, limit int64, grow func(int)) error {
	f, info, err := Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if info.Size() > limit {
		return &TooLargeError{Path: path, Size: info.Size(), Limit: limit}
	}
	// bytes.MinRead spare bytes let bytes.Buffer see the end of the file
	// without growing.
	grow(int(info.Size()) + bytes.MinRead)
	n, err := io.Copy(w, io.LimitReader(f, limit+1))
	if err != nil {
		return &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if n > limit {
		// It grew while being read.
		return &TooLargeError{Path: path, Size: n, Limit: limit}
	}
	return nil
}

// Size writes a byte count for a message: "12 bytes", "3 KiB", "1.5 MiB".
func Size(n int64) string {
	for _, u := range [...]struct {
		size int64
		name string
	}{{1 << 30, "GiB"}, {1 << 20, "MiB"}, {1 << 10, "KiB"}} {
		switch {
		case n >= u.size && n%u.size == 0:
			return fmt.Sprintf("%d %s", n/u.size, u.name)
		case n >= u.size:
			return fmt.Sprintf("%.1f %s", float64(n)/float64(u.size), u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// Kind names the type of a file that is not a regular one, for a
// message: "a directory", "a named pipe", "a socket", a device, a link.
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "type " + m.Type().String()
}
