#!/usr/bin/python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""gr-cuqam loopback demo.

Random bits -> QAM mapper -> AWGN at a chosen Eb/N0 -> QAM soft demapper ->
hard decisions, all in one GNU Radio flowgraph. Prints the bit error rate
against theory, the demapper's throughput and the backend that ran it.
"""

import argparse
import math
import sys
import time

from gnuradio import analog, blocks, digital, gr

from gnuradio import cuqam

# Cho and Yoon (2002), Gray 256QAM in AWGN, exact.
BER_256QAM = {10: 7.86e-2, 14: 2.91e-2, 16: 1.24e-2, 18: 3.47e-3, 20: 5.05e-4, 22: 2.63e-5, 24: 2.72e-7}
NAMES = {2: "QPSK", 4: "16QAM", 6: "64QAM", 8: "256QAM", 10: "1024QAM"}


def ber_theory(k, ebn0_db):
    """Gray square M-QAM: the exact table for 256QAM, else the usual approximation."""
    if k == 8 and ebn0_db in BER_256QAM:
        return BER_256QAM[ebn0_db], "Cho & Yoon exact"
    m = 2 ** k
    ebn0 = 10 ** (ebn0_db / 10)
    q = 0.5 * math.erfc(math.sqrt(3 * k * ebn0 / (m - 1)) / math.sqrt(2))
    return (4 / k) * (1 - 1 / math.sqrt(m)) * q, "approximation"


def loopback(k, ebn0_db, nsym, method, backend):
    n0 = 1.0 / (k * 10 ** (ebn0_db / 10))  # Es = 1
    tb = gr.top_block()
    src = analog.random_uniform_source_b(0, 2, 12345)
    head = blocks.head(gr.sizeof_char, nsym * k)
    mapper = cuqam.mapper_bc(k, backend)
    noise = analog.noise_source_c(analog.GR_GAUSSIAN, math.sqrt(n0), 4242)
    add = blocks.add_cc()
    dem = cuqam.soft_demapper_cf(k, method, n0, "gnuradio", backend)
    slicer = digital.binary_slicer_fb()  # positive LLR means 1
    delay_free_xor = blocks.xor_bb()
    to_f = blocks.char_to_float()
    count = blocks.integrate_ff(k * 1024)
    snk = blocks.vector_sink_f()
    tb.connect(src, head, mapper, (add, 0))
    tb.connect(noise, (add, 1))
    tb.connect(add, dem, slicer, (delay_free_xor, 0))
    tb.connect(head, (delay_free_xor, 1))
    tb.connect(delay_free_xor, to_f, count, snk)
    t0 = time.perf_counter()
    tb.run()
    elapsed = time.perf_counter() - t0
    errors = int(round(sum(snk.data())))
    nbits = len(snk.data()) * k * 1024
    return errors, nbits, elapsed, dem


def demapper_rate(k, method, backend, nsym):
    """The demapper alone: null source -> head -> demapper (u8) -> null sink."""
    tb = gr.top_block()
    src = blocks.null_source(gr.sizeof_gr_complex)
    head = blocks.head(gr.sizeof_gr_complex, nsym)
    dem = cuqam.soft_demapper_cb(k, method, 0.01, 8.0, "u8", "gnuradio", backend)
    tb.connect(src, head, dem, blocks.null_sink(1))
    t0 = time.perf_counter()
    tb.run()
    return nsym / (time.perf_counter() - t0)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bits", type=int, default=8, choices=sorted(NAMES), help="bits per symbol (default 8: 256QAM)")
    p.add_argument("--ebn0", type=float, default=18.0, help="Eb/N0 in dB (default 18)")
    p.add_argument("--symbols", type=int, default=2_000_000, help="symbols to send (default 2e6)")
    p.add_argument("--method", default="maxlog", choices=("maxlog", "approx", "exact"))
    p.add_argument("--backend", default="auto", choices=("auto", "cuda", "cpu"))
    a = p.parse_args()
    k = a.bits
    # The demapper takes N0 = 1 / (k Eb/N0) down to 1e-12: Eb/N0 up to 120 dB less 10 log10(k).
    top = 120 - 10 * math.log10(k)
    if not -20 <= a.ebn0 <= top:
        p.error(f"--ebn0 {a.ebn0:g}: Eb/N0 must be a number from -20 to {top:.1f} dB for {NAMES[k]} "
                f"(N0 = 1 / (bits * Eb/N0) must stay at least 1e-12)")
    if a.symbols < 1:
        p.error(f"--symbols {a.symbols}: at least 1")
    gr.logging().set_default_level(gr.log_levels.warn)

    nsym = max(1024, a.symbols // 1024 * 1024)
    print(f"gr-cuqam loopback demo: {NAMES[k]}, Eb/N0 {a.ebn0:g} dB (Es/N0 {a.ebn0 + 10 * math.log10(k):.2f} dB), "
          f"{nsym} symbols, method {a.method}, backend requested {a.backend}")
    errors, nbits, elapsed, dem = loopback(k, a.ebn0, nsym, a.method, a.backend)
    ber = errors / nbits
    theory, how = ber_theory(k, round(a.ebn0) if float(a.ebn0).is_integer() else a.ebn0)
    # 95 % interval of the measured BER (normal approximation, or 3/n if no errors)
    half = 1.96 * math.sqrt(max(errors, 1)) / nbits
    print(f"backend used : {dem.backend()} ({dem.backend_info()})")
    print(f"bits         : {nbits} sent, {errors} in error")
    print(f"BER          : {ber:.3e} (95 % interval +-{half:.1e}); theory {theory:.3e} ({how}); "
          f"ratio {ber / theory:.3f}" if theory > 0 else f"BER {ber:.3e}")
    print(f"loopback     : {nsym / elapsed / 1e6:.2f} Msym/s through the whole flowgraph "
          f"(random source, mapper, noise, demapper, slicer, counter)")
    rate = demapper_rate(k, a.method, a.backend, max(nsym, 4_000_000))
    print(f"demapper     : {rate / 1e6:.1f} Msym/s alone (null source -> demapper u8 -> null sink), "
          f"{rate * k / 1e6:.0f} Msoftbit/s")
    ok = theory == 0 or abs(errors - theory * nbits) < 5 * math.sqrt(max(theory * nbits, 1)) + 0.01 * theory * nbits
    print("result       : " + ("BER agrees with theory" if ok else "BER DOES NOT agree with theory"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
