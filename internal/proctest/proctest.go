// Package proctest tells tests whether a process still runs, on every OS:
// the tests that check a gate's children die with it share it. It is
// imported by tests only.
package proctest
