//go:build !linux

package apply

import "testing"

func TestApplyUnderSymlinkSwapsWritesNothingOutside(t *testing.T) {
	t.Skip("the race needs renameat2(RENAME_EXCHANGE), which only Linux has; apply's os.Root use is the same on every OS")
}
