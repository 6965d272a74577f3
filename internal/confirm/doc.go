// Package confirm decides, for each content change an agent is about to
// make (Edit, Write, MultiEdit, NotebookEdit and configured tools), whether
// the user explicitly asked for it, and renders the change for people.
//
// Explicit changes run at once and are reported after ("Done! I've updated
// …"); everything else is shown first and asked about ("I'd update … like
// this: … This look right?"). The rule is in Classify; the messages come
// from fixed templates (Confirmation, Done, Batch), never from a model; the
// before/after comes from Render: changed paragraphs for prose, a compact
// unified diff of the changed hunks for code. The differences are found by
// the lcs package of github.com/aymanbagabas/go-udiff (its root package
// compiles a regexp at init, which every hook process would pay), on the
// changed region only, so a small edit of a large file stays cheap.
//
// The package is pure: the caller reads files and transcripts and runs the
// optional external classifier (ClassifierInput, ParseClassifierAnswer).
package confirm
