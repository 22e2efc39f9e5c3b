"""The bridge between the rules and the window: game controller, settings, save paths.

No widgets live here; everything is a QObject or plain Python, so it can be tested without a display.
"""
