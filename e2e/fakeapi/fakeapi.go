// Package fakeapi is a scripted stand-in for a model API that real agent
// CLIs can talk to on loopback: the Anthropic Messages API for Claude Code
// (ANTHROPIC_BASE_URL), the OpenAI Responses API for OpenAI's Codex CLI (a
// model provider with wire_api = "responses"), and OpenAI chat completions
// for Qwen Code (OPENAI_BASE_URL). One server answers all three; the rules
// are the same whichever dialect a request speaks.
//
// It plays the model for end-to-end tests: each request is matched against
// an ordered list of rules (which thread is asking, whether the conversation
// already holds a tool result, what text it contains) and answered with a
// streamed reply of text and tool_use blocks. Every request is recorded, so
// a test can assert on exactly what Claude Code sent to the model — which is
// where hook feedback (block reasons, additional context) lands.
package fakeapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Rule decides one reply. A request matches a rule when every condition the
// rule sets holds; the zero value of a condition means "any". Rules are
// tried in the order they were added and the first match answers, so list
// the more specific rule (say, "the conversation holds the block reason")
// before the general one.
type Rule struct {
	// Name labels the rule in the request log; it defaults to the rule's
	// position ("rule 2").
	Name string
	// FirstUser must occur in the text of the conversation's first user
	// message. That is how threads are told apart: the main thread starts
	// with the prompt given to `claude -p`, a subagent with the prompt its
	// parent wrote in the Agent tool call.
	FirstUser string
	// Contains must all occur somewhere in the conversation (every message,
	// every block: text, tool inputs, tool results; not the system prompt).
	Contains []string
	// Lacks must none of them occur in the conversation.
	Lacks []string
	// ToolResult, when set, requires the conversation to hold (true) or
	// not to hold (false) at least one tool_result block.
	ToolResult *bool
	// Times caps how often the rule may answer; 0 means no cap.
	Times int
	// Reply is what the model says.
	Reply Reply
	// ReplyFunc, when set, works out the reply from the request instead of
	// Reply: for a reply that quotes what the client sent or made up, such
	// as the plan-file path of plan mode or the id of a spawned agent.
	ReplyFunc func(Request) Reply
}

// Reply is one assistant turn: optional text followed by optional tool
// calls. A reply with tool calls ends with stop_reason "tool_use", one
// without ends the turn ("end_turn").
type Reply struct {
	// Text is streamed as one text block (omitted when empty).
	Text string
	// ToolUses are streamed as tool_use blocks after the text.
	ToolUses []ToolUse
}

// ToolUse is one tool call the fake model makes.
type ToolUse struct {
	// ID is the tool_use id; generated when empty.
	ID string
	// Name is the tool, e.g. "Agent", "Edit", "Bash".
	Name string
	// Input is the tool's arguments; it is sent as JSON.
	Input map[string]any
	// Freeform, when set, is the whole input of a free-form tool (Codex's
	// apply_patch): the Responses dialect sends it as a custom_tool_call
	// instead of Input.
	Freeform string
	// Namespace, when set, is the tool namespace the Responses dialect
	// names in the function_call (Codex groups its subagent tools under
	// "multi_agent_v1").
	Namespace string
}

// Text is a reply of plain text that ends the turn.
func Text(s string) Reply { return Reply{Text: s} }

// Call is a reply that calls one tool.
func Call(name string, input map[string]any) Reply {
	return Reply{ToolUses: []ToolUse{{Name: name, Input: input}}}
}

// Bool returns a pointer to b, for Rule.ToolResult.
func Bool(b bool) *bool { return &b }

// Thread says which conversation a request belongs to.
type Thread string

// The kinds of thread the fake tells apart.
const (
	// Main is the top-level conversation of `claude -p`.
	Main Thread = "main"
	// Subagent is a conversation started by the Agent tool.
	Subagent Thread = "subagent"
	// Side is a request Claude Code makes for itself (titles, summaries,
	// quota probes): it offers no tools or names another model.
	Side Thread = "side"
	// Other is a request that is not a Messages call (count_tokens, unknown
	// paths).
	Other Thread = "other"
)

