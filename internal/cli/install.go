package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// installer registers (or, with remove, unregisters) the hook program for
// one client and says what the user still has to do.
type installer func(s Streams, o installOptions, remove bool) error

// installers lists, by client name, how each client's hooks are installed.
func installers() map[string]installer {
	return map[string]installer{
		"codex": installCodex,
		"qwen":  qwenInstaller,
	}
}

type installOptions struct {
	client  string
	project bool
	user    bool
	program string
}

func newInstallCmd(s Streams) *cobra.Command   { return installCmd(s, false) }
func newUninstallCmd(s Streams) *cobra.Command { return installCmd(s, true) }

func installCmd(s Streams, remove bool) *cobra.Command {
	var o installOptions
	var names []string
	for n := range installers() {
		names = append(names, n)
	}
	slices.Sort(names)
	use, short, long := "install", "Register the hook program in another agent CLI's configuration",
		`Writes the hook registration of plan-compliance into the configuration of the
agent CLI --client names, next to the hooks already there (they are kept), so
that every event that CLI reports runs plan-compliance-hook --client <name>.
Running it again changes nothing (a moved program is registered at its new
path). --user (the default) writes the user's configuration, --project the
project's. 'plan-compliance uninstall' takes the registration out again.

Claude Code needs none of this: it is a plugin there.

Clients: `+strings.Join(names, ", ")+` (docs/clients/ says what works in each).

Exit 0 when written; 1 when the client is unknown or the file cannot be read
or written (nothing is changed then).`
	if remove {
		use, short, long = "uninstall", "Take the hook registration out of another agent CLI's configuration",
			`Removes the handlers 'plan-compliance install' wrote for --client from the
--user (default) or --project configuration, keeping every other hook.

Exit 0 when done (also when there was nothing to remove); 1 when the client is
unknown or the file cannot be read or written.`
	}
	cmd := &cobra.Command{
		Use: use, Short: short, Long: long,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			inst, ok := installers()[strings.ToLower(o.client)]
			if !ok {
				return exit(ExitBlock, fmt.Errorf("--client %q: the clients that can be installed are %s", o.client, strings.Join(names, ", ")))
			}
			if o.project && o.user {
				return exit(ExitBlock, fmt.Errorf("--project and --user: choose one"))
			}
			return inst(s, o, remove)
		},
	}
	cmd.Flags().StringVar(&o.client, "client", "", "the agent CLI: "+strings.Join(names, ", "))
	cmd.Flags().BoolVar(&o.project, "project", false, "the project's configuration ($CLAUDE_PROJECT_DIR, else the working directory)")
	cmd.Flags().BoolVar(&o.user, "user", false, "the user's configuration (the default)")
	if !remove {
		cmd.Flags().StringVar(&o.program, "program", "", "the hook program to register (default: plan-compliance-hook beside this program)")
	}
	_ = cmd.MarkFlagRequired("client")
	return cmd
}

// hookProgram is the absolute path of the hook program to register:
// --program, else plan-compliance-hook beside this program.
func hookProgram(o installOptions) (string, error) {
	p := o.program
	if p == "" {
		self, err := os.Executable()
		if err != nil {
			return "", fmt.Errorf("cannot find this program (%v): name the hook program with --program", err)
		}
		name := "plan-compliance-hook"
		if runtime.GOOS == "windows" {
			name += ".exe"
		}
		p = filepath.Join(filepath.Dir(self), name)
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	st, err := os.Stat(abs)
	if err != nil || !st.Mode().IsRegular() {
		return "", fmt.Errorf("hook program %s is not there: install plan-compliance-hook beside plan-compliance, or name it with --program", abs)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm()&0o111 == 0 {
		return "", fmt.Errorf("hook program %s is not an executable file: name plan-compliance-hook with --program", abs)
	}
	return abs, nil
}

// shellWord quotes p for the shell that runs a hook's command, when it
// needs quoting.
func shellWord(p string) string {
	if p != "" && strings.Trim(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:@") == "" {
		return p
	}
	return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
}

// oneProcessor is what a hook command starts with, in sh syntax, so that
// the hook program runs with GOMAXPROCS=1 and the user's own GOMAXPROCS
// (or its absence) saved in maxprocs.Saved for the gates it runs, as
// hooks/hooks.json starts it under Claude Code (internal/maxprocs).
const oneProcessor = `PLAN_COMPLIANCE_GOMAXPROCS="${GOMAXPROCS+=$GOMAXPROCS}" GOMAXPROCS=1 exec `

// hookCommand is the command line a client runs for the hook program
// prog with args, given the operating system and the shell the client
// runs it with ("" for /bin/sh): started with one processor where that
// shell reads sh syntax, else the bare command (Windows' cmd.exe; a fish
// or csh login shell, which Codex uses).
func hookCommand(goos, shell, prog, args string) string {
	command := shellWord(prog) + " " + args
	if goos == "windows" || !readsSh(shell) {
		return command
	}
	return oneProcessor + command
}

// readsSh reports whether the shell at path ("" for /bin/sh) reads the
// sh syntax of oneProcessor: sh, bash, dash, zsh and the Korn shells.
func readsSh(path string) bool {
	switch strings.TrimSuffix(filepath.Base(path), ".exe") {
	case ".", "sh", "bash", "dash", "ash", "zsh", "ksh", "mksh", "pdksh", "yash", "busybox":
		return true
	}
	return false
}
