#include "judge.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

namespace ingenious {

namespace {
constexpr double FLOOR = 0.2;
constexpr double LOWEST_WEIGHT = 1.0;

int min_of(const Scores& s) { return *std::min_element(s.begin(), s.end()); }
}  // namespace

// ------------------------------------------------------------------------------- scoring

Valuation::Valuation(const Variant& variant) : solo_(variant.solo()) {
    const int cap = variant.cap;
    double total = 0.0;
    colour_value_.push_back(0.0);
    for (int point = 0; point < cap; ++point) {
        total += FLOOR + std::pow(1 - static_cast<double>(point) / cap, 2.0);
        colour_value_.push_back(total);
    }
}

double Valuation::operator()(const Scores& scores) const {
    const auto& value = colour_value_;
    if (solo_) {
        Scores ordered = scores;
        std::sort(ordered.begin(), ordered.end());
        double low = 0.0, rest = 0.0;
        for (int k = 0; k < 3; ++k) low += value[ordered[k]];
        for (int k = 3; k < 6; ++k) rest += value[ordered[k]];
        return low + 0.25 * rest + LOWEST_WEIGHT * ordered[0];
    }
    double sum = 0.0;
    for (int s : scores) sum += value[s];
    return sum + LOWEST_WEIGHT * min_of(scores);
}

Scores scores_after(const Scores& scores, const Variant& variant, int first, int first_points, int second,
                    int second_points, int& bonuses) {
    Scores after = scores;
    int frozen = -1;
    bonuses = 0;
    const int halves[2][2] = {{first, first_points}, {second, second_points}};
    for (const auto& half : halves) {
        const int c = half[0], points = half[1];
        if (c == frozen || !points) continue;
        const int before = after[c];
        int now = std::min(before + points, variant.cap);
        if (variant.clamp_at >= 0 && before < variant.clamp_at && variant.clamp_at <= now) {
            now = variant.clamp_at;
            frozen = c;
        }
        after[c] = now;
        for (int mark : variant.bonus_at)
            if (before < mark && mark <= now) ++bonuses;
    }
    return after;
}

// ------------------------------------------------------------------------------- the model

double Model::utility(const std::array<double, FEATURES>& row) const {
    double value = 0.0;
    for (int i = 0; i < FEATURES; ++i) value += linear[i] * row[i];
    for (const auto& unit : hidden) {
        double inner = 0.0;
        for (int i = 0; i < FEATURES; ++i) inner += unit.weights[i] * row[i];
        value += unit.out * std::tanh(unit.bias + inner);
    }
    return value;
}

void Model::require_for(const Variant& v) const {
    if (variant != v.name || players != v.players)
        throw CoreError("the model is for " + variant + " with " + std::to_string(players) + " player(s), the position is " +
                        v.name + " with " + std::to_string(v.players));
    if (net && (net->cells() != geometry(v.radius).n || net->cap() != v.cap || net->holders() != v.holders()))
        throw CoreError("the " + variant + " network was made for another board, cap or number of holders");
}

// ------------------------------------------------------------------------------- features

BoardReading::BoardReading(const State& s) {
    const Board& board = s.board;
    int empty = 0;
    for (int cell = 0; cell < s.geo->n; ++cell) {
        if (board.colour[cell] >= 0) continue;
        ++empty;
        if (!board.empty_neighbours[cell]) continue;
        for (int c = 0; c < 6; ++c) {
            const int p = board.total[6 * cell + c];
            if (p && p >= best[c]) {
                if (p > best[c]) {
                    best[c] = p;
                    best_count[c] = 0;
                }
                ++best_count[c];
            }
        }
    }
    filled = 1.0 - static_cast<double>(empty) / s.geo->playable;
}

Seen read_position(const State& s, int viewer) {
    const bool placing = s.phase == Phase::PLACE;
    const int next_seat = placing ? s.to_move : (s.to_move + 1) % s.variant->players;
    Seen seen{&s, next_seat, placing ? s.bonus_owed : 0, viewer, Counts{}, 0, s.phase == Phase::OVER};
    if (placing && next_seat == viewer) {
        seen.rack = s.racks[viewer];
        seen.rack_total = s.rack_total[viewer];
    }
    return seen;
}

namespace {

bool tile_has(int kind, const bool* colours) {
    const auto& k = tile_kinds()[kind];
    return colours[k.first] || colours[k.second];
}

std::array<double, FEATURES> one_holder(int h, const Scores& own, const std::vector<Scores>& ordered, int cap,
                                        const BoardReading& reading, int next_holder, int bonus_owed, const Seen* rack_of,
                                        const std::vector<double>& values, double progress) {
    const int holders = static_cast<int>(ordered.size());
    double t[6];
    for (int i = 0; i < 6; ++i) t[i] = static_cast<double>(ordered[h][i]) / cap;
    double gap_lowest = 0.0, value_gap = 0.0;
    if (holders > 1) {
        int best_low = -1;
        double best_value = -INFINITY;
        for (int k = 0; k < holders; ++k)
            if (k != h) {
                best_low = std::max(best_low, ordered[k][0]);
                best_value = std::max(best_value, values[k]);
            }
        gap_lowest = t[0] - static_cast<double>(best_low) / cap;
        value_gap = values[h] - best_value;
    }
    const int low = ordered[h][0], second = ordered[h][1];
    bool lowest[6], seconds[6];
    int lowest_count = 0;
    for (int c = 0; c < 6; ++c) {
        lowest[c] = own[c] == low;
        seconds[c] = own[c] == second;
        lowest_count += lowest[c];
    }
    const double places_next = h == next_holder ? 1.0 : 0.0;
    int open_low = 0, open_second = 0, cells_low = 0;
    for (int c = 0; c < 6; ++c) {
        if (lowest[c]) {
            open_low = std::max(open_low, reading.best[c]);
            cells_low += reading.best_count[c];
        }
        if (seconds[c]) open_second = std::max(open_second, reading.best[c]);
    }
    const double open_lowest = open_low / POINTS_SCALE;
    double need = 0.0;
    for (int c = 0; c < 6; ++c) need += std::pow(1 - static_cast<double>(own[c]) / cap, 2.0) * reading.best[c];
    const double open_need = need / (6 * POINTS_SCALE);
    double rack_low = 0.0, rack_reach = 0.0, rack_second = 0.0, rack_doubles = 0.0;
    if (rack_of && rack_of->rack_total) {
        int n_low = 0, n_second = 0, n_doubles = 0, reach = 0;
        const auto& kinds = tile_kinds();
        for (int k = 0; k < TILE_KINDS; ++k) {
            const int count = rack_of->rack[k];
            if (!count) continue;
            const bool has_low = tile_has(k, lowest);
            n_low += has_low * count;
            n_second += tile_has(k, seconds) * count;
            n_doubles += (has_low && kinds[k].first == kinds[k].second) * count;
            for (int c : {kinds[k].first, kinds[k].second})
                if (lowest[c]) reach = std::max(reach, reading.best[c]);
        }
        const double size = rack_of->rack_total;
        rack_low = n_low / size;
        rack_second = n_second / size;
        rack_doubles = n_doubles / size;
        rack_reach = reach / POINTS_SCALE;
    }
    int at_cap = 0, near_cap = 0, shut = 0;
    for (int c = 0; c < 6; ++c) {
        at_cap += own[c] >= cap;
        near_cap += cap - NEAR_CAP <= own[c] && own[c] < cap;
        shut += own[c] < cap && !reading.best[c];
    }
    return {t[1], t[2], t[3], t[4], t[5],
            t[0] * progress, t[1] * progress, t[2] * progress, t[3] * progress, t[4] * progress, t[5] * progress,
            at_cap / 6.0, near_cap / 6.0, gap_lowest * progress,
            places_next, places_next * bonus_owed / 2,
            open_lowest, open_lowest * places_next, open_need,
            rack_low, rack_reach,
            values[h], value_gap * progress,
            lowest_count / 6.0, open_second / POINTS_SCALE, cells_low / 5.0, shut / 6.0,
            rack_second, rack_doubles, t[0], std::pow(t[0], 2.0), reading.filled};
}

}  // namespace

FeatureRows holder_features(const Seen& seen, const BoardReading& reading, const std::array<Scores, MAX_PLAYERS>& scores,
                            int next_seat, int bonus_owed) {
    const Variant& variant = *seen.state->variant;
    const int holders = variant.holders(), cap = variant.cap;
    static thread_local std::vector<Scores> ordered;
    static thread_local std::vector<double> values;
    ordered.assign(scores.begin(), scores.begin() + holders);
    for (auto& o : ordered) std::sort(o.begin(), o.end());
    const int next_holder = variant.holder_of(next_seat), viewer_holder = variant.holder_of(seen.viewer);
    // the valuation depends only on the cap and on solo play
    static thread_local int valued_cap = -1;
    static thread_local bool valued_solo = false;
    static thread_local std::unique_ptr<Valuation> valuation;
    if (valued_cap != cap || valued_solo != variant.solo()) {
        valuation = std::make_unique<Valuation>(variant);
        valued_cap = cap;
        valued_solo = variant.solo();
    }
    values.clear();
    long total = 0;
    for (int h = 0; h < holders; ++h) {
        values.push_back((*valuation)(scores[h]) / (3 * cap));
        total += std::accumulate(scores[h].begin(), scores[h].end(), 0L);
    }
    const double progress = (reading.filled + static_cast<double>(total) / (6 * cap * holders)) / 2;
    FeatureRows rows;
    rows.reserve(holders);
    for (int h = 0; h < holders; ++h)
        rows.push_back(one_holder(h, scores[h], ordered, cap, reading, next_holder, bonus_owed,
                                  h == viewer_holder && next_holder == h ? &seen : nullptr, values, progress));
    return rows;
}

int rack_holder(const Seen& seen, int next_seat) {
    const Variant& v = *seen.state->variant;
    const int viewer = v.holder_of(seen.viewer);
    return seen.rack_total && v.holder_of(next_seat) == viewer ? viewer : -1;
}

std::vector<std::array<double, SOLO_COLOURS>> net_outputs(const Network& net, const Seen& seen, const FeatureRows& rows,
                                                          const std::array<Scores, MAX_PLAYERS>& scores, int next_seat,
                                                          const float* board) {
    const int holders = static_cast<int>(rows.size()), l1 = net.l1(), racked = rack_holder(seen, next_seat);
    std::vector<float> acc(l1);
    float skip[SOLO_COLOURS];
    std::vector<std::array<double, SOLO_COLOURS>> out(holders);
    for (int h = 0; h < holders; ++h) {
        net.holder_part(h, scores, h == racked ? &seen.rack : nullptr, rows[h], acc.data());
        for (int j = 0; j < l1; ++j) acc[j] += board[j];
        net.skip_part(rows[h], skip);
        net.finish(acc.data(), skip, out[h].data());
    }
    return out;
}

namespace {

std::vector<float> board_of(const Network& net, const Board& board) {
    std::vector<float> acc(net.l1());
    net.board_accumulator(board, acc.data());
    return acc;
}

std::vector<double> softmax(std::vector<double> u) {
    const double top = *std::max_element(u.begin(), u.end());
    double total = 0.0;
    for (double& x : u) total += (x = std::exp(x - top));
    for (double& x : u) x /= total;
    return u;
}

//! softmax(u)[holder] without a copy.
double share_of(const std::vector<double>& u, int holder) {
    const double top = *std::max_element(u.begin(), u.end());
    double total = 0.0;
    for (double x : u) total += std::exp(x - top);
    return std::exp(u[holder] - top) / total;
}

std::array<double, SOLO_COLOURS> clamped_lowest(const std::array<double, SOLO_COLOURS>& out, int cap) {
    std::array<double, SOLO_COLOURS> low{};
    for (int k = 0; k < SOLO_COLOURS; ++k) low[k] = std::min(static_cast<double>(cap), std::max(0.0, out[k]));
    return low;
}

}  // namespace

std::vector<double> model_chances(const Model& m, const Seen& seen, const BoardReading& reading,
                                  const std::array<Scores, MAX_PLAYERS>& scores, int next_seat, int bonus_owed) {
    if (!m.win) throw CoreError("the " + m.variant + " model gives solo results, not win chances");
    const FeatureRows rows = holder_features(seen, reading, scores, next_seat, bonus_owed);
    std::vector<double> u;
    if (m.net) {
        for (const auto& out : net_outputs(*m.net, seen, rows, scores, next_seat, board_of(*m.net, seen.state->board).data()))
            u.push_back(out[0]);
        return softmax(u);
    }
    for (const auto& row : rows) u.push_back(m.utility(row));
    const double top = *std::max_element(u.begin(), u.end());
    double total = 0.0;
    for (double& x : u) total += (x = std::exp(x - top));
    for (double& x : u) x /= total;
    return u;
}

std::array<double, SOLO_COLOURS> model_lowest(const Model& m, const Seen& seen, const BoardReading& reading,
                                              const std::array<Scores, MAX_PLAYERS>& scores) {
    if (m.win) throw CoreError("the " + m.variant + " model gives win chances, not an expected solo result");
    const FeatureRows rows = holder_features(seen, reading, scores, seen.next_seat, seen.bonus_owed);
    if (m.net)
        return clamped_lowest(net_outputs(*m.net, seen, rows, scores, seen.next_seat,
                                          board_of(*m.net, seen.state->board).data())[0],
                              seen.state->variant->cap);
    const auto& row = rows[0];
    const double cap = seen.state->variant->cap;
    std::array<double, SOLO_COLOURS> out{};
    for (int k = 0; k < SOLO_COLOURS; ++k) {
        const auto& w = m.result_rows[k];
        double sum = 0.0;
        for (int i = 0; i < FEATURES; ++i) sum += w[i + 1] * row[i];
        out[k] = std::min(cap, std::max(0.0, w[0] + sum));
    }
    return out;
}

double six_digits(const std::array<double, SOLO_COLOURS>& lowest) {
    double sum = 0.0, unit = 10000.0;
    for (double v : lowest) {
        sum += v * unit;
        unit /= 100;
    }
    return sum;
}

std::vector<double> final_shares(const State& s) {
    const int holders = s.variant->holders();
    std::vector<Scores> ordered(s.scores.begin(), s.scores.begin() + holders);
    for (auto& o : ordered) std::sort(o.begin(), o.end());
    const Scores best = *std::max_element(ordered.begin(), ordered.end());
    const int winners = static_cast<int>(std::count(ordered.begin(), ordered.end(), best));
    std::vector<double> shares;
    for (const auto& o : ordered) shares.push_back(o == best ? 1.0 / winners : 0.0);
    return shares;
}

std::vector<double> win_chances(const Model& m, const State& s, int viewer) {
    if (s.over()) return final_shares(s);
    const Seen seen = read_position(s, viewer);
    return model_chances(m, seen, BoardReading(s), s.scores, seen.next_seat, seen.bonus_owed);
}

std::array<double, SOLO_COLOURS> expected_lowest(const Model& m, const State& s, int viewer) {
    if (s.over()) {
        Scores sorted = s.scores[0];
        std::sort(sorted.begin(), sorted.end());
        return {static_cast<double>(sorted[0]), static_cast<double>(sorted[1]), static_cast<double>(sorted[2])};
    }
    const Seen seen = read_position(s, viewer);
    return model_lowest(m, seen, BoardReading(s), s.scores);
}

// ------------------------------------------------------------------------------- one placement ahead

namespace {

//! lookahead._outcome: the mover's value once a placement has scored, read on ``seen``'s board.
double outcome(const Model& m, const State& s, int seat, const Seen& seen, const BoardReading& reading, const Scored& p) {
    const Variant& v = *s.variant;
    const int holder = v.holder_of(seat);
    int bonuses = 0;
    auto scores = s.scores;
    scores[holder] = scores_after(s.scores[holder], v, p.first, p.first_points, p.second, p.second_points, bonuses);
    if (!m.win) return six_digits(model_lowest(m, seen, reading, scores));
    const int owed = std::max(0, s.bonus_owed - 1) + bonuses;
    return model_chances(m, seen, reading, scores, owed ? seat : (seat + 1) % v.players, owed)[holder];
}

//! The cheap pass of ranked_by_model with a network: each placement's two cells added to one board
//! accumulator, the holders' parts computed once for each distinct way the scores change.
std::vector<double> net_cheap_values(const Model& m, const State& s, int seat, const Seen& seen,
                                     const BoardReading& reading, const std::vector<Scored>& scored) {
    const Network& net = *m.net;
    const Variant& v = *s.variant;
    const int holder = v.holder_of(seat), holders = v.holders(), l1 = net.l1();
    const std::vector<float> board = board_of(net, s.board);
    struct Part {
        int key[4];
        std::vector<float> acc;  // holders x l1: each holder's part plus the board's
        std::vector<float> skip;  // holders x SOLO_COLOURS: Network::skip_part
    };
    std::vector<Part> memo;
    std::vector<float> acc(l1);
    std::array<double, SOLO_COLOURS> out{};
    std::vector<double> values, u(holders);
    for (const Scored& p : scored) {
        const int key[4] = {p.first, p.first_points, p.second, p.second_points};
        auto part = std::find_if(memo.begin(), memo.end(), [&](const Part& x) { return std::equal(key, key + 4, x.key); });
        if (part == memo.end()) {
            int bonuses = 0;
            auto scores = s.scores;
            scores[holder] = scores_after(s.scores[holder], v, p.first, p.first_points, p.second, p.second_points, bonuses);
            const int owed = std::max(0, s.bonus_owed - 1) + bonuses;
            const int next = !m.win ? seen.next_seat : owed ? seat : (seat + 1) % v.players;
            const FeatureRows rows = holder_features(seen, reading, scores, next, m.win ? owed : seen.bonus_owed);
            Part made{{key[0], key[1], key[2], key[3]}, std::vector<float>(static_cast<size_t>(holders) * l1),
                      std::vector<float>(static_cast<size_t>(holders) * SOLO_COLOURS)};
            const int racked = rack_holder(seen, next);
            for (int h = 0; h < holders; ++h) {
                float* a = &made.acc[static_cast<size_t>(h) * l1];
                net.holder_part(h, scores, h == racked ? &seen.rack : nullptr, rows[h], a);
                for (int j = 0; j < l1; ++j) a[j] += board[j];
                net.skip_part(rows[h], &made.skip[static_cast<size_t>(h) * SOLO_COLOURS]);
            }
            memo.push_back(std::move(made));
            part = memo.end() - 1;
        }
        for (int h = 0; h < holders; ++h) {
            std::copy_n(&part->acc[static_cast<size_t>(h) * l1], l1, acc.begin());
            net.add_cell(p.a, p.first, acc.data());
            net.add_cell(p.b, p.second, acc.data());
            net.finish(acc.data(), &part->skip[static_cast<size_t>(h) * SOLO_COLOURS], out.data());
            u[h] = out[0];
        }
        values.push_back(m.win ? share_of(u, holder) : six_digits(clamped_lowest(out, v.cap)));
    }
    return values;
}

}  // namespace

std::vector<std::pair<double, int>> ranked_by_model(const Model& m, const State& s, int seat,
                                                    const std::vector<Scored>& scored, int after_picks) {
    m.require_for(*s.variant);
    if (s.phase != Phase::PLACE || s.to_move != seat)
        throw CoreError("seat " + std::to_string(seat) + " has no placement to make now");
    const Seen seen = read_position(s, seat);
    const BoardReading reading(s);
    const int n = static_cast<int>(scored.size());
    std::vector<double> cheap(n);
    if (m.net) cheap = net_cheap_values(m, s, seat, seen, reading, scored);
    struct Memo {
        int key[4];
        double value;
    };
    std::vector<Memo> memo;  // judged(): each distinct (colours, points) judged once
    for (int i = 0; i < n && !m.net; ++i) {
        const Scored& p = scored[i];
        const int key[4] = {p.first, p.first_points, p.second, p.second_points};
        auto found = std::find_if(memo.begin(), memo.end(), [&](const Memo& x) { return std::equal(key, key + 4, x.key); });
        if (found != memo.end()) {
            cheap[i] = found->value;
        } else {
            cheap[i] = outcome(m, s, seat, seen, reading, p);
            memo.push_back({{key[0], key[1], key[2], key[3]}, cheap[i]});
        }
    }
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return cheap[a] > cheap[b]; });
    const int picks = std::min(std::max(after_picks, 0), n);
    std::vector<std::pair<double, int>> again;
    for (int j = 0; j < picks; ++j) {
        const Scored& p = scored[order[j]];
        State after = s;
        after.board.fill(*s.geo, p.a, p.first);
        after.board.fill(*s.geo, p.b, p.second);
        Seen seen_after = seen;
        seen_after.state = &after;
        if (seen_after.rack[p.kind]) {
            --seen_after.rack[p.kind];
            --seen_after.rack_total;
        }
        again.push_back({outcome(m, s, seat, seen_after, BoardReading(after), p), order[j]});
    }
    std::stable_sort(again.begin(), again.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (int j = picks; j < n; ++j) again.push_back({cheap[order[j]], order[j]});
    return again;
}

