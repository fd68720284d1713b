vmovups zmm5,ZMMWORD PTR [r8]
vmovaps zmm7,ZMMWORD PTR [rsp+0xac0]
vmovups zmm3,ZMMWORD PTR [r8+0x40]
vmovdqa32 zmm13,ZMMWORD PTR [rsp+0x4c0]
vmulps zmm2,zmm5,zmm7
vmovaps ZMMWORD PTR [rsp+0x7c0],zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xa80]
vmovaps zmm4,ZMMWORD PTR [rsp+0xcc0]
vmulps zmm1,zmm7,zmm3
vmovaps ZMMWORD PTR [rsp+0x780],zmm3
vmovaps zmm22,ZMMWORD PTR [rsp+0x1300]
vmovaps zmm17,ZMMWORD PTR [rsp+0x1340]
vmovaps zmm16,ZMMWORD PTR [rsp+0x1380]
vmovaps zmm10,ZMMWORD PTR [rsp+0x1240]
vmovaps zmm19,ZMMWORD PTR [rsp+0xb00]
vmaxps zmm0,zmm2,zmm5
vpandnd zmm7,zmm13,zmm2
vmovaps zmm2,ZMMWORD PTR [rsp+0xc80]
vmovdqa32 ZMMWORD PTR [rsp+0x500],zmm7
vminps zmm3,zmm0,zmm2
vmaxps zmm0,zmm1,zmm5
vpandnd zmm5,zmm13,zmm1
vcmple_oqps k1,zmm5,zmm4
vmovdqa32 ZMMWORD PTR [rsp+0x480],zmm5
vminps zmm5,zmm0,zmm2
vpandnd zmm18,zmm13,zmm3
vmovaps ZMMWORD PTR [rsp+0x440],zmm3
vcmple_oqps k0{k1},zmm7,zmm4
vaddps zmm7,zmm25,zmm18
vmovaps zmm4,ZMMWORD PTR [rsp+0xb80]
vcmplt_oqps k4,zmm3,zmm30
vcmplt_oqps k3,zmm30,zmm18
vpandnd zmm3,zmm13,zmm5
vcmplt_oqps k2,zmm5,zmm30
vmovaps ZMMWORD PTR [rsp+0x400],zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xc40]
vaddps zmm6,zmm25,zmm3
vcmplt_oqps k1,zmm30,zmm3
kmovw  edx,k0
vaddps zmm18,zmm18,zmm5
vaddps zmm3,zmm3,zmm5
vaddps zmm5,zmm7,zmm25
vaddps zmm2,zmm6,zmm25
vmulps zmm1,zmm18,zmm4
vmulps zmm5,zmm5,zmm31
vmulps zmm0,zmm3,zmm4
vmovaps zmm4,zmm23
vmulps zmm2,zmm2,zmm31
vrndscaleps zmm1,zmm1,0x8
vrndscaleps zmm9,zmm5,0x8
vrndscaleps zmm0,zmm0,0x8
vrndscaleps zmm8,zmm2,0x8
vmaxps zmm1,zmm1,zmm30
vsubps zmm5,zmm5,zmm9
vmaxps zmm0,zmm0,zmm30
vsubps zmm2,zmm2,zmm8
vminps zmm1,zmm1,zmm10
vfmadd132ps zmm4,zmm20,zmm5
vminps zmm0,zmm0,zmm10
vfmadd132ps zmm4,zmm21,zmm5
vfmadd132ps zmm4,zmm22,zmm5
vfmadd132ps zmm4,zmm17,zmm5
vfmadd132ps zmm4,zmm16,zmm5
vfmadd132ps zmm4,zmm25,zmm5
vscalefps zmm5,zmm4,zmm9
vmovaps zmm4,zmm23
vfmadd132ps zmm4,zmm20,zmm2
vfmadd132ps zmm4,zmm21,zmm2
vmovaps ZMMWORD PTR [rsp+0x1300],zmm5
vbroadcastss zmm5,DWORD PTR [rip+0x0]        
vmovaps ZMMWORD PTR [rsp+0x1240],zmm5
vsubps zmm5,zmm25,zmm1
vfmadd132ps zmm4,zmm22,zmm2
vfmadd132ps zmm4,zmm17,zmm2
vfmadd132ps zmm4,zmm16,zmm2
vfmadd132ps zmm4,zmm25,zmm2
vscalefps zmm2,zmm4,zmm8
vaddps zmm4,zmm0,zmm0
vsubps zmm4,zmm3,zmm4
vsubps zmm3,zmm0,zmm3
vmovaps ZMMWORD PTR [rsp+0x12c0],zmm2
vaddps zmm2,zmm1,zmm1
vpandnd zmm4,zmm13,zmm4
vaddps zmm15,zmm3,zmm30
vsubps zmm2,zmm18,zmm2
vsubps zmm18,zmm1,zmm18
vpandnd zmm2,zmm13,zmm2
vaddps zmm16,zmm18,zmm30
vaddps zmm14,zmm18,zmm25
vaddps zmm17,zmm7,zmm2
vsubps zmm7,zmm7,zmm2
vaddps zmm2,zmm6,zmm4
vsubps zmm6,zmm6,zmm4
vsubps zmm4,zmm30,zmm1
vaddps zmm13,zmm3,zmm25
vmulps zmm14,zmm14,zmm5
vmulps zmm17,zmm17,zmm7
vsubps zmm5,zmm25,zmm0
vmulps zmm2,zmm2,zmm6
vmovaps zmm6,ZMMWORD PTR [rsp+0xd00]
vmulps zmm16,zmm16,zmm4
vsubps zmm4,zmm30,zmm0
vaddps zmm12,zmm18,zmm6
vaddps zmm11,zmm3,zmm6
vmulps zmm13,zmm13,zmm5
vaddps zmm5,zmm3,zmm19
vmulps zmm14,zmm14,zmm31
vmulps zmm15,zmm15,zmm4
vsubps zmm4,zmm6,zmm1
vmulps zmm16,zmm16,zmm31
vmulps zmm12,zmm12,zmm4
vsubps zmm4,zmm6,zmm0
vmovaps zmm6,ZMMWORD PTR [rsp+0xb40]
vmulps zmm13,zmm13,zmm31
vaddps zmm10,zmm18,zmm6
vaddps zmm9,zmm3,zmm6
vmulps zmm15,zmm15,zmm31
vmulps zmm11,zmm11,zmm4
vsubps zmm4,zmm6,zmm1
vmulps zmm12,zmm12,zmm31
vmulps zmm10,zmm10,zmm4
vsubps zmm4,zmm6,zmm0
vmovaps zmm6,ZMMWORD PTR [rsp+0xec0]
vaddps zmm8,zmm18,zmm6
vaddps zmm7,zmm3,zmm6
vmulps zmm11,zmm11,zmm31
vmulps zmm9,zmm9,zmm4
vsubps zmm4,zmm6,zmm1
vmulps zmm10,zmm10,zmm31
vmulps zmm8,zmm8,zmm4
vsubps zmm4,zmm6,zmm0
vaddps zmm6,zmm18,zmm19
vmulps zmm9,zmm9,zmm31
vmulps zmm7,zmm7,zmm4
vsubps zmm4,zmm19,zmm1
vmulps zmm8,zmm8,zmm31
vmulps zmm6,zmm6,zmm4
vsubps zmm4,zmm19,zmm0
vaddps zmm19,zmm18,ZMMWORD PTR [rsp+0x1100]
vaddps zmm18,zmm18,ZMMWORD PTR [rsp+0x1240]
vmulps zmm7,zmm7,zmm31
vmulps zmm5,zmm5,zmm4
vmovaps zmm4,ZMMWORD PTR [rsp+0x1100]
vsubps zmm4,zmm4,zmm1
vmulps zmm6,zmm6,zmm31
vmulps zmm4,zmm19,zmm4
vmovaps zmm19,ZMMWORD PTR [rsp+0x1240]
vmulps zmm5,zmm5,zmm31
vsubps zmm1,zmm19,zmm1
vaddps zmm19,zmm3,ZMMWORD PTR [rsp+0x1100]
vmulps zmm1,zmm18,zmm1
vaddps zmm18,zmm3,ZMMWORD PTR [rsp+0x1240]
vmovaps zmm3,ZMMWORD PTR [rsp+0x1100]
vmulps zmm4,zmm4,zmm31
vsubps zmm3,zmm3,zmm0
vmulps zmm3,zmm19,zmm3
vmovaps zmm19,ZMMWORD PTR [rsp+0x1240]
vmulps zmm1,zmm1,zmm31
vsubps zmm0,zmm19,zmm0
vmovaps zmm19,ZMMWORD PTR [rsp+0x540]
vmulps zmm0,zmm18,zmm0
vmulps zmm18,zmm17,zmm19
vmulps zmm17,zmm17,ZMMWORD PTR [rsp+0x10c0]
vmulps zmm3,zmm3,zmm31
vmulps zmm0,zmm0,zmm31
vmovaps ZMMWORD PTR [rsp+0x840],zmm17
vmulps zmm17,zmm2,zmm19
vmulps zmm19,zmm2,ZMMWORD PTR [rsp+0x10c0]
vrndscaleps zmm2,zmm18,0x8
vmovaps ZMMWORD PTR [rsp+0x800],zmm19
vrndscaleps zmm19,zmm16,0x8
vsubps zmm18,zmm18,zmm2
vmovaps ZMMWORD PTR [rsp+0x11c0],zmm2
vrndscaleps zmm2,zmm15,0x8
vsubps zmm16,zmm16,zmm19
vmovaps ZMMWORD PTR [rsp+0xf80],zmm19
vrndscaleps zmm19,zmm17,0x8
vsubps zmm15,zmm15,zmm2
vmovaps ZMMWORD PTR [rsp+0xf00],zmm2
vrndscaleps zmm2,zmm13,0x8
vsubps zmm17,zmm17,zmm19
vmovaps ZMMWORD PTR [rsp+0x1180],zmm19
vrndscaleps zmm19,zmm14,0x8
vsubps zmm13,zmm13,zmm2
vmovaps ZMMWORD PTR [rsp+0xe40],zmm2
vrndscaleps zmm2,zmm10,0x8
vsubps zmm14,zmm14,zmm19
vmovaps ZMMWORD PTR [rsp+0xe80],zmm19
vrndscaleps zmm19,zmm12,0x8
vsubps zmm10,zmm10,zmm2
vmovaps ZMMWORD PTR [rsp+0xdc0],zmm2
vrndscaleps zmm2,zmm9,0x8
vmovaps ZMMWORD PTR [rsp+0xe00],zmm19
vsubps zmm12,zmm12,zmm19
vrndscaleps zmm19,zmm11,0x8
vsubps zmm9,zmm9,zmm2
vmovaps ZMMWORD PTR [rsp+0xd80],zmm2
vrndscaleps zmm2,zmm8,0x8
vsubps zmm11,zmm11,zmm19
vsubps zmm8,zmm8,zmm2
vmovaps ZMMWORD PTR [rsp+0xa40],zmm2
vrndscaleps zmm2,zmm7,0x8
vsubps zmm7,zmm7,zmm2
vmovaps ZMMWORD PTR [rsp+0xa00],zmm2
vrndscaleps zmm2,zmm6,0x8
vsubps zmm6,zmm6,zmm2
vmovaps ZMMWORD PTR [rsp+0x9c0],zmm2
vrndscaleps zmm2,zmm5,0x8
vsubps zmm5,zmm5,zmm2
vmovaps ZMMWORD PTR [rsp+0x980],zmm2
vrndscaleps zmm2,zmm4,0x8
vsubps zmm4,zmm4,zmm2
vmovaps ZMMWORD PTR [rsp+0x940],zmm2
vrndscaleps zmm2,zmm3,0x8
vsubps zmm3,zmm3,zmm2
vmovaps ZMMWORD PTR [rsp+0x900],zmm2
vrndscaleps zmm2,zmm1,0x8
vsubps zmm1,zmm1,zmm2
vmovaps ZMMWORD PTR [rsp+0x8c0],zmm2
vrndscaleps zmm2,zmm0,0x8
vsubps zmm0,zmm0,zmm2
vmovaps ZMMWORD PTR [rsp+0x880],zmm2
vmovaps zmm2,zmm23
vfmadd132ps zmm2,zmm20,zmm18
vfmadd132ps zmm2,zmm21,zmm18
vfmadd132ps zmm2,zmm22,zmm18
vfmadd213ps zmm2,zmm18,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm2,zmm18,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm2,zmm25,zmm18
vmovaps zmm18,zmm23
vfmadd132ps zmm18,zmm20,zmm17
vscalefps zmm2,zmm2,ZMMWORD PTR [rsp+0x11c0]
vfmadd132ps zmm18,zmm21,zmm17
vfmadd132ps zmm18,zmm22,zmm17
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm18,zmm25,zmm17
vmovaps zmm17,zmm23
vfmadd132ps zmm17,zmm20,zmm16
vscalefps zmm18,zmm18,ZMMWORD PTR [rsp+0x1180]
vfmadd132ps zmm17,zmm21,zmm16
vfmadd132ps zmm17,zmm22,zmm16
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm17,zmm25,zmm16
vscalefps zmm17,zmm17,ZMMWORD PTR [rsp+0xf80]
vmovaps zmm16,zmm17
vmovaps zmm17,ZMMWORD PTR [rsp+0x1340]
vfmadd231ps zmm16,zmm2,zmm25
vmovaps ZMMWORD PTR [rsp+0x11c0],zmm16
vmovaps zmm16,zmm23
vfmadd132ps zmm16,zmm20,zmm15
vfmadd132ps zmm16,zmm21,zmm15
vfmadd132ps zmm16,zmm22,zmm15
vfmadd132ps zmm16,zmm17,zmm15
vfmadd213ps zmm16,zmm15,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm16,zmm25,zmm15
vscalefps zmm16,zmm16,ZMMWORD PTR [rsp+0xf00]
vmovaps zmm15,zmm16
vmovaps zmm16,ZMMWORD PTR [rsp+0x1380]
vfmadd231ps zmm15,zmm18,zmm25
vmovaps ZMMWORD PTR [rsp+0x1340],zmm15
vmovaps zmm15,zmm23
vfmadd132ps zmm15,zmm20,zmm14
vfmadd132ps zmm15,zmm21,zmm14
vfmadd132ps zmm15,zmm22,zmm14
vfmadd132ps zmm15,zmm17,zmm14
vfmadd132ps zmm15,zmm16,zmm14
vfmadd132ps zmm15,zmm25,zmm14
vmovaps zmm14,zmm23
vfmadd132ps zmm14,zmm20,zmm13
vscalefps zmm15,zmm15,ZMMWORD PTR [rsp+0xe80]
vfmadd132ps zmm14,zmm21,zmm13
vfmadd231ps zmm15,zmm2,ZMMWORD PTR [rsp+0x1300]
vfmadd132ps zmm14,zmm22,zmm13
vmovaps ZMMWORD PTR [rsp+0x1380],zmm15
vmovaps zmm15,zmm17
vfmadd132ps zmm14,zmm17,zmm13
vfmadd132ps zmm14,zmm16,zmm13
vfmadd132ps zmm14,zmm25,zmm13
vmovaps zmm13,zmm23
vfmadd132ps zmm13,zmm20,zmm12
vscalefps zmm14,zmm14,ZMMWORD PTR [rsp+0xe40]
vfmadd132ps zmm13,zmm21,zmm12
vfmadd231ps zmm14,zmm18,ZMMWORD PTR [rsp+0x12c0]
vfmadd132ps zmm13,zmm22,zmm12
vmovaps ZMMWORD PTR [rsp+0x1180],zmm14
vmovaps zmm14,zmm16
vfmadd132ps zmm13,zmm17,zmm12
vfmadd132ps zmm13,zmm16,zmm12
vfmadd132ps zmm13,zmm25,zmm12
vmovaps zmm12,zmm23
vfmadd132ps zmm12,zmm20,zmm11
vscalefps zmm16,zmm13,ZMMWORD PTR [rsp+0xe00]
vfmadd132ps zmm12,zmm21,zmm11
vfmadd132ps zmm12,zmm22,zmm11
vfmadd132ps zmm12,zmm17,zmm11
vfmadd132ps zmm12,zmm14,zmm11
vfmadd132ps zmm12,zmm25,zmm11
vmovaps zmm11,zmm23
vfmadd132ps zmm11,zmm20,zmm10
vscalefps zmm19,zmm12,zmm19
vfmadd132ps zmm11,zmm21,zmm10
vfmadd132ps zmm11,zmm22,zmm10
vfmadd132ps zmm11,zmm17,zmm10
vfmadd132ps zmm11,zmm14,zmm10
vfmadd132ps zmm11,zmm25,zmm10
vmovaps zmm10,zmm23
vfmadd132ps zmm10,zmm20,zmm9
vscalefps zmm17,zmm11,ZMMWORD PTR [rsp+0xdc0]
vfmadd132ps zmm10,zmm21,zmm9
vfmadd132ps zmm10,zmm22,zmm9
vfmadd132ps zmm10,zmm15,zmm9
vfmadd132ps zmm10,zmm14,zmm9
vfmadd132ps zmm10,zmm25,zmm9
vmovaps zmm9,zmm23
vfmadd132ps zmm9,zmm20,zmm8
vscalefps zmm22,zmm10,ZMMWORD PTR [rsp+0xd80]
vmovaps zmm10,zmm23
vfmadd132ps zmm10,zmm20,zmm7
vfmadd132ps zmm9,zmm21,zmm8
vmovaps zmm20,ZMMWORD PTR [rsp+0x1300]
vmovaps zmm11,zmm9
vmovaps zmm9,zmm10
vbroadcastss zmm10,DWORD PTR [rip+0x0]        
vfmadd132ps zmm9,zmm21,zmm7
vfmadd132ps zmm11,zmm26,zmm8
vfmadd213ps zmm10,zmm5,ZMMWORD PTR [rip+0x0]        
vfmadd132ps zmm9,zmm26,zmm7
vfmadd132ps zmm11,zmm29,zmm8
vfmadd132ps zmm9,zmm29,zmm7
vfmadd132ps zmm11,zmm28,zmm8
vfmadd132ps zmm9,zmm28,zmm7
vfmadd132ps zmm11,zmm27,zmm8
vscalefps zmm13,zmm11,ZMMWORD PTR [rsp+0xa40]
vfmadd132ps zmm9,zmm27,zmm7
vbroadcastss zmm7,DWORD PTR [rip+0x0]        
vfmadd213ps zmm7,zmm6,ZMMWORD PTR [rip+0x0]        
vbroadcastss zmm11,DWORD PTR [rip+0x0]        
vfmadd213ps zmm11,zmm4,ZMMWORD PTR [rip+0x0]        
vscalefps zmm25,zmm9,ZMMWORD PTR [rsp+0xa00]
vmovaps zmm12,zmm7
vbroadcastss zmm7,DWORD PTR [rip+0x0]        
vfmadd213ps zmm7,zmm1,ZMMWORD PTR [rip+0x0]        
vbroadcastss zmm9,DWORD PTR [rip+0x0]        
vfmadd213ps zmm9,zmm3,ZMMWORD PTR [rip+0x0]        
vmovaps zmm15,zmm7
vbroadcastss zmm7,DWORD PTR [rip+0x0]        
vfmadd213ps zmm7,zmm0,ZMMWORD PTR [rip+0x0]        
vmovaps zmm23,ZMMWORD PTR [rsp+0x12c0]
vbroadcastss zmm21,DWORD PTR [rip+0x0]        
vmovaps ZMMWORD PTR [rsp+0x1300],zmm26
vfmadd132ps zmm10,zmm21,zmm5
vfmadd132ps zmm9,zmm21,zmm3
vfmadd132ps zmm11,zmm21,zmm4
vfmadd132ps zmm12,zmm21,zmm6
vmovaps zmm14,zmm7
vfmadd132ps zmm15,zmm21,zmm1
vmulps zmm7,zmm24,zmm20
vfmadd132ps zmm14,zmm21,zmm0
vmulps zmm8,zmm24,zmm23
vfmadd132ps zmm10,zmm26,zmm5
vfmadd132ps zmm9,zmm26,zmm3
vfmadd132ps zmm11,zmm26,zmm4
vfmadd132ps zmm12,zmm26,zmm6
vfmadd132ps zmm15,zmm26,zmm1
vfmadd132ps zmm14,zmm26,zmm0
vfmadd132ps zmm10,zmm29,zmm5
vfmadd132ps zmm9,zmm29,zmm3
vfmadd132ps zmm11,zmm29,zmm4
vfmadd132ps zmm12,zmm29,zmm6
vfmadd132ps zmm15,zmm29,zmm1
vfmadd132ps zmm14,zmm29,zmm0
vfmadd132ps zmm10,zmm28,zmm5
vfmadd132ps zmm9,zmm28,zmm3
vfmadd132ps zmm11,zmm28,zmm4
vfmadd132ps zmm12,zmm28,zmm6
vfmadd132ps zmm15,zmm28,zmm1
vfmadd132ps zmm14,zmm28,zmm0
vfmadd132ps zmm10,zmm27,zmm5
vfmadd132ps zmm9,zmm27,zmm3
vmulps zmm5,zmm7,zmm20
vfmadd132ps zmm11,zmm27,zmm4
vmovaps zmm4,zmm16
vmulps zmm3,zmm24,zmm7
vaddps zmm7,zmm27,zmm20
vmovaps zmm20,ZMMWORD PTR [rip+0x0]        
vfmadd132ps zmm12,zmm27,zmm6
vfmadd132ps zmm14,zmm27,zmm0
vmulps zmm6,zmm8,zmm23
vfmadd132ps zmm1,zmm27,zmm15
vscalefps zmm10,zmm10,ZMMWORD PTR [rsp+0x980]
vscalefps zmm11,zmm11,ZMMWORD PTR [rsp+0x940]
vfmadd231ps zmm4,zmm2,zmm5
vaddps zmm7,zmm7,zmm5
vscalefps zmm9,zmm9,ZMMWORD PTR [rsp+0x900]
vmulps zmm5,zmm5,zmm3
vscalefps zmm0,zmm14,ZMMWORD PTR [rsp+0x880]
vmulps zmm3,zmm24,zmm3
vscalefps zmm12,zmm12,ZMMWORD PTR [rsp+0x9c0]
vscalefps zmm1,zmm1,ZMMWORD PTR [rsp+0x8c0]
vmovaps zmm14,zmm4
vmovaps zmm4,zmm13
vmovaps zmm13,zmm19
vfmadd231ps zmm17,zmm2,zmm5
vaddps zmm7,zmm7,zmm5
vmulps zmm5,zmm5,zmm3
vfmadd231ps zmm13,zmm18,zmm6
vmulps zmm3,zmm24,zmm3
vmovaps zmm16,zmm17
vfmadd231ps zmm4,zmm2,zmm5
vaddps zmm7,zmm7,zmm5
vmulps zmm5,zmm5,zmm3
vmulps zmm3,zmm24,zmm3
vfmadd231ps zmm12,zmm2,zmm5
vaddps zmm7,zmm7,zmm5
vmulps zmm5,zmm5,zmm3
vmulps zmm3,zmm24,zmm3
vaddps zmm7,zmm7,zmm5
vfmadd231ps zmm11,zmm2,zmm5
vmulps zmm3,zmm3,zmm5
vmulps zmm5,zmm24,zmm8
vmovaps zmm8,zmm25
vmovaps zmm25,ZMMWORD PTR [rsp+0x1380]
vmovaps ZMMWORD PTR [rsp+0x1380],zmm28
vfmadd231ps zmm1,zmm2,zmm3
vaddps zmm7,zmm7,zmm3
vaddps zmm3,zmm27,zmm23
vmovaps zmm23,ZMMWORD PTR [rip+0x0]        
vaddps zmm3,zmm3,zmm6
vmulps zmm6,zmm6,zmm5
vmulps zmm5,zmm24,zmm5
vmulps zmm2,zmm2,zmm7
vfmadd231ps zmm22,zmm18,zmm6
vaddps zmm3,zmm3,zmm6
vmulps zmm6,zmm6,zmm5
vmulps zmm5,zmm24,zmm5
vaddps zmm15,zmm13,zmm22
vfmadd231ps zmm8,zmm18,zmm6
vaddps zmm3,zmm3,zmm6
vmulps zmm6,zmm6,zmm5
vmulps zmm5,zmm24,zmm5
vfmadd231ps zmm10,zmm18,zmm6
vaddps zmm3,zmm3,zmm6
vmulps zmm6,zmm6,zmm5
vmulps zmm5,zmm24,zmm5
vaddps zmm3,zmm3,zmm6
vfmadd231ps zmm9,zmm18,zmm6
vmulps zmm5,zmm5,zmm6
vmovaps zmm6,ZMMWORD PTR [rsp+0x1340]
vmovaps ZMMWORD PTR [rsp+0x1340],zmm29
vaddps zmm17,zmm3,zmm5
vfmadd231ps zmm0,zmm18,zmm5
vmovaps zmm3,ZMMWORD PTR [rsp+0x11c0]
vaddps zmm5,zmm25,zmm3
vaddps zmm3,zmm16,zmm3
vaddps zmm16,zmm14,zmm16
vaddps zmm14,zmm14,zmm25
vmulps zmm18,zmm18,zmm17
vmovaps zmm25,zmm27
vaddps zmm3,zmm3,zmm4
vaddps zmm4,zmm4,zmm12
vaddps zmm14,zmm14,zmm12
vmovaps zmm12,ZMMWORD PTR [rsp+0x1180]
vaddps zmm3,zmm3,zmm1
vaddps zmm13,zmm13,zmm12
vaddps zmm1,zmm11,zmm1
vaddps zmm14,zmm14,zmm11
vaddps zmm11,zmm12,zmm6
vaddps zmm6,zmm22,zmm6
vmovaps zmm22,ZMMWORD PTR [rsp+0x1140]
vaddps zmm13,zmm13,zmm10
vdivps zmm3,zmm3,zmm14
vaddps zmm6,zmm6,zmm8
vaddps zmm8,zmm8,zmm10
vaddps zmm13,zmm13,zmm9
vaddps zmm10,zmm5,zmm16
vaddps zmm12,zmm11,zmm15
vaddps zmm16,zmm16,zmm4
vaddps zmm6,zmm6,zmm0
vaddps zmm0,zmm9,zmm0
vaddps zmm15,zmm15,zmm8
vdivps zmm9,zmm6,zmm13
vaddps zmm6,zmm5,zmm1
vaddps zmm1,zmm4,zmm1
vaddps zmm5,zmm11,zmm0
vaddps zmm0,zmm8,zmm0
vaddps zmm4,zmm10,zmm1
vdivps zmm1,zmm1,zmm10
vdivps zmm6,zmm6,zmm16
vgetexpps zmm10,zmm9
vdivps zmm5,zmm5,zmm15
vgetmantps zmm15,zmm9,0x4
vgetmantps zmm16,zmm3,0x4
vsubps zmm4,zmm4,zmm2
vaddps zmm2,zmm12,zmm0
vdivps zmm0,zmm0,zmm12
vgetmantps zmm19,zmm0,0x4
vgetexpps zmm0,zmm0
vdivps zmm4,zmm4,zmm7
vgetmantps zmm8,zmm4,0x4
vsubps zmm7,zmm2,zmm18
vgetmantps zmm2,zmm1,0x4
vmovaps ZMMWORD PTR [rsp+0x12c0],zmm10
vmovaps zmm10,ZMMWORD PTR [rsp+0x1140]
vgetexpps zmm1,zmm1
vdivps zmm7,zmm7,zmm17
vgetmantps zmm14,zmm7,0x4
vgetexpps zmm7,zmm7
vpsrld zmm11,zmm19,0x12
vgetmantps zmm18,zmm6,0x4
vgetmantps zmm17,zmm5,0x4
vpsrld zmm9,zmm8,0x12
vgetexpps zmm6,zmm6
vpsrld zmm12,zmm2,0x12
vpermt2ps zmm10,zmm9,ZMMWORD PTR [rsp+0x1080]
vgetexpps zmm4,zmm4
vfmsub132ps zmm8,zmm27,zmm10
vmovaps zmm10,ZMMWORD PTR [rsp+0x1200]
vgetexpps zmm5,zmm5
vpsrld zmm13,zmm14,0x12
vpermt2ps zmm22,zmm13,ZMMWORD PTR [rsp+0x1080]
vpermi2ps zmm9,zmm10,ZMMWORD PTR [rsp+0x1280]
vgetexpps zmm3,zmm3
vfmsub132ps zmm14,zmm27,zmm22
vpsrld zmm10,zmm18,0x12
vmovaps zmm22,ZMMWORD PTR [rsp+0x1200]
vpermi2ps zmm13,zmm22,ZMMWORD PTR [rsp+0x1280]
vmovaps zmm22,ZMMWORD PTR [rsp+0x1080]
vaddps zmm13,zmm7,zmm13
vaddps zmm4,zmm4,zmm9
vmovaps zmm7,ZMMWORD PTR [rsp+0x1140]
vpsrld zmm9,zmm17,0x12
vpermt2ps zmm7,zmm12,zmm22
vfmsub132ps zmm7,zmm27,zmm2
vmovaps zmm2,ZMMWORD PTR [rsp+0x1200]
vpermi2ps zmm12,zmm2,ZMMWORD PTR [rsp+0x1280]
vmovaps zmm2,ZMMWORD PTR [rsp+0x1140]
vaddps zmm12,zmm1,zmm12
vmovaps zmm1,zmm2
vpermt2ps zmm1,zmm11,zmm22
vfmsub132ps zmm1,zmm27,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0x1200]
vpermi2ps zmm11,zmm19,ZMMWORD PTR [rsp+0x1280]
vaddps zmm11,zmm0,zmm11
vmovaps zmm0,zmm2
vpermt2ps zmm0,zmm10,zmm22
vfmsub132ps zmm18,zmm27,zmm0
vmovaps zmm0,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0x1280]
vpermi2ps zmm10,zmm0,zmm19
vaddps zmm10,zmm6,zmm10
vmovaps zmm6,zmm2
vpermt2ps zmm6,zmm9,zmm22
vpermi2ps zmm9,zmm0,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0xf40]
vfmsub132ps zmm6,zmm27,zmm17
vpsrld zmm17,zmm16,0x12
vaddps zmm9,zmm5,zmm9
vmovaps zmm0,zmm19
vpsrld zmm5,zmm15,0x12
vfmadd213ps zmm0,zmm8,ZMMWORD PTR [rsp+0x1040]
vfmadd213ps zmm0,zmm8,ZMMWORD PTR [rsp+0x1000]
vfmadd213ps zmm0,zmm8,ZMMWORD PTR [rsp+0xfc0]
vfmadd132ps zmm0,zmm4,zmm8
vmovaps zmm4,zmm2
vmovaps zmm8,ZMMWORD PTR [rsp+0x1200]
vpermt2ps zmm2,zmm5,zmm22
vpermt2ps zmm4,zmm17,zmm22
vmovaps zmm22,ZMMWORD PTR [rsp+0x1000]
vaddps zmm0,zmm0,ZMMWORD PTR [rsp+0x840]
vfmsub132ps zmm4,zmm27,zmm16
vmovaps zmm16,ZMMWORD PTR [rsp+0x1280]
vpermi2ps zmm17,zmm8,zmm16
vpermi2ps zmm5,zmm8,zmm16
vmovaps zmm8,zmm19
vmovaps zmm16,ZMMWORD PTR [rsp+0xfc0]
vaddps zmm17,zmm3,zmm17
vmovaps zmm3,zmm2
vmovaps zmm2,zmm19
vfmsub132ps zmm3,zmm27,zmm15
vmovaps zmm15,ZMMWORD PTR [rsp+0x1040]
vaddps zmm5,zmm5,ZMMWORD PTR [rsp+0x12c0]
vfmadd132ps zmm8,zmm15,zmm7
vfmadd132ps zmm2,zmm15,zmm14
vfmadd132ps zmm8,zmm22,zmm7
vfmadd132ps zmm2,zmm22,zmm14
vfmadd132ps zmm8,zmm16,zmm7
vfmadd132ps zmm2,zmm16,zmm14
vfmadd132ps zmm8,zmm12,zmm7
vmovaps zmm7,zmm19
vbroadcastss zmm12,DWORD PTR [rip+0x0]        
vfmadd132ps zmm7,zmm15,zmm1
vfmadd132ps zmm2,zmm13,zmm14
vmovaps zmm13,zmm19
vbroadcastss zmm14,DWORD PTR [rip+0x0]        
vfmadd132ps zmm13,zmm15,zmm6
vmovaps ZMMWORD PTR [rsp+0x1000],zmm12
vaddps zmm2,zmm2,ZMMWORD PTR [rsp+0x800]
vmovaps ZMMWORD PTR [rsp+0xfc0],zmm14
vaddps zmm8,zmm8,zmm30
vmulps zmm8,zmm8,ZMMWORD PTR [rsp+0x640]
vfmadd132ps zmm7,zmm22,zmm1
vfmadd132ps zmm7,zmm16,zmm1
vfmadd132ps zmm7,zmm11,zmm1
vmovaps zmm1,zmm19
vfmadd132ps zmm1,zmm15,zmm18
vmovaps zmm15,ZMMWORD PTR [rsp+0xd40]
vaddps zmm7,zmm7,zmm30
vmulps zmm11,zmm7,ZMMWORD PTR [rsp+0x600]
vmovaps zmm7,zmm13
vbroadcastss zmm13,DWORD PTR [rip+0x0]        
vfmadd132ps zmm7,zmm22,zmm6
vfmadd132ps zmm1,zmm22,zmm18
vmovaps ZMMWORD PTR [rsp+0x1040],zmm13
vfmadd132ps zmm7,zmm16,zmm6
vfmadd132ps zmm1,zmm16,zmm18
vfmadd132ps zmm7,zmm9,zmm6
vfmadd132ps zmm1,zmm10,zmm18
vaddps zmm7,zmm7,zmm30
vaddps zmm1,zmm1,zmm30
vmulps zmm10,zmm7,ZMMWORD PTR [rsp+0x580]
vbroadcastss zmm7,DWORD PTR [rip+0x0]        
vmulps zmm9,zmm1,ZMMWORD PTR [rsp+0x5c0]
vpxord zmm1,zmm0,zmm15
vmovaps zmm1{k4},zmm0
vmovaps zmm0,zmm7
vmovaps ZMMWORD PTR [rsp+0xf40],zmm7
vfmadd132ps zmm0,zmm13,zmm4
vmulps zmm6{k3}{z},zmm1,ZMMWORD PTR [rsp+0x680]
vmovaps zmm1,zmm13
vmovaps zmm13,zmm12
vfmadd132ps zmm7,zmm1,zmm3
vpxord zmm1,zmm2,zmm15
vmovaps zmm1{k2},zmm2
vfmadd132ps zmm0,zmm12,zmm4
vfmadd132ps zmm0,zmm14,zmm4
vfmadd132ps zmm0,zmm17,zmm4
vaddps zmm0,zmm0,zmm30
vmulps zmm12,zmm0,ZMMWORD PTR [rsp+0x740]
vmovaps zmm0,zmm7
vfmadd132ps zmm0,zmm13,zmm3
vfmadd132ps zmm0,zmm14,zmm3
vfmadd132ps zmm0,zmm5,zmm3
vmulps zmm3{k1}{z},zmm1,ZMMWORD PTR [rsp+0x6c0]
vaddps zmm0,zmm0,zmm30
vmulps zmm0,zmm0,ZMMWORD PTR [rsp+0x700]
cmp    dx,0xffff
vmovaps zmm5,ZMMWORD PTR [rsp+0xbc0]
vmovaps zmm13,ZMMWORD PTR [rsp+0xc00]
vmaxps zmm7,zmm6,zmm5
vmovaps zmm6,zmm5
vmaxps zmm3,zmm3,zmm5
vmaxps zmm2,zmm9,zmm6
vmovaps zmm9,zmm6
vmaxps zmm4,zmm11,zmm6
vmaxps zmm1,zmm10,zmm6
vmaxps zmm5,zmm8,zmm5
vmaxps zmm6,zmm12,zmm6
vmaxps zmm0,zmm0,zmm9
vminps zmm7,zmm7,zmm13
vminps zmm3,zmm3,zmm13
vminps zmm5,zmm5,zmm13
vminps zmm4,zmm4,zmm13
vminps zmm2,zmm2,zmm13
vminps zmm1,zmm1,zmm13
vminps zmm6,zmm6,zmm13
vminps zmm0,zmm0,zmm13
vcvtps2dq zmm7,zmm7
vcvtps2dq zmm3,zmm3
vcvtps2dq zmm5,zmm5
vcvtps2dq zmm4,zmm4
vpackssdw zmm5,zmm7,zmm5
vpackssdw zmm4,zmm3,zmm4
vcvtps2dq zmm2,zmm2
vcvtps2dq zmm1,zmm1
vcvtps2dq zmm6,zmm6
vcvtps2dq zmm0,zmm0
vpackssdw zmm2,zmm2,zmm6
vpackssdw zmm1,zmm1,zmm0
vbroadcasti32x4 zmm0,XMMWORD PTR [rdi+0x118]
vpacksswb zmm2,zmm5,zmm2
vpacksswb zmm1,zmm4,zmm1
vmovdqa32 zmm6,ZMMWORD PTR [rsp+0x3c0]
vpshufb zmm2,zmm2,zmm0
vpshufb zmm1,zmm1,zmm0
vpxord zmm2,zmm2,zmm6
vpxord zmm1,zmm1,zmm6
test   r13d,r13d
add    r11,0x1
vmovntdq ZMMWORD PTR [r9],zmm2
sub    r8,0xffffffffffffff80
sub    r9,0xffffffffffffff80
vmovntdq ZMMWORD PTR [r9-0x40],zmm1
cmp    r11,rbx
