"""Ingenious Desktop: Reiner Knizia's Ingenious for the desktop."""

__version__ = "0.1.0"
#: The program's name in window titles and the macOS bundle (packaging/bundle_contents.py reads it).
APP_NAME = "Ingenious Desktop"
#: The reverse-DNS id of the .desktop entry, AppStream metainfo, icon and macOS bundle (installers/).
APP_ID = "io.github.ingeniousdesktop.IngeniousDesktop"
