#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <math.h>
/* best of N calls of 8192 symbols (exact, u8 unless argv[3]=1), Msym/s */
static double now(void){struct timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
  const char* impl=argv[1]; int k=atoi(argv[2]); int f32=argc>3?atoi(argv[3]):0; int calls=argc>4?atoi(argv[4]):300;
  float n0=argc>5?atof(argv[5]):0.01f;
  size_t n=8192; float* in=aligned_alloc(64,n*8); unsigned char* o=aligned_alloc(64,n*48);
  srand(1); for(size_t i=0;i<2*n;i++) in[i]=1.4f*((rand()/(float)RAND_MAX)-0.5f)*2.f*0.75f;
  cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=CUQAM_METHOD_EXACT;
  c.output=f32?CUQAM_OUTPUT_F32:CUQAM_OUTPUT_U8; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impl; c.noise_var=n0;
  cuqam_demapper* h; if(cuqam_demapper_create(&c,&h)) return 1;
  double best=1e9; for(int i=0;i<calls;i++){ double t0=now(); cuqam_demap(h,in,n,o); double t=now()-t0; if(t<best) best=t; }
  printf("%s k=%d %s N0=%g: %.1f\n",impl,k,f32?"f32":"u8",n0,n/best/1e6); return 0;}
