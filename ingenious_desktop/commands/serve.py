"""`serve`: the table server for play over the network, headless, until interrupted.

Friends connect from the window (Game > Play over the network... > Join a table) with this
machine's address and a table code. The protocol, the limits and how to put the
server behind a reverse proxy are in docs/network-protocol.md.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import signal
import ssl
import sys
from contextlib import nullcontext
from pathlib import Path

from ingenious_desktop.engine import RecordError, read_regular_file
from ingenious_desktop.online import DEFAULT_PORT, Announcer, StoreError, TableServer, may_announce

from .arguments import OneLineParser, Refusal, refusing, seconds, whole_number
from .output import complain
from .serve_allocator import restart_on_server_allocator
from .serve_limits import add_limit_options, limits_from

THREE_STEPS = """Run a table server for friends in three steps:
  1. ingenious-desktop serve --host 0.0.0.0 --data DIR   (on a machine they can reach; port 8765 open)
  2. In the game: Game > Play over the network... > Host a table > On a server: THAT-MACHINE:8765
     (choose the game and the seats); pass on the address and the table code the lobby shows.
  3. Friends: Game > Play over the network... > Join a table, with the address, the code and a name.
With --announce, the tables waiting for people are listed on the Join page of the games nearby (mDNS).
Host a table > On this computer starts a server inside the game instead (it ends with the game).
Tables survive a restart, even kill -9: run serve again with the same --data and everyone is back."""
#: The exit status when the server cannot listen (the port is taken, the address is not this machine's).
EXIT_CANNOT_LISTEN = 1


def main(argv: list[str]) -> int:
    return refusing(serve, argv, StoreError)


def port(text: str) -> int:
    value = whole_number(text, "a port number", least=0)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port number (0 to 65535)")
    return value


def default_data() -> Path:
    """Where the tables are kept unless --data says: the user's data folder."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home()))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "Ingenious Desktop" / "server"


def serve(argv: list[str]) -> int:
    parser = OneLineParser(prog="ingenious-desktop serve", description=__doc__, epilog=THREE_STEPS,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDRESS",
                        help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: every network)")
    parser.add_argument("--port", type=port, default=DEFAULT_PORT, metavar="N", help=f"the port (default {DEFAULT_PORT}; 0: any)")
    parser.add_argument("--data", type=Path, default=None, metavar="DIR",
                        help=f"the folder the tables are kept in (default {default_data()})")
    parser.add_argument("--tls-cert", type=Path, metavar="F", help="speak TLS (wss://) with this certificate chain (PEM)")
    parser.add_argument("--tls-key", type=Path, metavar="F", help="... and this private key (PEM)")
    parser.add_argument("--seconds", type=seconds, default=1.0, metavar="S", help="the hard computer's time per move (default 1)")
    parser.add_argument("--announce", action="store_true",
                        help="announce the tables that wait for people on the local network (mDNS), so that the "
                             "game's Join page lists them with their codes; not with a --host of this machine only")
    add_limit_options(parser)
    args = parser.parse_args(argv[1:])
    if args.announce and not may_announce(args.host):
        raise Refusal(f"ingenious-desktop serve: --announce needs a --host beyond this machine (such as 0.0.0.0), "
                      f"not {args.host}")
    restart_on_server_allocator(argv)
    # Computer seats and file writes run in threads: hand Python's lock back to the loop within 1 ms, not 5.
    sys.setswitchinterval(0.001)
    context = tls_context(args.tls_cert, args.tls_key)
    data = args.data or default_data()
    gc.collect()
    gc.freeze()  # what the imports made lives as long as the server: out of every later collection (12 ms of each)
    try:
        data.mkdir(parents=True, exist_ok=True)
        server = TableServer(data, seconds=args.seconds, limits=limits_from(args))
    except OSError as error:
        raise Refusal(f"ingenious-desktop serve: cannot use the data folder {data}: {error.strerror or error}") from None
    return asyncio.run(listen(server, args.host, args.port, context, data, args.announce))


def tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise Refusal("ingenious-desktop serve: --tls-cert and --tls-key go together")
    for path, what in ((cert, "certificate"), (key, "key")):
        try:
            read_regular_file(path, 1)
        except RecordError as error:
            why = error.details.get("why") or f"it is a {error.details.get('kind')}, not a file"
            raise Refusal(f"ingenious-desktop serve: cannot read the TLS {what} {path}: {why}") from None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key, password=_no_pass_phrase)
    except _PassPhraseAsked:
        raise Refusal(f"ingenious-desktop serve: the TLS key {key} is encrypted with a pass phrase, which serve never "
                      f"asks for: give it the key unencrypted (openssl pkey -in {key} -out PLAIN-KEY.pem), "
                      "readable by the server's user only") from None
    except (OSError, ssl.SSLError) as error:
        why = getattr(error, "reason", None) or error
        raise Refusal(f"ingenious-desktop serve: cannot use the TLS certificate {cert} with the key {key}: they must "
                      f"be a PEM certificate chain and its private key ({why})") from None
    return context


class _PassPhraseAsked(Exception):
    """OpenSSL asked for the key's pass phrase (serve never prompts: it would block a service on a terminal)."""


def _no_pass_phrase():
    raise _PassPhraseAsked


async def listen(server: TableServer, host: str, port_number: int, context, data: Path,
                 announce: bool = False) -> int:
    """Serve until SIGINT or SIGTERM (status 0), announcing the tables nearby if asked; one line and status 1
    if it cannot listen."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(number, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C ends asyncio.run instead
            pass
    try:
        async with await server.serve(host, port_number, context) as listening:
            where = listening.sockets[0].getsockname()
            scheme = "wss" if context else "ws"
            server.say(f"serving on {scheme}://{where[0]}:{where[1]} with {len(server.tables)} tables from {data}")
            async with Announcer(server, host, where[1]) if announce else nullcontext():
                await stop.wait()
    except OSError as error:
        complain(f"ingenious-desktop serve: cannot listen on {host}:{port_number}: {error.strerror or error}")
        return EXIT_CANNOT_LISTEN
    server.say("stopped")
    return 0
