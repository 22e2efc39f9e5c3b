"""How positions and placements are valued: score arithmetic, features, the learned value model, the coach's calibration, and reading their files."""
