"""The game table: the board, racks, plates and bag, drawn and animated, and the tile in hand."""
