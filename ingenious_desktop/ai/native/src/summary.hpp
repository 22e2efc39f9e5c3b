// Per-colour summaries of a position for the learned players (ai/training/summary.py is the
// definition; tests/ai/test_summary.py holds the core to it).
#pragma once

#include <vector>

#include "rules.hpp"

namespace ingenious {

constexpr int SUMMARY_PER_COLOUR = 12;
constexpr int SUMMARY_GLOBALS = 8;
constexpr int SUMMARY_SIZE = 6 * SUMMARY_PER_COLOUR + SUMMARY_GLOBALS;

//! The summary of ``s`` for ``seat`` (the player who just placed), colours in canonical order
//! (else red first), with ``bag_tiles`` in the bag and whether a swap is chosen; writes SUMMARY_SIZE floats.
void summarise(const State& s, int seat, int bag_tiles, bool swap_chosen, bool canonical, float* out);

//! The summaries of what each legal placement of the player to move leaves (in
//! scored_placements order), then one more row for each placement after which a swap is
//! allowed, with the swap chosen; ``swap_of`` receives those placements' indexes.
std::vector<float> placement_summaries(const State& s, int bag_tiles, bool canonical, std::vector<int>& swap_of,
                                       int& placements);

}  // namespace ingenious
