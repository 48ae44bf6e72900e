"""showguides.py, driven by the real lldb-16 against a live process serving guidelens_describe."""

import json
import os
import re
import time

import lldb
import pytest

from conftest import FIXTURES, ROOT, Session, guidelens, write_large_snapshot

ROOT_VIEW = "0x7fb63fc06230"  # the spacer-views scene's root view, as the demo builds it


def test_every_window_prints_what_guidelens_report_prints(session, spacer_views):
    ok, output, error = session.showguides()
    assert ok, error
    status, report, _ = guidelens("report", spacer_views)
    assert status == 0
    assert output == report
    assert '| <UILayoutGuide: 0x6000005ac000 - "space1"> custom layoutFrame = {{145, 320}, {100, 100}}' in output


def test_one_view_by_address_and_by_expression(session):
    ok, by_address, error = session.showguides(ROOT_VIEW)
    assert ok, error
    assert by_address.startswith("<UIView: %s; frame = (0 0; 390 844)>\n" % ROOT_VIEW)
    assert "UIWindow" not in by_address
    ok, by_expression, error = session.showguides("(void *)(%s + 0)" % ROOT_VIEW)
    assert ok, error
    assert by_expression == by_address


def test_expressions_reach_the_debugger_as_written(session):
    # Quotes inside the expression must survive: a C call that parses the address from a string.
    expression = '(void *)((unsigned long long (*)(const char *, char **, int))strtoull)("%s", 0, 16)' % ROOT_VIEW
    ok, output, error = session.showguides(expression)
    assert ok, error
    assert output == session.showguides(ROOT_VIEW)[1]
    ok, output, error = session.showguides("-- " + ROOT_VIEW)
    assert ok and output.startswith("<UIView: %s;" % ROOT_VIEW), error


def test_output_path_expands_the_home_folder(session, monkeypatch, workdir):
    monkeypatch.setenv("HOME", workdir)
    ok, output, error = session.showguides("--json --output ~/home-export.json")
    assert ok, error
    assert os.path.exists(os.path.join(workdir, "home-export.json"))


def test_kind_filter_and_json_export_round_trip(session, workdir):
    ok, output, _ = session.showguides("--kinds safe-area")
    assert ok and output == "no guides in 1 window(s)\n"
    path = os.path.join(workdir, "exported.json")
    ok, output, error = session.showguides("--json --output " + path)
    assert ok, error
    assert re.fullmatch(r"wrote \d+ bytes to .*exported\.json\n", output)
    status, report, _ = guidelens("report", path)
    assert status == 0
    assert report == session.showguides()[1]
    ok, json_text, _ = session.showguides("--json --kinds custom")
    assert ok and json_text.startswith('{\n  "format": "guidelens-snapshot",')


def test_html_writes_guidelens_htmls_page_of_the_live_app(session, spacer_views, workdir):
    path = os.path.join(workdir, "screen.html")
    ok, output, error = session.showguides("--html " + path)
    assert ok, error
    assert output == "wrote %d bytes to %s\n" % (os.path.getsize(path), path)
    expected = os.path.join(workdir, "expected.html")
    status, _, _ = guidelens("html", spacer_views, "-o", expected)
    assert status == 0
    with open(path, encoding="utf-8") as written, open(expected, encoding="utf-8") as cli:
        assert written.read() == cli.read()
    view_page = os.path.join(workdir, "view.html")
    ok, _, error = session.showguides("%s --html %s --kinds custom" % (ROOT_VIEW, view_page))
    assert ok, error
    with open(view_page, encoding="utf-8") as page:
        text = page.read()
    assert text.startswith("<!doctype html>") and '"id":"%s"' % ROOT_VIEW in text
    # The view is the page's only root; its guides are the custom ones alone.
    data = json.loads(re.search(r'id="guidelens-data">(.*?)</script>', text).group(1))
    assert data["windows"] == [{"item": 0, "name": "UIView (%s)" % ROOT_VIEW}]
    kinds = [item["kind"] for item in data["items"] if item["type"] == "guide"]
    assert kinds and set(kinds) == {"custom"}
    status, full, _ = guidelens("report", spacer_views)
    assert len(kinds) == full.count(" custom layoutFrame")


