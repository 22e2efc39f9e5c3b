"""The command-line tools (replay, moves, bestmove, arena, analyse, review, bench; docs/commands.md);
none of them imports Qt."""
