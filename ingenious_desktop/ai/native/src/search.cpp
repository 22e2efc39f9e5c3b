#include "search.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ingenious {

void SearchConfig::validate() const {
    auto finite = [](double x, const char* name) {
        if (!std::isfinite(x)) throw CoreError(std::string("the search setting ") + name + " is not a finite number");
    };
    finite(leaf_valuation_weight, "leaf_valuation_weight");
    finite(bonus_value, "bonus_value");
    finite(solo_open_line_weight, "solo_open_line_weight");
    finite(taste_tolerance, "taste_tolerance");
    if (taste_tolerance < 0.0) throw CoreError("the search setting taste_tolerance is below 0");
    if (solo_lookahead < 1 || solo_lookahead > 100) throw CoreError("solo_lookahead is 1 to 100");
    if (lookahead < 0 || lookahead > 100) throw CoreError("lookahead is 0 to 100");
    for (int h : halving_at)
        if (h < 1) throw CoreError("a halving point is a sample count of at least 1");
}

State View::sample(Rng& rng) const {
    State g = state;
    Counts pool = unseen;
    int left = unseen_total;
    for (int s = 0; s < state.variant->players; ++s) {
        if (s == seat) continue;
        for (int i = 0; i < rack_sizes[s]; ++i) {
            ++g.racks[s][take_random(pool, left, rng)];
            ++g.rack_total[s];
        }
    }
    g.bag = pool;
    g.bag_total = left;
    return g;
}

Stopper::Stopper(double seconds, std::function<bool()> should_stop)
    : has_deadline_(seconds >= 0), should_stop_(std::move(should_stop)) {
    const auto now = Clock::now();
    deadline_ = now + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::max(seconds, 0.0)));
    next_ask_ = now;
}

bool Stopper::cancelled() {
    if (stopped_) return true;
    if (!should_stop_) return false;
    const auto now = Clock::now();
    if (now < next_ask_) return false;
    next_ask_ = now + std::chrono::milliseconds(3);
    stopped_ = should_stop_();
    return stopped_;
}

bool Stopper::stop() { return past_deadline() || cancelled(); }

namespace {

void greedy_placement(State& g, Greedy& greedy) {
    Scored p;
    double value;
    if (!greedy.best(g, p, value)) throw CoreError("unreachable: a player to place has no placement");
    g.place(p.kind, p.first, p.second, p.a, p.b);
}

//! playout.finish_turn: owed bonus placements (greedy), then the refill, swapping as ``swap`` says.
void finish_turn(State& g, Greedy& greedy, Rng& rng, int swap) {
    while (g.phase == Phase::PLACE && g.bonus_owed) greedy_placement(g, greedy);
    if (g.phase == Phase::REFILL) g.end_turn(swap < 0 ? g.can_swap() : (swap == 1 && g.can_swap()), rng);
}

double solo_leaf_value(const State& g, const Valuation& valuation, double weight) {
    const Scores& scores = g.scores[0];
    const double base = valuation(scores);
    const BoardReading reading(g);
    double gain = 0.0;
    for (int c = 0; c < 6; ++c) {
        if (!reading.best[c]) continue;
        int bonuses;
        gain += valuation(scores_after(scores, *g.variant, c, reading.best[c], c, 0, bonuses)) - base;
    }
    return base + weight * gain;
}

//! ModelEvaluation.leaf: the seat's value at the end of a play-out.
double leaf(const State& g, int seat, const Model& model, const SearchConfig& config, const Valuation& valuation) {
    if (!model.win) return solo_leaf_value(g, valuation, config.solo_open_line_weight);
    const int holder = g.variant->holder_of(seat);
    double others = -INFINITY;
    for (int h = 0; h < g.variant->holders(); ++h)
        if (h != holder) others = std::max(others, valuation(g.scores[h]));
    const double lead = valuation(g.scores[holder]) - others;
    const double tilt = config.leaf_valuation_weight * lead / (3 * g.variant->cap);
    return (g.over() ? final_shares(g)[holder] : win_chances(model, g, g.to_move)[holder]) + tilt;
}

//! The raw value the coach reads after a choice (coach.Coach.value_choices): the seat's chance, the result once over.
double game_value(const State& g, int seat, const Model& model) {
    if (!model.win) {
        if (g.over()) {
            Scores sorted = g.scores[0];
            std::sort(sorted.begin(), sorted.end());
            return sorted[0] * 10000.0 + sorted[1] * 100.0 + sorted[2];
        }
        return six_digits(expected_lowest(model, g, g.to_move));
    }
    const int holder = g.variant->holder_of(seat);
    if (g.over()) {
        const auto best = g.ranking()[0];
        return std::find(best.begin(), best.end(), holder) != best.end() ? 1.0 / best.size() : 0.0;
    }
    return win_chances(model, g, g.to_move)[holder];
}

void require_searchable(const View& view, const Model& model) {
    model.require_for(*view.state.variant);
    if (model.win && view.state.variant->holders() < 2)
        throw CoreError("a win model needs two score holders or more; solo play takes a result model");
    if (view.state.to_move != view.seat) throw CoreError("the search's seat is not the player to move");
}

}  // namespace

