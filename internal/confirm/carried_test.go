package confirm

import (
	"strings"
	"testing"
)

// TestEveryLineCarriesTheRequest: when a request gives the text or value
// to bring in (quoted or not, in any language), a rewritten line that
// brings it in is what was asked; another rewritten line whose change
// neither brings in nor takes away anything the request writes (a body
// translated beside the heading asked, a flag added beside the value
// asked) needs confirmation. Lines that all bring the asked text stay
// explicit. German, Spanish, Japanese, Russian, English; Markdown, YAML,
// shell, JSON, Python.
func TestEveryLineCarriesTheRequest(t *testing.T) {
	md := "# Overview\n\nThis page explains the basics.\n"
	guide := "# Quick guide\n\nInstall it with npm.\n"
	yaml := "region: us-east-1\nlog_format: json\n"
	sh := "#!/bin/sh\nCLUSTER=staging\nkubectl apply -f k8s/ --context \"$CLUSTER\"\n"
	pkg := "{\n  \"name\": \"tidal\",\n  \"description\": \"tidal runner\"\n}\n"
	awsSh := "REGION=us-east-1\naws ecs update-service --region \"$REGION\" --service web\n"
	py := "# listens on 8080\nPORT = 8080\nDEBUG = False\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("Ersetze in docs/intro.md die Überschrift durch „Erste Schritte“, danke")}, fileTarget("docs/intro.md", md, replace(md, "Overview", "Erste Schritte")), Explicit},
		{[]Turn{u("Ersetze in docs/intro.md die Überschrift durch „Erste Schritte“, danke")}, fileTarget("docs/intro.md", md, replace(replace(md, "Overview", "Erste Schritte"), "This page explains the basics.", "Diese Seite erklärt die Grundlagen.")), NeedsConfirmation},
		{[]Turn{u("cambia el título de README.md a «Guía rápida» por favor")}, fileTarget("README.md", guide, replace(guide, "Quick guide", "Guía rápida")), Explicit},
		{[]Turn{u("cambia el título de README.md a «Guía rápida» por favor")}, fileTarget("README.md", guide, replace(replace(guide, "Quick guide", "Guía rápida"), "Install it with npm.", "Instálalo con npm.")), NeedsConfirmation},
		{[]Turn{u("config.yaml の region を ap-northeast-1 に変えてください")}, fileTarget("config.yaml", yaml, replace(yaml, "us-east-1", "ap-northeast-1")), Explicit},
		{[]Turn{u("config.yaml の region を ap-northeast-1 に変えてください")}, fileTarget("config.yaml", yaml, replace(replace(yaml, "us-east-1", "ap-northeast-1"), "json", "text")), NeedsConfirmation},
		{[]Turn{u("в deploy.sh поменяй CLUSTER на prod-eu")}, fileTarget("deploy.sh", sh, replace(sh, "=staging", "=prod-eu")), Explicit},
		{[]Turn{u("в deploy.sh поменяй CLUSTER на prod-eu")}, fileTarget("deploy.sh", sh, replace(replace(sh, "=staging", "=prod-eu"), "\"$CLUSTER\"", "\"$CLUSTER\" --prune")), NeedsConfirmation},
		{[]Turn{u("in deploy.sh CLUSTER muss prod-eu sein")}, fileTarget("deploy.sh", sh, replace(replace(sh, "=staging", "=prod-eu"), "\"$CLUSTER\"", "\"$CLUSTER\" --wait")), NeedsConfirmation},
		{[]Turn{u("point CLUSTER in deploy.sh at prod-eu")}, fileTarget("deploy.sh", sh, replace(replace(sh, "=staging", "=prod-eu"), "-f k8s/", "-f k8s/ --force")), NeedsConfirmation},
		{[]Turn{u("заміни REGION у release.sh на eu-west-3")}, fileTarget("release.sh", awsSh, replace(awsSh, "us-east-1", "eu-west-3")), Explicit},
		{[]Turn{u("заміни REGION у release.sh на eu-west-3")}, fileTarget("release.sh", awsSh, replace(replace(awsSh, "us-east-1", "eu-west-3"), "--service web", "--service web --force")), NeedsConfirmation},
		// every rewritten line brings the asked text
		{[]Turn{u("rename the package in package.json to tiderun")}, fileTarget("package.json", pkg, replace(pkg, "tidal", "tiderun")), Explicit},
		{[]Turn{u("change the port in server.py to 8081")}, fileTarget("server.py", py, replace(py, "8080", "8081")), Explicit},
		{[]Turn{u("change the port in server.py to 8081")}, fileTarget("server.py", py, replace(replace(py, "8080", "8081"), "DEBUG = False", "DEBUG = True")), NeedsConfirmation},
	})
}

