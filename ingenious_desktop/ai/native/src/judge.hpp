// Judging positions and placements as ai/model/scoring.py, features.py, value.py, lookahead.py and
// moves.py do: the score list's valuation, the 32 features, the value model, the one-placement
// ranking and the greedy placement. Sums run in Python's order so that ties break alike.
#pragma once

#include <memory>
#include <vector>

#include "network.hpp"
#include "rules.hpp"

namespace ingenious {

constexpr int FEATURES = 32;
//! ai/model/features.py POINTS_SCALE and NEAR_CAP: part of what a fitted model reads.
constexpr double POINTS_SCALE = 6.0;
constexpr int NEAR_CAP = 5;
//! How many lowest colours make a solo result (ai/model/value.py SOLO_COLOURS).
constexpr int SOLO_COLOURS = 3;

//! ai/model/scoring.py Valuation (FLOOR 0.2, LOWEST_WEIGHT 1.0).
class Valuation {
public:
    explicit Valuation(const Variant& variant);
    double operator()(const Scores& scores) const;

private:
    std::vector<double> colour_value_;
    bool solo_;
};

//! ai/model/scoring.py scores_after: the scores after a placement, and the bonus placements it earns.
Scores scores_after(const Scores& scores, const Variant& variant, int first, int first_points, int second,
                    int second_points, int& bonuses);

//! The value model of one variant: "win" (linear part and tanh hidden units over each holder's
//! features, then a softmax) or "result" (SOLO_COLOURS linear predictions, each a bias then weights);
//! or, when ``net`` is set, the value network (network.hpp) giving either.
struct Model {
    struct Unit {
        std::array<double, FEATURES> weights;
        double bias, out;
    };
    bool win = true;
    std::string variant;
    int players = 0;
    std::array<double, FEATURES> linear{};
    std::vector<Unit> hidden;
    std::vector<std::array<double, FEATURES + 1>> result_rows;
    std::shared_ptr<const Network> net;

    double utility(const std::array<double, FEATURES>& row) const;
    //! CoreError unless the model is of the state's variant and number of players.
    void require_for(const Variant& v) const;
};

//! ai/model/features.py BoardReading: each colour's best points on a coverable empty cell, how many cells
//! give them, and how full the board is.
struct BoardReading {
    int best[6] = {0, 0, 0, 0, 0, 0};
    int best_count[6] = {0, 0, 0, 0, 0, 0};
    double filled = 0.0;
    BoardReading(const State& s);
};

//! ai/model/features.py Seen: what one seat sees (the rack only when it places next).
struct Seen {
    const State* state;
    int next_seat;
    int bonus_owed;
    int viewer;
    Counts rack;
    int rack_total;
    bool over;
};
//! read_position of a Game (viewer = the player to move) or of a PlayerView (viewer = its seat).
Seen read_position(const State& s, int viewer);

using FeatureRows = std::vector<std::array<double, FEATURES>>;
//! holder_features with the scores, next seat and bonus owed given.
FeatureRows holder_features(const Seen& seen, const BoardReading& reading, const std::array<Scores, MAX_PLAYERS>& scores,
                            int next_seat, int bonus_owed);

//! ValueModel.chances / lowest_colours on the seen position with those replacements.
std::vector<double> model_chances(const Model& m, const Seen& seen, const BoardReading& reading,
                                  const std::array<Scores, MAX_PLAYERS>& scores, int next_seat, int bonus_owed);
std::array<double, SOLO_COLOURS> model_lowest(const Model& m, const Seen& seen, const BoardReading& reading,
                                              const std::array<Scores, MAX_PLAYERS>& scores);
//! The holder whose rack the features see when ``next_seat`` places next (-1: none).
int rack_holder(const Seen& seen, int next_seat);
//! The network's outputs per holder (utilities, or solo's three colours unclamped) from the features
//! and a board accumulator (Network::board_accumulator of the board the features read).
std::vector<std::array<double, SOLO_COLOURS>> net_outputs(const Network& net, const Seen& seen, const FeatureRows& rows,
                                                          const std::array<Scores, MAX_PLAYERS>& scores, int next_seat,
                                                          const float* board);
double six_digits(const std::array<double, SOLO_COLOURS>& lowest);
std::vector<double> final_shares(const State& s);
//! ValueModel.win_chances of a whole position seen by ``viewer`` (the result once over).
std::vector<double> win_chances(const Model& m, const State& s, int viewer);
//! ValueModel.expected_lowest of a whole position seen by ``viewer`` (the result once over).
std::array<double, SOLO_COLOURS> expected_lowest(const Model& m, const State& s, int viewer);

//! lookahead.ranked_by_model for ``seat`` (to place now): (value, index into ``scored``), best first.
std::vector<std::pair<double, int>> ranked_by_model(const Model& m, const State& s, int seat,
                                                    const std::vector<Scored>& scored, int after_picks);

//! ai/model/moves.py best_placement with scoring.gain_judge: the placement of the player to move that adds
//! most to its valuation (a bonus placement worth ``bonus_value``), the first found on a tie.
class Greedy {
public:
    Greedy(const Variant& variant, double bonus_value) : valuation_(variant), bonus_value_(bonus_value) {}
    //! false when the player to move has no placement.
    bool best(const State& s, Scored& chosen, double& value);
    const Valuation& valuation() const { return valuation_; }

private:
    Valuation valuation_;
    double bonus_value_;
    // memo of judged (first points, second points) per tile way, valid for the current stamp
    static constexpr int MEMO = 16;
    std::vector<double> memo_value_ = std::vector<double>(2 * TILE_KINDS * MEMO * MEMO);
    std::vector<uint32_t> memo_stamp_ = std::vector<uint32_t>(2 * TILE_KINDS * MEMO * MEMO, 0);
    uint32_t stamp_ = 0;
};

}  // namespace ingenious
