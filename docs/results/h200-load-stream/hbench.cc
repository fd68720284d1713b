// Host to host from pinned memory, 256QAM u8, 64 Mi symbols a call: the
// concurrent pinned copy (best and median of reps) and cuqam_demap at 2 and
// 4 streams, chunks of 1, 2, 4 Mi symbols (median and best of reps), % of the
// best concurrent copy. Build: g++ -O2 -std=c++17 hbench.cc -I include
// -I build-gpu/include -I /usr/local/cuda/include -L build-gpu/lib -lcuqam
// /usr/local/cuda/lib64/libcudart_static.a -ldl -lrt -lpthread
#include <cuqam/cuqam.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
struct st { double med, best; };
template <class F> static st timeit(F f, int reps) {
  std::vector<double> t; f(); cudaDeviceSynchronize();
  for (int r = 0; r < reps; ++r) { auto a = std::chrono::steady_clock::now(); f(); cudaDeviceSynchronize();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count()); }
  std::sort(t.begin(), t.end()); return { t[t.size() / 2], t[0] }; }
int main(int argc, char** argv) {
  const int reps = argc > 1 ? atoi(argv[1]) : 9; const size_t n = (size_t)64 << 20, B = n * 8;
  float* in; unsigned char* out; cudaHostAlloc((void**)&in, B, 0); cudaHostAlloc((void**)&out, B, 0);
  uint64_t x = 88172645463325252ull;
  for (size_t i = 0; i < 2 * n; ++i) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; in[i] = ((int)(x % 31) - 15) * 0.0767f; }
  void *da, *db; cudaMalloc(&da, B); cudaMalloc(&db, B); cudaStream_t s1, s2; cudaStreamCreate(&s1); cudaStreamCreate(&s2);
  const st both = timeit([&] { cudaMemcpyAsync(da, in, B, cudaMemcpyHostToDevice, s1); cudaMemcpyAsync(out, db, B, cudaMemcpyDeviceToHost, s2); }, reps);
  cudaFree(da); cudaFree(db);
  const double ceil = n / both.best;
  printf("ceiling %.2f Gsym/s (best; median %.2f)\n", ceil / 1e9, n / both.med / 1e9);
  for (int method : {0, 2}) for (int streams : {2, 4}) for (size_t chunk : {(size_t)1 << 20, (size_t)2 << 20, (size_t)4 << 20}) {
    cuqam_demapper_config cfg; cuqam_demapper_config_init(&cfg);
    cfg.bits_per_symbol = 8; cfg.method = (cuqam_method)method; cfg.output = CUQAM_OUTPUT_U8;
    cfg.backend = CUQAM_BACKEND_CUDA; cfg.streams = streams; cfg.chunk_symbols = chunk;
    cuqam_demapper* h; if (cuqam_demapper_create(&cfg, &h)) { printf("create: %s\n", cuqam_last_error()); return 1; }
    const st t = timeit([&] { if (cuqam_demap(h, in, n, out)) printf("demap: %s\n", cuqam_last_error()); }, reps);
    cuqam_demapper_destroy(h);
    printf("%-6s streams %d chunk %zu Mi: median %5.1f %%  best %5.1f %% of the best concurrent copy\n", method ? "exact" : "maxlog", streams, chunk >> 20,
           100 * n / t.med / ceil, 100 * n / t.best / ceil);
  }
  return 0;
}
