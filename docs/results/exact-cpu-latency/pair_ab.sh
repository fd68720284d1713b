for r in 1 2 3 4 5; do for k in 4 6 8 10; do for im in avx512 avx512x2 avx2 avx2x2; do LD_LIBRARY_PATH=$LIB taskset -c 1 ./exact_rate $im $k 0 1.5; done; done; done
