set -u
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
for v in B V2 V3 A; do
  for seed in 7784276494675 11 12; do
    CUQAM_TEST_SEED=$seed LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/test_constellations cuda > $OUT/$v-$seed.log 2>&1
    echo "$v seed $seed: $(tail -1 $OUT/$v-$seed.log)"; grep FAIL $OUT/$v-$seed.log | head -3
  done
done
