"""showguides: print the layout guides of a paused app from LLDB, and show or hide GuideLens's overlay.

Load it once per session, or for good from ~/.lldbinit:

    command script import /path/to/GuideLens/Scripts/showguides.py

Then, with the app paused (on any thread: on Apple platforms the call is made from the main thread):

    showguides                       every guide of every window, as a text tree
    showguides 0x7fb63fc06230        the guides of one view and its subviews
    showguides self.view             ... of a view given by an expression
    showguides --kinds custom,stack-spacer
    showguides --json --output /tmp/screen.json    a snapshot that `guidelens` reads
    showguides --html /tmp/screen.html             one page for a bug report: the wireframe, the
                                                   tree, each guide's why (as `guidelens html`)
    showguides --on | --off | --toggle             switch the overlay while paused
    showguides --doctor                            why guides do or do not show, in a few lines
    showguides --why spacer2                       why one guide is where it is: each edge traced
                                                   to the constraints and insets that place it
    showguides --why "UIView > spacer2"            a guide by path (or by address: --why 0x6000…)
    showguides self.view --kinds custom            options may come before or after the view
    showguides --conflict ~/Desktop/console.log    explain constraint conflicts on the live views
    showguides --conflict                          stopped at UIViewAlertForUnsatisfiableConstraints:
                                                   explain the conflict UIKit is about to log
                                                   (at the breakpoint itself, before any step)
    showguides -- -[weird expression]              after `--`, everything is the view

Options may stand anywhere before `--`; every other word is part of the view expression, as
written. `#` has no special meaning (a path may hold one). The word after `--conflict`, if any,
is the log's path (up to 16 MB of UTF-8 or UTF-16 text).

--on/--off/--toggle flush Core Animation so the change shows while paused. Paused inside a
layout pass, the change shows only when the app continues, and the command says so; paused
inside an app's own explicit CATransaction (which LLDB cannot see), the same holds silently.

It makes one call into GuideLens per command (`guidelens_describe`), reads the whole answer
however long it is, and frees it. Errors are one line; a bad argument never reaches the app
unchecked, and the app checks every address it is given before using it.
"""

import os
import re
import shlex

import lldb

USAGE = ("showguides [--kinds K1,K2] [--json] [--output FILE] [--html FILE] [--on | --off | --toggle] [VIEW] [-- VIEW]"
         " | showguides --conflict [LOG] | showguides --doctor | showguides --why GUIDE [--json]")
KIND_NAMES = (
    "safe-area", "layout-margins", "readable-content", "keyboard", "scroll-content",
    "scroll-frame", "stack-spacer", "focus", "custom", "system",
)
LONG_HELP = __doc__ + "\nUsage: " + USAGE + "\nKinds: " + ", ".join(KIND_NAMES) + "\n"
DESCRIBE = "guidelens_describe"
FREE = "guidelens_free"
EVALUATION_TIMEOUT_SECONDS = 60
READ_CHUNK = 64 * 1024


class ShowGuidesError(Exception):
    """A problem the user can act on; becomes one `error: …` line."""


OPTIONS_WITH_VALUES = ("--kinds", "--output", "--why", "--html")
BRACKETS = {"(": ")", "[": "]", "{": "}"}


def next_word(command, index, group_brackets=True):
    """The word that starts at or after `index`, as (start, end, text as written), or None.

    Like a shell, quotes and backslashes keep spaces inside a word; unlike shlex's default, `#`
    is an ordinary character (paths and expressions may hold one). With `group_brackets`,
    brackets keep an expression such as `(UIView *)0x1234` in one word; an option's value is
    read without it, so a path such as `shot(1.json` ends where a shell would end it.
    """
    length = len(command)
    while index < length and command[index].isspace():
        index += 1
    if index >= length:
        return None
    start, quote, closers = index, None, []
    while index < length:
        character = command[index]
        if quote:
            if character == "\\" and quote == '"' and index + 1 < length:
                index += 1
            elif character == quote:
                quote = None
        elif character in ("'", '"'):
            quote = character
        elif character == "\\" and index + 1 < length:
            index += 1
        elif group_brackets and character in BRACKETS:
            closers.append(BRACKETS[character])
        elif closers and character == closers[-1]:
            closers.pop()
        elif character.isspace() and not closers:
            break
        index += 1
    if quote:
        raise ShowGuidesError("cannot read the arguments: no closing quotation")
    return start, index, command[start:index]


