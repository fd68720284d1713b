#include <cuqam/cuqam.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc,char**argv){
  const char* impls[]={"generic","avx2","avx512"};
  const char* preset=argc>1?argv[1]:"dvbs2:2/3"; int bits=argc>2?atoi(argv[2]):4;
  for(int e=2;e<=12;++e){ float n0=powf(10,-e);
    float in[2*4096]; srand(1); for(int i=0;i<8192;++i) in[i]=(float)(1.5*((rand()/(double)RAND_MAX)*2-1));
    printf("N0 1e-%d:",e);
    for(int ii=0;ii<3;++ii){
      cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=bits;
      c.constellation.name=preset; c.method=CUQAM_METHOD_EXACT; c.output=CUQAM_OUTPUT_F32;
      c.noise_var=n0; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impls[ii];
      cuqam_demapper* h=NULL; if(cuqam_demapper_create(&c,&h)){printf("%s\n",cuqam_last_error());return 1;}
      static float out[4096*12]; cuqam_demap(h,in,4096,out);
      int nan=0,inf=0; double mx=0; for(int i=0;i<4096*bits;++i){nan+=isnan(out[i])!=0;inf+=isinf(out[i])!=0; if(isfinite(out[i])&&fabs(out[i])>mx)mx=fabs(out[i]);}
      printf("  %s nan %d inf %d max %.3g;",impls[ii],nan,inf,mx);
      cuqam_demapper_destroy(h);
    }
    printf("\n");
  }
}
