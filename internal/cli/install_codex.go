package cli

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/hookfile"
)

// codexEvents are the Codex hook events plan-compliance answers
// (docs/clients/codex.md).
var codexEvents = []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "SubagentStart", "SubagentStop", "Stop"}

// codexClientFlag ends every command plan-compliance registers in Codex:
// the adapter the hook program uses, and how its handlers are told from
// the user's own.
const codexClientFlag = "--client codex"

// codexHooksFile is Codex's hooks.json for the user ($CODEX_HOME, else
// ~/.codex) or the project (<project>/.codex).
func codexHooksFile(s Streams, o installOptions) (string, error) {
	if o.project {
		return filepath.Join(projectDir(s), ".codex", "hooks.json"), nil
	}
	if home := s.Getenv("CODEX_HOME"); home != "" {
		return filepath.Join(home, "hooks.json"), nil
	}
	home := s.Getenv("HOME")
	if home == "" {
		return "", fmt.Errorf("neither CODEX_HOME nor HOME is set: cannot find Codex's user configuration (use --project, or set CODEX_HOME)")
	}
	return filepath.Join(home, ".codex", "hooks.json"), nil
}

// ourCodexHook tells plan-compliance's handlers from the user's.
func ourCodexHook(command string) bool {
	return strings.Contains(command, "plan-compliance") && strings.HasSuffix(strings.TrimSpace(command), codexClientFlag)
}

func installCodex(s Streams, o installOptions, remove bool) error {
	path, err := codexHooksFile(s, o)
	if err != nil {
		return exit(ExitBlock, err)
	}
	doc, err := hookfile.Load(path)
	if err != nil {
		return exit(ExitBlock, err)
	}
	if remove {
		if _, err := hookfile.Remove(doc, ourCodexHook); err != nil {
			return exit(ExitBlock, fmt.Errorf("%s: %w", path, err))
		}
		if err := hookfile.Save(path, doc); err != nil {
			return exit(ExitBlock, err)
		}
		fmt.Fprintf(s.Out, "Removed plan-compliance's hooks from %s (other hooks kept).\n", path)
		return nil
	}
	prog, err := hookProgram(o)
	if err != nil {
		return exit(ExitBlock, err)
	}
	// Codex runs a hook's command with the user's login shell ($SHELL -lc,
	// else /bin/sh -lc; cmd.exe /C on Windows): openai/codex,
	// codex-rs/hooks/src/engine/command_runner.rs.
	command := hookCommand(runtime.GOOS, s.Getenv("SHELL"), prog, codexClientFlag)
	if err := hookfile.Install(doc, codexEvents, command, ourCodexHook); err != nil {
		return exit(ExitBlock, fmt.Errorf("%s: %w", path, err))
	}
	if err := hookfile.Save(path, doc); err != nil {
		return exit(ExitBlock, err)
	}
	if !strings.HasPrefix(command, oneProcessor) && runtime.GOOS != "windows" {
		fmt.Fprintf(s.Out, "Your shell (%s) does not read sh syntax, so Codex starts the hook without GOMAXPROCS=1 (it works; each event costs a little more, docs/performance.md).\n", s.Getenv("SHELL"))
	}
	fmt.Fprintf(s.Out, `Registered %s for %s in %s (other hooks kept).

Two steps are left, and Codex says nothing if you skip them:

1. Trust the hooks (once, yourself). Codex runs a hook from hooks.json only
   after you trust it, and plan-compliance does not do that for you: it is
   Codex's own review of commands that run outside its sandbox. Run codex
   (not codex exec) once in a terminal, in the project for --project; it
   shows "Hooks need review" (plan-compliance's are 7 of the "hooks
   new or changed"); choose
   "2. Trust all and continue" (or "1. Review hooks" to see each). Codex
   then records each hook's hash under [hooks.state] in
   $CODEX_HOME/config.toml. Until then codex exec skips the hooks without a
   word; a changed registration (another --program path) is skipped again
   until trusted again; running this command again changes nothing. For an
   unattended run only, codex exec --dangerously-bypass-hook-trust runs
   every hook without review.

2. Give the model the protocol. Codex reads AGENTS.md (in the project, and
   $CODEX_HOME/AGENTS.md for every project), not Claude Code's skills: copy the
   text of the plugin's skills/following-plans/SKILL.md (what a subagent must
   report: the STATUS block) and skills/executing-plans/SKILL.md (what the
   dispatcher does with it) below their front matter into AGENTS.md.

docs/clients/codex.md says what works in Codex and what does not.
`, prog, strings.Join(codexEvents, ", "), path)
	return nil
}
