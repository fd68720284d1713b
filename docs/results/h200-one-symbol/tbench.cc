// The one-symbol-a-thread kernels on device memory (table kernels: DVB-S2
// APSK and 256 random points; the per-symbol-N0 kernel): the median of reps
// calls of n Mi symbols (argv[1], default 32; 256 points exact n/8), Gsym/s,
// and % of a device-to-device copy of the same bytes read and written, timed
// next to each row. Build: g++ -O2 -std=c++17 tbench.cc -I<prefix>/include
// -I/usr/local/cuda/include -L<lib> -lcuqam libcudart_static.a -ldl -lrt -lpthread
#include <cuqam/cuqam.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
static double med(std::vector<double> v){ std::sort(v.begin(), v.end()); return v[v.size()/2]; }
template <class F> static double tmed(F f, int reps){
  std::vector<double> t; f(); cudaDeviceSynchronize();
  for (int r=0;r<reps;++r){ auto a=std::chrono::steady_clock::now(); f(); cudaDeviceSynchronize();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now()-a).count()); }
  return med(t); }
int main(int argc, char** argv){
  const size_t n = (size_t)(argc>1?atoi(argv[1]):32) << 20; const int reps = argc>2?atoi(argv[2]):7;
  float* d_in; void* d_out; cudaMalloc(&d_in, n*8); cudaMalloc(&d_out, n*48);
  std::vector<float> h(2*n); uint64_t x=88172645463325252ull;
  for (size_t i=0;i<2*n;++i){ x^=x<<13; x^=x>>7; x^=x<<17; h[i]=((int)(x%31)-15)*0.0767f+(float)((x>>20)%1000)*1e-5f; }
  cudaMemcpy(d_in, h.data(), n*8, cudaMemcpyHostToDevice);
  std::vector<float> pts(512); x=0x9E3779B97F4A7C15ull;
  for (int i=0;i<512;++i){ x^=x<<13; x^=x>>7; x^=x<<17; pts[i]=(float)((double)(x>>11)/9007199254740992.0*2.0-1.0); }
  struct C { const char* label; cuqam_constellation c; int k; } cs[] = {
    {"16APSK", {"dvbs2:2/3", nullptr, nullptr, 0}, 4},
    {"32APSK", {"dvbs2:3/4", nullptr, nullptr, 0}, 5},
    {"256pts", {nullptr, pts.data(), nullptr, 256}, 8} };
  for (auto& c : cs) for (int method : {0, 2}) for (int out : {2, 0}) {
    if (c.k == 8 && method == 0 && out == 0) continue;
    cuqam_demapper_config cfg; cuqam_demapper_config_init(&cfg);
    cfg.bits_per_symbol = c.k; cfg.constellation = c.c; cfg.method = (cuqam_method)method;
    cfg.output = (cuqam_output)out; cfg.backend = CUQAM_BACKEND_CUDA;
    cuqam_demapper* hd; if (cuqam_demapper_create(&cfg, &hd)) { printf("create: %s\n", cuqam_last_error()); return 1; }
    const size_t nn = c.k == 8 && method == 2 ? n/8 : n;
    const double t = tmed([&]{ cuqam_demap(hd, d_in, nn, d_out); }, reps);
    cuqam_demapper_destroy(hd);
    const size_t bytes = nn * (8 + c.k * (out == 0 ? 4 : 1));
    const double tc = tmed([&]{ cudaMemcpyAsync((char*)d_out + n*24, d_out, bytes/2, cudaMemcpyDeviceToDevice); }, reps);
    printf("%-7s %-6s %-3s %8.2f Gsym/s %6.1f %% of copy\n", c.label, method==2?"exact":"maxlog", out==0?"f32":"u8",
           nn/t/1e9, 100.0*tc/t);
  }
  // per-symbol N0 (device memory): the one-symbol closed-form kernel and the table kernel
  float* d_n0; cudaMalloc(&d_n0, n*4);
  { std::vector<float> hn(n); for (size_t i=0;i<n;++i) hn[i]=0.005f+0.015f*(float)((i*2654435761u)%1000)/1000.f;
    cudaMemcpy(d_n0, hn.data(), n*4, cudaMemcpyHostToDevice); }
  struct N { const char* label; cuqam_constellation c; int k; int method; } ns[] = {
    {"256QAM/N0", {nullptr,nullptr,nullptr,0}, 8, 0}, {"256QAM/N0", {nullptr,nullptr,nullptr,0}, 8, 2},
    {"32APSK/N0", {"dvbs2:3/4", nullptr, nullptr, 0}, 5, 2} };
  for (auto& c : ns) {
    cuqam_demapper_config cfg; cuqam_demapper_config_init(&cfg);
    cfg.bits_per_symbol = c.k; cfg.constellation = c.c; cfg.method = (cuqam_method)c.method;
    cfg.output = CUQAM_OUTPUT_U8; cfg.backend = CUQAM_BACKEND_CUDA;
    cuqam_demapper* hd; if (cuqam_demapper_create(&cfg, &hd)) { printf("create: %s\n", cuqam_last_error()); return 1; }
    const double t = tmed([&]{ if (cuqam_demap_noise(hd, d_in, d_n0, n, d_out)) printf("demap_noise: %s\n", cuqam_last_error()); }, reps);
    cuqam_demapper_destroy(hd);
    const size_t bytes = n * (12 + c.k);
    const double tc = tmed([&]{ cudaMemcpyAsync((char*)d_out + n*24, d_out, bytes/2, cudaMemcpyDeviceToDevice); }, reps);
    printf("%-9s %-6s u8  %8.2f Gsym/s %6.1f %% of copy\n", c.label, c.method==2?"exact":"maxlog", n/t/1e9, 100.0*tc/t);
  }
  return 0; }
