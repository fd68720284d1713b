#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Monte-Carlo BER of 256QAM in AWGN against Cho and Yoon (docs/design.md, "Reference BER").

The bound is statistical, not tuned: the error count is a sum of independent
per-symbol counts, so by the CLT it lies within Z standard deviations of its
mean, the standard deviation estimated from the per-symbol counts themselves
(bit errors inside one symbol are correlated). Z = 5 fails a correct
implementation about once in 1.7 million runs. The table's own rounding to
three significant digits is added.
"""

import math

import numpy as np
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam

THEORY_256QAM = {10: 7.86e-2, 14: 2.91e-2, 16: 1.24e-2, 18: 3.47e-3, 20: 5.05e-4, 22: 2.63e-5, 24: 2.72e-7}
Z = 5.0


def simulate(ebn0_db, nsym, methods, rng, k=8):
    bits = rng.integers(0, 2, nsym * k).astype(np.uint8)
    esn0 = k * 10 ** (ebn0_db / 10)
    n0 = 1.0 / esn0
    noise = (rng.normal(size=nsym) + 1j * rng.normal(size=nsym)) * math.sqrt(n0 / 2)
    tb = gr.top_block()
    src = blocks.vector_source_b(bits.tolist(), False)
    nsrc = blocks.vector_source_c(noise.astype(np.complex64).tolist(), False)
    mapper = cuqam.mapper_bc(k, "cpu")
    add = blocks.add_cc()
    tb.connect(src, mapper, (add, 0))
    tb.connect(nsrc, (add, 1))
    sinks = {}
    for m in methods:
        dem = cuqam.soft_demapper_cf(k, m, n0, "gnuradio", "cpu")
        sinks[m] = blocks.vector_sink_f()
        tb.connect(add, dem, sinks[m])
    tb.run()
    errs = {}
    for m, snk in sinks.items():
        llr = np.array(snk.data(), dtype=np.float32)
        errs[m] = ((llr > 0).astype(np.uint8) != bits).reshape(nsym, k).sum(axis=1)
    return errs


class qa_ber(gr_unittest.TestCase):
    def test_256qam_ber_matches_theory(self):
        seed = int(np.random.SeedSequence().entropy % (1 << 63))
        print(f"qa_ber seed {seed}")
        rng = np.random.default_rng(seed)
        nsym = 400_000
        for ebn0 in (14, 18, 20):
            p = THEORY_256QAM[ebn0]
            errs = simulate(ebn0, nsym, ("maxlog", "approx", "exact"), rng)
            for method, per_sym in errs.items():
                nbits = per_sym.size * 8
                count = int(per_sym.sum())
                expected = p * nbits
                sigma = math.sqrt(max(per_sym.var(), 1e-12) * per_sym.size)
                bound = Z * sigma + 0.005 * expected  # + table rounding (3 digits)
                print(f"Eb/N0 {ebn0} dB {method}: BER {count / nbits:.3e} theory {p:.3e} "
                      f"({count} errors, expected {expected:.0f} +- {bound:.0f})")
                self.assertLess(abs(count - expected), bound, f"{method} at {ebn0} dB")
            # maxlog and approx make the same hard decisions by construction
            np.testing.assert_array_equal(errs["maxlog"], errs["approx"])


if __name__ == "__main__":
    gr_unittest.run(qa_ber)
