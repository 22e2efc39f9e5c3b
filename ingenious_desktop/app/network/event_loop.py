"""An asyncio event loop in a thread of its own, for the network client beside Qt's event loop."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future

#: How long stopping waits for the loop's thread to end (seconds).
STOP_WAIT = 2.0


class LoopThread:
    """An asyncio loop running in a daemon thread (it ends with the program); Qt's thread hands it coroutines."""

    def __init__(self, name: str):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def submit(self, coroutine) -> Future:
        """Run ``coroutine`` on the loop; its outcome arrives in the returned future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self) -> None:
        """Stop the loop after what it runs now, wait a moment for its thread to end, and close it."""
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(STOP_WAIT)
        if not self._thread.is_alive():
            self.loop.close()
