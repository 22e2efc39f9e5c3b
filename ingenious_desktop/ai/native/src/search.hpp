// The hard level's play-outs and searches (ai/players/search.py, with a named opponent's tastes:
// ai/players/opponents.py) and the coach's valuing of choices (ai/coach.py). Every constant comes in a
// SearchConfig.
#pragma once

#include <chrono>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "judge.hpp"

namespace ingenious {

//! The search constants, given by the caller (ai/players/search.py, ai/players/opponents.py, ai/coach.py name them).
struct SearchConfig {
    double leaf_valuation_weight = 0.0;  // LEAF_VALUATION_WEIGHT
    std::vector<int> halving_at;         // HALVING_AT
    double bonus_value = 0.0;            // BONUS_VALUE
    int solo_lookahead = 1;              // SOLO_LOOKAHEAD
    double solo_open_line_weight = 0.0;  // SOLO_OPEN_LINE_WEIGHT
    int lookahead = 1;                   // coach LOOKAHEAD
    double taste_tolerance = 0.0;        // taste_tolerance: see Tally::preferred

    void validate() const;
};

//! What one seat knows: the state with every other rack empty, the unseen tiles (bag and other
//! racks together) and how many tiles each rack holds.
struct View {
    State state;
    int seat = 0;
    Counts unseen{};
    int unseen_total = 0;
    std::array<int, MAX_PLAYERS> rack_sizes{};
    int bag_size = 0;

    //! A whole game consistent with the view: the other racks and the bag dealt from the unseen tiles.
    State sample(Rng& rng) const;
};

//! When a long call stops: its deadline (if any) and the caller's should_stop, asked every few ms.
class Stopper {
public:
    using Clock = std::chrono::steady_clock;
    Stopper(double seconds, std::function<bool()> should_stop);
    //! Past the deadline, or should_stop() said so.
    bool stop();
    //! should_stop() said so (the deadline not asked).
    bool cancelled();
    bool past_deadline() const { return has_deadline_ && Clock::now() >= deadline_; }

private:
    bool has_deadline_;
    Clock::time_point deadline_, next_ask_;
    std::function<bool()> should_stop_;
    bool stopped_ = false;
};

//! The sums of each shortlisted placement's leaf values, its taste (a named opponent's liking, 0
//! for the others), how many leaves, and which placements are still searched.
struct Tally {
    std::vector<double> totals;
    std::vector<double> tastes;
    std::vector<long> counts;
    std::vector<int> alive;

    double mean(int c) const { return counts[c] ? totals[c] / counts[c] : -INFINITY; }
    //! ``among`` best first (search.Tally.preferred): those whose mean is at most ``tolerance`` below
    //! the best mean by their taste, then the others; each part by mean value where tastes tie.
    std::vector<int> preferred(std::vector<int> among, double tolerance) const;
};

//! ModelEvaluation.search_placements (ai/players/search.py): each shortlisted placement (of the given ``tastes``, one each) played
//! out in the same samples until the time, ``max_samples`` (< 0: no cap) or should_stop; after
//! ``halving_at`` samples the half that Tally::preferred puts last is dropped, down to two. A
//! sample counts only once every placement still searched has played it out, so those placements
//! always have played the same samples (a stop in the middle of one drops its play-outs).
Tally search_placements(const View& view, const std::vector<Scored>& shortlist, const std::vector<double>& tastes,
                        const Model& model, const SearchConfig& config, uint64_t seed, Stopper& stopper,
                        long max_samples);

//! ModelEvaluation.search_swap (ai/players/search.py): (summed advantage of swapping over keeping, samples).
std::pair<double, long> search_swap(const View& view, const Model& model, const SearchConfig& config, uint64_t seed,
                                    Stopper& stopper, long max_samples);

//! A choice the coach values: a placement, or at a turn's end whether to swap.
struct Choice {
    bool is_swap_choice;
    bool swap;
    Scored placement;
};

//! coach.Coach.value_choices before calibration: each choice's mean raw value over the samples
//! and how many samples were taken (0: none complete, the values are then 0).
std::pair<std::vector<double>, long> candidate_values(const View& view, const std::vector<Choice>& choices,
                                                      const Model& model, const SearchConfig& config, uint64_t seed,
                                                      Stopper& stopper, long max_samples);

//! One play-out (playout.play_out) of ``placement`` (or, with none, the turn's end swapping as
//! ``swap`` says: -1 as allowed, 0 keep, 1 swap) in a copy of ``sample``; the leaf's value.
double play_out(const State& sample, const Scored* placement, uint64_t draws, int seat, int swap, const Model& model,
                const SearchConfig& config, Greedy& greedy);

//! A whole game from the deal, every placement chosen by ``choose`` (an index into the scored
//! placements) and every swap by ``swap``; the events, as the binding lists them.
struct Event {
    enum Kind { DRAW, PLACE, SWAP } kind;
    int player;
    std::vector<int> tiles;  // DRAW: tile kinds; PLACE: the one kind
    int a = -1, b = -1;      // PLACE: the first half's cell, the second's
};
//! ``finished``, when given, receives the state at the game's end.
std::vector<Event> play_game(State start, uint64_t seed, const std::function<int(const State&, const std::vector<Scored>&, Rng&)>& choose,
                             const std::function<bool(const State&, Rng&)>& swap, State* finished = nullptr);

}  // namespace ingenious