// Request is the record of one HTTP request Claude Code made.
type Request struct {
	// Seq numbers requests from 1 in arrival order.
	Seq int
	// Time is when the request arrived.
	Time time.Time
	// Method and Path (with query) as sent.
	Method, Path string
	// Model is the body's "model" field.
	Model string
	// Thread is the kind of conversation, see Thread.
	Thread Thread
	// FirstUser is the text of the first user message (system reminders
	// removed).
	FirstUser string
	// Tail is what was said to the model since its last turn: the text of
	// every user and system message after the last assistant message, tool
	// results included, each prefixed with its role ("[user] ",
	// "[system] "). Hook feedback lands here: a SubagentStop or PostToolUse
	// block reason arrives as a system message.
	Tail string
	// Conversation is all the text of all messages, in order.
	Conversation string
	// HasToolResult tells whether any message holds a tool_result block.
	HasToolResult bool
	// Rule names the rule that answered; empty when none matched and the
	// default reply was sent.
	Rule string
	// Reply is what was answered (for Messages calls).
	Reply Reply
	// Body is the raw request body.
	Body []byte

	tailPreview string
}

// Contains reports whether the conversation of the request holds s.
func (r Request) Contains(s string) bool { return strings.Contains(r.Conversation, s) }

// Server is a running fake. Its methods are safe for concurrent use: the
// CLI runs subagents and side requests in parallel.
type Server struct {
	// URL is the base URL to put in ANTHROPIC_BASE_URL; the OpenAI
	// dialects want URL + "/v1".
	URL string

	listener net.Listener
	http     *http.Server

	mu       sync.Mutex
	mains    []string
	rules    []Rule
	used     []int
	requests []Request
	ids      int
	fallback Reply
}

// Start listens on a free loopback port and serves until Close. Until a
// main prompt is registered with AddMainPrompt every tool-offering request
// counts as the Main thread.
func Start() (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("fake Messages API: listen on loopback: %w", err)
	}
	s := &Server{
		URL:      "http://" + ln.Addr().String(),
		listener: ln,
		fallback: Text("OK."),
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/messages", s.serve(messagesDialect))
	mux.HandleFunc("POST /v1/messages/count_tokens", s.countTokens)
	mux.HandleFunc("POST /v1/responses", s.serve(responsesDialect))
	mux.HandleFunc("POST /v1/chat/completions", s.serve(chatDialect))
	mux.HandleFunc("/", s.unknown)
	s.http = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.http.Serve(ln) }()
	return s, nil
}

// AddMainPrompt registers the prompt of a `claude -p` run: requests whose
// first user message starts with it are recorded as the Main thread, other
// tool-offering requests as Subagent.
func (s *Server) AddMainPrompt(p string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mains = append(s.mains, strings.TrimSpace(p))
}

// Close stops the server.
func (s *Server) Close() error {
	err := s.http.Close()
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// Rule adds a rule after the existing ones.
func (s *Server) Rule(r Rule) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Name == "" {
		r.Name = fmt.Sprintf("rule %d", len(s.rules)+1)
	}
	s.rules = append(s.rules, r)
	s.used = append(s.used, 0)
}

// Default sets the reply for requests no rule matches (initially "OK.").
func (s *Server) Default(r Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fallback = r
}

// Requests returns a copy of the record of every request so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Conversations returns the Messages requests of one thread kind.
func (s *Server) Conversations(kind Thread) []Request {
	var out []Request
	for _, r := range s.Requests() {
		if r.Thread == kind {
			out = append(out, r)
		}
	}
	return out
}

// Log summarises the request record for a person reading a failed test:
// one block per request with its thread, the rule that answered, the first
// user message and the last user message, cut to a readable length.
func (s *Server) Log() string {
	var b strings.Builder
	reqs := s.Requests()
	for _, r := range reqs {
		rule := r.Rule
		if rule == "" {
			rule = "(no rule: default reply)"
		}
		fmt.Fprintf(&b, "#%d +%.1fs %s %s thread=%s model=%s rule=%s\n", r.Seq, r.Time.Sub(reqs[0].Time).Seconds(), r.Method, r.Path, r.Thread, r.Model, rule)
		if r.Thread == Other {
			continue
		}
		fmt.Fprintf(&b, "    first user: %s\n", clip(r.FirstUser, 160))
		fmt.Fprintf(&b, "    since last reply: %s\n", strings.ReplaceAll(r.tailPreview, "\n", "\n      "))
		fmt.Fprintf(&b, "    replied:    %s\n", clip(describe(r.Reply), 300))
	}
	return b.String()
}

// turn is what a dialect reads from a request body.
type turn struct {
	model  string
	stream bool
	tools  bool // the request offers tools (else it is a side request)
	conv   conversation
}

