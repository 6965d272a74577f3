package confirm

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestZZDebug(t *testing.T) {
	name := os.Getenv("DBG_FILE")
	if name == "" {
		t.Skip()
	}
	lines := map[int]bool{}
	for _, l := range strings.Split(os.Getenv("DBG_LINES"), ",") {
		n, _ := strconv.Atoi(l)
		lines[n] = true
	}
	f, _ := os.Open(name)
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if !lines[line] {
			continue
		}
		var k judgedEdit
		json.Unmarshal(sc.Bytes(), &k)
		tg := k.target(t)
		msg := k.Conversation[len(k.Conversation)-1].Text
		r := read(msg, tg)
		ms := mentions(r.Text, r.norm, tg, false)
		fmt.Printf("== %d %s: %q\n", line, k.Style, msg)
		for _, m := range ms {
			fmt.Printf("  mention %q file=%v\n", m.what, m.file)
		}
		if p, ok := r.scopeMention(ms); ok {
			s := r.specifics(p.Span, r.keptOrAsked)
			kind, _ := r.changeKind(p.Span)
			fmt.Printf("  specifics %+v kind=%d\n", s, kind)
			for _, u := range changeUnits(tg.edit) {
				fmt.Printf("  unit names=%v removed=%q added=%q\n", u.names, u.removed, u.added)
			}
			fmt.Printf("  miss %+v\n", r.unasked(p, r.keptOrAsked))
			si := r.sentenceOf(p.Start)
			if si >= 0 {
				fmt.Printf("  topic %v offTopic=%q\n", r.topicWords(r.sents[si].Span, p.Span, r.keptOrAsked), fmt.Sprint(r.offTopic(p.Span, changeUnits(tg.edit), r.keptOrAsked)))
			}
		}
	}
}
