// Per-colour summaries of a position (summary.hpp).
#include "summary.hpp"

#include <algorithm>

namespace ingenious {

namespace {

//! Spot points are read only up to this (the summary's best spot is capped there; its counts at 5).
constexpr int POINTS_CAP = 10;

//! Points a half of ``colour`` would score on the empty ``cell``, every direction counted.
int spot_points(const State& s, int cell, int colour) { return s.board.total[6 * cell + colour]; }

bool open_spot(const State& s, int cell) { return s.board.colour[cell] == EMPTY && s.board.empty_neighbours[cell] > 0; }

//! What a summary reads of the board: the symbols of each colour on it, and the open spots of each
//! colour by their points (capped at POINTS_CAP).
struct Tally {
    std::array<int, 6> symbols{};
    std::array<std::array<int, POINTS_CAP + 1>, 6> spots{};

    //! Counts ``cell``'s open spot in ``s`` (``sign`` +1) or takes it back (-1).
    void spot(const State& s, int cell, int sign) {
        if (!open_spot(s, cell)) return;
        for (int c = 0; c < 6; ++c) spots[c][std::min(spot_points(s, cell, c), POINTS_CAP)] += sign;
    }
};

Tally tally(const State& s) {
    Tally t;
    for (int cell = 0; cell < s.geo->n; ++cell) {
        const int colour = s.board.colour[cell];
        if (colour != EMPTY)
            ++t.symbols[colour];
        else
            t.spot(s, cell, +1);
    }
    return t;
}

//! The cells whose colour, open spot or spot points a placement on ``a`` and ``b`` may have changed
//! (``after`` is the board it left): the two, their neighbours, and the empty cell at the end of
//! each line of the placed colour through them (where Board::fill adds points). A superset is fine.
int changed_cells(const State& after, int a, int b, std::array<int, 32>& out) {
    int n = 0;
    const auto add = [&](int cell) {
        if (cell == OFF_BOARD || std::find(out.begin(), out.begin() + n, cell) != out.begin() + n) return;
        out[n++] = cell;
    };
    for (const int placed : {a, b}) {
        add(placed);
        const int colour = after.board.colour[placed];
        for (int d = 0; d < 6; ++d) {
            int cell = after.geo->neighbours[placed][d];
            add(cell);
            while (cell != OFF_BOARD && after.board.colour[cell] == colour) cell = after.geo->neighbours[cell][d];
            add(cell);
        }
    }
    return n;
}

//! The tally of ``after``, the position a placement on ``a`` and ``b`` made of ``before`` (tallied as ``base``).
Tally tally_after(const State& before, const Tally& base, const State& after, int a, int b) {
    Tally t = base;
    std::array<int, 32> cells;
    const int n = changed_cells(after, a, b, cells);
    for (int i = 0; i < n; ++i) {
        t.spot(before, cells[i], -1);
        t.spot(after, cells[i], +1);
    }
    ++t.symbols[after.board.colour[a]];
    ++t.symbols[after.board.colour[b]];
    return t;
}

void write_summary(const State& s, const Tally& t, int seat, int bag_tiles, bool swap_chosen, bool canonical,
                   float* out);

}  // namespace

void summarise(const State& s, int seat, int bag_tiles, bool swap_chosen, bool canonical, float* out) {
    write_summary(s, tally(s), seat, bag_tiles, swap_chosen, canonical, out);
}

namespace {

void write_summary(const State& s, const Tally& t, int seat, int bag_tiles, bool swap_chosen, bool canonical,
                   float* out) {
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
    std::array<int, 6> best{};
    std::array<std::array<int, 5>, 6> spots{};
    for (int c = 0; c < 6; ++c)
        for (int p = 1; p <= POINTS_CAP; ++p) {
            spots[c][std::min(p, 5) - 1] += t.spots[c][p];
            if (t.spots[c][p]) best[c] = p;
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
        row[3] = t.symbols[c] / 30.0f;
        for (int p = 0; p < 5; ++p) row[4 + p] = spots[c][p] / 10.0f;
        row[9] = singles[c] / 6.0f;
        row[10] = doubles[c] / 6.0f;
        row[11] = (singles[c] + doubles[c]) ? best[c] / 10.0f : 0.0f;
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

}  // namespace

std::vector<float> placement_summaries(const State& s, int bag_tiles, bool canonical, std::vector<int>& swap_of,
                                       int& placements) {
    std::vector<Scored> scored;
    s.scored_placements(scored);
    placements = static_cast<int>(scored.size());
    std::vector<float> out(static_cast<size_t>(placements) * SUMMARY_SIZE);
    std::vector<std::pair<State, Tally>> after_swap;
    swap_of.clear();
    const Tally base = tally(s);  // each placement's tally is this one with the cells it changed counted again
    for (int i = 0; i < placements; ++i) {
        const Scored& p = scored[i];
        State next = s;
        next.place(p.kind, p.first, p.second, p.a, p.b);
        const Tally t = tally_after(s, base, next, p.a, p.b);
        write_summary(next, t, s.to_move, bag_tiles, false, canonical,
                      out.data() + static_cast<size_t>(i) * SUMMARY_SIZE);
        if (next.can_swap_if(bag_tiles > 0)) {
            swap_of.push_back(i);
            after_swap.emplace_back(next, t);
        }
    }
    out.resize(static_cast<size_t>(placements + swap_of.size()) * SUMMARY_SIZE);
    for (size_t j = 0; j < after_swap.size(); ++j)
        write_summary(after_swap[j].first, after_swap[j].second, s.to_move, bag_tiles, true, canonical,
                      out.data() + (placements + j) * SUMMARY_SIZE);
    return out;
}

}  // namespace ingenious
