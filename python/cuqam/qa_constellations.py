#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Constellations against peers nobody here wrote: gr-digital's constellation
objects and decision maker, gr-dtv's DVB-T, DVB-T2 and DVB-S2 modulators.
Hard decisions (LLR signs) must give the peer's bits, and our mapper the
peer's symbols (up to the peer's overall scale)."""

import os
import time

import numpy as np
from gnuradio import blocks, digital, dtv, gr, gr_unittest

from gnuradio import cuqam


def run(src_items, *chain, sink):
    tb = gr.top_block()
    tb.connect(src_items, *chain, sink)
    tb.run()
    return np.array(sink.data())


def label_bits(labels, k):
    """Label bits, MSB first (b0 is the label's top bit), as bytes."""
    return ((labels[:, None] >> np.arange(k - 1, -1, -1)) & 1).astype(np.uint8).ravel()


def demap_hard(symbols, constellation, k, noise_var=0.01, method="maxlog"):
    src = blocks.vector_source_c(symbols.tolist(), False)
    dm = cuqam.soft_demapper_cf(k, method, noise_var, "gnuradio", "cpu", 0, constellation)
    llr = run(src, dm, sink=blocks.vector_sink_f())
    return (llr > 0).astype(np.uint8)


def mapper(labels, constellation, k):
    src = blocks.vector_source_b(label_bits(labels, k).tolist(), False)
    return run(src, cuqam.mapper_bc(k, "cpu", 0, constellation), sink=blocks.vector_sink_c())


def unit_rms(x):
    return x / np.sqrt(np.mean(np.abs(x) ** 2))


class qa_constellations(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_constellations: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def noisy(self, points, n, sigma):
        idx = self.rng.integers(0, len(points), n)
        noise = (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * sigma
        return np.asarray(points)[idx] + noise

    def test_gr_digital_objects_decision_maker(self):
        """Our hard decisions equal gr-digital's decision_maker (label = point index)."""
        objects = {
            "constellation_bpsk": digital.constellation_bpsk(),
            "constellation_qpsk": digital.constellation_qpsk(),
            "constellation_8psk": digital.constellation_8psk(),
            "constellation_16qam": digital.constellation_16qam(),
            "psk_constellation(8)": digital.psk_constellation(8),
            "qam_constellation(16)": digital.qam_constellation(16),
            "qam_constellation(64)": digital.qam_constellation(64),
            "qam_constellation(256)": digital.qam_constellation(256),
        }
        for name, c in objects.items():
            pts = np.array(c.points())
            k = int(np.log2(len(pts)))
            # noise of a fifth of the smallest distance between points
            dmin = min(abs(a - b) for i, a in enumerate(pts) for b in pts[i + 1:])
            sym = self.noisy(pts, 4000, 0.2 * dmin)
            got = demap_hard(sym, c, k)
            want = label_bits(np.array([c.decision_maker_v([s]) for s in sym]), k)
            self.assertTrue(np.array_equal(got, want),
                            f"{name}: hard decisions differ from decision_maker")
            # our mapper with the object: label i -> point i
            mapped = mapper(np.arange(len(pts)), c, k)
            self.assertTrue(np.allclose(mapped, pts, atol=1e-6),
                            f"{name}: mapper differs from points()")

    def test_exact_and_maxlog_signs_at_the_points(self):
        c = digital.constellation_16qam()
        pts = np.array(c.points())
        for method in ("exact", "maxlog"):
            got = demap_hard(pts, c, 4, 0.05, method)
            self.assertTrue(np.array_equal(got, label_bits(np.arange(16), 4)), method)

    def test_approx_refused_for_psk(self):
        with self.assertRaisesRegex(Exception, "approx"):
            cuqam.soft_demapper_cf(3, "approx", 0.1, "gnuradio", "cpu", 0,
                                   digital.constellation_8psk())

    def test_bad_constellation_arguments(self):
        for bad in (3.5, object(), {"labels": [0, 1]}):
            with self.assertRaises((TypeError, KeyError, ValueError)):
                cuqam.soft_demapper_cf(2, "maxlog", 0.1, constellation=bad)
        with self.assertRaisesRegex(Exception, "code rate"):
            cuqam.soft_demapper_cf(4, "maxlog", 0.1, constellation="dvbs2")
        with self.assertRaisesRegex(Exception, "labels"):
            cuqam.mapper_bc(constellation=([1, -1, 1j, -1j], [0, 1, 1, 3]))
        # squared distances must stay in float range: refused, not NaN
        with self.assertRaisesRegex(ValueError, "beyond"):
            cuqam.soft_demapper_cf(2, "maxlog", 0.1, "gnuradio", "cpu", 0,
                                   ([1e19, -1e19, 1e19j, -1e19j], [0, 1, 2, 3]))

    def check_peer(self, name, peer_symbols, labels, preset, k):
        """Peer's symbols for these labels: our mapper gives them (scaled to
        unit rms over every label), our hard decisions give the labels."""
        ours = mapper(labels, preset, k)
        self.assertTrue(np.allclose(unit_rms(ours), unit_rms(peer_symbols), atol=2e-4),
                        f"{name}: mapper differs from the peer, first "
                        f"{ours[:4]} vs {peer_symbols[:4]}")
        rms = np.sqrt(np.mean(np.abs(ours) ** 2))
        got = demap_hard(unit_rms(peer_symbols) * rms, preset, k)
        self.assertTrue(np.array_equal(got, label_bits(labels, k)), f"{name}: hard decisions")

    def test_dvbt_map(self):
        for k, cons in ((2, dtv.MOD_QPSK), (4, dtv.MOD_16QAM), (6, dtv.MOD_64QAM)):
            n = 6048  # 8k mode payload carriers
            labels = np.tile(np.arange(1 << k), n // (1 << k) + 1)[:n]
            self.rng.shuffle(labels)
            src = blocks.vector_source_b(labels.astype(np.uint8).tolist(), False, n)
            m = dtv.dvbt_map(n, cons, dtv.NH, dtv.T8k, 1.0)
            peer = run(src, m, blocks.vector_to_stream(gr.sizeof_gr_complex, n),
                       sink=blocks.vector_sink_c())
            self.check_peer(f"dvbt {1 << k}QAM", peer, labels, "dvbt", k)

    def test_dvbt2_modulator(self):
        for k, cons in ((2, dtv.MOD_QPSK), (4, dtv.MOD_16QAM), (6, dtv.MOD_64QAM),
                        (8, dtv.MOD_256QAM)):
            cells = 64800 // k
            labels = self.rng.integers(0, 1 << k, 2 * cells)
            src = blocks.vector_source_b(labels.astype(np.uint8).tolist(), False)
            m = dtv.dvbt2_modulator_bc(dtv.FECFRAME_NORMAL, cons, dtv.ROTATION_OFF)
            peer = run(src, m, sink=blocks.vector_sink_c())
            self.assertEqual(len(peer), len(labels))
            self.check_peer(f"dvbt2 {1 << k}QAM", peer, labels, "dvbt2", k)

    def test_dvbs2_modulator(self):
        cases = ((2, dtv.MOD_QPSK, dtv.C1_2, "dvbs2"), (3, dtv.MOD_8PSK, dtv.C3_5, "dvbs2"),
                 (4, dtv.MOD_16APSK, dtv.C2_3, "dvbs2:2/3"),
                 (4, dtv.MOD_16APSK, dtv.C9_10, "dvbs2:9/10"),
                 (5, dtv.MOD_32APSK, dtv.C3_4, "dvbs2:3/4"),
                 (5, dtv.MOD_32APSK, dtv.C8_9, "dvbs2:8/9"))
        for k, cons, rate, preset in cases:
            # every label equally often, so that both sides' rms is the average energy
            labels = np.repeat(np.arange(1 << k), 400)
            self.rng.shuffle(labels)
            src = blocks.vector_source_b(labels.astype(np.uint8).tolist(), False)
            m = dtv.dvbs2_modulator_bc(dtv.FECFRAME_NORMAL, rate, cons, dtv.INTERPOLATION_OFF)
            peer = run(src, m, sink=blocks.vector_sink_c())
            self.assertEqual(len(peer), len(labels))
            self.check_peer(f"{preset} k={k}", peer, labels, preset, k)


if __name__ == "__main__":
    gr_unittest.run(qa_constellations)
