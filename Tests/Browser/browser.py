"""A real Chromium, headless, driven through the DevTools protocol over a pipe.

`--remote-debugging-pipe` gives the protocol on file descriptors 3 (commands in) and 4 (replies
and events out), each message JSON ended by a NUL byte: no WebSocket, no library, only the
standard library and Debian's `chromium`.
"""

import base64
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time


def chromium_path():
    """The Chromium executable, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    return mac if os.path.exists(mac) else None


class ProtocolError(Exception):
    """A command the browser answered with an error."""


class Browser:
    """One headless Chromium with one page, its console errors and exceptions collected."""

    def __init__(self, width=1400, height=900):
        executable = chromium_path()
        if executable is None:
            raise RuntimeError("chromium is not installed (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="guidelens-chromium-")
        commands_read, self._commands = os.pipe()
        self._replies, replies_write = os.pipe()

        def wire_pipes():
            # Copies first, above 4, so that neither end is overwritten by the other's move.
            commands_copy = os.dup(commands_read)
            replies_copy = os.dup(replies_write)
            while commands_copy <= 4 or replies_copy <= 4:
                commands_copy, replies_copy = os.dup(commands_copy), os.dup(replies_copy)
            os.dup2(commands_copy, 3)
            os.dup2(replies_copy, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [
                executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox",
                "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking",
                "--user-data-dir=" + self.profile, f"--window-size={width},{height}",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire_pipes, close_fds=False,
        )
        os.close(commands_read)
        os.close(replies_write)
        self._next = 0
        self._waiting = {}
        self._lock = threading.Lock()
        self.events = queue.Queue()
        self.errors = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(domain + ".enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def _read(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self._replies, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                with self._lock:
                    for waiting in self._waiting.values():
                        waiting.put({"error": {"message": "the browser closed its pipe"}})
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self._dispatch(json.loads(message))

    def _dispatch(self, message):
        if "id" in message:
            with self._lock:
                waiting = self._waiting.pop(message["id"], None)
            if waiting is not None:
                waiting.put(message)
            return
        method = message.get("method", "")
        params = message.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text")
            self.errors.append("exception: " + str(text))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console." + params["type"] + ": " + " ".join(
                str(argument.get("value", argument.get("description", ""))) for argument in params.get("args", [])))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.errors.append("log: " + params["entry"].get("text", ""))
        self.events.put(message)

    def call(self, method, params=None, session=None, timeout=60):
        """Sends a command and returns its result, or raises ProtocolError."""
        with self._lock:
            self._next += 1
            identifier = self._next
            waiting = queue.Queue()
            self._waiting[identifier] = waiting
        message = {"id": identifier, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        try:
            reply = waiting.get(timeout=timeout)
        except queue.Empty:
            raise ProtocolError(f"{method}: no answer in {timeout} s")
        if "error" in reply:
            raise ProtocolError(f"{method}: {reply['error'].get('message')}")
        return reply.get("result", {})

    def send(self, method, params=None, timeout=60):
        """A command to the page's session."""
        return self.call(method, params, session=self.session, timeout=timeout)

    def open(self, path, fragment="", timeout=60):
        """Loads a file and waits for its load event; returns the seconds it took."""
        if fragment:
            # The same page with another fragment would be a navigation within the document,
            # which fires no load event: start from a blank page.
            self._navigate("about:blank", timeout)
        url = "file://" + os.path.abspath(path) + (("#" + fragment) if fragment else "")
        return self._navigate(url, timeout)

    def _navigate(self, url, timeout):
        while not self.events.empty():
            self.events.get_nowait()
        start = time.monotonic()
        self.send("Page.navigate", {"url": url})
        deadline = start + timeout
        while time.monotonic() < deadline:
            try:
                event = self.events.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if event.get("method") == "Page.loadEventFired":
                return time.monotonic() - start
        raise ProtocolError(f"{url}: no load event in {timeout} s")

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (promises awaited)."""
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise ProtocolError("evaluate: " + json.dumps(result["exceptionDetails"])[:500])
        return result.get("result", {}).get("value")

    def mouse(self, kind, x, y, button="none", buttons=0, clicks=0):
        self.send("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": button, "buttons": buttons, "clickCount": clicks})

    def move(self, x, y):
        """Moves the mouse, as a person would."""
        self.mouse("mouseMoved", x, y)

    def click(self, x, y):
        """A left click at a point of the viewport."""
        self.mouse("mouseMoved", x, y)
        self.mouse("mousePressed", x, y, "left", 1, 1)
        self.mouse("mouseReleased", x, y, "left", 0, 1)

    def key(self, key, code=None, key_code=0):
        """Presses and releases one key (ArrowDown, Enter, …)."""
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {
                "type": kind, "key": key, "code": code or key, "windowsVirtualKeyCode": key_code})

    def type_text(self, text):
        """Types text into the focused element."""
        self.send("Input.insertText", {"text": text})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def dark(self, on=True):
        self.send("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}]})

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self._commands)
        shutil.rmtree(self.profile, ignore_errors=True)
