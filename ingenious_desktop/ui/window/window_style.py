"""The window's own style sheets: its edges, toolbars, tabs and status line are dark like the table."""

from __future__ import annotations

from ..kit.palette import ACCENT, FRAME, INK, INK_DIM, LOG_BACKGROUND, PANEL_FACE

#: The tool tips of the dark parts: a tip takes its widget's style sheet, so without this its text would be the
#: pale ink on the pale tip (dark text on pale yellow, as the menus' tips are).
READABLE_TIPS = "QToolTip { color: #1b1b1b; background: #ffffdc; border: 1px solid #767676; }"
#: The status line and the edge beside the log panel, dark like the table they border.
STATUS_LINE_STYLE = f"QStatusBar {{ background: {FRAME.name()}; color: {INK.name()}; }} " \
                    "QStatusBar::item { border: none; } " + READABLE_TIPS
#: The edges between the panels, the toolbar and the tabs of panels stacked in one place, dark like the
#: table ("QMainWindow >": not the toolbars and tabs of the dialogs the window opens).
WINDOW_STYLE = f"""
    QMainWindow::separator {{ background: {FRAME.name()}; width: 4px; height: 4px; }}
    QMainWindow > QToolBar {{ background: {FRAME.name()}; border: none; padding: 2px; }}
    QMainWindow > QToolBar QToolButton {{ color: {INK.name()}; border: none; border-radius: 3px; padding: 3px 8px; }}
    QMainWindow > QToolBar QToolButton:hover {{ background: {PANEL_FACE[0].name()}; }}
    QMainWindow > QToolBar QToolButton:disabled {{ color: {INK_DIM.name()}; }}
    QMainWindow > QTabBar {{ background: {FRAME.name()}; }}
    QMainWindow > QTabBar::tab {{ background: {FRAME.name()}; color: {INK_DIM.name()}; border: none;
                                  border-top: 2px solid transparent; padding: 4px 12px; }}
    QMainWindow > QTabBar::tab:selected {{ background: {LOG_BACKGROUND.name()}; color: {INK.name()};
                                           border-top-color: {ACCENT.name()}; }}
    QMainWindow > QTabBar::tab:hover {{ color: {INK.name()}; }}
"""