// dialect is one wire format of a model API: how a request is read and a
// reply (streamed or whole) or an error is written.
type dialect struct {
	api      string // named in error messages, e.g. "Messages API"
	idPrefix string // of generated tool call ids
	read     func(body []byte) (turn, error)
	write    func(w http.ResponseWriter, t turn, seq int, r Reply)
	fail     func(w http.ResponseWriter, code int, msg string)
}

// serve answers the model requests of one dialect: a body that is not
// JSON gets a 400 in the dialect's error shape and is recorded as Other.
func (s *Server) serve(d dialect) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		body, err := io.ReadAll(req.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rec := Request{Time: time.Now(), Method: req.Method, Path: req.URL.RequestURI(), Body: body}
		t, err := d.read(body)
		if err != nil {
			s.record(rec, Other)
			d.fail(w, http.StatusBadRequest, "fake "+d.api+": body is not JSON: "+err.Error())
			return
		}
		rec.Model = t.model
		reply, seq := s.answer(rec, t.conv, t.tools, d.idPrefix)
		d.write(w, t, seq, reply)
	}
}

// messagesDialect is the Anthropic Messages API (POST /v1/messages).
var messagesDialect = dialect{
	api:      "Messages API",
	idPrefix: "toolu_fake_",
	read: func(body []byte) (turn, error) {
		var in messagesRequest
		err := json.Unmarshal(body, &in)
		return turn{model: in.Model, stream: in.Stream, tools: len(in.Tools) > 0, conv: readConversation(in.Messages)}, err
	},
	write: func(w http.ResponseWriter, t turn, seq int, r Reply) {
		if !t.stream {
			writeJSON(w, message(t.model, seq, r))
			return
		}
		stream(w, t.model, seq, r)
	},
	fail: func(w http.ResponseWriter, code int, msg string) { writeError(w, code, "invalid_request_error", msg) },
}

// answer is what every dialect shares: it classifies the request's thread,
// picks the reply (the first rule that matches, else the default; side
// requests get "OK." and consume no rule), gives its tool calls ids with
// idPrefix, and records the request. It returns the reply and the
// request's sequence number.
func (s *Server) answer(rec Request, conv conversation, offersTools bool, idPrefix string) (Reply, int) {
	rec.FirstUser, rec.Tail, rec.Conversation, rec.HasToolResult = conv.first, conv.tail, conv.all, conv.toolResult
	rec.tailPreview = conv.tailPreview

	s.mu.Lock()
	defer s.mu.Unlock()
	rec.Thread = s.classify(offersTools, conv.first)
	var reply Reply
	if rec.Thread == Side {
		reply = Text("OK.")
		rec.Rule = "side request"
	} else {
		reply = s.fallback
		for i, r := range s.rules {
			if r.matches(rec) && (r.Times == 0 || s.used[i] < r.Times) {
				s.used[i]++
				reply, rec.Rule = r.Reply, r.Name
				if r.ReplyFunc != nil {
					reply = r.ReplyFunc(rec)
				}
				break
			}
		}
	}
	reply = s.fillIDs(reply, idPrefix)
	rec.Reply = reply
	rec.Seq = len(s.requests) + 1
	s.requests = append(s.requests, rec)
	return reply, rec.Seq
}

// classify must be called with s.mu held.
func (s *Server) classify(offersTools bool, first string) Thread {
	if !offersTools {
		return Side
	}
	if len(s.mains) == 0 {
		return Main
	}
	for _, p := range s.mains {
		if strings.HasPrefix(first, p) {
			return Main
		}
	}
	return Subagent
}

func (s *Server) record(rec Request, kind Thread) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rec.Thread = kind
	rec.Seq = len(s.requests) + 1
	s.requests = append(s.requests, rec)
}

// fillIDs must be called with s.mu held.
func (s *Server) fillIDs(r Reply, prefix string) Reply {
	out := Reply{Text: r.Text}
	for _, tu := range r.ToolUses {
		if tu.ID == "" {
			s.ids++
			tu.ID = fmt.Sprintf("%s%d", prefix, s.ids)
		}
		if tu.Input == nil {
			tu.Input = map[string]any{}
		}
		out.ToolUses = append(out.ToolUses, tu)
	}
	return out
}

func (s *Server) countTokens(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	s.record(Request{Time: time.Now(), Method: req.Method, Path: req.URL.RequestURI(), Body: body}, Other)
	// A rough count is enough: the CLI uses it for context accounting only.
	writeJSON(w, map[string]any{"input_tokens": len(body)/4 + 1})
}

