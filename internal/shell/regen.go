package shell

import "strings"

// Build tools' wrapper tasks and property list editors: commands whose
// files are known but not named on the line.

// The files a build tool's wrapper task writes, relative to the project:
// the properties file a user names when asking for a version, and the
// launcher scripts and jar it regenerates beside it. None comes with
// another: the scripts are code run on every build, asked for apart.
var (
	gradleWrapperFiles = []string{"gradle/wrapper/gradle-wrapper.properties", "gradle/wrapper/gradle-wrapper.jar", "gradlew", "gradlew.bat"}
	mavenWrapperFiles  = []string{".mvn/wrapper/maven-wrapper.properties", "mvnw", "mvnw.cmd"}
)

// wrapperTask records the writes of `gradle wrapper` (./gradlew :wrapper)
// and `mvn wrapper:wrapper` (or the plugin's full name): the wrapper's
// properties, scripts and jar, in the project directory (gradle -p DIR),
// unless the run is a dry one.
func (w *walker) wrapperTask(inv Invocation, sc *scope) {
	gradle := inv.Name == "gradle" || inv.Name == "gradlew"
	files := mavenWrapperFiles
	if gradle {
		files = gradleWrapperFiles
	}
	at, found := *sc, false
	args := inv.Args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		switch {
		case gradle && (a.Text == "-m" || a.Text == "--dry-run"):
			return
		case gradle && (a.Text == "-p" || a.Text == "--project-dir") && i+1 < len(args):
			i++
			w.cd("cd", args[i:i+1], &at)
		case gradle && strings.HasPrefix(a.Text, "--project-dir="):
			w.cd("cd", []Word{{Text: a.Text[len("--project-dir="):]}}, &at)
		case gradle && (a.Text == "help" || a.Text == "tasks"):
			return // ./gradlew help --task wrapper describes it
		case gradle && (a.Text == "wrapper" || a.Text == ":wrapper"):
			found = true
		case !gradle && strings.HasSuffix(a.Text, ":wrapper") && strings.Contains(a.Text[:len(a.Text)-len(":wrapper")], "wrapper"):
			found = true // wrapper:wrapper, org.apache.maven.plugins:maven-wrapper-plugin:3.3.2:wrapper
		}
	}
	if !found {
		return
	}
	by, program := display(inv.Args), programOf(inv.Args)
	for _, f := range files {
		w.programWrite(&at, Word{Text: f}, EditPlace, by, program, "", false)
	}
}

// plist records the writes of macOS property list editors: plutil
// -insert, -replace, -remove (the file given last) and -convert (each
// file given, or the -o file instead); PlistBuddy with a -c command that
// changes (Set, Add, Delete, Merge, Import, Clear, Copy) edits its file.
// Printing, extracting and linting read.
func (w *walker) plist(name string, args []Word, sc *scope) {
	by := display(append([]Word{{Text: name}}, args...))
	var files []Word
	if name == "PlistBuddy" {
		edits := false
		for i := 0; i+1 < len(args); i++ {
			if args[i].Text == "-c" {
				i++
				verb, _, _ := strings.Cut(strings.TrimSpace(args[i].Text), " ")
				edits = edits || args[i].Dynamic || plistBuddyEdits(verb)
			}
		}
		if !edits || len(args) == 0 || strings.HasPrefix(args[len(args)-1].Text, "-") {
			return
		}
		files = args[len(args)-1:]
	} else {
		files = plutilFiles(args)
	}
	if len(files) > 0 {
		if out, ok := outputOption(args, "o"); ok {
			if out.Text != "-" {
				w.programWrite(sc, out, Overwrite, by, "", "", false)
			}
			return
		}
	}
	for _, f := range files {
		w.programWrite(sc, operand(f), EditPlace, by, "", "", false)
	}
}

// plutilFiles are the files plutil changes in place with args: the last
// word after -insert, -replace, -remove or -append, every operand after
// -convert FORMAT; none for the options that print or check.
func plutilFiles(args []Word) []Word {
	for i, a := range args {
		switch a.Text {
		case "-insert", "-replace", "-remove", "-append":
			if last := args[len(args)-1]; len(args) > i+2 && !strings.HasPrefix(last.Text, "-") {
				return args[len(args)-1:]
			}
			return nil
		case "-convert":
			var files []Word
			for j := i + 2; j < len(args); j++ {
				switch t := args[j].Text; {
				case t == "-o" || t == "-e":
					j++
				case strings.HasPrefix(t, "-") && t != "-":
				default:
					files = append(files, args[j])
				}
			}
			return files
		}
	}
	return nil
}

// plistBuddyEdits reports whether a PlistBuddy command changes the file.
func plistBuddyEdits(verb string) bool {
	switch strings.ToLower(verb) {
	case "set", "add", "delete", "merge", "import", "clear", "copy", "save", "revert":
		return true
	}
	return false
}
