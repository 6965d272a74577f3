package confirm

import "testing"

// TestEllipticalOffer: an assistant question that is a bare imperative
// whose object is "it" ("Change it to 50?", "Raise it to 16?") offers the
// change of what the sentence before it names, to the value it spells. A
// yes takes it up when the change brings that value into the lines the
// sentence before names; another value, another line, or no yes, is not
// taken up.
func TestEllipticalOffer(t *testing.T) {
	const settings = "DEBUG = False\nPAGE_SIZE = 20\nTIMEOUT = 5\n"
	const pool = "package db\n\nconst (\n\tMaxConn = 8\n\tMaxIdle = 2\n)\n"
	const toml = "[server]\nworkers = 4\nport = 8080\n"
	pageOffer := "`settings.py` has `PAGE_SIZE = 20`. Change it to 50?"
	poolOffer := "`MaxConn` in db/pool.go is 8. Raise it to 16?"
	for _, c := range []followupCase{
		{"yes to change it to a number", []string{"the list pages are too short", pageOffer, "yes"},
			"settings.py", settings, "PAGE_SIZE = 20", "PAGE_SIZE = 50", Explicit},
		{"sure go ahead to raise it", []string{"we run out of connections", poolOffer, "sure, go ahead"},
			"db/pool.go", pool, "\tMaxConn = 8", "\tMaxConn = 16", Explicit},
		{"yep to a one-digit value", []string{"too many workers", "`config.toml` sets `workers = 4`. Lower it to 2?", "yep"},
			"config.toml", toml, "workers = 4", "workers = 2", Explicit},

		{"yes, but the change brings another value", []string{"the list pages are too short", pageOffer, "yes"},
			"settings.py", settings, "PAGE_SIZE = 20", "PAGE_SIZE = 40", NeedsConfirmation},
		{"yes, but the value lands on another line", []string{"the list pages are too short", pageOffer, "yes"},
			"settings.py", settings, "TIMEOUT = 5", "TIMEOUT = 50", NeedsConfirmation},
		{"a hedge, not a yes", []string{"we run out of connections", poolOffer, "maybe, let me check the db limits first"},
			"db/pool.go", pool, "\tMaxConn = 8", "\tMaxConn = 16", NeedsConfirmation},
		{"a question back", []string{"we run out of connections", poolOffer, "what does postgres allow?"},
			"db/pool.go", pool, "\tMaxConn = 8", "\tMaxConn = 16", NeedsConfirmation},
		{"a diagnosis with a question of fact", []string{"too many workers", "`config.toml` sets `workers = 4`. Is 2 enough?", "yes"},
			"config.toml", toml, "workers = 4", "workers = 2", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestOfferTwoSentencesBack: the name "it" stands for may stand two
// sentences before the question ("`TAX` is 0.19. Austria's rate is 20%.
// Change it to 0.20?").
func TestOfferTwoSentencesBack(t *testing.T) {
	const rb = "class Invoice\n  TAX = 0.19\n  FEE = 2\nend\n"
	offer := "In app/models/invoice.rb `TAX` is hardcoded to 0.19. Austria's standard rate is 20%. Change it to 0.20?"
	for _, c := range []followupCase{
		{"yes", []string{"TAX is wrong for AT", offer, "yes"}, "app/models/invoice.rb", rb, "TAX = 0.19", "TAX = 0.20", Explicit},
		{"yes, another line", []string{"TAX is wrong for AT", offer, "yes"}, "app/models/invoice.rb", rb, "FEE = 2", "FEE = 0.20", NeedsConfirmation},
		{"no", []string{"TAX is wrong for AT", offer, "no, leave it"}, "app/models/invoice.rb", rb, "TAX = 0.19", "TAX = 0.20", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestOkToOffer: a bare "ok" right after a yes/no offer ("Change it to
// 2?") answers it yes; after a message that offers nothing, or with more
// words of its own, it does not.
func TestOkToOffer(t *testing.T) {
	const lua = "local M = {}\nM.tabstop = 4\nM.wrap = false\nreturn M\n"
	offer := "`lua/opts.lua` sets `M.tabstop = 4`. Change it to 2?"
	for _, c := range []followupCase{
		{"ok", []string{"nvim is using 4 spaces", offer, "ok"}, "lua/opts.lua", lua, "M.tabstop = 4", "M.tabstop = 2", Explicit},
		{"okay.", []string{"nvim is using 4 spaces", offer, "okay."}, "lua/opts.lua", lua, "M.tabstop = 4", "M.tabstop = 2", Explicit},
		{"ok after a finding", []string{"nvim is using 4 spaces", "`lua/opts.lua` sets `M.tabstop = 4`.", "ok"}, "lua/opts.lua", lua, "M.tabstop = 4", "M.tabstop = 2", NeedsConfirmation},
		{"ok, another line", []string{"nvim is using 4 spaces", offer, "ok"}, "lua/opts.lua", lua, "M.wrap = false", "M.wrap = true", NeedsConfirmation},
		{"ok but later", []string{"nvim is using 4 spaces", offer, "ok but not now"}, "lua/opts.lua", lua, "M.tabstop = 4", "M.tabstop = 2", NeedsConfirmation},
		{"ok?", []string{"nvim is using 4 spaces", offer, "ok?"}, "lua/opts.lua", lua, "M.tabstop = 4", "M.tabstop = 2", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestOkToOkQuestion: a bare "ok" to "OK?" or "Proceed?" after a plan is
// no yes of its own (the consent reader weighs it).
func TestOkToOkQuestion(t *testing.T) {
	const yaml = "ttl: 60\nport: 8080\n"
	for _, c := range []followupCase{
		{"ok to OK?", []string{"cache expires too fast", "I'll bump the ttl in config.yaml to 300. OK?", "ok"}, "config.yaml", yaml, "ttl: 60", "ttl: 300", NeedsConfirmation},
		{"ok to Proceed?", []string{"cache expires too fast", "I'd set `ttl: 300` in config.yaml. Proceed?", "ok"}, "config.yaml", yaml, "ttl: 60", "ttl: 300", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestOfferAcrossSideExchange: a question about the offer, or a put-off,
// answered by the assistant without a new offer, leaves the offer
// standing: the yes after it takes up what the offer said, and only that.
func TestOfferAcrossSideExchange(t *testing.T) {
	const docker = "FROM node:20\nWORKDIR /app\nCOPY . .\nRUN npm ci\nCMD [\"node\", \"server.js\"]\n"
	const mdx = "---\ntitle: Getting started\ndraft: true\n---\n\nHello.\n"
	offer := "I can make the Dockerfile copy only `package*.json` before `npm ci` so the layer caches. Shall I?"
	flip := "`content/docs/intro.mdx` has `draft: true`. Flip it to false?"
	cached := "COPY package*.json ./\nRUN npm ci\nCOPY . .\n"
	for _, c := range []followupCase{
		{"go for it after a question answered", []string{"the build is slow", offer, "how much faster would it be?",
			"Rebuilds skip `npm ci` when only source files change, so most builds drop by a minute.", "ok makes sense, go for it"},
			"Dockerfile", docker, "COPY . .\nRUN npm ci\n", cached, Explicit},
		{"do it after a put-off lifted", []string{"the intro page is missing", flip, "wait until I've proofread it", "Sure, I'll hold off.", "done proofreading, flip it"},
			"content/docs/intro.mdx", mdx, "draft: true", "draft: false", Explicit},

		{"yes after the assistant offered something new", []string{"the build is slow", offer, "how much faster would it be?",
			"A minute or so. I could also switch the base image to `node:20-slim`. Want that?", "yes"},
			"Dockerfile", docker, "COPY . .\nRUN npm ci\n", cached, NeedsConfirmation},
		{"a yes to the new offer is not one to the old", []string{"the build is slow", offer, "how much faster would it be?",
			"A minute or so. I could also switch the base image to `node:20-slim` in the Dockerfile. Want that?", "yes"},
			"Dockerfile", docker, "COPY . .\nRUN npm ci\n", cached, NeedsConfirmation},
		{"still a question", []string{"the build is slow", offer, "how much faster would it be?",
			"Rebuilds skip `npm ci` when only source files change.", "and does it work with pnpm?"},
			"Dockerfile", docker, "COPY . .\nRUN npm ci\n", cached, NeedsConfirmation},
		{"still put off", []string{"the intro page is missing", flip, "wait until I've proofread it", "Sure, I'll hold off.", "still proofreading"},
			"content/docs/intro.mdx", mdx, "draft: true", "draft: false", NeedsConfirmation},
		{"another change than offered", []string{"the intro page is missing", flip, "wait until I've proofread it", "Sure, I'll hold off.", "done proofreading, flip it"},
			"content/docs/intro.mdx", mdx, "title: Getting started", "title: Start here", NeedsConfirmation},
		{"a hedge after the answer", []string{"the build is slow", offer, "how much faster would it be?",
			"Rebuilds skip `npm ci` when only source files change.", "hmm maybe, let me think about it"},
			"Dockerfile", docker, "COPY . .\nRUN npm ci\n", cached, NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestDirectsAfterReport: a do-it reply may open on a short report that
// the condition it waited for is met ("done proofreading, flip it",
// "suite's green. flip it"); a condition still to come, a hedge, a
// negation or a question is no such report.
func TestDirectsAfterReport(t *testing.T) {
	for _, in := range []string{"done proofreading, flip it", "suite's green. flip it", "tests pass now, apply it", "ci is green, do it please"} {
		if !directsProposed(in) {
			t.Errorf("directsProposed(%q) = false, want true", in)
		}
	}
	for _, in := range []string{"if ci passes, flip it", "not done yet, flip it later", "maybe, fix it", "once it's reviewed, do it",
		"when the suite is green, flip it", "still proofreading. flip it tomorrow", "done? flip it", "I'm not sure, do it", "after lunch, do it",
		"done proofreading the intro section of the getting started docs, flip it"} {
		if directsProposed(in) {
			t.Errorf("directsProposed(%q) = true, want false", in)
		}
	}
}

// TestSwitchOffer: "Flip it to false?" offers the value it spells; a yes
// does not cover a flip the other way.
func TestSwitchOffer(t *testing.T) {
	const mdx = "---\ntitle: Intro\ndraft: true\nfeatured: false\n---\n"
	offer := "`content/intro.mdx` has `draft: true`. Flip it to false?"
	for _, c := range []followupCase{
		{"yes", []string{"the intro is not on the site", offer, "yes"}, "content/intro.mdx", mdx, "draft: true", "draft: false", Explicit},
		{"yes, another key flipped", []string{"the intro is not on the site", offer, "yes"}, "content/intro.mdx", mdx, "featured: false", "featured: true", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestYesWithOwnWorkElsewhere: a yes beside the user's own work on
// something the change does not touch ("I'll update my DATABASE_URL
// myself") stays a yes; own work on the change itself, or on "it", takes
// the yes back.
func TestYesWithOwnWorkElsewhere(t *testing.T) {
	const compose = "services:\n  db:\n    image: postgres:16\n    ports:\n      - \"5432:5432\"\n"
	offer := "Something else uses 5432. I can map the db service to host 5433 in docker-compose.yml (`\"5433:5432\"`). Shall I?"
	c := func(name, reply string, want Level) followupCase {
		return followupCase{name, []string{"compose up fails, port 5432 is taken", offer, reply}, "docker-compose.yml", compose, "\"5432:5432\"", "\"5433:5432\"", want}
	}
	for _, tc := range []followupCase{
		c("own work on another thing", "yeah do that, I'll update my DATABASE_URL myself", Explicit),

		c("own work on it", "yes, but I'll do it myself", NeedsConfirmation),
		c("own work on the file", "yeah, I'll edit docker-compose.yml myself", NeedsConfirmation),
		c("own work on the ports", "ok good, I'll change the ports myself", NeedsConfirmation),
		c("own work on the rest", "yes, I'll handle the rest myself", NeedsConfirmation),
	} {
		t.Run(tc.name, tc.run)
	}
}

// TestAsideThatAsksForAnotherChange: a reply to my offer that asks for
// another change, answered by my doing it, is no side exchange: a later
// "looks good" approves what was done, not the offer before it.
func TestAsideThatAsksForAnotherChange(t *testing.T) {
	const yaml = "retries: 3\ntimeout: 10\n"
	offer := "`config.yaml` has `retries: 3`. Raise it to 5?"
	for _, c := range []followupCase{
		{"another change asked, done, then looks good", []string{"calls fail under load", offer, "can you change the timeout to 20 instead?", "Done, timeout is 20 now.", "yes looks good"},
			"config.yaml", yaml, "retries: 3", "retries: 5", NeedsConfirmation},
		{"a question of fact answered, then yes", []string{"calls fail under load", offer, "what does the client default to?", "The client defaults to 3 retries as well.", "yes"},
			"config.yaml", yaml, "retries: 3", "retries: 5", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// TestPutOffWithAnotherValue: "wait, make it 6 instead" is another request,
// not a put-off: a later yes does not take up the offer of 5.
func TestPutOffWithAnotherValue(t *testing.T) {
	const yaml = "retries: 3\ntimeout: 10\n"
	offer := "`config.yaml` has `retries: 3`. Raise it to 5?"
	for _, c := range []followupCase{
		{"wait, another value", []string{"calls fail under load", offer, "wait, make it 6", "Got it.", "yes"},
			"config.yaml", yaml, "retries: 3", "retries: 5", NeedsConfirmation},
		{"wait for my own work", []string{"calls fail under load", offer, "wait until I've checked the server side", "Sure, I'll hold off.", "done checking, do it"},
			"config.yaml", yaml, "retries: 3", "retries: 5", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// TestOfferItIsTheLastName: "it" stands for the last name given before
// the question; a yes to "Raise it to 5?" after `retries` and then
// `timeout` covers the timeout, not the retries.
func TestOfferItIsTheLastName(t *testing.T) {
	const yaml = "retries: 3\ntimeout: 3\n"
	offer := "In config.yaml `retries` is 3 and `timeout` is 3. Raise it to 5?"
	for _, c := range []followupCase{
		{"the last name", []string{"calls fail", offer, "yes"}, "config.yaml", yaml, "timeout: 3", "timeout: 5", Explicit},
		{"an earlier name", []string{"calls fail", offer, "yes"}, "config.yaml", yaml, "retries: 3", "retries: 5", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
