package confirm

import (
	"strings"
	"testing"
)

// BenchmarkClassifyBlocksOf1MB: an explicit change of one setting in a
// 1 MB file that sets it in many blocks: every rule that finds nothing
// runs, the file is scanned for the setting's other blocks once per part.
func BenchmarkClassifyBlocksOf1MB(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("server {\n    client_max_body_size 10m;\n")
	for i := 0; sb.Len() < 1<<20; i++ {
		sb.WriteString("    location /api/v")
		sb.WriteString(strings.Repeat("x", i%7+1))
		sb.WriteString(" {\n        proxy_read_timeout 30s;\n        proxy_pass http://api;\n    }\n")
	}
	sb.WriteString("}\n")
	before := sb.String()
	after := strings.Replace(before, "client_max_body_size 10m;", "client_max_body_size 20m;", 1)
	req := Request{Conversation: []Turn{u("set client_max_body_size in big.conf to 20m")}, Target: TargetOf(Change{Name: "big.conf", Path: "/p/big.conf", Before: before, After: after})}
	if Classify(req).Level != Explicit {
		b.Fatal("the change asked for must be explicit")
	}
	for b.Loop() {
		Classify(req)
	}
}
