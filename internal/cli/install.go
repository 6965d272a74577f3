package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// installOptions are what install and uninstall were asked.
type installOptions struct {
	client  string
	project bool
	user    bool
	// hook is the plan-compliance-hook program to register ("" finds it).
	hook string
}

// installer writes (install) and removes (uninstall) one client's hook
// registration.
type installer struct {
	install, uninstall func(s Streams, o installOptions) error
}

// installers lists, by client name, the clients install knows.
func installers() map[string]installer {
	return map[string]installer{
		"qwen": {install: installQwen, uninstall: uninstallQwen},
	}
}

func newInstallCmd(s Streams) *cobra.Command { return installCmd(s, true) }

func newUninstallCmd(s Streams) *cobra.Command { return installCmd(s, false) }

func installCmd(s Streams, install bool) *cobra.Command {
	var o installOptions
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range installers() {
			if !yield(n) {
				return
			}
		}
	})
	use, short := "install", "Register the hook in an agent CLI's configuration"
	if !install {
		use, short = "uninstall", "Remove the hook registration 'install' wrote"
	}
	cmd := &cobra.Command{
		Use:   use + " --client NAME [--project|--user]",
		Short: short,
		Long: short + ` (clients: ` + strings.Join(names, ", ") + `).

--user (the default) changes the user's configuration, --project the
project's ($CLAUDE_PROJECT_DIR, else the working directory). The user's other
settings and hooks are kept; running it twice changes nothing the second time.
The registered command is the absolute path of plan-compliance-hook (--hook,
else the one next to this program, else the one on PATH) with --client NAME.

Exit 0 when done (or nothing to do); 1 when the client is unknown or the
configuration cannot be read or written.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in, ok := installers()[o.client]
			if !ok {
				return exit(ExitBlock, fmt.Errorf("--client %q: %s knows the clients %s", o.client, use, strings.Join(names, ", ")))
			}
			if o.project && o.user {
				return exit(ExitBlock, fmt.Errorf("--project and --user: choose one"))
			}
			run := in.install
			if !install {
				run = in.uninstall
			}
			if err := run(s, o); err != nil {
				return exit(ExitBlock, err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&o.client, "client", "", "the agent CLI: "+strings.Join(names, ", "))
	cmd.Flags().BoolVar(&o.project, "project", false, "the project's configuration")
	cmd.Flags().BoolVar(&o.user, "user", false, "the user's configuration (the default)")
	if install {
		cmd.Flags().StringVar(&o.hook, "hook", "", "absolute path of plan-compliance-hook (default: next to this program, else on PATH)")
	}
	return cmd
}

// hookProgram is the absolute path of the plan-compliance-hook to register:
// o.hook, else the one next to this program, else the one on PATH.
func hookProgram(o installOptions) (string, error) {
	const name = "plan-compliance-hook"
	if o.hook != "" {
		if !filepath.IsAbs(o.hook) {
			return "", fmt.Errorf("--hook %q is not an absolute path: the client runs it from any directory", o.hook)
		}
		if err := isProgram(o.hook); err != nil {
			return "", fmt.Errorf("--hook: %w", err)
		}
		return o.hook, nil
	}
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), name)
		if isProgram(p) == nil {
			return p, nil
		}
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s is neither next to this program nor on PATH: pass --hook /absolute/path/to/%s", name, name)
	}
	return filepath.Abs(p)
}

// isProgram checks that p is a regular, executable file.
func isProgram(p string) error {
	info, err := os.Stat(p)
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() || info.Mode().Perm()&0o111 == 0 {
		return fmt.Errorf("%s is not an executable file", p)
	}
	return nil
}

// shellWord quotes s for a POSIX shell when it needs it.
func shellWord(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '/' || r == '.' || r == '-' || r == '_' || r == '+' || r == ':' || r == '@' ||
			'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
