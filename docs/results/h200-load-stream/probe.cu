// Chunked H2D/kernel/D2H pipelines against the concurrent pinned copy, pure CUDA.
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e_)); return 1; } } while (0)
__global__ void touch(const uint2* in, uint2* out, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) out[i] = in[i];
}
__global__ void tiny(unsigned long long* c) { if (threadIdx.x == 0 && blockIdx.x == 0) atomicAdd(c, 1ull); }
struct stat { double med, best; };
template <class F> stat timeit(F f, int reps) {
  std::vector<double> t; f(); cudaDeviceSynchronize();
  for (int r = 0; r < reps; ++r) { auto a = std::chrono::steady_clock::now(); f(); cudaDeviceSynchronize();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count()); }
  std::sort(t.begin(), t.end()); return { t[t.size() / 2], t[0] };
}
int main(int argc, char** argv) {
  const size_t n = (size_t)64 << 20; const size_t B = n * 8; const int reps = argc > 1 ? atoi(argv[1]) : 9;
  char *h_in, *h_out; CK(cudaHostAlloc((void**)&h_in, B, 0)); CK(cudaHostAlloc((void**)&h_out, B, 0));
  for (size_t i = 0; i < B; ++i) h_in[i] = (char)i;
  char *d_a, *d_b; CK(cudaMalloc(&d_a, B)); CK(cudaMalloc(&d_b, B));
  const int MS = 8; cudaStream_t st[MS]; cudaEvent_t ev[MS];
  for (int s = 0; s < MS; ++s) { CK(cudaStreamCreateWithFlags(&st[s], cudaStreamNonBlocking)); CK(cudaEventCreateWithFlags(&ev[s], cudaEventDisableTiming)); }
  cudaStream_t hs[MS], ks[MS], ds[MS]; cudaEvent_t hev[MS], kev[MS], dev[MS];
  for (int s = 0; s < MS; ++s) { cudaStreamCreateWithFlags(&hs[s], cudaStreamNonBlocking); cudaStreamCreateWithFlags(&ks[s], cudaStreamNonBlocking); cudaStreamCreateWithFlags(&ds[s], cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&hev[s], cudaEventDisableTiming); cudaEventCreateWithFlags(&kev[s], cudaEventDisableTiming); cudaEventCreateWithFlags(&dev[s], cudaEventDisableTiming); }
  cudaEvent_t evb[MS]; for (int s = 0; s < MS; ++s) cudaEventCreateWithFlags(&evb[s], cudaEventDisableTiming | cudaEventBlockingSync);
  unsigned long long* cnt; CK(cudaMalloc(&cnt, 8 * MS));
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  for (int round = 0; round < 2; ++round) {
  stat both = timeit([&] { cudaMemcpyAsync(d_a, h_in, B, cudaMemcpyHostToDevice, st[0]);
    cudaMemcpyAsync(h_out, d_b, B, cudaMemcpyDeviceToHost, st[1]); }, reps);
  const double ceil_best = n / both.best, ceil_med = n / both.med;
  printf("round %d ceiling: concurrent copy median %.2f best %.2f Gsym/s (%.1f / %.1f GB/s each way)\n", round, ceil_med / 1e9, ceil_best / 1e9, B / both.med / 1e9, B / both.best / 1e9);
  for (int mode = 0; mode < 9; ++mode) for (int S : {2, 4}) for (size_t C : {(size_t)1 << 20, (size_t)1 << 21, (size_t)1 << 22}) {
    if (mode < 2 || mode == 3 || mode == 4 || mode == 5) continue;
    // per stream its own device buffers, as the library's slots
    stat t = timeit([&] {
      size_t idx = 0;
      if (mode == 3) { // H2D, kernels, D2H on three streams per slot, events between
        for (size_t off = 0; off < n; off += C, ++idx) {
          const int s = idx % S; const size_t cn = std::min(C, n - off);
          char* di = d_a + (size_t)s * C * 8; char* dout = d_b + (size_t)s * C * 8;
          if (idx >= (size_t)S) cudaStreamWaitEvent(hs[s], kev[s], 0); // input slot consumed
          cudaMemcpyAsync(di, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, hs[s]);
          cudaEventRecord(hev[s], hs[s]);
          cudaStreamWaitEvent(ks[s], hev[s], 0);
          if (idx >= (size_t)S) cudaStreamWaitEvent(ks[s], dev[s], 0); // output slot sent
          touch<<<sms * 4, 256, 0, ks[s]>>>((const uint2*)di, (uint2*)dout, cn);
          tiny<<<1, 32, 0, ks[s]>>>(cnt + s);
          cudaEventRecord(kev[s], ks[s]);
          cudaStreamWaitEvent(ds[s], kev[s], 0);
          cudaMemcpyAsync(h_out + off * 8, dout, cn * 8, cudaMemcpyDeviceToHost, ds[s]);
          cudaEventRecord(dev[s], ds[s]);
        }
        for (int s = 0; s < S; ++s) cudaStreamSynchronize(ds[s]);
        return;
      }
      if (mode == 7 || mode == 8) { // mode 6 with blocking-sync events a chunk (8: and blocking waits)
        for (size_t off = 0; off < n; off += C, ++idx) {
          const int s = idx % S; const size_t cn = std::min(C, n - off);
          char* di = d_a + (size_t)s * C * 8; char* dout = d_b + (size_t)s * C * 8;
          if (idx >= (size_t)S) cudaStreamWaitEvent(hs[s], kev[s], 0);
          cudaMemcpyAsync(di, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, hs[s]);
          cudaEventRecord(hev[s], hs[s]);
          cudaStreamWaitEvent(ks[s], hev[s], 0);
          touch<<<sms * 4, 256, 0, ks[s]>>>((const uint2*)di, (uint2*)dout, cn);
          cudaEventRecord(kev[s], ks[s]);
          tiny<<<1, 32, 0, ks[s]>>>(cnt + s);
          cudaMemcpyAsync(h_out + off * 8, dout, cn * 8, cudaMemcpyDeviceToHost, ks[s]);
          cudaEventRecord(evb[s], ks[s]);
        }
        for (int s = 0; s < S; ++s) { if (mode == 8) { cudaEventRecord(evb[s], ks[s]); cudaEventSynchronize(evb[s]); } else cudaStreamSynchronize(ks[s]); }
        return;
      }
      if (mode == 6) { // two streams a slot: H2D on hs, kernels and D2H on ks
        for (size_t off = 0; off < n; off += C, ++idx) {
          const int s = idx % S; const size_t cn = std::min(C, n - off);
          char* di = d_a + (size_t)s * C * 8; char* dout = d_b + (size_t)s * C * 8;
          if (idx >= (size_t)S) cudaStreamWaitEvent(hs[s], kev[s], 0); // input slot consumed
          cudaMemcpyAsync(di, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, hs[s]);
          cudaEventRecord(hev[s], hs[s]);
          cudaStreamWaitEvent(ks[s], hev[s], 0);
          touch<<<sms * 4, 256, 0, ks[s]>>>((const uint2*)di, (uint2*)dout, cn);
          tiny<<<1, 32, 0, ks[s]>>>(cnt + s);
          cudaEventRecord(kev[s], ks[s]);
          cudaMemcpyAsync(h_out + off * 8, dout, cn * 8, cudaMemcpyDeviceToHost, ks[s]);
          cudaEventRecord(ev[s], ks[s]);
        }
        for (int s = 0; s < S; ++s) cudaStreamSynchronize(ks[s]);
        return;
      }
      if (mode == 4 || mode == 5) { // breadth first in groups of S chunks (5: one kernel, no count)
        for (size_t g = 0; g < n; g += C * S) {
          for (int s = 0; s < S && g + s * C < n; ++s) { const size_t off = g + s * C, cn = std::min(C, n - off);
            cudaMemcpyAsync(d_a + (size_t)s * C * 8, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, st[s]); }
          for (int s = 0; s < S && g + s * C < n; ++s) { const size_t off = g + s * C, cn = std::min(C, n - off);
            touch<<<sms * 4, 256, 0, st[s]>>>((const uint2*)(d_a + (size_t)s * C * 8), (uint2*)(d_b + (size_t)s * C * 8), cn);
            if (mode == 4) tiny<<<1, 32, 0, st[s]>>>(cnt + s); }
          for (int s = 0; s < S && g + s * C < n; ++s) { const size_t off = g + s * C, cn = std::min(C, n - off);
            cudaMemcpyAsync(h_out + off * 8, d_b + (size_t)s * C * 8, cn * 8, cudaMemcpyDeviceToHost, st[s]);
            if (mode == 4) cudaEventRecord(ev[s], st[s]); }
        }
        for (int s = 0; s < S; ++s) cudaStreamSynchronize(st[s]);
        return;
      }
      for (size_t off = 0; off < n; off += C, ++idx) {
        const int s = idx % S; const size_t cn = std::min(C, n - off);
        char* di = d_a + (size_t)s * C * 8; char* dout = d_b + (size_t)s * C * 8;
        cudaMemcpyAsync(di, h_in + off * 8, cn * 8, cudaMemcpyHostToDevice, st[s]);
        if (mode >= 1) touch<<<sms * 4, 256, 0, st[s]>>>((const uint2*)di, (uint2*)dout, cn);
        if (mode >= 2) tiny<<<1, 32, 0, st[s]>>>(cnt + s);
        cudaMemcpyAsync(h_out + off * 8, dout, cn * 8, cudaMemcpyDeviceToHost, st[s]);
        if (mode >= 2) cudaEventRecord(ev[s], st[s]);
      }
      for (int s = 0; s < S; ++s) cudaStreamSynchronize(st[s]);
    }, reps);
    printf("  mode %d (%s) streams %d chunk %5zuk: median %5.1f %%  best %5.1f %% of best ceiling; median/median %5.1f %%\n", mode,
      mode == 2 ? "sequential" : mode == 3 ? "3 streams a slot" : mode == 4 ? "breadth first" : mode == 5 ? "breadth, 1 kernel" : mode == 6 ? "2 streams a slot" : mode == 7 ? "6 + blocking events" : "7 + blocking waits", S, C >> 10, 100 * n / t.med / ceil_best, 100 * n / t.best / ceil_best, 100 * n / t.med / ceil_med);
  }
  }
  return 0;
}
