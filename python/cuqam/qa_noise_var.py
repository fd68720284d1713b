#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Noise variance from the receiver: noise_var stream tags apply from their own
item on, exactly; noise_var messages apply from the next call; bad values are
ignored and the previous value stays. Every backend that works here."""

import os
import time

import numpy as np
import pmt
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam


def backends_here():
    """cpu always; cuda where a GPU works (the GPU run checks cuda in C++ too)."""
    out = ["cpu"]
    probe = cuqam.soft_demapper_cb(8, "approx", 0.01, 8.0, "u8", "gnuradio", "auto")
    if probe.backend() == "cuda" or "cuda" in probe.backend_info():
        out.append("cuda")
    return out


def noise_tag(offset, value):
    return gr.tag_utils.python_to_tag((offset, pmt.intern("noise_var"), value, pmt.intern("rx")))


class qa_noise_var(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_noise_var: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)
        self.k = 8
        n = 20000
        self.syms = ((self.rng.integers(-15, 16, n) + 1j * self.rng.integers(-15, 16, n)) / np.sqrt(170)
                     + (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * 0.03)

    def run_demapper(self, syms, backend, n0, tags=(), batch=None, msgs=()):
        dem = cuqam.soft_demapper_cb(self.k, "approx", n0, 8.0, "u8", "gnuradio", backend)
        if batch:
            dem.set_batch_symbols(batch)
        for m in msgs:
            dem.to_basic_block()._post(pmt.intern("noise_var"), m)
        tb = gr.top_block()
        src = blocks.vector_source_c(list(syms), False, 1, list(tags))
        snk = blocks.vector_sink_b()
        tb.connect(src, dem, snk)
        tb.run()
        return np.array(snk.data(), dtype=np.uint8), dem

    def test_tags_apply_from_their_own_item(self):
        n = len(self.syms)
        # random offsets, two tags on neighbouring items, one at item 0 and one at the last item
        offs = sorted(set(self.rng.integers(1, n - 2, 6).tolist()))
        offs = [0] + offs + [offs[2] + 1, n - 1]
        offs = sorted(set(offs))
        values = [float(10 ** self.rng.uniform(-3, 0)) for _ in offs]
        for backend in backends_here():
            for batch in (None, 4096):
                tags = [noise_tag(o, pmt.from_double(v)) for o, v in zip(offs, values)]
                got, dem = self.run_demapper(self.syms, backend, 0.01, tags, batch)
                # expected: each segment demapped alone with its noise variance
                want = np.empty_like(got)
                bounds = offs + [n]
                for i, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:])):
                    seg, _ = self.run_demapper(self.syms[lo:hi], "cpu", values[i])
                    want[self.k * lo:self.k * hi] = seg
                self.assertEqual(len(got), self.k * n)
                diff = np.flatnonzero(got != want)
                self.assertEqual(diff.size, 0, f"{backend} batch={batch}: first differing value {diff[:1]}")
                # the last tag's value stays in force after the run
                self.assertAlmostEqual(dem.noise_var(), values[-1], delta=values[-1] * 1e-6)

    def test_unsigned_integers_are_numbers(self):
        # A uint64 made pmt::to_double throw in the block thread: the flowgraph
        # hung with nothing delivered. Every form of it is a valid N0 now.
        n = len(self.syms)
        at1, _ = self.run_demapper(self.syms, "cpu", 1.0)
        base, _ = self.run_demapper(self.syms, "cpu", 0.01)
        one = pmt.from_uint64(1)
        for f in (one, pmt.cons(pmt.intern("noise_var"), one),
                  pmt.dict_add(pmt.make_dict(), pmt.intern("noise_var"), one)):
            got, dem = self.run_demapper(self.syms, "cpu", 0.01, [noise_tag(10, f)])
            self.assertEqual(len(got), self.k * n)
            np.testing.assert_array_equal(got[:self.k * 10], base[:self.k * 10])
            np.testing.assert_array_equal(got[self.k * 10:], at1[self.k * 10:])
            self.assertEqual(dem.noise_var(), 1.0)
            self.assertEqual(dem.noise_var_rejected(), 0)
            got, dem = self.run_demapper(self.syms, "cpu", 0.01, msgs=[f])
            self.assertEqual(len(got), self.k * n)
            self.assertEqual(dem.noise_var(), 1.0)

    def test_rejected_values_are_counted_per_run(self):
        dem = cuqam.soft_demapper_cb(self.k, "approx", 0.01, 8.0, "u8", "gnuradio", "cpu")
        bad = pmt.from_double(-1.0)
        for nbad in (3, 1):
            tags = [noise_tag(i * 100, bad) for i in range(nbad)]
            tb = gr.top_block()
            tb.connect(blocks.vector_source_c(self.syms.tolist(), False, 1, tags), dem, blocks.null_sink(1))
            tb.run()
            self.assertEqual(dem.noise_var_rejected(), nbad)  # not 4: the count starts again each run

    def test_tag_forms_and_bad_values(self):
        n = len(self.syms)
        base, _ = self.run_demapper(self.syms, "cpu", 0.01)
        at05, _ = self.run_demapper(self.syms, "cpu", 0.05)
        half = n // 2
        forms = [pmt.from_double(0.05), pmt.from_float(0.05),
                 pmt.cons(pmt.intern("noise_var"), pmt.from_double(0.05)),
                 pmt.dict_add(pmt.make_dict(), pmt.intern("noise_var"), pmt.from_double(0.05))]
        for f in forms:
            got, _ = self.run_demapper(self.syms, "cpu", 0.01, [noise_tag(half, f)])
            np.testing.assert_array_equal(got[:self.k * half], base[:self.k * half])
            np.testing.assert_array_equal(got[self.k * half:], at05[self.k * half:])
        # bad values: ignored, the previous value stays, nothing is lost
        for bad in [pmt.from_double(-1.0), pmt.from_double(0.0), pmt.from_double(float("nan")),
                    pmt.from_double(float("inf")), pmt.intern("loud"), pmt.PMT_NIL]:
            got, dem = self.run_demapper(self.syms, "cpu", 0.01, [noise_tag(half, bad)])
            np.testing.assert_array_equal(got, base)
            self.assertAlmostEqual(dem.noise_var(), 0.01, places=9)

    def test_message_applies_from_the_next_call(self):
        base, _ = self.run_demapper(self.syms, "cpu", 0.01)
        at05, _ = self.run_demapper(self.syms, "cpu", 0.05)
        for backend in backends_here():
            for msg in (pmt.from_double(0.05), pmt.cons(pmt.intern("noise_var"), pmt.from_double(0.05))):
                # queued before the first call: every item sees it
                got, dem = self.run_demapper(self.syms, backend, 0.01, msgs=[msg])
                np.testing.assert_array_equal(got, at05)
                self.assertAlmostEqual(dem.noise_var(), 0.05, places=7)
            got, dem = self.run_demapper(self.syms, backend, 0.01, msgs=[pmt.from_double(-3.0)])
            np.testing.assert_array_equal(got, base)
            self.assertAlmostEqual(dem.noise_var(), 0.01, places=9)

    def test_message_mid_stream_switches_once_on_a_call_boundary(self):
        # A repeated symbol: each output symbol is the old or the new pattern,
        # the switch happens exactly once, and the value is the message's.
        k = self.k
        sym = complex(0.11, -0.07)
        n = 2_000_000
        dem = cuqam.soft_demapper_cb(k, "approx", 0.5, 8.0, "u8", "gnuradio", "cpu")
        tb = gr.top_block()
        src = blocks.vector_source_c([sym] * 4096, True)
        head = blocks.head(gr.sizeof_gr_complex, n)
        snk = blocks.vector_sink_b(k, n)
        tb.connect(src, head, dem, blocks.stream_to_vector(1, k), snk)
        tb.start()
        import time
        deadline = time.time() + 30
        while dem.nitems_written(0) < k * 10000 and time.time() < deadline:
            time.sleep(0.001)
        dem.to_basic_block()._post(pmt.intern("noise_var"), pmt.from_double(0.05))
        tb.wait()
        out = np.array(snk.data(), dtype=np.uint8).reshape(-1, k)
        self.assertEqual(out.shape[0], n)
        first, last = out[0], out[-1]
        self.assertFalse(np.array_equal(first, last))
        is_first = np.all(out == first, axis=1)
        is_last = np.all(out == last, axis=1)
        self.assertTrue(np.all(is_first | is_last))
        switch = np.argmax(is_last)
        self.assertTrue(np.all(is_first[:switch]) and np.all(is_last[switch:]))
        self.assertAlmostEqual(dem.noise_var(), 0.05, places=7)


if __name__ == "__main__":
    gr_unittest.run(qa_noise_var)
