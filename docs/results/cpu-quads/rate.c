/* rate IMPL K OUT [N0 SCALE METHOD]: one CPU kernel's rate, Msym/s, the
 * median of 7 passes of 0.1 s over 32 Ki symbols (cuqam_bench_cpu's L2 size
 * and symbols: Gray levels plus uniform noise of +-0.25 a). OUT: 0 f32, 1 s8,
 * 2 u8; METHOD: 0 maxlog, 1 approx, 2 exact. */
#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <math.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
  const char* impl=argc>1?argv[1]:"avx2"; int k=argc>2?atoi(argv[2]):8; int out=argc>3?atoi(argv[3]):2;
  float n0=argc>4?atof(argv[4]):0.01f; float scale=argc>5?atof(argv[5]):8.0f; int me=argc>6?atoi(argv[6]):2;
  size_t n=32768; float* in=aligned_alloc(64,(2*n+16)*4); unsigned char* o=aligned_alloc(64,n*48);
  int m=k/2; double a=1.0/sqrt(2.0*((1<<k)-1)/3.0); uint64_t x=0x9E3779B97F4A7C15ull;
  for(size_t i=0;i<2*n+16;i++){x^=x<<13;x^=x>>7;x^=x<<17;double level=2.0*(double)((x>>40)%(1u<<m))-((1<<m)-1);
    double noise=((double)(x>>11&0xFFFFF)/1048576.0-0.5)*0.5; in[i]=(float)(a*(level+noise));}
  cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=(cuqam_method)me;
  c.output=(cuqam_output)out; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impl; c.noise_var=n0; c.scale=scale;
  cuqam_demapper* h; if(cuqam_demapper_create(&c,&h)){printf("%s\n",cuqam_last_error());return 1;}
  double r[7]; cuqam_demap(h,in,n,o);
  for(int t=0;t<7;t++){double t0=now(),el;long calls=0;do{cuqam_demap(h,in,n,o);calls++;}while((el=now()-t0)<0.1);r[t]=n*calls/el/1e6;}
  qsort(r,7,sizeof r[0],cmp); printf("%.1f\n",r[3]); return 0;}
