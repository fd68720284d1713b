/* pipes_probe: 12 independent chains of one AVX2 operation (or two kinds,
 * six chains each) a loop; ns an iteration. Which operations share pipes:
 * gcc -O2 -mavx2 -mfma pipes_probe.c && taskset -c 1 ./a.out */
#include <immintrin.h>
#include <stdio.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
#define N 100000000L
#define BODY(OPS) { __m256 a0=_mm256_set1_ps(1.0f),a1=a0,a2=a0,a3=a0,a4=a0,a5=a0,a6=a0,a7=a0,a8=a0,a9=a0,a10=a0,a11=a0; __m256 k=_mm256_set1_ps(0.999999f); \
  double t0=now(); for(long i=0;i<N;i++){ OPS; __asm__ volatile("" : "+x"(a0),"+x"(a1),"+x"(a2),"+x"(a3),"+x"(a4),"+x"(a5),"+x"(a6),"+x"(a7),"+x"(a8),"+x"(a9),"+x"(a10),"+x"(a11)); } \
  double t=now()-t0; float s[8]; _mm256_storeu_ps(s,_mm256_add_ps(a0,a11)); printf("%-28s %.3f ns/iter (%g)\n", #OPS, t/N*1e9, s[0]); }
#define M(x) x=_mm256_mul_ps(x,k)
#define A(x) x=_mm256_add_ps(x,k)
#define MN(x) x=_mm256_min_ps(x,k)
#define F(x) x=_mm256_fmadd_ps(x,k,k)
#define P(x) x=_mm256_permutevar8x32_ps(x,_mm256_castps_si256(k))
#define B(x) x=_mm256_blendv_ps(x,k,k)
#define CV(x) x=_mm256_cvtepi32_ps(_mm256_castps_si256(x))
int main(){
 BODY(M(a0);M(a1);M(a2);M(a3);M(a4);M(a5);M(a6);M(a7);M(a8);M(a9);M(a10);M(a11))
 BODY(A(a0);A(a1);A(a2);A(a3);A(a4);A(a5);A(a6);A(a7);A(a8);A(a9);A(a10);A(a11))
 BODY(MN(a0);MN(a1);MN(a2);MN(a3);MN(a4);MN(a5);MN(a6);MN(a7);MN(a8);MN(a9);MN(a10);MN(a11))
 BODY(F(a0);F(a1);F(a2);F(a3);F(a4);F(a5);F(a6);F(a7);F(a8);F(a9);F(a10);F(a11))
 BODY(M(a0);M(a1);M(a2);M(a3);M(a4);M(a5);A(a6);A(a7);A(a8);A(a9);A(a10);A(a11))
 BODY(M(a0);M(a1);M(a2);M(a3);M(a4);M(a5);MN(a6);MN(a7);MN(a8);MN(a9);MN(a10);MN(a11))
 BODY(A(a0);A(a1);A(a2);A(a3);A(a4);A(a5);MN(a6);MN(a7);MN(a8);MN(a9);MN(a10);MN(a11))
 BODY(P(a0);P(a1);P(a2);P(a3);P(a4);P(a5);P(a6);P(a7);P(a8);P(a9);P(a10);P(a11))
 BODY(M(a0);M(a1);M(a2);M(a3);M(a4);M(a5);P(a6);P(a7);P(a8);P(a9);P(a10);P(a11))
 BODY(A(a0);A(a1);A(a2);A(a3);A(a4);A(a5);P(a6);P(a7);P(a8);P(a9);P(a10);P(a11))
 BODY(B(a0);B(a1);B(a2);B(a3);B(a4);B(a5);B(a6);B(a7);B(a8);B(a9);B(a10);B(a11))
 BODY(CV(a0);CV(a1);CV(a2);CV(a3);CV(a4);CV(a5);CV(a6);CV(a7);CV(a8);CV(a9);CV(a10);CV(a11))
 BODY(M(a0);M(a1);M(a2);M(a3);M(a4);M(a5);CV(a6);CV(a7);CV(a8);CV(a9);CV(a10);CV(a11))
}
