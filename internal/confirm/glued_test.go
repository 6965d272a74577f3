package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestQuantityGlued: a quantity asked for is brought when the change
// writes it glued to a flag or key, not when another number ends the same
// way or the unit runs on into a word.
func TestQuantityGlued(t *testing.T) {
	for _, c := range []struct {
		added, q string
		want     bool
	}{
		{"org.gradle.jvmargs=-xmx4g\n", "4g", true},
		{"java_opts=\"-xss512k -xmx2g\"\n", "512k", true},
		{"timeout=30s\n", "30s", true},
		{"node --max-semi-space-size=64m app.js\n", "64m", true},
		{"org.gradle.jvmargs=-xmx14g\n", "4g", false},
		{"org.gradle.jvmargs=-xmx1.4g\n", "4g", false},
		{"retries=4go\n", "4g", false},
		{"heap=4\n", "4", false},
		{"", "4g", false},
	} {
		assert.Equal(t, c.want, quantityGlued(c.added, c.q), "%q in %q", c.q, c.added)
	}
}

// TestGluedQuantityAsked: "the heap to 4g" asks for -Xmx4g, with or
// without a status remark before it, in other files and units; another
// value glued to the same flag still asks.
func TestGluedQuantityAsked(t *testing.T) {
	const gradle = "org.gradle.jvmargs=-Xmx2g\n"
	const env = "JAVA_OPTS=\"-Xss256k -Xmx1g\"\n"
	for _, c := range []followupCase{
		{"status remark, then the request", []string{"build failed again with OOM. bump the heap in gradle.properties to 4g"},
			"gradle.properties", gradle, "-Xmx2g", "-Xmx4g", Explicit},
		{"stack size in kilobytes", []string{"deploy/app.env: the thread stack should be 512k"},
			"deploy/app.env", env, "-Xss256k", "-Xss512k", Explicit},
		{"another value than asked", []string{"build failed again with OOM. bump the heap in gradle.properties to 4g"},
			"gradle.properties", gradle, "-Xmx2g", "-Xmx8g", NeedsConfirmation},
		{"a number that only ends like it", []string{"bump the heap in gradle.properties to 4g"},
			"gradle.properties", gradle, "-Xmx2g", "-Xmx14g", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestAddUnitNames: the code name of a unit the request writes a quantity
// in is one of its forms; a unit word without a number, or a number
// without a unit, adds none.
func TestAddUnitNames(t *testing.T) {
	for _, c := range []struct {
		request, name string
		want          bool
	}{
		{"whatever, change it to 500ms", "millisecond", true},
		{"make the ttl 2 minutes", "minutes", true},
		{"poll every 30 s", "second", true},
		{"set the backoff to 500ms", "hour", false},
		{"set the backoff to 500", "millisecond", false},
		{"the ms column is wrong", "millisecond", false},
	} {
		assert.Equal(t, c.want, pieceForms(c.request)[c.name], "%q in %q", c.name, c.request)
	}
}

// TestSwapInAskedUnit: a swap written with the unit the request names
// (2s → 500ms as `500 * time.Millisecond`) brings nothing unasked; a word
// beside it still does.
func TestSwapInAskedUnit(t *testing.T) {
	const retry = "package net\n\nconst backoff = 2 * time.Second\n"
	const sched = "const every = 10 * time.Minute\n"
	for _, c := range []followupCase{
		{"question then request", []string{"why does net/retry.go use a fixed 2s backoff? whatever, change it to 500ms"},
			"net/retry.go", retry, "const backoff = 2 * time.Second", "const backoff = 500 * time.Millisecond", Explicit},
		{"another unit than asked", []string{"net/retry.go: change the backoff from 2s to 500ms"},
			"net/retry.go", retry, "const backoff = 2 * time.Second", "const backoff = 500 * time.Microsecond", NeedsConfirmation},
		{"a word beside the unit", []string{"in jobs/sched.go make it run every 2h instead of 10m"},
			"jobs/sched.go", sched, "const every = 10 * time.Minute", "const every = 2 * time.Hour * jitterFactor", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
