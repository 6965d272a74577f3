//go:build !unix

package dispatch

// withContent calls use with the content of the file at path.
func withContent(path string, use func(content string) error) error {
	content, err := readPreview(path)
	if err != nil {
		return err
	}
	return use(content)
}
