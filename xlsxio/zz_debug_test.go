package xlsxio_test

import (
	"fmt"
	"os"
	"testing"

	"ratingdesk/xlsxio"
)

func TestZZDebug(t *testing.T) {
	for _, p := range []string{os.Getenv("F1"), os.Getenv("F2")} {
		if p == "" {
			continue
		}
		k, ps := xlsxio.DetectKind(p, xlsxio.ReadOptions{})
		fmt.Println("kind", k, ps)
		_, ps = xlsxio.ReadRatingList(p, xlsxio.ReadOptions{})
		fmt.Println(ps)
		_, ps = xlsxio.ReadGameList(p, xlsxio.ReadOptions{})
		fmt.Println(ps)
	}
}
