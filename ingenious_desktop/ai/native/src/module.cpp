// The Python binding of the core (nanobind): plain lists, tuples and strings in and out; every
// request the core cannot honour raises ValueError. ingenious_desktop/ai/native/__init__.py is the
// typed face the rest of the game uses.
#include <nanobind/nanobind.h>
#include <nanobind/stl/function.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/shared_ptr.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <optional>

#include "mlp.hpp"
#include "search.hpp"
#include "selfplay.hpp"
#include "summary.hpp"

namespace nb = nanobind;
using namespace ingenious;

namespace {

using Cell = std::tuple<int, int>;
using PlacementTuple = std::tuple<std::string, Cell, Cell>;

const std::string PHASES[] = {"deal", "place", "refill", "over"};

Phase phase_named(const std::string& name) {
    for (int i = 0; i < 4; ++i)
        if (PHASES[i] == name) return static_cast<Phase>(i);
    throw CoreError("unknown phase '" + name + "': deal, place, refill or over");
}

//! A position for Python: a whole game (seat -1) or one seat's view of it.
struct PyPosition {
    std::shared_ptr<const Variant> variant;
    View view;
    bool full = true;

    const State& state() const { return view.state; }
    State& state() { return view.state; }
    int viewer() const { return full ? view.state.to_move : view.seat; }