func (s *Server) unknown(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	s.record(Request{Time: time.Now(), Method: req.Method, Path: req.URL.RequestURI(), Body: body}, Other)
	writeError(w, http.StatusNotFound, "not_found_error", "fake Messages API: no such endpoint: "+req.Method+" "+req.URL.Path)
}

func (r Rule) matches(rec Request) bool {
	if r.FirstUser != "" && !strings.Contains(rec.FirstUser, r.FirstUser) {
		return false
	}
	for _, c := range r.Contains {
		if !strings.Contains(rec.Conversation, c) {
			return false
		}
	}
	for _, c := range r.Lacks {
		if strings.Contains(rec.Conversation, c) {
			return false
		}
	}
	if r.ToolResult != nil && *r.ToolResult != rec.HasToolResult {
		return false
	}
	return true
}

// messagesRequest is the part of a Messages API request body the fake reads.
type messagesRequest struct {
	Model    string            `json:"model"`
	Stream   bool              `json:"stream"`
	Messages []json.RawMessage `json:"messages"`
	Tools    []json.RawMessage `json:"tools"`
}

type conversation struct {
	first, tail, tailPreview, all string
	toolResult                    bool
}

type wireMessage struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

type wireBlock struct {
	Type    string          `json:"type"`
	Text    string          `json:"text"`
	Name    string          `json:"name"`
	Input   json.RawMessage `json:"input"`
	Content json.RawMessage `json:"content"`
}

// readConversation flattens the messages into text. Content may be a string
// or a list of blocks; tool_result content may itself be a string or blocks.
func readConversation(msgs []json.RawMessage) conversation {
	var t transcript
	for _, raw := range msgs {
		var m wireMessage
		if json.Unmarshal(raw, &m) != nil {
			continue
		}
		text, hasResult := contentText(m.Content)
		t.add(m.Role, text, hasResult)
	}
	return t.conversation()
}

// transcript builds a conversation from messages in order, whatever the
// wire format: each dialect reads its messages into (role, text) pairs and
// adds them here, so the rules see every dialect the same way.
type transcript struct {
	all, tail, preview []string
	first              string
	firstSeen          bool
	toolResult         bool
}

// add appends one message. An "assistant" message ends the tail (what was
// said to the model since its last turn); the first "user" message, with
// system reminders removed, is the thread's first user text.
func (t *transcript) add(role, text string, toolResult bool) {
	t.toolResult = t.toolResult || toolResult
	t.all = append(t.all, text)
	if role == "assistant" {
		t.tail, t.preview = t.tail[:0], t.preview[:0]
		return
	}
	t.tail = append(t.tail, "["+role+"] "+text)
	t.preview = append(t.preview, "["+role+"] "+clip(shortenReminders(text), 700))
	if role == "user" && !t.firstSeen {
		t.first, t.firstSeen = stripReminders(text), true
	}
}

func (t *transcript) conversation() conversation {
	return conversation{
		first:       t.first,
		tail:        strings.Join(t.tail, "\n"),
		tailPreview: strings.Join(t.preview, "\n"),
		all:         strings.Join(t.all, "\n"),
		toolResult:  t.toolResult,
	}
}

func contentText(raw json.RawMessage) (string, bool) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, false
	}
	var blocks []wireBlock
	if json.Unmarshal(raw, &blocks) != nil {
		return "", false
	}
	var parts []string
	hasResult := false
	for _, b := range blocks {
		switch b.Type {
		case "text":
			parts = append(parts, b.Text)
		case "tool_use":
			parts = append(parts, "[tool_use "+b.Name+" "+string(b.Input)+"]")
		case "tool_result":
			hasResult = true
			inner, _ := contentText(b.Content)
			parts = append(parts, "[tool_result] "+inner)
		}
	}
	return strings.Join(parts, "\n"), hasResult
}

const reminderOpen, reminderClose = "<system-reminder>", "</system-reminder>"

// shortenReminders cuts each <system-reminder> section to a preview, so a
// log line shows what a hook or the user said without pages of context.
func shortenReminders(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, reminderOpen)
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		rest := s[i+len(reminderOpen):]
		j := strings.Index(rest, reminderClose)
		if j < 0 {
			j = len(rest)
		}
		inner := strings.TrimSpace(rest[:j])
		b.WriteString("[reminder: " + clip(inner, 120) + "]")
		if j == len(rest) {
			break
		}
		s = rest[j+len(reminderClose):]
	}
	return strings.TrimSpace(b.String())
}