// TestChangedSpans: the spans are whole words of any script, and a line
// that only grows at its end or beginning is read without a panic.
func TestChangedSpans(t *testing.T) {
	for _, c := range []struct{ old, new, del, ins string }{
		{"# Getting started", "# Guide de démarrage", "Getting started", "Guide de démarrage"},
		{"REGION=us-east-1", "REGION=eu-central-1", "us-east", "eu-central"},
		{"run it", "运行它", "run it", "运行它"},
		{"if (cached) {", "if (cached) { // fast path", "", " // fast path"},
		{"api --x", "--y api --x", "", "--y "},
		{"été", "éte", "été", "éte"},
		{"", "new", "", "new"},
		{"deploy --service api", "deploy --service api --force", "", " --force"},
		{"deploy --service api", "deploy --service apis", "api", "apis"},
	} {
		del, ins := changedSpans(c.old, c.new)
		if del != c.del || ins != c.ins {
			t.Errorf("changedSpans(%q, %q) = %q, %q; want %q, %q", c.old, c.new, del, ins, c.del, c.ins)
		}
	}
}

// TestEverySpotCarriesTheRequest: within one line, the request's text put
// in the place the request points at (its old words named: "the setup
// guide link") is what was asked; the same text put in another place of
// the line too, replacing words the request does not write (the FAQ link),
// needs confirmation. A value put in every place of an unnamed old one
// stays explicit.
func TestEverySpotCarriesTheRequest(t *testing.T) {
	md := "# app\n\nRead the [install notes](docs/install.md) or the [changelog](docs/changes.md).\n"
	fixed := replace(md, "docs/install.md", "docs/setup/install.md")
	both := replace(fixed, "docs/changes.md", "docs/setup/install.md#changes")
	yml := "image: registry.local/api:1.4.2 # pinned 1.4.2\n"
	runThreadCases(t, []threadCase{
		{[]Turn{u("the install notes link in README.md is dead, point it at docs/setup/install.md")}, fileTarget("README.md", md, fixed), Explicit},
		{[]Turn{u("the install notes link in README.md is dead, point it at docs/setup/install.md")}, fileTarget("README.md", md, both), NeedsConfirmation},
		{[]Turn{u("le lien install notes du README.md est mort, mets docs/setup/install.md")}, fileTarget("README.md", md, both), NeedsConfirmation},
		{[]Turn{u("bump the api image in deploy.yaml to 1.5.0")}, fileTarget("deploy.yaml", yml, replace(yml, "1.4.2", "1.5.0")), Explicit},
	})
}

// TestDerived: a name made from another is derived; other text put in
// the place of a word, keeping the word beside it, is not.
func TestDerived(t *testing.T) {
	for _, c := range []struct {
		del, ins string
		want     bool
	}{
		{"Lock", "RLock", true},
		{"Unlock", "RUnlock", true},
		{"items", "item", true},
		{"faq.md", "start.md#faq", false},
		{"", "force", false},
		{"Welcome", "Bienvenue", false},
	} {
		if got := derived(c.del, c.ins); got != c.want {
			t.Errorf("derived(%q, %q) = %v, want %v", c.del, c.ins, got, c.want)
		}
	}
}

// FuzzChangedSpans: any two lines, valid UTF-8 or not, give spans that are
// slices of them, without a panic.
func FuzzChangedSpans(f *testing.F) {
	for _, s := range [][2]string{{"# Getting started", "# Guide de démarrage"}, {"run it", "运行它"}, {"a", "ab"}, {"\xff\xfe", "\xff"}, {"été", "éte"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, old, new string) {
		del, ins := changedSpans(old, new)
		if !strings.Contains(old, del) || !strings.Contains(new, ins) {
			t.Fatalf("changedSpans(%q, %q) = %q, %q: not parts of the lines", old, new, del, ins)
		}
		_ = derived(del, ins)
		_ = spotFields(new)
	})
}
