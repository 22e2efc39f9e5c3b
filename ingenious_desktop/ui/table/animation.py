"""Every animation of the game table, at one speed.

Its one job: move, fade and grow the table's items over time (a tile settling on the board,
the scored lines flashing, pegs sliding along their tracks, the "Ingenious!" banner), finish
them all at once when the player clicks or presses a key, and call back once everything has
landed.  Speed 1 is normal, 2 twice as fast, 0 shows every end state at once.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPropertyAnimation,
                            QTimer, QVariantAnimation)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

#: Milliseconds at animation speed 1.
SETTLE_MS, FLASH_MS, SLIDE_MS, BANNER_MS = 260, 1100, 450, 1700


class Animator(QObject):
    """Runs the table's animations; :meth:`finish_all` and :meth:`when_landed` see all of them."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = 1.0
        self._running: list[tuple[QAbstractAnimation, Callable | None]] = []
        self._waiting: list[Callable] = []  # callbacks for when everything has landed
        self._slides: dict[QGraphicsObject, QPropertyAnimation] = {}
        self._banner: QGraphicsObject | None = None
        self._banner_pop: QAbstractAnimation | None = None
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._hide_banner)

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.0, speed)

    @property
    def instant(self) -> bool:
        return self.speed <= 0

    # ------------------------------------------------------------ the animations

    def settle(self, item: QGraphicsItem, centre) -> None:
        """A tile that was just put down shrinks onto the board around ``centre`` (item coordinates)."""
        if self.instant:
            return
        item.setTransformOriginPoint(centre)
        settle = self._variant(SETTLE_MS, 1.3, 1.0, QEasingCurve.OutCubic)
        settle.valueChanged.connect(item.setScale)
        self._run(settle, lambda: item.setScale(1.0))

    def flash(self, item: QGraphicsItem) -> None:
        """``item`` (already in its scene) fades in, stays a moment and fades out; then it leaves the scene.

        Not at speed 0: a flash that is over at once is not worth building.
        """
        item.setOpacity(0)
        fade = self._variant(FLASH_MS, 0.0, 0.0)
        fade.setKeyValueAt(0.2, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.valueChanged.connect(item.setOpacity)
        self._run(fade, lambda: item.scene().removeItem(item))

    def slide(self, item: QGraphicsObject, target) -> None:
        """``item`` slides to ``target``, taking over from a slide of it still under way."""
        self._drop(self._slides.pop(item, None))
        if self.instant:
            item.setPos(target)
            return
        slide = QPropertyAnimation(item, b"pos", self)
        slide.setDuration(self._duration(SLIDE_MS))
        slide.setEndValue(target)
        slide.setEasingCurve(QEasingCurve.OutCubic)
        self._slides[item] = slide
        self._run(slide, lambda: self._slides.pop(item, None))

    def pop_banner(self, banner: QGraphicsObject) -> None:
        """``banner`` pops up, grows to full size and fades away (at speed 0: shows for a moment)."""
        self._banner = banner
        banner.show()
        self._drop(self._banner_pop)
        if self.instant:
            banner.setOpacity(1.0)
            self._banner_timer.start(BANNER_MS)
            return
        pop = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(banner, b"opacity", pop)
        fade.setDuration(self._duration(BANNER_MS))
        fade.setStartValue(0.0)
        fade.setKeyValueAt(0.12, 1.0)
        fade.setKeyValueAt(0.8, 1.0)
        fade.setEndValue(0.0)
        grow = QPropertyAnimation(banner, b"scale", pop)
        grow.setDuration(self._duration(BANNER_MS) // 4)
        grow.setStartValue(0.6)
        grow.setEndValue(1.0)
        grow.setEasingCurve(QEasingCurve.OutBack)
        self._banner_pop = pop
        self._run(pop, self._hide_banner)

    # ------------------------------------------------------------ all of them

    def finish_all(self) -> None:
        """Jump every running animation to its end (a click or a key skips them)."""
        for entry in self._running[:]:
            animation, when_done = entry
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
            if entry in self._running:
                self._running.remove(entry)
                if when_done is not None:
                    when_done()
        if self._banner is not None and self._banner.isVisible():
            self._hide_banner()
        self._call_waiting()

    def forget_all(self) -> None:
        """Finish everything and let go of the items: the table is about to be rebuilt."""
        self.finish_all()
        self._slides.clear()
        self._banner = None

    def when_landed(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the animations running now have ended or been skipped; at once if none run."""
        if self._running:
            self._waiting.append(callback)
        else:
            callback()

    # ------------------------------------------------------------ helpers

    def _duration(self, milliseconds: int) -> int:
        return int(milliseconds / self.speed)

    def _variant(self, milliseconds: int, start: float, end: float, easing=None) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setDuration(self._duration(milliseconds))
        animation.setStartValue(start)
        animation.setEndValue(end)
        if easing is not None:
            animation.setEasingCurve(easing)
        return animation

    def _run(self, animation: QAbstractAnimation, when_done: Callable | None = None) -> None:
        """Start ``animation``; ``when_done`` runs once, when it ends or is skipped."""
        entry = (animation, when_done)
        self._running.append(entry)

        def finished():
            if entry in self._running:
                self._running.remove(entry)
                if when_done is not None:
                    when_done()
                self._call_waiting()
        animation.finished.connect(finished)
        animation.start(QAbstractAnimation.DeleteWhenStopped)

    def _drop(self, animation: QAbstractAnimation | None) -> None:
        """Stop ``animation`` where it is, because a newer one takes over its item."""
        for entry in self._running:
            if entry[0] is animation:
                self._running.remove(entry)
                animation.stop()
                return

    def _hide_banner(self) -> None:
        self._banner_timer.stop()
        self._banner_pop = None
        if self._banner is not None:
            self._banner.hide()

    def _call_waiting(self) -> None:
        if self._running:
            return
        waiting, self._waiting = self._waiting, []
        for callback in waiting:
            callback()
