/*
 * C++ flowgraph on the GPU: vector source -> mapper -> soft demapper -> vector
 * sink, with backend "cuda" against the same flowgraph with backend "cpu";
 * outputs must be identical. Runs where GNU Radio's Python does not (the GPU
 * machine, with the library bundle). Also noise_var tags (applied from their
 * own item) and messages on the CUDA backend, against the CPU backend, whose
 * item-exact behaviour qa_noise_var.py proves. And the buffers the GPU blocks
 * touch are page-locked while the flowgraph runs (a probe asks the driver
 * about the pointers GNU Radio hands it), shared ones too (fan-out), and
 * unlocked again after it stops. Exits 77 without a working GPU.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../support/fixtures.h"
#include <gnuradio/block_detail.h>
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/mapper_bc.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>
#include <gnuradio/top_block.h>
#include <cuda_runtime.h>
#include <cuqam/cuqam.h>
#include <pmt/pmt.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

template <class Demapper, class T>
static std::vector<T> run(const std::vector<uint8_t>& bits,
                          int k,
                          const std::string& backend,
                          Demapper dem,
                          std::string* used)
{
    auto tb = gr::make_top_block("cuqam_gpu_flowgraph");
    auto src = gr::blocks::vector_source_b::make(bits, false);
    auto mapper = gr::cuqam::mapper_bc::make(k, backend);
    auto snk = gr::blocks::vector_sink<T>::make();
    tb->connect(src, 0, mapper, 0);
    tb->connect(mapper, 0, dem, 0);
    tb->connect(dem, 0, snk, 0);
    tb->run();
    *used = dem->backend() + "/" + mapper->backend();
    return snk->data();
}

/* Symbols with noise_var tags (and optionally a message queued before the
 * first call) through the u8 approx demapper on one backend. */
static std::vector<uint8_t> run_tagged(const std::vector<gr_complex>& syms,
                                       const std::vector<gr::tag_t>& tags,
                                       const std::string& backend,
                                       bool message,
                                       float* final_nv,
                                       std::string* used)
{
    auto tb = gr::make_top_block("cuqam_gpu_noise_var");
    auto src = gr::blocks::vector_source_c::make(syms, false, 1, tags);
    auto dem = gr::cuqam::soft_demapper_cb::make(
        8, "approx", 0.01f, 8.0f, "u8", "gnuradio", backend);
    auto snk = gr::blocks::vector_sink<uint8_t>::make();
    if (message)
        dem->_post(pmt::intern("noise_var"), pmt::from_double(0.2));
    tb->connect(src, 0, dem, 0);
    tb->connect(dem, 0, snk, 0);
    tb->run();
    *final_nv = dem->noise_var();
    *used = dem->backend();
    return snk->data();
}

static bool noise_var_on_cuda(test_rng& rng)
{
    const size_t n = 1000003;
    std::vector<gr_complex> syms(n);
    std::normal_distribution<float> g(0.0f, 0.6f);
    for (auto& x : syms)
        x = gr_complex(g(rng), g(rng));
    std::vector<gr::tag_t> tags;
    std::uniform_int_distribution<size_t> at(1, n - 2);
    std::uniform_real_distribution<float> lv(-3.0f, 0.0f);
    for (int i = 0; i < 40; ++i) {
        gr::tag_t t;
        t.offset = i == 0 ? 0 : (i == 1 ? n - 1 : at(rng));
        t.key = pmt::intern("noise_var");
        t.value = pmt::from_double(std::pow(10.0f, lv(rng)));
        tags.push_back(t);
        if (i == 5) { // a tag on the next item too
            t.offset += 1;
            t.value = pmt::from_double(0.3);
            tags.push_back(t);
        }
    }
    bool ok = true;
    for (bool message : { false, true }) {
        float nv_g, nv_c;
        std::string ug, uc;
        const auto g_out = run_tagged(
            syms, message ? std::vector<gr::tag_t>{} : tags, "cuda", message, &nv_g, &ug);
        const auto c_out = run_tagged(
            syms, message ? std::vector<gr::tag_t>{} : tags, "cpu", message, &nv_c, &uc);
        const bool same =
            g_out.size() == 8 * n && g_out == c_out && nv_g == nv_c && ug == "cuda";
        std::printf(
            "noise_var %s on %s vs %s, %zu symbols: %s (final noise_var %g / %g)\n",
            message ? "message" : "tags (41)",
            ug.c_str(),
            uc.c_str(),
            n,
            same ? "identical" : "DIFFER",
            (double)nv_g,
            (double)nv_c);
        ok = ok && same && (!message || nv_g == 0.2f);
    }
    return ok;
}

static bool page_locked(const void* p)
{
    cudaPointerAttributes a;
    if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
        cudaGetLastError();
        return false;
    }
    return a.type == cudaMemoryTypeHost;
}

//! Byte pass-through that asks the driver, at every call, whether the
//! buffers GNU Radio hands it are page-locked. An input found unlocked after
//! its writer (a CUDA block) finished is counted apart: the writer unlocks at
//! its stop(), and the reader may still be draining the buffer.
class pin_probe : public gr::sync_block
{
public:
    pin_probe()
        : gr::sync_block("pin_probe",
                         gr::io_signature::make(1, 1, 1),
                         gr::io_signature::make(1, 1, 1))
    {
    }
    int work(int n, gr_vector_const_void_star& in, gr_vector_void_star& out) override
    {
        std::memcpy(out[0], in[0], (size_t)n);
        calls++;
        const bool locked = page_locked(in[0]);
        in_locked += locked;
        // done() is set before the writer's stop() runs: read after the lock
        in_after_writer +=
            !locked && writer && writer->detail() && writer->detail()->done();
        out_locked += page_locked(out[0]);
        last_in = in[0];
        last_out = out[0];
        return n;
    }
    gr::block_sptr writer; // the block whose output this one reads
    int calls = 0, in_locked = 0, in_after_writer = 0, out_locked = 0;
    const void* last_in = nullptr;
    const void* last_out = nullptr;
};

