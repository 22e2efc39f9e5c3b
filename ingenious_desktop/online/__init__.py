"""Play over the network, no Qt: the protocol, one table, the server, its store and the client
(docs/network-protocol.md).

The server holds the game in the project's engine and tells each seat only what it may see; the
client keeps a mirror of that for its window.
"""
