package shell

import "strings"

// unwrap takes a wrapper off: for a command that runs another command
// (env, sudo, nohup, …) it returns that command's argv (empty when the
// wrapper runs none, as in `command -v git`), ok true, and whether the
// wrapper sets PATH for it. ok is false for any other command.
func unwrap(name string, args []Word) (inner []Word, ok, setsPath bool) {
	switch name {
	case "nohup", "builtin", "setsid":
		return skipOptions(args, ""), true, false
	case "time":
		return skipOptions(args, "fo"), true, false
	case "exec":
		return skipOptions(args, "a"), true, false
	case "command":
		for _, a := range args {
			if a.Dynamic || !strings.HasPrefix(a.Text, "-") || a.Text == "--" {
				break
			}
			if strings.ContainsAny(a.Text, "vV") {
				return nil, true, false // command -v NAME only looks it up
			}
		}
		return skipOptions(args, ""), true, false
	case "nice":
		return skipOptions(args, "n"), true, false
	case "ionice":
		return skipOptions(args, "cnpP"), true, false
	case "stdbuf":
		return skipOptions(args, "ioe"), true, false
	case "timeout":
		rest := skipOptions(args, "sk")
		if len(rest) > 0 {
			rest = rest[1:] // the duration
		}
		return rest, true, false
	case "sudo", "doas":
		rest := skipOptions(args, "CDghpRrtTUu")
		for len(rest) > 0 && !rest[0].Dynamic && isAssignment(rest[0].Text) {
			setsPath = setsPath || strings.HasPrefix(rest[0].Text, "PATH=")
			rest = rest[1:]
		}
		// sudo resets PATH to its secure_path: the command word may not be
		// the one the caller's PATH finds.
		return rest, true, true
	case "env":
		return envCommand(args)
	case "busybox", "toybox":
		// busybox APPLET ARGS… runs the applet (sh, env, nohup, …).
		if len(args) > 0 && !args[0].Dynamic && strings.HasPrefix(args[0].Text, "-") {
			return nil, true, false
		}
		return args, true, false
	}
	return nil, false, false
}

// envCommand is the command of env [-i] [-u NAME] [-C DIR] [NAME=value]…
// [--] command.
func envCommand(args []Word) (inner []Word, ok, setsPath bool) {
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return args[i:], true, setsPath
		case a.Text == "--":
			i++
			goto assignments
		case a.Text == "-u" || a.Text == "-C" || a.Text == "-S" || a.Text == "--unset" || a.Text == "--chdir" || a.Text == "--split-string":
			if a.Text == "-S" || a.Text == "--split-string" {
				setsPath = true // the command is in a string env splits: read it as unknown
			}
			i++
		case strings.HasPrefix(a.Text, "-") && a.Text != "-":
		default:
			goto assignments
		}
	}
assignments:
	for ; i < len(args) && !args[i].Dynamic && isAssignment(args[i].Text); i++ {
		setsPath = setsPath || strings.HasPrefix(args[i].Text, "PATH=")
	}
	if i < len(args) && args[i].Dynamic && strings.Contains(args[i].Text, "=") {
		setsPath = true
	}
	return args[min(i, len(args)):], true, setsPath
}

// skipOptions drops leading options; the short options in valued take a
// value (attached or in the next word). "--" ends them.
func skipOptions(args []Word, valued string) []Word {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return args[i:]
		case a.Text == "--":
			return args[i+1:]
		case strings.HasPrefix(a.Text, "--"):
			if name, _, hasValue := strings.Cut(a.Text[2:], "="); !hasValue && longTakesValue(name) {
				i++
			}
		case len(a.Text) > 1 && a.Text[0] == '-':
			// -n5 carries its value; -n takes the next word.
			if isDigits(a.Text[1:]) {
				continue // nice -10
			}
			for j := 1; j < len(a.Text); j++ {
				if strings.IndexByte(valued, a.Text[j]) >= 0 {
					if j == len(a.Text)-1 {
						i++
					}
					break
				}
			}
		default:
			return args[i:]
		}
	}
	return nil
}

// longTakesValue lists the long options of the wrappers above that take
// the next word as their value.
func longTakesValue(name string) bool {
	switch name {
	case "adjustment", "signal", "kill-after", "input", "output", "error", "user", "group",
		"host", "prompt", "chdir", "close-from", "role", "type", "other-user", "class", "classdata", "pid", "pgid", "uid":
		return true
	}
	return false
}

// xargsCommand is the command xargs runs (echo when none is given). With
// -I R (or -i, --replace) every word holding R is only known at run time.
func xargsCommand(args []Word) []Word {
	replace := ""
	i := 0
loop:
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			break loop
		case a.Text == "--":
			i++
			break loop
		case strings.HasPrefix(a.Text, "--"):
			name, value, hasValue := strings.Cut(a.Text[2:], "=")
			switch name {
			case "replace":
				replace = "{}"
				if hasValue {
					replace = value
				}
			case "arg-file", "delimiter", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var":
				if !hasValue {
					i++
				}
			}
		case len(a.Text) > 1 && a.Text[0] == '-':
			for j := 1; j < len(a.Text); j++ {
				c := a.Text[j]
				if c == 'i' || c == 'I' {
					replace = a.Text[j+1:]
					if replace == "" && c == 'I' && i+1 < len(args) {
						i++
						replace = args[i].Text
					}
					if replace == "" {
						replace = "{}"
					}
					break
				}
				if strings.IndexByte("adELnPs", c) >= 0 {
					if j == len(a.Text)-1 {
						i++
					}
					break
				}
				if c == 'e' || c == 'l' {
					break // optional value, attached only
				}
			}
		default:
			break loop
		}
	}
	cmd := args[min(i, len(args)):]
	if len(cmd) == 0 {
		return []Word{{Text: "echo"}}
	}
	if replace == "" {
		return cmd
	}
	out := make([]Word, len(cmd))
	for k, a := range cmd {
		if strings.Contains(a.Text, replace) {
			a.Dynamic = true
		}
		out[k] = a
	}
	return out
}

// isAssignment reports whether word is NAME=value.
func isAssignment(word string) bool {
	name, _, ok := strings.Cut(word, "=")
	if !ok || name == "" {
		return false
	}
	for i, r := range name {
		if !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
