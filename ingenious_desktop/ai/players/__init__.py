"""The computer players: the levels (easy, medium, hard), the named opponents, the search, and its helper process."""
