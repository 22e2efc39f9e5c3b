"""The numbers the player reads follow the language chosen: German writes 7,0 where English writes 7.0."""

from __future__ import annotations

from ingenious_desktop.app.describe import decimal, points, value_text


def test_a_mean_is_written_with_the_languages_decimal_sign(speak):
    assert (decimal(7), decimal(12.25, places=2)) == ("7.0", "12.25")
    speak("de")
    assert (decimal(7), decimal(12.25, places=2)) == ("7,0", "12,25")
    speak("fr")
    assert decimal(15.5) == "15,5"


def test_a_win_chance_is_a_whole_percentage_as_the_language_writes_one(speak):
    """German writes a space before the % sign: a no-break one, so the sign never wraps onto a line alone."""
    assert value_text(0.456, solo=False) == "46%"
    speak("de")
    assert value_text(0.456, solo=False) == "46\u00a0%"


def test_an_expected_solo_result_reads_as_its_lowest_colour_to_a_tenth_in_the_locale(speak):
    shown = {}
    for code in ("en", "de", "fr", "es"):
        speak(code)
        shown[code] = value_text(63542.4, solo=True)  # lowest 6.3..., then 54 and 2
        assert points(18) == "18"
    assert shown == {"en": "6.3", "de": "6,3", "fr": "6,3", "es": "6,3"}

