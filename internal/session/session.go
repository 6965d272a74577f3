// Package session works out, in one place, where a hook run or a command
// works: the project directory, the state directory and the config, from
// the injected environment (never the process's own working directory
// behind the caller's back), and opens the state store.
package session

import (
	"fmt"
	"io"
	"os"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Env is what a session takes from outside.
type Env struct {
	// Getenv reads the environment.
	Getenv func(string) string
	// Getwd is the working directory; nil is os.Getwd.
	Getwd func() (string, error)
	// ConfigFile is a gates.json read last, over every other source
	// (--config); "" for none.
	ConfigFile string
}

// Session is where one hook run or command works.
type Session struct {
	// Project is the project directory: gate commands run there and its
	// .claude/gates.json is read.
	Project string
	env     Env
	person  bool
}

// ForHook is the session of a hook run whose event reports cwd ("" when
// it does not): the project is $CLAUDE_PROJECT_DIR, else cwd, else the
// working directory; state lives in store.Dir.
func ForHook(env Env, cwd string) Session {
	return Session{Project: projectDir(env, cwd), env: env}
}

// ForPerson is the session of a command a person (or the model's Bash
// tool) runs: the project is $CLAUDE_PROJECT_DIR, else the working
// directory; the state is the hooks' (store.ChangesDir finds it from a
// terminal, where CLAUDE_PLUGIN_DATA is not set).
func ForPerson(env Env) Session {
	return Session{Project: projectDir(env, ""), env: env, person: true}
}

// projectDir is $CLAUDE_PROJECT_DIR, else cwd, else the working directory
// ("" when even that cannot be read).
func projectDir(env Env, cwd string) string {
	if d := env.Getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	if cwd != "" {
		return cwd
	}
	d, _ := env.WorkDir()
	return d
}

// WorkDir is the working directory: env.Getwd, else the process's.
func (env Env) WorkDir() (string, error) {
	if env.Getwd == nil {
		return os.Getwd()
	}
	return env.Getwd()
}

// StateDir is the directory of the state store.
func (s Session) StateDir() (string, error) {
	if s.person {
		return store.ChangesDir(s.env.Getenv)
	}
	return store.Dir(s.env.Getenv)
}

// Config loads every gates.json source of the project. The config is never
// nil, even when the error reports problems.
func (s Session) Config() (*gates.Config, error) {
	return gates.Load(s.env.Getenv, s.env.ConfigFile, s.Project)
}

// OpenStore opens the state store in StateDir.
func (s Session) OpenStore() (*store.Store, error) {
	dir, err := s.StateDir()
	if err != nil {
		return nil, err
	}
	return store.Open(dir)
}

// ChangesConfig is the project's "changes" config; with a broken config,
// the defaults, and a warning saying so on warn.
func (s Session) ChangesConfig(warn io.Writer) changeset.Config {
	cfg, err := s.Config()
	if err == nil {
		return cfg.Changes
	}
	fmt.Fprintf(warn, "plan-compliance: warning: %v (using the default change-set settings; see plan-compliance validate)\n", err)
	def, _ := changeset.ParseConfig(nil)
	return def
}
