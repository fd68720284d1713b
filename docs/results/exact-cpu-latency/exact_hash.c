#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
int main(int argc,char**argv){ const char* impl=argv[1]; unsigned long long hsum=0;
 for(int k=2;k<=12;k+=2) for(int o=0;o<3;o++){ size_t n=40000; float* in=malloc(n*8); float* out=malloc(n*12*4);
  srand(k*7+o); for(size_t i=0;i<2*n;i++) in[i]=((rand()/(float)RAND_MAX)-0.5f)*3.0f;
  cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=CUQAM_METHOD_EXACT;
  c.output=(cuqam_output)o; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impl; c.noise_var=0.003f*(k);
  cuqam_demapper* h; if(cuqam_demapper_create(&c,&h)){printf("%s\n",cuqam_last_error());return 1;}
  cuqam_demap(h,in,n,out); size_t bytes=n*k*(o==CUQAM_OUTPUT_F32?4:1); unsigned long long x=1469598103934665603ull;
  for(size_t i=0;i<bytes;i++){x^=((unsigned char*)out)[i]; x*=1099511628211ull;} hsum^=x+k*131+o; cuqam_demapper_destroy(h); free(in); free(out);}
 printf("%s %016llx\n",impl,hsum); return 0;}
