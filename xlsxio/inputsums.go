package xlsxio

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"os"
	"sync"
)

// InputSums collects the SHA-256 of the files the readers read whole in
// one pass (a CSV game list or rating list read as it is parsed), from the
// very bytes read, so that the inputs the outputs record (docs/formats.md
// "Outputs": the Notes sheet, the report, a file given twice) need not be
// read once more. It is safe for readers running side by side.
type InputSums struct {
	mu   sync.Mutex
	sums map[string]string
}

// Sum is the SHA-256 of the file at path in lower-case hex (as
// outputs.HashFile gives it), if a reader given these sums read it whole.
func (s *InputSums) Sum(path string) (string, bool) {
	if s == nil {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sum, ok := s.sums[path]
	return sum, ok
}

// put records the sum of the file at path.
func (s *InputSums) put(path string, h hash.Hash) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sums == nil {
		s.sums = map[string]string{}
	}
	s.sums[path] = hex.EncodeToString(h.Sum(nil))
}

// hashFrom starts the SHA-256 of f, whose bytes up to its current offset
// (a byte-order mark) were read already: they are read again into it, and
// the rest is to be written to it as it is read.
func hashFrom(f *os.File) (hash.Hash, error) {
	pos, err := f.Seek(0, io.SeekCurrent)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.NewSectionReader(f, 0, pos)); err != nil {
		return nil, err
	}
	return h, nil
}
