"""Ingenious Desktop: Reiner Knizia's Ingenious for the desktop."""

__version__ = "0.1.0"
