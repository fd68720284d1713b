#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Coded BER and FER through GNU Radio's LDPC decoder: bits -> fec LDPC
encoder -> cuqam mapper -> AWGN -> cuqam soft demapper -> fec LDPC decoder
(belief propagation, float LLRs), for QPSK, 16QAM and 256QAM, methods exact,
maxlog and approx, float LLRs and u8 soft bits (with the automatic, the old
default and a badly chosen scale), against Eb/N0.

Usage: cuqam_ldpc_ber.py [--frames N] [--orders 2,4,8] [--json FILE] [--plot FILE] [--quick]
       cuqam_ldpc_ber.py --merge A.json B.json --json ALL.json --plot FILE.png
Each point runs 50 codewords at a time until 40 frame errors or --frames.
Every run prints its seed; --seed repeats one.
"""

import argparse
import json
import math
import os
import sys
import time

import numpy as np
from gnuradio import analog, blocks, fec, gr

from gnuradio import cuqam

ALIST = "/usr/share/gnuradio/fec/ldpc/n_1800_k_0902_gap_28.alist"
SIGMA = math.sqrt(2.0)  # the decoder takes x with LLR = 2 x / sigma^2: x = L
TINY = 1e-3  # in soft-bit steps: keeps a neutral soft bit off exactly 0


def auto_scale(k, n0):
    """The byte demapper's automatic scale for square QAM (docs/design.md)."""
    dmin2 = 4 * 3 / (2 * ((1 << k) - 1))
    return 127 / max(32.0, 8 * dmin2 / n0)


def run_point(k, method, output, scale, ebn0_db, frames, seed, flip=False):
    """Bit and frame errors of `frames` codewords at this Eb/N0."""
    enc = fec.ldpc_encoder_make(ALIST)
    kk, nn = enc.get_input_size(), enc.get_output_size()
    rate = kk / nn
    n0 = 1.0 / (10 ** (ebn0_db / 10) * k * rate)  # Es = 1
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2, kk * frames).astype(np.uint8)
    tb = gr.top_block()
    src = blocks.vector_source_b(bits.tolist())
    mapper = cuqam.mapper_bc(k, backend="cpu")
    noise = analog.noise_source_c(analog.GR_GAUSSIAN, math.sqrt(n0), int(seed % 2**31))
    add = blocks.add_cc()
    chain = [fec.encoder(enc, gr.sizeof_char, gr.sizeof_char), mapper]
    tb.connect(src, chain[0], mapper, (add, 0))
    tb.connect(noise, (add, 1))
    sign = -1.0 if flip else 1.0
    if output == "f32":
        dem = cuqam.soft_demapper_cf(k, method, n0, backend="cpu")
        conv = [dem, blocks.multiply_const_ff(sign)]
        used_scale = None
    else:
        dem = cuqam.soft_demapper_cb(k, method, n0, scale, "u8", backend="cpu")
        used_scale = auto_scale(k, np.float32(n0)) if scale == "auto" else scale
        # a soft bit q stands for the LLR (q - 128) / scale
        # (+ TINY: gr-fec's LDPC decoder fails a whole frame on an input of
        # exactly 0, the byte 128; docs/design.md, "Decoded with LDPC")
        conv = [dem, blocks.uchar_to_float(), blocks.add_const_ff(-128.0 + TINY),
                blocks.multiply_const_ff(sign / used_scale)]
    dec = fec.decoder(fec.ldpc_decoder.make(ALIST, SIGMA, 50), gr.sizeof_float, gr.sizeof_char)
    snk = blocks.vector_sink_b()
    tb.connect(add, *conv, dec, snk)
    tb.run()
    out = np.array(snk.data(), dtype=np.uint8)
    nf = len(out) // kk
    err = (out[:nf * kk] != bits[:nf * kk]).reshape(nf, kk)
    sat = dem.saturation() if output == "u8" else 0.0
    if output == "u8" and scale == "auto":
        assert abs(dem.llr_scale() - used_scale) <= 1e-5 * used_scale, (dem.llr_scale(), used_scale)
    return {"k": k, "method": method, "output": output, "scale": scale, "ebn0_db": ebn0_db,
            "n0": n0, "frames": nf, "bit_errors": int(err.sum()), "frame_errors": int(err.any(1).sum()),
            "ber": float(err.mean()), "fer": float(err.any(1).mean()), "saturation": sat,
            "llr_scale": used_scale}


