"""`serve`'s options for the limits on what clients may make the server hold (online.limits; each with the
error a client gets in docs/network-protocol.md, "Limits and time-outs")."""

from __future__ import annotations

import argparse
from dataclasses import fields

from ingenious_desktop.online.limits import Limits, raise_file_limit

from .arguments import whole_number

#: Each option: the Limits field it sets, and what its help says the number is.
OPTIONS = {
    "--max-tables": ("tables", "tables in all"),
    "--tables-per-address": ("tables_per_address", "tables open at once created from one client address"),
    "--tables-per-connection": ("tables_per_connection", "tables open at once created by one connection"),
    "--creates-per-minute": ("creates_per_minute", "tables created from one client address a minute"),
    "--max-connections": ("connections", "connections in all (kept to 3/4 of the open-file limit)"),
    "--connections-per-address": ("connections_per_address", "connections from one client address"),
    "--connects-per-minute": ("connects_per_minute", "new connections from one client address a minute"),
    "--spectators": ("spectators", "spectators at one table"),
    "--computer-games-per-address": ("computer_games_per_address",
                                     "games every person has left that computers play out, per creating address"),
    "--computer-threads": ("computer_threads", "threads for the computer seats' thinking"),
    "--outbox-kib": ("outbox_kib", "KiB of messages waiting for a slow reader before it is dropped"),
    "--empty-table-seconds": ("empty_table_seconds", "seconds an unstarted table with nobody seated, or a game every "
                                                     "person has left, is kept once nobody is connected"),
    "--unstarted-table-seconds": ("unstarted_table_seconds",
                                  "seconds an unstarted table nobody is connected to is kept"),
    "--save-retry-seconds": ("save_retry_seconds", "seconds between a read-only table's tries to save"),
}


def add_limit_options(parser: argparse.ArgumentParser) -> None:
    defaults = Limits()
    group = parser.add_argument_group("limits", "what clients may make the server hold")
    for option, (name, what) in OPTIONS.items():
        group.add_argument(option, dest=f"limit_{name}", metavar="N", default=None,
                           type=lambda text, what=what: whole_number(text, f"a number of {what}", 1),
                           help=f"{what} (default {getattr(defaults, name):g})")


def limits_from(args: argparse.Namespace) -> Limits:
    """The limits the options name, the rest their defaults; the connections sized to the open-file limit,
    raised to its hard limit first."""
    chosen = {field.name: getattr(args, f"limit_{field.name}") for field in fields(Limits)
              if getattr(args, f"limit_{field.name}", None) is not None}
    return Limits(**chosen).sized_to(raise_file_limit())
