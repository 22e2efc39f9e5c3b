// Per-colour summaries of a position (summary.hpp).
#include "summary.hpp"

#include <algorithm>

namespace ingenious {

namespace {

//! Points a half of ``colour`` would score on the empty ``cell``, every direction counted.
int spot_points(const State& s, int cell, int colour) { return s.board.total[6 * cell + colour]; }

bool open_spot(const State& s, int cell) { return s.board.colour[cell] == EMPTY && s.board.empty_neighbours[cell] > 0; }

}  // namespace

void summarise(const State& s, int seat, int bag_tiles, bool swap_chosen, bool canonical, float* out) {
    const Variant& v = *s.variant;
    const int cap = v.cap, holder = v.holder_of(seat);
    const Scores& mine = s.scores[holder];
    Scores rival{};
    int rival_low = 0;
    bool first_rival = true;
    for (int h = 0; h < v.holders(); ++h) {
        if (h == holder) continue;
        for (int c = 0; c < 6; ++c) rival[c] = first_rival ? s.scores[h][c] : std::max(rival[c], s.scores[h][c]);
        const int low = *std::min_element(s.scores[h].begin(), s.scores[h].end());
        rival_low = first_rival ? low : std::max(rival_low, low);
        first_rival = false;
    }
    std::array<int, 6> order{0, 1, 2, 3, 4, 5};
    if (canonical) std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (mine[a] != mine[b]) return mine[a] < mine[b];
        if (rival[a] != rival[b]) return rival[a] < rival[b];
        return a < b;
    });
    std::array<int, 6> symbols{}, best{};
    std::array<std::array<int, 5>, 6> spots{};
    for (int cell = 0; cell < s.geo->n; ++cell) {
        const int colour = s.board.colour[cell];
        if (colour != EMPTY) {
            ++symbols[colour];
            continue;
        }
        if (!open_spot(s, cell)) continue;
        for (int c = 0; c < 6; ++c) {
            const int p = spot_points(s, cell, c);
            if (p > 0) ++spots[c][std::min(p, 5) - 1];
            best[c] = std::max(best[c], p);
        }
    }
    std::array<int, 6> singles{}, doubles{};
    const auto& kinds = tile_kinds();
    for (int k = 0; k < TILE_KINDS; ++k) {
        const int n = s.racks[seat][k];
        if (!n) continue;
        if (kinds[k].first == kinds[k].second) {
            doubles[kinds[k].first] += n;
        } else {
            singles[kinds[k].first] += n;
            singles[kinds[k].second] += n;
        }
    }
    for (int i = 0; i < 6; ++i) {
        const int c = order[i];
        float* row = out + SUMMARY_PER_COLOUR * i;
        row[0] = static_cast<float>(mine[c]) / cap;
        row[1] = static_cast<float>(rival[c]) / cap;
        row[2] = static_cast<float>(mine[c] - rival[c]) / cap;
        row[3] = symbols[c] / 30.0f;
        for (int p = 0; p < 5; ++p) row[4 + p] = spots[c][p] / 10.0f;
        row[9] = singles[c] / 6.0f;
        row[10] = doubles[c] / 6.0f;
        row[11] = (singles[c] + doubles[c]) ? std::min(best[c], 10) / 10.0f : 0.0f;
    }
    float* g = out + 6 * SUMMARY_PER_COLOUR;
    const int my_low = *std::min_element(mine.begin(), mine.end());
    int moves = 0;
    for (int p = 0; p < v.players; ++p) moves += s.placements_made[p];
    g[0] = static_cast<float>(my_low) / cap;
    g[1] = static_cast<float>(rival_low) / cap;
    g[2] = static_cast<float>(my_low - rival_low) / cap;
    g[3] = s.bonus_owed / 3.0f;
    g[4] = s.can_swap_if(bag_tiles > 0) ? 1.0f : 0.0f;
    g[5] = swap_chosen ? 1.0f : 0.0f;
    g[6] = bag_tiles / 120.0f;
    g[7] = moves / 60.0f;
}

std::vector<float> placement_summaries(const State& s, int bag_tiles, bool canonical, std::vector<int>& swap_of,
                                       int& placements) {
    std::vector<Scored> scored;
    s.scored_placements(scored);
    placements = static_cast<int>(scored.size());
    std::vector<float> out(static_cast<size_t>(placements) * SUMMARY_SIZE);
    std::vector<State> after_swap;
    swap_of.clear();
    for (int i = 0; i < placements; ++i) {
        const Scored& p = scored[i];
        State next = s;
        next.place(p.kind, p.first, p.second, p.a, p.b);
        summarise(next, s.to_move, bag_tiles, false, canonical, out.data() + static_cast<size_t>(i) * SUMMARY_SIZE);
        if (next.can_swap_if(bag_tiles > 0)) {
            swap_of.push_back(i);
            after_swap.push_back(next);
        }
    }
    out.resize(static_cast<size_t>(placements + swap_of.size()) * SUMMARY_SIZE);
    for (size_t j = 0; j < after_swap.size(); ++j)
        summarise(after_swap[j], s.to_move, bag_tiles, true, canonical, out.data() + (placements + j) * SUMMARY_SIZE);
    return out;
}

}  // namespace ingenious
