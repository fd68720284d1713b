// u8 rows of the tile kernels (u8's top bits flipped at the write-out, not
// per pair), s8 and 256QAM u8 as controls, on device memory: the median of 9 calls of 64 Mi
// symbols, Gsym/s and % of a device-to-device copy of the same bytes timed
// next to each row. Build: g++ -O2 -std=c++17 kbench.cc -I include
// -I build-gpu/include -I /usr/local/cuda/include -L build-gpu/lib -lcuqam
// /usr/local/cuda/lib64/libcudart_static.a -ldl -lrt -lpthread
#include <cuqam/cuqam.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>
static double med(std::vector<double> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }
template <class F> static double tmed(F f, int reps) {
  std::vector<double> t; f(); cudaDeviceSynchronize();
  for (int r = 0; r < reps; ++r) { auto a = std::chrono::steady_clock::now(); f(); cudaDeviceSynchronize();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count()); }
  return med(t); }
int main() {
  const size_t n = (size_t)64 << 20; const int reps = 9;
  float* d_in; char* d_out; cudaMalloc(&d_in, n * 8); cudaMalloc(&d_out, n * 96);
  std::vector<float> h(2 * n); uint64_t x = 88172645463325252ull;
  for (size_t i = 0; i < 2 * n; ++i) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; h[i] = ((int)(x % 127) - 63) * 0.0153f; }
  cudaMemcpy(d_in, h.data(), n * 8, cudaMemcpyHostToDevice);
  struct R { const char* label; const char* cons; int method, out, k; } rows[] = {
    {"1024QAM maxlog u8", nullptr, 0, 2, 10}, {"1024QAM maxlog s8", nullptr, 0, 1, 10},
    {"1024QAM approx u8", nullptr, 1, 2, 10}, {"1024QAM exact u8", nullptr, 2, 2, 10},
    {"wifi 1024QAM maxlog u8", "wifi", 0, 2, 10},
    {"64QAM maxlog u8", nullptr, 0, 2, 6}, {"64QAM maxlog s8", nullptr, 0, 1, 6},
    {"64QAM approx u8", nullptr, 1, 2, 6}, {"64QAM exact u8", nullptr, 2, 2, 6},
    {"4096QAM maxlog u8", nullptr, 0, 2, 12}, {"256QAM maxlog u8 (same)", nullptr, 0, 2, 8} };
  for (auto& r : rows) {
    cuqam_demapper_config cfg; cuqam_demapper_config_init(&cfg);
    cfg.bits_per_symbol = r.k; cfg.method = (cuqam_method)r.method; cfg.output = (cuqam_output)r.out;
    cfg.backend = CUQAM_BACKEND_CUDA; if (r.cons) cfg.constellation.name = r.cons;
    cuqam_demapper* hd; if (cuqam_demapper_create(&cfg, &hd)) { printf("create %s: %s\n", r.label, cuqam_last_error()); return 1; }
    const size_t nn = r.method == 2 ? n / 4 : n;
    const double t = tmed([&] { cuqam_demap(hd, d_in, nn, d_out); }, reps);
    cuqam_demapper_destroy(hd);
    const size_t bytes = nn * (8 + r.k * (r.out == 0 ? 4 : 1));
    const double tc = tmed([&] { cudaMemcpyAsync(d_out + n * 48, d_out, bytes / 2, cudaMemcpyDeviceToDevice); }, reps);
    printf("%-24s %8.2f Gsym/s %6.1f %% of copy\n", r.label, nn / t / 1e9, 100.0 * tc / t);
  }
  return 0;
}
