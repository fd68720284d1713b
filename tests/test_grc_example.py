#!/usr/bin/python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Compile examples/*.grc with grcc against this build's GRC blocks and run the
headless ones; the loopback must report a BER consistent with theory."""

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
passed = failed = 0
with tempfile.TemporaryDirectory() as out:
    for grc in sorted((src / "examples").glob("*.grc")):
        r = subprocess.run(["grcc", "-o", out, str(grc)], env=env, capture_output=True, text=True)
        ok = r.returncode == 0
        print(f"grcc {grc.name}: {'ok' if ok else 'FAILED'}\n{r.stdout}{r.stderr}" if not ok else f"grcc {grc.name}: ok")
        passed += ok
        failed += not ok
    run = subprocess.run([sys.executable, os.path.join(out, "cuqam_loopback.py")], env=env,
                         capture_output=True, text=True, timeout=300)
    print(run.stdout + run.stderr)
    m = re.search(r"cuqam_loopback: (\d+) bits, (\d+) errors", run.stdout)
    ok = run.returncode == 0 and m is not None
    if ok:
        nbits, errors = int(m.group(1)), int(m.group(2))
        expected = 3.47e-3 * nbits  # 256QAM at Eb/N0 = 18 dB, Cho and Yoon
        ok = abs(errors - expected) < 5 * math.sqrt(expected * 1.1) + 0.005 * expected
        print(f"loopback: {errors} errors, expected {expected:.0f}: {'ok' if ok else 'OUT OF BOUNDS'}")
    passed += ok
    failed += not ok
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
