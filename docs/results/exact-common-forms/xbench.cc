// Probe: closed-form exact rows (device memory, % of a D2D copy) and the
// CUDA outputs against the CPU backend's on a subset. Links whichever
// libcuqam.so is on LD_LIBRARY_PATH.
#include <cuqam/cuqam.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { std::fprintf(stderr, "%s\n", cudaGetErrorString(e_)); std::exit(1);} } while (0)
static cuqam_demapper* make(int k, int method, int out, int backend, float n0, float scale = 8.0f) {
    cuqam_demapper_config c; cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k; c.method = (cuqam_method)method; c.output = (cuqam_output)out;
    c.backend = (cuqam_backend)backend; c.scale = scale; c.chunk_symbols = CUQAM_DEFAULT_CHUNK_SYMBOLS; c.streams = 2;
    cuqam_demapper* h = nullptr;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) { std::fprintf(stderr, "create: %s\n", cuqam_last_error()); std::exit(1); }
    cuqam_demapper_set_noise_var(h, n0);
    return h;
}
int main(int argc, char** argv) {
    const int reps = argc > 1 ? atoi(argv[1]) : 7;
    const size_t n = (size_t)256 << 20;
    float* d_in; void* d_out; void* d_copy;
    CK(cudaMalloc(&d_in, n * 8)); CK(cudaMalloc(&d_out, n * 48)); CK(cudaMalloc(&d_copy, n * 16));
    std::vector<float> h(2 * ((size_t)1 << 24));
    uint64_t x = 88172645463325252ull;
    for (auto& v : h) { x ^= x << 13, x ^= x >> 7, x ^= x << 17; v = ((int)(x % 31) - 15) * 0.0767f + (float)((x >> 20) % 1000) * 1e-5f; }
    for (size_t off = 0; off < n; off += (size_t)1 << 24) CK(cudaMemcpy(d_in + 2 * off, h.data(), ((size_t)1 << 24) * 8, cudaMemcpyHostToDevice));
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    auto timeit = [&](auto f) { std::vector<float> t; f(); CK(cudaDeviceSynchronize());
        for (int r = 0; r < reps; ++r) { cudaEventRecord(a); f(); cudaEventRecord(b); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); t.push_back(ms); }
        std::sort(t.begin(), t.end()); return t[t.size() / 2] * 1e-3; };
    const double tc = timeit([&] { CK(cudaMemcpyAsync(d_copy, d_out, n * 16, cudaMemcpyDeviceToDevice)); });
    const double copy = 2.0 * n * 16 / tc / 1e9;
    std::printf("copy %.0f GB/s\n", copy);
    struct C { int k, out; float n0, sc; } cs[] = { {8,2,0.01f,8},{8,1,0.01f,8},{8,0,0.01f,8},{8,2,1.0f,8},{8,2,1e-4f,8},{8,2,1e-6f,8},{8,2,0.01f,1},{6,2,0.01f,8},{10,2,0.01f,8},{12,2,0.01f,8},{4,2,0.01f,8},{2,2,0.01f,8} };
    const char* on[] = { "f32", "s8", "u8" };
    for (auto c : cs) {
        cuqam_demapper* g = make(c.k, CUQAM_METHOD_EXACT, c.out, CUQAM_BACKEND_CUDA, c.n0, c.sc);
        const double t = timeit([&] { if (cuqam_demap(g, d_in, n, d_out) != CUQAM_OK) { std::fprintf(stderr, "demap: %s\n", cuqam_last_error()); std::exit(1);} });
        const int osz = c.out == 0 ? 4 : 1;
        const double gs = n / t / 1e9, pct = 100.0 * n * (8 + c.k * osz) / t / 1e9 / copy;
        // against the CPU backend on the first 2^20 symbols
        const size_t m = (size_t)1 << 20, nb = m * c.k * osz;
        std::vector<unsigned char> gg(nb), cc(nb);
        CK(cudaMemcpy(gg.data(), d_out, nb, cudaMemcpyDeviceToHost));
        cuqam_demapper* cpu = make(c.k, CUQAM_METHOD_EXACT, c.out, CUQAM_BACKEND_CPU, c.n0, c.sc);
        cuqam_demap(cpu, h.data(), m, cc.data());
        long d1 = 0, dmore = 0; double rel = 0;
        for (size_t i = 0; i < m * c.k; ++i) {
            if (c.out == 0) { float p, q; std::memcpy(&p, &gg[4*i], 4); std::memcpy(&q, &cc[4*i], 4);
                if (p != q) { double r = std::fabs(p - q) / (std::fabs(q) + 1e-6); rel = std::max(rel, r); d1 += r > 1e-5; } }
            else { int p = c.out == 1 ? (signed char)gg[i] : gg[i], q = c.out == 1 ? (signed char)cc[i] : cc[i];
                d1 += std::abs(p - q) == 1; dmore += std::abs(p - q) > 1; }
        }
        std::printf("%4dQAM exact %-3s N0=%-6g sc=%-2g %7.2f Gsym/s %5.1f%% of copy | vs CPU: %s %ld, %s %ld (max rel %.2g)\n",
                    1 << c.k, on[c.out], c.n0, c.sc, gs, pct, c.out ? "1 LSB" : ">1e-5", d1, c.out ? ">1 LSB" : "-", dmore, rel);
        cuqam_demapper_destroy(cpu); cuqam_demapper_destroy(g);
    }
    return 0;
}