// ------------------------------------------------------------------------------- greedy

bool Greedy::best(const State& s, Scored& chosen, double& value) {
    if (s.phase != Phase::PLACE) return false;
    const Variant& v = *s.variant;
    const Scores& scores = s.scores[s.holder_to_move()];
    const double base = valuation_(scores);
    if (++stamp_ == 0) {
        std::fill(memo_stamp_.begin(), memo_stamp_.end(), 0);
        stamp_ = 1;
    }
    struct Way {
        int kind, first, second, memo;
        bool reverse;
    };
    Way ways[2 * TILE_KINDS];
    int n_ways = 0;
    const auto& kinds = tile_kinds();
    for (int k = 0; k < TILE_KINDS; ++k) {
        if (!s.racks[s.to_move][k]) continue;
        const int f = kinds[k].first, sc = kinds[k].second;
        ways[n_ways++] = {k, f, sc, 2 * k, false};
        if (f != sc) ways[n_ways++] = {k, f, sc, 2 * k + 1, true};
    }
    bool found = false;
    const bool first_round = s.in_first_round(s.to_move);
    const int edges = static_cast<int>(s.geo->edges.size());
    const Board& board = s.board;
    for (int edge = 0; edge < edges; ++edge) {
        if (!s.edge_open(edge, first_round)) continue;
        const auto& e = s.geo->edges[edge];
        const int back = (e.d + 3) % 6;
        for (int w = 0; w < n_ways; ++w) {
            const Way& way = ways[w];
            int fp, sp;
            if (way.reverse) {
                fp = board.half_points(e.b, way.first, back);
                sp = board.half_points(e.a, way.second, e.d);
            } else {
                fp = board.half_points(e.a, way.first, e.d);
                sp = board.half_points(e.b, way.second, back);
            }
            double judged;
            const bool small = fp < MEMO && sp < MEMO;
            const int slot = (way.memo * MEMO + fp) * MEMO + sp;
            if (small && memo_stamp_[slot] == stamp_) {
                judged = memo_value_[slot];
            } else {
                int bonuses = 0;
                const Scores after = scores_after(scores, v, way.first, fp, way.second, sp, bonuses);
                judged = valuation_(after) - base + bonus_value_ * bonuses;
                if (small) {
                    memo_stamp_[slot] = stamp_;
                    memo_value_[slot] = judged;
                }
            }
            if (!found || judged > value) {
                found = true;
                value = judged;
                chosen = way.reverse ? Scored{way.kind, e.b, e.a, way.first, way.second, fp, sp}
                                     : Scored{way.kind, e.a, e.b, way.first, way.second, fp, sp};
            }
        }
    }
    return found;
}

}  // namespace ingenious
