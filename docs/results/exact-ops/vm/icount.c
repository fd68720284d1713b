/* instruction count probe: exact demapping of n random symbols on one impl */
#include <cuqam/cuqam.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char** argv)
{
    const char* impl = argv[1];
    int k = atoi(argv[2]);
    int out = argc > 3 ? atoi(argv[3]) : CUQAM_OUTPUT_U8;
    size_t n = 1 << 18;
    float* x = malloc(2 * n * sizeof(float));
    float* y = malloc(n * k * sizeof(float));
    unsigned s = 12345;
    for (size_t i = 0; i < 2 * n; ++i) {
        s = s * 1664525u + 1013904223u;
        x[i] = ((float)(s >> 8) / 16777216.0f - 0.5f) * 2.4f;
    }
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    c.method = CUQAM_METHOD_EXACT;
    c.output = out;
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = impl;
    cuqam_demapper* h;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) { puts(cuqam_last_error()); return 1; }
    for (int r = 0; r < 4; ++r)
        cuqam_demap(h, x, n, y);
    printf("%s %f\n", cuqam_demapper_impl_name(h), (double)((unsigned char*)y)[7]);
    cuqam_demapper_destroy(h);
    return 0;
}
