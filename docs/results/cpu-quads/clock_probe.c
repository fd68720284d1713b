/* clock_probe: eight dependent adds a loop, one a cycle: the clock. */
#include <stdio.h>
#include <time.h>
int main(){struct timespec a,b; long n=500000000; clock_gettime(CLOCK_MONOTONIC,&a);
long x=0; for(long i=0;i<n;i++){ __asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x)); }
clock_gettime(CLOCK_MONOTONIC,&b); double t=(b.tv_sec-a.tv_sec)+1e-9*(b.tv_nsec-a.tv_nsec); printf("%.2f GHz\n", 8*n/t/1e9);}
