package shell

import (
	"path"
	"strings"
)

// asksUsage reports whether args ask a program only for its usage or
// version: --help or --version before any "--", or a lone -h. By the
// convention of option parsers (getopt_long, argparse, click, cobra,
// commander, flag) the program prints and exits before doing its work,
// so what its name says it writes is not written.
func asksUsage(args []Word) bool {
	for _, a := range args {
		if a.Dynamic {
			continue
		}
		switch a.Text {
		case "--":
			return false
		case "--help", "--version":
			return true
		}
	}
	return len(args) == 1 && !args[0].Dynamic && args[0].Text == "-h"
}

// outputFileOptions records the files named by options that say a
// program puts a report, a log or a profile there (pytest
// --junitxml=F, --html=F, --cov-report=xml:F, go test -coverprofile F,
// --log-file=F), or its result (xmllint --format F --output F,
// --outfile=F): the program overwrites them while it does its work.
// The value must be a file path (with an extension, or only known at
// run time); "-" is standard output.
func (w *walker) outputFileOptions(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a.Text, "-") || len(a.Text) < 3 {
			continue
		}
		if a.Text == "--" {
			return
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a.Text, "-"), "=")
		if !outputOptionName(name) || a.Dynamic && (!hasValue || strings.ContainsAny(name, "$`")) {
			continue
		}
		v := Word{Text: value}
		if !hasValue {
			if i+1 >= len(args) {
				return
			}
			v = args[i+1]
		} else {
			v.Dynamic = a.Dynamic
		}
		if format, file, ok := strings.Cut(v.Text, ":"); ok && !v.Dynamic && !strings.Contains(format, "/") {
			v.Text = file // --cov-report=xml:cov/coverage.xml
		}
		if v.Dynamic || v.Text != "-" && !strings.HasPrefix(v.Text, "-") && strings.Contains(path.Base(v.Text), ".") {
			w.programWrite(sc, v, Overwrite, display(inv.Args), "", "", false)
		}
	}
}

// dropShadowed drops the writes at [from, to) (an output option's file)
// that another write of the same command also records (curl --output F,
// ansible-vault --output F, each read by the program's own rule).
func (w *walker) dropShadowed(from, to int) {
	ws := w.out.Writes
	kept := ws[:from]
	for i := from; i < to; i++ {
		if !shadowed(ws, ws[i], from, to) {
			kept = append(kept, ws[i])
		}
	}
	w.out.Writes = append(kept, ws[to:]...)
}

// shadowed reports whether a write outside [from, to) of ws records the
// same file by the same command as wr.
func shadowed(ws []Write, wr Write, from, to int) bool {
	for i, o := range ws {
		if (i < from || i >= to) && o.Path == wr.Path && o.By == wr.By && o.Dynamic == wr.Dynamic {
			return true
		}
	}
	return false
}

// outputOptionName reports whether an option's name (without dashes or
// value) says the program writes a report, log or profile to the file
// given: one of its words (split at - and _) is such a noun and none says
// what is read, or it ends in "profile" (coverprofile, cpuprofile).
func outputOptionName(name string) bool {
	if strings.HasSuffix(name, "profile") && len(name) > len("profile") {
		return true
	}
	output := false
	for name != "" {
		i := strings.IndexAny(name, "-_")
		if i < 0 {
			i = len(name)
		}
		switch name[:i] {
		case "junitxml", "junit", "xunit", "html", "report", "log", "logfile", "resultlog", "trace", "output", "outfile":
			output = true
		case "config", "conf", "cfg", "level", "format", "template", "input", "in", "from", "dir", "schema":
			return false // what is read, or not a file: --log-config, --log-level
		}
		name = strings.TrimLeft(name[i:], "-_")
	}
	return output
}

// interpreterName reports whether name is an interpreter programWrites
// reads the program of: its options before the program are its own, and
// inline code runs whatever follows.
func interpreterName(name string) bool {
	switch name {
	case "python", "python3", "node", "ruby", "deno", "php", "Rscript":
		return true
	}
	return false
}
