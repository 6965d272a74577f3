//go:build unix

package dispatch

import (
	"fmt"
	"os"
	"runtime/debug"
	"syscall"
	"unsafe"
)

// withContent calls use with the content of the file at path, mapped into
// memory rather than read: previewing an edit of a large file then costs
// the pages the scan touches, not a copy of the file. use must not keep
// the string (copy what it keeps): the mapping is gone when it returns.
// A file truncated by someone else while it is mapped makes the access
// fault; that becomes an error instead of a crash.
func withContent(path string, use func(content string) error) (err error) {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	switch size := st.Size(); {
	case !st.Mode().IsRegular():
		return fmt.Errorf("%s is not a regular file", path)
	case size > maxPreviewFile:
		return fmt.Errorf("%s is larger than %d MB", path, maxPreviewFile>>20)
	case size == 0:
		return use("")
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		content, err := readPreview(path)
		if err != nil {
			return err
		}
		return use(content)
	}
	defer syscall.Munmap(data)
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, fault := r.(interface{ Addr() uintptr }); !fault {
				panic(r)
			}
			err = fmt.Errorf("%s changed while it was being read", path)
		}
	}()
	return use(unsafe.String(&data[0], len(data)))
}
