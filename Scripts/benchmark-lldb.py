"""Times `showguides` round trips through the real lldb-16 for 1,000, 20,000 and 100,000 guides.

Each round trip is what a user waits for: parse the command, one C call into the paused
process, read the whole answer, free it, print. Prints a Markdown table (median, spread) and
checks that every answer was complete.

Usage (from the repository root, after `swift build`):
    PYTHONPATH=$(lldb-16 -P) LLDB_DEBUGSERVER_PATH=/usr/lib/llvm-16/bin/lldb-server \
        python3 Scripts/benchmark-lldb.py [--runs 20]
Scripts/benchmark runs it with those settings.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "LLDB"))
from conftest import Session, write_large_snapshot  # noqa: E402


def measure(guides, runs, directory):
    path = os.path.join(directory, "guides-%d.json" % guides)
    write_large_snapshot(path, views=guides // 10, guides_per_view=10)
    session = Session(path)
    try:
        session.showguides()  # first call: the expression machinery warms up
        timings = []
        size = 0
        for _ in range(runs):
            started = time.perf_counter()
            ok, output, error = session.showguides()
            timings.append(time.perf_counter() - started)
            assert ok, error
            assert output.endswith("%d guides in %d views, 0 flagged\n" % (guides, guides // 10))
            size = len(output.encode("utf-8"))
        assert session.outstanding() == 0
        return timings, size
    finally:
        session.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20, help="round trips per size")
    arguments = parser.parse_args()
    print("| guides | answer size | median | p25 – p75 | min – max | per guide (median) |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory(prefix="guidelens-benchmark-") as directory:
        for guides in (1_000, 20_000, 100_000):
            # The largest answer (12 MB) takes longest: fewer runs keep the whole under a minute.
            timings, size = measure(guides, arguments.runs if guides < 100_000 else min(arguments.runs, 8), directory)
            quartiles = statistics.quantiles(timings, n=4)
            median = statistics.median(timings)
            print("| %d | %.2f MB | %.1f ms | %.1f – %.1f ms | %.1f – %.1f ms | %.2f µs |" % (
                guides, size / 1e6, median * 1e3, quartiles[0] * 1e3, quartiles[2] * 1e3,
                min(timings) * 1e3, max(timings) * 1e3, median / guides * 1e6))


if __name__ == "__main__":
    main()
