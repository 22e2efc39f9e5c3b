"""The command-line tools (replay, moves, bestmove, arena, bench); none of them imports Qt."""
