#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Whatever a noise_var tag or message carries cannot stop a flowgraph.

Random PMTs of every kind that Python can build (numbers of every width and
sign, complex, bools, symbols, every uniform vector, vectors, tuples, dicts,
pairs, blobs, nil, nested) go through the tag path (checked exactly against
an independent model of what is used and what is refused, with snr keys
in dB) and through both message ports (noise_var and snr) while data flows;
every item must arrive."""

import math
import os
import random
import struct
import threading
import time

import numpy as np
import pmt
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam

KEY = pmt.intern("noise_var")
SNR = pmt.intern("snr")
FLT_MAX = struct.unpack("<f", b"\xff\xff\x7f\x7f")[0]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


class Gen:
    """Random PMTs, with the N0 each one should give (None: refused)."""

    def __init__(self, rng):
        self.r = rng

    def number(self):
        r = self.r
        kind = r.randrange(5)
        if kind == 0:  # signed 64-bit, every magnitude
            v = r.choice([0, 1, -1, 2**63 - 1, -2**63, r.randrange(-2**63, 2**63), r.randrange(1, 100)])
            return pmt.from_long(v), float(v)
        if kind == 1:  # unsigned 64-bit (the value that used to kill the block thread)
            v = r.choice([0, 1, 2**64 - 1, r.randrange(2**64), r.randrange(1, 100)])
            return pmt.from_uint64(v), float(v)
        if kind == 2:
            v = r.choice([0.0, -0.0, 1e-13, 1e-12, 0.01, 3.0, -0.5, 1e39, FLT_MAX, float("inf"),
                          float("-inf"), float("nan"), 5e-324, 10 ** r.uniform(-20, 45)])
            return pmt.from_double(v), v
        if kind == 3:
            v = f32(10 ** r.uniform(-15, 5))
            return pmt.from_float(v), v
        v = r.choice([0.5, 2.0, -3.0])  # pmt.from_double of a Python int-valued float
        return pmt.from_double(v), v

    def other(self, depth):
        r = self.r
        n = r.randrange(4)
        makers = [
            lambda: pmt.from_complex(complex(r.uniform(0, 1), r.choice([0.0, 1.0]))),
            lambda: pmt.from_bool(r.random() < 0.5),
            lambda: pmt.intern(r.choice(["0.5", "noise_var", "", "x" * 300, "1e-3"])),
            lambda: pmt.PMT_NIL,
            lambda: pmt.PMT_T,
            lambda: pmt.PMT_F,
            lambda: pmt.get_PMT_EOF(),
            # (a PMT blob is a u8vector: is_blob(x) == is_u8vector(x))
            lambda: pmt.init_u8vector(n, [r.randrange(256) for _ in range(n)]),
            lambda: pmt.init_s8vector(n, [r.randrange(-128, 128) for _ in range(n)]),
            lambda: pmt.init_u16vector(n, [r.randrange(2**16) for _ in range(n)]),
            lambda: pmt.init_s16vector(n, [r.randrange(-2**15, 2**15) for _ in range(n)]),
            lambda: pmt.init_u32vector(n, [r.randrange(2**32) for _ in range(n)]),
            lambda: pmt.init_s32vector(n, [r.randrange(-2**31, 2**31) for _ in range(n)]),
            lambda: pmt.init_u64vector(n, [r.randrange(2**64) for _ in range(n)]),
            lambda: pmt.init_s64vector(n, [r.randrange(-2**63, 2**63) for _ in range(n)]),
            lambda: pmt.init_f32vector(n, [r.uniform(0, 1) for _ in range(n)]),
            lambda: pmt.init_f64vector(n, [r.uniform(0, 1) for _ in range(n)]),
            lambda: pmt.init_c32vector(n, [complex(r.random(), 0) for _ in range(n)]),
            lambda: pmt.init_c64vector(n, [complex(r.random(), 0) for _ in range(n)]),
            lambda: self.vector(n, depth),
            lambda: self.tuple_(n, depth),
        ]
        return r.choice(makers)(), None

    def vector(self, n, depth):
        v = pmt.make_vector(n, pmt.PMT_NIL)
        for i in range(n):
            pmt.vector_set(v, i, self.any(depth + 1)[0])
        return v

    def tuple_(self, n, depth):
        items = [self.any(depth + 1)[0] for _ in range(n)]
        return pmt.to_tuple(pmt.make_vector(0, pmt.PMT_NIL)) if not items else pmt.make_tuple(*items)

    def any(self, depth=0, db=False):
        """A random PMT and its N0; db: a bare number is Es/N0 in dB (snr) there."""
        r = self.r
        choice = r.randrange(10) if depth < 3 else r.randrange(5)
        if choice < 3:
            p, v = self.number()
            n0 = from_db(v) if db else v
            return p, (f32(n0) if valid_n0(n0) else None)
        if choice < 5:
            return self.other(depth)
        if choice == 5:  # (noise_var . x)
            inner, want = self.any(depth + 1)
            return pmt.cons(KEY, inner), want
        if choice == 6:  # (snr . x), x in dB; a pair under another key is refused
            inner, want = self.any(depth + 1, db=True)
            if r.random() < 0.5:
                return pmt.cons(SNR, inner), want
            return pmt.cons(pmt.intern("k5"), inner), None
        if choice == 7:  # dict holding noise_var or snr, among other entries
            key = r.choice([KEY, SNR])
            inner, want = self.any(depth + 1, db=key == SNR)
            d = pmt.make_dict()
            for _ in range(r.randrange(3)):
                d = pmt.dict_add(d, pmt.intern(f"k{r.randrange(9)}"), self.other(depth + 1)[0])
            d = pmt.dict_add(d, key, inner)
            return d, want
        if choice == 8:  # a dict with both (ambiguous), or with neither: refused
            d = pmt.dict_add(pmt.make_dict(), pmt.intern("k1"), self.any(depth + 1)[0])
            if r.random() < 0.5:
                d = pmt.dict_add(pmt.dict_add(d, SNR, self.any(depth + 1)[0]), KEY, self.any(depth + 1)[0])
            return d, None
        plain = self.number()[0] if r.random() < 0.5 else self.other(depth + 1)[0]
        return pmt.list2(KEY, plain), None  # (noise_var x): a list, not a pair: refused


def from_db(v):
    """N0 of Es/N0 = v dB for unit-energy symbols, as the block computes it (NaN: refused)."""
    if not (isinstance(v, float) and math.isfinite(v)):
        return float("nan")
    try:
        return 10.0 ** (-v / 10.0)
    except OverflowError:
        return float("inf")


def valid_n0(v):
    """As documented: a finite real in 1e-12 .. FLT_MAX (compared as the block does, against float 1e-12)."""
    return isinstance(v, float) and math.isfinite(v) and f32(1e-12) <= v <= FLT_MAX


class qa_noise_var_pmt(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_noise_var_pmt: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.gen = Gen(random.Random(seed))
        self.nprng = np.random.default_rng(seed)

    def test_every_kind_through_tags_matches_the_model(self):
        k, n, ntags = 8, 60000, 12000
        syms = (self.nprng.normal(size=n) + 1j * self.nprng.normal(size=n)) * 0.5
        offsets = sorted(self.nprng.integers(0, n, ntags).tolist())
        values = [self.gen.any() for _ in range(ntags)]
        tags = [gr.tag_utils.python_to_tag((o, KEY, p, pmt.intern("rx"))) for o, (p, _) in zip(offsets, values)]
        wanted = [w for _, w in values]
        kinds_used = sum(w is not None for w in wanted)
        self.assertGreater(kinds_used, ntags // 10)  # the model both uses and refuses
        self.assertGreater(ntags - kinds_used, ntags // 10)
        for make in (lambda: cuqam.soft_demapper_cf(k, "maxlog", 0.01, "gnuradio", "cpu"),
                     lambda: cuqam.soft_demapper_cb(k, "approx", 0.01, 8.0, "u8", "gnuradio", "cpu")):
            dem = make()
            tb = gr.top_block()
            snk = blocks.vector_sink_f() if isinstance(dem, cuqam.soft_demapper_cf) else blocks.vector_sink_b()
            tb.connect(blocks.vector_source_c(syms.tolist(), False, 1, tags), dem, snk)
            tb.run()
            self.assertEqual(len(snk.data()), k * n)
            self.assertEqual(dem.noise_var_rejected(), sum(w is None for w in wanted))
            # Tags at one offset keep their order (stable): the last valid one is in force.
            last = [w for w in wanted if w is not None][-1]
            self.assertEqual(dem.noise_var(), last)

    def test_every_kind_through_messages_while_data_flows(self):
        k, n, nmsg = 8, 400000, 12000
        syms = (self.nprng.normal(size=n) + 1j * self.nprng.normal(size=n)) * 0.5
        # to both ports: noise_var (bare numbers are N0) and snr (bare numbers are dB)
        ports = [pmt.intern("noise_var"), pmt.intern("snr")]
        msgs = [(ports[i % 2], self.gen.any(db=i % 2 == 1)[0]) for i in range(nmsg)]
        dem = cuqam.soft_demapper_cb(k, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cpu")
        tb = gr.top_block()
        snk = blocks.vector_sink_b()
        thr = blocks.throttle(gr.sizeof_gr_complex, 2e6)  # 0.2 s of data: messages arrive meanwhile
        tb.connect(blocks.vector_source_c(syms.tolist(), False), thr, dem, snk)
        tb.start()

        def post():
            for port, m in msgs:
                dem.to_basic_block()._post(port, m)
        th = threading.Thread(target=post)
        th.start()
        th.join()
        done = threading.Event()
        threading.Thread(target=lambda: (tb.wait(), done.set()), daemon=True).start()
        self.assertTrue(done.wait(60), "the flowgraph did not finish")
        self.assertEqual(len(snk.data()), k * n)
        self.assertGreater(dem.noise_var_rejected(), 0)
        self.assertGreaterEqual(dem.noise_var(), f32(1e-12))  # the floor as a float, as noise_var() returns it


if __name__ == "__main__":
    gr_unittest.run(qa_noise_var_pmt)
