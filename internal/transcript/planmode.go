package transcript

import (
	"fmt"

	"github.com/tidwall/gjson"
)

// PlanCall is the newest ExitPlanMode call of a transcript that has its
// tool result: how the user answered Claude Code's plan-mode dialog.
type PlanCall struct {
	// Found: there is such a call within the lines read.
	Found bool
	// Plan is the plan the model presented (the call's input).
	Plan string
	// Result is the tool result's text; IsError is its is_error.
	Result  string
	IsError bool
	// PromptsAfter counts the user prompts written after the result;
	// LastPrompt is the newest of them.
	PromptsAfter int
	LastPrompt   string
}

// maxPendingResults bounds the tool results remembered while looking for
// their calls.
const maxPendingResults = 256

// LastPlanCall reads the transcript at path backwards, at most maxBytes
// from the end, for the newest ExitPlanMode call with a result. It stops,
// with Found false, once more than maxPrompts user prompts come after the
// result: an answer that old does not matter to the caller. A missing
// ExitPlanMode result (the dialog still open) is passed over.
func LastPlanCall(path string, maxBytes int64, maxPrompts int) (PlanCall, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return PlanCall{}, err
	}
	defer f.Close()
	b := newBackward(f, size, maxBytes, firstChunk)
	type result struct {
		text    string
		isError bool
		prompts int
	}
	results := map[string]result{}
	var pc PlanCall
	for {
		line, ok, err := b.prev()
		if err != nil {
			return PlanCall{}, fmt.Errorf("reading transcript %s: %w", path, err)
		}
		if !ok {
			return PlanCall{}, nil
		}
		switch lineType(line) {
		case "user":
			e, ok := parseLine(line)
			if ok && e.kind == promptLine {
				if pc.PromptsAfter == 0 {
					pc.LastPrompt = e.text
				}
				pc.PromptsAfter++
				if pc.PromptsAfter > maxPrompts {
					return PlanCall{}, nil
				}
				continue
			}
			gjson.GetBytes(line, "message.content").ForEach(func(_, blk gjson.Result) bool {
				if blk.Get("type").String() == "tool_result" && len(results) < maxPendingResults {
					results[blk.Get("tool_use_id").String()] = result{text: blockText(blk.Get("content")), isError: blk.Get("is_error").Bool(), prompts: pc.PromptsAfter}
				}
				return true
			})
		case "assistant":
			if tooDeep(line) || !gjson.ValidBytes(line) {
				continue
			}
			gjson.GetBytes(line, "message.content").ForEach(func(_, blk gjson.Result) bool {
				if blk.Get("type").String() != "tool_use" || blk.Get("name").String() != "ExitPlanMode" {
					return true
				}
				if r, ok := results[blk.Get("id").String()]; ok {
					pc.Found, pc.Plan, pc.Result, pc.IsError = true, blk.Get("input.plan").String(), r.text, r.isError
					pc.PromptsAfter = r.prompts
					return false
				}
				return true
			})
			if pc.Found {
				if pc.PromptsAfter == 0 {
					pc.LastPrompt = ""
				}
				return pc, nil
			}
		}
	}
}

// blockText is a tool result's content as text: a string, or its text
// blocks joined with "\n".
func blockText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.String()
	}
	return contentText(content, false)
}
