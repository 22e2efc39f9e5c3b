"""The Qt user interface, in rooms: table/ (the game table), panels/ (log, chart, lesson, replay),
dialogs/, coach/ (hints, chances, review), window/ (the main window, its modes and launch), and kit/
(the palette, messages and retranslation every room uses)."""
