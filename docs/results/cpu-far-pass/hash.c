#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
/* exact's outputs of every x86 impl, order, output and three N0, hashed */
int main(void){
  const char* impls[]={"sse4_1","avx2","avx512"}; float n0s[]={0.01f,1.0f,1e-4f,0.3f};
  size_t n=20000; float* in=aligned_alloc(64,(2*n+16)*4); unsigned char* o=aligned_alloc(64,n*48);
  for(int ii=0;ii<3;ii++) for(int k=2;k<=12;k+=2) for(int out=0;out<3;out++) for(int z=0;z<4;z++){
    int m=k/2; double a=1.0/sqrt(2.0*((1<<k)-1)/3.0); uint64_t x=0x9E3779B97F4A7C15ull+k;
    for(size_t i=0;i<2*n+16;i++){x^=x<<13;x^=x>>7;x^=x<<17;double level=2.0*(double)((x>>40)%(1u<<m))-((1<<m)-1);
      double noise=((double)(x>>11&0xFFFFF)/1048576.0-0.5)*1.5; in[i]=(float)(a*(level+noise));}
    cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=CUQAM_METHOD_EXACT;
    c.output=(cuqam_output)out; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impls[ii]; c.noise_var=n0s[z]; c.scale=z==3?100.f:8.0f;
    cuqam_demapper* h; if(cuqam_demapper_create(&c,&h)){printf("%s\n",cuqam_last_error());return 1;}
    cuqam_demap(h,in,n,o); size_t bytes=n*k*(out==0?4:1); uint64_t hh=1469598103934665603ull;
    for(size_t i=0;i<bytes;i++){hh^=o[i];hh*=1099511628211ull;}
    printf("%s k%d out%d z%d %016llx\n",impls[ii],k,out,z,(unsigned long long)hh); cuqam_demapper_destroy(h);}
  return 0;}
