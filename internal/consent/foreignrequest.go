package consent

import "strings"

// foreignRequest reports whether a clause in another language asks the
// agent for something: it holds a request form of its language, the way
// "please", "add", "change" or "don't" do in English. A remark beside an
// approval ("合作方那边我先去解释一下", "Клиенты жалуются уже неделю") tells;
// a request ("另外把日志也加上", "ログも追加してね", "그리고 로그도 추가해 주세요",
// "И добавь ещё логирование") asks for more work, and so changes the plan.
// The forms are the request endings and particles of each language (て
// ほしい, 주세요, 请/把, ช่วย), "but" (でも, 但, 다만), the verbs of adding, changing, removing
// and using, and negative imperatives, matched on the clause's letters
// joined (Chinese and Japanese are read a character a word).
func foreignRequest(ws []string) bool {
	joined := strings.Join(ws, "")
	spaced := " " + strings.Join(ws, " ") + " "
	for _, m := range foreignRequestJoined {
		if strings.Contains(joined, m) {
			return true
		}
	}
	for _, m := range foreignRequestWords {
		if strings.Contains(spaced, " "+m+" ") {
			return true
		}
	}
	return false
}

// foreignRequestJoined are request forms found inside the joined letters
// of a clause: Japanese, Chinese and Korean endings and verbs, Thai
// request words (Thai, too, is written without spaces).
var foreignRequestJoined = []string{
	// Japanese: negative requests, wishes, verbs of change, "but"
	"ないで", "してほしい", "して欲しい", "でも", "ただし", "但し", "追加", "変更", "変えて", "削除", "消して", "使って", "直して",
	// Japanese "while you're at it" (Chinese 顺便 below), and the request
	// ending "do it for me" in its written and spoken forms (しておいて,
	// しといて: "直しといて", "見直しておいて")
	"ついでに", "ておいて", "しといて",
	// Chinese: please, the disposal 把, add / change / remove / use, don't, but, also-must
	"请", "請", "把", "但", "不过", "不過", "也要", "加上", "加一", "添加", "增加", "改成", "改为", "改為", "换成", "換成", "删", "刪", "去掉", "用新", "别", "別", "不要", "顺便", "順便",
	// Korean: request endings and verbs of change
	"주세요", "해줘", "해 줘", "주십시오", "주시고", "추가", "바꿔", "변경", "삭제", "말아", "다만", "근데", "하지만",
	// Thai: help-please, add, change, remove, don't
	"ช่วย", "เพิ่ม", "เปลี่ยน", "ลบ", "อย่า",
}

// foreignRequestWords are request words matched as whole words: imperatives
// of adding, changing, removing and using, and request particles, in
// languages written with spaces.
var foreignRequestWords = []string{
	// Vietnamese: add, change, fix, remove, use, remember to, don't
	"thêm", "đổi", "sửa", "xóa", "xoá", "bỏ", "dùng", "nhớ", "đừng",
	// Russian, Ukrainian
	"добавь", "добавьте", "убери", "уберите", "поменяй", "поменяйте", "измени", "измените", "используй", "удали", "напиши",
	"додай", "прибери", "зміни", "використай",
	// Arabic, Hebrew, Persian
	"أضف", "وأضف", "اضف", "غيّر", "غير", "احذف", "استخدم", "תוסיף", "תוסיפי", "תשנה", "תמחק", "תשתמש", "اضافه", "عوض",
	// Turkish, Polish, Greek, Indonesian, Swahili, Hindi
	"ekle", "değiştir", "sil", "kullan", "dodaj", "zmień", "usuń", "πρόσθεσε", "άλλαξε", "σβήσε", "tambahkan", "tambah", "ganti", "hapus",
	"ongeza", "badilisha", "ondoa", "tumia", "जोड़ो", "बदलो", "हटाओ", "जोड़", "बदल",
}
