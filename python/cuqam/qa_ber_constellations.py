#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Monte-Carlo BER of BPSK, pi/2-BPSK, DVB-S2 8PSK and 16APSK in AWGN against theory.

The table kernels' hard decisions (LLR signs) go through a whole flowgraph:
random bits, our mapper, complex Gaussian noise, our demapper. maxlog's sign
is the bit of the nearest point, so its BER is that of nearest-point
decisions, computed here without the module: (pi/2-)BPSK in closed form,
Q(sqrt(2 Es/N0)); 8PSK and 16APSK by integrating the Gaussian over a fine
grid whose cells carry the labels of their nearest points. exact decides
each bit by its own posterior, which errs no more often (on average) than
the nearest point; it is held to the same bound from above.

The bound is statistical (as qa_ber): the error count lies within Z standard
deviations of its mean, estimated from the per-symbol counts; the grid's own
error (below 0.5 % here) is added.
"""

import math

import numpy as np
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam

Z = 5.0


def points_of(constellation, k):
    """Our mapper's points, in label order (label bits MSB first = b0)."""
    labels = np.arange(1 << k)
    bits = ((labels[:, None] >> (k - 1 - np.arange(k))) & 1).astype(np.uint8).ravel()
    tb = gr.top_block()
    src = blocks.vector_source_b(bits.tolist(), False)
    snk = blocks.vector_sink_c()
    tb.connect(src, cuqam.mapper_bc(k, "cpu", 0, constellation), snk)
    tb.run()
    return np.array(snk.data(), dtype=np.complex128)


def nearest_point_ber(points, k, n0, half_width=2.5, cells=1200):
    """BER of nearest-point decisions, by integrating over a grid."""
    h = 2 * half_width / cells
    axis = -half_width + h * (np.arange(cells) + 0.5)
    y = axis[None, :] + 1j * axis[:, None]
    nearest = np.argmin(np.abs(y[..., None] - points) ** 2, axis=-1)
    wrong = 0.0
    for label, c in enumerate(points):
        w = np.exp(-np.abs(y - c) ** 2 / n0) / (math.pi * n0) * h * h
        flips = np.array([bin(label ^ j).count("1") for j in range(len(points))])
        wrong += (w * flips[nearest]).sum()
    return wrong / (len(points) * k)


def simulate(constellation, k, ebn0_db, nsym, rng):
    esn0 = k * 10 ** (ebn0_db / 10)
    n0 = 1.0 / esn0
    bits = rng.integers(0, 2, nsym * k).astype(np.uint8)
    noise = (rng.normal(size=nsym) + 1j * rng.normal(size=nsym)) * math.sqrt(n0 / 2)
    tb = gr.top_block()
    src = blocks.vector_source_b(bits.tolist(), False)
    nsrc = blocks.vector_source_c(noise.astype(np.complex64).tolist(), False)
    add = blocks.add_cc()
    tb.connect(src, cuqam.mapper_bc(k, "cpu", 0, constellation), (add, 0))
    tb.connect(nsrc, (add, 1))
    sinks = {}
    for m in ("maxlog", "exact"):
        sinks[m] = blocks.vector_sink_f()
        tb.connect(add, cuqam.soft_demapper_cf(k, m, n0, "gnuradio", "cpu", 0, constellation),
                   sinks[m])
    tb.run()
    errs = {}
    for m, snk in sinks.items():
        llr = np.array(snk.data(), dtype=np.float32)
        errs[m] = ((llr > 0).astype(np.uint8) != bits).reshape(nsym, k).sum(axis=1)
    return n0, errs


class qa_ber_constellations(gr_unittest.TestCase):
    def setUp(self):
        seed = int(np.random.SeedSequence().entropy % (1 << 63))
        print(f"qa_ber_constellations seed {seed}")
        self.rng = np.random.default_rng(seed)

    def check(self, constellation, k, ebn0_db, theory=None, nsym=200_000):
        n0, errs = simulate(constellation, k, ebn0_db, nsym, self.rng)
        pts = points_of(constellation, k)
        # unit energy, as N0 assumes
        self.assertAlmostEqual(float(np.mean(np.abs(pts) ** 2)), 1.0, places=5)
        p = theory(n0) if theory else nearest_point_ber(pts, k, n0)
        nbits = nsym * k
        expected = p * nbits
        for method, per_sym in errs.items():
            count = int(per_sym.sum())
            sigma = math.sqrt(max(per_sym.var(), 1e-12) * per_sym.size)
            bound = Z * sigma + 0.005 * expected
            print(f"{constellation} Eb/N0 {ebn0_db} dB {method}: BER {count / nbits:.3e} "
                  f"theory {p:.3e} ({count} errors, expected {expected:.0f} +- {bound:.0f})")
            if method == "maxlog":
                self.assertLess(abs(count - expected), bound, f"{constellation} {method}")
            else:
                self.assertLess(count - expected, bound, f"{constellation} {method}")
                # and not better than the posterior allows: within a few %
                self.assertGreater(count, 0.9 * expected - bound, f"{constellation} {method}")

    def test_bpsk(self):
        self.check("bpsk", 1, 6.0,
                   theory=lambda n0: 0.5 * math.erfc(math.sqrt(1.0 / n0)))

    def test_pi2bpsk(self):
        # the points turn by 90 degrees from symbol to symbol; the BER does not
        self.check("pi2bpsk", 1, 6.0,
                   theory=lambda n0: 0.5 * math.erfc(math.sqrt(1.0 / n0)))

    def test_dvbs2_8psk(self):
        self.check("dvbs2", 3, 9.0)

    def test_dvbs2_16apsk(self):
        self.check("dvbs2:2/3", 4, 9.0)

    def test_grid_integration_against_closed_form(self):
        # the grid's own error, on a case with a closed form: Gray QPSK
        pts = points_of("dvbs2", 2)
        for n0 in (0.05, 0.2):
            exact = 0.5 * math.erfc(math.sqrt(1.0 / (2 * n0)))
            self.assertLess(abs(nearest_point_ber(pts, 2, n0) / exact - 1), 0.005)


if __name__ == "__main__":
    gr_unittest.run(qa_ber_constellations)
