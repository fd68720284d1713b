#!/usr/bin/env bash
# Four CPUs from 2 up, no two on one core (hyperthread siblings), as A,B,C,D
cpus=(); taken=","
for c in $(seq 2 $(($(nproc) - 1))); do
    case "$taken" in *",$c,"*) continue ;; esac
    sib=$(cat /sys/devices/system/cpu/cpu$c/topology/thread_siblings_list 2>/dev/null || echo $c)
    cpus+=("$c"); taken="$taken$(echo "$sib" | tr '-' ','),"
    [ ${#cpus[@]} -eq 4 ] && break
done
(IFS=,; echo "${cpus[*]}")
