package shell

// moduleOutfile records the file a Python standard module run with -m
// writes when given one as an operand: `python3 -m json.tool IN OUT`
// writes OUT (with one operand, or none, it prints); `-m zipfile -c
// ARCHIVE …` and `-m tarfile -c ARCHIVE …` write ARCHIVE.
func (w *walker) moduleOutfile(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	for len(args) > 0 && !args[0].Dynamic && args[0].Text != "-m" && len(args[0].Text) > 1 && args[0].Text[0] == '-' {
		args = args[1:] // the interpreter's own options (-u, -B)
	}
	if len(args) < 2 || args[0].Text != "-m" || args[1].Dynamic {
		return
	}
	module, rest := args[1].Text, args[2:]
	var pos []Word
	create := false
	for i := 0; i < len(rest); i++ {
		switch a := rest[i]; {
		case a.Text == "--indent":
			i++ // its width
		case a.Text == "-c" || a.Text == "--create":
			create = true
		case !a.Dynamic && len(a.Text) > 1 && a.Text[0] == '-':
		default:
			pos = append(pos, a)
		}
	}
	switch {
	case module == "json.tool" && len(pos) >= 2:
		w.write(sc, pos[1], Overwrite, display(inv.Args), false)
	case (module == "zipfile" || module == "tarfile") && create && len(pos) >= 1:
		w.write(sc, pos[0], Overwrite, display(inv.Args), false)
	}
}