/* bits -> probe A -> mapper (cuda) -> demapper (cuda) -> probe B -> sink, the
 * mapper's output also read by a second demapper (fan-out): A's output is the
 * mapper's input, B's input the demapper's output; both must be page-locked
 * in every call, and no longer once the flowgraph stopped. */
static bool buffers_page_locked(test_rng& rng)
{
    std::vector<uint8_t> bits(8 * 400009);
    for (auto& b : bits)
        b = rng() & 1;
    auto tb = gr::make_top_block("cuqam_gpu_pins");
    auto src = gr::blocks::vector_source_b::make(bits, false);
    auto a = gnuradio::make_block_sptr<pin_probe>();
    auto mapper = gr::cuqam::mapper_bc::make(8, "cuda");
    auto dem = gr::cuqam::soft_demapper_cb::make(
        8, "maxlog", 0.02f, 6.0f, "u8", "gnuradio", "cuda");
    auto dem2 = gr::cuqam::soft_demapper_cb::make(
        8, "maxlog", 0.02f, 6.0f, "u8", "gnuradio", "cuda");
    auto b = gnuradio::make_block_sptr<pin_probe>();
    b->writer = dem;
    auto snk = gr::blocks::vector_sink<uint8_t>::make();
    auto snk2 = gr::blocks::vector_sink<uint8_t>::make();
    tb->connect(src, 0, a, 0);
    tb->connect(a, 0, mapper, 0);
    tb->connect(mapper, 0, dem, 0);
    tb->connect(mapper, 0, dem2, 0);
    tb->connect(dem, 0, b, 0);
    tb->connect(b, 0, snk, 0);
    tb->connect(dem2, 0, snk2, 0);
    tb->run();
    const bool after = page_locked(a->last_out) || page_locked(b->last_in);
    // noiseless points: every soft bit far from neutral (128), on the bit's side
    // (gnuradio sign: a 1 bit is positive)
    const std::vector<uint8_t> soft = snk->data(); // (data() returns a copy)
    bool decided = soft.size() == bits.size() && soft == snk2->data();
    for (size_t i = 0; decided && i < bits.size(); ++i)
        decided = (soft[i] > 128) == (bits[i] == 1) && soft[i] != 128;
    const bool ok = a->calls > 0 && b->calls > 0 && a->out_locked == a->calls &&
                    b->in_locked > 0 && b->in_locked + b->in_after_writer == b->calls &&
                    !after && decided;
    std::printf("page-locked buffers: mapper input %d/%d calls, demapper output %d/%d "
                "calls (%d more after the demapper finished and unlocked it), after "
                "stop %s; fan-out outputs %s\n",
                a->out_locked,
                a->calls,
                b->in_locked,
                b->calls,
                b->in_after_writer,
                after ? "STILL LOCKED" : "unlocked",
                decided ? "identical, decisions = the bits" : "WRONG");
    return ok;
}

int main()
{
    if (test_cuda_or_skip())
        return 77;
    rng_seed_from_env("test_flowgraph");
    test_rng rng;
    for (int k = 2; k <= 10; k += 2) {
        std::vector<uint8_t> bits((size_t)k * 300007);
        for (auto& b : bits)
            b = rng() & 1;
        std::string ug, uc;
        for (const char* method : { "maxlog", "approx", "exact" }) {
            auto g = run<gr::cuqam::soft_demapper_cb::sptr, uint8_t>(
                bits,
                k,
                "cuda",
                gr::cuqam::soft_demapper_cb::make(
                    k, method, 0.02f, 6.0f, "u8", "gnuradio", "cuda"),
                &ug);
            auto cpu = run<gr::cuqam::soft_demapper_cb::sptr, uint8_t>(
                bits,
                k,
                "cpu",
                gr::cuqam::soft_demapper_cb::make(
                    k, method, 0.02f, 6.0f, "u8", "gnuradio", "cpu"),
                &uc);
            size_t bad = g.size() != cpu.size() || g.size() != bits.size();
            for (size_t i = 0; !bad && i < g.size(); ++i) {
                const int d = (int)g[i] - (int)cpu[i];
                bad += std::string(method) == "exact" ? (d > 1 || d < -1) : d != 0;
            }
            std::printf("k=%-2d %-6s u8  %zu soft bits, backends %s vs %s: %s\n",
                        k,
                        method,
                        g.size(),
                        ug.c_str(),
                        uc.c_str(),
                        bad ? "DIFFER" : "identical");
            CHECK(!bad && ug == "cuda/cuda", "k=%d %s u8", k, method);
        }
        auto gf = run<gr::cuqam::soft_demapper_cf::sptr, float>(
            bits,
            k,
            "cuda",
            gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", "cuda"),
            &ug);
        auto cf = run<gr::cuqam::soft_demapper_cf::sptr, float>(
            bits,
            k,
            "cpu",
            gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", "cpu"),
            &uc);
        const bool same = gf.size() == cf.size() &&
                          std::memcmp(gf.data(), cf.data(), 4 * gf.size()) == 0;
        std::printf("k=%-2d maxlog f32 %zu LLRs: %s\n",
                    k,
                    gf.size(),
                    same ? "identical" : "DIFFER");
        CHECK(same, "k=%d maxlog f32", k);
    }
    CHECK(noise_var_on_cuda(rng), "noise_var tags and message on cuda");
    CHECK(buffers_page_locked(rng), "stream buffers page-locked while running");
    return test_summary();
}
