/*
 * Include before one simd_*.h, then simd_group.h: the ISA's vector types and
 * operations take the prefix cuqam_base_, so that simd_group.h can give their
 * names to groups of them. Include the ISA's system headers (for x86,
 * simd_x86_lane.h) before this file: the renaming would reach their
 * identifiers too. Every name a simd_*.h defines is here and in simd_group.h's
 * #undef list; one missing fails the group units' build.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define vf cuqam_base_vf
#define vi cuqam_base_vi
#define vm cuqam_base_vm
#define vf_set1 cuqam_base_vf_set1
#define vf_zero cuqam_base_vf_zero
#define vf_loadu cuqam_base_vf_loadu
#define vf_load_dup2 cuqam_base_vf_load_dup2
#define vf_load_quad2 cuqam_base_vf_load_quad2
#define vf_axes_split cuqam_base_vf_axes_split
#define vf_loada cuqam_base_vf_loada
#define vf_storeu cuqam_base_vf_storeu
#define vf_add cuqam_base_vf_add
#define vf_sub cuqam_base_vf_sub
#define vf_mul cuqam_base_vf_mul
#define vf_fma cuqam_base_vf_fma
#define vf_div cuqam_base_vf_div
#define vf_min cuqam_base_vf_min
#define vf_max cuqam_base_vf_max
#define vf_and cuqam_base_vf_and
#define vf_andnot cuqam_base_vf_andnot
#define vf_or cuqam_base_vf_or
#define vf_xor cuqam_base_vf_xor
#define vf_round cuqam_base_vf_round
#define vf_mul_exp2 cuqam_base_vf_mul_exp2
#define vf_mul_where cuqam_base_vf_mul_where
#define vf_log2 cuqam_base_vf_log2
#define vf_scalef cuqam_base_vf_scalef
#define vm_ord cuqam_base_vm_ord
#define vf_keep cuqam_base_vf_keep
#define vm_lt cuqam_base_vm_lt
#define vm_le cuqam_base_vm_le
#define vm_any cuqam_base_vm_any
#define vm_all cuqam_base_vm_all
#define vf_deinterleave cuqam_base_vf_deinterleave
#define vf_select cuqam_base_vf_select
#define vf_even_odd cuqam_base_vf_even_odd
#define vf_dup_even cuqam_base_vf_dup_even
#define vf_dup_odd cuqam_base_vf_dup_odd
#define vf_zip64_lo cuqam_base_vf_zip64_lo
#define vf_zip64_hi cuqam_base_vf_zip64_hi
#define vf_lo64_hi64 cuqam_base_vf_lo64_hi64
#define vf_zip32_lo cuqam_base_vf_zip32_lo
#define vf_zip32_hi cuqam_base_vf_zip32_hi
#define vf_to_vi_rne cuqam_base_vf_to_vi_rne
#define vf_copysign cuqam_base_vf_copysign
#define vf_as_vi cuqam_base_vf_as_vi
#define vi_as_vf cuqam_base_vi_as_vf
#define vi_to_vf cuqam_base_vi_to_vf
#define vi_set1 cuqam_base_vi_set1
#define vf_lanes_lo cuqam_base_vf_lanes_lo
#define vf_lanes_hi cuqam_base_vf_lanes_hi
#define vf_lanes_lo_hi cuqam_base_vf_lanes_lo_hi
#define vf_permute cuqam_base_vf_permute
#define vf_permute2 cuqam_base_vf_permute2
#define vf_permute_merge cuqam_base_vf_permute_merge
#define vi_loadu_i32 cuqam_base_vi_loadu_i32
#define vf_permute_index cuqam_base_vf_permute_index
#define vm_from_bits cuqam_base_vm_from_bits
#define vf_storeu_strided cuqam_base_vf_storeu_strided
#define vi_add cuqam_base_vi_add
#define vi_sub cuqam_base_vi_sub
#define vi_and cuqam_base_vi_and
#define vi_or cuqam_base_vi_or
#define vi_lane cuqam_base_vi_lane
#define vf_lane cuqam_base_vf_lane
#define vi_from_lanes cuqam_base_vi_from_lanes
#define vi_packs32 cuqam_base_vi_packs32
#define vi_packs16 cuqam_base_vi_packs16
#define vi_shuffle8 cuqam_base_vi_shuffle8
#define vi_xor cuqam_base_vi_xor
#define vi_max_i8 cuqam_base_vi_max_i8
#define vi_set1_i8 cuqam_base_vi_set1_i8
#define vi_lane_table cuqam_base_vi_lane_table
#define vi_storeu cuqam_base_vi_storeu
#define vi_stream cuqam_base_vi_stream
