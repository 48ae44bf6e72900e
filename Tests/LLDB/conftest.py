"""Fixtures for the LLDB tests: a real lldb-16 debugging a live GuideLensLLDBHost process."""

import json
import os
import subprocess
import tempfile

import lldb
import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BUILD = os.environ.get("GUIDELENS_BUILD_DIR", os.path.join(ROOT, ".build", "debug"))
HOST = os.path.join(BUILD, "GuideLensLLDBHost")
GUIDELENS = os.path.join(BUILD, "guidelens")
SCRIPT = os.path.join(ROOT, "Scripts", "showguides.py")
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")


class Session:
    """One debugger with the host stopped at guidelens_host_ready and showguides imported."""

    def __init__(self, snapshot=None, program=HOST, stop_at_entry=False, launch=True, arguments=(),
                 stop_at="guidelens_host_ready"):
        self.debugger = lldb.SBDebugger.Create()
        self.debugger.SetAsync(False)
        self.target = self.debugger.CreateTarget(program)
        assert self.target.IsValid(), program
        self.process = None
        self.handle("command script import " + SCRIPT)
        if not launch:
            return
        info = lldb.SBLaunchInfo(([snapshot] if snapshot else []) + list(arguments))
        if stop_at_entry:
            info.SetLaunchFlags(lldb.eLaunchFlagStopAtEntry)
        else:
            self.target.BreakpointCreateByName(stop_at)
        error = lldb.SBError()
        self.process = self.target.Launch(info, error)
        assert error.Success(), error.GetCString()
        assert self.process.GetState() == lldb.eStateStopped

    def handle(self, command):
        """Runs an LLDB command; returns (succeeded, output, error)."""
        result = lldb.SBCommandReturnObject()
        self.debugger.GetCommandInterpreter().HandleCommand(command, result)
        return result.Succeeded(), result.GetOutput() or "", result.GetError() or ""

    def showguides(self, arguments=""):
        return self.handle(("showguides " + arguments).strip())

    def evaluate(self, expression):
        frame = self.process.GetSelectedThread().GetSelectedFrame()
        options = lldb.SBExpressionOptions()
        options.SetLanguage(lldb.eLanguageTypeC)
        value = frame.EvaluateExpression(expression, options)
        assert value.IsValid() and value.GetError().Success(), value.GetError().GetCString()
        return value.GetValueAsUnsigned()

    def outstanding(self):
        return self.evaluate("((long (*)(void))guidelens_outstanding)()")

    def close(self):
        if self.process and self.process.IsValid():
            self.process.Kill()
        lldb.SBDebugger.Destroy(self.debugger)


def guidelens(*arguments):
    """Runs the built guidelens CLI; returns (status, stdout, stderr)."""
    completed = subprocess.run([GUIDELENS, *arguments], capture_output=True, text=True, check=False)
    return completed.returncode, completed.stdout, completed.stderr


@pytest.fixture(scope="session")
def workdir():
    with tempfile.TemporaryDirectory(prefix="guidelens-lldb-") as path:
        yield path


@pytest.fixture(scope="session")
def spacer_views(workdir):
    """The spacer-views sample scene, as the demo writes it."""
    status, _, errors = guidelens("demo", "--scene", "spacer-views", "--output", workdir)
    assert status == 0, errors
    return os.path.join(workdir, "spacer-views.json")


@pytest.fixture(scope="session")
def session(spacer_views):
    current = Session(spacer_views)
    yield current
    current.close()


def write_large_snapshot(path, views, guides_per_view):
    """A snapshot with views × guides_per_view guides, written without the Swift side."""
    subviews = []
    for view in range(views):
        x, y = (view % 10) * 39, (view // 10 % 20) * 42
        subviews.append({
            "class": "UIView", "address": hex(0x7F0000000000 + view * 0x100),
            "frame": [x, y, 39, 42], "bounds": [0, 0, 39, 42], "windowFrame": [x, y, 39, 42],
            "guides": [{"address": hex(0x600000000000 + view * 0x1000 + guide * 0x10), "identifier": "guide%d" % guide,
                        "layoutFrame": [1, guide % 10 * 4, 30, 4]} for guide in range(guides_per_view)],
        })
    snapshot = {"format": "guidelens-snapshot", "version": 1, "title": "large", "windows": [{
        "class": "UIWindow", "address": "0x7effffff0000", "frame": [0, 0, 390, 844], "bounds": [0, 0, 390, 844],
        "windowFrame": [0, 0, 390, 844], "subviews": subviews}]}
    with open(path, "w", encoding="utf-8") as file:
        json.dump(snapshot, file)
