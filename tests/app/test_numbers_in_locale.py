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
    assert value_text(0.456, solo=False) == "46%"
    speak("de")
    assert value_text(0.456, solo=False) == "46 %"


def test_a_solo_result_stays_six_digits_with_no_thousands_sign_in_any_language(speak):
    for code in ("en", "de", "fr", "es"):
        speak(code)
        assert value_text(63542.4, solo=True) == "063542"
        assert points(18) == "18"

