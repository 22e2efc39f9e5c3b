"""Network play, the client's side: the seat at a table on a table server (NetworkTable), the seat kept
for after a restart, the server's address, giving a kept seat up, the client's loop thread. Only the
host and join parts of the window import this room (tests/ui/test_network_room.py)."""
