#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Per-symbol noise variance: the demappers' second input (noise_input='stream')."""

import math
import os
import time

import numpy as np
import pmt
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam


def run(dem, syms, n0=None, msgs=()):
    """The block's output for these symbols (and N0 stream), all items."""
    tb = gr.top_block()
    src = blocks.vector_source_c(list(syms))
    snk = blocks.vector_sink_f() if isinstance(dem, cuqam.soft_demapper_cf) else blocks.vector_sink_b()
    tb.connect(src, (dem, 0))
    if n0 is not None:
        tb.connect(blocks.vector_source_f([float(v) for v in n0]), (dem, 1))
    tb.connect(dem, snk)
    for m in msgs:
        dem._post(pmt.intern("noise_var"), m)
    tb.run()
    return np.array(snk.data())


class qa_noise_input(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_noise_input: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def symbols(self, n, spread=1.0):
        return (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * spread

    def test_qpsk_against_the_formula(self):
        # 3GPP QPSK: L(b0) = -2 sqrt(2) I / N0, L(b1) = -2 sqrt(2) Q / N0 (exact
        # and max-log agree), each symbol with its own N0.
        n = 4001
        y = self.symbols(n, 0.8)
        n0 = 10 ** self.rng.uniform(-3, 1, n)
        for method in ("maxlog", "exact", "approx"):
            got = run(cuqam.soft_demapper_cf(2, method, 0.5, "gnuradio", "cpu", noise_input="stream"),
                      y, n0).reshape(n, 2)
            n0f = n0.astype(np.float32).astype(np.float64)[:, None]
            want = np.stack([-2 * math.sqrt(2) * y.real, -2 * math.sqrt(2) * y.imag], 1) / n0f
            # float rounding near a decision boundary is absolute, in units of 1/N0
            err = np.abs(got - want) - (2e-5 * np.abs(want) + 1e-6 / n0f)
            self.assertLessEqual(err.max(), 0, f"{method}: worst symbol {np.argmax(err.max(1))}")

    def test_each_symbol_as_with_its_n0_as_parameter(self):
        n, pool = 3000, [0.003, 0.02, 0.1, 0.7]
        y = self.symbols(n, 0.7)
        which = self.rng.integers(0, len(pool), n)
        n0 = np.array(pool, dtype=np.float32)[which]
        for k, method in ((4, "maxlog"), (8, "exact"), (6, "approx")):
            for make in (lambda v, s="parameter": cuqam.soft_demapper_cf(k, method, v, "gnuradio", "cpu",
                                                                         noise_input=s),
                         lambda v, s="parameter": cuqam.soft_demapper_cb(k, method, v, 6.0, "s8", "gnuradio",
                                                                         "cpu", noise_input=s)):
                got = run(make(0.5, "stream"), y, n0).reshape(n, k)
                want = np.zeros_like(got)
                for i, v in enumerate(pool):
                    ref = run(make(float(np.float32(v))), y).reshape(n, k)
                    want[which == i] = ref[which == i]
                if method == "exact":  # the SIMD kernels and their scalar tail differ within
                    # the documented tolerance, and the calls split differently here
                    np.testing.assert_allclose(got.astype(float), want.astype(float), rtol=1e-4, atol=1.0,
                                               err_msg=f"k={k} {method}")
                else:
                    np.testing.assert_array_equal(got, want, err_msg=f"k={k} {method}")

    def test_bad_values_erase_their_symbol_and_never_stop(self):
        n = 1000
        y = self.symbols(n, 0.7)
        n0 = np.full(n, 0.05, dtype=np.float32)
        bad = {3: np.nan, 10: -1.0, 11: np.inf, 12: -np.inf, 500: np.nan, n - 1: -0.5}
        for i, v in bad.items():
            n0[i] = v
        n0[20] = 0.0  # counts as 1e-12: every bit saturates
        dem = cuqam.soft_demapper_cb(4, "maxlog", 0.05, 8.0, "u8", "gnuradio", "cpu", noise_input="stream")
        got = run(dem, y, n0).reshape(n, 4)
        self.assertEqual(len(got), n)
        for i in bad:
            np.testing.assert_array_equal(got[i], [128] * 4, err_msg=f"symbol {i} not erased")
        self.assertTrue(set(got[20].tolist()) <= {0, 255}, got[20])
        ok = [i for i in range(n) if i not in bad and i != 20]
        ref = run(cuqam.soft_demapper_cb(4, "maxlog", 0.05, 8.0, "u8", "gnuradio", "cpu"), y).reshape(n, 4)
        np.testing.assert_array_equal(got[ok], ref[ok])

    def test_messages_and_tags_play_no_part(self):
        n = 2000
        y = self.symbols(n, 0.7)
        n0 = np.full(n, 0.05, dtype=np.float32)
        dem = cuqam.soft_demapper_cf(4, "maxlog", 0.05, "gnuradio", "cpu", noise_input="stream")
        got = run(dem, y, n0, msgs=[pmt.from_double(3.0)])
        ref = run(cuqam.soft_demapper_cf(4, "maxlog", 0.05, "gnuradio", "cpu"), y)
        np.testing.assert_array_equal(got, ref)
        self.assertEqual(dem.noise_var_rejected(), 1)
        self.assertEqual(dem.noise_input(), "stream")

    def test_parameter_checks(self):
        with self.assertRaises(ValueError):
            cuqam.soft_demapper_cf(4, "maxlog", 0.05, "gnuradio", "cpu", noise_input="streams")
        dem = cuqam.soft_demapper_cb(4, "maxlog", 0.05, 8.0, "u8", "gnuradio", "cpu", noise_input="stream")
        self.assertEqual(dem.input_signature().max_streams(), 2)
        self.assertEqual(dem.input_signature().sizeof_stream_item(1), 4)
        dflt = cuqam.soft_demapper_cf(4)
        self.assertEqual((dflt.noise_input(), dflt.input_signature().max_streams()), ("parameter", 1))


if __name__ == "__main__":
    gr_unittest.run(qa_noise_input)
