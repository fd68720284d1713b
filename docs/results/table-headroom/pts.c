#include <cuqam/cuqam.h>
#include <stdio.h>
int main(int argc,char**argv){ cuqam_constellation c={argv[1],0,0,0}; float p[8192]; int k=0,cl=0;
 if(cuqam_constellation_points(&c,atoi(argv[2]),p,8192,&k,&cl)!=CUQAM_OK){printf("err\n");return 1;}
 for(int l=0;l<(1<<k);++l) printf("%.9g %.9g\n",p[2*l],p[2*l+1]); return 0;}
