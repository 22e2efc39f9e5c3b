"""Training the value model and fitting the calibration (self-play, fitting, reports): never imported by the game at run time, left out of the bundle."""
