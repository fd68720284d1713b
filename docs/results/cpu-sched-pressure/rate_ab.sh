#!/bin/bash
# rate_exact.txt: exact u8, 32 Ki symbols, 2 s a row, five rounds, the
# library before (BEFORE_LIB) and after (AFTER_LIB) in turn on this VM.
# rate is ../cpu-rare-lanes-pairs/rate.c (gcc -O2 -o /tmp/rate rate.c
# -Iinclude -I<build>/include -L<build>/lib -lcuqam -lm).
for r in 1 2 3 4 5; do for isa in avx2 avx512; do for k in 6 8 10; do
    for w in before after; do
        lib=$BEFORE_LIB; [ $w = after ] && lib=$AFTER_LIB
        echo "$isa k$k exact-u8 $w $(LD_LIBRARY_PATH=$lib /tmp/rate $isa $k 2 2 2 | tail -1 | awk '{print $(NF-1)}')"
    done
done; done; done
