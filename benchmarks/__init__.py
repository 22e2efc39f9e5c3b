"""Speed, strength and calibration measurements, run by hand from the repository root as
``python -m benchmarks.NAME`` (see benchmarks/README.md); they write their results to
benchmarks/results/, which git ignores."""