def test_a_hash_in_a_path_is_part_of_the_path(session, workdir):
    path = os.path.join(workdir, "a#b.json")
    ok, output, error = session.showguides("--json --output %s %s" % (path, ROOT_VIEW))
    assert ok, error
    assert output == "wrote %d bytes to %s\n" % (os.path.getsize(path), path)
    assert not os.path.exists(os.path.join(workdir, "a"))
    status, report, _ = guidelens("report", path)
    assert status == 0 and report == session.showguides(ROOT_VIEW)[1]
    quoted = os.path.join(workdir, "with space #2.json")
    ok, _, error = session.showguides("--json --output '%s'" % quoted)
    assert ok and os.path.exists(quoted), error


@pytest.mark.parametrize("arguments", [
    ROOT_VIEW + " --kinds custom",
    "--kinds custom " + ROOT_VIEW,
    "(void *)(%s + 0) --kinds custom" % ROOT_VIEW,
    "(void *) --kinds custom (%s + 0)" % ROOT_VIEW,
])
def test_options_may_follow_the_view(session, arguments):
    ok, expected, error = session.showguides("--kinds custom -- " + ROOT_VIEW)
    assert ok, error
    ok, output, error = session.showguides(arguments)
    assert ok, error
    assert output == expected
    assert output.startswith("<UIView: %s;" % ROOT_VIEW)


