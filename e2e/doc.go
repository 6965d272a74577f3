// Package e2e proves plan-compliance against the real Claude Code CLI.
//
// The tests (build tag e2e, run by `make e2e`) start the pinned `claude`
// binary with this repository loaded as a plugin (--plugin-dir), the freshly
// built plan-compliance binary first on PATH, and ANTHROPIC_BASE_URL pointing
// at a scripted fake of the Messages API (package fakeapi) on loopback. The
// fake plays the model; the tests assert on what Claude Code sends back to
// it, which is where hook feedback lands. See README.md for how to add a
// scenario.
package e2e