double play_out(const State& sample, const Scored* placement, uint64_t draws, int seat, int swap, const Model& model,
                const SearchConfig& config, Greedy& greedy) {
    State g = sample;
    Rng rng(draws);
    if (placement) g.place(placement->kind, placement->first, placement->second, placement->a, placement->b);
    finish_turn(g, greedy, rng, swap);
    int own_turns = g.variant->players == 1 ? config.solo_lookahead : 1;
    while (!g.over() && own_turns) {
        own_turns -= g.to_move == seat;
        greedy_placement(g, greedy);
        finish_turn(g, greedy, rng, -1);
    }
    return leaf(g, seat, model, config, greedy.valuation());
}

std::vector<int> Tally::preferred(std::vector<int> among, double tolerance) const {
    std::stable_sort(among.begin(), among.end(), [&](int a, int b) { return mean(a) > mean(b); });
    if (among.empty()) return among;
    const double floor = mean(among[0]) - tolerance;
    const auto close = std::stable_partition(among.begin(), among.end(), [&](int c) { return mean(c) >= floor; });
    std::stable_sort(among.begin(), close, [&](int a, int b) { return tastes[a] > tastes[b]; });
    return among;
}

Tally search_placements(const View& view, const std::vector<Scored>& shortlist, const std::vector<double>& tastes,
                        const Model& model, const SearchConfig& config, uint64_t seed, Stopper& stopper,
                        long max_samples) {
    require_searchable(view, model);
    if (view.state.phase != Phase::PLACE) throw CoreError("the search needs a position where the seat places");
    if (tastes.size() != shortlist.size()) throw CoreError("the search needs one taste for each shortlisted placement");
    for (double t : tastes)
        if (!std::isfinite(t)) throw CoreError("a placement's taste is not a finite number");
    const int n = static_cast<int>(shortlist.size());
    Tally tally{std::vector<double>(n, 0.0), tastes, std::vector<long>(n, 0), {}};
    tally.alive.resize(n);
    std::iota(tally.alive.begin(), tally.alive.end(), 0);
    Greedy greedy(*view.state.variant, config.bonus_value);
    Rng rng(seed);
    std::vector<double> values(n);
    for (long sample_index = 1; !(max_samples >= 0 && sample_index > max_samples) && !stopper.stop(); ++sample_index) {
        Rng sample_rng(rng.next());
        const State sample = view.sample(sample_rng);
        const uint64_t draws = rng.next();
        for (int c : tally.alive) {
            if (stopper.stop()) return tally;
            values[c] = play_out(sample, &shortlist[c], draws, view.seat, -1, model, config, greedy);
        }
        for (int c : tally.alive) {
            tally.totals[c] += values[c];
            ++tally.counts[c];
        }
        const bool halving =
            std::find(config.halving_at.begin(), config.halving_at.end(), sample_index) != config.halving_at.end();
        if (halving && tally.alive.size() > 2) {
            tally.alive = tally.preferred(tally.alive, config.taste_tolerance);
            tally.alive.resize(std::max<size_t>(2, tally.alive.size() / 2));
            std::sort(tally.alive.begin(), tally.alive.end());
        }
    }
    return tally;
}

std::pair<double, long> search_swap(const View& view, const Model& model, const SearchConfig& config, uint64_t seed,
                                    Stopper& stopper, long max_samples) {
    require_searchable(view, model);
    if (!view.state.can_swap_if(view.bag_size > 0)) throw CoreError("the seat may not swap now");
    Greedy greedy(*view.state.variant, config.bonus_value);
    Rng rng(seed);
    double advantage = 0.0;
    long sample_index = 0;
    while (!(max_samples >= 0 && sample_index >= max_samples) && !stopper.stop()) {
        Rng sample_rng(rng.next());
        const State sample = view.sample(sample_rng);
        const uint64_t draws = rng.next();
        const double swapped = play_out(sample, nullptr, draws, view.seat, 1, model, config, greedy);
        const double kept = play_out(sample, nullptr, draws, view.seat, 0, model, config, greedy);
        advantage += swapped - kept;
        ++sample_index;
    }
    return {advantage, sample_index};
}

