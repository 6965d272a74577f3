// Package words is the language layer shared by the consent and the
// confirmation capabilities: how a user's message is cut into sentences,
// clauses and words, which of its text is not the user's own words (pasted
// logs, code, quotes), and the small closed vocabularies that decide
// meaning: approval and refusal, negation, hedges, questions and requests,
// ordinals and option picking, sarcasm, asides, negations that take doubt
// away ("can't see any problem"), remarks in parentheses, dictated
// punctuation, times an approval can be put off to.
//
// Each rule is a small function with a table test. Typo tolerance (an edit
// distance) applies only to the closed vocabulary of approval and refusal
// words, never to open text. The package is pure and allocation-light: no
// regexps, no package state, because every hook process starts from
// nothing.
package words
