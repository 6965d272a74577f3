package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAskedValueNotBrought: a request that gives the value a setting is
// to take — after "to"/"=" in English, after the preposition other
// languages use for it ("a 9000", "à 9000", "auf 9000", "na 9000",
// "para 9000"), or a switch word ("to off", "be false") — asks for the
// change that brings that value in. An edit of the named file that does
// not bring it in is something else, and is asked about.
func TestAskedValueNotBrought(t *testing.T) {
	const app = "server:\n  port: 8000\n  workers: 4\n"
	port := fileTarget("config/app.yaml", app, "server:\n  port: 9000\n  workers: 4\n")
	workers := fileTarget("config/app.yaml", app, "server:\n  port: 8000\n  workers: 8\n")
	const lint = "{\n  \"rules\": {\n    \"no-console\": \"warn\",\n    \"eqeqeq\": \"off\"\n  }\n}\n"
	off := fileTarget(".eslintrc.json", lint, "{\n  \"rules\": {\n    \"no-console\": \"off\",\n    \"eqeqeq\": \"off\"\n  }\n}\n")
	allow := fileTarget(".eslintrc.json", lint, "{\n  \"rules\": {\n    \"no-console\": [\"warn\", { \"allow\": [\"error\"] }],\n    \"eqeqeq\": \"off\"\n  }\n}\n")
	const settings = "DEBUG = True\nTIME_ZONE = 'UTC'\n"
	debugOff := fileTarget("settings.py", settings, "DEBUG = False\nTIME_ZONE = 'UTC'\n")
	debugEnv := fileTarget("settings.py", settings, "DEBUG = env.bool('DEBUG', default=True)\nTIME_ZONE = 'UTC'\n")
	for _, c := range []struct {
		msg    string
		target Target
		want   Level
	}{
		{"cambia el puerto del servidor a 9000 en config/app.yaml por favor", workers, NeedsConfirmation},
		{"cambia el puerto del servidor a 9000 en config/app.yaml por favor", port, Explicit},
		{"mets le port à 9000 dans config/app.yaml", workers, NeedsConfirmation},
		{"setz den Port in config/app.yaml auf 9000", workers, NeedsConfirmation},
		{"zmień port w config/app.yaml na 9000", workers, NeedsConfirmation},
		{"muda a porta para 9000 em config/app.yaml", workers, NeedsConfirmation},
		{"change the port in config/app.yaml to 9000", workers, NeedsConfirmation},
		{"change the port in config/app.yaml to 9000", port, Explicit},
		{"set no-console to off in .eslintrc.json", off, Explicit},
		{"set no-console to off in .eslintrc.json", allow, NeedsConfirmation},
		{"set no-console to off in .eslintrc.json — and is there a way to allow console.error only?", allow, NeedsConfirmation},
		{"set DEBUG to false in settings.py", debugOff, Explicit},
		{"set DEBUG to false in settings.py", debugEnv, NeedsConfirmation},
		{"in settings.py DEBUG should be false", debugEnv, NeedsConfirmation},
		{"settings.py: DEBUG = False please", debugEnv, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: c.target})
		assert.Equal(t, c.want, got.Level, "%s (%s)", c.msg, got.Reasoning)
	}
}

// TestArticleIsNoValue: English "a" before a number is an article ("get
// a 413", "a 10th attempt"), whatever marks stand around it; only in a
// message in another language is "a" the word before the new value.
func TestArticleIsNoValue(t *testing.T) {
	const conf = "server {\n    client_max_body_size 1m;\n}\n"
	tg := fileTarget("deploy/shop.conf", conf, "server {\n    client_max_body_size 20m;\n}\n")
	for _, msg := range []string{
		"uploads over 1MB get a 413. let nginx accept up to 20m — deploy/shop.conf",
		"uploads get a 413 … raise client_max_body_size to 20m in deploy/shop.conf",
		"a 413 on every photo upload: deploy/shop.conf, client_max_body_size to 20m",
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, Explicit, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestCuriousIsNoRequest: "curious if/whether/how …" states what the user
// wonders about, like "wondering if": the clause asks for nothing; a
// request in another clause of the same message still stands.
func TestCuriousIsNoRequest(t *testing.T) {
	tf := fileTarget("infra/main.tf", "resource \"x\" \"y\" {\n  a=1\n}\n", "resource \"x\" \"y\" {\n  a = 1\n}\n")
	for _, c := range []struct {
		msg  string
		want Level
	}{
		{"curious whether terraform fmt would reformat infra/main.tf", NeedsConfirmation},
		{"curious if terraform fmt would reformat infra/main.tf", NeedsConfirmation},
		{"I'm curious how terraform fmt would lay out infra/main.tf", NeedsConfirmation},
		{"just curious about what terraform fmt changes in infra/main.tf", NeedsConfirmation},
		{"reformat infra/main.tf with terraform fmt", Explicit},
		{"reformat infra/main.tf with terraform fmt. curious what it changes", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: tf})
		assert.Equal(t, c.want, got.Level, "%s (%s)", c.msg, got.Reasoning)
	}
}

// TestValidateAFile: "validate"/"verify" with a file as its object asks
// for a check of the file; with a part of the code as its object
// ("validate the input in …") it asks for validating code, and another
// verb of the message still asks for its change.
func TestValidateAFile(t *testing.T) {
	js := fileTarget("fixtures/order.json", "{\"id\":1,\"total\":2}\n", "{\n  \"id\": 1,\n  \"total\": 2\n}\n")
	const h = "def create(req):\n    body = req.json()\n    return save(body)\n"
	hd := fileTarget("api/handler.py", h, "def create(req):\n    body = req.json()\n    if 'name' not in body:\n        raise BadRequest('name')\n    return save(body)\n")
	for _, c := range []struct {
		msg    string
		target Target
		want   Level
	}{
		{"can you validate fixtures/order.json?", js, NeedsConfirmation},
		{"please validate the fixtures/order.json", js, NeedsConfirmation},
		{"verify fixtures/order.json before the release", js, NeedsConfirmation},
		{"validate the request body in create() in api/handler.py", hd, Explicit},
		{"reformat fixtures/order.json", js, Explicit},
		{"validate fixtures/order.json and reformat it", js, Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: c.target})
		assert.Equal(t, c.want, got.Level, "%s (%s)", c.msg, got.Reasoning)
	}
}
