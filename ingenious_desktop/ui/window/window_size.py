"""Where the main window opens: where it was last closed when that is a usable size on the screen it
appears on, else a default size in the middle of the screen."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The size a window first opens at (nine tenths of a smaller screen).
DEFAULT_SIZE = QSize(1200, 800)
#: The smallest saved size that is kept (on a smaller screen, the default size there).
USABLE_SIZE = QSize(640, 480)


def place_window(window: QWidget, saved: QByteArray | None) -> None:
    """Give ``window`` the ``saved`` geometry if it is usable, kept within the available part of the
    screen it appears on; otherwise the default size, centred on the window's screen."""
    if saved is not None and window.restoreGeometry(saved):
        if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            return
        screen = QGuiApplication.screenAt(window.geometry().center())
        if screen is not None and _at_least(window.size(), usable_size(screen.availableGeometry())):
            window.setGeometry(_within(window.geometry(), screen.availableGeometry()))
            return
    available = window.screen().availableGeometry()
    size = default_size(available)
    window.setGeometry(QRect(available.center() - QPoint(size.width() // 2, size.height() // 2), size))


def default_size(available: QRect) -> QSize:
    return DEFAULT_SIZE.boundedTo(available.size() * 0.9)


def usable_size(available: QRect) -> QSize:
    return USABLE_SIZE.boundedTo(default_size(available))


def _at_least(size: QSize, least: QSize) -> bool:
    return size.width() >= least.width() and size.height() >= least.height()


def _within(rect: QRect, available: QRect) -> QRect:
    """``rect`` made no larger than ``available`` and moved inside it."""
    size = rect.size().boundedTo(available.size())
    left = max(available.left(), min(rect.left(), available.right() + 1 - size.width()))
    top = max(available.top(), min(rect.top(), available.bottom() + 1 - size.height()))
    return QRect(QPoint(left, top), size)