std::pair<std::vector<double>, long> candidate_values(const View& view, const std::vector<Choice>& choices,
                                                      const Model& model, const SearchConfig& config, uint64_t seed,
                                                      Stopper& stopper, long max_samples) {
    require_searchable(view, model);
    for (const auto& choice : choices) {
        if (choice.is_swap_choice && view.state.phase != Phase::REFILL)
            throw CoreError("a swap choice comes at the end of a turn");
        if (choice.is_swap_choice && choice.swap && !view.state.can_swap_if(view.bag_size > 0))
            throw CoreError("the seat may not swap now");
        if (!choice.is_swap_choice && view.state.phase != Phase::PLACE)
            throw CoreError("a placement choice needs a position where the seat places");
    }
    Greedy greedy(*view.state.variant, config.bonus_value);
    Rng rng(seed);
    std::vector<double> totals(choices.size(), 0.0), values(choices.size());
    long taken = 0;
    for (;;) {
        if (stopper.cancelled() || (max_samples >= 0 && taken >= max_samples) || (taken > 0 && stopper.past_deadline()))
            break;
        Rng sample_rng(rng.next());
        const State sample = view.sample(sample_rng);
        const uint64_t draws = rng.next();
        size_t done = 0;
        for (; done < choices.size(); ++done) {
            if (stopper.cancelled()) break;
            const Choice& choice = choices[done];
            State g = sample;
            Rng draw_rng(draws);
            if (choice.is_swap_choice) {
                g.end_turn(choice.swap, draw_rng);
            } else {
                g.place(choice.placement.kind, choice.placement.first, choice.placement.second, choice.placement.a,
                        choice.placement.b);
                finish_turn(g, greedy, draw_rng, -1);
            }
            for (int turn = 0; turn < config.lookahead && !g.over(); ++turn) {
                greedy_placement(g, greedy);
                finish_turn(g, greedy, draw_rng, -1);
            }
            values[done] = game_value(g, view.seat, model);
        }
        if (done < choices.size()) break;
        for (size_t i = 0; i < choices.size(); ++i) totals[i] += values[i];
        ++taken;
    }
    if (taken)
        for (double& t : totals) t /= taken;
    return {totals, taken};
}

std::vector<Event> play_game(State g, uint64_t seed, const std::function<int(const State&, const std::vector<Scored>&, Rng&)>& choose,
                             const std::function<bool(const State&, Rng&)>& swap, State* finished) {
    Rng rng(seed);
    std::vector<Event> events;
    std::vector<Scored> scored;
    auto draw_event = [&](int player, const Counts& before) {
        Event e{Event::DRAW, player, {}};
        for (int k = 0; k < TILE_KINDS; ++k)
            for (int i = before[k]; i < g.racks[player][k]; ++i) e.tiles.push_back(k);
        events.push_back(e);
    };
    while (g.phase == Phase::DEAL) {
        const int seat = g.seats_dealt;
        const Counts before = g.racks[seat];
        Counts drawn{};
        Counts pool = g.bag;
        int left = g.bag_total;
        const int owed = g.tiles_owed();
        for (int i = 0; i < owed; ++i) ++drawn[take_random(pool, left, rng)];
        g.draw(seat, drawn, owed);
        draw_event(seat, before);
    }
    while (!g.over()) {
        if (g.phase == Phase::PLACE) {
            g.scored_placements(scored);
            const Scored& p = scored.at(static_cast<size_t>(choose(g, scored, rng)));
            events.push_back({Event::PLACE, g.to_move, {p.kind}, p.a, p.b});
            g.place(p.kind, p.first, p.second, p.a, p.b);
        } else {
            const int seat = g.to_move;
            const bool swapping = g.can_swap() && swap(g, rng);
            if (swapping) {
                events.push_back({Event::SWAP, seat, {}});
                g.swap();
            }
            const Counts before = g.racks[seat];
            g.end_turn(false, rng);
            draw_event(seat, before);
        }
    }
    if (finished) *finished = g;
    return events;
}

}  // namespace ingenious