def unquoted(word):
    """A word's value with its quotes and backslashes taken away, as a shell would."""
    try:
        lexer = shlex.shlex(word, posix=True)
        lexer.whitespace_split = True
        lexer.commenters = ""
        return "".join(lexer)
    except ValueError as error:
        raise ShowGuidesError("cannot read the arguments: %s" % error)


def is_option(word):
    """Whether a word is meant as an option: `--name` or `-letter`; `-1` and `-` are expression text."""
    return word.startswith("--") or (len(word) > 1 and word[0] == "-" and word[1].isalpha())


def parse_arguments(command):
    """Splits the command line into options and the view expression (or None).

    Options may stand anywhere before `--`; every other word belongs to the view expression,
    taken as written (quotes and all) so that expressions such as `view.viewWithTag("x")` reach
    the debugger intact. After `--`, the rest of the line is the expression, whatever it holds.
    """
    options = {"json": False, "kinds": None, "output": None, "switch": None, "conflict": None,
               "doctor": False, "why": None, "html": None}
    pieces = []
    rest = None
    index = 0
    while True:
        found = next_word(command, index)
        if found is None:
            break
        start, end, word = found
        index = end
        if word == "--":
            rest = command[end:].strip()
            break
        if not is_option(word):
            pieces.append((start, end, word))
            continue
        if word in ("-h", "--help"):
            options["help"] = True
        elif word == "--json":
            options["json"] = True
        elif word == "--doctor":
            options["doctor"] = True
        elif word in ("--on", "--off", "--toggle"):
            if options["switch"] is not None:
                raise ShowGuidesError("give only one of --on, --off and --toggle")
            options["switch"] = word
        elif word == "--conflict":
            # An optional value: a log file; without one, the report UIKit is about to log.
            value = next_word(command, index, group_brackets=False)
            if value is not None and not value[2].startswith("-"):
                options["conflict"] = os.path.expanduser(unquoted(value[2]))
                index = value[1]
            else:
                options["conflict"] = True
        elif word in OPTIONS_WITH_VALUES:
            value = next_word(command, index, group_brackets=False)
            if value is None or value[2].startswith("--"):
                raise ShowGuidesError("%s needs a value; usage: %s" % (word, USAGE))
            options[word[2:]] = unquoted(value[2])
            index = value[1]
        else:
            raise ShowGuidesError(
                "unknown option '%s'; usage: %s (put the view after `--` if '%s' belongs to it)"
                % (word, USAGE, word))
    if options["kinds"] is not None:
        kinds = [kind.strip() for kind in options["kinds"].split(",")]
        unknown = [kind for kind in kinds if kind not in KIND_NAMES]
        if unknown:
            raise ShowGuidesError(
                "unknown guide kind '%s'; expected one of: %s" % (unknown[0], ", ".join(KIND_NAMES)))
        options["kinds"] = ",".join(kinds)
    if options["output"] is not None:
        options["output"] = os.path.expanduser(options["output"])
    if options["html"] is not None:
        if (options["json"] or options["output"] or options["switch"] or options["doctor"]
                or options["conflict"] is not None or options["why"] is not None):
            raise ShowGuidesError("--html FILE takes no other option but --kinds (and a view)")
        options["html"] = os.path.expanduser(options["html"])
    view = expression_text(command, pieces)
    if rest:
        view = (view + " " + rest) if view else rest
    if options["switch"] and (view or options["json"] or options["kinds"] or options["output"]):
        raise ShowGuidesError("%s takes no other argument" % options["switch"])
    if options["conflict"] is not None and (view or options["json"] or options["kinds"] or options["switch"]):
        raise ShowGuidesError("--conflict takes no view and no option but --output")
    if options["doctor"] and (view or options["json"] or options["kinds"] or options["switch"]
                              or options["conflict"] is not None or options["why"] is not None):
        raise ShowGuidesError("--doctor takes no view and no option but --output")
    if options["why"] is not None:
        if view or options["kinds"] or options["switch"] or options["conflict"] is not None:
            raise ShowGuidesError("--why takes no view and no option but --json and --output")
        # A path may use the › of GuideLens's own paths; the app reads > the same way.
        options["why"] = options["why"].replace("\u203a", ">").strip()
        if not options["why"] or "\n" in options["why"]:
            raise ShowGuidesError("--why needs a guide: an identifier, an address or a path")
    return options, view


