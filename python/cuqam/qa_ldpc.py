#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Soft bits decoded by GNU Radio's LDPC decoder (the chain of
apps/cuqam_ldpc_ber.py): error-free above the waterfall the curves in
docs/ldpc_ber.png show, for float LLRs and for u8 soft bits with the
automatic scale; flipping the LLRs' sign makes every frame fail."""

import os
import pathlib
import sys
import time
import unittest

from gnuradio import gr_unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "apps"))
import cuqam_ldpc_ber as chain  # noqa: E402

FRAMES = 200  # codewords of 902 bits per point


class qa_ldpc(gr_unittest.TestCase):
    def setUp(self):
        self.seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_ldpc: seed {self.seed} (set CUQAM_TEST_SEED to repeat)")
        if not os.path.exists(chain.ALIST):
            raise unittest.SkipTest(f"{chain.ALIST} not installed (GNU Radio's gr-fec data)")

    def test_error_free_above_the_waterfall(self):
        # the curves reach FER 0 in 400 frames by 4.5 dB (QPSK), 7.0 (16QAM), 13.25 (256QAM)
        for k, ebn0 in ((2, 5.0), (4, 7.5)):
            for method, output, scale in (("exact", "f32", None), ("maxlog", "f32", None),
                                          ("maxlog", "u8", "auto")):
                r = chain.run_point(k, method, output, scale, ebn0, FRAMES, self.seed)
                what = f"{2**k}-QAM {method} {output} at {ebn0} dB: {r['frame_errors']}/{r['frames']} frames"
                print(what)
                self.assertGreaterEqual(r["frames"], FRAMES - 1, what)
                self.assertEqual(r["bit_errors"], 0, what)

    def test_a_sign_flip_fails(self):
        for output, scale in (("f32", None), ("u8", "auto")):
            r = chain.run_point(2, "maxlog", output, scale, 5.0, 50, self.seed, flip=True)
            self.assertEqual(r["frame_errors"], r["frames"], f"{output}: flipped LLRs decoded")
            self.assertGreater(r["ber"], 0.4)


if __name__ == "__main__":
    gr_unittest.run(qa_ldpc)
