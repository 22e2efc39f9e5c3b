// The value network (docs/architecture.md, "The value network"): one holder's inputs are the board's
// cells, its own and its rivals' colour scores, the rack it sees and the 32 hand-made features; a
// first layer accumulated from those inputs, two clipped-ReLU layers, and a utility (or, in solo, the
// three lowest colours), to which the hand-made features add directly and through a layer of tanh
// units (the hand-made value model, where training starts). A placement changes two cells of the
// board's accumulator, so every legal placement of a decision is judged from one accumulator.
#pragma once

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "rules.hpp"

namespace ingenious {

//! The largest weight, in size, that a model or a network may hold (ai/model/files.py refuses larger
//! ones in a file): fitted weights stay far below it, and far larger ones overflow a sum to inf and a chance to NaN.
constexpr double MAX_WEIGHT = 1e4;
inline bool is_weight(double w) { return std::isfinite(w) && std::fabs(w) <= MAX_WEIGHT; }

constexpr int DENSE_FEATURES = 32;

class Network {
public:
    //! The weights of ai/model/network_file.py's payload order; CoreError for a wrong size or a number that is not a weight (is_weight).
    Network(bool win, int cells, int cap, int holders, int l1, int l2, int units, const std::vector<float>& payload);

    bool win() const { return win_; }
    int cells() const { return cells_; }
    int cap() const { return cap_; }
    int holders() const { return holders_; }
    int l1() const { return l1_; }
    int outputs() const { return outputs_; }
    static size_t payload_size(int cells, int cap, int l1, int l2, int units, int outputs);

    //! The board's part of the first layer: the sum of the rows of every coloured cell.
    void board_accumulator(const Board& board, float* acc) const;
    //! Adds the row of ``colour`` on ``cell`` to ``acc`` (a placement's half).
    void add_cell(int cell, int colour, float* acc) const;
    //! The holder's own part of the first layer: bias, own and rival scores, rack (may be null) and dense features.
    void holder_part(int holder, const std::array<Scores, MAX_PLAYERS>& scores, const Counts* rack,
                     const std::array<double, DENSE_FEATURES>& dense, float* acc) const;
    //! The outputs' part that skips the hidden layers: their bias, the dense features' direct weights and tanh units.
    void skip_part(const std::array<double, DENSE_FEATURES>& dense, float* skip) const;
    //! The outputs from a whole first-layer sum (holder part plus board part) and the skip part.
    void finish(const float* acc, const float* skip, double* out) const;

private:
    const float* row(int input) const { return &w1_[static_cast<size_t>(input) * l1_]; }
    bool win_;
    int cells_, cap_, holders_, l1_, l2_, units_, outputs_;
    int own_, rival_, rack_, dense_;  // first rows of each input group
    std::vector<float> w1_, b1_, w2_, b2_, w3_, b3_, skip_, unit_w_, unit_b_, unit_out_;
};

}  // namespace ingenious