def expression_text(command, pieces):
    """The view expression from its words: the line as written from its first word to its last
    when no option stands between them, else the words joined by spaces."""
    if not pieces:
        return None
    contiguous = all(not command[left[1]:right[0]].strip() for left, right in zip(pieces, pieces[1:]))
    if contiguous:
        return command[pieces[0][0]:pieces[-1][1]]
    return " ".join(piece[2] for piece in pieces)


def stopped_frame(exe_ctx):
    """The selected frame of a stopped process, or an error saying what is missing."""
    process = exe_ctx.GetProcess()
    if not process or not process.IsValid():
        raise ShowGuidesError("no process: run the app in the debugger and pause it first")
    if process.GetState() != lldb.eStateStopped:
        raise ShowGuidesError("the process is running: pause it first (process interrupt)")
    thread = exe_ctx.GetThread()
    if not thread or not thread.IsValid():
        thread = process.GetSelectedThread()
    frame = thread.GetSelectedFrame() if thread and thread.IsValid() else None
    if frame is None or not frame.IsValid():
        raise ShowGuidesError("no frame to evaluate in: select a thread (thread select 1)")
    target = exe_ctx.GetTarget()
    entry_points = {name: function_address(target, name) for name in (DESCRIBE, FREE)}
    if None in entry_points.values():
        raise ShowGuidesError("GuideLens is not linked into this process (no %s): add the GuideLens "
                              "package to the app and call GuideLens.install()" % DESCRIBE)
    return process, frame, entry_points


def function_address(target, name):
    """The load address of a C function, found by symbol: calling through it works in every
    expression language, where a call by name needs debug information a Swift binary lacks."""
    for found in (target.FindSymbols(name), target.FindFunctions(name)):
        for index in range(found.GetSize()):
            symbol = found.GetContextAtIndex(index).GetSymbol()
            if symbol.IsValid():
                address = symbol.GetStartAddress().GetLoadAddress(target)
                if address not in (0, lldb.LLDB_INVALID_ADDRESS):
                    return address
    return None


def first_error_line(error):
    """The message of an expression error without the warnings and notes LLDB puts first."""
    text = error.GetCString() if error.IsValid() and error.GetCString() else ""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for line in lines:
        if not line.lower().startswith(("warning:", "note:")):
            return line[len("error: "):] if line.startswith("error: ") else line
    return lines[0] if lines else "no value"


def expression_options(language=lldb.eLanguageTypeC):
    """Options for one evaluation: a timeout, no stopping at breakpoints, unwinding on errors;
    `language` None keeps the frame's own language."""
    options = lldb.SBExpressionOptions()
    if language is not None:
        options.SetLanguage(language)
    options.SetTimeoutInMicroSeconds(EVALUATION_TIMEOUT_SECONDS * 1000 * 1000)
    options.SetUnwindOnError(True)
    options.SetIgnoreBreakpoints(True)
    options.SetTryAllThreads(True)
    options.SetGenerateDebugInfo(False)
    return options


