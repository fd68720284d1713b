#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Mapper to demapper round trips inside GNU Radio flowgraphs, every order."""

import os
import time

import numpy as np
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam

ORDERS = (2, 4, 6, 8, 10)


def run_chain(bits, k, demapper):
    tb = gr.top_block()
    src = blocks.vector_source_b(bits.tolist(), False)
    mapper = cuqam.mapper_bc(k, "cpu")
    snk_sym = blocks.vector_sink_c()
    snk = blocks.vector_sink_f() if isinstance(demapper, cuqam.soft_demapper_cf) else blocks.vector_sink_b()
    tb.connect(src, mapper, demapper, snk)
    tb.connect(mapper, snk_sym)
    tb.run()
    return np.array(snk_sym.data()), np.array(snk.data())


class qa_mapper(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_mapper: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def test_round_trip_every_order_float(self):
        for k in ORDERS:
            for method in ("maxlog", "approx", "exact"):
                # every point at least once, then random ones
                pts = np.concatenate([np.arange(1 << k), self.rng.integers(0, 1 << k, 3000)])
                bits = ((pts[:, None] >> np.arange(k)) & 1).astype(np.uint8).ravel()
                dem = cuqam.soft_demapper_cf(k, method, 0.01, "gnuradio", "cpu")
                syms, llr = run_chain(bits, k, dem)
                self.assertEqual(len(syms), len(pts))
                self.assertAlmostEqual(np.mean(np.abs(syms[: 1 << k]) ** 2), 1.0, places=5)
                self.assertEqual(len(llr), len(bits))
                np.testing.assert_array_equal((llr > 0).astype(np.uint8), bits,
                                              err_msg=f"k={k} {method}")

    def test_round_trip_every_order_bytes(self):
        for k in ORDERS:
            for fmt in ("u8", "s8"):
                bits = self.rng.integers(0, 2, k * 5000).astype(np.uint8)
                dem = cuqam.soft_demapper_cb(k, "maxlog", 0.01, 8.0, fmt, "gnuradio", "cpu")
                _, soft = run_chain(bits, k, dem)
                soft = soft.astype(np.uint8).astype(np.int32)
                decided = (soft > 128) if fmt == "u8" else ((soft.astype(np.int8)) > 0)
                np.testing.assert_array_equal(decided.astype(np.uint8), bits, err_msg=f"k={k} {fmt}")

    def test_3gpp_sign_is_the_opposite(self):
        bits = self.rng.integers(0, 2, 8 * 2000).astype(np.uint8)
        _, llr = run_chain(bits, 8, cuqam.soft_demapper_cf(8, "maxlog", 0.01, "3gpp", "cpu"))
        np.testing.assert_array_equal((llr < 0).astype(np.uint8), bits)

    def test_tags_through_the_mapper(self):
        # A tag on any bit of a symbol lands on that symbol: b // k (GNU
        # Radio's default would round, moving late bits' tags to the next one).
        import pmt
        k = 6
        bits = self.rng.integers(0, 2, k * 1000).astype(np.uint8)
        offsets = [0, 5, 6, 599, 3001, k * 1000 - 1]
        tags = [gr.tag_utils.python_to_tag((o, pmt.intern("t"), pmt.from_long(o), pmt.intern("s"))) for o in offsets]
        tb = gr.top_block()
        snk = blocks.vector_sink_c()
        tb.connect(blocks.vector_source_b(bits.tolist(), False, 1, tags), cuqam.mapper_bc(k, "cpu"), snk)
        tb.run()
        got = sorted((t.offset, pmt.to_long(t.value)) for t in snk.tags())
        self.assertEqual(got, [(o // k, o) for o in offsets])

    def test_bad_parameters(self):
        with self.assertRaises(ValueError):
            cuqam.mapper_bc(7)
        with self.assertRaises(ValueError):
            cuqam.mapper_bc(8, "gpu-please")


if __name__ == "__main__":
    gr_unittest.run(qa_mapper)
