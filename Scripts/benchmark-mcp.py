#!/usr/bin/env python3
"""Times guidelens mcp's explain_conflicts on 1 MB console logs, beside `guidelens explain` on
the same files, with release builds: the figures of BENCHMARKS.md's "guidelens mcp" section.

Two logs of 1 MB each, made from the explain example of Documentation/Explain.md and the
spacer-views fixture: a console session with 20 conflicts among ordinary lines, and nothing but
conflicts (719 of them).
The server is driven over its standard input and output as an MCP host drives it (initialize,
then tools/call), one server for every call; each figure is the median of --runs calls. The
server answers the first page of conflicts (20) unless asked for more: the last column asks for
every conflict.

Usage: Scripts/benchmark-mcp.py [--runs N]     (after: swift build -c release)
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def release_bin():
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def make_logs(directory):
    page = open(os.path.join(ROOT, "Documentation/Explain.md"), encoding="utf-8").read()
    heading = "A real log (a table cell in a blog post, coderlyn.hashnode.dev):\n\n```\n"
    start = page.index(heading) + len(heading)
    table_cell = page[start:page.index("```", start)]
    spacer = open(os.path.join(ROOT, "Tests/Fixtures/spacer-views-conflict.log"), encoding="utf-8").read()
    spacer = spacer.split("\n", 2)[2]  # without the fixture's two comment lines
    conflicts = [table_cell, spacer]
    rng = random.Random(7)
    target = 1024 * 1024
    session, size, placed = [], 0, 0
    while size < target:
        if placed < 20 and size >= placed * (target // 20):
            text = conflicts[placed % 2]
            placed += 1
        else:
            text = "2024-05-02 10:22:%02d.%06d+0200 Example[1234:56789] [Network] request %d finished in %d ms\n" % (
                rng.randrange(60), rng.randrange(10 ** 6), rng.randrange(10 ** 5), rng.randrange(1000))
        session.append(text)
        size += len(text.encode())
    only, size, count = [], 0, 0
    while size < target:
        only.append(conflicts[count % 2])
        size += len(only[-1].encode())
        count += 1
    paths = {}
    for name, parts in (("a 1 MB session, 20 conflicts", session), ("1 MB of conflicts only (%d)" % count, only)):
        path = os.path.join(directory, name.split(",")[0].replace(" ", "-") + ".log")
        with open(path, "w", encoding="utf-8") as file:
            file.write("".join(parts))
        paths[name] = path
    return paths


class Server:
    def __init__(self, executable, directory):
        self.process = subprocess.Popen([executable, "mcp"], cwd=directory, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.next = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "benchmark", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message):
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def request(self, method, params):
        self.next += 1
        self.send({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params})
        while True:
            answer = json.loads(self.process.stdout.readline())
            if answer.get("id") == self.next:
                return answer

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    binaries = release_bin()
    guidelens = os.path.join(binaries, "guidelens")
    with tempfile.TemporaryDirectory(prefix="guidelens-mcp-benchmark-") as directory:
        logs = make_logs(directory)
        server = Server(guidelens, directory)
        print("| log | `guidelens explain --json` | `explain_conflicts` by path | by pasted text "
              "| by path, every conflict (`limit`) |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name, path in logs.items():
            cli, by_path, by_text, every = [], [], [], []
            text = open(path, encoding="utf-8").read()
            for _ in range(runs):
                started = time.perf_counter()
                subprocess.run([guidelens, "explain", "--json", path], capture_output=True, check=False)
                cli.append(time.perf_counter() - started)
                started = time.perf_counter()
                answer = server.request("tools/call", {"name": "explain_conflicts", "arguments": {"path": path}})
                by_path.append(time.perf_counter() - started)
                assert not answer["result"].get("isError"), answer
                started = time.perf_counter()
                answer = server.request("tools/call", {"name": "explain_conflicts", "arguments": {"log": text}})
                by_text.append(time.perf_counter() - started)
                assert not answer["result"].get("isError"), answer
                started = time.perf_counter()
                answer = server.request("tools/call", {"name": "explain_conflicts",
                                                       "arguments": {"path": path, "limit": 100000}})
                every.append(time.perf_counter() - started)
                assert not answer["result"].get("isError"), answer
            print("| %s | %.0f ms | %.0f ms | %.0f ms | %.0f ms |" % (
                name, statistics.median(cli) * 1000, statistics.median(by_path) * 1000,
                statistics.median(by_text) * 1000, statistics.median(every) * 1000))
        server.close()


if __name__ == "__main__":
    main()
