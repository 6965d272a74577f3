package consent

// planScripts records which lead bytes of multi-byte letters a plan holds:
// bit b-0xC0 is set when the plan holds a byte b ≥ 0xC0 (the first byte of
// a letter outside ASCII). It tells, without scanning the plan again, that
// a word written in a script the plan never uses ("trời", "合作方", "テスト")
// cannot be one of the plan's words.
type planScripts struct {
	lead  uint64
	known bool
}

// scan records the lead bytes of head and tail, skipping eight ASCII bytes
// at a time.
func (s *planScripts) scan(head, tail string) {
	s.known = true
	for _, text := range [2]string{head, tail} {
		i := 0
		for ; i+8 <= len(text); i += 8 {
			if chunkASCII(text[i : i+8]) {
				continue
			}
			s.addLeads(text[i : i+8])
		}
		s.addLeads(text[i:])
	}
}

// chunkASCII reports whether the eight bytes of c are all ASCII.
func chunkASCII(c string) bool {
	return (c[0]|c[1]|c[2]|c[3]|c[4]|c[5]|c[6]|c[7])&0x80 == 0
}

// addLeads sets the bit of every lead byte in t.
func (s *planScripts) addLeads(t string) {
	for i := 0; i < len(t); i++ {
		if t[i] >= 0xC0 {
			s.lead |= 1 << (t[i] - 0xC0)
		}
	}
}

// foreignToPlan reports whether w holds a letter outside ASCII whose lead
// byte the plan never holds: w cannot be a word of the plan, so looking it
// up spends nothing of the lookup budget. ASCII words, and words in a
// script the plan also uses, are looked up as before. The plan is scanned
// once per reply, and only when a reply's word outside ASCII is looked up:
// English replies never pay for it.
func (l *remarkLookup) foreignToPlan(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 0xC0 {
			continue
		}
		if !l.scripts.known {
			l.scripts.scan(l.head, l.tail)
		}
		if l.scripts.lead&(1<<(w[i]-0xC0)) == 0 {
			return true
		}
	}
	return false
}