@pytest.mark.parametrize("command, options, view", [
    ("--output shot(1.json --json", {"output": "shot(1.json", "json": True}, None),
    ("--output '(a b).json' 0x1", {"output": "(a b).json"}, "0x1"),
    ("--output /tmp/a#b.json 0x1", {"output": "/tmp/a#b.json"}, "0x1"),
    ('--output "x \\"y\\".json"', {"output": 'x "y".json'}, None),
    ("(UIView *) 0x1 --kinds custom", {"kinds": "custom"}, "(UIView *) 0x1"),
    ("-- -x --json", {"json": False}, "-x --json"),
    ("base - 8", {}, "base - 8"),
])
def test_the_parser_splits_like_a_shell_and_keeps_expressions_as_written(command, options, view):
    import importlib.util
    from conftest import SCRIPT
    spec = importlib.util.spec_from_file_location("showguides_parser", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    parsed, parsed_view = module.parse_arguments(command)
    for key, value in options.items():
        assert parsed[key] == value, (command, parsed)
    assert parsed_view == view


def test_inside_brackets_an_option_like_word_is_expression_text(session):
    ok, _, error = session.showguides("(void *)(%s --kinds + 0)" % ROOT_VIEW)
    assert not ok and "cannot evaluate '(void *)(%s --kinds + 0)'" % ROOT_VIEW in error, error


def test_switch_while_paused_inside_a_layout_pass_says_it_is_not_on_screen_yet(spacer_views):
    current = Session(spacer_views, arguments=["--layout-pass"], stop_at="guidelens_host_layoutSubviews")
    try:
        ok, output, error = current.showguides("--on")
        assert ok, error
        assert output.startswith("overlay: on (not on screen yet: paused inside a layout pass, in ")
        assert "guidelens_host_layoutSubviews" in output and output.endswith("it shows when the app continues)\n")
    finally:
        current.close()


def test_switch_the_overlay_while_paused(session):
    assert session.showguides("--on")[1] == "overlay: on\n"
    assert session.showguides("--toggle")[1] == "overlay: off\n"
    assert session.showguides("--toggle")[1] == "overlay: on\n"
    assert session.showguides("--off")[1] == "overlay: off\n"


@pytest.mark.parametrize("arguments, message", [
    ("0xdead", "0xdead is not a view in any window of the app"),
    ("--bogus", "unknown option '--bogus'; usage: showguides"),
    ("view -x", "put the view after `--` if '-x' belongs to it"),
    ("--kinds", "--kinds needs a value"),
    ("--kinds bogus", "unknown guide kind 'bogus'; expected one of: safe-area"),
    ("--on --off", "give only one of --on, --off and --toggle"),
    ("--on " + ROOT_VIEW, "--on takes no other argument"),
    ("no_such_symbol_anywhere", "cannot evaluate 'no_such_symbol_anywhere': "),
    ("--kinds 'unbalanced", "cannot read the arguments"),
    ("0", "0 is not a view address"),
    ("0123", "0x7b is not a view in any window of the app"),
    ("--output /nonexistent-dir/x.txt", "cannot write /nonexistent-dir/x.txt: No such file or directory"),
    ("--html", "--html needs a value"),
    ("--html /tmp/x.html --json", "--html FILE takes no other option but --kinds (and a view)"),
    ("--html /tmp/x.html --why space1", "--html FILE takes no other option but --kinds (and a view)"),
    ("--html /nonexistent-dir/x.html", "cannot write /nonexistent-dir/x.html: No such file or directory"),
])
def test_bad_arguments_are_one_line_errors_and_the_process_survives(session, arguments, message):
    ok, output, error = session.showguides(arguments)
    assert not ok
    assert output == ""
    assert error.startswith("error: ") and message in error, error
    assert len(error.strip().splitlines()) == 1, error
    assert session.process.GetState() == lldb.eStateStopped
    assert session.showguides(ROOT_VIEW)[0]


def test_memory_handed_to_the_script_is_freed(session):
    before = session.outstanding()
    for arguments in ("", "--json", "--kinds custom", ROOT_VIEW, "0xdead", "--toggle"):
        session.showguides(arguments)
    assert session.outstanding() == before
    # Without the script's free, every answer would stay allocated:
    session.evaluate('(char *)guidelens_describe((const void *)0, "")')
    assert session.outstanding() == before + 1


def test_the_script_knows_the_same_kinds_as_the_core():
    import importlib.util
    from conftest import SCRIPT
    spec = importlib.util.spec_from_file_location("showguides_module", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    status, _, errors = guidelens("render", os.path.join(FIXTURES, "clean.json"), "-o", "/dev/null", "--kinds", "no-such-kind")
    assert status != 0
    core_kinds = errors.split("expected one of: ")[1].splitlines()[0].strip().split(", ")
    assert list(module.KIND_NAMES) == core_kinds


def test_help_text():
    current = Session(launch=False)
    try:
        ok, output, _ = current.handle("help showguides")
        assert ok and "showguides [--kinds K1,K2] [--json] [--output FILE] [--html FILE] [--on | --off | --toggle] [VIEW]" in " ".join(output.split())
        ok, output, _ = current.showguides("--help")
        assert ok and "--kinds" in output
    finally:
        current.close()


def test_no_process():
    current = Session(launch=False)
    try:
        ok, _, error = current.showguides()
        assert not ok and "error: no process: run the app in the debugger and pause it first" in error
    finally:
        current.close()


def test_running_process(spacer_views):
    from conftest import HOST
    current = Session(program=HOST, launch=False)
    try:
        current.debugger.SetAsync(True)
        listener = current.debugger.GetListener()
        error = lldb.SBError()
        current.process = current.target.Launch(lldb.SBLaunchInfo([spacer_views, "--wait"]), error)
        assert error.Success(), error.GetCString()
        event = lldb.SBEvent()
        deadline = time.time() + 20
        while current.process.GetState() != lldb.eStateRunning and time.time() < deadline:
            listener.WaitForEvent(1, event)
        assert current.process.GetState() == lldb.eStateRunning
        ok, _, message = current.showguides()
        assert not ok and "error: the process is running: pause it first (process interrupt)" in message
    finally:
        current.close()


def test_guidelens_not_linked():
    current = Session(program="/bin/sleep", stop_at_entry=True, snapshot="30")
    try:
        ok, _, error = current.showguides()
        assert not ok and "GuideLens is not linked into this process (no guidelens_describe)" in error
    finally:
        current.close()


def test_large_snapshot_is_read_whole(workdir):
    path = os.path.join(workdir, "large.json")
    write_large_snapshot(path, views=2000, guides_per_view=10)
    current = Session(path)
    try:
        started = time.time()
        ok, output, error = current.showguides()
        took = time.time() - started
        assert ok, error
        status, report, _ = guidelens("report", path)
        assert status == 0
        assert output == report
        assert output.endswith("20000 guides in 2000 views, 0 flagged\n")
        assert len(output.encode("utf-8")) > 1_000_000
        assert current.outstanding() == 0
        print("showguides read %d bytes (%d guides) in %.2f s" % (len(output.encode("utf-8")), 20000, took))
    finally:
        current.close()


def transcripts():
    """The `(lldb)` commands and their outputs of each transcript block (marked
    `<!-- lldb-transcript -->`) of Documentation/LLDB.md and the README, by page."""
    found = {}
    for page in ("Documentation/LLDB.md", "README.md"):
        with open(os.path.join(ROOT, page), encoding="utf-8") as file:
            text = file.read()
        blocks = re.findall(r"<!-- lldb-transcript -->\n```\n(.*?)```", text, re.S)
        assert blocks, "%s has no lldb transcript block" % page
        for block in blocks:
            steps = []
            for line in block.splitlines():
                if line.startswith("(lldb) "):
                    steps.append([line[len("(lldb) "):], []])
                else:
                    steps[-1][1].append(line)
            found.setdefault(page, []).append([(command, "\n".join(lines)) for command, lines in steps])
    return found


def test_documented_transcripts_are_what_lldb_prints(session):
    found = transcripts()
    assert len(found["Documentation/LLDB.md"][0]) >= 4
    assert len(found["README.md"][0]) >= 2
    for page, blocks in found.items():
        for steps in blocks:
            for command, expected in steps:
                if command.startswith("command script import"):
                    continue
                ok, output, error = session.handle(command)
                if expected.startswith("error: "):
                    assert not ok and error.rstrip("\n") == expected, (page, command)
                else:
                    assert ok, (page, command, error)
                    assert output.rstrip("\n") == expected, (page, command)


SWIFT_LLDB = os.environ.get("GUIDELENS_SWIFT_LLDB")


@pytest.mark.skipif(not SWIFT_LLDB, reason="no Swift-aware LLDB here (set GUIDELENS_SWIFT_LLDB; Scripts/test-lldb finds the toolchain's)")
def test_swift_aware_lldb_as_in_xcode(spacer_views):
    """The toolchain's LLDB knows Swift, like Xcode's: calls must not rely on C debug info."""
    import subprocess
    from conftest import HOST, SCRIPT
    commands = [
        "breakpoint set -n guidelens_host_ready", "run", "command script import " + SCRIPT,
        "showguides", "showguides UnsafeRawPointer(bitPattern: %s)!" % ROOT_VIEW, "showguides --toggle", "showguides 0xdead",
    ]
    arguments = [SWIFT_LLDB, "--no-lldbinit", "-b"] + [part for command in commands for part in ("-o", command)]
    environment = dict(os.environ)
    if os.environ.get("PYTHONHOME_FOR_SWIFT_LLDB"):
        environment["PYTHONHOME"] = os.environ["PYTHONHOME_FOR_SWIFT_LLDB"]
    # lldb-16's Python module and debug server are not this LLDB's.
    environment.pop("PYTHONPATH", None)
    environment.pop("LLDB_DEBUGSERVER_PATH", None)
    completed = subprocess.run(
        arguments + [HOST, "--", spacer_views], capture_output=True, text=True, timeout=300, check=False, env=environment)
    output = completed.stdout + completed.stderr
    status, report, _ = guidelens("report", spacer_views)
    assert status == 0
    assert "(lldb) showguides\n" + report in output, output[-3000:]
    assert "(lldb) showguides UnsafeRawPointer(bitPattern: %s)!\n<UIView: %s;" % (ROOT_VIEW, ROOT_VIEW) in output
    assert "overlay: on" in output
    assert "error: 0xdead is not a view in any window of the app" in output


CONFLICT_LOG = os.path.join(FIXTURES, "spacer-views-conflict.log")
RESOLVED = "the custom guide of UIView 0x7fb63fc06230 (UILayoutGuide 0x6000005ac000 'space1') — frame in window (145 320; 100 100)"


def test_conflict_file_is_explained_on_the_live_hierarchy(session):
    ok, output, error = session.showguides("--conflict " + CONFLICT_LOG)
    assert ok, error
    assert output.startswith("Conflict 1 of 1 (line 3): 4 constraints; UIKit broke constraint 4.")
    assert RESOLVED in output
    status, cli, _ = guidelens("explain", CONFLICT_LOG)
    assert status == 1 and "UILayoutGuide 0x6000005ac000 'space1'" in cli and RESOLVED not in cli
    # It ends with the first fix, the first that `guidelens explain --fix` lists, with its line.
    status, fixed, _ = guidelens("explain", "--fix", CONFLICT_LOG)
    lines = fixed.splitlines()
    first = lines.index("  Fixes (each solved again: every listed required constraint then holds):") + 1
    summary, code = lines[first].strip(), lines[first + 1].strip()
    assert summary.startswith("1. lower constraint 4 to priority 999"), summary
    tail = output.rstrip("\n").splitlines()[-3:]
    assert tail[0].startswith("First fix") and tail[1] == "  Conflict 1: " + summary[len("1. "):]
    assert tail[2] == "    " + code


def test_conflict_at_the_symbolic_breakpoint_reads_uikits_arguments(spacer_views):
    current = Session(spacer_views, arguments=["--conflict", CONFLICT_LOG], stop_at="UIViewAlertForUnsatisfiableConstraints")
    try:
        ok, output, error = current.showguides("--conflict")
        assert ok, error
        assert RESOLVED in output
        assert "✗ 4. UIView(0x7fb63fc06690).top == UIView(0x7fb63fc06460).bottom + 150" in output
        assert current.outstanding() == 0
    finally:
        current.close()


def test_conflict_after_a_step_refuses_stale_arguments(spacer_views):
    current = Session(spacer_views, arguments=["--conflict", CONFLICT_LOG], stop_at="UIViewAlertForUnsatisfiableConstraints")
    try:
        thread = current.process.GetSelectedThread()
        thread.StepInstruction(False)
        assert thread.GetFrameAtIndex(0).GetSymbol().GetName() == "UIViewAlertForUnsatisfiableConstraints"
        ok, output, error = current.showguides("--conflict")
        assert not ok and "readable only where the UIViewAlertForUnsatisfiableConstraints breakpoint stopped" in error, error
        assert len(error.strip().splitlines()) == 1
    finally:
        current.close()


def test_conflict_log_in_utf16_reads_and_an_oversized_one_is_refused(session, workdir):
    with open(CONFLICT_LOG, encoding="utf-8") as file:
        text = file.read()
    utf16 = os.path.join(workdir, "console-utf16.log")
    with open(utf16, "wb") as file:
        file.write(text.encode("utf-16"))
    before = session.outstanding()
    ok, output, error = session.showguides("--conflict " + utf16)
    assert ok, error
    assert RESOLVED in output
    huge = os.path.join(workdir, "huge.log")
    with open(huge, "wb") as file:
        file.write(b"x" * (17 << 20))
    ok, output, error = session.showguides("--conflict " + huge)
    assert not ok and "holds 17.8 MB; the app reads at most 16 MB" in error, error
    assert session.outstanding() == before


def test_conflict_log_cut_short_or_partly_unreadable_gets_a_partial_answer(session, workdir):
    cut_short = os.path.join(FIXTURES, "ConflictLogs", "13-lsyevernote-autoresizing-current-cut-short.log")
    ok, output, error = session.showguides("--conflict " + cut_short)
    assert ok, error
    assert output.startswith("Conflict 1 of 1 (line 2): 7 constraints; the report does not say what UIKit broke.")
    assert "Cut short: the report lacks which constraint UIKit broke; explained as far as it goes." in output
    status, cli, _ = guidelens("explain", cut_short)
    assert status == 1 and cli.splitlines()[:2] == output.splitlines()[:2]

    odd = os.path.join(workdir, "odd-constraint.log")
    with open(odd, "w", encoding="utf-8") as file:
        file.write(
            "Unable to simultaneously satisfy constraints.\n(\n"
            '    "<NSLayoutConstraint:0x600002a8c0f0 UIView:0x7fb63fc0a7d0.width == 100   (active)>",\n'
            '    "<CardConstraint: width of the card, as its author describes it>"\n)\n\n'
            "Will attempt to recover by breaking constraint\n"
            "<NSLayoutConstraint:0x600002a8c0f0 UIView:0x7fb63fc0a7d0.width == 100   (active)>\n")
    ok, output, error = session.showguides("--conflict " + odd)
    assert ok, error
    assert "Unread: 1 line could not be read, kept as logged (marked ?); the rest is explained." in output, output
    assert '? 2. unread (line 4: no constraint address): "<CardConstraint: width of the card' in output, output
    assert "UIView(0x7fb63fc0a7d0).width == 100   ← broken" in output, output


def test_conflict_log_kept_in_a_source_comment_is_explained_as_the_cli_explains_it(session, workdir):
    # The app reads logs with the CLI's reader: a log commented out line by line is a conflict.
    with open(CONFLICT_LOG, encoding="utf-8") as file:
        lines = file.read().splitlines()
    commented = os.path.join(workdir, "ViewController.swift")
    with open(commented, "w", encoding="utf-8") as file:
        file.write("".join("//" + ("", " ", "    ")[index % 3] + line + "\n" for index, line in enumerate(lines)))
    ok, output, error = session.showguides("--conflict " + commented)
    assert ok, error
    assert output.startswith("Conflict 1 of 1 (line 3): 4 constraints; UIKit broke constraint 4."), output
    assert RESOLVED in output
    status, cli, _ = guidelens("explain", commented)
    assert status == 1 and cli.splitlines()[0] == output.splitlines()[0]


@pytest.mark.parametrize("arguments, message", [
    ("--conflict", "stop at it first (breakpoint set -n UIViewAlertForUnsatisfiableConstraints)"),
    ("--conflict /nonexistent/console.log", "cannot read /nonexistent/console.log"),
    ("--conflict " + CONFLICT_LOG + " --json", "--conflict takes no view and no option but --output"),
])
def test_conflict_mistakes_are_one_line_errors(session, arguments, message):
    ok, output, error = session.showguides(arguments)
    assert not ok and message in error, error
    assert len(error.strip().splitlines()) == 1


def test_doctor_prints_the_core_diagnosis_of_the_live_process(spacer_views):
    current = Session(spacer_views)  # a process of its own: nothing has switched its overlay
    try:
        ok, output, error = current.showguides("--doctor")
        assert ok, error
        lines = output.splitlines()
        # The host has no UIKit: it patches nothing, and the diagnosis says so first.
        assert lines[0] == "GuideLens: UIView.layoutSubviews is not patched: no layout pass draws guides."
        assert "build: DEBUG, overlay runtime compiled (a test host without UIKit)" in lines
        assert "patched: nothing" in lines
        assert "overlay: off: nothing asked for it this launch (it starts off)" in lines
        assert "windows: 1 window in 1 scene" in lines
        assert any(line.startswith("guides: ") and " found, " in line for line in lines), output
        # What LLDB switches is what the diagnosis then reports.
        assert current.showguides("--on")[1] == "overlay: on\n"
        assert "overlay: on, decided by LLDB (showguides)" in current.showguides("--doctor")[1].splitlines()
        assert current.process.GetState() == lldb.eStateStopped
    finally:
        current.close()


@pytest.mark.parametrize("arguments", ["--doctor --json", "--doctor " + ROOT_VIEW, "--doctor --on",
                                       "--kinds custom --doctor", "--doctor --conflict"])
def test_doctor_takes_no_view_and_no_other_option(session, arguments):
    ok, output, error = session.showguides(arguments)
    assert not ok and output == ""
    assert error.strip() == "error: --doctor takes no view and no option but --output", error


def test_doctor_writes_to_a_file(session, workdir):
    path = os.path.join(workdir, "doctor.txt")
    ok, output, _ = session.showguides("--doctor --output " + path)
    assert ok and output.startswith("wrote ") and output.strip().endswith(path)
    with open(path, encoding="utf-8") as file:
        assert file.read().startswith("GuideLens: ")
