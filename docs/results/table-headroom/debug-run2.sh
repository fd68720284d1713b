set -u
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
CUQAM_TEST_SEED=12 LD_LIBRARY_PATH=$PWD/.gpu/D:$PWD/.gpu/lib .gpu/bin/test_constellations cuda > $OUT/D-12.log 2>&1
echo "rc=$?"; grep -c DBG $OUT/D-12.log; grep DBG $OUT/D-12.log | head -30; grep -B3 FAIL $OUT/D-12.log | head -12