    Cell cell(int index) const { return {view.state.geo->cells[index].q, view.state.geo->cells[index].r}; }
    int index(const Cell& c) const {
        const int i = view.state.geo->index(std::get<0>(c), std::get<1>(c));
        if (i < 0)
            throw CoreError("cell [" + std::to_string(std::get<0>(c)) + ", " + std::to_string(std::get<1>(c)) +
                            "] is not on the " + std::to_string(variant->radius) + "-ring board");
        return i;
    }
    PlacementTuple placement(const Scored& p) const {
        const auto& name = tile_kinds()[p.kind].name;
        return {name, cell(p.a), cell(p.b)};
    }
    //! The placements the player to move may make (none in a view unless it is the seat's turn).
    std::vector<Scored> scored() const {
        std::vector<Scored> out;
        if (!full && view.state.to_move != view.seat) return out;
        view.state.scored_placements(out);
        return out;
    }
    //! The listed placement that is ``p`` (or its mirror image); ValueError if none is.
    Scored find(const PlacementTuple& p, const std::vector<Scored>& listed) const {
        const auto [first, second] = tile_colours(std::get<0>(p));
        const int a = index(std::get<1>(p)), b = index(std::get<2>(p));
        for (const auto& s : listed)
            if ((s.a == a && s.b == b && s.first == first && s.second == second) ||
                (s.a == b && s.b == a && s.first == second && s.second == first))
                return s;
        throw CoreError(std::get<0>(p) + " on [" + std::to_string(std::get<0>(std::get<1>(p))) + ", " +
                        std::to_string(std::get<1>(std::get<1>(p))) + "] and [" +
                        std::to_string(std::get<0>(std::get<2>(p))) + ", " + std::to_string(std::get<1>(std::get<2>(p))) +
                        "] is not a legal placement now");
    }
    void require_full(const char* what) const {
        if (!full) throw CoreError(std::string(what) + " needs a whole game, not a player's view");
    }
    void require_view(const char* what) const {
        if (full) throw CoreError(std::string(what) + " needs a player's view (Position.from_view)");
    }
};

Counts count_tiles(const std::vector<std::string>& tiles, const char* where) {
    Counts counts{};
    for (const auto& t : tiles) {
        const int k = tile_kind(t);
        if (counts[k] == 255) throw CoreError(std::string("too many tiles in ") + where);
        ++counts[k];
    }
    return counts;
}

std::shared_ptr<const Variant> make_variant(std::string name, int players, int radius, int doubles, int mixed,
                                            int rack_size, int cap, std::vector<int> bonus_at,
                                            std::optional<int> clamp_at, bool teams, bool swap_allowed,
                                            bool no_isolated_cells) {
    auto v = std::make_shared<Variant>();
    v->name = std::move(name);
    v->players = players;
    v->radius = radius;
    v->doubles = doubles;
    v->mixed = mixed;
    v->rack_size = rack_size;
    v->cap = cap;
    v->bonus_at = std::move(bonus_at);
    v->clamp_at = clamp_at.value_or(-1);
    v->teams = teams;
    v->swap_allowed = swap_allowed;
    v->no_isolated_cells = no_isolated_cells;
    v->validate();
    return v;
}

PyPosition make_position(std::shared_ptr<const Variant> variant, const std::vector<int>& colours,
                         const std::vector<std::string>& bag, const std::vector<std::vector<std::string>>& racks,
                         const std::vector<std::vector<int>>& scores, const std::vector<int>& placements_made,
                         const std::string& phase, int to_move, int bonus_owed, std::optional<int> instant_winner,
                         std::optional<std::vector<std::string>> set_aside, int seats_dealt, std::optional<int> seat,
                         const std::vector<std::string>& unseen, const std::vector<int>& rack_sizes, int bag_size) {
    if (!variant) throw CoreError("a position needs a variant");
    const Variant& v = *variant;
    const Geometry& geo = geometry(v.radius);
    PyPosition pos;
    pos.variant = variant;
    State& s = pos.view.state;
    s.variant = variant.get();
    s.geo = &geo;
    if (static_cast<int>(colours.size()) != geo.n)
        throw CoreError("a board of radius " + std::to_string(v.radius) + " has " + std::to_string(geo.n) +
                        " cells, not " + std::to_string(colours.size()));
    for (int c : colours)
        if (c < EMPTY || c > 5) throw CoreError("a cell holds a colour 0 to 5 or -1 (empty)");
    for (int k = 0; k < 6; ++k)
        if (colours[geo.symbol_cell[k]] != geo.symbol_colour[k]) throw CoreError("a printed symbol is missing or wrong");
    s.board.init(geo, colours);
    const int players = v.players;
    if (static_cast<int>(racks.size()) != players || static_cast<int>(placements_made.size()) != players)
        throw CoreError("a position has one rack and one placement count per player");
    if (static_cast<int>(scores.size()) != v.holders()) throw CoreError("a position has one score list per holder");
    for (int h = 0; h < v.holders(); ++h) {
        if (scores[h].size() != 6) throw CoreError("a score list has 6 colours");
        for (int c = 0; c < 6; ++c) {
            if (scores[h][c] < 0 || scores[h][c] > v.cap) throw CoreError("a score lies between 0 and the cap");
            s.scores[h][c] = scores[h][c];
        }
    }
    s.bag = count_tiles(bag, "the bag");
    s.bag_total = static_cast<int>(bag.size());
    Counts in_play = s.bag;
    for (int p = 0; p < players; ++p) {
        s.racks[p] = count_tiles(racks[p], "a rack");
        s.rack_total[p] = static_cast<int>(racks[p].size());
        if (s.rack_total[p] > v.rack_size) throw CoreError("a rack holds more tiles than the variant's rack size");
        if (placements_made[p] < 0) throw CoreError("a placement count is negative");
        s.placements_made[p] = placements_made[p];
        for (int k = 0; k < TILE_KINDS; ++k) in_play[k] = static_cast<uint8_t>(std::min(255, in_play[k] + s.racks[p][k]));
    }
    if (set_aside) {
        s.has_set_aside = true;
        s.set_aside = count_tiles(*set_aside, "the set-aside rack");
        s.set_aside_total = static_cast<int>(set_aside->size());
    }
    s.phase = phase_named(phase);
    if (to_move < 0 || to_move >= players) throw CoreError("the player to move is not a seat");
    if (seats_dealt < 0 || seats_dealt > players) throw CoreError("the seats dealt are 0 to the players");
    if (bonus_owed < 0 || bonus_owed > 50) throw CoreError("the bonus placements owed are 0 to 50");
    if (instant_winner && (*instant_winner < 0 || *instant_winner >= v.holders()))
        throw CoreError("the instant winner is not a score holder");
    if (s.phase == Phase::DEAL && seats_dealt == players)
        throw CoreError("in the deal the seats dealt are fewer than the players");
    s.to_move = to_move;
    s.bonus_owed = bonus_owed;
    s.instant_winner = instant_winner.value_or(-1);
    s.seats_dealt = seats_dealt;
    pos.full = !seat.has_value();
    View& view = pos.view;
    if (seat) {
        if (*seat < 0 || *seat >= players) throw CoreError("the view's seat is not a seat");
        view.seat = *seat;
        view.unseen = count_tiles(unseen, "the unseen tiles");
        view.unseen_total = static_cast<int>(unseen.size());
        if (static_cast<int>(rack_sizes.size()) != players) throw CoreError("a view has one rack size per player");
        int hidden = 0;
        for (int p = 0; p < players; ++p) {
            if (rack_sizes[p] < 0 || rack_sizes[p] > v.rack_size) throw CoreError("a rack size is 0 to the rack size");
            view.rack_sizes[p] = rack_sizes[p];
            if (p != *seat) {
                hidden += rack_sizes[p];
                if (s.rack_total[p]) throw CoreError("a view knows only its own rack");
            }
        }
        if (rack_sizes[*seat] != s.rack_total[*seat]) throw CoreError("the view's rack size differs from its rack");
        if (bag_size < 0 || hidden + bag_size != view.unseen_total)
            throw CoreError("the unseen tiles are not the bag and the other racks");
        view.bag_size = bag_size;
        for (int k = 0; k < TILE_KINDS; ++k) in_play[k] = static_cast<uint8_t>(std::min(255, in_play[k] + view.unseen[k]));
    }
    for (int k = 0; k < TILE_KINDS; ++k)
        if (in_play[k] + s.set_aside[k] > v.set_count(k))
            throw CoreError("more " + tile_kinds()[k].name + " tiles than the set holds");
    return pos;
}

Model make_model(const std::string& kind, const std::string& variant, int players,
                 const std::vector<std::vector<double>>& weights,
                 const std::vector<std::tuple<std::vector<double>, double, double>>& hidden) {
    auto finite_row = [](const std::vector<double>& row, size_t width, const std::string& what) {
        if (row.size() != width)
            throw CoreError(what + " has " + std::to_string(row.size()) + " numbers, not " + std::to_string(width));
        for (double w : row)
            if (!is_weight(w)) throw CoreError(what + " holds a number that is not finite or beyond the largest weight");
    };
    Model m;
    m.variant = variant;
    m.players = players;
    if (kind == "win") {
        m.win = true;
        if (weights.size() != 1) throw CoreError("a win model has one list of linear weights");
        finite_row(weights[0], FEATURES, "the linear weights");
        std::copy(weights[0].begin(), weights[0].end(), m.linear.begin());
        for (const auto& [w, bias, out] : hidden) {
            finite_row(w, FEATURES, "a hidden unit's weights");
            finite_row({bias, out}, 2, "a hidden unit's bias and weight");
            Model::Unit unit;
            std::copy(w.begin(), w.end(), unit.weights.begin());
            unit.bias = bias;
            unit.out = out;
            m.hidden.push_back(unit);
        }
    } else if (kind == "result") {
        m.win = false;
        if (weights.size() != SOLO_COLOURS) throw CoreError("a result model has 3 weight lists");
        if (!hidden.empty()) throw CoreError("a result model has no hidden units");
        for (const auto& row : weights) {
            finite_row(row, FEATURES + 1, "a result model's weight list");
            std::array<double, FEATURES + 1> r;
            std::copy(row.begin(), row.end(), r.begin());
            m.result_rows.push_back(r);
        }
    } else {
        throw CoreError("a model's kind is 'win' or 'result', not '" + kind + "'");
    }
    return m;
}

void style_check(const PlayStyle& style) {
    if (!std::isfinite(style.exploration) || style.exploration < 0 || style.exploration > 1)
        throw CoreError("exploration is 0 to 1");
    if (style.explore_among < 1) throw CoreError("explore_among is at least 1");
    if (style.after_picks < 0) throw CoreError("after_picks is at least 0");
}

uint64_t seed_of(nb::int_ seed) {
    // any Python int: its value modulo 2**64
    nb::object masked = nb::steal(PyNumber_And(seed.ptr(), nb::int_(0xFFFFFFFFFFFFFFFFULL).ptr()));
    if (!masked.is_valid()) throw nb::python_error();
    return nb::cast<uint64_t>(masked);
}

//! The longest time budget a search takes (a longer one would overflow the clock's arithmetic).
constexpr double MAX_SECONDS = 86400.0;

std::function<bool()> stop_callback(nb::object should_stop) {
    if (should_stop.is_none()) return {};
    if (!PyCallable_Check(should_stop.ptr())) throw nb::type_error("should_stop is a function or None");
    return [should_stop]() {
        nb::gil_scoped_acquire acquire;
        bool stop = false;
        if (!nb::try_cast<bool>(should_stop(), stop)) throw nb::type_error("should_stop() returned neither True nor False");
        return stop;
    };
}

//! The stopper of a search limited by ``seconds`` or ``max_samples`` (one at least) and ``should_stop``.
Stopper limited(std::optional<double> seconds, std::optional<long> max_samples, nb::object should_stop) {
    if (!seconds && !max_samples) throw CoreError("a search needs a time budget (seconds) or a sample cap (max_samples)");
    if (seconds && !(*seconds >= 0.0 && *seconds <= MAX_SECONDS))
        throw CoreError("seconds is a number from 0 to " + std::to_string(static_cast<int>(MAX_SECONDS)));
    if (max_samples && *max_samples < 0) throw CoreError("max_samples is 0 or more");
    return Stopper(seconds.value_or(-1.0), stop_callback(should_stop));
}

nb::list events_to_python(const PyPosition& pos, const std::vector<Event>& events) {
    nb::list out;
    for (const auto& e : events) {
        if (e.kind == Event::DRAW) {
            nb::list tiles;
            for (int k : e.tiles) tiles.append(tile_kinds()[k].name);
            out.append(nb::make_tuple("draw", e.player, nb::tuple(tiles)));
        } else if (e.kind == Event::PLACE) {
            out.append(nb::make_tuple("place", e.player, tile_kinds()[e.tiles[0]].name, pos.cell(e.a), pos.cell(e.b)));
        } else {
            out.append(nb::make_tuple("swap", e.player));
        }
    }
    return out;
}

PyPosition fresh_game(std::shared_ptr<const Variant> variant) {
    const Geometry& geo = geometry(variant->radius);
    std::vector<int> colours(geo.n, EMPTY);
    for (int k = 0; k < 6; ++k) colours[geo.symbol_cell[k]] = geo.symbol_colour[k];
    std::vector<std::string> bag;
    for (int k = 0; k < TILE_KINDS; ++k)
        for (int i = 0; i < variant->set_count(k); ++i) bag.push_back(tile_kinds()[k].name);
    return make_position(variant, colours, bag, std::vector<std::vector<std::string>>(variant->players),
                         std::vector<std::vector<int>>(variant->holders(), std::vector<int>(6, 0)),
                         std::vector<int>(variant->players, 0), "deal", 0, 0, std::nullopt, std::nullopt, 0,
                         std::nullopt, {}, {}, 0);
}

//! Each bytes object as float32 numbers; CoreError if one is not whole numbers.
std::vector<std::vector<float>> floats_of(const std::vector<nb::bytes>& arrays) {
    std::vector<std::vector<float>> out;
    for (const nb::bytes& a : arrays) {
        if (a.size() % sizeof(float)) throw CoreError("a learned network's arrays are whole float32 numbers");
        out.emplace_back(a.size() / sizeof(float));
        std::memcpy(out.back().data(), a.c_str(), a.size());
    }
    return out;
}

}  // namespace

