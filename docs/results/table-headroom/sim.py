"""How often exact's table sums need their second pass, on the inputs of
`cuqam_bench_cpu --tables` (DVB-S2 16APSK 2/3 and 32APSK 3/4, N0 = 0.01,
Gaussian noise): a soft bit needs it where its max-log |L| (the gap between
the nearest points of the two bit values over N0) passes the threshold, a
vector where one of its lanes does. 69: without headroom; 146.6: with H =
112 (69 + 112 ln 2). Points from the library: `./pts dvbs2:2/3 4 > a16.txt`,
`./pts dvbs2:3/4 5 > a32.txt` (pts.c, linked against libcuqam)."""
import numpy as np

rng = np.random.default_rng(1)
for f, k in (("a16.txt", 4), ("a32.txt", 5)):
    P = np.loadtxt(f)
    n, N0 = 32768, 0.01
    l = rng.integers(0, 1 << k, n)
    y = P[l] + rng.normal(0, np.sqrt(N0 / 2), (n, 2))
    d = ((y[:, None, :] - P[None, :, :]) ** 2).sum(-1)
    dmin = d.min(1)
    for thr in (69, 146.6):
        need = np.zeros((n, k), bool)
        for b in range(k):
            bit = (np.arange(1 << k) >> (k - 1 - b)) & 1
            gap = (np.maximum(d[:, bit == 1].min(1), d[:, bit == 0].min(1)) - dmin) / N0
            need[:, b] = gap > thr
        print(f, thr, "soft bits %.3f" % need.mean(),
              "AVX-512 vectors %.3f" % need.reshape(-1, 16, k).any(1).mean(),
              "AVX2 vectors %.3f" % need.reshape(-1, 8, k).any(1).mean())
