package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A dotted key the file holds whole ("server.port", "maven.compiler.source")
// names that key, not every key ending in the same segment: a change of a
// neighbouring "management.port" or "maven.compiler.target" is beyond it.
func TestDottedKeyNamesTheWholeKey(t *testing.T) {
	props := "server.port=8080\nmanagement.port=8081\nspring.application.name=shop\n"
	pom := "<project>\n  <properties>\n    <maven.compiler.source>11</maven.compiler.source>\n    <maven.compiler.target>11</maven.compiler.target>\n  </properties>\n</project>\n"
	for _, c := range []struct {
		text     string
		name     string
		src      string
		old, new string
		want     Level
	}{
		{"set server.port to 9090 in application.properties", "src/main/resources/application.properties", props,
			"server.port=8080\nmanagement.port=8081", "server.port=9090\nmanagement.port=9091", NeedsConfirmation},
		{"set server.port to 9090 in application.properties", "src/main/resources/application.properties", props,
			"server.port=8080", "server.port=9090", Explicit},
		{"bump maven.compiler.source to 17 in pom.xml", "pom.xml", pom,
			"<maven.compiler.source>11</maven.compiler.source>\n    <maven.compiler.target>11</maven.compiler.target>",
			"<maven.compiler.source>17</maven.compiler.source>\n    <maven.compiler.target>17</maven.compiler.target>", NeedsConfirmation},
		{"bump maven.compiler.source to 17 in pom.xml", "pom.xml", pom,
			"<maven.compiler.source>11</maven.compiler.source>", "<maven.compiler.source>17</maven.compiler.source>", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: fileTarget(c.name, c.src, replace(c.src, c.old, c.new))})
		assert.Equal(t, c.want, got.Level, "%s (%s): %s", c.text, c.old, got.Reasoning)
	}
}

func TestElementKey(t *testing.T) {
	for line, want := range map[string]string{
		"<maven.compiler.source>17</maven.compiler.source>": "maven.compiler.source",
		"<Version>1.2.0</Version>":                          "version",
		"<dependency>":                                      "",
		"<a href=\"x\">y</a>":                               "",
		"<b>bold</i>":                                       "",
	} {
		assert.Equal(t, want, elementKey(line), line)
	}
	assert.Equal(t, "server.port", settingKey("server.port=8080"))
	assert.True(t, dottedKey("server.port=8080\nmanagement.port=8081\n", "server.port"))
	assert.False(t, dottedKey("management.server.port=8081\n", "server.port"), "inside a longer dotted key")
}
