#!/usr/bin/env python3
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""Soft demapper blocks: tags, setters mid-stream, parameter checks, backend choice."""

import math
import os
import time

import numpy as np
import pmt
from gnuradio import blocks, gr, gr_unittest

from gnuradio import cuqam


class qa_soft_demapper(gr_unittest.TestCase):
    def setUp(self):
        seed = int(os.environ.get("CUQAM_TEST_SEED", time.time_ns() % 2**32))
        print(f"qa_soft_demapper: seed {seed} (set CUQAM_TEST_SEED to repeat)")
        self.rng = np.random.default_rng(seed)

    def test_tags_land_on_the_right_items(self):
        k = 8
        n = 5000
        syms = (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * 0.7
        offsets = sorted(set(self.rng.integers(0, n, 40).tolist()) | {0, n - 1})
        tags = [gr.tag_utils.python_to_tag((o, pmt.intern("t"), pmt.from_long(o), pmt.intern("src")))
                for o in offsets]
        for make in (lambda: cuqam.soft_demapper_cf(k, "maxlog", 0.01, "gnuradio", "cpu"),
                     lambda: cuqam.soft_demapper_cb(k, "approx", 0.01, 8.0, "u8", "gnuradio", "cpu")):
            dem = make()
            tb = gr.top_block()
            src = blocks.vector_source_c(syms.tolist(), False, 1, tags)
            snk = blocks.vector_sink_f() if isinstance(dem, cuqam.soft_demapper_cf) else blocks.vector_sink_b()
            tb.connect(src, dem, snk)
            tb.run()
            got = sorted((t.offset, pmt.to_long(t.value)) for t in snk.tags()
                         if pmt.symbol_to_string(t.key) == "t")
            self.assertEqual(got, [(k * o, o) for o in offsets])
            self.assertEqual(len(snk.data()), k * n)

    def test_setters_take_effect_mid_stream(self):
        # One symbol repeated: every output symbol is the old-setting or the
        # new-setting byte pattern, the switch happens once, on a symbol
        # boundary, and both patterns appear. One setter per run: two setters
        # are two independent updates, and a call may start between them.
        k = 8
        sym = complex(0.11, -0.07)
        n = 3_000_000
        for name, change, check in (("scale", lambda d: d.set_scale(40.0), lambda d: d.scale() == 40.0),
                                    ("noise_var", lambda d: d.set_noise_var(0.05),
                                     lambda d: abs(d.noise_var() - 0.05) < 1e-9)):
            dem = cuqam.soft_demapper_cb(k, "maxlog", 0.5, 0.25, "u8", "gnuradio", "cpu")
            tb = gr.top_block()
            src = blocks.vector_source_c([sym] * 4096, True)
            head = blocks.head(gr.sizeof_gr_complex, n)
            snk = blocks.vector_sink_b(k, n)
            tb.connect(src, head, dem, blocks.stream_to_vector(1, k), snk)
            tb.start()
            deadline = time.time() + 30
            while dem.nitems_written(0) < k * 10000 and time.time() < deadline:
                time.sleep(0.001)
            change(dem)
            self.assertTrue(check(dem), name)
            tb.wait()
            out = np.array(snk.data(), dtype=np.uint8).reshape(-1, k)
            old, new = out[0], out[-1]
            self.assertFalse(np.array_equal(old, new), name)
            is_old = np.all(out == old, axis=1)
            is_new = np.all(out == new, axis=1)
            self.assertTrue(np.all(is_old | is_new), f"{name}: a symbol mixes old and new settings")
            switch = int(np.argmax(is_new))
            self.assertGreater(switch, 0, name)
            self.assertTrue(np.all(is_old[:switch]) and np.all(is_new[switch:]), f"{name}: switched more than once")

    def test_batch_knob_keeps_data_and_tags(self):
        # The GPU batch knob works through history(); on any backend the
        # output and the tags must be those of the plain block.
        k, n = 6, 20011
        syms = (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * 0.6
        tags = [gr.tag_utils.python_to_tag((o, pmt.intern("t"), pmt.from_long(o), pmt.intern("s")))
                for o in (0, 1, 4095, 4096, 12345, n - 1)]
        outs = []
        for batch in (None, 1, 3000, 65536):
            dem = cuqam.soft_demapper_cb(k, "maxlog", 0.02, 5.0, "s8", "gnuradio", "cpu")
            if batch:
                dem.set_batch_symbols(batch)
                self.assertEqual(dem.batch_symbols(), batch)
            tb = gr.top_block()
            snk = blocks.vector_sink_b()
            tb.connect(blocks.vector_source_c(syms.tolist(), False, 1, tags), dem, snk)
            tb.run()
            outs.append((list(snk.data()),
                         sorted(t.offset for t in snk.tags() if pmt.symbol_to_string(t.key) != "llr_scale")))
        for o in outs[1:]:
            self.assertEqual(o[0], outs[0][0])
            self.assertEqual(o[1], outs[0][1])
        self.assertEqual(outs[0][1], [k * o for o in (0, 1, 4095, 4096, 12345, n - 1)])
        for bad in (-1, 2**24 + 1):
            with self.assertRaises(ValueError):
                cuqam.soft_demapper_cf().set_batch_symbols(bad)
        dem = cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "cpu")
        dem.set_batch_symbols(4096)
        dem.set_batch_symbols(0)  # the default again
        self.assertEqual(dem.batch_symbols(), 1)

    def test_batch_is_refused_while_running_and_applies_between_runs(self):
        # It sizes GNU Radio's buffers: changed on a running flowgraph it used
        # to drop or repeat 4095 symbols, or end the stream early.
        k, n = 8, 400000
        syms = (self.rng.normal(size=n) + 1j * self.rng.normal(size=n)) * 0.6
        ref = cuqam.soft_demapper_cb(k, "approx", 0.01, 8.0, "u8", "gnuradio", "cpu")
        tb = gr.top_block()
        want = blocks.vector_sink_b()
        tb.connect(blocks.vector_source_c(syms.tolist(), False), ref, want)
        tb.run()
        want = list(want.data())
        for first, second in ((1, 4096), (4096, 1), (1, 65536)):
            dem = cuqam.soft_demapper_cb(k, "approx", 0.01, 8.0, "u8", "gnuradio", "cpu")
            dem.set_batch_symbols(first)
            src = blocks.vector_source_c(syms.tolist(), False)
            snk = blocks.vector_sink_b()
            tb = gr.top_block()
            tb.connect(src, blocks.throttle(gr.sizeof_gr_complex, 2e6), dem, snk)
            tb.start()
            with self.assertRaisesRegex(RuntimeError, "while the flowgraph runs"):
                dem.set_batch_symbols(second)  # at once: the block's own start() may not have run
            time.sleep(0.05)
            with self.assertRaisesRegex(RuntimeError, "while the flowgraph runs"):
                dem.set_batch_symbols(second)
            tb.wait()
            self.assertEqual(dem.batch_symbols(), first)
            self.assertEqual(list(snk.data()), want)
            dem.set_batch_symbols(second)  # stopped: applies to the next run
            src.rewind()
            snk.reset()
            tb.run()
            self.assertEqual(dem.batch_symbols(), second)
            self.assertEqual(list(snk.data()), want, f"{first} -> {second}")

    def test_knobs_are_checked_when_made(self):
        # One rule for what cannot run here: refused when the block is made
        # (as backend "cuda"), never a block that starts and produces nothing.
        for env, value in (("CUQAM_CPU_IMPL", "bogus"), ("CUQAM_CPU_IMPL", "neon" if os.uname().machine == "x86_64" else "avx2"),
                           ("CUQAM_CPU_IMPL", "avx2 "), ("CUQAM_STAGING_THREADS", "lots"),
                           ("CUQAM_STAGING_THREADS", "0")):
            old = os.environ.get(env)
            os.environ[env] = value
            try:
                for make in (lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cpu"),
                             lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "auto"),
                             lambda: cuqam.mapper_bc(8, "cpu")):
                    with self.assertRaisesRegex(ValueError, "\\$" + env, msg=f"{env}={value!r}"):
                        make()
            finally:
                if old is None:
                    del os.environ[env]
                else:
                    os.environ[env] = old
        # the demappers' overlap knob: 0 or 1 (1 has no effect on the CPU)
        os.environ["CUQAM_OVERLAP"] = "yes"
        try:
            with self.assertRaisesRegex(ValueError, "\\$CUQAM_OVERLAP.*not 0 or 1"):
                cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cpu")
            os.environ["CUQAM_OVERLAP"] = "1"
            syms = [complex(0.3, -0.7)] * 5000
            dem = cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "cpu")
        finally:
            del os.environ["CUQAM_OVERLAP"]
        tb, snk = gr.top_block(), blocks.vector_sink_f()
        tb.connect(blocks.vector_source_c(syms), dem, snk)
        tb.run()
        ref = cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "cpu")
        tb, snk2 = gr.top_block(), blocks.vector_sink_f()
        tb.connect(blocks.vector_source_c(syms), ref, snk2)
        tb.run()
        self.assertEqual(snk.data(), snk2.data())
        # GNU Radio's preferences ([cuqam] cpu_impl; GR_CONF_CUQAM_CPU_IMPL is
        # GNU Radio's own environment form of that entry), and the module's
        # environment variable overriding them
        def backend_info():
            dem = cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cpu")
            tb = gr.top_block()
            tb.connect(blocks.vector_source_c([0.1j] * 10), dem, blocks.null_sink(1))
            tb.run()
            return dem.backend_info()
        try:
            os.environ["GR_CONF_CUQAM_CPU_IMPL"] = "generic"
            self.assertIn("cpu:generic", backend_info())
            os.environ["GR_CONF_CUQAM_CPU_IMPL"] = "bogus"
            with self.assertRaisesRegex(ValueError, "\\[cuqam\\] cpu_impl in GNU Radio's preferences"):
                cuqam.mapper_bc(8, "cpu")
            os.environ["CUQAM_CPU_IMPL"] = "generic"  # overrides the preference
            self.assertIn("cpu:generic", backend_info())
        finally:
            os.environ.pop("GR_CONF_CUQAM_CPU_IMPL", None)
            os.environ.pop("CUQAM_CPU_IMPL", None)

    def test_messages_show_the_value_given(self):
        dem = cuqam.soft_demapper_cb()
        with self.assertRaisesRegex(ValueError, "1e-13"):
            dem.set_noise_var(1e-13)
        for setter in (dem.set_noise_var, dem.set_scale):
            with self.assertRaisesRegex(ValueError, "1e\\+39.*beyond float range"):
                setter(1e39)
        with self.assertRaisesRegex(ValueError, "beyond float range"):
            cuqam.soft_demapper_cf(8, "maxlog", 1e39)
        with self.assertRaisesRegex(ValueError, "beyond float range"):
            cuqam.soft_demapper_cb(8, "maxlog", 0.01, -1e40)
        for make in (lambda: cuqam.soft_demapper_cf(8, "approx\0junk"),
                     lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8\0", "gnuradio"),
                     lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.01, "3gpp\0x"),
                     lambda: cuqam.mapper_bc(8, "cpu\0")):
            with self.assertRaisesRegex(ValueError, "NUL"):
                make()

    def test_bad_parameters_raise(self):
        bad = [
            lambda: cuqam.soft_demapper_cf(7),
            lambda: cuqam.soft_demapper_cf(8, "fast"),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.0),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", -1.0),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", float("nan")),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", float("inf")),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.01, "ieee"),
            lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "tpu"),
            lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, -1.0),
            lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, "automatic"),
            lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, float("nan")),
            lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "f32"),
            lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u16"),
        ]
        for i, make in enumerate(bad):
            with self.assertRaises(ValueError, msg=f"case {i}"):
                make()
        dem = cuqam.soft_demapper_cb(scale=8.0)
        for v in (0.0, -2.0, float("nan"), float("inf")):
            with self.assertRaises(ValueError):
                dem.set_noise_var(v)
            if v != 0.0:  # 0: automatic
                with self.assertRaises(ValueError):
                    dem.set_scale(v)
        self.assertAlmostEqual(dem.noise_var(), 0.01, places=7)
        self.assertEqual(dem.scale(), 8.0)
        dem.set_scale("auto")
        self.assertEqual(dem.scale(), 0.0)
        with self.assertRaises(ValueError):
            dem.set_scale("fixed")

    def test_defaults_and_backend_choice(self):
        dem = cuqam.soft_demapper_cb()
        self.assertEqual(dem.interpolation(), 8)
        self.assertEqual(dem.backend(), "auto")
        tb = gr.top_block()
        tb.connect(blocks.vector_source_c([0.1 + 0.2j] * 10), dem, blocks.null_sink(1))
        tb.start()
        self.assertIn(dem.backend(), ("cpu", "cuda"))
        self.assertTrue(dem.backend_info())
        tb.wait()
        tb.stop()
        self.assertEqual(dem.gpu_faults(), 0)  # counted faults; injected ones in tests/cuda

    def test_typed_blocks_share_one_interface(self):
        # soft_demapper<T>: the same methods on both; scale only on the byte block
        shared = ("set_noise_var", "noise_var", "backend", "backend_info", "set_batch_symbols",
                  "batch_symbols", "noise_var_rejected", "gpu_faults")
        for cls in (cuqam.soft_demapper_cf, cuqam.soft_demapper_cb):
            for name in shared:
                self.assertTrue(callable(getattr(cls, name)), f"{cls.__name__}.{name}")
        self.assertTrue(hasattr(cuqam.soft_demapper_cb, "set_scale"))
        self.assertFalse(hasattr(cuqam.soft_demapper_cf, "set_scale"))
        # each typed block's help says what it adds, then what both share
        self.assertIn("Float LLRs out", cuqam.soft_demapper_cf.__doc__)
        self.assertIn("One byte per soft bit", cuqam.soft_demapper_cb.__doc__)
        for cls in (cuqam.soft_demapper_cf, cuqam.soft_demapper_cb):
            self.assertIn("Gray QAM of 3GPP TS 38.211", cls.__doc__)

    def test_cuda_without_a_gpu_is_refused_when_made(self):
        # Refused when the block is made, in the caller's thread: GNU Radio
        # 3.10 runs block::start() in the block's thread, where an exception
        # would leave tb.start() waiting forever.
        probe = cuqam.soft_demapper_cb()
        tb = gr.top_block()
        tb.connect(blocks.vector_source_c([0j]), probe, blocks.null_sink(1))
        tb.run()
        if probe.backend() == "cuda":
            self.skipTest("a CUDA device works here: the refusal is checked where none does")
        for make in (lambda: cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cuda"),
                     lambda: cuqam.soft_demapper_cf(8, "maxlog", 0.01, "gnuradio", "cuda"),
                     lambda: cuqam.mapper_bc(8, "cuda")):
            with self.assertRaisesRegex(RuntimeError, "backend 'cuda' cannot run here: .*CUDA"):
                make()

    def test_help_comes_from_the_headers(self):
        # The docstrings are made from the headers' Doxygen comments at build time
        self.assertIn("latency knob", cuqam.soft_demapper_cb.set_batch_symbols.__doc__)
        self.assertIn("latency knob", cuqam.soft_demapper_cf.set_batch_symbols.__doc__)
        self.assertIn("tags and messages ignored", cuqam.soft_demapper_cf.noise_var_rejected.__doc__)
        self.assertIn("QAM mapper", cuqam.mapper_bc.__doc__)
        self.assertIn("GPU faults", cuqam.mapper_bc.gpu_faults.__doc__)
        self.assertIn("bits_per_symbol", cuqam.soft_demapper_cb.__init__.__doc__)

    def test_infinitely_far_saturates_at_any_scale(self):
        syms = [complex(float("inf"), 0.1), complex(3.4e38, -float("inf"))]
        for scale in (1.4e-45, 1.0, 3.4e38):
            dem = cuqam.soft_demapper_cb(8, "exact", 0.01, scale, "u8", "gnuradio", "cpu")
            tb = gr.top_block()
            snk = blocks.vector_sink_b()
            tb.connect(blocks.vector_source_c(syms), dem, snk)
            tb.run()
            out = np.array(snk.data(), dtype=np.uint8).reshape(2, 8)
            # +Inf / FLT_MAX on I: b0 surely 0, the inner bits of the outermost level surely 1
            self.assertEqual(out[:, 0::2].tolist(), [[0, 255, 255, 255]] * 2, f"scale {scale}")
            self.assertEqual(out[1, 1::2].tolist(), [255, 255, 255, 255], f"scale {scale}")

    def test_nan_and_inf_through_the_block(self):
        syms = [complex(float("nan"), 0.3), complex(float("inf"), float("-inf")), complex(-0.0, 0.0)]
        dem = cuqam.soft_demapper_cb(8, "maxlog", 0.01, 8.0, "u8", "gnuradio", "cpu")
        tb = gr.top_block()
        snk = blocks.vector_sink_b()
        tb.connect(blocks.vector_source_c(syms), dem, snk)
        tb.run()
        out = np.array(snk.data(), dtype=np.uint8).reshape(3, 8)
        self.assertTrue(np.all(out[0, 0::2] == 128))  # NaN I: neutral I bits
        self.assertEqual(out[1, 0], 0)    # +Inf I: b0 surely 0
        self.assertEqual(out[1, 1], 255)  # -Inf Q: b1 surely 1
        self.assertEqual(out[2, 0], 128)  # -0: no information on the sign bit
        self.assertEqual(out[2, 1], 128)


if __name__ == "__main__":
    gr_unittest.run(qa_soft_demapper)
