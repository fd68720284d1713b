#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""LLR scaling of the byte demapper: the automatic scale (the default), its
llr_scale tags, the saturation count, and what a decoder reads back."""

import math
import os
import time

import numpy as np
import pmt
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam


def qam(rng, k, n, n0):
    m = k // 2
    a = math.sqrt(3 / (2 * ((1 << k) - 1)))
    lv = lambda: (2 * rng.integers(0, 1 << m, n) - ((1 << m) - 1)) * a
    return lv() + 1j * lv() + (rng.normal(size=n) + 1j * rng.normal(size=n)) * math.sqrt(n0 / 2)


def auto_scale(k, n0):
    """127 / max(32, 8 d_min^2 / N0), d_min = 2a for square QAM."""
    dmin2 = 4 * 3 / (2 * ((1 << k) - 1))
    return 127 / max(32.0, 8 * dmin2 / n0)


def run(dem, y, tags=()):
    tb = gr.top_block()
    snk = blocks.vector_sink_b()
    tb.connect(blocks.vector_source_c(list(y), False, 1, list(tags)), dem, snk)
    tb.run()
    return np.array(snk.data(), dtype=np.uint8), snk.tags()


class qa_llr_scale(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_llr_scale: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def test_automatic_by_default_and_what_it_keeps(self):
        # The float LLR, read back from the bytes, is kept to half a step
        # wherever |L| is below the clip; beyond it the byte saturates with
        # the right sign. The count of saturated bytes is the getter's.
        for k in (2, 4, 6, 8, 10):
            for esn0 in (5.0, 12.0, 20.0, 30.0):
                n0 = 10 ** (-esn0 / 10)
                y = qam(self.rng, k, 4000, n0)
                dem = cuqam.soft_demapper_cb(k, "maxlog", n0, backend="cpu")
                self.assertEqual(dem.scale(), 0.0)
                q, tags = run(dem, y)
                sc = dem.llr_scale()
                self.assertAlmostEqual(sc, auto_scale(k, np.float32(n0)), delta=1e-5 * sc)
                f = cuqam.soft_demapper_cf(k, "maxlog", n0, backend="cpu")
                tb = gr.top_block()
                fs = blocks.vector_sink_f()
                tb.connect(blocks.vector_source_c(list(y)), f, fs)
                tb.run()
                L = np.array(fs.data())
                back = (q.astype(float) - 128) / sc
                clip = 127 / sc
                inside = np.abs(L) < clip - 1 / sc
                what = f"k={k} Es/N0 {esn0} dB"
                self.assertLessEqual(np.abs(back - L)[inside].max(initial=0), 0.5 / sc + 1e-5 * clip, what)
                sat = (q == 0) | (q == 255)
                self.assertTrue(np.all(np.abs(L[sat]) >= clip - 1 / sc), what)  # only beyond the clip
                self.assertGreaterEqual(clip, 32 - 1e-3, what)
                self.assertAlmostEqual(dem.saturation(), sat.mean(), places=12, msg=what)
                self.assertEqual([(t.offset, pmt.to_double(t.value)) for t in tags
                                  if pmt.symbol_to_string(t.key) == "llr_scale"], [(0, sc)], what)

    def test_tags_follow_n0_changes(self):
        # An N0 tag changes the automatic scale from its own symbol on: a new
        # llr_scale tag on that symbol's first soft bit. A fixed scale: one tag.
        k, n = 4, 6000
        y = qam(self.rng, k, n, 0.01)
        n0s = {0: 0.01, 1500: 0.002, 3001: 0.3}
        tags = [gr.tag_utils.python_to_tag((o, pmt.intern("noise_var"), pmt.from_double(v), pmt.intern("rx")))
                for o, v in n0s.items()]
        _, out = run(cuqam.soft_demapper_cb(k, "maxlog", 0.01, backend="cpu"), y, tags)
        got = [(t.offset, pmt.to_double(t.value)) for t in out if pmt.symbol_to_string(t.key) == "llr_scale"]
        want = [(k * o, auto_scale(k, np.float32(v))) for o, v in n0s.items()]
        self.assertEqual([o for o, _ in got], [o for o, _ in want])
        for (_, g), (_, w) in zip(got, want):
            self.assertAlmostEqual(g, w, delta=1e-5 * w)
        _, out = run(cuqam.soft_demapper_cb(k, "maxlog", 0.01, 5.0, backend="cpu"), y, tags)
        got = [(t.offset, pmt.to_double(t.value)) for t in out if pmt.symbol_to_string(t.key) == "llr_scale"]
        self.assertEqual(got, [(0, 5.0)])

    def test_fixed_scale_saturation_as_documented(self):
        # The figures: scale 8 at Es/N0 20 dB saturates nearly every
        # QPSK and 16QAM soft bit; the automatic scale none of them.
        for k, lo in ((2, 0.99), (4, 0.99)):
            y = qam(self.rng, k, 20000, 0.01)
            fixed = cuqam.soft_demapper_cb(k, "maxlog", 0.01, 8.0, backend="cpu")
            run(fixed, y)
            self.assertGreater(fixed.saturation(), lo)
            auto = cuqam.soft_demapper_cb(k, "maxlog", 0.01, backend="cpu")
            run(auto, y)
            self.assertLess(auto.saturation(), 0.001)


if __name__ == "__main__":
    gr_unittest.run(qa_llr_scale)
