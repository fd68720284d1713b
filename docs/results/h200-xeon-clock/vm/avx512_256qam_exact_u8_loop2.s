vxorps xmm5,xmm5,xmm5
vmovups zmm3,ZMMWORD PTR [r8]
vmovups zmm7,ZMMWORD PTR [r8+0x40]
vmovaps ZMMWORD PTR [rsp+0x980],zmm5
vmovaps zmm19,ZMMWORD PTR [rsp+0x1180]
vmovaps zmm12,ZMMWORD PTR [rsp+0x11c0]
vmovaps ZMMWORD PTR [rsp+0x9c0],zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xac0]
vmovaps zmm14,ZMMWORD PTR [rsp+0x12c0]
vmovaps ZMMWORD PTR [rsp+0x300],zmm3
vmovaps zmm11,ZMMWORD PTR [rsp+0x1300]
vmovaps zmm15,ZMMWORD PTR [rsp+0x1340]
vmulps zmm1,zmm3,zmm5
vmovaps ZMMWORD PTR [rsp+0x2c0],zmm7
vmovaps zmm21,ZMMWORD PTR [rsp+0x1380]
vmulps zmm0,zmm5,zmm7
vmovaps zmm5,ZMMWORD PTR [rsp+0xa80]
vmaxps zmm3,zmm1,zmm5
vpandnd zmm6,zmm13,zmm1
vbroadcastss zmm1,DWORD PTR [rip+0x0]        
vmovdqa32 ZMMWORD PTR [rsp+0x940],zmm6
vmaxps zmm7,zmm0,zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xc80]
vpandnd zmm6,zmm13,zmm0
vmovdqa32 ZMMWORD PTR [rsp+0x900],zmm6
vminps zmm0,zmm3,zmm5
vmovaps ZMMWORD PTR [rsp+0x40],zmm3
vmovaps ZMMWORD PTR [rsp],zmm7
vpandnd zmm6,zmm13,zmm0
vcmplt_oqps k6,zmm0,zmm20
vminps zmm0,zmm7,zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xc40]
vmovdqa32 zmm3,zmm6
vcmplt_oqps k5,zmm20,zmm6
vmovdqa32 ZMMWORD PTR [rsp+0x8c0],zmm6
vaddps zmm6,zmm28,zmm6
vaddps zmm24,zmm3,zmm5
vmovaps zmm25,zmm3
vpandnd zmm7,zmm13,zmm0
vcmplt_oqps k4,zmm0,zmm20
vaddps zmm17,zmm5,zmm7
vsubps zmm1,zmm1,zmm7
vbroadcastss zmm5,DWORD PTR [rip+0x0]        
vcmplt_oqps k3,zmm20,zmm7
vaddps zmm4,zmm28,zmm7
vmovdqa32 ZMMWORD PTR [rsp+0x3c0],zmm7
vsubps zmm5,zmm5,zmm3
vmovaps zmm3,ZMMWORD PTR [rsp+0xb80]
vmovaps ZMMWORD PTR [rsp+0x10c0],zmm7
vmovaps zmm7,ZMMWORD PTR [rsp+0x1240]
vmovaps ZMMWORD PTR [rsp+0xa00],zmm1
vmulps zmm0,zmm3,zmm17
vaddps zmm2,zmm4,zmm28
vmovaps ZMMWORD PTR [rsp+0x440],zmm24
vmovaps ZMMWORD PTR [rsp+0xa40],zmm5
vaddps zmm5,zmm6,zmm28
vmulps zmm1,zmm24,zmm3
vmovaps zmm3,zmm19
vmovaps ZMMWORD PTR [rsp+0x400],zmm17
vmulps zmm2,zmm2,zmm27
vmulps zmm5,zmm5,zmm27
vrndscaleps zmm0,zmm0,0x8
vrndscaleps zmm1,zmm1,0x8
vrndscaleps zmm8,zmm5,0x8
vmaxps zmm0,zmm0,zmm20
vmaxps zmm1,zmm1,zmm20
vminps zmm0,zmm0,zmm7
vsubps zmm5,zmm5,zmm8
vminps zmm1,zmm1,zmm7
vrndscaleps zmm7,zmm2,0x8
vfmadd132ps zmm3,zmm12,zmm5
vsubps zmm2,zmm2,zmm7
vfmadd132ps zmm3,zmm14,zmm5
vfmadd132ps zmm3,zmm11,zmm5
vfmadd132ps zmm3,zmm15,zmm5
vfmadd132ps zmm3,zmm21,zmm5
vfmadd132ps zmm3,zmm28,zmm5
vscalefps zmm5,zmm3,zmm8
vmovaps zmm3,zmm19
vfmadd132ps zmm3,zmm12,zmm2
vfmadd132ps zmm3,zmm14,zmm2
vmovaps ZMMWORD PTR [rsp+0xe40],zmm5
vfmadd132ps zmm3,zmm11,zmm2
vfmadd132ps zmm3,zmm15,zmm2
vfmadd132ps zmm3,zmm21,zmm2
vfmadd132ps zmm3,zmm28,zmm2
vaddps zmm2,zmm1,zmm1
vsubps zmm2,zmm24,zmm2
vsubps zmm24,zmm1,zmm24
vscalefps zmm7,zmm3,zmm7
vsubps zmm3,zmm0,zmm17
vaddps zmm19,zmm24,zmm20
vaddps zmm16,zmm3,zmm28
vaddps zmm18,zmm3,zmm20
vmovaps ZMMWORD PTR [rsp+0xf00],zmm7
vpandnd zmm7,zmm13,zmm2
vaddps zmm2,zmm0,zmm0
vbroadcastss zmm5,DWORD PTR [rip+0x0]        
vaddps zmm21,zmm6,zmm7
vsubps zmm6,zmm6,zmm7
vmovdqa32 ZMMWORD PTR [rsp+0x380],zmm7
vmovaps ZMMWORD PTR [rsp+0x1240],zmm5
vsubps zmm5,zmm28,zmm1
vsubps zmm2,zmm17,zmm2
vaddps zmm17,zmm24,zmm28
vmulps zmm21,zmm21,zmm6
vmovaps zmm6,ZMMWORD PTR [rsp+0xd00]
vmulps zmm17,zmm17,zmm5
vpandnd zmm14,zmm13,zmm2
vsubps zmm2,zmm28,zmm0
vaddps zmm15,zmm24,zmm6
vmovdqa32 ZMMWORD PTR [rsp+0x340],zmm14
vmulps zmm16,zmm16,zmm2
vaddps zmm2,zmm4,zmm14
vsubps zmm4,zmm4,zmm14
vaddps zmm14,zmm3,zmm6
vmulps zmm17,zmm17,zmm27
vmulps zmm5,zmm2,zmm4
vsubps zmm4,zmm20,zmm1
vmovaps zmm2,ZMMWORD PTR [rsp+0xb00]
vmulps zmm16,zmm16,zmm27
vmulps zmm19,zmm19,zmm4
vsubps zmm4,zmm20,zmm0
vmovaps ZMMWORD PTR [rsp+0xe80],zmm5
vmovaps zmm5,ZMMWORD PTR [rsp+0xec0]
vmulps zmm18,zmm18,zmm4
vsubps zmm4,zmm6,zmm1
vaddps zmm8,zmm24,zmm5
vaddps zmm7,zmm3,zmm5
vmulps zmm19,zmm19,zmm27
vmulps zmm15,zmm15,zmm4
vsubps zmm4,zmm6,zmm0
vmovaps zmm6,ZMMWORD PTR [rsp+0xb40]
vaddps zmm12,zmm24,zmm6
vaddps zmm11,zmm3,zmm6
vmulps zmm18,zmm18,zmm27
vmulps zmm14,zmm14,zmm4
vsubps zmm4,zmm6,zmm1
vmulps zmm15,zmm15,zmm27
vmulps zmm12,zmm12,zmm4
vsubps zmm4,zmm6,zmm0
vaddps zmm6,zmm24,zmm2
vmulps zmm14,zmm14,zmm27
vmulps zmm11,zmm11,zmm4
vsubps zmm4,zmm5,zmm1
vmulps zmm12,zmm12,zmm27
vmulps zmm8,zmm8,zmm4
vsubps zmm4,zmm5,zmm0
vaddps zmm5,zmm3,zmm2
vmulps zmm11,zmm11,zmm27
vmulps zmm7,zmm7,zmm4
vsubps zmm4,zmm2,zmm1
vmulps zmm8,zmm8,zmm27
vmulps zmm6,zmm6,zmm4
vsubps zmm4,zmm2,zmm0
vmovaps zmm2,ZMMWORD PTR [rsp+0x1100]
vmulps zmm7,zmm7,zmm27
vmulps zmm5,zmm5,zmm4
vaddps zmm4,zmm24,zmm2
vaddps zmm24,zmm24,ZMMWORD PTR [rsp+0x1240]
vmulps zmm6,zmm6,zmm27
vmovaps ZMMWORD PTR [rsp+0xe00],zmm4
vsubps zmm4,zmm2,zmm1
vmovaps zmm2,ZMMWORD PTR [rsp+0x1240]
vmulps zmm4,zmm4,ZMMWORD PTR [rsp+0xe00]
vsubps zmm1,zmm2,zmm1
vmulps zmm5,zmm5,zmm27
vmulps zmm1,zmm24,zmm1
vaddps zmm24,zmm3,ZMMWORD PTR [rsp+0x1100]
vmulps zmm4,zmm4,zmm27
vmovaps ZMMWORD PTR [rsp+0xe00],zmm24
vaddps zmm24,zmm3,zmm2
vmovaps zmm3,ZMMWORD PTR [rsp+0x1100]
vsubps zmm3,zmm3,zmm0
vsubps zmm0,zmm2,zmm0
vmovaps zmm2,ZMMWORD PTR [rsp+0x880]
vmulps zmm3,zmm3,ZMMWORD PTR [rsp+0xe00]
vmulps zmm1,zmm1,zmm27
vmulps zmm0,zmm24,zmm0
vmulps zmm24,zmm21,zmm26
vmulps zmm21,zmm21,zmm2
vmulps zmm2,zmm2,ZMMWORD PTR [rsp+0xe80]
vmulps zmm3,zmm3,zmm27
vmulps zmm0,zmm0,zmm27
vmovaps ZMMWORD PTR [rsp+0x4c0],zmm21
vmulps zmm21,zmm26,ZMMWORD PTR [rsp+0xe80]
vmovaps ZMMWORD PTR [rsp+0x480],zmm2
vrndscaleps zmm2,zmm19,0x8
vsubps zmm19,zmm19,zmm2
vmovaps ZMMWORD PTR [rsp+0xdc0],zmm2
vrndscaleps zmm2,zmm24,0x8
vsubps zmm24,zmm24,zmm2
vmovaps ZMMWORD PTR [rsp+0xe80],zmm2
vrndscaleps zmm2,zmm21,0x8
vsubps zmm21,zmm21,zmm2
vmovaps ZMMWORD PTR [rsp+0xe00],zmm2
vrndscaleps zmm2,zmm18,0x8
vsubps zmm18,zmm18,zmm2
vmovaps ZMMWORD PTR [rsp+0xd80],zmm2
vrndscaleps zmm2,zmm17,0x8
vsubps zmm17,zmm17,zmm2
vmovaps ZMMWORD PTR [rsp+0x840],zmm2
vrndscaleps zmm2,zmm16,0x8
vsubps zmm16,zmm16,zmm2
vmovaps ZMMWORD PTR [rsp+0x800],zmm2
vrndscaleps zmm2,zmm15,0x8
vsubps zmm15,zmm15,zmm2
vmovaps ZMMWORD PTR [rsp+0x7c0],zmm2
vrndscaleps zmm2,zmm14,0x8
vsubps zmm14,zmm14,zmm2
vmovaps ZMMWORD PTR [rsp+0x780],zmm2
vrndscaleps zmm2,zmm12,0x8
vsubps zmm12,zmm12,zmm2
vmovaps ZMMWORD PTR [rsp+0x740],zmm2
vrndscaleps zmm2,zmm11,0x8
vmovaps ZMMWORD PTR [rsp+0x700],zmm2
vsubps zmm11,zmm11,zmm2
vrndscaleps zmm2,zmm8,0x8
vsubps zmm8,zmm8,zmm2
vmovaps ZMMWORD PTR [rsp+0x6c0],zmm2
vrndscaleps zmm2,zmm7,0x8
vsubps zmm7,zmm7,zmm2
vmovaps ZMMWORD PTR [rsp+0x680],zmm2
vrndscaleps zmm2,zmm6,0x8
vsubps zmm6,zmm6,zmm2
vmovaps ZMMWORD PTR [rsp+0x640],zmm2
vrndscaleps zmm2,zmm5,0x8
vsubps zmm5,zmm5,zmm2
vmovaps ZMMWORD PTR [rsp+0x600],zmm2
vrndscaleps zmm2,zmm4,0x8
vsubps zmm4,zmm4,zmm2
vmovaps ZMMWORD PTR [rsp+0x5c0],zmm2
vrndscaleps zmm2,zmm3,0x8
vsubps zmm3,zmm3,zmm2
vmovaps ZMMWORD PTR [rsp+0x580],zmm2
vrndscaleps zmm2,zmm1,0x8
vsubps zmm1,zmm1,zmm2
vmovaps ZMMWORD PTR [rsp+0x540],zmm2
vrndscaleps zmm2,zmm0,0x8
vsubps zmm0,zmm0,zmm2
vmovaps ZMMWORD PTR [rsp+0x500],zmm2
vmovaps zmm2,ZMMWORD PTR [rsp+0x1180]
vfmadd213ps zmm2,zmm24,ZMMWORD PTR [rsp+0x11c0]
vfmadd213ps zmm2,zmm24,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm2,zmm24,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm2,zmm24,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm2,zmm24,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm2,zmm28,zmm24
vmovaps zmm24,ZMMWORD PTR [rsp+0x1180]
vfmadd213ps zmm24,zmm21,ZMMWORD PTR [rsp+0x11c0]
vfmadd213ps zmm24,zmm21,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm24,zmm21,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm24,zmm21,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm24,zmm21,ZMMWORD PTR [rsp+0x1380]
vscalefps zmm2,zmm2,ZMMWORD PTR [rsp+0xe80]
vfmadd132ps zmm24,zmm28,zmm21
vmovaps zmm21,ZMMWORD PTR [rsp+0x1180]
vfmadd213ps zmm21,zmm19,ZMMWORD PTR [rsp+0x11c0]
vfmadd213ps zmm21,zmm19,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm21,zmm19,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm21,zmm19,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm21,zmm19,ZMMWORD PTR [rsp+0x1380]
vscalefps zmm24,zmm24,ZMMWORD PTR [rsp+0xe00]
vfmadd132ps zmm21,zmm28,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0x1180]
vfmadd213ps zmm19,zmm18,ZMMWORD PTR [rsp+0x11c0]
vfmadd213ps zmm19,zmm18,ZMMWORD PTR [rsp+0x12c0]
vscalefps zmm21,zmm21,ZMMWORD PTR [rsp+0xdc0]
vfmadd213ps zmm19,zmm18,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm19,zmm18,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm19,zmm18,ZMMWORD PTR [rsp+0x1380]
vfmadd231ps zmm21,zmm2,zmm28
vfmadd132ps zmm19,zmm28,zmm18
vscalefps zmm19,zmm19,ZMMWORD PTR [rsp+0xd80]
vmovaps zmm18,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0x1180]
vfmadd231ps zmm18,zmm24,zmm28
vmovaps ZMMWORD PTR [rsp+0xe80],zmm18
vmovaps zmm18,zmm19
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x11c0]
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm18,zmm17,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm18,zmm28,zmm17
vmovaps zmm17,zmm19
vscalefps zmm18,zmm18,ZMMWORD PTR [rsp+0x840]
vfmadd231ps zmm18,zmm2,ZMMWORD PTR [rsp+0xe40]
vmovaps ZMMWORD PTR [rsp+0x1180],zmm18
vmovaps zmm18,ZMMWORD PTR [rsp+0x11c0]
vfmadd132ps zmm17,zmm18,zmm16
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm17,zmm16,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm17,zmm28,zmm16
vmovaps zmm16,zmm19
vfmadd132ps zmm16,zmm18,zmm15
vfmadd213ps zmm16,zmm15,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm16,zmm15,ZMMWORD PTR [rsp+0x1300]
vfmadd213ps zmm16,zmm15,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm16,zmm15,ZMMWORD PTR [rsp+0x1380]
vscalefps zmm17,zmm17,ZMMWORD PTR [rsp+0x800]
vfmadd231ps zmm17,zmm24,ZMMWORD PTR [rsp+0xf00]
vfmadd132ps zmm16,zmm28,zmm15
vmovaps zmm15,zmm19
vfmadd132ps zmm15,zmm18,zmm14
vfmadd213ps zmm15,zmm14,ZMMWORD PTR [rsp+0x12c0]
vfmadd213ps zmm15,zmm14,ZMMWORD PTR [rsp+0x1300]
vmovaps ZMMWORD PTR [rsp+0x11c0],zmm17
vfmadd213ps zmm15,zmm14,ZMMWORD PTR [rsp+0x1340]
vfmadd213ps zmm15,zmm14,ZMMWORD PTR [rsp+0x1380]
vscalefps zmm17,zmm16,ZMMWORD PTR [rsp+0x7c0]
vmovaps zmm16,zmm18
vfmadd132ps zmm15,zmm28,zmm14
vmovaps zmm14,zmm19
vfmadd132ps zmm19,zmm16,zmm11
vfmadd132ps zmm14,zmm16,zmm12
vscalefps zmm18,zmm15,ZMMWORD PTR [rsp+0x780]
vmovaps zmm15,zmm19
vmovaps zmm19,ZMMWORD PTR [rsp+0x12c0]
vfmadd132ps zmm14,zmm19,zmm12
vfmadd132ps zmm15,zmm19,zmm11
vmovaps zmm19,ZMMWORD PTR [rsp+0x1300]
vfmadd132ps zmm14,zmm19,zmm12
vfmadd132ps zmm15,zmm19,zmm11
vmovaps zmm19,ZMMWORD PTR [rsp+0x1340]
vfmadd132ps zmm14,zmm19,zmm12
vfmadd132ps zmm15,zmm19,zmm11
vmovaps zmm19,ZMMWORD PTR [rsp+0x1380]
vfmadd132ps zmm14,zmm19,zmm12
vfmadd132ps zmm15,zmm19,zmm11
vfmadd132ps zmm14,zmm28,zmm12
vmovaps zmm12,zmm29
vfmadd132ps zmm12,zmm10,zmm8
vfmadd132ps zmm15,zmm28,zmm11
vmovaps zmm28,zmm29
vfmadd132ps zmm28,zmm10,zmm7
vscalefps zmm14,zmm14,ZMMWORD PTR [rsp+0x740]
vscalefps zmm19,zmm15,ZMMWORD PTR [rsp+0x700]
vfmadd132ps zmm12,zmm9,zmm8
vfmadd132ps zmm12,zmm22,zmm8
vfmadd132ps zmm12,zmm23,zmm8
vfmadd132ps zmm12,zmm30,zmm8
vfmadd132ps zmm12,zmm31,zmm8
vmovaps zmm8,zmm28
vfmadd132ps zmm8,zmm9,zmm7
vscalefps zmm12,zmm12,ZMMWORD PTR [rsp+0x6c0]
vfmadd132ps zmm8,zmm22,zmm7
vfmadd132ps zmm8,zmm23,zmm7
vfmadd132ps zmm8,zmm30,zmm7
vfmadd132ps zmm8,zmm31,zmm7
vmovaps zmm7,zmm29
vfmadd132ps zmm7,zmm10,zmm6
vscalefps zmm28,zmm8,ZMMWORD PTR [rsp+0x680]
vmovaps zmm8,zmm29
vfmadd132ps zmm7,zmm9,zmm6
vfmadd132ps zmm8,zmm10,zmm3
vfmadd132ps zmm7,zmm22,zmm6
vfmadd132ps zmm7,zmm23,zmm6
vfmadd132ps zmm7,zmm30,zmm6
vfmadd132ps zmm6,zmm31,zmm7
vmovaps zmm7,zmm29
vfmadd132ps zmm7,zmm10,zmm5
vscalefps zmm6,zmm6,ZMMWORD PTR [rsp+0x640]
vfmadd132ps zmm7,zmm9,zmm5
vfmadd132ps zmm7,zmm22,zmm5
vfmadd132ps zmm7,zmm23,zmm5
vfmadd132ps zmm7,zmm30,zmm5
vfmadd132ps zmm5,zmm31,zmm7
vmovaps zmm7,zmm29
vfmadd132ps zmm7,zmm10,zmm4
vscalefps zmm5,zmm5,ZMMWORD PTR [rsp+0x600]
vfmadd132ps zmm7,zmm9,zmm4
vfmadd132ps zmm7,zmm22,zmm4
vfmadd132ps zmm7,zmm23,zmm4
vfmadd132ps zmm7,zmm30,zmm4
vfmadd132ps zmm7,zmm31,zmm4
vmovaps zmm4,zmm8
vmovaps zmm8,zmm29
vfmadd132ps zmm8,zmm10,zmm1
vfmadd132ps zmm4,zmm9,zmm3
vscalefps zmm7,zmm7,ZMMWORD PTR [rsp+0x5c0]
vmovaps zmm11,zmm8
vfmadd132ps zmm4,zmm22,zmm3
vmovaps zmm8,zmm29
vfmadd132ps zmm11,zmm9,zmm1
vfmadd132ps zmm8,zmm10,zmm0
vfmadd132ps zmm4,zmm23,zmm3
vfmadd132ps zmm11,zmm22,zmm1
vfmadd132ps zmm8,zmm9,zmm0
vfmadd132ps zmm4,zmm30,zmm3
vfmadd132ps zmm11,zmm23,zmm1
vfmadd132ps zmm8,zmm22,zmm0
vfmadd132ps zmm3,zmm31,zmm4
vmovaps zmm4,ZMMWORD PTR [rsp+0xf80]
vfmadd132ps zmm11,zmm30,zmm1
vfmadd132ps zmm8,zmm23,zmm0
vscalefps zmm3,zmm3,ZMMWORD PTR [rsp+0x580]
vfmadd132ps zmm11,zmm31,zmm1
vfmadd132ps zmm8,zmm30,zmm0
vmovaps zmm1,ZMMWORD PTR [rsp+0xe40]
vmulps zmm16,zmm1,zmm4
vaddps zmm15,zmm31,zmm1
vscalefps zmm11,zmm11,ZMMWORD PTR [rsp+0x540]
vfmadd132ps zmm8,zmm31,zmm0
vmulps zmm0,zmm4,ZMMWORD PTR [rsp+0xf00]
vmulps zmm1,zmm16,zmm1
vmulps zmm16,zmm16,zmm4
vscalefps zmm8,zmm8,ZMMWORD PTR [rsp+0x500]
vfmadd231ps zmm17,zmm2,zmm1
vaddps zmm15,zmm15,zmm1
vmulps zmm1,zmm1,zmm16
vmulps zmm16,zmm16,zmm4
vfmadd231ps zmm14,zmm2,zmm1
vaddps zmm15,zmm15,zmm1
vmulps zmm1,zmm1,zmm16
vmulps zmm16,zmm16,zmm4
vfmadd231ps zmm12,zmm2,zmm1
vaddps zmm15,zmm15,zmm1
vmulps zmm1,zmm1,zmm16
vmulps zmm16,zmm16,zmm4
vfmadd231ps zmm6,zmm2,zmm1
vaddps zmm15,zmm15,zmm1
vmovaps zmm4,zmm6
vmulps zmm6,zmm1,zmm16
vmulps zmm16,zmm16,ZMMWORD PTR [rsp+0xf80]
vfmadd231ps zmm7,zmm2,zmm6
vaddps zmm15,zmm15,zmm6
vmulps zmm16,zmm16,zmm6
vmovaps zmm1,zmm7
vfmadd231ps zmm11,zmm2,zmm16
vaddps zmm15,zmm15,zmm16
vmovaps zmm16,ZMMWORD PTR [rsp+0xf80]
vmulps zmm7,zmm0,ZMMWORD PTR [rsp+0xf00]
vmulps zmm6,zmm0,zmm16
vaddps zmm0,zmm31,ZMMWORD PTR [rsp+0xf00]
vmulps zmm2,zmm2,zmm15
vfmadd231ps zmm18,zmm24,zmm7
vaddps zmm0,zmm0,zmm7
vmulps zmm7,zmm7,zmm6
vmulps zmm6,zmm6,zmm16
vfmadd231ps zmm19,zmm24,zmm7
vaddps zmm0,zmm0,zmm7
vmulps zmm7,zmm7,zmm6
vmulps zmm6,zmm6,ZMMWORD PTR [rsp+0xf80]
vmovaps zmm16,zmm19
vfmadd231ps zmm28,zmm24,zmm7
vaddps zmm0,zmm0,zmm7
vmulps zmm7,zmm7,zmm6
vmovaps zmm19,zmm28
vmovaps zmm28,ZMMWORD PTR [rsp+0xf80]
vfmadd231ps zmm5,zmm24,zmm7
vaddps zmm0,zmm0,zmm7
vmulps zmm6,zmm6,zmm28
vmulps zmm7,zmm7,zmm6
vmulps zmm6,zmm6,zmm28
vaddps zmm0,zmm0,zmm7
vfmadd231ps zmm3,zmm24,zmm7
vmulps zmm6,zmm6,zmm7
vfmadd231ps zmm8,zmm24,zmm6
vaddps zmm0,zmm0,zmm6
vmovaps zmm6,ZMMWORD PTR [rsp+0x1180]
vaddps zmm7,zmm21,zmm6
vaddps zmm6,zmm17,zmm6
vaddps zmm17,zmm17,zmm14
vaddps zmm14,zmm21,zmm14
vmulps zmm24,zmm24,zmm0
vaddps zmm6,zmm6,zmm4
vaddps zmm4,zmm12,zmm4
vaddps zmm14,zmm14,zmm12
vmovaps zmm12,ZMMWORD PTR [rsp+0xe80]
vaddps zmm28,zmm6,zmm1
vaddps zmm1,zmm1,zmm11
vmovaps zmm6,ZMMWORD PTR [rsp+0x11c0]
vaddps zmm14,zmm14,zmm11
vaddps zmm11,zmm6,zmm12
vaddps zmm6,zmm18,zmm6
vaddps zmm18,zmm18,zmm16
vaddps zmm16,zmm16,zmm12
vmovaps ZMMWORD PTR [rsp+0xdc0],zmm28
vmovaps zmm28,zmm31
vmovaps ZMMWORD PTR [rsp+0xe40],zmm14
vaddps zmm14,zmm7,zmm17
vaddps zmm12,zmm4,zmm1
vaddps zmm6,zmm6,zmm5
vaddps zmm5,zmm19,zmm5
vaddps zmm16,zmm16,zmm19
vaddps zmm19,zmm7,zmm1
vaddps zmm6,zmm6,zmm3
vaddps zmm7,zmm18,zmm5
vaddps zmm3,zmm3,zmm8
vmovaps ZMMWORD PTR [rsp+0xd80],zmm6
vaddps zmm6,zmm16,zmm8
vaddps zmm16,zmm11,zmm18
vaddps zmm21,zmm11,zmm3
vmovaps ZMMWORD PTR [rsp+0xe80],zmm7
vaddps zmm7,zmm5,zmm3
vmovaps ZMMWORD PTR [rsp+0xe00],zmm6
vaddps zmm6,zmm17,zmm4
vmovaps ZMMWORD PTR [rsp+0xf00],zmm6
vpandnd zmm1,zmm13,ZMMWORD PTR [rsp+0xa40]
vmovaps zmm11,ZMMWORD PTR [rsp+0xec0]
vpandnd zmm6,zmm13,ZMMWORD PTR [rsp+0xa00]
vmovaps zmm8,ZMMWORD PTR [rsp+0x1140]
vmovaps ZMMWORD PTR [rsp+0x1180],zmm29
vsubps zmm5,zmm11,zmm1
vaddps zmm1,zmm14,zmm12
vmovaps ZMMWORD PTR [rsp+0x11c0],zmm10
vsubps zmm6,zmm11,zmm6
vmovaps zmm11,ZMMWORD PTR [rsp+0x1080]
vmovaps ZMMWORD PTR [rsp+0x12c0],zmm9
vmovaps ZMMWORD PTR [rsp+0x1300],zmm22
vsubps zmm2,zmm1,zmm2
vaddps zmm1,zmm16,zmm7
vmovaps ZMMWORD PTR [rsp+0x840],zmm5
vmovaps ZMMWORD PTR [rsp+0x800],zmm6
vmovaps zmm6,zmm8
vmovaps ZMMWORD PTR [rsp+0x1340],zmm23
vdivps zmm2,zmm2,zmm15
vgetmantps zmm4,zmm2,0x4
vsubps zmm1,zmm1,zmm24
vmovaps zmm15,ZMMWORD PTR [rsp+0x1280]
vgetexpps zmm2,zmm2
vmovaps ZMMWORD PTR [rsp+0x1380],zmm30
vdivps zmm1,zmm1,zmm0
vgetmantps zmm3,zmm1,0x4
vminps zmm0,zmm12,zmm14
vgetexpps zmm1,zmm1
vpsrld zmm5,zmm4,0x12
vcmple_oqps k1,zmm0,ZMMWORD PTR [rip+0x0]        
vminps zmm0,zmm7,zmm16
vpermt2ps zmm6,zmm5,zmm11
vfmsub132ps zmm4,zmm31,zmm6
vmovaps zmm6,ZMMWORD PTR [rsp+0x1200]
vcmple_oqps k2,zmm0,ZMMWORD PTR [rip+0x0]        
kmovw  edx,k1
vpsrld zmm0,zmm3,0x12
vpermi2ps zmm5,zmm6,zmm15
vaddps zmm2,zmm2,zmm5
vmovaps zmm5,zmm8
vmovaps zmm8,ZMMWORD PTR [rsp+0x1000]
vpermt2ps zmm5,zmm0,zmm11
vpermi2ps zmm0,zmm6,zmm15
kmovw  r15d,k2
vmovaps zmm6,ZMMWORD PTR [rsp+0x1040]
vfmsub132ps zmm3,zmm31,zmm5
vaddps zmm1,zmm1,zmm0
or     dx,r15w
vmovaps zmm5,ZMMWORD PTR [rsp+0xf40]
vmovaps zmm11,ZMMWORD PTR [rsp+0xfc0]
vmovaps zmm0,zmm5
vfmadd132ps zmm0,zmm6,zmm4
vfmadd132ps zmm5,zmm6,zmm3
vfmadd132ps zmm0,zmm8,zmm4
vfmadd132ps zmm0,zmm11,zmm4
vfmadd132ps zmm0,zmm2,zmm4
vmovaps zmm2,zmm5
vfmadd132ps zmm2,zmm8,zmm3
vaddps zmm0,zmm0,ZMMWORD PTR [rsp+0x4c0]
vfmadd132ps zmm2,zmm11,zmm3
vfmadd132ps zmm2,zmm1,zmm3
vmovaps zmm3,ZMMWORD PTR [rsp+0xd40]
vaddps zmm2,zmm2,ZMMWORD PTR [rsp+0x480]
vpxord zmm1,zmm0,zmm3
vmovaps zmm1{k6},zmm0
vpxord zmm0,zmm2,zmm3
vmovaps zmm0{k4},zmm2
vmulps zmm15{k5}{z},zmm1,ZMMWORD PTR [rsp+0x200]
vmulps zmm24{k3}{z},zmm0,ZMMWORD PTR [rsp+0x1c0]
vdivps zmm1,zmm12,zmm14
vdivps zmm0,zmm7,zmm16
vgetmantps zmm7,zmm1,0x4
vmovaps zmm12,ZMMWORD PTR [rsp+0x1140]
vgetmantps zmm5,zmm0,0x4
vxorps xmm6,xmm6,xmm6
vmovaps zmm8,ZMMWORD PTR [rsp+0x1080]
vminps zmm2,zmm19,ZMMWORD PTR [rsp+0xf00]
vgetexpps zmm1,zmm1
vmovaps zmm4,zmm12
vmovaps zmm11,ZMMWORD PTR [rsp+0x1280]
vmovaps zmm14,ZMMWORD PTR [rsp+0xfc0]
vgetexpps zmm0,zmm0
vcmple_oqps k1,zmm2,ZMMWORD PTR [rip+0x0]        
vminps zmm2,zmm21,ZMMWORD PTR [rsp+0xe80]
vpsrld zmm3,zmm7,0x12
vpermt2ps zmm4,zmm3,zmm8
kmovw  edx,k1
vcmple_oqps k2,zmm2,ZMMWORD PTR [rip+0x0]        
vfmsub132ps zmm4,zmm31,zmm7
vpsrld zmm2,zmm5,0x12
vmovaps zmm7,ZMMWORD PTR [rsp+0x1200]
vpermi2ps zmm3,zmm7,zmm11
kmovw  r15d,k2
or     dx,r15w
vaddps zmm3,zmm1,zmm3
vmovaps zmm1,zmm12
vpermt2ps zmm1,zmm2,zmm8
vpermi2ps zmm2,zmm7,zmm11
vmovaps zmm8,ZMMWORD PTR [rsp+0x1040]
vmovaps zmm11,ZMMWORD PTR [rsp+0x1000]
vfmsub132ps zmm1,zmm31,zmm5
vaddps zmm2,zmm0,zmm2
vmovaps zmm5,ZMMWORD PTR [rsp+0xf40]
vmovaps zmm7,zmm6
vmovaps zmm0,zmm5
vfmadd132ps zmm0,zmm8,zmm4
vfmadd132ps zmm5,zmm8,zmm1
vfmadd132ps zmm0,zmm11,zmm4
vfmadd132ps zmm0,zmm14,zmm4
vfmadd132ps zmm0,zmm3,zmm4
vaddps zmm0,zmm0,ZMMWORD PTR [rsp+0x9c0]
vmulps zmm12,zmm0,ZMMWORD PTR [rsp+0x180]
vmovaps zmm0,zmm5
vfmadd132ps zmm0,zmm11,zmm1
vfmadd132ps zmm0,zmm14,zmm1
vfmadd132ps zmm0,zmm2,zmm1
vaddps zmm0,zmm0,ZMMWORD PTR [rsp+0x980]
vmulps zmm14,zmm0,ZMMWORD PTR [rsp+0x140]
vdivps zmm2,zmm19,ZMMWORD PTR [rsp+0xf00]
vgetmantps zmm11,zmm2,0x4
vdivps zmm1,zmm21,ZMMWORD PTR [rsp+0xe80]
vmovaps zmm21,ZMMWORD PTR [rsp+0x1140]
vgetmantps zmm8,zmm1,0x4
vmovaps zmm18,ZMMWORD PTR [rsp+0x1080]
vmovaps zmm17,ZMMWORD PTR [rsp+0x1280]
vgetexpps zmm2,zmm2
vmovaps zmm5,zmm21
vmovaps zmm3,ZMMWORD PTR [rsp+0xe40]
vminps zmm0,zmm3,ZMMWORD PTR [rsp+0xdc0]
vgetexpps zmm1,zmm1
vmovaps zmm3,ZMMWORD PTR [rsp+0xe00]
vcmple_oqps k1,zmm0,ZMMWORD PTR [rip+0x0]        
vminps zmm0,zmm3,ZMMWORD PTR [rsp+0xd80]
vpsrld zmm4,zmm11,0x12
vpermt2ps zmm5,zmm4,zmm18
vpsrld zmm3,zmm8,0x12
vfmsub132ps zmm5,zmm31,zmm11
kmovw  edx,k1
vmovaps zmm11,ZMMWORD PTR [rsp+0x1200]
vcmple_oqps k2,zmm0,ZMMWORD PTR [rip+0x0]        
vxorps xmm0,xmm0,xmm0
vpermi2ps zmm4,zmm11,zmm17
vaddps zmm4,zmm2,zmm4
vmovaps zmm2,zmm21
kmovw  r15d,k2
vmovaps zmm21,ZMMWORD PTR [rsp+0x1040]
vpermt2ps zmm2,zmm3,zmm18
vpermi2ps zmm3,zmm11,zmm17
or     dx,r15w
vmovaps zmm11,ZMMWORD PTR [rsp+0xf40]
vaddps zmm3,zmm1,zmm3
vfmsub132ps zmm2,zmm31,zmm8
vmovaps zmm18,ZMMWORD PTR [rsp+0x1000]
vmovaps zmm17,ZMMWORD PTR [rsp+0xfc0]
vmovaps zmm1,zmm11
vmovaps zmm8,zmm0
vfmadd132ps zmm1,zmm21,zmm5
vfmadd132ps zmm1,zmm18,zmm5
vfmadd132ps zmm1,zmm17,zmm5
vfmadd132ps zmm1,zmm4,zmm5
vaddps zmm7,zmm7,zmm1
vmovaps zmm1,zmm11
vfmadd132ps zmm1,zmm21,zmm2
vmulps zmm16,zmm7,ZMMWORD PTR [rsp+0x100]
vfmadd132ps zmm1,zmm18,zmm2
vfmadd132ps zmm1,zmm17,zmm2
vfmadd132ps zmm1,zmm3,zmm2
vaddps zmm6,zmm6,zmm1
vmulps zmm19,zmm6,ZMMWORD PTR [rsp+0xc0]
vmovaps zmm3,ZMMWORD PTR [rsp+0xe40]
vmovaps zmm7,ZMMWORD PTR [rsp+0x900]
vdivps zmm2,zmm3,ZMMWORD PTR [rsp+0xdc0]
vmovaps zmm3,ZMMWORD PTR [rsp+0xe00]
vdivps zmm1,zmm3,ZMMWORD PTR [rsp+0xd80]
vmovaps zmm3,ZMMWORD PTR [rsp+0xcc0]
vmovaps zmm11,ZMMWORD PTR [rsp+0x1140]
vmovaps zmm5,ZMMWORD PTR [rsp+0x940]
vgetmantps zmm6,zmm1,0x4
vcmple_oqps k1,zmm7,zmm3
vmovaps zmm25,ZMMWORD PTR [rsp+0x1080]
vmovaps zmm21,ZMMWORD PTR [rsp+0x1280]
vgetmantps zmm7,zmm2,0x4
vgetexpps zmm2,zmm2
vgetexpps zmm1,zmm1
vcmple_oqps k7{k1},zmm5,zmm3
vmovaps zmm5,zmm11
vpsrld zmm3,zmm6,0x12
kmovw  edx,k7
vpsrld zmm4,zmm7,0x12
vpermt2ps zmm5,zmm4,zmm25
vfmsub132ps zmm5,zmm31,zmm7
vmovaps zmm7,ZMMWORD PTR [rsp+0x1200]
vpermi2ps zmm4,zmm7,zmm21
vaddps zmm4,zmm2,zmm4
vmovaps zmm2,zmm11
vmovaps zmm11,ZMMWORD PTR [rsp+0x1000]
vpermt2ps zmm2,zmm3,zmm25
vpermi2ps zmm3,zmm7,zmm21
vmovaps zmm7,ZMMWORD PTR [rsp+0xf40]
vmovaps zmm25,ZMMWORD PTR [rsp+0xfc0]
vfmsub132ps zmm2,zmm31,zmm6
vaddps zmm3,zmm1,zmm3
vmovaps zmm6,ZMMWORD PTR [rsp+0x1040]
vmovaps zmm1,zmm7
vfmadd132ps zmm1,zmm6,zmm5
vfmadd132ps zmm7,zmm6,zmm2
vfmadd132ps zmm1,zmm11,zmm5
vfmadd132ps zmm1,zmm25,zmm5
vfmadd132ps zmm1,zmm4,zmm5
vaddps zmm8,zmm8,zmm1
vmovaps zmm1,zmm7
vfmadd132ps zmm1,zmm11,zmm2
vmulps zmm5,zmm8,ZMMWORD PTR [rsp+0x280]
vfmadd132ps zmm1,zmm25,zmm2
vfmadd132ps zmm1,zmm3,zmm2
vaddps zmm2,zmm0,zmm1
vmulps zmm2,zmm2,ZMMWORD PTR [rsp+0x240]
cmp    dx,0xffff
vmovaps zmm3,ZMMWORD PTR [rsp+0xbc0]
vmaxps zmm4,zmm12,zmm3
vmovaps zmm12,zmm3
vmaxps zmm7,zmm15,zmm3
vmaxps zmm6,zmm24,zmm3
vmaxps zmm1,zmm16,zmm12
vmaxps zmm3,zmm14,zmm3
vmaxps zmm0,zmm19,zmm12
vmovaps zmm14,ZMMWORD PTR [rsp+0xc00]
vmaxps zmm5,zmm5,zmm12
vmaxps zmm2,zmm2,zmm12
vminps zmm7,zmm7,zmm14
vminps zmm6,zmm6,zmm14
vminps zmm4,zmm4,zmm14
vminps zmm3,zmm3,zmm14
vminps zmm1,zmm1,zmm14
vminps zmm0,zmm0,zmm14
vminps zmm5,zmm5,zmm14
vminps zmm2,zmm2,zmm14
vcvtps2dq zmm6,zmm6
vcvtps2dq zmm7,zmm7
vcvtps2dq zmm4,zmm4
vcvtps2dq zmm3,zmm3
vpackssdw zmm4,zmm7,zmm4
vpackssdw zmm3,zmm6,zmm3
vcvtps2dq zmm1,zmm1
vcvtps2dq zmm0,zmm0
vmovdqa32 zmm6,ZMMWORD PTR [rsp+0x80]
vcvtps2dq zmm2,zmm2
vcvtps2dq zmm5,zmm5
vpackssdw zmm0,zmm0,zmm2
vpackssdw zmm1,zmm1,zmm5
vbroadcasti32x4 zmm2,XMMWORD PTR [rdi+0x118]
vpacksswb zmm1,zmm4,zmm1
vpacksswb zmm0,zmm3,zmm0
vpshufb zmm1,zmm1,zmm2
vpshufb zmm0,zmm0,zmm2
vpxord zmm1,zmm1,zmm6
vpxord zmm0,zmm0,zmm6
test   r13d,r13d
add    r11,0x1
vmovntdq ZMMWORD PTR [r9],zmm1
sub    r8,0xffffffffffffff80
sub    r9,0xffffffffffffff80
vmovntdq ZMMWORD PTR [r9-0x40],zmm0
cmp    r11,rbx