# Eb/N0 grids (dB) around each order's waterfall with this rate-1/2 code
GRID = {2: [3.0, 3.5, 3.75, 4.0, 4.25, 4.5, 5.0], 4: [5.5, 6.0, 6.25, 6.5, 6.75, 7.0, 7.5],
        8: [11.0, 11.5, 12.0, 12.5, 12.75, 13.0, 13.25, 13.5, 14.0]}
def measure(k, method, output, scale, ebn0_db, max_frames, seed, chunk=50, enough=40):
    """Monte-Carlo in chunks of `chunk` codewords until `enough` frame
    errors or `max_frames` codewords (the usual stopping rule)."""
    total = None
    i = 0
    while total is None or (total["frame_errors"] < enough and total["frames"] < max_frames):
        r = run_point(k, method, output, scale, ebn0_db, chunk, seed + 7919 * i)
        i += 1
        if total is None:
            total = r
        else:
            for key in ("frames", "bit_errors", "frame_errors"):
                total[key] += r[key]
            total["saturation"] = (total["saturation"] * (i - 1) + r["saturation"]) / i
    total["ber"] = total["bit_errors"] / (total["frames"] * 902)
    total["fer"] = total["frame_errors"] / total["frames"]
    return total


CASES = [("exact", "f32", None), ("maxlog", "f32", None), ("approx", "f32", None),
         ("maxlog", "u8", "auto"), ("maxlog", "u8", 8.0), ("maxlog", "u8", 64.0)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=400, help="most codewords per point")
    ap.add_argument("--orders", default="2,4,8")
    ap.add_argument("--seed", type=int, default=int(time.time_ns() % 2**32))
    ap.add_argument("--json")
    ap.add_argument("--plot")
    ap.add_argument("--quick", action="store_true", help="every other Eb/N0, 100 frames")
    ap.add_argument("--merge", nargs="+", metavar="JSON",
                    help="no runs: the rows of these --json files, to --json and --plot")
    a = ap.parse_args()
    if a.merge:
        runs = [json.load(open(p)) for p in a.merge]
        rows = [r for run in runs for r in run["rows"]]
        if a.json:
            with open(a.json, "w") as f:
                json.dump({"seeds": [run["seed"] for run in runs], "code": runs[0]["code"],
                           "frames": runs[0]["frames"], "rows": rows}, f, indent=1)
        if a.plot:
            plot(rows, a.plot)
        return 0
    print(f"cuqam_ldpc_ber: seed {a.seed}; code {os.path.basename(ALIST)}", flush=True)
    frames = 100 if a.quick else a.frames
    rows = []
    for k in (int(x) for x in a.orders.split(",")):
        grid = GRID[k]
        for ebn0 in grid[::2] if a.quick else grid:
            for method, output, scale in CASES:
                r = measure(k, method, output, scale, ebn0, frames, a.seed + 100003 * len(rows))
                rows.append(r)
                print(f"{2**k:4d}-QAM {method:6s} {output} scale {str(scale):5s} Eb/N0 {ebn0:4.1f} dB: "
                      f"BER {r['ber']:.2e} FER {r['fer']:.3f} ({r['frame_errors']}/{r['frames']}) "
                      f"saturated {100 * r['saturation']:.1f} %", flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"seed": a.seed, "code": os.path.basename(ALIST), "frames": frames, "rows": rows}, f, indent=1)
    if a.plot:
        plot(rows, a.plot)


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    orders = sorted({r["k"] for r in rows})
    fig, axes = plt.subplots(2, len(orders), figsize=(5 * len(orders), 8), sharey="row", squeeze=False)
    for col, k in enumerate(orders):
        for method, output, scale in CASES:
            pts = [r for r in rows if r["k"] == k and r["method"] == method and r["output"] == output
                   and r["scale"] == scale]
            label = f"{method} {output}" + (f" scale {scale}" if output == "u8" else "")
            for row, key in ((0, "ber"), (1, "fer")):
                # a point without errors ends its curve (0 is not on a log axis)
                seen = [r for r in pts if r[key] > 0]
                axes[row][col].semilogy([r["ebn0_db"] for r in seen], [r[key] for r in seen],
                                        marker="o", label=label)
        name = {2: "QPSK", 4: "16QAM", 8: "256QAM"}.get(k, f"{2**k}-point")
        axes[0][col].set_title(f"{name}, LDPC n=1800 k=902, BP 50 iterations")
        axes[1][col].set_xlabel("Eb/N0 (dB)")
    axes[0][0].set_ylabel("coded BER")
    axes[1][0].set_ylabel("FER")
    for ax in axes.flat:
        ax.grid(True, which="both", alpha=0.3)
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=90)


if __name__ == "__main__":
    sys.exit(main())
