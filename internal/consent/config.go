package consent

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/section"
)

// Config is the "consent" section of gates.json:
//
//	"consent": {"enabled": true, "high": ["ship"], "medium": ["k thx"], "negative": ["hmm no"]}
//
// The phrase lists add to the built-in vocabularies; a phrase listed here
// wins over the built-in list it was in. "$comment" and "description" are
// allowed as notes and ignored.
type Config struct {
	// Enabled turns the UserPromptSubmit check on (the default) or off.
	Enabled bool
	// High, Medium and Negative are extra phrases for those signals.
	High     []string
	Medium   []string
	Negative []string
}

// DefaultConfig is the configuration without a "consent" section.
func DefaultConfig() Config { return Config{Enabled: true} }

// configKeys lists the valid keys of the section, for error messages.
func configKeys() []string {
	return []string{"enabled", "high", "medium", "negative", "$comment", "description"}
}

// ParseConfig reads the raw "consent" section (nil or JSON null: the
// defaults). Every error names the key at fault and says what is expected.
func ParseConfig(raw json.RawMessage) (Config, error) {
	cfg := DefaultConfig()
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return cfg, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return cfg, section.Errorf("consent", "expected an object like {\"enabled\": true, \"high\": [\"ship\"]}, got %s", jsonKind(raw))
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	where := map[string]string{} // normalised phrase -> "consent.high[2]"
	for _, k := range keys {
		v := obj[k]
		switch k {
		case "$comment", "description":
			// Notes for people (JSON has no comments), as in every section.
		case "enabled":
			if err := json.Unmarshal(v, &cfg.Enabled); err != nil || string(bytes.TrimSpace(v)) == "null" {
				return cfg, section.Errorf("consent.enabled", "expected true or false, got %s", jsonKind(v))
			}
		case "high", "medium", "negative":
			list, err := phraseList(k, v, where)
			if err != nil {
				return cfg, err
			}
			switch k {
			case "high":
				cfg.High = list
			case "medium":
				cfg.Medium = list
			default:
				cfg.Negative = list
			}
		default:
			return cfg, section.UnknownKey("consent", k, configKeys()...)
		}
	}
	return cfg, nil
}

// phraseList reads one list of extra phrases, rejecting non-strings,
// phrases with no words, and a phrase already in another list.
func phraseList(key string, v json.RawMessage, where map[string]string) ([]string, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(v, &items); err != nil || string(bytes.TrimSpace(v)) == "null" {
		return nil, section.Errorf("consent."+key, "expected a list of phrases like [\"ship\", \"make it so\"], got %s", jsonKind(v))
	}
	list := make([]string, 0, len(items))
	for i, item := range items {
		at := fmt.Sprintf("consent.%s[%d]", key, i)
		var p string
		if err := json.Unmarshal(item, &p); err != nil {
			return nil, section.Errorf(at, "expected a phrase (a string), got %s", jsonKind(item))
		}
		words := phraseWords(p)
		if len(words) == 0 {
			return nil, section.Errorf(at, "%q has no words (punctuation and emoji are ignored when matching); write the phrase as people type it", p)
		}
		norm := strings.Join(words, " ")
		if prev, ok := where[norm]; ok && !strings.HasPrefix(prev, "consent."+key+"[") {
			return nil, section.Errorf(at, "%q is also listed in %s; a phrase belongs to one list", p, prev)
		}
		where[norm] = at
		list = append(list, p)
	}
	return list, nil
}

// jsonKind describes a JSON value for an error message.
func jsonKind(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "the string " + string(v)
	case 't', 'f':
		return "the boolean " + string(v)
	case 'n':
		return "null"
	}
	if len(v) > 20 {
		v = v[:20]
	}
	return "the number " + string(v)
}
