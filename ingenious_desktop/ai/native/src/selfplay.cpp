#include "selfplay.hpp"

#include <algorithm>
#include <cstring>

namespace ingenious {

namespace {

template <typename T>
void put(std::string& out, T value) {
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    out.append(bytes, sizeof(T));
}

//! The record of the player to move's decision, its target left as zeros; where the target starts.
size_t put_record(std::string& out, const State& s) {
    const Variant& v = *s.variant;
    const int holders = v.holders();
    const Seen seen = read_position(s, s.to_move);
    const FeatureRows rows = holder_features(seen, BoardReading(s), s.scores, seen.next_seat, seen.bonus_owed);
    for (int cell = 0; cell < s.geo->n; ++cell) put<int8_t>(out, s.board.colour[cell]);
    for (int h = 0; h < holders; ++h)
        for (int c = 0; c < 6; ++c) put<int8_t>(out, static_cast<int8_t>(s.scores[h][c]));
    for (int k = 0; k < TILE_KINDS; ++k) put<uint8_t>(out, seen.rack[k]);
    put<int8_t>(out, static_cast<int8_t>(rack_holder(seen, seen.next_seat)));
    for (const auto& row : rows)
        for (double x : row) put<float>(out, static_cast<float>(x));
    const size_t target = out.size();
    for (int o = 0; o < (v.solo() ? SOLO_COLOURS : holders); ++o) put<float>(out, 0.0f);
    return target;
}

void put_target(std::string& out, size_t at, const State& end) {
    std::vector<double> target;
    if (end.variant->solo()) {
        Scores sorted = end.scores[0];
        std::sort(sorted.begin(), sorted.end());
        target.assign(sorted.begin(), sorted.begin() + SOLO_COLOURS);
    } else {
        target = final_shares(end);
    }
    for (double t : target) {
        const float value = static_cast<float>(t);
        std::memcpy(&out[at], &value, sizeof(float));
        at += sizeof(float);
    }
}

}  // namespace

int choose_placement(const Model& model, const State& s, const std::vector<Scored>& scored, Rng& rng,
                     const PlayStyle& style) {
    const auto ranked = ranked_by_model(model, s, s.to_move, scored, style.after_picks);
    if (style.exploration > 0 && rng.unit() < style.exploration) {
        const int among = std::min(style.explore_among, static_cast<int>(ranked.size()));
        return ranked[rng.below(static_cast<uint32_t>(among))].second;
    }
    return ranked[0].second;
}

std::string training_records(const State& start, const Model& model, uint64_t seed, int games, const PlayStyle& style,
                             double sample_rate, long& count) {
    model.require_for(*start.variant);
    Rng seeds(seed);
    std::string out;
    count = 0;
    std::vector<size_t> targets;
    for (int g = 0; g < games; ++g) {
        targets.clear();
        State end;
        play_game(
            start, seeds.next(),
            [&](const State& s, const std::vector<Scored>& scored, Rng& rng) {
                if (rng.unit() < sample_rate) targets.push_back(put_record(out, s));
                return choose_placement(model, s, scored, rng, style);
            },
            [](const State&, Rng&) { return true; }, &end);
        for (size_t at : targets) put_target(out, at, end);
        count += static_cast<long>(targets.size());
    }
    return out;
}

std::vector<double> duel(const State& start, const std::vector<const Model*>& models, uint64_t seed,
                         const PlayStyle& style) {
    if (static_cast<int>(models.size()) != start.variant->players) throw CoreError("a duel needs one model per seat");
    for (const Model* m : models) m->require_for(*start.variant);
    State end;
    play_game(
        start, seed,
        [&](const State& s, const std::vector<Scored>& scored, Rng& rng) {
            return choose_placement(*models[s.to_move], s, scored, rng, style);
        },
        [](const State&, Rng&) { return true; }, &end);
    if (!end.variant->solo()) return final_shares(end);
    Scores sorted = end.scores[0];
    std::sort(sorted.begin(), sorted.end());
    return {six_digits({static_cast<double>(sorted[0]), static_cast<double>(sorted[1]), static_cast<double>(sorted[2])})};
}

}  // namespace ingenious
