/*
 * C++ flowgraph on the GPU: vector source -> mapper -> soft demapper -> vector
 * sink, with backend "cuda" against the same flowgraph with backend "cpu";
 * outputs must be identical. Runs where GNU Radio's Python does not (the GPU
 * machine, with the library bundle). Exits 77 without a working GPU.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/mapper_bc.h>
#include <gnuradio/cuqam/soft_demapper_cb.h>
#include <gnuradio/cuqam/soft_demapper_cf.h>
#include <gnuradio/top_block.h>

#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

template <class Demapper, class T>
static std::vector<T> run(const std::vector<uint8_t>& bits, int k, const std::string& backend, Demapper dem,
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

int main()
{
    char why[256] = "";
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    cuqam_demapper* probe = nullptr;
    if (cuqam_demapper_create(&c, &probe) != CUQAM_OK || cuqam_demapper_backend(probe) != CUQAM_BACKEND_CUDA) {
        std::snprintf(why, sizeof why, "%s", probe ? cuqam_demapper_backend_reason(probe) : cuqam_last_error());
        cuqam_demapper_destroy(probe);
        std::printf("SKIPPED: no working CUDA device here (%s)\n", why);
        return 77;
    }
    cuqam_demapper_destroy(probe);
    long passed = 0, failed = 0;
    std::mt19937 rng(std::random_device{}());
    for (int k = 2; k <= 10; k += 2) {
        std::vector<uint8_t> bits((size_t)k * 300007);
        for (auto& b : bits)
            b = rng() & 1;
        std::string ug, uc;
        for (const char* method : { "maxlog", "approx", "exact" }) {
            auto g = run<gr::cuqam::soft_demapper_cb::sptr, uint8_t>(
                bits, k, "cuda", gr::cuqam::soft_demapper_cb::make(k, method, 0.02f, 6.0f, "u8", "gnuradio", "cuda"), &ug);
            auto cpu = run<gr::cuqam::soft_demapper_cb::sptr, uint8_t>(
                bits, k, "cpu", gr::cuqam::soft_demapper_cb::make(k, method, 0.02f, 6.0f, "u8", "gnuradio", "cpu"), &uc);
            size_t bad = g.size() != cpu.size() || g.size() != bits.size();
            for (size_t i = 0; !bad && i < g.size(); ++i) {
                const int d = (int)g[i] - (int)cpu[i];
                bad += std::string(method) == "exact" ? (d > 1 || d < -1) : d != 0;
            }
            std::printf("k=%-2d %-6s u8  %zu soft bits, backends %s vs %s: %s\n", k, method, g.size(), ug.c_str(),
                        uc.c_str(), bad ? "DIFFER" : "identical");
            (bad || ug != "cuda/cuda") ? ++failed : ++passed;
        }
        auto gf = run<gr::cuqam::soft_demapper_cf::sptr, float>(
            bits, k, "cuda", gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", "cuda"), &ug);
        auto cf = run<gr::cuqam::soft_demapper_cf::sptr, float>(
            bits, k, "cpu", gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", "cpu"), &uc);
        const bool same = gf.size() == cf.size() && std::memcmp(gf.data(), cf.data(), 4 * gf.size()) == 0;
        std::printf("k=%-2d maxlog f32 %zu LLRs: %s\n", k, gf.size(), same ? "identical" : "DIFFER");
        same ? ++passed : ++failed;
    }
    std::printf("%ld passed, %ld failed\n", passed, failed);
    return failed ? 1 : 0;
}
