#!/usr/bin/python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Every examples/*.grc compiles with grcc against this build's GRC blocks.
Those that need no radio run here:
- cuqam_loopback (headless): BER against theory;
- cuqam_loopback_gui (QT): offscreen for a few seconds, live BER against theory;
- cuqam_zmq_receiver: fed by a ZeroMQ transmitter in this process, every soft
  bit must arrive and decide the transmitted bit (no noise).
cuqam_sdr_receiver needs a radio: compiled only."""

import math
import os
import pathlib
import re
import subprocess
import sys
import tempfile

src = pathlib.Path(sys.argv[1])      # source tree
build = pathlib.Path(sys.argv[2])    # build tree
env = dict(os.environ, GRC_BLOCKS_PATH=str(src / "grc"),
           PYTHONPATH=f"{build / 'test_modules'}:{os.environ.get('PYTHONPATH', '')}")
sys.path.insert(0, str(build / "test_modules"))
passed = failed = 0


def result(ok, what):
    global passed, failed
    print(f"{what}: {'ok' if ok else 'FAILED'}")
    passed += ok
    failed += not ok


def ber_bound(p, nbits):
    """5 sigma of a count of bit errors (at most 8 per symbol) plus the theory's rounding."""
    return 5 * math.sqrt(8 * p / nbits) + 0.005 * p


with tempfile.TemporaryDirectory() as out:
    for grc in sorted((src / "examples").glob("*.grc")):
        r = subprocess.run(["grcc", "-o", out, str(grc)], env=env, capture_output=True, text=True)
        if r.returncode:
            print(r.stdout + r.stderr)
        result(r.returncode == 0, f"grcc {grc.name}")

    # headless loopback
    run = subprocess.run([sys.executable, os.path.join(out, "cuqam_loopback.py")], env=env,
                         capture_output=True, text=True, timeout=300)
    print(run.stdout + run.stderr)
    m = re.search(r"cuqam_loopback: (\d+) bits, (\d+) errors", run.stdout)
    ok = run.returncode == 0 and m is not None
    if ok:
        nbits, errors = int(m.group(1)), int(m.group(2))
        p = 3.47e-3  # 256QAM at Eb/N0 = 18 dB, Cho and Yoon
        ok = abs(errors / nbits - p) < ber_bound(p, nbits)
        print(f"loopback: {errors} errors in {nbits} bits, expected {p * nbits:.0f}")
    result(ok, "cuqam_loopback runs, BER matches theory")

    # QT loopback, offscreen
    gui_script = f"""
import sys, threading, time
sys.path.insert(0, {out!r})
from PyQt5 import Qt
import cuqam_loopback_gui as m
app = Qt.QApplication(sys.argv)
tb = m.cuqam_loopback_gui()
tb.start()
tb.show()
def finish():
    time.sleep(5)
    level = tb.ber_probe.level()
    tb.stop(); tb.wait()
    print("gui loopback: live BER %.4e theory %.4e" % (level, tb.theory_ber))
    app.quit()
threading.Thread(target=finish).start()
app.exec_()
"""
    run = subprocess.run([sys.executable, "-c", gui_script], env=dict(env, QT_QPA_PLATFORM="offscreen"),
                         capture_output=True, text=True, timeout=120)
    print(run.stdout + run.stderr[-2000:])
    m = re.search(r"live BER ([0-9.e+-]+) theory ([0-9.e+-]+)", run.stdout)
    ok = run.returncode == 0 and m is not None
    if ok:
        level, p = float(m.group(1)), float(m.group(2))
        ok = abs(level - p) < ber_bound(p, 1e6)  # the moving average spans 10^6 bits
    result(ok, "cuqam_loopback_gui runs offscreen, live BER matches theory")

    # ZeroMQ receiver, fed from here
    import numpy as np
    from gnuradio import blocks, gr, zeromq
    from gnuradio import cuqam
    rng = np.random.default_rng()
    nsym = 200000
    bits = rng.integers(0, 2, 8 * nsym).astype(np.uint8)
    tx = gr.top_block()
    src_b = blocks.vector_source_b(bits.tolist(), True)  # a live sender: streams until stopped
    mapper = cuqam.mapper_bc(8, "cpu")
    push = zeromq.push_sink(gr.sizeof_gr_complex, 1, "tcp://127.0.0.1:*", 100, True, -1)
    tx.connect(src_b, mapper, push)
    endpoint = push.last_endpoint()
    soft = os.path.join(out, "soft.u8")
    rx = subprocess.Popen([sys.executable, os.path.join(out, "cuqam_zmq_receiver.py"), "-a", endpoint,
                           "-o", "tcp://127.0.0.1:0", "-f", soft, "-n", str(nsym), "-b", "auto"],
                          env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # The receiver logs its backend when its flowgraph starts: connected by then.
    # (A transmitter that finishes before anyone listens loses its items: a
    # GNU Radio sink that cannot send ends with its finished source.)
    import threading
    import time
    lines = []
    started = threading.Event()

    def reader():
        for line in rx.stdout:
            lines.append(line)
            if "backend" in line:
                started.set()
    th = threading.Thread(target=reader, daemon=True)
    th.start()
    started.wait(60)
    time.sleep(0.5)
    tx.start()
    try:
        rx.wait(timeout=120)
    except subprocess.TimeoutExpired:
        rx.kill()
        rx.wait()
    th.join(5)
    tx.stop()
    tx.wait()
    log = "".join(lines)
    print(log[-2000:])
    got = np.fromfile(soft, dtype=np.uint8) if os.path.exists(soft) else np.zeros(0, np.uint8)
    ok = rx.returncode == 0 and got.size == bits.size and np.array_equal((got > 128).astype(np.uint8), bits)
    # (the receiver takes the first nsym symbols: the pattern once)
    print(f"zmq receiver: exit {rx.returncode}, {got.size} soft bits of {bits.size}")
    result(ok, "cuqam_zmq_receiver: every soft bit arrived and decides its bit")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