// stripReminders removes <system-reminder>…</system-reminder> sections,
// which Claude Code prepends to user messages, so logs and FirstUser show
// what the user (or a hook) actually said.
func stripReminders(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, reminderOpen)
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		j := strings.Index(s[i:], reminderClose)
		if j < 0 {
			break
		}
		s = s[i+j+len(reminderClose):]
	}
	return strings.TrimSpace(b.String())
}

func clip(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", "⏎")
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("… (%d more bytes)", len(s)-n)
}

func describe(r Reply) string {
	var parts []string
	if r.Text != "" {
		parts = append(parts, fmt.Sprintf("text %q", r.Text))
	}
	for _, tu := range r.ToolUses {
		in, _ := json.Marshal(tu.Input)
		parts = append(parts, fmt.Sprintf("tool_use %s %s", tu.Name, in))
	}
	return strings.Join(parts, "; ")
}

func usage() map[string]any { return map[string]any{"input_tokens": 5, "output_tokens": 5} }

func stopReason(r Reply) string {
	if len(r.ToolUses) > 0 {
		return "tool_use"
	}
	return "end_turn"
}

// message is the non-streaming form of a reply.
func message(model string, seq int, r Reply) map[string]any {
	var content []map[string]any
	if r.Text != "" {
		content = append(content, map[string]any{"type": "text", "text": r.Text})
	}
	for _, tu := range r.ToolUses {
		content = append(content, map[string]any{"type": "tool_use", "id": tu.ID, "name": tu.Name, "input": tu.Input})
	}
	return map[string]any{
		"id": fmt.Sprintf("msg_fake_%d", seq), "type": "message", "role": "assistant", "model": model,
		"content": content, "stop_reason": stopReason(r), "stop_sequence": nil, "usage": usage(),
	}
}

// stream writes a reply as the Messages API's server-sent events.
func stream(w http.ResponseWriter, model string, seq int, r Reply) {
	var buf bytes.Buffer
	event := func(name string, data map[string]any) {
		js, _ := json.Marshal(data)
		fmt.Fprintf(&buf, "event: %s\ndata: %s\n\n", name, js)
	}
	event("message_start", map[string]any{"type": "message_start", "message": map[string]any{
		"id": fmt.Sprintf("msg_fake_%d", seq), "type": "message", "role": "assistant", "model": model,
		"content": []any{}, "stop_reason": nil, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 5, "output_tokens": 1},
	}})
	index := 0
	if r.Text != "" {
		event("content_block_start", map[string]any{"type": "content_block_start", "index": index,
			"content_block": map[string]any{"type": "text", "text": ""}})
		for _, chunk := range chunks(r.Text, 64) {
			event("content_block_delta", map[string]any{"type": "content_block_delta", "index": index,
				"delta": map[string]any{"type": "text_delta", "text": chunk}})
		}
		event("content_block_stop", map[string]any{"type": "content_block_stop", "index": index})
		index++
	}
	for _, tu := range r.ToolUses {
		event("content_block_start", map[string]any{"type": "content_block_start", "index": index,
			"content_block": map[string]any{"type": "tool_use", "id": tu.ID, "name": tu.Name, "input": map[string]any{}}})
		js, _ := json.Marshal(tu.Input)
		for _, chunk := range chunks(string(js), 64) {
			event("content_block_delta", map[string]any{"type": "content_block_delta", "index": index,
				"delta": map[string]any{"type": "input_json_delta", "partial_json": chunk}})
		}
		event("content_block_stop", map[string]any{"type": "content_block_stop", "index": index})
		index++
	}
	event("message_delta", map[string]any{"type": "message_delta",
		"delta": map[string]any{"stop_reason": stopReason(r), "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": 5}})
	event("message_stop", map[string]any{"type": "message_stop"})

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("request-id", fmt.Sprintf("req_fake_%d", seq))
	_, _ = w.Write(buf.Bytes())
}

// chunks splits s into pieces of at most n bytes without splitting a UTF-8
// sequence, so deltas arrive the way a real stream sends them: in parts.
func chunks(s string, n int) []string {
	var out []string
	for len(s) > n {
		cut := n
		for cut > 0 && !utf8Start(s[cut]) {
			cut--
		}
		if cut == 0 {
			cut = n
		}
		out = append(out, s[:cut])
		s = s[cut:]
	}
	return append(out, s)
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, kind, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]any{"type": "error", "error": map[string]any{"type": kind, "message": msg}})
}
