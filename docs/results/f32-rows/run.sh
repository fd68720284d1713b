#!/usr/bin/env bash
# cuqam_bench_cpu --labellings with the library before (old) and after (new), alternately
for r in 1 2; do
  for v in old new; do
    LD_LIBRARY_PATH=/tmp/labab/$v /work/main/build/apps/cuqam_bench_cpu --labellings --cpu 1 > /tmp/labab/$v-$r.log 2>&1
    echo "$v $r $(tail -1 /tmp/labab/$v-$r.log)"
  done
done
