"""Every sentence the player reads about a game, in the language now chosen: the status line,
the log, the replay's words, the final standings, the rules' refusals and the problems of a file.

Each sentence is whole, with named placeholders, and goes through Qt's translations (context
"describe"; the ones with a number to agree with through :class:`Counted`), so a translator
replaces it as a unit. Every player is named by one rule, and every name made safe to show, in
:mod:`.names` (the command-line tools stay English and never come here). Numbers go through
:mod:`.numbers`, in the chosen language's locale.

    names          how a player is named, and any name from a player or a file shown safely
    words          kinds, colours, levels and the sentences that agree with a number
    numbers        points, decimals, win chances
    status         the status line, the outcome, notices
    log            the game log's lines
    replay_words   the replay viewer's words
    standings      the final ranking and its tie-breaks
    refusals       why the rules refuse a move
    file_problems  why a file cannot be read
"""

from .file_problems import SHOWN_VALUE_LENGTH, statistics_trouble, unreadable_record
from .names import SHOWN_NAME_LENGTH, given_name, holder_name, seat_name, shown_text, spoken_to
from .log import (LogLine, describe_events, describe_log, describe_played, placement_number, swap_mark, turn_of,
                  turns_begun)
from .numbers import (accuracy, decimal, expected_lowest, points, solo_suggestion, solo_suggestion_words, value_text,
                      win_chance)
from .refusals import not_your_turn, refusal, spot_fault_text
from .replay_words import from_here_note, replay_status, replay_where, unfinished_replay
from .standings import Standing, ranking_intro, standings
from .status import banner_subtitle, hints_used, notice_text, outcome, status_line, swap_choice, swap_reason
from .words import (BONUS, BONUS_LOST, GAME_OVER, HAND_OVER, KEYS_HINT, MOUSE_HINT, PICK_HINT, PLACED, STATISTICS,
                    STATISTICS_LEFT_ALONE, STATISTICS_NOT_RESET, STATISTICS_SET_ASIDE, STATISTICS_UNSAVED, SWAP_OFFER,
                    SWAPPED, THINKING, TO_PLACE, Counted, bonus_mark, colour_name, hand_over_help, hand_over_message,
                    hint, ingenious, level_name, level_word, rack_tip, score_board_tip, seat_detail, tiles_in_bag,
                    track_lines, translate, turn_note)

__all__ = [
    "BONUS", "BONUS_LOST", "GAME_OVER", "HAND_OVER", "KEYS_HINT", "MOUSE_HINT", "PICK_HINT", "PLACED",
    "SHOWN_NAME_LENGTH", "SHOWN_VALUE_LENGTH", "STATISTICS", "STATISTICS_LEFT_ALONE", "STATISTICS_NOT_RESET", "STATISTICS_SET_ASIDE",
    "STATISTICS_UNSAVED", "SWAP_OFFER", "SWAPPED", "THINKING", "TO_PLACE",
    "Counted", "LogLine", "Standing",
    "accuracy", "banner_subtitle", "bonus_mark", "colour_name", "decimal", "describe_events", "describe_log",
    "describe_played", "expected_lowest", "from_here_note", "given_name", "hand_over_help", "hand_over_message", "hint", "hints_used",
    "holder_name", "ingenious", "level_name", "level_word", "not_your_turn", "notice_text", "outcome", "placement_number", "points", "rack_tip",
    "ranking_intro", "refusal", "replay_status", "replay_where", "score_board_tip", "seat_detail", "seat_name", "shown_text",
    "solo_suggestion", "solo_suggestion_words", "spoken_to", "spot_fault_text", "standings", "statistics_trouble", "status_line", "swap_choice",
    "swap_mark", "swap_reason", "tiles_in_bag", "track_lines", "translate", "turn_note", "turn_of", "turns_begun",
    "unfinished_replay", "unreadable_record", "value_text", "win_chance",
]
