#include <cuqam/cuqam.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
/* kind 0: 8PSK (table), 1: 16QAM grid (closed form) */
int main(void){
  const double scales[]={1e-20,1e-6,1e6,1e11,1e12,1e13,1e15,1e18,1e19};
  const float n0s[]={1e-12f,1.0f};
  const char* impls[]={"generic","avx2","avx512"};
  for(int kind=0;kind<2;++kind) for(int si=0;si<9;++si) for(int ni=0;ni<2;++ni) for(int meth=0;meth<3;++meth) for(int o=0;o<2;++o){
    int np=kind?16:8; float pts[32];
    for(int i=0;i<np;++i){ if(kind){pts[2*i]=(float)(scales[si]*(2*(i%4)-3));pts[2*i+1]=(float)(scales[si]*(2*(i/4)-3));}
      else{pts[2*i]=(float)(scales[si]*cos(i*M_PI/4+0.1));pts[2*i+1]=(float)(scales[si]*sin(i*M_PI/4+0.1));}}
    unsigned lab[16]; for(int i=0;i<np;++i){int gi=(i%4)^((i%4)>>1), gq=(i/4)^((i/4)>>1); lab[i]=kind?(unsigned)(gi*4+gq):(unsigned)i;}
    float in[2*64]; srand(1); for(int i=0;i<128;++i) in[i]=(float)(scales[si]*3*((rand()/(double)RAND_MAX)*2-1));
    int bad=0; char line[4][64]; unsigned char res[3][64*4*4];
    for(int ii=0;ii<3;++ii){
      cuqam_demapper_config c; cuqam_demapper_config_init(&c);
      c.constellation.points=pts; c.constellation.labels=lab; c.constellation.num_points=np; c.method=(cuqam_method)meth; c.output=o?CUQAM_OUTPUT_F32:CUQAM_OUTPUT_S8;
      c.noise_var=n0s[ni]; c.backend=CUQAM_BACKEND_CPU; c.cpu_impl=impls[ii];
      cuqam_demapper* h=NULL; int st=cuqam_demapper_create(&c,&h);
      if(st!=CUQAM_OK){ if(ii==0) printf("kind %d scale %g N0 %g meth %d: create refused %s\n",kind,scales[si],n0s[ni],meth,cuqam_last_error()); bad=-1; break;}
      float out[64*4]; st=cuqam_demap(h,in,64,out);
      int nan=0,inf=0; if(o) for(int i=0;i<64*(kind?4:3);++i){nan+=isnan(out[i])!=0;inf+=isinf(out[i])!=0;}
      memcpy(res[ii],out,sizeof out);
      if(nan||inf){printf("kind %d scale %g N0 %g meth %d out %d %s: nan %d inf %d\n",kind,scales[si],n0s[ni],meth,o,impls[ii],nan,inf);}
      cuqam_demapper_destroy(h);
    }
    if(!bad && !o && meth!=1 && (memcmp(res[0],res[1],64*4)||memcmp(res[0],res[2],64*4))) printf("kind %d scale %g N0 %g meth %d s8: SIMD != generic\n",kind,scales[si],n0s[ni],meth);
  }
}
