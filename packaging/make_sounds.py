"""Make the table's sounds: small, quiet WAV files in resources/sounds/, synthesised here from one seed.

    python packaging/make_sounds.py        # writes resources/sounds/*.wav (the same bytes every time)

Each sound is a few decaying sine partials (a soft mallet on wood or a bell) and, for the tile set
down, a short burst of filtered noise from :data:`SEED`. Mono, 16-bit, 22,050 Hz, the loudest sample
at a third of full scale: they sit under the game, never over it.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

SEED = 25
RATE = 22_050
PEAK = 0.33
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "sounds"
#: The pitches used, in Hz (C major around the fifth octave).
C5, E5, G5, C6, G4 = 523.25, 659.25, 783.99, 1046.5, 392.0


#: The partials of a soft mallet on a bell bar, and of wood: (frequency ratio, weight).
BELL = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
WOOD = ((1.0, 1.0), (2.76, 0.4), (5.4, 0.12))


def tone(frequency: float, seconds: float, decay: float, start: float = 0.0, partials=BELL) -> list[tuple]:
    """One tone for :func:`render`: starting at ``start``, lasting ``seconds``, dying away with time constant
    ``decay`` (all in seconds)."""
    return [(start, frequency, seconds, decay, partials)]


def render(parts: list, seconds: float, noise: tuple[float, float] | None = None) -> list[float]:
    """Mix ``parts`` (from :func:`tone`) and an optional (length, loudness) knock of low-passed noise into
    ``seconds`` of samples, faded in over 3 ms so that nothing clicks, scaled to :data:`PEAK`."""
    count = int(seconds * RATE)
    samples = [0.0] * count
    for start, frequency, length, decay, partials in parts:
        first = int(start * RATE)
        for index in range(first, min(count, first + int(length * RATE))):
            t = (index - first) / RATE
            envelope = math.exp(-t / decay) * min(1.0, t / 0.003)
            samples[index] += envelope * sum(weight * math.sin(2 * math.pi * frequency * ratio * t)
                                             for ratio, weight in partials)
    if noise is not None:
        length, loudness = noise
        rng, smooth = random.Random(SEED), 0.0
        for index in range(int(length * RATE)):
            smooth += 0.18 * (rng.uniform(-1.0, 1.0) - smooth)  # a one-pole low-pass: wood, not hiss
            samples[index] += loudness * smooth * math.exp(-index / (RATE * length / 4))
    loudest = max(abs(sample) for sample in samples) or 1.0
    return [PEAK * sample / loudest for sample in samples]


KNOCK = tone(180.0, 0.12, 0.025, partials=WOOD) + tone(420.0, 0.08, 0.012, partials=WOOD)
KNOCK_NOISE = (0.03, 1.2)


def tile_down() -> list[float]:
    """A tile set down on the board: a short wooden knock."""
    return render(KNOCK, 0.14, noise=KNOCK_NOISE)


def scoring_line() -> list[float]:
    """A placement that scores: the knock, then two soft mallet notes rising."""
    return render(KNOCK + tone(E5, 0.35, 0.09, start=0.04) + tone(G5, 0.4, 0.1, start=0.11), 0.5, noise=KNOCK_NOISE)


def ingenious() -> list[float]:
    """Ingenious!: a bright arpeggio up to the octave, ringing a little longer."""
    notes = (C5, E5, G5, C6)
    return render(sum((tone(pitch, 0.6, 0.16, start=0.085 * step) for step, pitch in enumerate(notes)), []), 0.9)


def game_end() -> list[float]:
    """The end of a game: a gentle fall from G to a full C chord."""
    return render(tone(G4, 0.5, 0.18) + tone(C5, 1.2, 0.4, start=0.32) + tone(E5, 1.2, 0.4, start=0.34)
                  + tone(G5, 1.2, 0.4, start=0.36), 1.6)


SOUNDS = {"tile-down": tile_down, "scoring-line": scoring_line, "ingenious": ingenious, "game-end": game_end}


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(32767 * sample)) for sample in samples))


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(FOLDER / f"{name}.wav", make())
        print(f"{name}.wav: {(FOLDER / f'{name}.wav').stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
