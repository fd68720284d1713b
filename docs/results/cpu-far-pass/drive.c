#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
int main(int argc,char**argv){
  const char* impl=argv[1]; int k=atoi(argv[2]); int out=atoi(argv[3]); int me=argc>4?atoi(argv[4]):2; int calls=argc>5?atoi(argv[5]):20;
  size_t n=32768; float* in=aligned_alloc(64,(2*n+16)*4); unsigned char* o=aligned_alloc(64,n*48);
  int m=k/2; double a=1.0/sqrt(2.0*((1<<k)-1)/3.0); uint64_t x=0x9E3779B97F4A7C15ull;
  for(size_t i=0;i<2*n+16;i++){x^=x<<13;x^=x>>7;x^=x<<17;double level=2.0*(double)((x>>40)%(1u<<m))-((1<<m)-1);
    double noise=((double)(x>>11&0xFFFFF)/1048576.0-0.5)*0.5; in[i]=(float)(a*(level+noise));}
  cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=(cuqam_method)me;
  c.output=(cuqam_output)out; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impl; c.noise_var=0.01f; c.scale=8.0f;
  cuqam_demapper* h; if(cuqam_demapper_create(&c,&h)){printf("%s\n",cuqam_last_error());return 1;}
  for(int t=0;t<calls;t++) cuqam_demap(h,in,n,o);
  return 0;}
