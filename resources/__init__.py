"""What the program reads at run time (icons; later translations), installed as the package
``ingenious_desktop.resources``: ``importlib.resources.files("ingenious_desktop.resources")``
finds these files from the source tree, from an installed wheel and in the frozen bundle."""
