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
// without the advice. The advice changes how memory is backed, never what
// it holds; a failed madvise (a kernel without THP) changes nothing.
func adviseHugePages(b *strings.Builder) {
	p, ok := builderBuffer(b)
	if !ok {
		return
	}
	start, end := hugeRange(p, b.Len(), b.Cap())
	if end <= start {
		return
	}
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, end-start, syscall.MADV_HUGEPAGE)
}

// builderBuffer is the address of b's buffer, read with reflect from
// strings.Builder's field buf (reflect, not unsafe: the address is only
// handed to madvise, never made into a pointer). Should a Go release
// rename the field, it is not found, and nothing is advised
// (TestBuilderBufferFound fails).
func builderBuffer(b *strings.Builder) (uintptr, bool) {
	buf := reflect.ValueOf(b).Elem().FieldByName("buf")
	if !buf.IsValid() || buf.Kind() != reflect.Slice || buf.Cap() != b.Cap() || buf.Cap() == 0 {
		return 0, false
	}
	return buf.Pointer(), true
}

// hugeRange is the whole huge pages of a buffer at p holding n of its
// capacity bytes, past the n: only they are advised, so neither what is
// written nor any other object's memory is touched.
func hugeRange(p uintptr, n, capacity int) (start, end uintptr) {
	start = (p + uintptr(n) + hugePage - 1) &^ (hugePage - 1)
	end = (p + uintptr(capacity)) &^ (hugePage - 1)
	return start, end
}
