package dispatch

import (
	"reflect"
	"strings"
	"syscall"
)

// hugePage is the size of a transparent huge page on Linux/amd64 and arm64
// (with 4 KiB base pages).
const hugePage = 2 << 20

// adviseHugePages asks Linux to back the part of b's buffer not written yet
// with huge pages (madvise MADV_HUGEPAGE), for a large input: one fault per
// 2 MiB instead of one per 4 KiB page. Where the system's transparent huge
// pages are set to "madvise" (a common default), Go's heap gets none
// without the advice. Only whole huge pages inside the buffer, past what is
// written, are advised: the advice changes how memory is backed, never what
// it holds, and no other object's memory is touched. The buffer's address
// is read with reflect from strings.Builder's field buf (reflect, not
// unsafe: no pointer is made or written through); should a Go release
// rename it, nothing is advised (TestAdviseHugePagesFindsBuffer fails).
// A failed madvise (a kernel without THP) changes nothing either.
func adviseHugePages(b *strings.Builder) {
	buf := reflect.ValueOf(b).Elem().FieldByName("buf")
	if !buf.IsValid() || buf.Kind() != reflect.Slice || buf.Cap() != b.Cap() {
		return
	}
	p := buf.Pointer()
	start := (p + uintptr(b.Len()) + hugePage - 1) &^ (hugePage - 1)
	end := (p + uintptr(b.Cap())) &^ (hugePage - 1)
	if p == 0 || end <= start {
		return
	}
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, end-start, syscall.MADV_HUGEPAGE)
}
