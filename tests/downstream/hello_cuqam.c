/*
 * A C program as a user of the installed C core writes it, built with
 * `pkg-config --cflags --libs cuqam` (tests/downstream/run.sh).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    if (strcmp(cuqam_version(), CUQAM_VERSION_STRING) != 0) {
        fprintf(stderr, "library %s, header %s\n", cuqam_version(), CUQAM_VERSION_STRING);
        return 1;
    }
    cuqam_demapper_config cfg;
    cuqam_demapper_config_init(&cfg); /* 256QAM, maxlog, u8 */
    cfg.backend = CUQAM_BACKEND_CPU;
    cuqam_demapper* h;
    if (cuqam_demapper_create(&cfg, &h) != CUQAM_OK) {
        fprintf(stderr, "create: %s\n", cuqam_last_error());
        return 1;
    }
    /* the corner point 15a + 15a j of 256QAM: bits 0 0 1 1 1 1 1 1 */
    const float a = 0.0766964989f, iq[2] = { 15 * a, 15 * a };
    unsigned char soft[8];
    if (cuqam_demap(h, iq, 1, soft) != CUQAM_OK)
        return 1;
    cuqam_demapper_destroy(h);
    for (int b = 0; b < 8; ++b) /* u8: above 128 means 1 */
        if ((soft[b] > 128) != (b >= 2)) {
            fprintf(stderr, "soft bit %d is %d\n", b, soft[b]);
            return 1;
        }
    printf("hello_cuqam: cuqam %s, corner point demapped right\n", cuqam_version());
    return 0;
}
