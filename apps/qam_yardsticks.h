/*
 * What the apps measure the demapper against: the exact BER of hard
 * decisions for Gray QAM in AWGN, and gr-digital's 256QAM soft decoder
 * built on the same constellation points (the latter only where the app
 * links gnuradio-digital: define CUQAM_APPS_WITH_GR_DIGITAL first).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_QAM_YARDSTICKS_H
#define CUQAM_APPS_QAM_YARDSTICKS_H

#include <cuqam/cuqam.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#ifdef CUQAM_APPS_WITH_GR_DIGITAL
#include <gnuradio/digital/constellation.h>
#endif

namespace cuqam_apps {

/* Exact BER of nearest-level decisions (the sign of an approx or max-log
 * LLR) for Gray 2^k-QAM, complex noise of variance n0, unit-energy symbols:
 * per axis Gray 2^m-PAM at odd multiples of a, noise sigma sqrt(n0/2). */
inline double gray_qam_ber(int k, double n0)
{
    const int m = k / 2, nl = 1 << m;
    const double a = 1.0 / std::sqrt(2.0 * ((1 << k) - 1) / 3.0),
                 sigma = std::sqrt(n0 / 2.0) / a;
    auto bit = [&](int idx, int j) { // bit j of sorted level idx
        const int b = (idx >> (m - 1 - j)) & 3;
        return b == 0 || b == 3;
    };
    auto q = [](double x) { return 0.5 * std::erfc(x / std::sqrt(2.0)); };
    double total = 0.0;
    for (int l = 0; l < nl; ++l)
        for (int j = 0; j < m; ++j)
            for (int d = 0; d < nl; ++d) {
                if (bit(d, j) == bit(l, j))
                    continue;
                // decision region of level d: [2d - nl, 2d - nl + 2] around 2d - nl + 1
                const double lo = d == 0 ? -INFINITY : 2.0 * d - nl,
                             hi = d == nl - 1 ? INFINITY : 2.0 * d - nl + 2;
                const double x = 2.0 * l - nl + 1;
                total += q((lo - x) / sigma) - q((hi - x) / sigma);
            }
    return total / (nl * m);
}

/* Wi-Fi's k-bit QAM with I and Q swapped (every Q bit, then every I bit): an
 * order the closed-form kernels read at run time (Wi-Fi's own is a constant
 * in them). Its points go to pts (2^(k+1) floats, which must outlive it). */
inline cuqam_constellation swapped_wifi(int k, float* pts)
{
    const cuqam_constellation wifi = { "wifi", nullptr, nullptr, 0 };
    int bits = 0;
    if (cuqam_constellation_points(&wifi, k, pts, (size_t)2 << k, &bits, nullptr) !=
        CUQAM_OK)
        std::exit(1);
    for (int l = 0; l < (1 << k); ++l) {
        const float i = pts[2 * l];
        pts[2 * l] = pts[2 * l + 1];
        pts[2 * l + 1] = i;
    }
    return cuqam_constellation{ nullptr, pts, nullptr, 1 << k };
}

/* The constellations the benchmarks measure beside 3GPP's: other Gray square
 * labellings (closed form), DVB-S2 APSK and 256 arbitrary points (table
 * kernels; uniform in [-1, 1]^2, a fixed seed). Explicit points are held in
 * `points` (which must outlive the list). */
struct bench_constellation {
    const char* label;
    cuqam_constellation c;
    int k;
};
inline std::vector<bench_constellation> bench_constellations(std::vector<float>& points,
                                                             bool closed_form)
{
    points.assign(512 + 2 * 256 + 2 * 1024, 0.0f); /* never resized after */
    float* pts256 = points.data();
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 512; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        pts256[i] = (float)((double)(x >> 11) / 9007199254740992.0 * 2.0 - 1.0);
    }
    std::vector<bench_constellation> v;
    if (closed_form) { /* Wi-Fi's odd orders too: a symbol's outputs straddle words */
        v.push_back({ "wifi 64QAM", { "wifi", nullptr, nullptr, 0 }, 6 });
        v.push_back({ "wifi 256QAM", { "wifi", nullptr, nullptr, 0 }, 8 });
        v.push_back({ "wifi 1024QAM", { "wifi", nullptr, nullptr, 0 }, 10 });
        v.push_back({ "wifi 4096QAM", { "wifi", nullptr, nullptr, 0 }, 12 });
        v.push_back({ "dvbt2 256QAM", { "dvbt2", nullptr, nullptr, 0 }, 8 });
        v.push_back({ "Q|I wifi 256QAM", swapped_wifi(8, points.data() + 512), 8 });
        v.push_back({ "Q|I wifi 1024QAM", swapped_wifi(10, points.data() + 1024), 10 });
    }
    v.push_back({ "dvbs2 16APSK", { "dvbs2:2/3", nullptr, nullptr, 0 }, 4 });
    v.push_back({ "dvbs2 32APSK", { "dvbs2:3/4", nullptr, nullptr, 0 }, 5 });
    v.push_back({ "256 random pts", { nullptr, pts256, nullptr, 256 }, 8 });
    return v;
}

#ifdef CUQAM_APPS_WITH_GR_DIGITAL
/* 256QAM for gr-digital with the same Gray points as gr-cuqam's mapper
 * (value v = bits b0..b7 MSB first), no renormalisation, and its soft-
 * decision LUT of precision 8 for noise variance n0. */
inline gr::digital::constellation_sptr gr_digital_256qam(float n0)
{
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.backend = CUQAM_BACKEND_CPU;
    cuqam_mapper* mp = nullptr;
    if (cuqam_mapper_create(&mc, &mp) != CUQAM_OK)
        std::exit(1);
    std::vector<uint8_t> bits(256 * 8);
    for (int v = 0; v < 256; ++v)
        for (int b = 0; b < 8; ++b)
            bits[8 * v + b] = (uint8_t)((v >> (7 - b)) & 1);
    std::vector<gr_complex> pts(256);
    cuqam_map(mp, bits.data(), 256, reinterpret_cast<float*>(pts.data()));
    cuqam_mapper_destroy(mp);
    std::vector<int> code(256);
    for (int v = 0; v < 256; ++v)
        code[v] = v;
    const float a = 1.0f / std::sqrt(170.0f);
    auto c = gr::digital::constellation_rect::make(
        pts, code, 4, 16, 16, 2 * a, 2 * a, gr::digital::constellation::NO_NORMALIZATION);
    c->gen_soft_dec_lut(8, n0);
    return c;
}

/* Any points (float I, Q pairs, label order) for gr-digital, as given, with
 * its soft-decision LUT of precision 8 for noise variance n0. */
inline gr::digital::constellation_sptr gr_digital_points(const float* iq, int k, float n0)
{
    std::vector<gr_complex> pts((size_t)1 << k);
    std::vector<int> code(pts.size());
    for (size_t l = 0; l < pts.size(); ++l) {
        pts[l] = gr_complex(iq[2 * l], iq[2 * l + 1]);
        code[l] = (int)l;
    }
    auto c = gr::digital::constellation_calcdist::make(
        pts, code, 1, 1, gr::digital::constellation::NO_NORMALIZATION);
    c->gen_soft_dec_lut(8, n0);
    return c;
}
#endif

} // namespace cuqam_apps
#endif
