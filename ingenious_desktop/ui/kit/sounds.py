"""The table's short sounds (resources/sounds/*.wav, made by packaging/make_sounds.py), played through
miniaudio: a small library of its own, where Qt's sound needs Qt Multimedia and its FFmpeg (about 25 MB).

Nothing is loaded and no sound device is opened until the first sound plays; where the system has no
sound (no library, no device), the sounds stay silent and the game goes on.
"""

from __future__ import annotations

from importlib.resources import files

from ingenious_desktop import APP_NAME

TILE_DOWN, SCORING_LINE, INGENIOUS, GAME_END = "tile-down", "scoring-line", "ingenious", "game-end"
FOLDER = files("ingenious_desktop.resources") / "sounds"
#: The files' format: mono, 16-bit, this many samples a second.
RATE = 22_050


class SoundPlayer:
    """Plays one sound at a time: a new one cuts the one before (they are short)."""

    def __init__(self):
        self._device = None
        self._clips: dict[str, object] = {}
        self._silent = False  # no sound on this system: stop trying

    def play(self, name: str) -> None:
        if self._silent:
            return
        try:
            import miniaudio
        except ImportError:
            self._silent = True
            return
        try:
            clip = self._clips.get(name)
            if clip is None:
                clip = self._clips[name] = miniaudio.decode((FOLDER / f"{name}.wav").read_bytes(), nchannels=1,
                                                            sample_rate=RATE).samples
            if self._device is None:
                self._device = miniaudio.PlaybackDevice(nchannels=1, sample_rate=RATE, buffersize_msec=60,
                                                        app_name=APP_NAME)
            self._device.stop()
            frames = _frames(clip)
            next(frames)
            self._device.start(frames)
        except (OSError, miniaudio.MiniaudioError):  # no sound device, or no sound server
            self._silent = True

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None


def _frames(samples):
    """miniaudio's playback generator: primed once, then each send asks for the next ``wanted`` frames."""
    wanted = yield b""
    position = 0
    while position < len(samples):
        chunk = samples[position:position + wanted]
        position += wanted
        wanted = yield chunk
