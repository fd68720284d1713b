#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* worst excess of |avx - generic| over 1e-5|g|, exact f32 */
int main(int argc,char**argv){
  const char* impl=argv[1]; int k=atoi(argv[2]); float n0=atof(argv[3]); size_t n=1<<20;
  float* in=malloc(n*8); float* a=malloc(n*k*4); float* g=malloc(n*k*4);
  srand(7); for(size_t i=0;i<2*n;i++) in[i]=1.6f*((rand()/(float)RAND_MAX)-0.5f)*1.2f;
  cuqam_demapper_config c; cuqam_demapper_config_init(&c); c.bits_per_symbol=k; c.method=CUQAM_METHOD_EXACT;
  c.output=CUQAM_OUTPUT_F32; c.backend=CUQAM_BACKEND_CPU; c.noise_var=n0;
  cuqam_demapper *h1,*h2; c.cpu_impl=impl; cuqam_demapper_create(&c,&h1); c.cpu_impl="generic"; cuqam_demapper_create(&c,&h2);
  cuqam_demap(h1,in,n,a); cuqam_demap(h2,in,n,g);
  double worst=0; size_t wi=0; long over=0;
  for(size_t i=0;i<n*k;i++){ double e=fabs((double)a[i]-g[i]) - 1e-5*fabs(g[i]); if(e>worst){worst=e;wi=i;} if(e>1e-6) over++; }
  printf("%s k=%d N0=%g worst abs excess %.3g (a=%.9g g=%.9g) over=%ld\n",impl,k,n0,worst,a[wi],g[wi],over); return 0;}