//! A whole game from the deal, placements chosen by ``choose`` and swaps by ``swap``, as Python events.
template <typename Choose, typename Swap>
nb::object whole_game(std::shared_ptr<const Variant> variant, nb::int_ seed, Choose choose, Swap swap) {
    const PyPosition start = fresh_game(variant);
    const uint64_t seed64 = seed_of(seed);
    std::vector<Event> events;
    {
        nb::gil_scoped_release release;
        events = play_game(start.state(), seed64, choose, swap);
    }
    return events_to_python(start, events);
}

NB_MODULE(_core, m) {
    m.doc() = "The compiled core of the computer players (see ingenious_desktop.ai.native).";
    m.attr("MAX_WEIGHT") = MAX_WEIGHT;
    nb::register_exception_translator([](const std::exception_ptr& p, void*) {
        try {
            std::rethrow_exception(p);
        } catch (const CoreError& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        }
    });

    nb::class_<Variant>(m, "Variant")
        .def_ro("name", &Variant::name)
        .def_ro("players", &Variant::players)
        .def_ro("cap", &Variant::cap);
    m.def("make_variant", &make_variant);

    nb::class_<Model>(m, "Model")
        .def("__init__", [](Model* self, const std::string& kind, const std::string& variant, int players,
                            const std::vector<std::vector<double>>& weights,
                            const std::vector<std::tuple<std::vector<double>, double, double>>& hidden) {
            new (self) Model(make_model(kind, variant, players, weights, hidden));
        })
        .def_static("network", [](const std::string& kind, const std::string& variant, int players, int cells, int cap,
                                  int holders, int l1, int l2, int units, nb::bytes payload) {
            if (kind != "win" && kind != "result") throw CoreError("a network's kind is 'win' or 'result'");
            if (payload.size() % sizeof(float)) throw CoreError("a network's payload is whole float32 numbers");
            std::vector<float> numbers(payload.size() / sizeof(float));
            std::memcpy(numbers.data(), payload.c_str(), payload.size());
            Model m;
            m.win = kind == "win";
            m.variant = variant;
            m.players = players;
            m.net = std::make_shared<const Network>(m.win, cells, cap, holders, l1, l2, units, numbers);
            return m;
        })
        .def_prop_ro("is_network", [](const Model& m) { return static_cast<bool>(m.net); })
        .def_prop_ro("kind", [](const Model& m) { return m.win ? "win" : "result"; })
        .def_ro("variant", &Model::variant)
        .def_ro("players", &Model::players);

    nb::class_<Mlp>(m, "Mlp")
        .def("__init__", [](Mlp* self, const std::vector<int>& sizes, const std::vector<nb::bytes>& weights,
                            const std::vector<nb::bytes>& biases) {
            new (self) Mlp(sizes, floats_of(weights), floats_of(biases));
        })
        .def_prop_ro("inputs", &Mlp::inputs)
        .def("values", [](const Mlp& net, nb::bytes rows) {
            const size_t width = static_cast<size_t>(net.inputs()) * sizeof(float);
            if (rows.size() % width) throw CoreError("the rows are not whole rows of the network's inputs");
            const int n = static_cast<int>(rows.size() / width);
            std::vector<float> x(static_cast<size_t>(n) * net.inputs()), out(n);
            std::memcpy(x.data(), rows.c_str(), rows.size());
            {
                nb::gil_scoped_release release;
                net.values(x.data(), n, out.data());
            }
            return nb::bytes(out.data(), out.size() * sizeof(float));
        });

    nb::class_<SearchConfig>(m, "SearchConfig")
        .def(nb::init<>())
        .def_rw("leaf_valuation_weight", &SearchConfig::leaf_valuation_weight)
        .def_rw("halving_at", &SearchConfig::halving_at)
        .def_rw("bonus_value", &SearchConfig::bonus_value)
        .def_rw("solo_lookahead", &SearchConfig::solo_lookahead)
        .def_rw("solo_open_line_weight", &SearchConfig::solo_open_line_weight)
        .def_rw("lookahead", &SearchConfig::lookahead)
        .def_rw("taste_tolerance", &SearchConfig::taste_tolerance)
        .def("validate", &SearchConfig::validate);

    nb::class_<PlayStyle>(m, "PlayStyle")
        .def(nb::init<>())
        .def_rw("after_picks", &PlayStyle::after_picks)
        .def_rw("exploration", &PlayStyle::exploration)
        .def_rw("explore_among", &PlayStyle::explore_among);

    nb::class_<PyPosition>(m, "Position")
        .def_static("make", &make_position)
        .def_static("fresh", &fresh_game)
        .def("copy", [](const PyPosition& p) { return p; })
        .def_prop_ro("full", [](const PyPosition& p) { return p.full; })
        .def_prop_ro("seat", [](const PyPosition& p) { return p.full ? std::optional<int>() : p.view.seat; })
        .def_prop_ro("variant", [](const PyPosition& p) { return p.variant; })
        .def_prop_ro("phase", [](const PyPosition& p) { return PHASES[static_cast<int>(p.state().phase)]; })
        .def_prop_ro("to_move", [](const PyPosition& p) { return p.state().to_move; })
        .def_prop_ro("bonus_owed", [](const PyPosition& p) { return p.state().bonus_owed; })
        .def_prop_ro("instant_winner", [](const PyPosition& p) {
            return p.state().instant_winner < 0 ? std::optional<int>() : p.state().instant_winner;
        })
        .def_prop_ro("scores", [](const PyPosition& p) {
            std::vector<std::vector<int>> out;
            for (int h = 0; h < p.variant->holders(); ++h)
                out.emplace_back(p.state().scores[h].begin(), p.state().scores[h].end());
            return out;
        })
        .def_prop_ro("placements_made", [](const PyPosition& p) {
            return std::vector<int>(p.state().placements_made.begin(), p.state().placements_made.begin() + p.variant->players);
        })
        .def_prop_ro("colours", [](const PyPosition& p) {
            return std::vector<int>(p.state().board.colour.begin(), p.state().board.colour.begin() + p.state().geo->n);
        })
        .def_prop_ro("bag", [](const PyPosition& p) {
            p.require_full("the bag");
            std::vector<std::string> out;
            for (int k = 0; k < TILE_KINDS; ++k)
                for (int i = 0; i < p.state().bag[k]; ++i) out.push_back(tile_kinds()[k].name);
            return out;
        })
        .def("rack", [](const PyPosition& p, int seat) {
            if (seat < 0 || seat >= p.variant->players) throw CoreError("not a seat");
            if (!p.full && seat != p.view.seat) throw CoreError("a view knows only its own rack");
            std::vector<std::string> out;
            for (int k = 0; k < TILE_KINDS; ++k)
                for (int i = 0; i < p.state().racks[seat][k]; ++i) out.push_back(tile_kinds()[k].name);
            return out;
        })
        .def("can_swap", [](const PyPosition& p) {
            if (p.full) return p.state().can_swap();
            return p.state().to_move == p.view.seat && p.state().can_swap_if(p.view.bag_size > 0);
        })
        .def("ranking", [](const PyPosition& p) { return p.state().ranking(); })
        .def("scored_placements", [](const PyPosition& p) {
            std::vector<std::tuple<std::string, Cell, Cell, int, int>> out;
            for (const auto& s : p.scored()) {
                auto [tile, a, b] = p.placement(s);
                out.emplace_back(tile, a, b, s.first_points, s.second_points);
            }
            return out;
        })
        .def("apply_place", [](PyPosition& p, int player, const std::string& tile, const Cell& a, const Cell& b) {
            p.require_full("following events");
            const PlaceResult r = p.state().apply_place(player, tile, p.index(a), p.index(b));
            std::vector<std::tuple<int, int, int>> reached;
            for (const auto& t : r.reached) reached.emplace_back(t.holder, t.colour, t.value);
            return std::make_tuple(r.points[0], r.points[1], reached, r.bonus, r.game_over);
        })
        .def("apply_draw", [](PyPosition& p, int player, const std::vector<std::string>& tiles) {
            p.require_full("following events");
            std::vector<int> kinds;
            for (const auto& t : tiles) kinds.push_back(tile_kind(t));
            p.state().apply_draw(player, kinds);
        })
        .def("apply_swap", [](PyPosition& p, int player) {
            p.require_full("following events");
            p.state().apply_swap(player);
        })
        .def("features", [](const PyPosition& p) {
            const Seen seen = read_position(p.state(), p.viewer());
            const auto rows = holder_features(seen, BoardReading(p.state()), p.state().scores, seen.next_seat, seen.bonus_owed);
            std::vector<std::vector<double>> out;
            for (const auto& r : rows) out.emplace_back(r.begin(), r.end());
            return out;
        })
        .def("chances", [](const PyPosition& p, const Model& m) {
            m.require_for(*p.variant);
            return win_chances(m, p.state(), p.viewer());
        })
        .def("expected_lowest", [](const PyPosition& p, const Model& m) {
            m.require_for(*p.variant);
            const auto low = expected_lowest(m, p.state(), p.viewer());
            return std::vector<double>(low.begin(), low.end());
        })
        .def("rank_by_model", [](const PyPosition& p, const Model& m, int after_picks) {
            const auto scored = p.scored();
            std::vector<std::pair<double, int>> ranked;
            {
                nb::gil_scoped_release release;
                ranked = ranked_by_model(m, p.state(), p.viewer(), scored, after_picks);
            }
            std::vector<std::tuple<double, PlacementTuple>> out;
            for (const auto& [value, i] : ranked) out.emplace_back(value, p.placement(scored[i]));
            return out;
        })
        .def("summaries", [](const PyPosition& p, bool canonical) {
            std::vector<int> swap_of;
            int placements = 0;
            std::vector<float> rows;
            if (p.full || p.state().to_move == p.view.seat) {
                nb::gil_scoped_release release;  // the hard level's two-ply search asks for thousands of these
                rows = placement_summaries(p.state(), p.full ? p.state().bag_total : p.view.bag_size, canonical, swap_of,
                                          placements);
            }
            return std::make_tuple(nb::bytes(rows.data(), rows.size() * sizeof(float)), placements, swap_of);
        })
        .def("best_greedy", [](const PyPosition& p, double bonus_value) -> std::optional<std::tuple<double, PlacementTuple>> {
            if (!p.full && p.state().to_move != p.view.seat) return std::nullopt;
            Greedy greedy(*p.variant, bonus_value);
            Scored chosen;
            double value;
            if (!greedy.best(p.state(), chosen, value)) return std::nullopt;
            return std::make_tuple(value, p.placement(chosen));
        });

    m.def("search_placements", [](const PyPosition& p, const std::vector<PlacementTuple>& shortlist,
                                  const std::vector<double>& tastes, const Model& model, const SearchConfig& config,
                                  nb::int_ seed, std::optional<double> seconds, std::optional<long> max_samples,
                                  nb::object should_stop) {
        p.require_view("the search");
        config.validate();
        const auto listed = p.scored();
        std::vector<Scored> picks;
        for (const auto& s : shortlist) picks.push_back(p.find(s, listed));
        const uint64_t seed64 = seed_of(seed);
        Stopper stopper = limited(seconds, max_samples, should_stop);
        Tally tally;
        {
            nb::gil_scoped_release release;
            tally = search_placements(p.view, picks, tastes, model, config, seed64, stopper, max_samples.value_or(-1));
        }
        return std::make_tuple(tally.totals, tally.counts, tally.alive);
    });
    m.def("search_swap", [](const PyPosition& p, const Model& model, const SearchConfig& config, nb::int_ seed,
                            std::optional<double> seconds, std::optional<long> max_samples, nb::object should_stop) {
        p.require_view("the search");
        config.validate();
        const uint64_t seed64 = seed_of(seed);
        Stopper stopper = limited(seconds, max_samples, should_stop);
        nb::gil_scoped_release release;
        return search_swap(p.view, model, config, seed64, stopper, max_samples.value_or(-1));
    });
    m.def("candidate_values", [](const PyPosition& p, const std::vector<nb::object>& candidates, const Model& model,
                                 const SearchConfig& config, nb::int_ seed, std::optional<double> seconds,
                                 std::optional<long> max_samples, nb::object should_stop) {
        p.require_view("valuing candidates");
        config.validate();
        const auto listed = p.scored();
        std::vector<Choice> choices;
        for (const auto& c : candidates) {
            PlacementTuple placement;
            if (nb::isinstance<nb::bool_>(c)) choices.push_back({true, nb::cast<bool>(c), Scored{}});
            else if (nb::try_cast<PlacementTuple>(c, placement)) choices.push_back({false, false, p.find(placement, listed)});
            else throw nb::type_error("a candidate is a placement (tile, cell, cell) or True or False (swap or keep)");
        }
        const uint64_t seed64 = seed_of(seed);
        Stopper stopper = limited(seconds, max_samples, should_stop);
        nb::gil_scoped_release release;
        return candidate_values(p.view, choices, model, config, seed64, stopper, max_samples.value_or(-1));
    });
    m.def("random_game", [](std::shared_ptr<const Variant> variant, nb::int_ seed) {
        return whole_game(
            variant, seed,
            [](const State&, const std::vector<Scored>& scored, Rng& rng) {
                return static_cast<int>(rng.below(static_cast<uint32_t>(scored.size())));
            },
            [](const State&, Rng& rng) { return rng.unit() < 0.5; });
    });
    m.def("training_records", [](std::shared_ptr<const Variant> variant, const Model& model, nb::int_ seed, int games,
                                 const PlayStyle& style, double sample_rate) {
        style_check(style);
        if (games < 0 || !(sample_rate >= 0 && sample_rate <= 1)) throw CoreError("games >= 0 and a sample rate of 0 to 1");
        const PyPosition start = fresh_game(variant);
        const uint64_t seed64 = seed_of(seed);
        long count = 0;
        std::string records;
        {
            nb::gil_scoped_release release;
            records = training_records(start.state(), model, seed64, games, style, sample_rate, count);
        }
        return std::make_tuple(nb::bytes(records.data(), records.size()), count);
    });
    m.def("duel", [](std::shared_ptr<const Variant> variant, const std::vector<const Model*>& models, nb::int_ seed,
                     const PlayStyle& style) {
        style_check(style);
        const PyPosition start = fresh_game(variant);
        const uint64_t seed64 = seed_of(seed);
        nb::gil_scoped_release release;
        return duel(start.state(), models, seed64, style);
    });
    m.def("self_play", [](std::shared_ptr<const Variant> variant, const Model& model, nb::int_ seed, const PlayStyle& style) {
        model.require_for(*variant);
        style_check(style);
        return whole_game(
            variant, seed,
            [&](const State& s, const std::vector<Scored>& scored, Rng& rng) {
                return choose_placement(model, s, scored, rng, style);
            },
            [](const State&, Rng&) { return true; });
    });
}
