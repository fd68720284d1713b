#!/bin/bash
# A/B of exact (u8, f32) on one core: the library before (base) and after (new), in turn
cd "$(dirname "$0")"
lscpu | head -20 > $OUT/lscpu.txt
for r in $(seq 1 ${ROUNDS:-15}); do
  for k in 6 8 10; do for o in 0 1; do for isa in avx2 avx512 sse4_1; do
    for v in base new; do
      LD_LIBRARY_PATH=$PWD/$v taskset -c ${CORE:-3} ./best $isa $k $o 300 | sed "s/^/$v /"
    done
  done; done; done
done > $OUT/ab.txt
# per round ratio new/base
python3 - <<'PY' > $OUT/ratios.txt
import statistics as st, os
rows=[l.split() for l in open(os.environ['OUT']+'/ab.txt')]
d={}
for i in range(0,len(rows),2):
    a,b=rows[i],rows[i+1]; key=' '.join(a[1:4])
    d.setdefault(key,[]).append((float(a[-1]),float(b[-1])))
for k,v in sorted(d.items()):
    r=sorted(y/x for x,y in v); bs=sorted(x for x,y in v); ns=sorted(y for x,y in v)
    print('%-22s base %6.1f [%6.1f..%6.1f]  new %6.1f [%6.1f..%6.1f]  new/base median %.3f [%.2f..%.2f]'%(k,st.median(bs),bs[0],bs[-1],st.median(ns),ns[0],ns[-1],st.median(r),r[0],r[-1]))
PY
cat $OUT/ratios.txt
