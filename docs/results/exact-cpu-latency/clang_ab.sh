# clang before the fix (3dc931d), clang after (ed7226c), GCC (ed7226c), in turn
for r in 1 2 3; do for k in 4 8; do for im in avx512 avx2; do
  for lib in clang-3dc931d:$OLD clang-ed7226c:$NEW gcc-ed7226c:$GCC; do
    printf "%s " "${lib%%:*}"; LD_LIBRARY_PATH=${lib#*:} taskset -c 1 ./exact_rate $im $k 0 1.5
  done; done; done; done
