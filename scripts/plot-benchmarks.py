#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plots from the benchmarks' JSON (Debian: apt install python3-matplotlib).

  scripts/plot-benchmarks.py --flowgraph FLOWGRAPH.json [--gpu BENCH_GPU.json] --out docs/plots

FLOWGRAPH.json comes from `cuqam_bench_flowgraph --json`, BENCH_GPU.json from
`cuqam_bench_gpu --json`. Writes:
  ber_vs_ebn0.png            BER against Eb/N0 for every order, with theory
  latency_vs_rate.png        the demapper's p50/p99 latency against the paced rate
  throughput_flowgraph.png   flowgraph throughput against GNU Radio's null chain
  gpu_chunk_streams.png      host-to-host GPU throughput against chunk size and streams
"""
import argparse
import json
import os
import re

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--flowgraph", action="append", default=[], help="cuqam_bench_flowgraph JSON (repeatable)")
ap.add_argument("--gpu", help="cuqam_bench_gpu JSON")
ap.add_argument("--out", default="docs/plots")
ap.add_argument("--label", action="append", default=[], help="machine label per --flowgraph")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
runs = [(json.load(open(f)), (a.label[i] if i < len(a.label) else os.path.basename(f)))
        for i, f in enumerate(a.flowgraph)]

# BER: from the first run that has it
ber = next((r["ber"] for r, _ in runs if r.get("ber")), [])
if ber:
    fig, ax = plt.subplots(figsize=(7, 5))
    for k in sorted({p["k"] for p in ber}):
        pts = [p for p in ber if p["k"] == k]
        x = [p["ebn0_db"] for p in pts]
        line, = ax.semilogy(x, [p["theory"] for p in pts], "-", label=f"{2 ** k}-QAM theory")
        ax.semilogy(x, [max(p["ber"], 1e-9) for p in pts], "o", color=line.get_color(), label=f"{2 ** k}-QAM measured")
    ax.set_xlabel("Eb/N0 (dB)")
    ax.set_ylabel("bit error rate (hard decisions)")
    ax.set_title("gr-cuqam: BER against Eb/N0, Gray QAM in AWGN")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "ber_vs_ebn0.png"), dpi=110)

# latency against rate, every run
if any(r.get("latency") for r, _ in runs):
    fig, ax = plt.subplots(figsize=(7, 5))
    for r, label in runs:
        groups = {}
        for p in r.get("latency", []):
            name = p["backend"] + (f", batch {p['batch']}" if p["backend"] == "cuda" else "")
            groups.setdefault(name, []).append(p)
        for name, pts in groups.items():
            x = [p["rate"] / 1e6 for p in pts]
            line, = ax.loglog(x, [p["p99_ms"] for p in pts], "o-", label=f"{label}: {name} p99")
            ax.loglog(x, [p["p50_ms"] for p in pts], "s--", color=line.get_color(), label=f"{label}: {name} p50")
    ax.axhline(2.0, color="grey", lw=0.8, ls=":")
    ax.set_xlabel("paced rate (Msym/s)")
    ax.set_ylabel("latency added by the demapper (ms)")
    ax.set_title("gr-cuqam: latency against rate (256QAM u8)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "latency_vs_rate.png"), dpi=110)

# flowgraph throughput, every run
if any(r.get("throughput") for r, _ in runs):
    fig, ax = plt.subplots(figsize=(8, 5))
    labels, values = [], []
    for r, label in runs:
        for p in r.get("throughput", []):
            labels.append(f"{label}\n{p['what']} ({p['backend']})")
            values.append(p["msym_s"])
    ax.barh(range(len(values)), values)
    ax.set_yticks(range(len(values)))
    ax.set_yticklabels(labels, fontsize=6)
    ax.set_xscale("log")
    ax.set_xlabel("Msym/s (null chain: Msamples/s)")
    ax.set_title("gr-cuqam: 256QAM inside GNU Radio")
    ax.grid(True, axis="x", which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "throughput_flowgraph.png"), dpi=110)

# GPU: host-to-host throughput against chunk size and stream count
if a.gpu:
    rows = json.load(open(a.gpu))
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.5), sharey=True)
    for ax, group in zip(axes, ("pinned", "pageable")):
        series = {}
        for p in rows:
            m = re.match(r"(\w+) streams=(\d+) chunk=(\d+)", p["name"])
            if p["group"] == group and m and m.group(1) == "approx":
                series.setdefault(int(m.group(2)), []).append((int(m.group(3)), p["value"]))
        for s, pts in sorted(series.items()):
            pts.sort()
            ax.semilogx([c / 1024 for c, _ in pts], [v for _, v in pts], "o-", base=2, label=f"{s} stream(s)")
        ax.set_title(f"{group} host memory, 256QAM approx u8")
        ax.set_xlabel("chunk (Ki symbols)")
        ax.grid(True, alpha=0.3)
        ax.legend()
    axes[0].set_ylabel("Gsym/s host to host")
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "gpu_chunk_streams.png"), dpi=110)
print("plots in", a.out)
