package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/client"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
)

type consentClassifyOptions struct {
	prompt     string
	plan       string
	planFile   string
	turns      int
	transcript string
	config     string
	json       bool
}

func newConsentCmd(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "consent",
		Short: "Test the consent-after-plan check by hand",
		Long: `The consent capability reads the user's reply at UserPromptSubmit against the
plan the assistant just proposed, and tells the model what the reply means:
proceed without asking again, ask one confirmation, present an adjusted plan,
answer a question first, or stop.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newConsentClassifyCmd(s))
	return cmd
}

func newConsentClassifyCmd(s Streams) *cobra.Command {
	var o consentClassifyOptions
	cmd := &cobra.Command{
		Use:   "classify --prompt TEXT [--plan TEXT | --plan-file F] [--turns-since-plan N] [--transcript F] [--json]",
		Short: "Classify a user's reply to a plan",
		Long: `Classifies --prompt as the reply to a plan and prints what the hook would tell
the model. The plan is --plan or --plan-file (- for stdin), the reply coming
--turns-since-plan text messages after it (1, the default: directly after).
With --transcript, the plan and the count come from the end of that
transcript instead, as in the hook. With neither, there is no plan.

Extra phrases from the "consent" section of gates.json apply (the usual
sources, then --config).

With --json it prints one object:
  {"outcome":"composite_consent_confirmed"|"not_composite_consent"|"wait_for_confirmation",
   "signal":"high"|"medium"|"negative"|"none",
   "modification":"none"|"change"|"partial"|"question",
   "concreteness":0-4,
   "proximity":"immediate"|"same_workflow"|"stale"|"no_plan",
   "guidance":"…"}
guidance is "" when the hook would add nothing.

Exit status: 0 when classified, 2 for bad flags, an unreadable file or a bad
config.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runConsentClassify(cmd, s, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.prompt, "prompt", "", "the user's reply")
	f.StringVar(&o.plan, "plan", "", "the plan the assistant proposed")
	f.StringVar(&o.planFile, "plan-file", "", "read the plan from this file (- for stdin)")
	f.IntVar(&o.turns, "turns-since-plan", 1, "text messages from the plan to the reply, the reply included (1: directly after)")
	f.StringVar(&o.transcript, "transcript", "", "take the plan and the count from the end of this transcript")
	f.StringVar(&o.config, "config", "", "read this gates.json last, over every other source")
	f.BoolVar(&o.json, "json", false, "print the classification as JSON")
	return cmd
}

func runConsentClassify(cmd *cobra.Command, s Streams, o consentClassifyOptions) error {
	flags := cmd.Flags()
	switch {
	case strings.TrimSpace(o.prompt) == "":
		return exit(ExitUsage, errors.New("--prompt TEXT is required: the user's reply to classify"))
	case o.plan != "" && o.planFile != "":
		return exit(ExitUsage, errors.New("--plan and --plan-file both give the plan: use one"))
	case o.transcript != "" && (o.plan != "" || o.planFile != "" || flags.Changed("turns-since-plan")):
		return exit(ExitUsage, errors.New("--transcript takes the plan and the turn count from the transcript: drop --plan, --plan-file and --turns-since-plan"))
	case o.turns < 1:
		return exit(ExitUsage, fmt.Errorf("--turns-since-plan %d: it counts the text messages from the plan to the reply, the reply included, so it is at least 1", o.turns))
	case flags.Changed("turns-since-plan") && o.plan == "" && o.planFile == "":
		return exit(ExitUsage, errors.New("--turns-since-plan needs a plan: give --plan or --plan-file"))
	}
	cfg, err := consentConfig(s, o.config)
	if err != nil {
		return exit(ExitUsage, err)
	}
	c := consent.New(cfg)

	var res consent.Result
	switch {
	case o.transcript != "":
		turns, err := dispatch.ConsentConversation(client.TranscriptAt(o.transcript))
		if err != nil {
			return exit(ExitUsage, fmt.Errorf("--transcript: %w", err))
		}
		res = c.ClassifyConversation(turns, o.prompt)
	default:
		plan := o.plan
		if o.planFile != "" {
			if plan, err = readPlanFile(s, o.planFile); err != nil {
				return exit(ExitUsage, err)
			}
			if strings.TrimSpace(plan) == "" {
				return exit(ExitUsage, fmt.Errorf("--plan-file %s is empty: give the text of the plan the assistant proposed", o.planFile))
			}
		}
		res = c.Classify(o.prompt, plan, o.turns)
	}

	if o.json {
		enc := json.NewEncoder(s.Out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	printConsent(s.Out, res)
	return nil
}

// consentConfig loads the merged gates.json the hook would use and parses
// its "consent" section.
func consentConfig(s Streams, configFile string) (consent.Config, error) {
	cfg, err := s.session(configFile).Config()
	if err != nil {
		return consent.Config{}, err
	}
	return cfg.Consent, nil
}

// readPlanFile reads --plan-file, - meaning stdin.
func readPlanFile(s Streams, name string) (string, error) {
	var raw []byte
	var err error
	if name == "-" {
		raw, err = io.ReadAll(io.LimitReader(s.In, maxStdin))
	} else {
		raw, err = os.ReadFile(name)
	}
	if err != nil {
		return "", fmt.Errorf("--plan-file: %w", err)
	}
	return string(raw), nil
}

// printConsent writes the classification for a person.
func printConsent(w io.Writer, r consent.Result) {
	fmt.Fprintf(w, "outcome:      %s\n", r.Outcome)
	fmt.Fprintf(w, "signal:       %s\n", r.Signal)
	fmt.Fprintf(w, "modification: %s\n", r.Modification)
	var met []string
	for _, c := range []struct {
		name string
		ok   bool
	}{{"target", r.Criteria.Target}, {"change", r.Criteria.Change}, {"scope", r.Criteria.Scope}, {"success criteria", r.Criteria.Success}} {
		if c.ok {
			met = append(met, c.name)
		}
	}
	if len(met) == 0 {
		met = []string{"none of target, change, scope, success criteria"}
	}
	fmt.Fprintf(w, "concreteness: %d/4 (%s)\n", r.Concreteness, strings.Join(met, ", "))
	switch r.Proximity {
	case consent.NoPlan:
		fmt.Fprintf(w, "proximity:    %s (no message concrete enough to be a plan)\n", r.Proximity)
	default:
		why := fmt.Sprintf("%d message(s) from the plan to the reply", r.MessagesSincePlan)
		if r.NewRequest {
			why += "; the user asked for something else in between"
		}
		fmt.Fprintf(w, "proximity:    %s (%s)\n", r.Proximity, why)
	}
	if r.Guidance == "" {
		fmt.Fprintln(w, "guidance:     (none: the hook adds nothing for this prompt)")
		return
	}
	fmt.Fprintf(w, "guidance:     %s\n", r.Guidance)
}
