#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""SNR from gr-digital's estimators, in their own unit (Es/N0 in dB): the
demappers' snr message port (probe_mpsk_snr_est_c) and snr stream tags
(mpsk_snr_est_cc), turned into N0 for the constellation's energy; keyed and
ambiguous forms on either port."""

import os
import time

import numpy as np
import pmt
from gnuradio import blocks, digital, gr, gr_unittest

from gnuradio import cuqam


class qa_snr_input(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_snr_input: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def qpsk(self, n, n0):
        x = (self.rng.integers(0, 2, n) * 2 - 1 + 1j * (self.rng.integers(0, 2, n) * 2 - 1)) / np.sqrt(2)
        return x + (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * np.sqrt(n0 / 2)

    def test_probe_messages_on_the_snr_port(self):
        # The probe posts a bare double (dB) on its snr port every 10000 samples.
        n0 = 0.05
        y = self.qpsk(200000, n0)
        tb = gr.top_block()
        src = blocks.vector_source_c(y.tolist())
        probe = digital.probe_mpsk_snr_est_c(digital.SNR_EST_M2M4, 10000, 0.001)
        dem = cuqam.soft_demapper_cf(2, "maxlog", 1.0, "gnuradio", "cpu")
        tb.connect(src, probe)
        tb.connect(src, dem, blocks.null_sink(gr.sizeof_float))
        tb.msg_connect(probe, "snr", dem, "snr")
        tb.run()
        # applied as N0 = 10^(-snr/10): near the true 0.05 (13 dB), not 13
        self.assertAlmostEqual(dem.noise_var(), n0, delta=0.15 * n0)
        self.assertAlmostEqual(10 ** (-probe.snr() / 10), dem.noise_var(), delta=0.15 * n0)
        self.assertEqual(dem.noise_var_rejected(), 0)

    def test_estimator_tags_apply_from_their_item(self):
        # mpsk_snr_est_cc tags key snr (dB) every 10000 samples; each applies
        # from its own item: the output equals a demapper with that N0 there.
        n0 = 0.02
        y = self.qpsk(50000, n0)
        tb = gr.top_block()
        src = blocks.vector_source_c(y.tolist())
        est = digital.mpsk_snr_est_cc(digital.SNR_EST_M2M4, 10000, 0.001)
        tagged = blocks.vector_sink_c()
        tb.connect(src, est, tagged)
        tb.run()
        tags = [t for t in tagged.tags() if pmt.symbol_to_string(t.key) == "snr"]
        self.assertGreater(len(tags), 2)
        tb = gr.top_block()
        src = blocks.vector_source_c(y.tolist(), False, 1, list(tags))
        dem = cuqam.soft_demapper_cf(2, "maxlog", 1.0, "gnuradio", "cpu")
        snk = blocks.vector_sink_f()
        tb.connect(src, dem, snk)
        tb.run()
        got = np.array(snk.data()).reshape(-1, 2)
        want = np.stack([-2 * np.sqrt(2) * y.real, -2 * np.sqrt(2) * y.imag], 1)  # times 1/N0
        n0_at = np.full(len(y), 1.0)
        for t in sorted(tags, key=lambda t: t.offset):
            n0_at[t.offset:] = np.float32(10 ** (-pmt.to_double(t.value) / 10))
        np.testing.assert_allclose(got, want / n0_at[:, None], rtol=2e-5, atol=1e-4)
        self.assertAlmostEqual(dem.noise_var(), n0_at[-1], delta=1e-6)

    def test_energy_of_explicit_points(self):
        # QPSK at amplitude 3 (Es = 9): 10 dB means N0 = 0.9
        pts = [3 * complex(i, q) / np.sqrt(2) for i, q in ((1, 1), (1, -1), (-1, 1), (-1, -1))]
        dem = cuqam.soft_demapper_cf(2, "maxlog", 1.0, "gnuradio", "cpu", constellation=pts)
        dem.to_basic_block()._post(pmt.intern("snr"), pmt.from_double(10.0))
        tb = gr.top_block()
        tb.connect(blocks.vector_source_c([0j] * 100), dem, blocks.null_sink(gr.sizeof_float))
        tb.run()
        self.assertAlmostEqual(dem.noise_var(), 0.9, places=6)

    def test_keyed_forms_and_refusals(self):
        cases = [  # (port, message, N0 expected or None: refused, previous kept)
            ("noise_var", pmt.cons(pmt.intern("snr"), pmt.from_double(20.0)), 0.01),
            ("snr", pmt.cons(pmt.intern("noise_var"), pmt.from_double(0.25)), 0.25),
            ("snr", pmt.from_long(3), 10 ** -0.3),
            ("noise_var", pmt.dict_add(pmt.make_dict(), pmt.intern("snr"), pmt.from_double(0.0)), 1.0),
            ("snr", pmt.from_double(float("nan")), None),
            ("snr", pmt.from_double(200.0), None),  # N0 1e-20: below 1e-12
            ("snr", pmt.intern("13 dB"), None),
            ("noise_var", pmt.dict_add(pmt.dict_add(pmt.make_dict(), pmt.intern("snr"), pmt.from_double(3.0)),
                                       pmt.intern("noise_var"), pmt.from_double(0.5)), None),
        ]
        for port, msg, want in cases:
            dem = cuqam.soft_demapper_cb(4, "maxlog", 0.123, 8.0, "u8", "gnuradio", "cpu")
            dem.to_basic_block()._post(pmt.intern(port), msg)
            tb = gr.top_block()
            tb.connect(blocks.vector_source_c([0j] * 100), dem, blocks.null_sink(1))
            tb.run()
            what = f"{port} <- {pmt.write_string(msg)}"
            if want is None:
                self.assertEqual(dem.noise_var_rejected(), 1, what)
                self.assertAlmostEqual(dem.noise_var(), 0.123, places=6, msg=what)
            else:
                self.assertEqual(dem.noise_var_rejected(), 0, what)
                self.assertAlmostEqual(dem.noise_var(), want, delta=want * 1e-6, msg=what)


if __name__ == "__main__":
    gr_unittest.run(qa_snr_input)
