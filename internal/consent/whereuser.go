package consent

// whereUserIs reports whether a clause without a verb only says where the
// user is or what they write from: places and devices after a preposition,
// chained, with a possessive or an article and a word of time ("on my phone
// at the airport", "in a meeting rn", "on the train right now", "from my
// laptop on a flight"). Nothing of the plan can stand in it: every word
// must be one of those.
func whereUserIs(ws []string) bool {
	places := 0
	for i, w := range ws {
		switch {
		case situationPlace(w):
			if i == 0 || !situationPreposition(ws[i-1]) && !situationDeterminer(ws[i-1]) {
				return false
			}
			places++
		case situationPreposition(w), situationDeterminer(w):
		case w == "rn" || w == "now" || w == "right" || w == "today" || w == "atm" || w == "currently":
		default:
			return false
		}
	}
	return places > 0 && situationPreposition(ws[0])
}

// situationPreposition reports whether w places the user ("on", "at").
func situationPreposition(w string) bool {
	switch w {
	case "on", "at", "in", "from", "between":
		return true
	}
	return false
}

// situationDeterminer reports whether w may stand before a place of the
// user's ("my", "a", "the").
func situationDeterminer(w string) bool {
	switch w {
	case "my", "a", "an", "the", "our":
		return true
	}
	return false
}

// situationPlace reports whether w is where a user writes from: a device,
// a vehicle, a place on the way, a meeting or a break.
func situationPlace(w string) bool {
	switch w {
	case "phone", "mobile", "cell", "iphone", "android", "tablet", "ipad", "laptop", "airport", "train", "plane",
		"flight", "bus", "taxi", "cab", "car", "road", "commute", "meeting", "meetings", "call", "calls", "standup",
		"vacation", "holiday", "holidays", "pto", "leave", "break", "lunch", "gym", "conference", "offsite", "way", "hospital":
		return true
	}
	return false
}
