#!/bin/bash
# A/B on one H200: libraries in turn, two rounds; xbench as in docs/results/exact-common-forms
cd "$(dirname "$0")"
O=${OUT:-out}; mkdir -p $O
for f in */*.xz *.xz; do [ -f "$f" ] && xz -d "$f"; done
chmod +x xbench test_cuda 2>/dev/null
run() { # name rounds
  echo "== $1 rounds $2" >> $O/xbench.txt
  CUQAM_X_ROUNDS=$2 LD_LIBRARY_PATH=$PWD/$1 timeout 100 ./xbench 5 >> $O/xbench.txt 2>&1
}
for r in 1 2; do
  for v in $VARIANTS; do run ${v%:*} ${v#*:}; done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8" $O/xbench.txt
if [ -n "$TEST_LIB" ]; then
  LD_LIBRARY_PATH=$PWD/$TEST_LIB timeout 200 ./test_cuda > $O/test_cuda.txt 2>&1; echo "rc $?" >> $O/test_cuda.txt; tail -3 $O/test_cuda.txt
fi