def view_address(frame, view):
    """The address a view argument stands for: a number as it is, else the expression's value."""
    if view is None:
        return 0
    if re.fullmatch(r"0[xX][0-9a-fA-F]{1,16}", view):
        address = int(view, 16)
    elif re.fullmatch(r"[0-9]{1,20}", view):
        address = int(view, 10)
    else:
        address = None
    if address is not None:
        if address == 0 or address >= 1 << 64:
            raise ShowGuidesError("%s is not a view address" % view)
        return address
    # The frame's own language first (Swift in Xcode: `self.view`), then Objective-C and C
    # (`(UIView *)0x…`), for debuggers or frames without a Swift type system.
    first_message = None
    value = None
    for language in (None, lldb.eLanguageTypeObjC_plus_plus, lldb.eLanguageTypeC):
        options = expression_options(language)
        candidate = frame.EvaluateExpression(view, options)
        error = candidate.GetError()
        if candidate.IsValid() and not (error.IsValid() and error.Fail()):
            value = candidate
            break
        if first_message is None:
            first_message = first_error_line(error)
    if value is None:
        raise ShowGuidesError("cannot evaluate '%s': %s" % (view, first_message))
    address = value.GetValueAsUnsigned(0)
    if address == 0 and value.GetNumChildren() and value.GetChildAtIndex(0).IsValid():
        address = value.GetChildAtIndex(0).GetValueAsUnsigned(0)
    if address == 0:
        raise ShowGuidesError("'%s' is not an object reference (it evaluates to %s)" % (view, value.GetValue()))
    return address


def c_string_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def read_c_string(process, address):
    """Reads a NUL-terminated string of any length from the process."""
    chunks = []
    while True:
        error = lldb.SBError()
        data = process.ReadMemory(address, READ_CHUNK, error)
        if error.Fail() or data is None:
            # The last page may end before a whole chunk: read what remains byte-wise in smaller steps.
            data = b""
            for size in (4096, 256, 16, 1):
                error = lldb.SBError()
                piece = process.ReadMemory(address, size, error)
                if not error.Fail() and piece:
                    data = piece
                    break
            if not data:
                raise ShowGuidesError("cannot read the answer at 0x%x: %s" % (address, error.GetCString()))
        end = data.find(b"\0")
        if end >= 0:
            chunks.append(data[:end])
            return b"".join(chunks).decode("utf-8", errors="replace")
        chunks.append(data)
        address += len(data)


MAIN_QUEUE = "com.apple.main-thread"


def main_thread_frame(process, frame):
    """The frame to call GuideLens from: the main thread's, when the debugger can tell which that
    is (Apple platforms name its queue), so a pause on a background thread still works; else the
    selected frame, and GuideLens reports plainly if that is not the main thread."""
    for index in range(process.GetNumThreads()):
        thread = process.GetThreadAtIndex(index)
        if thread.IsValid() and thread.GetQueueName() == MAIN_QUEUE and thread.GetNumFrames() > 0:
            return thread.GetFrameAtIndex(0)
    return frame


def describe(process, frame, entry_points, address, option_text):
    """Calls guidelens_describe once, reads the whole answer and frees it."""
    call = "((char *(*)(const void *, const char *))0x%x)((const void *)0x%x, %s)" % (
        entry_points[DESCRIBE], address, c_string_literal(option_text))
    return call_for_text(process, main_thread_frame(process, frame), entry_points, call)


def call_for_text(process, frame, entry_points, call):
    """Evaluates a call into GuideLens that returns a malloc'ed string; reads it whole, frees it."""
    value = frame.EvaluateExpression(call, expression_options())
    error = value.GetError()
    if not value.IsValid() or (error.IsValid() and error.Fail()):
        raise ShowGuidesError("the call into GuideLens failed: %s" % first_error_line(error))
    pointer = value.GetValueAsUnsigned(0)
    if pointer == 0:
        raise ShowGuidesError("GuideLens returned nothing (out of memory in the app?)")
    try:
        return read_c_string(process, pointer)
    finally:
        release = "(int)(((void (*)(char *))0x%x)((char *)0x%x), 0)" % (entry_points[FREE], pointer)
        freed = frame.EvaluateExpression(release, expression_options())
        if not freed.IsValid() or freed.GetError().Fail():
            print("warning: could not free GuideLens's answer at 0x%x" % pointer)


