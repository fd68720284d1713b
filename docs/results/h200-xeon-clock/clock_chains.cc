#include <chrono>
#include <cstdio>
static double now(){return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();}
double imm(){const long n=100000000; long x=0; double t0=now(); for(long i=0;i<n;++i){__asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0":"+r"(x));} return 8.0*n/(now()-t0)/1e9;}
double reg(){const long n=100000000; long x=0,one=1; double t0=now(); for(long i=0;i<n;++i){__asm__ volatile("add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0":"+r"(x):"r"(one));} return 8.0*n/(now()-t0)/1e9;}
double imul(){const long n=100000000; long x=1,three=3; double t0=now(); for(long i=0;i<n;++i){__asm__ volatile("imul %1, %0\n\timul %1, %0\n\timul %1, %0\n\timul %1, %0":"+r"(x):"r"(three));} return 4.0*3*n/(now()-t0)/1e9;}
int main(){for(int i=0;i<3;i++) printf("imm %.2f reg %.2f imul(lat3) %.2f GHz\n",imm(),reg(),imul());}
