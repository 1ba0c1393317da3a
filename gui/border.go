package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// border is container.NewBorder with its objects in reading order: top,
// left, the centre, right, bottom. That is the order in which Tab moves
// the keyboard through them (Fyne's focus chain follows the order of the
// objects), where NewBorder puts the centre first: Tab from the Players
// search went past the table below it to the foot of the window.
func border(top, bottom, left, right fyne.CanvasObject, center ...fyne.CanvasObject) *fyne.Container {
	objects := make([]fyne.CanvasObject, 0, len(center)+4)
	for _, o := range []fyne.CanvasObject{top, left} {
		if o != nil {
			objects = append(objects, o)
		}
	}
	objects = append(objects, center...)
	for _, o := range []fyne.CanvasObject{right, bottom} {
		if o != nil {
			objects = append(objects, o)
		}
	}
	return container.New(layout.NewBorderLayout(top, bottom, left, right), objects...)
}
