// Whole games for training the value network: self-play that writes training records
// (docs/architecture.md, "The value network"), and duels between models.
#pragma once

#include <string>
#include <vector>

#include "search.hpp"

namespace ingenious {

//! How the model picks a placement: one placement ahead (ranked_by_model with ``after_picks``), and
//! with chance ``exploration`` one of its best ``explore_among`` instead; swaps are always taken.
struct PlayStyle {
    int after_picks = 0;
    double exploration = 0.0;
    int explore_among = 1;
};

//! The index (into ``scored``) of the placement ``model`` picks for the player to move, as ``style`` says.
int choose_placement(const Model& model, const State& s, const std::vector<Scored>& scored, Rng& rng,
                     const PlayStyle& style);

//! ``games`` self-play games from ``start`` (each its own seed drawn from ``seed``), every seat played
//! by ``model``; each placement decision kept with chance ``sample_rate`` as one packed training
//! record (ai/training/value_net.py record_dtype). ``count`` receives how many.
std::string training_records(const State& start, const Model& model, uint64_t seed, int games, const PlayStyle& style,
                             double sample_rate, long& count);

//! The holders' shares of one game from ``start`` where seat i is played by ``models[i]``; in solo,
//! the result as a six-digit number (six_digits of the three lowest colours).
std::vector<double> duel(const State& start, const std::vector<const Model*>& models, uint64_t seed,
                         const PlayStyle& style);

}  // namespace ingenious
