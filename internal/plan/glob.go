package plan

import (
	"path"
	"strings"
)

// Match reports whether a slash-separated path matches a glob: path.Match
// per segment, plus "**" for any number of segments ("docs/**/*.md") and a
// trailing "/" for everything under a directory ("vendor/").
func Match(pattern, name string) bool {
	pattern = strings.TrimPrefix(pattern, "./")
	if strings.HasSuffix(pattern, "/") {
		pattern += "**"
	}
	return matchSegments(strings.Split(pattern, "/"), strings.Split(name, "/"))
}

func matchSegments(pat, name []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			rest := pat[1:]
			for i := 0; i <= len(name); i++ {
				if matchSegments(rest, name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, err := path.Match(pat[0], name[0]); err != nil || !ok {
			return false
		}
		pat, name = pat[1:], name[1:]
	}
	return len(name) == 0
}

// IsGlob reports whether a path from a plan is a pattern rather than a file.
func IsGlob(p string) bool { return strings.ContainsAny(p, "*?[") || strings.HasSuffix(p, "/") }
