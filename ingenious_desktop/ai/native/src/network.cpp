#include "network.hpp"

#include <algorithm>
#include <cmath>

namespace ingenious {

namespace {

//! The next ``count`` numbers of the payload, from ``at``.
std::vector<float> take(const std::vector<float>& payload, size_t& at, size_t count) {
    std::vector<float> out(payload.begin() + static_cast<long>(at), payload.begin() + static_cast<long>(at + count));
    at += count;
    return out;
}

inline float clipped(float x) { return std::min(1.0f, std::max(0.0f, x)); }

}  // namespace

size_t Network::payload_size(int cells, int cap, int l1, int l2, int units, int outputs) {
    const size_t inputs = 6 * static_cast<size_t>(cells) + 12 * static_cast<size_t>(cap + 1) + TILE_KINDS + DENSE_FEATURES;
    return inputs * l1 + l1 + static_cast<size_t>(l1) * l2 + l2 + static_cast<size_t>(l2) * outputs + outputs +
           static_cast<size_t>(DENSE_FEATURES) * outputs + static_cast<size_t>(DENSE_FEATURES) * units + units +
           static_cast<size_t>(units) * outputs;
}

Network::Network(bool win, int cells, int cap, int holders, int l1, int l2, int units, const std::vector<float>& payload)
    : win_(win), cells_(cells), cap_(cap), holders_(holders), l1_(l1), l2_(l2), units_(units), outputs_(win ? 1 : 3) {
    if (cells < 1 || cells > MAX_CELLS || cap < 1 || cap > 100 || holders < 1 || holders > MAX_PLAYERS || l1 < 1 ||
        l1 > 1024 || l2 < 1 || l2 > 1024 || units < 0 || units > 1024)
        throw CoreError("the network's sizes are out of range");
    if (win != (holders > 1)) throw CoreError("a network gives win chances exactly when the game has rivals");
    const size_t wanted = payload_size(cells, cap, l1, l2, units, outputs_);
    if (payload.size() != wanted)
        throw CoreError("the network holds " + std::to_string(payload.size()) + " numbers, not " + std::to_string(wanted));
    for (float w : payload)
        if (!is_weight(w)) throw CoreError("the network holds a number that is not finite or beyond the largest weight");
    own_ = 6 * cells;
    rival_ = own_ + 6 * (cap + 1);
    rack_ = rival_ + 6 * (cap + 1);
    dense_ = rack_ + TILE_KINDS;
    size_t at = 0;
    w1_ = take(payload, at, static_cast<size_t>(dense_ + DENSE_FEATURES) * l1);
    b1_ = take(payload, at, l1);
    w2_ = take(payload, at, static_cast<size_t>(l1) * l2);
    b2_ = take(payload, at, l2);
    w3_ = take(payload, at, static_cast<size_t>(l2) * outputs_);
    b3_ = take(payload, at, outputs_);
    skip_ = take(payload, at, static_cast<size_t>(DENSE_FEATURES) * outputs_);
    unit_w_ = take(payload, at, static_cast<size_t>(DENSE_FEATURES) * units_);
    unit_b_ = take(payload, at, units_);
    unit_out_ = take(payload, at, static_cast<size_t>(units_) * outputs_);
}

void Network::add_cell(int cell, int colour, float* acc) const {
    const float* r = row(6 * cell + colour);
    for (int j = 0; j < l1_; ++j) acc[j] += r[j];
}

void Network::board_accumulator(const Board& board, float* acc) const {
    std::fill(acc, acc + l1_, 0.0f);
    for (int cell = 0; cell < cells_; ++cell)
        if (board.colour[cell] >= 0) add_cell(cell, board.colour[cell], acc);
}

void Network::holder_part(int holder, const std::array<Scores, MAX_PLAYERS>& scores, const Counts* rack,
                          const std::array<double, DENSE_FEATURES>& dense, float* acc) const {
    std::copy(b1_.begin(), b1_.end(), acc);
    auto add = [&](int input, float value) {
        const float* r = row(input);
        for (int j = 0; j < l1_; ++j) acc[j] += value * r[j];
    };
    const float rival_share = holders_ > 1 ? 1.0f / static_cast<float>(holders_ - 1) : 0.0f;
    for (int c = 0; c < 6; ++c) {
        add(own_ + c * (cap_ + 1) + std::min(scores[holder][c], cap_), 1.0f);
        for (int k = 0; k < holders_; ++k)
            if (k != holder) add(rival_ + c * (cap_ + 1) + std::min(scores[k][c], cap_), rival_share);
    }
    if (rack)
        for (int kind = 0; kind < TILE_KINDS; ++kind)
            if ((*rack)[kind]) add(rack_ + kind, static_cast<float>((*rack)[kind]));
    for (int i = 0; i < DENSE_FEATURES; ++i) add(dense_ + i, static_cast<float>(dense[i]));
}

void Network::skip_part(const std::array<double, DENSE_FEATURES>& dense, float* skip) const {
    for (int o = 0; o < outputs_; ++o) {
        float sum = b3_[o];
        for (int i = 0; i < DENSE_FEATURES; ++i)
            sum += static_cast<float>(dense[i]) * skip_[static_cast<size_t>(i) * outputs_ + o];
        skip[o] = sum;
    }
    for (int u = 0; u < units_; ++u) {
        float inner = unit_b_[u];
        for (int i = 0; i < DENSE_FEATURES; ++i) inner += static_cast<float>(dense[i]) * unit_w_[static_cast<size_t>(i) * units_ + u];
        const float t = std::tanh(inner);
        for (int o = 0; o < outputs_; ++o) skip[o] += t * unit_out_[static_cast<size_t>(u) * outputs_ + o];
    }
}

void Network::finish(const float* acc, const float* skip, double* out) const {
    float h2[1024];
    std::copy(b2_.begin(), b2_.end(), h2);
    for (int j = 0; j < l1_; ++j) {
        const float h1 = clipped(acc[j]);
        if (h1 == 0.0f) continue;  // most units are off: their row adds nothing
        const float* r = &w2_[static_cast<size_t>(j) * l2_];
        for (int k = 0; k < l2_; ++k) h2[k] += h1 * r[k];
    }
    for (int k = 0; k < l2_; ++k) h2[k] = clipped(h2[k]);
    for (int o = 0; o < outputs_; ++o) {
        float sum = 0.0f;
        for (int k = 0; k < l2_; ++k) sum += h2[k] * w3_[static_cast<size_t>(k) * outputs_ + o];
        out[o] = sum + skip[o];
    }
}

}  // namespace ingenious
