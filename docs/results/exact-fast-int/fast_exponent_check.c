/* The worst LLR error of the GPU integers' near exponents (i (c i + P) + Q in
 * float, qam_exact.h) against exact's tolerance, the rest in double.
 * gcc -O2 fast_exponent_check.c -lm && ./a.out */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static int gray_bit(int lvl_idx, int j, int m) { /* sorted level index 0..2^m-1, bit j of Gray PAM (b0 = sign) */
    unsigned b = (lvl_idx >> (m - 1 - j)) & 3u; return j == 0 ? (lvl_idx >= (1 << (m - 1))) : (b == 0u || b == 3u);
}
int main(void) {
    srand(12345);
    for (int m = 3; m <= 5; ++m) {
        const int M = 1 << m, h = M / 2;
        const double a2 = 3.0 / (2.0 * (M * M - 1));
        double worst = 0, wn0 = 0, wu = 0;
        for (int trial = 0; trial < 400000; ++trial) {
            /* N0 log-uniform from the fast limit (|c| h^2 = 2^19) to 10 */
            const double cmax = 524288.0 / (h * h), gmax = cmax / (4 * M_LOG2E);
            const double n0min = a2 / gmax;
            const double n0 = exp(log(n0min) + (log(10.0) - log(n0min)) * rand() / (double)RAND_MAX);
            const double g = a2 / n0;
            const float au = (float)((2 * h + 2) * (rand() / (double)RAND_MAX));
            const float c = (float)(-4 * g * M_LOG2E);
            const float tw = au - 1.0f;
            float kf = (tw * 0.5f + 12582912.0f) - 12582912.0f; kf = kf > 0 ? kf : 0; kf = kf < h - 1 ? kf : h - 1;
            const float kb = kf - tw, P = -c * tw, Q = (-c * kf) * kb;
            double near_f[64], near_x[64];
            for (int i = 0; i < h; ++i) {
                const float fi = (float)i;
                const float E = fmaf(fi, fmaf(c, fi, P), Q);
                near_f[i] = exp2((double)E);
                near_x[i] = exp(-g * ((au - (2 * i + 1.0)) * (au - (2 * i + 1.0)) - (au - (2 * kf + 1.0)) * (au - (2 * kf + 1.0))));
            }
            /* bits j >= 1 on |u|'s half axis, with the far (mirrored) terms exact */
            for (int j = 1; j < m; ++j) {
                double s1f = 0, s0f = 0, s1x = 0, s0x = 0;
                for (int i = 0; i < h; ++i) {
                    const double dn = au - (2 * kf + 1.0);
                    const double far = exp(-g * ((au + 2 * i + 1.0) * (au + 2 * i + 1.0) - dn * dn));
                    const int b = gray_bit(h + i, j, m);
                    if (b) { s1f += near_f[i] + far; s1x += near_x[i] + far; } else { s0f += near_f[i] + far; s0x += near_x[i] + far; }
                }
                if (s1x < 1e-30 || s0x < 1e-30) continue; /* the fallback's case */
                const double Lf = log(s1f / s0f), Lx = log(s1x / s0x);
                const double tol = 1e-5 * fabs(Lx) + 4e-6 * g * (au + 2) * (au + 2) + 1e-6;
                const double r = fabs(Lf - Lx) / tol;
                if (r > worst) { worst = r; wn0 = n0; wu = au; }
            }
        }
        printf("%4dQAM: worst |L_fast - L_exact| / tolerance = %.3f (N0 %.3g, |u| %.3f)\n", M * M, worst, wn0, wu);
    }
    return 0;
}
