#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The demo refuses arguments it cannot honour with a usage error (exit 2)
naming the argument, never a traceback; a short valid run works."""
import subprocess
import sys

demo, modules = sys.argv[1], sys.argv[2]
env = {"PYTHONPATH": modules, "PATH": "/usr/bin:/bin"}
passed = failed = 0
for args in (["--ebn0", "400"], ["--ebn0", "1e9"], ["--ebn0", "nan"], ["--ebn0", "inf"], ["--ebn0", "-100"],
             ["--symbols", "0"], ["--bits", "7"]):
    r = subprocess.run([sys.executable, demo] + args, env=env, capture_output=True, text=True, timeout=120)
    ok = r.returncode == 2 and "Traceback" not in r.stderr and args[0] in r.stderr
    print(f"{' '.join(args)}: exit {r.returncode}: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ''}")
    passed += ok
    failed += not ok
r = subprocess.run([sys.executable, demo, "--symbols", "20000", "--ebn0", "12", "--backend", "cpu"], env=env,
                   capture_output=True, text=True, timeout=300)
print(r.stdout + r.stderr[-1000:])
ok = r.returncode == 0 and "BER agrees with theory" in r.stdout
passed += ok
failed += not ok
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
