// Pinned host-to-host pipelines of 256QAM u8 (8 B in, 8 B out a symbol),
// pure CUDA, each against the concurrent pinned copy of the call's bytes
// measured in turn with it (best of reps each). Variants:
//  copies   H2D then D2H of the same slot, no kernel
//  lib      the library's shape: H2D on a load stream a slot, then the
//           kernel, a count kernel and the D2H on the slot's stream
//  nocount  lib without the count kernel
//  outx2    lib with two output buffers a slot (the kernel of chunk p+S
//           does not wait for chunk p's D2H)
//  d2hown   lib with the D2H on a third stream a slot
// Build: nvcc -O2 -arch=sm_90 -std=c++17 probe.cu -o probe
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
__global__ void touch(const uint2* in, uint2* out, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) out[i] = in[i];
}
__global__ void tiny(unsigned long long* c) { if (threadIdx.x == 0 && blockIdx.x == 0) atomicAdd(c, 1ull); }
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
enum { COPIES, LIB, NOCOUNT, OUTX2, D2HOWN, NV };
static const char* vname[NV] = { "copies", "lib", "nocount", "outx2", "d2hown" };
const int MS = 4;
cudaStream_t hs[MS], ks[MS], ds[MS], c1, c2;
cudaEvent_t hev[MS], kev[MS], dev[MS], oev[2 * MS];
char *h_in, *h_out, *d_in, *d_out, *d_a, *d_b;
unsigned long long* cnt;
int sms;
static void run(int v, size_t n, size_t C, int S) {
  size_t idx = 0;
  for (size_t off = 0; off < n; off += C, ++idx) {
    const int s = idx % S; const size_t cn = std::min(C, n - off);
    char* di = d_in + (size_t)s * C * 8;
    const int o = v == OUTX2 ? (int)(idx % (2 * S)) : s;
    char* dout = d_out + (size_t)o * C * 8;
    if (idx >= (size_t)S) CK(cudaStreamWaitEvent(hs[s], kev[s], 0)); // input slot free
    CK(cudaMemcpyAsync(di, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, hs[s]));
    CK(cudaEventRecord(hev[s], hs[s]));
    CK(cudaStreamWaitEvent(ks[s], hev[s], 0));
    if (v == COPIES) {
      CK(cudaMemcpyAsync(h_out + off * 8, di, cn * 8, cudaMemcpyDeviceToHost, ks[s]));
      CK(cudaEventRecord(kev[s], ks[s]));
      continue;
    }
    if (v == OUTX2 && idx >= (size_t)(2 * S)) CK(cudaStreamWaitEvent(ks[s], oev[o], 0));
    if (v == D2HOWN && idx >= (size_t)S) CK(cudaStreamWaitEvent(ks[s], dev[s], 0));
    touch<<<sms * 4, 256, 0, ks[s]>>>((const uint2*)di, (uint2*)dout, cn);
    CK(cudaEventRecord(kev[s], ks[s]));
    if (v != NOCOUNT) tiny<<<1, 32, 0, ks[s]>>>(cnt + s);
    cudaStream_t out = ks[s];
    if (v == OUTX2 || v == D2HOWN) {
      CK(cudaEventRecord(dev[s], ks[s]));
      out = ds[s];
      CK(cudaStreamWaitEvent(out, dev[s], 0));
    }
    CK(cudaMemcpyAsync(h_out + off * 8, dout, cn * 8, cudaMemcpyDeviceToHost, out));
    if (v == OUTX2) CK(cudaEventRecord(oev[o], out));
    if (v == D2HOWN) CK(cudaEventRecord(dev[s], out));
  }
  CK(cudaDeviceSynchronize());
}
int main(int argc, char** argv) {
  const int reps = argc > 1 ? atoi(argv[1]) : 7, rounds = argc > 2 ? atoi(argv[2]) : 2;
  const size_t nmax = (size_t)64 << 20, B = nmax * 8, Cmax = (size_t)4 << 20;
  CK(cudaHostAlloc((void**)&h_in, B, 0)); CK(cudaHostAlloc((void**)&h_out, B, 0));
  memset(h_in, 1, B); memset(h_out, 0, B);
  CK(cudaMalloc(&d_in, MS * Cmax * 8)); CK(cudaMalloc(&d_out, 2 * MS * Cmax * 8));
  CK(cudaMalloc(&d_a, B)); CK(cudaMalloc(&d_b, B)); CK(cudaMalloc(&cnt, 8 * MS));
  for (int s = 0; s < MS; ++s) {
    CK(cudaStreamCreateWithFlags(&hs[s], cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&ks[s], cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&ds[s], cudaStreamNonBlocking));
    CK(cudaEventCreateWithFlags(&hev[s], cudaEventDisableTiming)); CK(cudaEventCreateWithFlags(&kev[s], cudaEventDisableTiming));
    CK(cudaEventCreateWithFlags(&dev[s], cudaEventDisableTiming));
    CK(cudaEventCreateWithFlags(&oev[s], cudaEventDisableTiming)); CK(cudaEventCreateWithFlags(&oev[MS + s], cudaEventDisableTiming));
  }
  CK(cudaStreamCreateWithFlags(&c1, cudaStreamNonBlocking)); CK(cudaStreamCreateWithFlags(&c2, cudaStreamNonBlocking));
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  int engines = 0; cudaDeviceGetAttribute(&engines, cudaDevAttrAsyncEngineCount, 0);
  printf("async copy engines: %d\n", engines);
  for (int round = 0; round < rounds; ++round)
    for (size_t n : { (size_t)16 << 20, (size_t)64 << 20 })
      for (int v = 0; v < NV; ++v) for (int S : { 2, 3, 4 })
        for (size_t C : { (size_t)256 << 10, (size_t)512 << 10, (size_t)1 << 20, (size_t)2 << 20, (size_t)4 << 20 }) {
          const auto copy_both = [&] {
            CK(cudaMemcpyAsync(d_a, h_in, n * 8, cudaMemcpyHostToDevice, c1));
            CK(cudaMemcpyAsync(h_out, d_b, n * 8, cudaMemcpyDeviceToHost, c2));
            CK(cudaDeviceSynchronize());
          };
          copy_both(); run(v, n, C, S);
          double bc = 1e30, bp = 1e30;
          for (int r = 0; r < reps; ++r) {
            double t0 = now(); copy_both(); bc = std::min(bc, now() - t0);
            t0 = now(); run(v, n, C, S); bp = std::min(bp, now() - t0);
          }
          printf("round %d n %2zu Mi %-8s S %d chunk %5zuk: %6.1f %% of the copy in turn (copy %.1f GB/s each way, %zu chunks)\n",
                 round, n >> 20, vname[v], S, C >> 10, 100 * bc / bp, n * 8 / bc / 1e9, (n + C - 1) / C);
        }
  return 0;
}
