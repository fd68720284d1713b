// exact 256QAM u8 on the CPU backend, one core: N0 = 0.01 against 1e-4 (Msym/s)
#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
  const size_t n=1<<16; float*x=malloc(n*8); unsigned char*o=malloc(n*8);
  unsigned long long s=88172645463325252ull;
  for(size_t i=0;i<2*n;i++){s^=s<<13;s^=s>>7;s^=s<<17; x[i]=((int)(s%31)-15)*0.0767f+(float)((s>>20)%1000)*1e-5f;}
  float n0s[]={0.01f,1.0f,1e-4f};
  for(int k=0;k<3;k++){
    cuqam_demapper_config c; cuqam_demapper_config_init(&c);
    c.bits_per_symbol=8; c.method=CUQAM_METHOD_EXACT; c.output=CUQAM_OUTPUT_U8; c.backend=CUQAM_BACKEND_CPU;
    cuqam_demapper*h; if(cuqam_demapper_create(&c,&h)!=CUQAM_OK){puts(cuqam_last_error());return 1;}
    cuqam_demapper_set_noise_var(h,n0s[k]);
    double best=1e9; for(int r=0;r<7;r++){double t=now(); for(int j=0;j<20;j++) cuqam_demap(h,x,n,o); t=now()-t; if(t<best)best=t;}
    printf("N0=%g: %.1f Msym/s\n",n0s[k],20.0*n/best/1e6); cuqam_demapper_destroy(h);
  }
}
