"""What every room is built with: the palette, plain-text message boxes, retranslating widgets, the window part."""
