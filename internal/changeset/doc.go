// Package changeset is the domain of change sets: an agent's proposed tool
// calls, held back for the user to review item by item instead of running.
//
// It decides which calls are deferred (Config), turns one call into review
// items (Propose: MultiEdit's edits and configured batch tools explode into
// one item per element, each with a human summary and, for file edits, the
// hash of the file the proposal saw), places them in the run's set under the
// size cap (Place), says what follows from a verdict (Transition, Effects:
// decision history, the rejected-proposal index, calls approved for the
// agent to run), checks that a confirmed edit still fits the file (Rebase),
// expires sets nobody reviewed (Expire), and renders what people and models
// read (Notice, RenderHistory, RenderApprovals), and recognises the
// `plan-compliance changes` commands an agent might run to decide on its own
// proposals (Guard, VerbReads, IsReviewPrompt). Bash commands are read with
// internal/shell, for the guard and for command_prefix rules.
//
// It does no I/O: the store persists sets, dispatch feeds it hook events,
// and package apply writes confirmed edits to disk. (The guard asks a
// Programs, which dispatch backs with internal/ownprogram, whether a
// command word is plan-compliance under another name.)
package changeset
