package charts

import "gonum.org/v1/plot/plotter"

// BandRings are the outlines of the ±RD bands a rating curve of points
// draws (segment), for the external tests to check the drawing data.
func BandRings(points []CurvePoint) ([]plotter.XYs, error) {
	var out []plotter.XYs
	for _, run := range ratedRuns(points) {
		bands, _, _, err := segment(points, run)
		if err != nil {
			return nil, err
		}
		for _, b := range bands {
			out = append(out, b.XYs...)
		}
	}
	return out, nil
}
