// The rules of Ingenious as engine/board.py, engine/game.py and engine/variants.py define them,
// in a fixed-size state that a play-out copies cheaply. The Python engine is the source of truth:
// tests/ai/test_native_rules.py plays both side by side.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace ingenious {

constexpr int EMPTY = -1;
constexpr int OFF_BOARD = -1;
constexpr int MAX_PLAYERS = 4;
constexpr int MAX_RADIUS = 7;
constexpr int MAX_CELLS = 3 * MAX_RADIUS * (MAX_RADIUS + 1) + 1;
constexpr int TILE_KINDS = 21;
constexpr int MAX_RACK = 6;

//! Any request the core cannot honour; the binding turns it into a Python ValueError.
struct CoreError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

struct Hex {
    int q, r;
};

//! A tile kind: its canonical spelling (letters in colour order) and its colours. Kinds are
//! numbered in the order Python's sorted() puts the spellings, as a rack is listed.
struct TileKind {
    std::string name;
    int first, second;
};
const std::array<TileKind, TILE_KINDS>& tile_kinds();
//! The kind of a tile written either way round ("GR" is "RG"); CoreError for anything else.
int tile_kind(const std::string& tile);
//! The colours of a tile as written (first letter first); CoreError for a bad tile.
std::pair<int, int> tile_colours(const std::string& tile);
extern const char* COLOUR_LETTERS;

struct Geometry {
    struct Edge {
        int a, b, d;
    };
    int radius = 0;
    int n = 0;
    std::vector<Hex> cells;
    std::vector<std::array<int, 6>> neighbours;
    std::vector<Edge> edges;
    std::vector<std::array<int, 6>> edge_of;  // edge id of (cell, direction), -1 off the board
    std::array<int, 6> symbol_cell{}, symbol_colour{};
    std::vector<uint8_t> symbols_next_to;  // per cell: bit k set when printed symbol k is a neighbour
    std::vector<std::vector<std::pair<int, int>>> edge_surroundings;
    int playable = 0;  // cells that are not printed symbols

    //! The cell at (q, r), or -1 off the board.
    int index(int q, int r) const;
};
//! The geometry of a board of ``radius`` (5 to 7), made once.
const Geometry& geometry(int radius);

struct Variant {
    std::string name;
    int players = 2, radius = 5, doubles = 5, mixed = 6, rack_size = 6, cap = 18;
    std::vector<int> bonus_at;
    int clamp_at = -1;  // -1: no clamp
    bool teams = false, swap_allowed = true, no_isolated_cells = false;

    int holders() const { return teams ? 2 : players; }
    int holder_of(int seat) const { return teams ? seat % 2 : seat; }
    bool solo() const { return name == "solo"; }
    //! How many tiles of each kind a full set holds.
    int set_count(int kind) const;
    void validate() const;
};

enum class Phase { DEAL, PLACE, REFILL, OVER };

using Counts = std::array<uint8_t, TILE_KINDS>;
using Scores = std::array<int, 6>;

//! A board with the caches engine/board.py keeps: for each empty cell and direction, the run seen
//! that way (colour of the next cell and how many of that colour follow), and for each empty cell
//! the points a half of each colour scores there counting every direction (``total``).
struct Board {
    std::array<int8_t, MAX_CELLS> colour;
    std::array<int8_t, MAX_CELLS * 6> run_colour;
    std::array<uint8_t, MAX_CELLS * 6> run_length;
    std::array<uint8_t, MAX_CELLS * 6> total;
    std::array<int8_t, MAX_CELLS> empty_neighbours;
    uint8_t untouched_symbols = 0x3f;