# Frames that mean the main thread is inside Core Animation's layout or commit: a change made
# there reaches the screen only when the outer transaction commits, after the app continues.
LAYOUT_FRAME_MARKERS = (
    "layoutSubviews", "layoutSublayers", "CA::Layer::layout_if_needed",
    "CA::Layer::layout_and_display_if_needed", "CA::Transaction::commit", "CA::Context::commit_transaction",
)


def layout_pass_frame(thread):
    """The name of the frame that shows the thread paused inside a layout pass, or None."""
    if thread is None or not thread.IsValid():
        return None
    for index in range(min(thread.GetNumFrames(), 1024)):
        name = thread.GetFrameAtIndex(index).GetFunctionName() or ""
        if any(marker in name for marker in LAYOUT_FRAME_MARKERS):
            return name
    return None


def run(debugger, command, exe_ctx):
    """Runs one `showguides` command; returns the text to print, raises ShowGuidesError otherwise."""
    options, view = parse_arguments(command)
    if options.get("help"):
        return LONG_HELP
    process, frame, entry_points = stopped_frame(exe_ctx)
    if options["conflict"] is not None:
        answer = explain_conflict(process, frame, entry_points, options["conflict"], exe_ctx.GetTarget())
        if answer.startswith("error: "):
            raise ShowGuidesError(answer[len("error: "):].strip())
        return write_or_return(answer, options["output"])
    if options["doctor"]:
        answer = describe(process, frame, entry_points, 0, "--doctor")
        if answer.startswith("error: "):
            raise ShowGuidesError(answer[len("error: "):].strip())
        return write_or_return(answer, options["output"])
    if options["why"] is not None:
        words = (["--json"] if options["json"] else []) + ["--why", options["why"]]
        answer = describe(process, frame, entry_points, 0, " ".join(words))
        if answer.startswith("error: "):
            raise ShowGuidesError(answer[len("error: "):].strip())
        return write_or_return(answer, options["output"])
    address = view_address(frame, view)
    words = []
    if options["switch"]:
        words.append(options["switch"])
    if options["json"]:
        words.append("--json")
    if options["html"]:
        words.append("--html")
    if options["kinds"]:
        words += ["--kinds", options["kinds"]]
    answer = describe(process, frame, entry_points, address, " ".join(words))
    if answer.startswith("error: "):
        raise ShowGuidesError(answer[len("error: "):].strip())
    if options["switch"]:
        inside = layout_pass_frame(main_thread_frame(process, frame).GetThread())
        if inside:
            return "%s (not on screen yet: paused inside a layout pass, in %s; it shows when the app continues)\n" % (
                answer.strip(), inside)
    return write_or_return(answer, options["output"] or options["html"])


def write_or_return(answer, output):
    """The answer to print, or, with --output, the file written and a line saying so."""
    if output:
        try:
            with open(output, "w", encoding="utf-8") as file:
                file.write(answer)
        except OSError as error:
            raise ShowGuidesError("cannot write %s: %s" % (output, error.strerror or error))
        return "wrote %d bytes to %s\n" % (len(answer.encode("utf-8")), output)
    return answer


ALERT = "UIViewAlertForUnsatisfiableConstraints"
EXPLAIN = "guidelens_explain"
EXPLAIN_CONSTRAINTS = "guidelens_explain_constraints"
MAX_LOG_BYTES = 16 << 20


