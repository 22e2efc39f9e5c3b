#include "rules.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>

namespace ingenious {

const char* COLOUR_LETTERS = "ROYGBP";

namespace {

const Hex DIRECTIONS[6] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
// engine/tiles.py PRINTED_SYMBOLS, in its order
const int SYMBOLS[6][3] = {{0, -5, 0}, {5, -5, 3}, {5, 0, 4}, {0, 5, 1}, {-5, 5, 2}, {-5, 0, 5}};

int colour_of_letter(char letter) {
    for (int c = 0; c < 6; ++c)
        if (COLOUR_LETTERS[c] == letter) return c;
    return -1;
}

std::array<TileKind, TILE_KINDS> make_tile_kinds() {
    std::vector<TileKind> kinds;
    for (int a = 0; a < 6; ++a)
        for (int b = a; b < 6; ++b) kinds.push_back({std::string{COLOUR_LETTERS[a], COLOUR_LETTERS[b]}, a, b});
    std::sort(kinds.begin(), kinds.end(), [](const TileKind& x, const TileKind& y) { return x.name < y.name; });
    std::array<TileKind, TILE_KINDS> out;
    std::copy(kinds.begin(), kinds.end(), out.begin());
    return out;
}

}  // namespace

const std::array<TileKind, TILE_KINDS>& tile_kinds() {
    static const std::array<TileKind, TILE_KINDS> kinds = make_tile_kinds();
    return kinds;
}

std::pair<int, int> tile_colours(const std::string& tile) {
    const int a = tile.size() == 2 ? colour_of_letter(tile[0]) : -1;
    const int b = tile.size() == 2 ? colour_of_letter(tile[1]) : -1;
    if (a < 0 || b < 0) throw CoreError("'" + tile + "' is not a tile: a tile is two of the letters ROYGBP");
    return {a, b};
}

int tile_kind(const std::string& tile) {
    auto [a, b] = tile_colours(tile);
    const auto& kinds = tile_kinds();
    for (int k = 0; k < TILE_KINDS; ++k)
        if ((kinds[k].first == a && kinds[k].second == b) || (kinds[k].first == b && kinds[k].second == a)) return k;
    throw CoreError("unreachable tile kind");
}

// ------------------------------------------------------------------------------- geometry

int Geometry::index(int q, int r) const {
    const int s = -q - r;
    if (std::abs(q) > radius || std::abs(r) > radius || std::abs(s) > radius) return -1;
    for (int i = 0; i < n; ++i)  // only for checking input; play-outs use numbers
        if (cells[i].q == q && cells[i].r == r) return i;
    return -1;
}

static std::unique_ptr<Geometry> make_geometry(int radius) {
    auto geo = std::make_unique<Geometry>();
    geo->radius = radius;
    for (int r = -radius; r <= radius; ++r)
        for (int q = -radius; q <= radius; ++q)
            if (std::max({std::abs(q), std::abs(r), std::abs(q + r)}) <= radius) geo->cells.push_back({q, r});
    geo->n = static_cast<int>(geo->cells.size());
    std::map<std::pair<int, int>, int> at;
    for (int i = 0; i < geo->n; ++i) at[{geo->cells[i].q, geo->cells[i].r}] = i;
    geo->neighbours.resize(geo->n);
    for (int i = 0; i < geo->n; ++i)
        for (int d = 0; d < 6; ++d) {
            auto found = at.find({geo->cells[i].q + DIRECTIONS[d].q, geo->cells[i].r + DIRECTIONS[d].r});
            geo->neighbours[i][d] = found == at.end() ? OFF_BOARD : found->second;
        }
    geo->edge_of.assign(geo->n, {-1, -1, -1, -1, -1, -1});
    for (int a = 0; a < geo->n; ++a)
        for (int d = 0; d < 6; ++d) {
            const int b = geo->neighbours[a][d];
            if (b > a) {
                const int e = static_cast<int>(geo->edges.size());
                geo->edges.push_back({a, b, d});
                geo->edge_of[a][d] = e;
                geo->edge_of[b][(d + 3) % 6] = e;
            }
        }
    geo->symbols_next_to.assign(geo->n, 0);
    for (int k = 0; k < 6; ++k) {
        geo->symbol_cell[k] = at.at({SYMBOLS[k][0], SYMBOLS[k][1]});
        geo->symbol_colour[k] = SYMBOLS[k][2];
        for (int nb : geo->neighbours[geo->symbol_cell[k]])
            if (nb != OFF_BOARD) geo->symbols_next_to[nb] |= static_cast<uint8_t>(1 << k);
    }
    for (const auto& e : geo->edges) {
        std::vector<std::pair<int, int>> around;  // board.py Geometry._surroundings
        for (int cell : {e.a, e.b})
            for (int nb : geo->neighbours[cell]) {
                if (nb == OFF_BOARD || nb == e.a || nb == e.b) continue;
                auto it = std::find_if(around.begin(), around.end(), [nb](auto& p) { return p.first == nb; });
                if (it == around.end()) around.push_back({nb, 1});
                else ++it->second;
            }
        geo->edge_surroundings.push_back(around);
    }
    geo->playable = geo->n - 6;
    return geo;
}

const Geometry& geometry(int radius) {
    static std::mutex lock;
    static std::unique_ptr<Geometry> made[MAX_RADIUS + 1];
    if (radius < 5 || radius > MAX_RADIUS)
        throw CoreError("the core plays boards of radius 5 to 7, not " + std::to_string(radius));
    std::lock_guard<std::mutex> guard(lock);
    if (!made[radius]) made[radius] = make_geometry(radius);
    return *made[radius];
}

// ------------------------------------------------------------------------------- variant

int Variant::set_count(int kind) const {
    const auto& k = tile_kinds()[kind];
    return k.first == k.second ? doubles : mixed;
}

void Variant::validate() const {
    geometry(radius);
    if (players < 1 || players > MAX_PLAYERS) throw CoreError("a variant has 1 to 4 players");
    if (teams && players != 4) throw CoreError("team play has 4 players");
    if (rack_size < 1 || rack_size > MAX_RACK) throw CoreError("a rack holds 1 to 6 tiles");
    if (cap < 1 || cap > 99) throw CoreError("a cap is 1 to 99");
    if (doubles < 0 || mixed < 0 || doubles > 50 || mixed > 50) throw CoreError("a tile set has 0 to 50 of each tile");
    if (bonus_at.size() > 4) throw CoreError("a variant has at most 4 bonus marks");
}

// ------------------------------------------------------------------------------- board

void Board::init(const Geometry& geo, const std::vector<int>& colours) {
    colour.fill(EMPTY);
    run_colour.fill(EMPTY);
    run_length.fill(0);
    total.fill(0);
    empty_neighbours.fill(0);
    for (int i = 0; i < geo.n; ++i) colour[i] = static_cast<int8_t>(colours[i]);
    untouched_symbols = 0;
    for (int k = 0; k < 6; ++k) {
        bool touched = false;
        for (int nb : geo.neighbours[geo.symbol_cell[k]])
            if (nb != OFF_BOARD && colour[nb] != EMPTY) touched = true;
        if (!touched) untouched_symbols |= static_cast<uint8_t>(1 << k);
    }
    for (int cell = 0; cell < geo.n; ++cell) {
        for (int d = 0; d < 6; ++d) {
            int nb = geo.neighbours[cell][d];
            if (nb == OFF_BOARD) continue;
            if (colour[nb] == EMPTY) {
                ++empty_neighbours[cell];
                continue;
            }
            const int c = colour[nb];
            int length = 0;
            while (nb != OFF_BOARD && colour[nb] == c) {
                ++length;
                nb = geo.neighbours[nb][d];
            }
            run_colour[6 * cell + d] = static_cast<int8_t>(c);
            run_length[6 * cell + d] = static_cast<uint8_t>(length);
            total[6 * cell + c] = static_cast<uint8_t>(total[6 * cell + c] + length);
        }
    }
}

void Board::fill(const Geometry& geo, int cell, int c) {
    colour[cell] = static_cast<int8_t>(c);
    for (int d = 0; d < 6; ++d) {
        const int back = (d + 3) % 6;
        const int slot = 6 * cell + d;
        int length = 1 + (run_colour[slot] == c ? run_length[slot] : 0);
        int behind = geo.neighbours[cell][back];
        while (behind != OFF_BOARD && colour[behind] == c) {
            ++length;
            behind = geo.neighbours[behind][back];
        }
        if (behind != OFF_BOARD && colour[behind] == EMPTY) {
            const int at = 6 * behind + d;
            if (run_colour[at] != EMPTY)
                total[6 * behind + run_colour[at]] = static_cast<uint8_t>(total[6 * behind + run_colour[at]] - run_length[at]);
            run_colour[at] = static_cast<int8_t>(c);
            run_length[at] = static_cast<uint8_t>(length);
            total[6 * behind + c] = static_cast<uint8_t>(total[6 * behind + c] + length);
        }
    }
    for (int nb : geo.neighbours[cell])
        if (nb != OFF_BOARD) --empty_neighbours[nb];
    untouched_symbols &= static_cast<uint8_t>(~geo.symbols_next_to[cell]);
}

bool Board::edge_keeps_cells_reachable(const Geometry& geo, int edge) const {
    for (const auto& [cell, touching] : geo.edge_surroundings[edge])
        if (colour[cell] == EMPTY && empty_neighbours[cell] <= touching) return false;
    return true;
}

bool Board::edge_touches_untouched_symbol(const Geometry& geo, const Geometry::Edge& e) const {
    return ((geo.symbols_next_to[e.a] | geo.symbols_next_to[e.b]) & untouched_symbols) != 0;
}

bool Board::has_open_edge(const Geometry& geo, bool no_isolated_cells) const {
    for (int e = 0; e < static_cast<int>(geo.edges.size()); ++e)
        if (edge_free(geo.edges[e]) && (!no_isolated_cells || edge_keeps_cells_reachable(geo, e))) return true;
    return false;
}

// ------------------------------------------------------------------------------- random

Rng::Rng(uint64_t seed) {
    for (auto& word : s) {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        word = z ^ (z >> 31);
    }
}

uint64_t Rng::next() {
    auto rotl = [](uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
    const uint64_t result = rotl(s[0] + s[3], 23) + s[0];
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

int take_random(Counts& counts, int& total, Rng& rng) {
    int pick = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
    for (int k = 0; k < TILE_KINDS; ++k) {
        if (pick < counts[k]) {
            --counts[k];
            --total;
            return k;
        }
        pick -= counts[k];
    }
    throw CoreError("unreachable: a tile beyond the counted ones");
}

// ------------------------------------------------------------------------------- state: questions

bool State::edge_open(int edge, bool first_round) const {
    const auto& e = geo->edges[edge];
    if (!board.edge_free(e)) return false;
    if (first_round && !board.edge_touches_untouched_symbol(*geo, e)) return false;
    return !variant->no_isolated_cells || board.edge_keeps_cells_reachable(*geo, edge);
}

void State::scored_placements(std::vector<Scored>& out) const {
    out.clear();
    if (phase != Phase::PLACE) return;
    const auto& kinds = tile_kinds();
    const auto& rack = racks[to_move];
    const bool first_round = in_first_round(to_move);
    const int edges = static_cast<int>(geo->edges.size());
    for (int edge = 0; edge < edges; ++edge) {
        if (!edge_open(edge, first_round)) continue;
        const auto& e = geo->edges[edge];
        const int back = (e.d + 3) % 6;
        for (int k = 0; k < TILE_KINDS; ++k) {
            if (!rack[k]) continue;
            const int f = kinds[k].first, s = kinds[k].second;
            out.push_back({k, e.a, e.b, f, s, board.half_points(e.a, f, e.d), board.half_points(e.b, s, back)});
            if (f != s) out.push_back({k, e.b, e.a, f, s, board.half_points(e.b, f, back), board.half_points(e.a, s, e.d)});
        }
    }
}

bool State::has_legal_placement() const {
    if (!rack_total[to_move]) return false;
    if (in_first_round(to_move)) {
        for (int e = 0; e < static_cast<int>(geo->edges.size()); ++e)
            if (edge_open(e, true)) return true;
        return false;
    }
    return board.has_open_edge(*geo, variant->no_isolated_cells);
}

bool State::can_swap_if(bool bag_has_tiles) const {
    if (phase != Phase::REFILL || has_set_aside || !variant->swap_allowed || !bag_has_tiles) return false;
    const Scores& s = scores[holder_to_move()];
    const int low = *std::min_element(s.begin(), s.end());
    const auto& kinds = tile_kinds();
    for (int k = 0; k < TILE_KINDS; ++k)
        if (racks[to_move][k] && (s[kinds[k].first] == low || s[kinds[k].second] == low)) return false;
    return true;
}

int State::tiles_owed() const {
    const int wanted = phase == Phase::DEAL ? variant->rack_size : variant->rack_size - rack_total[to_move];
    return std::min(wanted, bag_total);
}

std::vector<std::vector<int>> State::ranking() const {
    struct Keyed {
        Scores key;
        int holder;
    };
    std::vector<Keyed> keyed;
    for (int h = 0; h < variant->holders(); ++h) {
        Scores sorted = scores[h];
        std::sort(sorted.begin(), sorted.end());
        keyed.push_back({sorted, h});
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& x, const Keyed& y) { return x.key > y.key; });
    if (instant_winner >= 0)
        std::stable_sort(keyed.begin(), keyed.end(), [this](const Keyed& x, const Keyed& y) {
            return (x.holder != instant_winner) < (y.holder != instant_winner);
        });
    std::vector<std::vector<int>> places;
    const Scores* previous = nullptr;
    for (const auto& k : keyed) {
        if (previous && k.key == *previous && k.holder != instant_winner) places.back().push_back(k.holder);
        else places.push_back({k.holder});
        previous = &k.key;
    }
    for (auto& p : places) std::sort(p.begin(), p.end());
    return places;
}

// ------------------------------------------------------------------------------- state: checked events

void State::require_player(int player, int seat, const char* rule) const {
    if (player != seat)
        throw CoreError(std::string(rule) + ": expected player " + std::to_string(seat) + ", got " +
                        std::to_string(player));
}

PlaceResult State::apply_place(int player, const std::string& tile, int a, int b) {
    if (phase == Phase::OVER) throw CoreError("the game is over: no more events");
    if (phase == Phase::DEAL) throw CoreError("the game starts with one draw per player, in seat order");
    if (phase != Phase::PLACE)
        throw CoreError("player " + std::to_string(player) + " may not place now: the turn ends with a draw");
    require_player(player, to_move, "only the player whose turn it is places");
    const int kind = tile_kind(tile);
    if (!racks[player][kind])
        throw CoreError("tile " + tile_kinds()[kind].name + " is not in player " + std::to_string(player) + "'s rack");
    if (a < 0 || b < 0 || a >= geo->n || b >= geo->n) throw CoreError("a tile goes on two cells of the board");
    int d = -1;
    for (int k = 0; k < 6; ++k)
        if (geo->neighbours[a][k] == b) d = k;
    if (d < 0) throw CoreError("a tile goes on two adjacent cells");
    const int edge = geo->edge_of[a][d];
    if (!board.edge_free(geo->edges[edge])) throw CoreError("a tile goes on two empty cells: one of them is taken");
    if (in_first_round(to_move) && !board.edge_touches_untouched_symbol(*geo, geo->edges[edge]))
        throw CoreError("first round: the tile must touch a printed symbol that no tile touches yet");
    if (variant->no_isolated_cells && !board.edge_keeps_cells_reachable(*geo, edge))
        throw CoreError("travel play: the tile may not leave an empty cell with no empty neighbour");
    auto [first, second] = tile_colours(tile);
    PlaceResult result;
    place(kind, first, second, a, b, &result);
    return result;
}

void State::apply_draw(int player, const std::vector<int>& kinds) {
    if (phase == Phase::OVER) throw CoreError("the game is over: no more events");
    if (phase == Phase::DEAL && seats_dealt >= variant->players) throw CoreError("the deal is over: every seat has drawn");
    if (phase == Phase::DEAL) require_player(player, seats_dealt, "the opening draws go in seat order");
    else if (phase == Phase::REFILL) require_player(player, to_move, "only the player whose turn it is draws");
    else throw CoreError("player " + std::to_string(player) + " may not draw now: a tile must be placed first");
    const int owed = tiles_owed();
    if (static_cast<int>(kinds.size()) != owed)
        throw CoreError("the draw must take " + std::to_string(owed) + " tile" + (owed != 1 ? "s" : "") + ", not " +
                        std::to_string(kinds.size()));
    Counts drawn{};
    for (int k : kinds) {
        if (k < 0 || k >= TILE_KINDS) throw CoreError("not a tile kind");
        if (++drawn[k] > bag[k]) throw CoreError("tile " + tile_kinds()[k].name + " is not in the bag");
    }
    draw(player, drawn, owed);
}

void State::apply_swap(int player) {
    if (phase == Phase::OVER) throw CoreError("the game is over: no more events");
    require_player(player, to_move, "only the player whose turn it is may swap");
    if (phase != Phase::REFILL) throw CoreError("a swap comes at the end of a turn, after the placements");
    if (!can_swap()) {
        if (!variant->swap_allowed) throw CoreError("there is no swap in " + variant->name + " play");
        if (has_set_aside) throw CoreError("the rack has already been swapped this turn");
        if (!bag_total) throw CoreError("the bag is empty, so there is nothing to swap for");
        throw CoreError("no swap: the rack holds a tile of the lowest colour");
    }
    swap();
}

// ------------------------------------------------------------------------------- state: steps

void State::place(int kind, int first, int second, int a, int b, PlaceResult* result) {
    int d = 0;
    while (geo->neighbours[a][d] != b) ++d;
    const bool is_bonus = bonus_owed > 0;
    const int first_points = board.half_points(a, first, d);
    const int second_points = board.half_points(b, second, (d + 3) % 6);
    --racks[to_move][kind];
    --rack_total[to_move];
    board.fill(*geo, a, first);
    board.fill(*geo, b, second);
    ++placements_made[to_move];
    int bonuses = 0;
    score(first, first_points, second, second_points, result, bonuses);
    if (is_bonus) --bonus_owed;
    after_placement(bonuses);
    if (result) {
        result->points[0] = first_points;
        result->points[1] = second_points;
        result->bonus = is_bonus;
        result->game_over = phase == Phase::OVER;
    }
}

void State::score(int first, int first_points, int second, int second_points, PlaceResult* result, int& bonuses) {
    const int holder = holder_to_move();
    Scores& s = scores[holder];
    int frozen = -1;
    const int halves[2][2] = {{first, first_points}, {second, second_points}};
    for (const auto& half : halves) {
        const int c = half[0], points = half[1];
        const int before = s[c];
        if (c == frozen || !points) continue;
        int after = std::min(before + points, variant->cap);
        if (variant->clamp_at >= 0 && before < variant->clamp_at && variant->clamp_at <= after) {
            after = variant->clamp_at;
            frozen = c;
        }
        s[c] = after;
        for (int mark : variant->bonus_at)
            if (before < mark && mark <= after) {
                ++bonuses;
                if (result) result->reached.push_back({holder, c, mark});
            }
    }
}

void State::after_placement(int bonuses) {
    const Scores& s = scores[holder_to_move()];
    if (std::all_of(s.begin(), s.end(), [this](int v) { return v == variant->cap; })) {
        instant_winner = holder_to_move();
        finish();
    } else if (!board.has_open_edge(*geo, variant->no_isolated_cells)) {
        finish();
    } else {
        bonus_owed += bonuses;
        if (!(bonus_owed && rack_total[to_move])) {
            bonus_owed = 0;
            phase = Phase::REFILL;
        }
    }
}

void State::start_turn(int seat) {
    to_move = seat;
    phase = Phase::PLACE;
    bonus_owed = 0;
    if (!has_legal_placement()) finish();
}

void State::draw(int player, const Counts& kinds, int count) {
    for (int k = 0; k < TILE_KINDS; ++k) {
        bag[k] = static_cast<uint8_t>(bag[k] - kinds[k]);
        racks[player][k] = static_cast<uint8_t>(racks[player][k] + kinds[k]);
    }
    bag_total -= count;
    rack_total[player] += count;
    if (phase == Phase::DEAL) {
        if (++seats_dealt == variant->players) {
            phase = Phase::PLACE;
            start_turn(0);
        }
        return;
    }
    if (has_set_aside) {
        for (int k = 0; k < TILE_KINDS; ++k) bag[k] = static_cast<uint8_t>(bag[k] + set_aside[k]);
        bag_total += set_aside_total;
        has_set_aside = false;
        set_aside = Counts{};
        set_aside_total = 0;
    }
    start_turn((to_move + 1) % variant->players);
}

void State::swap() {
    has_set_aside = true;
    set_aside = racks[to_move];
    set_aside_total = rack_total[to_move];
    racks[to_move] = Counts{};
    rack_total[to_move] = 0;
}

void State::end_turn(bool swap_rack, Rng& rng) {
    if (swap_rack) swap();
    draw_at_random(to_move, rng);
}

void State::deal(Rng& rng) {
    while (phase == Phase::DEAL) draw_at_random(seats_dealt, rng);
}

void State::draw_at_random(int seat, Rng& rng) {
    const int owed = tiles_owed();
    Counts drawn{};
    Counts pool = bag;
    int left = bag_total;
    for (int i = 0; i < owed; ++i) ++drawn[take_random(pool, left, rng)];
    draw(seat, drawn, owed);
}

}  // namespace ingenious
