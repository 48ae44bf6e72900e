"""Fixtures for the browser tests: the debug build's guidelens writes the sample scenes and their
pages once, and one headless Chromium opens them."""

import os
import subprocess

import pytest

from browser import Browser, chromium_path

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BUILD = os.environ.get("GUIDELENS_BUILD_DIR", os.path.join(ROOT, ".build", "debug"))
GUIDELENS = os.path.join(BUILD, "guidelens")


def guidelens(*arguments, check=True):
    """Runs the CLI; returns the completed process."""
    result = subprocess.run([GUIDELENS, *arguments], capture_output=True, text=True)
    if check and result.returncode != 0:
        raise AssertionError(f"guidelens {' '.join(arguments)}: {result.returncode}\n{result.stderr}")
    return result


@pytest.fixture(scope="session")
def scenes(tmp_path_factory):
    """Each sample scene's snapshot and page: {name: (snapshot path, page path)}."""
    folder = tmp_path_factory.mktemp("scenes")
    guidelens("demo", "-o", str(folder))
    written = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        snapshot = os.path.join(folder, name)
        page = snapshot[: -len(".json")] + ".html"
        guidelens("html", snapshot, "-o", page)
        written[name[: -len(".json")]] = (snapshot, page)
    assert len(written) >= 20, written
    return written


@pytest.fixture(scope="session")
def browser():
    if chromium_path() is None:
        pytest.fail("chromium is not installed; Scripts/test installs it (apt-get install chromium)")
    opened = Browser()
    yield opened
    opened.close()


@pytest.fixture
def page(browser):
    """The browser, its errors cleared before the test and checked after it."""
    browser.errors.clear()
    browser.dark(False)
    yield browser
    assert browser.errors == [], browser.errors