def explain_conflict(process, frame, entry_points, log_path, target):
    """`--conflict FILE`: the log explained inside the app, where the live hierarchy resolves its
    addresses. `--conflict` alone: the report UIKit is about to log, from the arguments of
    UIViewAlertForUnsatisfiableConstraints, where the process must be stopped."""
    functions = {name: function_address(target, name) for name in (EXPLAIN, EXPLAIN_CONSTRAINTS)}
    if None in functions.values():
        raise ShowGuidesError("this GuideLens cannot explain conflicts (no %s): update it" % EXPLAIN)
    if log_path is not True:
        try:
            with open(log_path, "rb") as file:
                data = file.read()
        except OSError as error:
            raise ShowGuidesError("cannot read %s: %s" % (log_path, error.strerror or error))
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            data = data.decode("utf-16", errors="replace").encode("utf-8")
        if b"\0" in data:
            raise ShowGuidesError("%s is not a text log (UTF-8 or UTF-16 with a byte-order mark)" % log_path)
        if len(data) > MAX_LOG_BYTES:
            raise ShowGuidesError(
                "%s holds %.1f MB; the app reads at most %d MB on its main thread: keep the part with the "
                "conflicts, or run `guidelens explain` on it" % (log_path, len(data) / 1e6, MAX_LOG_BYTES >> 20))
        error = lldb.SBError()
        buffer = process.AllocateMemory(len(data) + 1, lldb.ePermissionsReadable | lldb.ePermissionsWritable, error)
        if error.Fail():
            raise ShowGuidesError("cannot pass the log to the app: %s" % error.GetCString())
        try:
            written = process.WriteMemory(buffer, data + b"\0", error)
            if error.Fail() or written != len(data) + 1:
                raise ShowGuidesError("cannot pass the log to the app: %s" % (
                    error.GetCString() if error.Fail() else "wrote %d of %d bytes" % (written, len(data) + 1)))
            call = "((char *(*)(const char *))0x%x)((const char *)0x%x)" % (functions[EXPLAIN], buffer)
            return call_for_text(process, main_thread_frame(process, frame), entry_points, call)
        finally:
            process.DeallocateMemory(buffer)
    # Stopped in the alert: its first two arguments are the broken constraint and the array.
    # Argument registers hold them only in the alert's own frame, where its breakpoint stopped:
    # in a caller's frame, or after a step, they hold something else.
    thread = frame.GetThread()
    alert_frame = thread.GetFrameAtIndex(0)
    names = (alert_frame.GetFunctionName() or "", alert_frame.GetSymbol().GetName() or "")
    if ALERT not in names:
        raise ShowGuidesError(
            "--conflict without a file explains the conflict UIKit is about to log: stop at it first "
            "(breakpoint set -n %s), or give a saved log: --conflict FILE" % ALERT)
    if thread.GetStopReason() != lldb.eStopReasonBreakpoint:
        raise ShowGuidesError(
            "UIKit's arguments are readable only where the %s breakpoint stopped, before any step: "
            "continue to the next conflict, or give a saved log: --conflict FILE" % ALERT)
    arguments = []
    for name in ("$arg1", "$arg2"):
        value = alert_frame.EvaluateExpression("(unsigned long long)%s" % name, expression_options())
        if not value.IsValid() or value.GetError().Fail():
            raise ShowGuidesError("cannot read %s in %s: %s" % (name, ALERT, first_error_line(value.GetError())))
        arguments.append(value.GetValueAsUnsigned(0))
    call = "((char *(*)(const void *, const void *))0x%x)((const void *)0x%x, (const void *)0x%x)" % (
        functions[EXPLAIN_CONSTRAINTS], arguments[0], arguments[1])
    return call_for_text(process, alert_frame, entry_points, call)


class ShowGuidesCommand:
    """The `showguides` LLDB command."""

    def __init__(self, debugger, internal_dict):
        self.debugger = debugger

    def __call__(self, debugger, command, exe_ctx, result):
        try:
            text = run(debugger, command, exe_ctx)
        except ShowGuidesError as error:
            result.SetError(str(error))
            result.SetStatus(lldb.eReturnStatusFailed)
            return
        result.PutCString(text.rstrip("\n"))
        result.SetStatus(lldb.eReturnStatusSuccessFinishResult)

    def get_short_help(self):
        return "Print the app's layout guides (GuideLens), or switch the overlay. " + USAGE

    def get_long_help(self):
        return LONG_HELP


def __lldb_init_module(debugger, internal_dict):
    debugger.HandleCommand("command script add -o -c %s.ShowGuidesCommand showguides" % __name__)
