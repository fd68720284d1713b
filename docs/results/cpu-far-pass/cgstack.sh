#!/bin/bash
# cgstack.sh LIB IMPL K: instructions and stack references a symbol of exact u8's quads kernel (callgrind)
LIB=$1 IMPL=$2 K=$3; M=$((K/2)); FN=dm_${M}_2_2_01_quads_${IMPL}
LD_LIBRARY_PATH=$LIB valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file=/tmp/cgs.out ./drive $IMPL $K 2 2 20 > /dev/null 2>&1
set -- $(nm -S $LIB/libcuqam.so.0.2.0 | grep " $FN\$")
objdump -d --no-show-raw-insn $LIB/libcuqam.so.0.2.0 --start-address=0x$1 --stop-address=$((0x$1+0x$2)) > /tmp/cgs.s
python3 /tmp/cgmix.py /tmp/cgs.out $FN /tmp/cgs.s $((20*32768)) 2>/dev/null | head -1
