// The library's pinned host-to-host path, 256QAM u8 maxlog: cuqam_demap on
// cudaHostAlloc buffers, 16 and 64 Mi symbols a call, 2-4 streams, chunks
// of 256 Ki to 4 Mi symbols, each against the concurrent pinned copy of the
// call's bytes in turn (best of reps each). Build: g++ -O2 -std=c++17
// hbench.cc -I include -I build-gpu/include -I /usr/local/cuda/include
// -L build-gpu/lib -lcuqam /usr/local/cuda/lib64/libcudart_static.a -ldl -lrt -lpthread
#include <cuqam/cuqam.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main(int argc, char** argv) {
  const int reps = argc > 1 ? atoi(argv[1]) : 7, rounds = argc > 2 ? atoi(argv[2]) : 2;
  const size_t nmax = (size_t)64 << 20, B = nmax * 8;
  float* in; unsigned char* out; cudaHostAlloc((void**)&in, B, 0); cudaHostAlloc((void**)&out, B, 0);
  uint64_t x = 88172645463325252ull;
  for (size_t i = 0; i < 2 * nmax; ++i) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; in[i] = ((int)(x % 31) - 15) * 0.0767f; }
  void *da, *db; cudaMalloc(&da, B); cudaMalloc(&db, B);
  cudaStream_t s1, s2; cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking); cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  for (int round = 0; round < rounds; ++round)
    for (size_t n : { (size_t)16 << 20, (size_t)64 << 20 })
      for (int streams : { 2, 3, 4 })
        for (size_t chunk : { (size_t)256 << 10, (size_t)512 << 10, (size_t)1 << 20, (size_t)2 << 20, (size_t)4 << 20 }) {
          cuqam_demapper_config cfg; cuqam_demapper_config_init(&cfg);
          cfg.bits_per_symbol = 8; cfg.method = CUQAM_METHOD_MAXLOG; cfg.output = CUQAM_OUTPUT_U8;
          cfg.backend = CUQAM_BACKEND_CUDA; cfg.streams = streams; cfg.chunk_symbols = chunk;
          cuqam_demapper* h; if (cuqam_demapper_create(&cfg, &h)) { printf("create: %s\n", cuqam_last_error()); return 1; }
          const auto copy_both = [&] {
            cudaMemcpyAsync(da, in, n * 8, cudaMemcpyHostToDevice, s1);
            cudaMemcpyAsync(out, db, n * 8, cudaMemcpyDeviceToHost, s2);
            cudaStreamSynchronize(s1); cudaStreamSynchronize(s2);
          };
          const auto call = [&] { if (cuqam_demap(h, in, n, out)) { printf("demap: %s\n", cuqam_last_error()); exit(1); } };
          copy_both(); call();
          double bc = 1e30, bp = 1e30;
          for (int r = 0; r < reps; ++r) {
            double t0 = now(); copy_both(); bc = std::min(bc, now() - t0);
            t0 = now(); call(); bp = std::min(bp, now() - t0);
          }
          cuqam_demapper_destroy(h);
          printf("round %d n %2zu Mi library S %d chunk %5zuk: %6.1f %% of the copy in turn (copy %.1f GB/s each way, %zu chunks)\n",
                 round, n >> 20, streams, chunk >> 10, 100 * bc / bp, n * 8 / bc / 1e9, (n + chunk - 1) / chunk);
        }
  return 0;
}