    void init(const Geometry& geo, const std::vector<int>& colours);
    void fill(const Geometry& geo, int cell, int colour);
    //! Points of ``colour`` on the empty ``cell`` when the other half lies in direction ``toward``.
    int half_points(int cell, int colour, int toward) const {
        const int slot = 6 * cell + toward;
        return total[6 * cell + colour] - (run_colour[slot] == colour ? run_length[slot] : 0);
    }
    bool edge_free(const Geometry::Edge& e) const { return colour[e.a] == EMPTY && colour[e.b] == EMPTY; }
    bool edge_keeps_cells_reachable(const Geometry& geo, int edge) const;
    bool edge_touches_untouched_symbol(const Geometry& geo, const Geometry::Edge& e) const;
    bool has_open_edge(const Geometry& geo, bool no_isolated_cells) const;
};

//! What one placement did, as engine.PlacementResult says it.
struct Threshold {
    int holder, colour, value;
};
struct PlaceResult {
    int points[2];
    std::vector<Threshold> reached;
    bool bonus;
    bool game_over;
};

//! A legal placement: tile kind, the first half's colour on cell ``a``, the second's on ``b``.
struct Scored {
    int kind;
    int a, b;
    int first, second;
    int first_points, second_points;
};

//! A random source: xoshiro256++ seeded through splitmix64 from one 64-bit number.
class Rng {
public:
    explicit Rng(uint64_t seed);
    uint64_t next();
    //! A whole number in [0, n), n < 2**32.
    uint32_t below(uint32_t n) { return static_cast<uint32_t>(((next() >> 32) * n) >> 32); }
    //! A float in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }

private:
    uint64_t s[4];
};

//! One tile of ``counts`` at random (each tile, not each kind, equally likely); ``total`` > 0.
int take_random(Counts& counts, int& total, Rng& rng);

//! The whole state of one game (engine.Game without its log and its own random source).
struct State {
    const Variant* variant = nullptr;
    const Geometry* geo = nullptr;
    Board board;
    Counts bag{};
    int bag_total = 0;
    std::array<Counts, MAX_PLAYERS> racks{};
    std::array<int, MAX_PLAYERS> rack_total{};
    std::array<Scores, MAX_PLAYERS> scores{};
    std::array<int, MAX_PLAYERS> placements_made{};
    Phase phase = Phase::DEAL;
    int to_move = 0;
    int bonus_owed = 0;
    int instant_winner = -1;
    int seats_dealt = 0;
    bool has_set_aside = false;
    Counts set_aside{};
    int set_aside_total = 0;

    int holder_to_move() const { return variant->holder_of(to_move); }
    bool in_first_round(int seat) const { return placements_made[seat] == 0; }
    bool edge_open(int edge, bool first_round) const;
    //! Every legal placement with its points, in Game.scored_placements()'s order.
    void scored_placements(std::vector<Scored>& out) const;
    bool has_legal_placement() const;
    //! May the player to move swap, given whether the bag holds a tile?
    bool can_swap_if(bool bag_has_tiles) const;
    bool can_swap() const { return can_swap_if(bag_total > 0); }
    int tiles_owed() const;
    std::vector<std::vector<int>> ranking() const;
    bool over() const { return phase == Phase::OVER; }

    // Checked events (engine.Game.apply); CoreError naming the broken rule.
    PlaceResult apply_place(int player, const std::string& tile, int a, int b);
    void apply_draw(int player, const std::vector<int>& kinds);
    void apply_swap(int player);

    // Unchecked steps for play-outs: the caller knows they are legal.
    void place(int kind, int first, int second, int a, int b, PlaceResult* result = nullptr);
    void draw(int player, const Counts& kinds, int count);
    void swap();
    //! The end of a turn: swap first if asked, then draw what is owed at random.
    void end_turn(bool swap_rack, Rng& rng);
    //! The opening draws of every seat, at random.
    void deal(Rng& rng);

private:
    void score(int first, int first_points, int second, int second_points, PlaceResult* result, int& bonuses);
    void after_placement(int bonuses);
    void start_turn(int seat);
    //! Draw what ``seat`` is owed, at random from the bag.
    void draw_at_random(int seat, Rng& rng);
    void finish() { phase = Phase::OVER; bonus_owed = 0; }
    void require_player(int player, int seat, const char* rule) const;
};

}  // namespace ingenious
