package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
	"github.com/plan-compliance/plan-compliance/internal/session"
)

type confirmClassifyOptions struct {
	payload    string
	transcript string
	config     string
	json       bool
}

func newConfirmCmd(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "confirm",
		Short: "Test the confirmation of content changes by hand",
		Long: `The confirmation capability decides at PreToolUse whether the user explicitly
asked for an edit (it runs at once and is reported after) or not (the user
is asked first, with the before/after).`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newConfirmClassifyCmd(s))
	return cmd
}

func newConfirmClassifyCmd(s Streams) *cobra.Command {
	var o confirmClassifyOptions
	cmd := &cobra.Command{
		Use:   "classify --payload FILE [--transcript F] [--json]",
		Short: "Classify the content change of a PreToolUse payload",
		Long: `Reads a PreToolUse payload (Edit, Write, MultiEdit, NotebookEdit or a tool
in confirm.tools), reads the file it edits and the recent conversation from
its transcript_path (or --transcript), and prints what the hook would decide:
the level (explicit or needs_confirmation), why, and the message the user
would see.

With --json it prints one object:
  {"tool":"Edit","target":"parse.go","level":"explicit"|"needs_confirmation",
   "reasoning":"…","classifier":"builtin"|"command",
   "decision":"allow"|"ask"|"","message":"…"}

Exit status: 0 when classified, 2 for a bad payload, file or config.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runConfirmClassify(cmd, s, o)
		},
	}
	cmd.Flags().StringVar(&o.payload, "payload", "", "the PreToolUse payload (a JSON file; - for stdin)")
	cmd.Flags().StringVar(&o.transcript, "transcript", "", "read the conversation from this transcript instead of the payload's transcript_path")
	cmd.Flags().StringVar(&o.config, "config", "", "read this gates.json last, over every other source")
	cmd.Flags().BoolVar(&o.json, "json", false, "print the verdict as JSON")
	return cmd
}

func runConfirmClassify(cmd *cobra.Command, s Streams, o confirmClassifyOptions) error {
	if o.payload == "" {
		return exit(ExitUsage, errors.New("--payload FILE is required: a PreToolUse payload as Claude Code sends it"))
	}
	var raw []byte
	var err error
	if o.payload == "-" {
		raw, err = io.ReadAll(io.LimitReader(s.In, maxStdin))
	} else {
		raw, err = os.ReadFile(o.payload)
	}
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("reading the payload: %w", err))
	}
	if o.transcript != "" {
		abs, err := filepath.Abs(o.transcript)
		if err != nil {
			return exit(ExitUsage, err)
		}
		if _, err := os.Stat(abs); err != nil {
			return exit(ExitUsage, fmt.Errorf("--transcript: %w", err))
		}
		if raw, err = claude.WithTranscript(raw, abs); err != nil {
			return exit(ExitUsage, fmt.Errorf("--payload %s is not a JSON object: %w", o.payload, err))
		}
	}
	env := dispatch.Env{Getenv: s.Getenv, Environ: s.Environ, ConfigFile: o.config, Now: s.Now, Getwd: s.Getwd}
	v, err := dispatch.ClassifyConfirm(cmd.Context(), env, raw)
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("--payload %s: %w", o.payload, err))
	}
	if o.json {
		enc := json.NewEncoder(s.Out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	fmt.Fprintf(s.Out, "%s %q: %s\nwhy: %s\n", v.Tool, v.Target, v.Level, v.Reasoning)
	if v.Decision == "" {
		fmt.Fprintln(s.Out, "decision: none (confirm.explicit is \"none\": Claude Code's permission rules apply)")
		return nil
	}
	fmt.Fprintf(s.Out, "decision: %s\n\n%s\n", v.Decision, v.Message)
	return nil
}

type diffOptions struct {
	as string
}

func newDiffCmd(s Streams) *cobra.Command {
	var o diffOptions
	cmd := &cobra.Command{
		Use:   "diff OLD NEW",
		Short: "Show the before/after of two files as the hook would",
		Long: `Prints the change from OLD to NEW the way the confirmation hook shows it:
changed paragraphs for Markdown and text files, a compact unified diff for
code, "(new file)" when OLD is /dev/null, and "No changes needed (already
clean)" when they are the same. Long changes are cut, saying how much was
left out; the message stays under Claude Code's 10,000-character limit.

--as confirm (default) prints the question asked before a change, --as done
the report after an explicit one, --as body only the before/after.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDiff(s, o, args[0], args[1])
		},
	}
	cmd.Flags().StringVar(&o.as, "as", "confirm", "confirm, done or body")
	return cmd
}

func runDiff(s Streams, o diffOptions, oldPath, newPath string) error {
	after, err := os.ReadFile(newPath)
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("NEW: %w", err))
	}
	c := confirm.Change{Path: newPath, Name: diffName(s, newPath), After: string(after), Prose: confirm.IsProse(newPath)}
	if oldPath == os.DevNull {
		c.Created = true
	} else {
		before, err := os.ReadFile(oldPath)
		if errors.Is(err, fs.ErrNotExist) {
			return exit(ExitUsage, fmt.Errorf("OLD: %w (use %s for a new file)", err, os.DevNull))
		} else if err != nil {
			return exit(ExitUsage, fmt.Errorf("OLD: %w", err))
		}
		c.Before = string(before)
	}
	switch o.as {
	case "confirm":
		fmt.Fprintln(s.Out, confirm.Confirmation(c))
	case "done":
		fmt.Fprintln(s.Out, confirm.Done(c))
	case "body":
		fmt.Fprintln(s.Out, confirm.Render(c, confirm.MessageLimit))
	default:
		return exit(ExitUsage, fmt.Errorf("--as %q: use confirm, done or body", o.as))
	}
	return nil
}

// diffName names NEW as the hook would: relative to the working directory
// when inside it.
func diffName(s Streams, path string) string {
	wd, err := session.Env{Getwd: s.Getwd}.WorkDir()
	if err != nil {
		return path
	}
	abs := path
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(wd, path)
	}
	return confirm.DisplayName(abs, wd)
}
