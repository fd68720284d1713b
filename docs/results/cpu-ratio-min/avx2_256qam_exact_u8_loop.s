.intel_syntax noprefix
vmovaps ymm7,YMMWORD PTR [rsp+0x9c0]
vmovups ymm5,YMMWORD PTR [rsi]
vmovups ymm6,YMMWORD PTR [rsi+0x20]
vmovups ymm4,YMMWORD PTR [rsi+0x40]
vmulps ymm3,ymm5,ymm7
vmovups ymm0,YMMWORD PTR [rsi+0x60]
vmovaps YMMWORD PTR [rsp+0x860],ymm5
vmovaps ymm12,YMMWORD PTR [rsp+0x11e0]
vmovaps YMMWORD PTR [rsp+0x840],ymm6
vmulps ymm2,ymm7,ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0x1600]
vmovaps ymm11,YMMWORD PTR [rsp+0x15a0]
vmovaps YMMWORD PTR [rsp+0x800],ymm0
vmulps ymm1,ymm7,ymm4
vmovaps ymm9,YMMWORD PTR [rsp+0x15e0]
vmovaps YMMWORD PTR [rsp+0x820],ymm4
vmulps ymm0,ymm7,ymm0
vmovaps ymm7,YMMWORD PTR [rsp+0xa00]
vandnps ymm5,ymm6,ymm3
vmaxps ymm4,ymm3,ymm7
vmovaps YMMWORD PTR [rsp+0xf00],ymm5
vmaxps ymm3,ymm2,ymm7
vandnps ymm2,ymm6,ymm2
vmovaps ymm5,YMMWORD PTR [rsp+0x9e0]
vmovaps YMMWORD PTR [rsp+0xee0],ymm2
vmaxps ymm2,ymm1,ymm7
vandnps ymm1,ymm6,ymm1
vmovaps YMMWORD PTR [rsp+0xec0],ymm1
vmaxps ymm1,ymm0,ymm7
vminps ymm4,ymm4,ymm5
vandnps ymm7,ymm6,ymm0
vmovaps YMMWORD PTR [rsp+0xea0],ymm7
vminps ymm3,ymm3,ymm5
vmovaps ymm7,YMMWORD PTR [rsp+0x1740]
vminps ymm2,ymm2,ymm5
vmovaps YMMWORD PTR [rsp+0xe80],ymm4
vminps ymm10,ymm1,ymm5
vandnps ymm5,ymm6,ymm4
vmovaps YMMWORD PTR [rsp+0xe40],ymm3
vandnps ymm4,ymm6,ymm3
vaddps ymm3,ymm14,ymm5
vmovaps YMMWORD PTR [rsp+0xe20],ymm2
vandnps ymm0,ymm6,ymm2
vaddps ymm2,ymm14,ymm4
vandnps ymm6,ymm6,ymm10
vaddps ymm1,ymm14,ymm0
vmovaps YMMWORD PTR [rsp+0x10e0],ymm0
vaddps ymm0,ymm14,ymm6
vaddps ymm3,ymm3,ymm12
vmovaps YMMWORD PTR [rsp+0x1120],ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0x1420]
vmovaps YMMWORD PTR [rsp+0xe00],ymm10
vaddps ymm2,ymm2,ymm12
vmovdqa ymm10,YMMWORD PTR [rsp+0x16c0]
vmovaps YMMWORD PTR [rsp+0x1100],ymm4
vaddps ymm1,ymm1,ymm12
vaddps ymm0,ymm0,ymm12
vmulps ymm3,ymm3,ymm5
vmovaps YMMWORD PTR [rsp+0x10c0],ymm6
vmulps ymm2,ymm2,ymm5
vmulps ymm1,ymm1,ymm5
vmulps ymm0,ymm0,ymm5
vmaxps ymm3,ymm3,ymm7
vmaxps ymm2,ymm2,ymm7
vmaxps ymm1,ymm1,ymm7
vmaxps ymm0,ymm0,ymm7
vroundps ymm4,ymm3,0x8
vsubps ymm3,ymm3,ymm4
vcvtps2dq ymm8,ymm4
vroundps ymm4,ymm2,0x8
vpaddd ymm8,ymm8,ymm10
vsubps ymm2,ymm2,ymm4
vcvtps2dq ymm7,ymm4
vroundps ymm4,ymm1,0x8
vpaddd ymm7,ymm7,ymm10
vsubps ymm1,ymm1,ymm4
vcvtps2dq ymm6,ymm4
vroundps ymm4,ymm0,0x8
vpaddd ymm6,ymm6,ymm10
vcvtps2dq ymm5,ymm4
vpaddd ymm5,ymm5,ymm10
vpslld ymm8,ymm8,0x17
vpslld ymm7,ymm7,0x17
vsubps ymm0,ymm0,ymm4
vmovaps ymm10,YMMWORD PTR [rsp+0x1560]
vpslld ymm5,ymm5,0x17
vpslld ymm6,ymm6,0x17
vmovaps ymm4,ymm10
vfmadd132ps ymm4,ymm11,ymm3
vfmadd132ps ymm4,ymm9,ymm3
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm4,ymm14,ymm3
vmulps ymm3,ymm4,ymm8
vmovaps ymm8,ymm11
vmovaps ymm4,ymm10
vmovaps YMMWORD PTR [rsp+0x1520],ymm3
vmovaps ymm3,ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x1720]
vfmadd132ps ymm3,ymm11,ymm2
vmovaps ymm11,ymm9
vfmadd132ps ymm3,ymm9,ymm2
vmovaps ymm9,YMMWORD PTR [rsp+0x1640]
vfmadd132ps ymm3,ymm9,ymm2
vfmadd132ps ymm3,ymm10,ymm2
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm3,ymm14,ymm2
vmulps ymm2,ymm3,ymm7
vmovaps ymm3,ymm8
vmovaps ymm7,ymm4
vmovaps YMMWORD PTR [rsp+0x1540],ymm2
vmovaps ymm2,ymm4
vfmadd132ps ymm2,ymm8,ymm1
vmovaps ymm8,ymm11
vfmadd132ps ymm2,ymm11,ymm1
vmovaps ymm11,ymm10
vfmadd132ps ymm2,ymm9,ymm1
vfmadd132ps ymm2,ymm10,ymm1
vmovaps ymm10,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm2,ymm10,ymm1
vfmadd132ps ymm2,ymm14,ymm1
vmovaps ymm1,ymm7
vfmadd132ps ymm1,ymm3,ymm0
vaddps ymm3,ymm12,YMMWORD PTR [rsp+0x1120]
vmulps ymm6,ymm2,ymm6
vaddps ymm2,ymm12,YMMWORD PTR [rsp+0x1100]
vfmadd132ps ymm1,ymm8,ymm0
vaddps ymm8,ymm12,YMMWORD PTR [rsp+0x10c0]
vmovaps ymm4,ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0x1540]
vmovaps YMMWORD PTR [rsp+0x11a0],ymm4
vfmadd132ps ymm1,ymm9,ymm0
vmovaps ymm9,YMMWORD PTR [rsp+0x1520]
vmulps ymm6,ymm6,ymm6
vmulps ymm7,ymm9,ymm9
vfmadd132ps ymm1,ymm11,ymm0
vmovaps ymm11,YMMWORD PTR [rsp+0xc20]
vmulps ymm9,ymm7,ymm9
vfmadd132ps ymm1,ymm10,ymm0
vmovaps ymm10,YMMWORD PTR [rsp+0x13a0]
vmovaps YMMWORD PTR [rsp+0x1220],ymm9
vmulps ymm9,ymm6,YMMWORD PTR [rsp+0x1540]
vfmadd132ps ymm1,ymm14,ymm0
vmovaps YMMWORD PTR [rsp+0x1200],ymm9
vmulps ymm0,ymm1,ymm5
vaddps ymm1,ymm12,YMMWORD PTR [rsp+0x10e0]
vmulps ymm5,ymm4,ymm4
vmovaps YMMWORD PTR [rsp+0x1580],ymm0
vmulps ymm0,ymm3,ymm11
vmovaps ymm4,YMMWORD PTR [rsp+0x1580]
vmulps ymm4,ymm4,ymm4
vroundps ymm0,ymm0,0x8
vmaxps ymm0,ymm0,ymm15
vminps ymm12,ymm0,ymm10
vmulps ymm0,ymm5,YMMWORD PTR [rsp+0x11a0]
vsubps ymm3,ymm12,ymm3
vmovaps YMMWORD PTR [rsp+0x11c0],ymm0
vmulps ymm0,ymm2,ymm11
vaddps ymm3,ymm3,ymm12
vroundps ymm0,ymm0,0x8
vmaxps ymm0,ymm0,ymm15
vminps ymm9,ymm0,ymm10
vmulps ymm0,ymm4,YMMWORD PTR [rsp+0x1580]
vmovaps YMMWORD PTR [rsp+0x1700],ymm9
vsubps ymm2,ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0x12a0],ymm0
vmulps ymm0,ymm7,YMMWORD PTR [rsp+0x1220]
vaddps ymm2,ymm2,ymm9
vmulps ymm9,ymm6,YMMWORD PTR [rsp+0x1200]
vmovaps YMMWORD PTR [rsp+0x1280],ymm0
vmulps ymm0,ymm1,ymm11
vmovaps YMMWORD PTR [rsp+0x1260],ymm9
vmulps ymm9,ymm5,YMMWORD PTR [rsp+0x11c0]
vroundps ymm0,ymm0,0x8
vmaxps ymm0,ymm0,ymm15
vmovaps YMMWORD PTR [rsp+0x1240],ymm9
vmulps ymm9,ymm4,YMMWORD PTR [rsp+0x12a0]
vminps ymm0,ymm0,ymm10
vmovaps YMMWORD PTR [rsp+0x15c0],ymm0
vsubps ymm1,ymm0,ymm1
vmovaps YMMWORD PTR [rsp+0xf20],ymm9
vaddps ymm1,ymm1,ymm0
vmulps ymm0,ymm8,ymm11
vmulps ymm11,ymm6,YMMWORD PTR [rsp+0x1260]
vroundps ymm0,ymm0,0x8
vmaxps ymm0,ymm0,ymm15
vmovaps YMMWORD PTR [rsp+0x1320],ymm11
vmulps ymm11,ymm4,ymm9
vaddps ymm9,ymm1,ymm14
vsubps ymm1,ymm14,ymm1
vminps ymm10,ymm0,ymm10
vmovaps YMMWORD PTR [rsp+0x1480],ymm1
vmovaps YMMWORD PTR [rsp+0x14e0],ymm11
vsubps ymm0,ymm10,ymm8
vmulps ymm8,ymm7,YMMWORD PTR [rsp+0x1280]
vaddps ymm11,ymm3,ymm14
vsubps ymm3,ymm14,ymm3
vmaxps ymm1,ymm11,ymm15
vaddps ymm0,ymm0,ymm10
vmovaps YMMWORD PTR [rsp+0x1340],ymm8
vmulps ymm8,ymm5,YMMWORD PTR [rsp+0x1240]
vmovaps YMMWORD PTR [rsp+0x960],ymm1
vmovaps YMMWORD PTR [rsp+0x1300],ymm8
vaddps ymm8,ymm2,ymm14
vsubps ymm2,ymm14,ymm2
vmovaps YMMWORD PTR [rsp+0x1460],ymm8
vaddps ymm8,ymm0,ymm14
vmovaps ymm1,YMMWORD PTR [rsp+0x1460]
vsubps ymm0,ymm14,ymm0
vmaxps ymm1,ymm1,ymm15
vmovaps YMMWORD PTR [rsp+0x940],ymm1
vmaxps ymm1,ymm3,ymm15
vmovaps YMMWORD PTR [rsp+0x8e0],ymm1
vmulps ymm1,ymm7,YMMWORD PTR [rsp+0x1340]
vmovaps YMMWORD PTR [rsp+0x14c0],ymm1
vmulps ymm1,ymm6,YMMWORD PTR [rsp+0x1320]
vmovaps YMMWORD PTR [rsp+0x12e0],ymm1
vmulps ymm1,ymm5,YMMWORD PTR [rsp+0x1300]
vmovaps YMMWORD PTR [rsp+0x12c0],ymm1
vmaxps ymm1,ymm9,ymm15
vmovaps YMMWORD PTR [rsp+0x920],ymm1
vmulps ymm1,ymm4,YMMWORD PTR [rsp+0x14e0]
vmovaps YMMWORD PTR [rsp+0x13e0],ymm1
vmaxps ymm1,ymm8,ymm15
vmovaps YMMWORD PTR [rsp+0x900],ymm1
vmaxps ymm1,ymm2,ymm15
vmovaps YMMWORD PTR [rsp+0x8c0],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x1480]
vmaxps ymm1,ymm1,ymm15
vmovaps YMMWORD PTR [rsp+0x8a0],ymm1
vmaxps ymm1,ymm0,ymm15
vmovaps YMMWORD PTR [rsp+0x880],ymm1
vmulps ymm1,ymm7,YMMWORD PTR [rsp+0x14c0]
vmovaps YMMWORD PTR [rsp+0x13c0],ymm1
vmulps ymm1,ymm6,YMMWORD PTR [rsp+0x12e0]
vmovaps YMMWORD PTR [rsp+0x1380],ymm1
vmulps ymm1,ymm5,YMMWORD PTR [rsp+0x12c0]
vmovaps YMMWORD PTR [rsp+0x1360],ymm1
vmulps ymm1,ymm4,YMMWORD PTR [rsp+0x13e0]
vmovaps YMMWORD PTR [rsp+0x1440],ymm1
vmulps ymm1,ymm7,YMMWORD PTR [rsp+0x13c0]
vmovaps YMMWORD PTR [rsp+0x1020],ymm1
vmulps ymm7,ymm7,ymm1
vmovaps YMMWORD PTR [rsp+0xfa0],ymm7
vmulps ymm7,ymm6,YMMWORD PTR [rsp+0x1380]
vmovaps YMMWORD PTR [rsp+0x1000],ymm7
vmulps ymm6,ymm6,ymm7
vmovaps YMMWORD PTR [rsp+0xf80],ymm6
vmulps ymm6,ymm5,YMMWORD PTR [rsp+0x1360]
vmovaps YMMWORD PTR [rsp+0xfe0],ymm6
vmulps ymm5,ymm5,ymm6
vmovaps YMMWORD PTR [rsp+0xf60],ymm5
vmulps ymm5,ymm4,YMMWORD PTR [rsp+0x1440]
vmovaps YMMWORD PTR [rsp+0xfc0],ymm5
vmulps ymm4,ymm4,ymm5
vmovaps YMMWORD PTR [rsp+0xf40],ymm4
cmp    r14d,0xff
vmovaps ymm5,YMMWORD PTR [rsp+0x1420]
vmulps ymm2,ymm5,YMMWORD PTR [rsp+0x8a0]
vbroadcastss ymm0,DWORD PTR [rip+0x0]
vmulps ymm3,ymm5,YMMWORD PTR [rsp+0x8e0]
vmulps ymm4,ymm5,YMMWORD PTR [rsp+0x960]
vmovaps ymm9,YMMWORD PTR [rsp+0x980]
vmulps ymm7,ymm5,YMMWORD PTR [rsp+0x940]
vaddps ymm1,ymm12,ymm0
vmulps ymm6,ymm5,YMMWORD PTR [rsp+0x8c0]
vmovaps YMMWORD PTR [rsp+0x1460],ymm2
vmulps ymm2,ymm5,YMMWORD PTR [rsp+0x920]
vaddps ymm1,ymm1,ymm1
vmovaps ymm8,ymm3
vmulps ymm11,ymm5,YMMWORD PTR [rsp+0x880]
vmovaps YMMWORD PTR [rsp+0x1180],ymm2
vmulps ymm2,ymm5,YMMWORD PTR [rsp+0x900]
vbroadcastss ymm5,DWORD PTR [rip+0x0]
vmovaps YMMWORD PTR [rsp+0xde0],ymm2
vsubps ymm2,ymm15,ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x5c0]
vfmadd231ps ymm8,ymm1,ymm12
vmovaps ymm3,ymm12
vaddps ymm2,ymm2,ymm2
vmulps ymm1,ymm1,ymm9
vfmadd231ps ymm4,ymm2,ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x10a0]
vmovaps YMMWORD PTR [rsp+0x1160],ymm8
vmulps ymm2,ymm2,ymm9
vmovaps YMMWORD PTR [rsp+0x1040],ymm4
vminps ymm4,ymm1,ymm12
vminps ymm8,ymm2,ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1700]
vaddps ymm1,ymm0,ymm12
vsubps ymm2,ymm15,ymm12
vmovaps ymm12,ymm3
vaddps ymm1,ymm1,ymm1
vaddps ymm2,ymm2,ymm2
vfmadd231ps ymm6,ymm1,ymm3
vmovaps ymm3,ymm9
vmulps ymm1,ymm1,ymm9
vmovaps ymm9,ymm7
vmovaps ymm7,ymm12
vfmadd231ps ymm9,ymm2,ymm12
vmulps ymm2,ymm2,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x10a0]
vminps ymm12,ymm1,ymm3
vmovaps YMMWORD PTR [rsp+0x1480],ymm9
vminps ymm9,ymm2,ymm3
vmovaps ymm2,YMMWORD PTR [rsp+0x15c0]
vmovaps YMMWORD PTR [rsp+0x1140],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1460]
vaddps ymm1,ymm0,ymm2
vsubps ymm3,ymm15,ymm2
vaddps ymm0,ymm10,ymm0
vsubps ymm2,ymm15,ymm10
vmovaps ymm10,ymm7
vaddps ymm1,ymm1,ymm1
vaddps ymm3,ymm3,ymm3
vaddps ymm0,ymm0,ymm0
vaddps ymm2,ymm2,ymm2
vfmadd231ps ymm12,ymm1,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0x980]
vfmadd231ps ymm11,ymm0,ymm10
vmulps ymm0,ymm0,ymm7
vmulps ymm1,ymm1,ymm7
vmovaps YMMWORD PTR [rsp+0x1700],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1180]
vfmadd231ps ymm12,ymm3,ymm10
vmulps ymm3,ymm3,ymm7
vmovaps YMMWORD PTR [rsp+0x15c0],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0xde0]
vfmadd231ps ymm12,ymm2,ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x10a0]
vmulps ymm2,ymm2,ymm7
vminps ymm7,ymm0,ymm10
vmovaps ymm0,ymm10
vminps ymm1,ymm1,ymm10
vminps ymm10,ymm3,ymm10
vmovaps YMMWORD PTR [rsp+0x1460],ymm12
vminps ymm12,ymm2,ymm0
vmovaps YMMWORD PTR [rsp+0x1180],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1160]
vmovaps ymm2,YMMWORD PTR [rsp+0x1740]
vaddps ymm0,ymm4,ymm12
vmaxps ymm0,ymm0,ymm2
vroundps ymm0,ymm0,0x8
vsubps ymm3,ymm4,ymm0
vcvtps2dq ymm0,ymm0
vmovdqa ymm4,YMMWORD PTR [rsp+0x16c0]
vpaddd ymm0,ymm0,ymm4
vaddps ymm3,ymm3,ymm12
vpslld ymm12,ymm0,0x17
vmovdqa YMMWORD PTR [rsp+0x1160],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1140]
vaddps ymm0,ymm6,ymm12
vmaxps ymm3,ymm3,ymm5
vmaxps ymm0,ymm0,ymm2
vroundps ymm0,ymm0,0x8
vsubps ymm2,ymm12,ymm0
vcvtps2dq ymm0,ymm0
vpaddd ymm0,ymm0,ymm4
vmovdqa ymm12,ymm4
vpslld ymm4,ymm0,0x17
vmovdqa YMMWORD PTR [rsp+0x1140],ymm4
vaddps ymm4,ymm1,YMMWORD PTR [rsp+0x1700]
vaddps ymm2,ymm2,ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0x1740]
vmaxps ymm4,ymm4,ymm6
vmaxps ymm2,ymm2,ymm5
vroundps ymm4,ymm4,0x8
vsubps ymm0,ymm1,ymm4
vcvtps2dq ymm1,ymm4
vaddps ymm4,ymm11,ymm7
vaddps ymm0,ymm0,YMMWORD PTR [rsp+0x1700]
vpaddd ymm1,ymm1,ymm12
vpslld ymm12,ymm1,0x17
vmaxps ymm4,ymm4,ymm6
vmaxps ymm0,ymm0,ymm5
vroundps ymm4,ymm4,0x8
vsubps ymm1,ymm7,ymm4
vcvtps2dq ymm4,ymm4
vpaddd ymm4,ymm4,YMMWORD PTR [rsp+0x16c0]
vmovaps ymm7,YMMWORD PTR [rsp+0x1560]
vpslld ymm4,ymm4,0x17
vmovdqa YMMWORD PTR [rsp+0x1700],ymm4
vaddps ymm1,ymm1,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0x15a0]
vmovaps ymm4,ymm7
vfmadd132ps ymm4,ymm11,ymm3
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x15e0]
vmaxps ymm1,ymm1,ymm5
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm4,ymm14,ymm3
vmovaps ymm3,ymm7
vmulps ymm6,ymm4,YMMWORD PTR [rsp+0x1160]
vfmadd132ps ymm3,ymm11,ymm2
vmovaps ymm4,ymm7
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x15e0]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm3,ymm14,ymm2
vmovaps ymm2,ymm4
vmulps ymm7,ymm3,YMMWORD PTR [rsp+0x1140]
vfmadd132ps ymm2,ymm11,ymm0
vmovaps ymm3,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0x15e0]
vfmadd132ps ymm2,ymm11,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm2,ymm14,ymm0
vmovaps ymm0,ymm4
vmovaps ymm4,YMMWORD PTR [rsp+0x1040]
vfmadd132ps ymm0,ymm3,ymm1
vmulps ymm12,ymm2,ymm12
vfmadd132ps ymm0,ymm11,ymm1
vfmadd213ps ymm0,ymm1,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm0,ymm1,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm0,ymm1,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm0,ymm14,ymm1
vmulps ymm11,ymm0,YMMWORD PTR [rsp+0x1700]
vaddps ymm0,ymm8,ymm4
vmovaps ymm2,YMMWORD PTR [rsp+0x1740]
vmaxps ymm0,ymm0,ymm2
vroundps ymm0,ymm0,0x8
vsubps ymm3,ymm8,ymm0
vcvtps2dq ymm0,ymm0
vpaddd ymm0,ymm0,YMMWORD PTR [rsp+0x16c0]
vpslld ymm8,ymm0,0x17
vaddps ymm0,ymm9,YMMWORD PTR [rsp+0x1480]
vaddps ymm3,ymm3,ymm4
vmovaps ymm4,ymm2
vmaxps ymm0,ymm0,ymm2
vaddps ymm2,ymm10,YMMWORD PTR [rsp+0x15c0]
vmaxps ymm3,ymm3,ymm5
vmaxps ymm2,ymm2,ymm4
vroundps ymm0,ymm0,0x8
vsubps ymm1,ymm9,ymm0
vcvtps2dq ymm0,ymm0
vpaddd ymm0,ymm0,YMMWORD PTR [rsp+0x16c0]
vmovaps ymm4,YMMWORD PTR [rsp+0x1180]
vaddps ymm4,ymm4,YMMWORD PTR [rsp+0x1460]
vmaxps ymm4,ymm4,YMMWORD PTR [rsp+0x1740]
vpslld ymm9,ymm0,0x17
vroundps ymm2,ymm2,0x8
vsubps ymm0,ymm10,ymm2
vcvtps2dq ymm2,ymm2
vpaddd ymm2,ymm2,YMMWORD PTR [rsp+0x16c0]
vaddps ymm1,ymm1,YMMWORD PTR [rsp+0x1480]
vaddps ymm0,ymm0,YMMWORD PTR [rsp+0x15c0]
vroundps ymm4,ymm4,0x8
vpslld ymm10,ymm2,0x17
vmovaps ymm2,YMMWORD PTR [rsp+0x1180]
vmaxps ymm1,ymm1,ymm5
vsubps ymm2,ymm2,ymm4
vcvtps2dq ymm4,ymm4
vmaxps ymm0,ymm0,ymm5
vaddps ymm2,ymm2,YMMWORD PTR [rsp+0x1460]
vpaddd ymm4,ymm4,YMMWORD PTR [rsp+0x16c0]
vmaxps ymm2,ymm2,ymm5
vpslld ymm5,ymm4,0x17
vmovaps ymm4,YMMWORD PTR [rsp+0x1560]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x15a0]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x15e0]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm4,ymm3,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm4,ymm14,ymm3
vmulps ymm8,ymm4,ymm8
vmovaps ymm4,YMMWORD PTR [rsp+0x1560]
vmovaps ymm3,ymm4
vfmadd213ps ymm3,ymm1,YMMWORD PTR [rsp+0x15a0]
vfmadd213ps ymm3,ymm1,YMMWORD PTR [rsp+0x15e0]
vfmadd213ps ymm3,ymm1,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm3,ymm1,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm3,ymm1,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm1,ymm14,ymm3
vmovaps ymm3,ymm4
vmulps ymm1,ymm1,ymm9
vmovaps ymm9,YMMWORD PTR [rsp+0x15a0]
vfmadd132ps ymm3,ymm9,ymm0
vfmadd132ps ymm4,ymm9,ymm2
vfmadd213ps ymm3,ymm0,YMMWORD PTR [rsp+0x15e0]
vfmadd213ps ymm3,ymm0,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm3,ymm0,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm3,ymm0,YMMWORD PTR [rsp+0x1760]
vfmadd132ps ymm0,ymm14,ymm3
vmovaps ymm3,ymm4
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x15e0]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1640]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1720]
vfmadd213ps ymm3,ymm2,YMMWORD PTR [rsp+0x1760]
vmulps ymm0,ymm0,ymm10
vminps ymm10,ymm6,ymm14
vmulps ymm4,ymm13,ymm7
vmovaps YMMWORD PTR [rsp+0xa60],ymm10
vfmadd132ps ymm3,ymm14,ymm2
vmulps ymm2,ymm3,ymm5
vmulps ymm3,ymm13,ymm12
vminps ymm12,ymm12,ymm14
vmulps ymm5,ymm13,ymm6
vmovaps ymm6,ymm12
vminps ymm12,ymm11,ymm14
vmovaps YMMWORD PTR [rsp+0x1460],ymm2
vminps ymm2,ymm7,ymm14
vmovaps YMMWORD PTR [rsp+0xa20],ymm6
vmovaps ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0xa40],ymm9
vmulps ymm2,ymm13,ymm11
vmovaps ymm11,ymm12
vmovaps YMMWORD PTR [rsp+0x960],ymm11
vmulps ymm12,ymm13,ymm8
vmovaps YMMWORD PTR [rsp+0x1180],ymm12
vminps ymm12,ymm8,ymm14
vmovaps ymm8,ymm12
vmovaps YMMWORD PTR [rsp+0xd60],ymm8
vmulps ymm12,ymm13,ymm1
vmovaps YMMWORD PTR [rsp+0x1160],ymm12
vminps ymm12,ymm1,ymm14
vmulps ymm1,ymm13,ymm4
vminps ymm4,ymm4,ymm14
vmovaps YMMWORD PTR [rsp+0x15c0],ymm12
vmulps ymm12,ymm13,ymm0
vmovaps YMMWORD PTR [rsp+0x1140],ymm12
vminps ymm12,ymm0,ymm14
vmulps ymm0,ymm13,ymm5
vminps ymm5,ymm5,ymm14
vmovaps YMMWORD PTR [rsp+0x1480],ymm12
vmulps ymm10,ymm5,ymm10
vmovaps ymm5,ymm10
vmovaps YMMWORD PTR [rsp+0xdc0],ymm5
vmulps ymm10,ymm4,ymm9
vmulps ymm4,ymm13,ymm3
vminps ymm3,ymm3,ymm14
vmulps ymm3,ymm3,ymm6
vmovaps ymm9,ymm10
vmovaps YMMWORD PTR [rsp+0xda0],ymm9
vmovaps ymm7,ymm3
vmovaps YMMWORD PTR [rsp+0xac0],ymm7
vmulps ymm3,ymm13,ymm2
vminps ymm2,ymm2,ymm14
vmulps ymm2,ymm2,ymm11
vmovaps ymm12,ymm2
vmovaps YMMWORD PTR [rsp+0xaa0],ymm12
vmulps ymm2,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmulps ymm10,ymm0,ymm5
vmulps ymm0,ymm13,ymm1
vminps ymm1,ymm1,ymm14
vmulps ymm11,ymm1,ymm9
vmovaps YMMWORD PTR [rsp+0xb40],ymm10
vmulps ymm1,ymm13,ymm4
vminps ymm4,ymm4,ymm14
vmulps ymm4,ymm4,ymm7
vmovaps YMMWORD PTR [rsp+0xb20],ymm11
vmovaps ymm6,ymm4
vmovaps YMMWORD PTR [rsp+0xb00],ymm6
vmulps ymm4,ymm13,ymm3
vminps ymm3,ymm3,ymm14
vmulps ymm3,ymm3,ymm12
vmovaps ymm12,ymm3
vmovaps YMMWORD PTR [rsp+0xae0],ymm12
vmulps ymm3,ymm13,ymm2
vminps ymm2,ymm2,ymm14
vmulps ymm2,ymm2,ymm10
vmovaps ymm5,ymm2
vmovaps YMMWORD PTR [rsp+0xba0],ymm5
vmulps ymm2,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmulps ymm11,ymm0,ymm11
vmulps ymm0,ymm13,ymm1
vminps ymm1,ymm1,ymm14
vmulps ymm10,ymm1,ymm6
vmovaps YMMWORD PTR [rsp+0xb80],ymm11
vmulps ymm1,ymm13,ymm4
vminps ymm4,ymm4,ymm14
vmulps ymm4,ymm4,ymm12
vmovaps YMMWORD PTR [rsp+0xb60],ymm10
vmovaps ymm12,ymm4
vmovaps YMMWORD PTR [rsp+0xa80],ymm12
vmulps ymm4,ymm13,ymm3
vminps ymm3,ymm3,ymm14
vmulps ymm3,ymm3,ymm5
vmovaps ymm5,ymm3
vmovaps YMMWORD PTR [rsp+0x1040],ymm5
vmulps ymm3,ymm13,ymm2
vminps ymm2,ymm2,ymm14
vmulps ymm2,ymm2,ymm11
vmovaps ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0xde0],ymm9
vmulps ymm2,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmulps ymm10,ymm0,ymm10
vmulps ymm0,ymm13,ymm1
vminps ymm1,ymm1,ymm14
vmulps ymm11,ymm1,ymm12
vmovaps YMMWORD PTR [rsp+0x1700],ymm10
vmulps ymm1,ymm13,ymm4
vminps ymm4,ymm4,ymm14
vmulps ymm4,ymm4,ymm5
vminps ymm1,ymm1,ymm14
vmulps ymm5,ymm4,ymm1
vmulps ymm1,ymm13,ymm3
vminps ymm3,ymm3,ymm14
vmulps ymm6,ymm4,ymm8
vmulps ymm3,ymm3,ymm9
vmulps ymm8,ymm3,YMMWORD PTR [rsp+0x15c0]
vminps ymm1,ymm1,ymm14
vmulps ymm7,ymm3,ymm1
vmulps ymm1,ymm13,ymm2
vminps ymm2,ymm2,ymm14
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x1700]
vmulps ymm10,ymm2,YMMWORD PTR [rsp+0x1480]
vmovaps YMMWORD PTR [rsp+0xd80],ymm11
vminps ymm1,ymm1,ymm14
vmulps ymm9,ymm2,ymm1
vmulps ymm2,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmulps ymm1,ymm0,ymm11
vminps ymm2,ymm2,ymm14
vmulps ymm11,ymm1,ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x1460]
vminps ymm4,ymm2,ymm14
vmulps ymm0,ymm13,ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x1180]
vmulps ymm3,ymm13,ymm2
vmulps ymm12,ymm4,ymm1
vminps ymm1,ymm2,ymm14
vmulps ymm2,ymm1,YMMWORD PTR [rsp+0xd60]
vmovaps YMMWORD PTR [rsp+0x1180],ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x1040]
vmovaps YMMWORD PTR [rsp+0x1460],ymm2
vmulps ymm3,ymm3,ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x1160]
vmulps ymm1,ymm13,ymm2
vmovaps YMMWORD PTR [rsp+0x1160],ymm1
vminps ymm1,ymm2,ymm14
vmulps ymm2,ymm1,YMMWORD PTR [rsp+0x15c0]
vmovaps ymm1,YMMWORD PTR [rsp+0x1140]
vmovaps YMMWORD PTR [rsp+0x15c0],ymm2
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0xde0]
vmovaps YMMWORD PTR [rsp+0xde0],ymm2
vmulps ymm2,ymm13,ymm1
vminps ymm1,ymm1,ymm14
vmovaps YMMWORD PTR [rsp+0x1140],ymm2
vmulps ymm2,ymm1,YMMWORD PTR [rsp+0x1480]
vmulps ymm1,ymm2,YMMWORD PTR [rsp+0x1700]
vmovaps YMMWORD PTR [rsp+0x1480],ymm2
vmulps ymm2,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmovaps YMMWORD PTR [rsp+0x1040],ymm2
vmulps ymm2,ymm4,ymm0
vmulps ymm4,ymm5,YMMWORD PTR [rsp+0x1520]
vmulps ymm0,ymm2,YMMWORD PTR [rsp+0xd80]
vmovaps YMMWORD PTR [rsp+0x1700],ymm2
vmovaps ymm2,ymm5
vfmadd132ps ymm2,ymm5,YMMWORD PTR [rsp+0x1520]
vmovaps ymm5,YMMWORD PTR [rsp+0x1220]
vfmadd231ps ymm4,ymm6,ymm5
vmovaps YMMWORD PTR [rsp+0xd80],ymm2
vmovaps ymm2,ymm6
vfmadd132ps ymm2,ymm6,ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0x1280]
vfmadd231ps ymm4,ymm3,ymm5
vfmadd132ps ymm3,ymm3,ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0x1540]
vmovaps YMMWORD PTR [rsp+0xce0],ymm2
vmovaps YMMWORD PTR [rsp+0xc60],ymm3
vmovaps ymm6,ymm4
vmovaps ymm4,ymm7
vmulps ymm3,ymm7,ymm5
vfmadd132ps ymm4,ymm7,ymm5
vmovaps ymm7,YMMWORD PTR [rsp+0x1200]
vmovaps YMMWORD PTR [rsp+0xd60],ymm4
vmovaps ymm4,ymm8
vfmadd231ps ymm3,ymm8,ymm7
vfmadd132ps ymm4,ymm8,ymm7
vmovaps YMMWORD PTR [rsp+0xcc0],ymm4
vmovaps ymm4,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x1260]
vmovaps ymm2,YMMWORD PTR [rsp+0xde0]
vmovaps ymm7,YMMWORD PTR [rsp+0x11c0]
vmovaps ymm5,YMMWORD PTR [rsp+0x1580]
vfmadd231ps ymm4,ymm3,ymm2
vmovaps ymm8,ymm4
vmovaps ymm4,ymm2
vfmadd132ps ymm4,ymm2,ymm3
vmovaps ymm3,ymm9
vmovaps YMMWORD PTR [rsp+0xc40],ymm4
vmovaps ymm4,YMMWORD PTR [rsp+0x11a0]
vmulps ymm2,ymm9,ymm4
vfmadd132ps ymm3,ymm9,ymm4
vmovaps ymm4,ymm10
vfmadd132ps ymm4,ymm10,ymm7
vmovaps YMMWORD PTR [rsp+0xd20],ymm3
vfmadd231ps ymm2,ymm10,ymm7
vmovaps ymm3,YMMWORD PTR [rsp+0x1240]
vmovaps ymm7,YMMWORD PTR [rsp+0x12a0]
vmovaps YMMWORD PTR [rsp+0xca0],ymm4
vmovaps ymm4,ymm2
vfmadd231ps ymm4,ymm1,ymm3
vmovaps ymm9,ymm4
vmovaps ymm4,ymm1
vfmadd132ps ymm4,ymm1,ymm3
vmovaps ymm3,ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0x1320]
vmulps ymm1,ymm11,ymm5
vmovaps YMMWORD PTR [rsp+0xbe0],ymm4
vmovaps ymm4,ymm11
vfmadd132ps ymm4,ymm11,ymm5
vfmadd231ps ymm1,ymm12,ymm7
vmovaps YMMWORD PTR [rsp+0xd00],ymm4
vmovaps ymm4,ymm12
vfmadd132ps ymm4,ymm12,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0xf20]
vmovaps YMMWORD PTR [rsp+0xc80],ymm4
vmovaps ymm4,ymm1
vfmadd231ps ymm4,ymm0,ymm7
vmovaps ymm10,ymm4
vmovaps ymm4,ymm0
vfmadd132ps ymm4,ymm0,ymm7
vmovaps ymm0,YMMWORD PTR [rsp+0x1180]
vmovaps ymm7,YMMWORD PTR [rsp+0x1340]
vmulps ymm5,ymm13,ymm0
vmovaps YMMWORD PTR [rsp+0xbc0],ymm4
vminps ymm4,ymm0,ymm14
vmulps ymm4,ymm4,YMMWORD PTR [rsp+0x1460]
vmulps ymm0,ymm4,YMMWORD PTR [rsp+0xba0]
vfmadd231ps ymm3,ymm0,ymm7
vmovaps ymm11,ymm3
vmovaps ymm3,ymm0
vfmadd132ps ymm3,ymm0,ymm7
vmovaps ymm0,YMMWORD PTR [rsp+0x1160]
vmulps ymm7,ymm13,ymm0
vmovaps YMMWORD PTR [rsp+0xba0],ymm3
vminps ymm3,ymm0,ymm14
vmulps ymm3,ymm3,YMMWORD PTR [rsp+0x15c0]
vmulps ymm0,ymm3,YMMWORD PTR [rsp+0xb80]
vfmadd231ps ymm8,ymm0,ymm6
vfmadd132ps ymm0,ymm0,ymm6
vmovaps YMMWORD PTR [rsp+0xb80],ymm0
vmovaps ymm12,ymm8
vmovaps ymm0,YMMWORD PTR [rsp+0x1140]
vmovaps ymm8,YMMWORD PTR [rsp+0x1300]
vminps ymm2,ymm0,ymm14
vmulps ymm6,ymm13,ymm0
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x1480]
vmulps ymm0,ymm2,YMMWORD PTR [rsp+0xb60]
vfmadd231ps ymm9,ymm0,ymm8
vfmadd132ps ymm0,ymm0,ymm8
vmovaps ymm8,YMMWORD PTR [rsp+0x1040]
vminps ymm1,ymm8,ymm14
vmulps ymm1,ymm1,YMMWORD PTR [rsp+0x1700]
vmovaps YMMWORD PTR [rsp+0xb60],ymm0
vmulps ymm0,ymm13,ymm8
vmulps ymm8,ymm1,YMMWORD PTR [rsp+0xa80]
vfmadd231ps ymm10,ymm8,YMMWORD PTR [rsp+0x14e0]
vfmadd132ps ymm8,ymm8,YMMWORD PTR [rsp+0x14e0]
vmovaps YMMWORD PTR [rsp+0x1180],ymm8
vmulps ymm8,ymm13,ymm5
vminps ymm5,ymm5,ymm14
vmulps ymm4,ymm4,ymm5
vmulps ymm5,ymm4,YMMWORD PTR [rsp+0xb40]
vfmadd231ps ymm11,ymm5,YMMWORD PTR [rsp+0x14c0]
vmovaps YMMWORD PTR [rsp+0x15c0],ymm8
vmovaps ymm8,ymm5
vfmadd132ps ymm8,ymm5,YMMWORD PTR [rsp+0x14c0]
vmulps ymm5,ymm13,ymm7
vminps ymm7,ymm7,ymm14
vmulps ymm7,ymm3,ymm7
vmovaps ymm3,YMMWORD PTR [rsp+0x12e0]
vmovaps YMMWORD PTR [rsp+0xb40],ymm8
vmovaps YMMWORD PTR [rsp+0x1700],ymm7
vmulps ymm7,ymm7,YMMWORD PTR [rsp+0xb20]
vmovaps ymm8,ymm7
vfmadd231ps ymm12,ymm7,ymm3
vfmadd132ps ymm8,ymm7,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x12c0]
vmulps ymm7,ymm13,ymm6
vminps ymm6,ymm6,ymm14
vmulps ymm2,ymm2,ymm6
vmulps ymm6,ymm2,YMMWORD PTR [rsp+0xb00]
vmovaps YMMWORD PTR [rsp+0xb20],ymm8
vmovaps ymm8,ymm6
vfmadd231ps ymm9,ymm6,ymm3
vfmadd132ps ymm8,ymm6,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x15c0]
vmulps ymm6,ymm13,ymm0
vminps ymm0,ymm0,ymm14
vmulps ymm1,ymm1,ymm0
vmulps ymm0,ymm1,YMMWORD PTR [rsp+0xae0]
vmovaps YMMWORD PTR [rsp+0xb00],ymm8
vmovaps ymm8,ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x13e0]
vfmadd231ps ymm8,ymm0,ymm10
vfmadd132ps ymm0,ymm0,ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x13c0]
vmovaps YMMWORD PTR [rsp+0x1580],ymm8
vminps ymm8,ymm3,ymm14
vmovaps YMMWORD PTR [rsp+0x1160],ymm0
vmulps ymm0,ymm13,ymm3
vmovaps ymm3,ymm10
vmulps ymm4,ymm4,ymm8
vmulps ymm8,ymm4,YMMWORD PTR [rsp+0xdc0]
vfmadd132ps ymm3,ymm11,ymm8
vfmadd132ps ymm8,ymm8,ymm10
vmovaps ymm11,ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0x1380]
vmulps ymm10,ymm13,ymm5
vminps ymm5,ymm5,ymm14
vmovaps YMMWORD PTR [rsp+0x15c0],ymm3
vmulps ymm3,ymm5,YMMWORD PTR [rsp+0x1700]
vmulps ymm5,ymm3,YMMWORD PTR [rsp+0xda0]
vfmadd231ps ymm11,ymm5,ymm12
vmovaps YMMWORD PTR [rsp+0x1540],ymm11
vmovaps ymm11,ymm5
vfmadd132ps ymm11,ymm5,ymm12
vmovaps ymm5,YMMWORD PTR [rsp+0x1360]
vmulps ymm12,ymm13,ymm7
vminps ymm7,ymm7,ymm14
vmulps ymm7,ymm2,ymm7
vmulps ymm2,ymm7,YMMWORD PTR [rsp+0xac0]
vmovaps YMMWORD PTR [rsp+0xae0],ymm11
vfmadd231ps ymm9,ymm2,ymm5
vfmadd132ps ymm2,ymm2,ymm5
vmovaps YMMWORD PTR [rsp+0xac0],ymm2
vmulps ymm2,ymm13,ymm6
vminps ymm6,ymm6,ymm14
vmovaps YMMWORD PTR [rsp+0x1520],ymm9
vmulps ymm6,ymm1,ymm6
vmovaps YMMWORD PTR [rsp+0x1700],ymm2
vmulps ymm1,ymm6,YMMWORD PTR [rsp+0xaa0]
vmovaps ymm2,YMMWORD PTR [rsp+0x1440]
vmovaps ymm9,YMMWORD PTR [rsp+0x1580]
vmovaps ymm5,YMMWORD PTR [rsp+0x1020]
vmovaps ymm11,ymm1
vfmadd231ps ymm9,ymm1,ymm2
vfmadd132ps ymm11,ymm1,ymm2
vminps ymm1,ymm0,ymm14
vmulps ymm0,ymm13,ymm0
vmulps ymm1,ymm4,ymm1
vmovaps ymm4,YMMWORD PTR [rsp+0xfa0]
vmulps ymm2,ymm1,YMMWORD PTR [rsp+0xa60]
vmovaps YMMWORD PTR [rsp+0xaa0],ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0x15c0]
vminps ymm0,ymm0,ymm14
vmulps ymm0,ymm1,ymm0
vfmadd231ps ymm11,ymm2,ymm5
vfmadd132ps ymm5,ymm2,ymm2
vminps ymm2,ymm10,ymm14
vmulps ymm2,ymm3,ymm2
vmovaps ymm3,YMMWORD PTR [rsp+0x1000]
vmovaps ymm1,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0x1540]
vmovaps YMMWORD PTR [rsp+0xa80],ymm5
vfmadd231ps ymm1,ymm0,ymm4
vfmadd132ps ymm4,ymm0,ymm0
vmulps ymm0,ymm13,ymm10
vmovaps YMMWORD PTR [rsp+0x1040],ymm1
vmulps ymm1,ymm2,YMMWORD PTR [rsp+0xa40]
vmovaps YMMWORD PTR [rsp+0x1460],ymm4
vminps ymm0,ymm0,ymm14
vmulps ymm0,ymm2,ymm0
vminps ymm2,ymm12,ymm14
vfmadd231ps ymm11,ymm1,ymm3
vfmadd132ps ymm1,ymm1,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0xf80]
vmulps ymm2,ymm7,ymm2
vmovaps ymm7,YMMWORD PTR [rsp+0xfe0]
vmovaps YMMWORD PTR [rsp+0x1480],ymm1
vmovaps ymm1,ymm11
vfmadd231ps ymm1,ymm0,ymm3
vfmadd132ps ymm3,ymm0,ymm0
vmulps ymm0,ymm13,ymm12
vmovaps YMMWORD PTR [rsp+0xde0],ymm1
vmovaps ymm11,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x1520]
vmulps ymm1,ymm2,YMMWORD PTR [rsp+0xa20]
vminps ymm0,ymm0,ymm14
vmulps ymm0,ymm2,ymm0
vfmadd231ps ymm3,ymm1,ymm7
vfmadd132ps ymm1,ymm1,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0xf60]
vmovaps YMMWORD PTR [rsp+0xa60],ymm1
vfmadd231ps ymm3,ymm0,ymm7
vfmadd132ps ymm0,ymm0,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0x1700]
vminps ymm2,ymm7,ymm14
vmovaps YMMWORD PTR [rsp+0xa20],ymm0
vmulps ymm0,ymm13,ymm7
vmovaps YMMWORD PTR [rsp+0xdc0],ymm3
vmulps ymm2,ymm6,ymm2
vmovaps ymm6,YMMWORD PTR [rsp+0xfc0]
vmulps ymm1,ymm2,YMMWORD PTR [rsp+0x960]
vminps ymm0,ymm0,ymm14
vmulps ymm0,ymm2,ymm0
vmovaps ymm2,ymm9
vfmadd231ps ymm2,ymm1,ymm6
vfmadd132ps ymm1,ymm1,ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0xf40]
vmovaps YMMWORD PTR [rsp+0xa40],ymm1
vfmadd231ps ymm2,ymm0,ymm6
vfmadd132ps ymm0,ymm0,ymm6
vmovaps YMMWORD PTR [rsp+0xda0],ymm2
vmovaps YMMWORD PTR [rsp+0x1140],ymm0
vmovaps ymm3,YMMWORD PTR [rsp+0xd80]
vmovaps ymm6,YMMWORD PTR [rsp+0xce0]
vmovaps ymm4,YMMWORD PTR [rsp+0xc60]
vmovaps ymm5,YMMWORD PTR [rsp+0x1460]
vmovaps ymm12,YMMWORD PTR [rsp+0xbe0]
vaddps ymm7,ymm3,ymm6
vaddps ymm0,ymm6,ymm4
vmovaps ymm6,ymm4
vmovaps ymm4,YMMWORD PTR [rsp+0xba0]
vaddps ymm1,ymm4,ymm3
vaddps ymm6,ymm6,ymm4
vmovaps ymm3,YMMWORD PTR [rsp+0xb40]
vmovaps ymm4,YMMWORD PTR [rsp+0xa80]
vaddps ymm0,ymm0,ymm8
vaddps ymm10,ymm4,ymm5
vaddps ymm2,ymm8,ymm3
vmovaps ymm8,YMMWORD PTR [rsp+0xb20]
vaddps ymm1,ymm1,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0xcc0]
vaddps ymm0,ymm0,ymm4
vaddps ymm1,ymm1,ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0xd60]
vdivps ymm4,ymm1,ymm0
vaddps ymm0,ymm5,ymm3
vmovaps ymm1,YMMWORD PTR [rsp+0xc40]
vmovaps YMMWORD PTR [rsp+0x1700],ymm0
vaddps ymm0,ymm3,ymm1
vmovaps ymm3,ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0xb80]
vaddps ymm3,ymm3,ymm1
vaddps ymm1,ymm1,ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0xae0]
vaddps ymm0,ymm0,ymm5
vaddps ymm5,ymm5,ymm8
vmovaps YMMWORD PTR [rsp+0x1540],ymm3
vaddps ymm1,ymm1,ymm8
vmovaps ymm8,YMMWORD PTR [rsp+0x1480]
vaddps ymm0,ymm0,ymm8
vaddps ymm9,ymm11,ymm8
vmovaps YMMWORD PTR [rsp+0x1520],ymm5
vmovaps ymm8,YMMWORD PTR [rsp+0xd20]
vaddps ymm1,ymm1,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0xca0]
vdivps ymm5,ymm1,ymm0
vaddps ymm1,ymm8,ymm11
vaddps ymm0,ymm11,ymm12
vmovaps ymm11,ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0xb60]
vmovaps YMMWORD PTR [rsp+0x15c0],ymm1
vaddps ymm3,ymm12,ymm8
vmovaps ymm8,YMMWORD PTR [rsp+0xac0]
vmovaps YMMWORD PTR [rsp+0x14c0],ymm4
vaddps ymm0,ymm0,ymm8
vmovaps YMMWORD PTR [rsp+0x1480],ymm5
vaddps ymm5,ymm11,ymm12
vmovaps ymm11,YMMWORD PTR [rsp+0xb00]
vmovaps ymm12,YMMWORD PTR [rsp+0xc80]
vaddps ymm3,ymm3,ymm11
vaddps ymm1,ymm8,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0xa20]
vmovaps ymm8,YMMWORD PTR [rsp+0xa60]
vaddps ymm0,ymm0,ymm8
vaddps ymm8,ymm8,ymm11
vaddps ymm3,ymm3,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0xd00]
vaddps ymm4,ymm11,ymm12
vdivps ymm3,ymm3,ymm0
vmovaps YMMWORD PTR [rsp+0x1460],ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0xbc0]
vaddps ymm0,ymm12,ymm3
vaddps ymm3,ymm3,YMMWORD PTR [rsp+0x1180]
vmovaps ymm12,YMMWORD PTR [rsp+0x1180]
vaddps ymm11,ymm12,ymm11
vmovaps ymm12,YMMWORD PTR [rsp+0xaa0]
vaddps ymm11,ymm11,YMMWORD PTR [rsp+0x1160]
vaddps ymm11,ymm11,YMMWORD PTR [rsp+0x1140]
vaddps ymm0,ymm0,ymm12
vaddps ymm12,ymm12,YMMWORD PTR [rsp+0x1160]
vmovaps YMMWORD PTR [rsp+0x14e0],ymm12
vmovaps ymm12,YMMWORD PTR [rsp+0xa40]
vaddps ymm0,ymm0,ymm12
vaddps ymm12,ymm12,YMMWORD PTR [rsp+0x1140]
vdivps ymm0,ymm11,ymm0
vaddps ymm11,ymm7,ymm6
vaddps ymm7,ymm7,ymm10
vaddps ymm6,ymm6,ymm2
vaddps ymm2,ymm2,ymm10
vdivps ymm6,ymm7,ymm6
vmovaps ymm7,YMMWORD PTR [rsp+0x1520]
vmovaps YMMWORD PTR [rsp+0x1440],ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x1700]
vmovaps YMMWORD PTR [rsp+0x1580],ymm6
vmovaps ymm6,YMMWORD PTR [rsp+0x1540]
vaddps ymm10,ymm6,ymm0
vaddps ymm0,ymm9,ymm0
vaddps ymm6,ymm6,ymm7
vaddps ymm7,ymm9,ymm7
vdivps ymm6,ymm0,ymm6
vmovaps ymm0,YMMWORD PTR [rsp+0x15c0]
vaddps ymm9,ymm5,ymm0
vaddps ymm5,ymm5,ymm1
vaddps ymm0,ymm8,ymm0
vaddps ymm1,ymm1,ymm8
vdivps ymm8,ymm0,ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0x14e0]
vaddps ymm0,ymm12,ymm5
vmovaps YMMWORD PTR [rsp+0x1540],ymm6
vmovaps YMMWORD PTR [rsp+0x1520],ymm8
vaddps ymm8,ymm4,ymm3
vaddps ymm3,ymm3,ymm5
vaddps ymm4,ymm4,ymm12
vdivps ymm12,ymm4,ymm3
vaddps ymm3,ymm11,ymm2
vdivps ymm4,ymm2,ymm11
vmovaps ymm11,YMMWORD PTR [rsp+0x1040]
vsubps ymm3,ymm3,ymm11
vmovaps YMMWORD PTR [rsp+0x14e0],ymm12
vdivps ymm6,ymm3,ymm11
vaddps ymm3,ymm10,ymm7
vmovdqa ymm11,YMMWORD PTR [rsp+0x1060]
vmovaps YMMWORD PTR [rsp+0x15c0],ymm4
vdivps ymm7,ymm7,ymm10
vmovaps ymm2,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0xde0]
vsubps ymm3,ymm3,ymm7
vdivps ymm5,ymm3,ymm7
vaddps ymm3,ymm9,ymm1
vmovaps ymm7,YMMWORD PTR [rsp+0xdc0]
vsubps ymm3,ymm3,ymm7
vdivps ymm4,ymm3,ymm7
vaddps ymm3,ymm8,ymm0
vmovaps ymm7,YMMWORD PTR [rsp+0xda0]
vsubps ymm3,ymm3,ymm7
vdivps ymm0,ymm0,ymm8
vandps ymm8,ymm6,YMMWORD PTR [rsp+0x1500]
vpor   ymm8,ymm8,ymm11
vdivps ymm3,ymm3,ymm7
vmovaps ymm7,YMMWORD PTR [rsp+0x1620]
vdivps ymm1,ymm1,ymm9
vpsrld ymm9,ymm6,0x14
vpermps ymm12,ymm9,YMMWORD PTR [rsp+0x16a0]
vpermps ymm10,ymm9,ymm7
vmovaps ymm9,YMMWORD PTR [rsp+0x1500]
vmovaps YMMWORD PTR [rsp+0x13c0],ymm12
vfmsub132ps ymm10,ymm14,ymm8
vmovaps ymm8,YMMWORD PTR [rsp+0x15c0]
vpsrld ymm12,ymm8,0x14
vandps ymm8,ymm9,ymm8
vpor   ymm8,ymm8,ymm11
vmovaps YMMWORD PTR [rsp+0x1380],ymm10
vmovdqa YMMWORD PTR [rsp+0x1360],ymm8
vpsrld ymm8,ymm2,0x14
vmovdqa YMMWORD PTR [rsp+0x1700],ymm8
vandps ymm8,ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0x13e0],ymm2
vpor   ymm10,ymm8,ymm11
vmovaps ymm8,YMMWORD PTR [rsp+0x1580]
vmovaps ymm2,YMMWORD PTR [rsp+0x1540]
vmovdqa YMMWORD PTR [rsp+0x1320],ymm10
vpsrld ymm10,ymm8,0x14
vandps ymm8,ymm9,ymm8
vmovdqa YMMWORD PTR [rsp+0x1280],ymm10
vpor   ymm10,ymm8,ymm11
vandps ymm8,ymm9,ymm2
vmovdqa YMMWORD PTR [rsp+0x1220],ymm10
vpsrld ymm10,ymm2,0x14
vmovdqa YMMWORD PTR [rsp+0x1160],ymm10
vmovaps ymm10,ymm9
vpor   ymm9,ymm8,ymm11
vmovdqa YMMWORD PTR [rsp+0x1040],ymm9
vpsrld ymm9,ymm5,0x14
vmovaps ymm2,ymm10
vandps ymm8,ymm5,ymm10
vpermps ymm10,ymm9,ymm7
vpor   ymm8,ymm8,ymm11
vmovaps ymm7,ymm10
vfmsub132ps ymm7,ymm14,ymm8
vpermps ymm8,ymm9,YMMWORD PTR [rsp+0x16a0]
vmovaps ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0x1340],ymm8
vandps ymm8,ymm1,ymm2
vpor   ymm10,ymm8,ymm11
vmovaps ymm8,YMMWORD PTR [rsp+0x1520]
vmovdqa YMMWORD PTR [rsp+0x12c0],ymm10
vpsrld ymm10,ymm8,0x14
vandps ymm8,ymm2,ymm8
vmovdqa YMMWORD PTR [rsp+0xfc0],ymm10
vpor   ymm2,ymm8,ymm11
vmovaps ymm10,YMMWORD PTR [rsp+0x14e0]
vmovdqa YMMWORD PTR [rsp+0xfa0],ymm2
vpsrld ymm8,ymm10,0x14
vmovdqa YMMWORD PTR [rsp+0xf80],ymm8
vandps ymm8,ymm9,ymm10
vmovaps ymm10,ymm9
vpor   ymm2,ymm8,ymm11
vmovdqa YMMWORD PTR [rsp+0xf60],ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x14c0]
vpsrld ymm8,ymm2,0x14
vmovdqa YMMWORD PTR [rsp+0xf40],ymm8
vandps ymm8,ymm9,ymm2
vpsrld ymm9,ymm4,0x14
vpermps ymm2,ymm9,YMMWORD PTR [rsp+0x16a0]
vpor   ymm8,ymm8,ymm11
vmovdqa YMMWORD PTR [rsp+0xf20],ymm8
vandps ymm8,ymm4,ymm10
vpermps ymm10,ymm9,YMMWORD PTR [rsp+0x1620]
vmovaps ymm9,YMMWORD PTR [rsp+0x1500]
vmovaps YMMWORD PTR [rsp+0x1300],ymm2
vpor   ymm8,ymm8,ymm11
vfmsub132ps ymm10,ymm14,ymm8
vandps ymm8,ymm0,ymm9
vandps ymm9,ymm9,YMMWORD PTR [rsp+0x1480]
vpor   ymm8,ymm8,ymm11
vpor   ymm2,ymm9,ymm11
vandps ymm9,ymm3,YMMWORD PTR [rsp+0x1500]
vmovdqa YMMWORD PTR [rsp+0xdc0],ymm2
vbroadcastss ymm2,DWORD PTR [rip+0x0]
vpor   ymm9,ymm9,ymm11
vpsrld ymm11,ymm3,0x14
vmovaps YMMWORD PTR [rsp+0x12e0],ymm10
vpsrld ymm10,ymm0,0x14
vmovaps YMMWORD PTR [rsp+0x1500],ymm2
vpermps ymm2,ymm12,YMMWORD PTR [rsp+0x1620]
vfmsub132ps ymm2,ymm14,YMMWORD PTR [rsp+0x1360]
vpermps ymm12,ymm12,YMMWORD PTR [rsp+0x16a0]
vmovaps YMMWORD PTR [rsp+0x1260],ymm12
vmovaps YMMWORD PTR [rsp+0x1240],ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x1620]
vpermps ymm12,ymm11,ymm2
vpermps ymm11,ymm11,YMMWORD PTR [rsp+0x16a0]
vfmsub132ps ymm12,ymm14,ymm9
vmovaps YMMWORD PTR [rsp+0x12a0],ymm11
vmovaps ymm11,ymm2
vmovdqa ymm2,YMMWORD PTR [rsp+0x1700]
vpermps ymm9,ymm2,ymm11
vmovaps ymm2,ymm9
vfmsub132ps ymm2,ymm14,YMMWORD PTR [rsp+0x1320]
vmovaps YMMWORD PTR [rsp+0x11c0],ymm2
vmovdqa ymm2,YMMWORD PTR [rsp+0x1700]
vpermps ymm9,ymm2,YMMWORD PTR [rsp+0x16a0]
vpsrld ymm2,ymm1,0x14
vmovaps YMMWORD PTR [rsp+0x1200],ymm9
vpermps ymm9,ymm2,ymm11
vfmsub132ps ymm9,ymm14,YMMWORD PTR [rsp+0x12c0]
vpermps ymm2,ymm2,YMMWORD PTR [rsp+0x16a0]
vmovaps YMMWORD PTR [rsp+0x11a0],ymm2
vmovaps YMMWORD PTR [rsp+0x1180],ymm9
vpermps ymm9,ymm10,ymm11
vmovaps ymm2,ymm9
vmovdqa ymm9,YMMWORD PTR [rsp+0x1280]
vfmsub132ps ymm2,ymm14,ymm8
vpermps ymm8,ymm9,ymm11
vmovaps YMMWORD PTR [rsp+0x1700],ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x16a0]
vpermps ymm10,ymm10,ymm2
vmovaps YMMWORD PTR [rsp+0x1140],ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x1220]
vfmsub132ps ymm10,ymm14,ymm8
vpermps ymm8,ymm9,ymm2
vmovdqa ymm9,YMMWORD PTR [rsp+0x1160]
vmovaps YMMWORD PTR [rsp+0x1020],ymm8
vpermps ymm8,ymm9,ymm11
vpermps ymm9,ymm9,ymm2
vfmsub132ps ymm8,ymm14,YMMWORD PTR [rsp+0x1040]
vmovaps YMMWORD PTR [rsp+0x1000],ymm9
vmovdqa ymm9,YMMWORD PTR [rsp+0xfc0]
vmovaps YMMWORD PTR [rsp+0xfe0],ymm8
vpermps ymm8,ymm9,ymm11
vmovaps ymm2,ymm8
vfmsub132ps ymm2,ymm14,YMMWORD PTR [rsp+0xfa0]
vmovaps YMMWORD PTR [rsp+0xfa0],ymm2
vmovaps ymm2,YMMWORD PTR [rsp+0x16a0]
vpermps ymm9,ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0xfc0],ymm9
vmovdqa ymm9,YMMWORD PTR [rsp+0xf80]
vpermps ymm8,ymm9,ymm11
vpermps ymm9,ymm9,ymm2
vmovaps ymm11,YMMWORD PTR [rsp+0xf60]
vmovaps YMMWORD PTR [rsp+0xf60],ymm9
vmovdqa ymm9,YMMWORD PTR [rsp+0xf40]
vfmsub132ps ymm11,ymm14,ymm8
vpermps ymm8,ymm9,YMMWORD PTR [rsp+0x1620]
vfmsub132ps ymm8,ymm14,YMMWORD PTR [rsp+0xf20]
vpermps ymm9,ymm9,ymm2
vmovdqa ymm2,YMMWORD PTR [rsp+0x1080]
vmovaps YMMWORD PTR [rsp+0xf20],ymm9
vcmpeqps ymm9,ymm6,ymm14
vpsrld ymm6,ymm6,0x17
vpaddd ymm6,ymm6,ymm2
vcvtdq2ps ymm6,ymm6
vaddps ymm6,ymm6,YMMWORD PTR [rsp+0x13c0]
vmovaps YMMWORD PTR [rsp+0x1360],ymm9
vcmpeqps ymm9,ymm5,ymm14
vpsrld ymm5,ymm5,0x17
vpaddd ymm5,ymm5,ymm2
vcvtdq2ps ymm5,ymm5
vaddps ymm5,ymm5,YMMWORD PTR [rsp+0x1340]
vmovaps YMMWORD PTR [rsp+0x1320],ymm9
vmovdqa ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0x13c0],ymm5
vcmpeqps ymm5,ymm4,ymm14
vpsrld ymm4,ymm4,0x17
vpaddd ymm4,ymm4,ymm2
vcvtdq2ps ymm4,ymm4
vaddps ymm4,ymm4,YMMWORD PTR [rsp+0x1300]
vmovaps YMMWORD PTR [rsp+0x12c0],ymm5
vmovaps YMMWORD PTR [rsp+0x1340],ymm4
vcmpeqps ymm4,ymm3,ymm14
vpsrld ymm3,ymm3,0x17
vpaddd ymm3,ymm3,ymm2
vcvtdq2ps ymm3,ymm3
vaddps ymm3,ymm3,YMMWORD PTR [rsp+0x12a0]
vmovaps YMMWORD PTR [rsp+0x1280],ymm4
vmovaps ymm4,YMMWORD PTR [rsp+0x15c0]
vmovaps YMMWORD PTR [rsp+0x1300],ymm3
vcmpeqps ymm3,ymm4,ymm14
vpsrld ymm2,ymm4,0x17
vmovaps ymm4,YMMWORD PTR [rsp+0x13e0]
vpaddd ymm2,ymm2,ymm9
vcvtdq2ps ymm2,ymm2
vmovaps YMMWORD PTR [rsp+0x1220],ymm3
vaddps ymm3,ymm2,YMMWORD PTR [rsp+0x1260]
vpsrld ymm2,ymm4,0x17
vpaddd ymm2,ymm2,ymm9
vcvtdq2ps ymm2,ymm2
vmovaps YMMWORD PTR [rsp+0x12a0],ymm3
vcmpeqps ymm3,ymm4,ymm14
vmovaps YMMWORD PTR [rsp+0x1260],ymm3
vaddps ymm3,ymm2,YMMWORD PTR [rsp+0x1200]
vmovaps YMMWORD PTR [rsp+0x13e0],ymm3
vcmpeqps ymm3,ymm1,ymm14
vpsrld ymm1,ymm1,0x17
vpaddd ymm1,ymm1,ymm9
vcvtdq2ps ymm1,ymm1
vaddps ymm1,ymm1,YMMWORD PTR [rsp+0x11a0]
vmovaps YMMWORD PTR [rsp+0x1160],ymm3
vmovaps YMMWORD PTR [rsp+0x1200],ymm1
vcmpeqps ymm1,ymm0,ymm14
vpsrld ymm0,ymm0,0x17
vpaddd ymm0,ymm0,ymm9
vcvtdq2ps ymm0,ymm0
vaddps ymm4,ymm0,YMMWORD PTR [rsp+0x1140]
vmovaps YMMWORD PTR [rsp+0x1040],ymm1
vmovaps YMMWORD PTR [rsp+0x11a0],ymm4
vmovaps ymm1,YMMWORD PTR [rsp+0x1580]
vmovdqa ymm5,YMMWORD PTR [rsp+0x1480]
vmovaps ymm3,YMMWORD PTR [rsp+0x1460]
vmovaps ymm2,YMMWORD PTR [rsp+0x1500]
vpsrld ymm0,ymm1,0x17
vcmpeqps ymm4,ymm1,ymm14
vpaddd ymm0,ymm0,ymm9
vcvtdq2ps ymm0,ymm0
vaddps ymm1,ymm0,YMMWORD PTR [rsp+0x1020]
vmovaps YMMWORD PTR [rsp+0x1140],ymm4
vmovaps YMMWORD PTR [rsp+0x1580],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x1540]
vpsrld ymm0,ymm1,0x17
vcmpeqps ymm4,ymm1,ymm14
vpaddd ymm0,ymm0,ymm9
vcvtdq2ps ymm0,ymm0
vaddps ymm1,ymm0,YMMWORD PTR [rsp+0x1000]
vmovaps YMMWORD PTR [rsp+0x1020],ymm4
vmovaps YMMWORD PTR [rsp+0x1540],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x1520]
vpsrld ymm0,ymm1,0x17
vcmpeqps ymm4,ymm1,ymm14
vpaddd ymm0,ymm0,ymm9
vcvtdq2ps ymm0,ymm0
vaddps ymm1,ymm0,YMMWORD PTR [rsp+0xfc0]
vmovaps YMMWORD PTR [rsp+0xf80],ymm4
vmovaps YMMWORD PTR [rsp+0x1000],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x14e0]
vcmpeqps ymm4,ymm1,ymm14
vpsrld ymm0,ymm1,0x17
vpaddd ymm0,ymm0,ymm9
vcvtdq2ps ymm0,ymm0
vmovaps YMMWORD PTR [rsp+0xf40],ymm4
vmovaps ymm4,YMMWORD PTR [rsp+0x14c0]
vcmpeqps ymm14,ymm4,ymm14
vpsrld ymm1,ymm4,0x17
vpaddd ymm1,ymm1,ymm9
vmovaps ymm9,YMMWORD PTR [rsp+0x1440]
vcvtdq2ps ymm1,ymm1
vmovaps YMMWORD PTR [rsp+0xde0],ymm14
vpsrld ymm4,ymm9,0x14
vaddps ymm14,ymm0,YMMWORD PTR [rsp+0xf60]
vpsrld ymm0,ymm5,0x14
vpsrld ymm5,ymm3,0x14
vandps ymm3,ymm2,ymm3
vandps ymm2,ymm2,ymm9
vpermps ymm9,ymm0,YMMWORD PTR [rsp+0x16a0]
vmovaps YMMWORD PTR [rsp+0xfc0],ymm14
vaddps ymm14,ymm1,YMMWORD PTR [rsp+0xf20]
vmovdqa ymm1,YMMWORD PTR [rsp+0x1060]
vmovaps YMMWORD PTR [rsp+0xf20],ymm9
vpor   ymm3,ymm3,ymm1
vpor   ymm2,ymm2,ymm1
vpermps ymm1,ymm0,YMMWORD PTR [rsp+0x1620]
vmovaps YMMWORD PTR [rsp+0xf60],ymm14
vpermps ymm0,ymm5,YMMWORD PTR [rsp+0x1620]
vbroadcastss ymm14,DWORD PTR [rip+0x0]
vfmsub132ps ymm1,ymm14,YMMWORD PTR [rsp+0xdc0]
vfmsub132ps ymm0,ymm14,ymm3
vmovaps YMMWORD PTR [rsp+0x15c0],ymm0
vmovaps ymm9,YMMWORD PTR [rsp+0x16a0]
vpermps ymm3,ymm4,YMMWORD PTR [rsp+0x1620]
vmovaps ymm0,YMMWORD PTR [rsp+0x1380]
vpermps ymm5,ymm5,ymm9
vmovaps YMMWORD PTR [rsp+0xdc0],ymm5
vmovaps ymm5,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x1400]
vfmsub132ps ymm5,ymm14,ymm2
vpermps ymm2,ymm4,ymm9
vmovaps ymm4,YMMWORD PTR [rsp+0x14a0]
vmovaps ymm9,YMMWORD PTR [rsp+0x1680]
vmovaps YMMWORD PTR [rsp+0xda0],ymm2
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1660]
vfmadd132ps ymm2,ymm9,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x16e0]
vfmadd132ps ymm2,ymm6,ymm0
vmovaps ymm6,YMMWORD PTR [rsp+0x1360]
vmovaps ymm0,YMMWORD PTR [rsp+0x12e0]
vandnps ymm6,ymm6,ymm2
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm7
vfmadd213ps ymm2,ymm7,YMMWORD PTR [rsp+0x1660]
vfmadd132ps ymm2,ymm9,ymm7
vmovaps ymm9,YMMWORD PTR [rsp+0x1660]
vfmadd213ps ymm2,ymm7,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm7,YMMWORD PTR [rsp+0x13c0]
vmovaps ymm7,YMMWORD PTR [rsp+0x1320]
vandnps ymm7,ymm7,ymm2
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vmovaps ymm9,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1680]
vfmadd132ps ymm2,ymm9,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1340]
vmovaps ymm0,YMMWORD PTR [rsp+0x12c0]
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0x1240]
vmovaps YMMWORD PTR [rsp+0x1360],ymm2
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm12
vfmadd213ps ymm2,ymm12,YMMWORD PTR [rsp+0x1660]
vfmadd213ps ymm2,ymm12,YMMWORD PTR [rsp+0x1680]
vfmadd132ps ymm2,ymm9,ymm12
vmovaps ymm9,YMMWORD PTR [rsp+0x1660]
vfmadd213ps ymm2,ymm12,YMMWORD PTR [rsp+0x1300]
vmovaps ymm12,YMMWORD PTR [rsp+0x1280]
vandnps ymm12,ymm12,ymm2
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1680]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x12a0]
vmovaps ymm0,YMMWORD PTR [rsp+0x1220]
vandnps ymm2,ymm0,ymm2
vaddps ymm2,ymm2,ymm15
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x6e0]
vmovaps ymm0,YMMWORD PTR [rsp+0x11c0]
vmovaps YMMWORD PTR [rsp+0x1520],ymm2
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1680]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x13e0]
vmovaps ymm0,YMMWORD PTR [rsp+0x1260]
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0x1180]
vaddps ymm2,ymm2,ymm15
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x6c0]
vmovaps YMMWORD PTR [rsp+0x14e0],ymm2
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vmovaps ymm9,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1680]
vfmadd132ps ymm2,ymm9,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1200]
vmovaps ymm0,YMMWORD PTR [rsp+0x1160]
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0x1700]
vaddps ymm2,ymm2,ymm15
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x6a0]
vmovaps YMMWORD PTR [rsp+0x14c0],ymm2
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x1660]
vfmadd132ps ymm2,ymm0,YMMWORD PTR [rsp+0x1700]
vmovaps ymm0,YMMWORD PTR [rsp+0x1680]
vfmadd132ps ymm2,ymm0,YMMWORD PTR [rsp+0x1700]
vmovaps ymm0,YMMWORD PTR [rsp+0x1700]
vfmadd132ps ymm2,ymm9,ymm0
vmovaps ymm9,ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x11a0]
vfmadd132ps ymm2,ymm0,ymm9
vmovaps ymm0,YMMWORD PTR [rsp+0x1040]
vmovaps ymm9,YMMWORD PTR [rsp+0x1660]
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0x1140]
vaddps ymm2,ymm2,ymm15
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x680]
vmovaps YMMWORD PTR [rsp+0x13e0],ymm2
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm10
vfmadd132ps ymm2,ymm9,ymm10
vfmadd213ps ymm2,ymm10,YMMWORD PTR [rsp+0x1680]
vfmadd213ps ymm2,ymm10,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm10,YMMWORD PTR [rsp+0x1580]
vandnps ymm2,ymm0,ymm2
vaddps ymm2,ymm2,ymm15
vmulps ymm10,ymm2,YMMWORD PTR [rsp+0x660]
vmovaps YMMWORD PTR [rsp+0x13c0],ymm10
vmovaps ymm0,YMMWORD PTR [rsp+0xfe0]
vmovaps ymm10,YMMWORD PTR [rsp+0x1680]
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vfmadd132ps ymm2,ymm10,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1540]
vmovaps ymm0,YMMWORD PTR [rsp+0x1020]
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0xfa0]
vaddps ymm2,ymm2,ymm15
vmulps ymm2,ymm2,YMMWORD PTR [rsp+0x640]
vmovaps YMMWORD PTR [rsp+0x1540],ymm2
vmovaps ymm2,ymm0
vfmadd132ps ymm2,ymm4,ymm3
vfmadd132ps ymm2,ymm9,ymm0
vfmadd132ps ymm2,ymm10,ymm0
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x16e0]
vfmadd213ps ymm2,ymm0,YMMWORD PTR [rsp+0x1000]
vmovaps ymm0,YMMWORD PTR [rsp+0xf80]
vandnps ymm2,ymm0,ymm2
vaddps ymm2,ymm2,ymm15
vmulps ymm0,ymm2,YMMWORD PTR [rsp+0x620]
vmovaps ymm2,ymm3
vfmadd132ps ymm2,ymm4,ymm11
vfmadd132ps ymm3,ymm4,ymm8
vmovaps ymm4,YMMWORD PTR [rsp+0x16e0]
vmovaps YMMWORD PTR [rsp+0x1700],ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0xf40]
vfmadd132ps ymm2,ymm9,ymm11
vfmadd132ps ymm3,ymm9,ymm8
vfmadd132ps ymm2,ymm10,ymm11
vfmadd132ps ymm3,ymm10,ymm8
vfmadd132ps ymm2,ymm4,ymm11
vfmadd132ps ymm3,ymm4,ymm8
vfmadd213ps ymm2,ymm11,YMMWORD PTR [rsp+0xfc0]
vfmadd213ps ymm3,ymm8,YMMWORD PTR [rsp+0xf60]
vbroadcastss ymm11,DWORD PTR [rip+0x0]
vmovaps YMMWORD PTR [rsp+0x1660],ymm11
vandnps ymm2,ymm0,ymm2
vmovaps ymm0,YMMWORD PTR [rsp+0xde0]
vaddps ymm2,ymm2,ymm15
vmulps ymm8,ymm2,YMMWORD PTR [rsp+0x600]
vbroadcastss ymm2,DWORD PTR [rip+0x0]
vandnps ymm3,ymm0,ymm3
vbroadcastss ymm0,DWORD PTR [rip+0x0]
vaddps ymm3,ymm3,ymm15
vmovaps ymm9,ymm2
vmovaps YMMWORD PTR [rsp+0x1680],ymm2
vbroadcastss ymm2,DWORD PTR [rip+0x0]
vmovaps YMMWORD PTR [rsp+0x1400],ymm0
vmovaps YMMWORD PTR [rsp+0x16e0],ymm2
vmovaps ymm2,ymm0
vmovaps YMMWORD PTR [rsp+0x1580],ymm8
vmulps ymm8,ymm3,YMMWORD PTR [rsp+0x7e0]
vmovaps YMMWORD PTR [rsp+0x1380],ymm8
vbroadcastss ymm8,DWORD PTR [rip+0x0]
vmovaps YMMWORD PTR [rsp+0x14a0],ymm8
vfmadd132ps ymm2,ymm8,ymm1
vmovaps ymm4,YMMWORD PTR [rsp+0x1480]
vmovdqa ymm10,YMMWORD PTR [rsp+0x1080]
vpsrld ymm3,ymm4,0x17
vcmpeqps ymm4,ymm4,ymm14
vpaddd ymm3,ymm3,ymm10
vcvtdq2ps ymm3,ymm3
vaddps ymm3,ymm3,YMMWORD PTR [rsp+0xf20]
vfmadd132ps ymm2,ymm11,ymm1
vfmadd132ps ymm2,ymm9,ymm1
vfmadd213ps ymm2,ymm1,YMMWORD PTR [rsp+0x16e0]
vfmadd132ps ymm2,ymm3,ymm1
vmovaps ymm3,YMMWORD PTR [rsp+0x15c0]
vandnps ymm1,ymm4,ymm2
vmovaps ymm2,ymm0
vmovaps ymm4,YMMWORD PTR [rsp+0x1460]
vfmadd132ps ymm0,ymm8,ymm5
vfmadd132ps ymm2,ymm8,ymm3
vaddps ymm1,ymm1,ymm15
vmulps ymm1,ymm1,YMMWORD PTR [rsp+0x7c0]
vfmadd132ps ymm2,ymm11,ymm3
vmovaps YMMWORD PTR [rsp+0x1480],ymm1
vmovaps ymm1,ymm0
vfmadd132ps ymm1,ymm11,ymm5
vfmadd132ps ymm2,ymm9,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0x16e0]
vfmadd132ps ymm2,ymm3,YMMWORD PTR [rsp+0x15c0]
vfmadd132ps ymm1,ymm9,ymm5
vmovaps ymm9,YMMWORD PTR [rsp+0x1440]
vfmadd132ps ymm1,ymm3,ymm5
vpsrld ymm3,ymm4,0x17
vpaddd ymm3,ymm3,ymm10
vcmpeqps ymm4,ymm4,ymm14
vcvtdq2ps ymm3,ymm3
vaddps ymm3,ymm3,YMMWORD PTR [rsp+0xdc0]
vfmadd132ps ymm2,ymm3,YMMWORD PTR [rsp+0x15c0]
vmovaps ymm3,YMMWORD PTR [rsp+0xf00]
vandnps ymm0,ymm4,ymm2
vcmpeqps ymm2,ymm9,ymm14
vaddps ymm0,ymm0,ymm15
vmulps ymm4,ymm0,YMMWORD PTR [rsp+0x7a0]
vpsrld ymm0,ymm9,0x17
vpaddd ymm0,ymm0,ymm10
vmovaps ymm10,YMMWORD PTR [rsp+0x1600]
vcvtdq2ps ymm0,ymm0
vaddps ymm0,ymm0,YMMWORD PTR [rsp+0xda0]
vmovaps YMMWORD PTR [rsp+0x15c0],ymm4
vfmadd132ps ymm1,ymm0,ymm5
vandnps ymm0,ymm2,ymm1
vaddps ymm0,ymm0,ymm15
vmulps ymm5,ymm0,YMMWORD PTR [rsp+0x780]
vmovaps YMMWORD PTR [rsp+0x1460],ymm5
vmovaps ymm5,YMMWORD PTR [rsp+0xe80]
vcmplt_oqps ymm0,ymm5,ymm15
vmovaps ymm5,YMMWORD PTR [rsp+0xe40]
vcmplt_oqps ymm2,ymm5,ymm15
vmovaps ymm5,YMMWORD PTR [rsp+0xe20]
vcmplt_oqps ymm1,ymm5,ymm15
vmovaps ymm5,YMMWORD PTR [rsp+0xe00]
vcmplt_oqps ymm4,ymm5,ymm15
vmovaps ymm5,YMMWORD PTR [rsp+0xd40]
vcmple_oqps ymm3,ymm3,ymm5
vmovmskps r8d,ymm3
vmovaps ymm3,YMMWORD PTR [rsp+0xee0]
cmp    r8d,0xff
vcmple_oqps ymm3,ymm3,ymm5
sete   r8b
vmovmskps r12d,ymm3
vxorps ymm3,ymm6,ymm10
vblendvps ymm3,ymm3,ymm6,ymm0
vxorps ymm0,ymm7,ymm10
vpxor  xmm6,xmm6,xmm6
cmp    r12d,0xff
vblendvps ymm0,ymm0,ymm7,ymm2
sete   r12b
vmovaps ymm7,YMMWORD PTR [rsp+0x1360]
vmulps ymm2,ymm0,YMMWORD PTR [rsp+0x760]
and    r8d,r12d
vmulps ymm3,ymm3,YMMWORD PTR [rsp+0x740]
vxorps ymm0,ymm10,ymm7
vblendvps ymm0,ymm0,ymm7,ymm1
vmulps ymm1,ymm0,YMMWORD PTR [rsp+0x720]
vxorps ymm0,ymm12,ymm10
vblendvps ymm0,ymm0,ymm12,ymm4
vcmplt_oqps ymm4,ymm15,YMMWORD PTR [rsp+0x1120]
vmulps ymm0,ymm0,YMMWORD PTR [rsp+0x700]
vpcmpgtd ymm4,ymm6,ymm4
vandps ymm8,ymm3,ymm4
vcmplt_oqps ymm3,ymm15,YMMWORD PTR [rsp+0x1100]
vpcmpgtd ymm3,ymm6,ymm3
vandps ymm7,ymm2,ymm3
vcmplt_oqps ymm2,ymm15,YMMWORD PTR [rsp+0x10e0]
vpcmpgtd ymm2,ymm6,ymm2
vandps ymm12,ymm1,ymm2
vcmplt_oqps ymm1,ymm15,YMMWORD PTR [rsp+0x10c0]
vpcmpgtd ymm1,ymm6,ymm1
vmovaps ymm6,YMMWORD PTR [rsp+0xec0]
vandps ymm11,ymm0,ymm1
vcmple_oqps ymm0,ymm6,ymm5
vmovaps ymm6,YMMWORD PTR [rsp+0xea0]
vmovmskps r12d,ymm0
vcmple_oqps ymm0,ymm6,ymm5
cmp    r12d,0xff
sete   r12b
vmovmskps r13d,ymm0
test   r8b,r12b
cmp    r13d,0xff
vmovaps ymm0,YMMWORD PTR [rsp+0xc00]
vmovaps ymm1,YMMWORD PTR [rsp+0x1480]
vmovaps ymm3,YMMWORD PTR [rsp+0x13c0]
vmovaps ymm2,YMMWORD PTR [rsp+0x1380]
vmaxps ymm6,ymm8,ymm0
vmaxps ymm1,ymm1,ymm0
vmaxps ymm5,ymm7,ymm0
vmaxps ymm12,ymm12,ymm0
vmovaps ymm7,YMMWORD PTR [rsp+0x1520]
vmaxps ymm11,ymm11,ymm0
vmaxps ymm2,ymm2,ymm0
vmovaps YMMWORD PTR [rsp+0x1440],ymm6
vmaxps ymm6,ymm3,ymm0
vmovaps ymm3,YMMWORD PTR [rsp+0x1540]
vmaxps ymm10,ymm7,ymm0
vmovaps YMMWORD PTR [rsp+0x1540],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x15c0]
vmovaps ymm7,YMMWORD PTR [rsp+0x14e0]
vmovaps YMMWORD PTR [rsp+0x1360],ymm5
vmaxps ymm5,ymm3,ymm0
vmovaps ymm3,YMMWORD PTR [rsp+0x1700]
vmaxps ymm1,ymm1,ymm0
vmaxps ymm9,ymm7,ymm0
vmovaps ymm7,YMMWORD PTR [rsp+0x14c0]
vmaxps ymm4,ymm3,ymm0
vmovaps ymm3,YMMWORD PTR [rsp+0x1580]
vmaxps ymm8,ymm7,ymm0
vmovaps ymm7,YMMWORD PTR [rsp+0x13e0]
vmovaps YMMWORD PTR [rsp+0x1520],ymm1
vmaxps ymm3,ymm3,ymm0
vmovaps ymm1,YMMWORD PTR [rsp+0x1460]
vmaxps ymm7,ymm7,ymm0
vmaxps ymm1,ymm1,ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x1440]
vmovaps YMMWORD PTR [rsp+0x14e0],ymm1
vminps ymm1,ymm0,YMMWORD PTR [rsp+0xe60]
vmovaps ymm0,YMMWORD PTR [rsp+0x1360]
vmovaps YMMWORD PTR [rsp+0x1700],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0xe60]
vminps ymm0,ymm0,ymm1
vminps ymm12,ymm12,ymm1
vminps ymm11,ymm11,ymm1
vminps ymm10,ymm10,ymm1
vminps ymm9,ymm9,ymm1
vminps ymm8,ymm8,ymm1
vmovaps YMMWORD PTR [rsp+0x15c0],ymm0
vminps ymm7,ymm7,ymm1
vmovaps ymm0,ymm1
vminps ymm1,ymm6,ymm1
vminps ymm5,ymm5,ymm0
vmovaps ymm6,ymm0
vminps ymm4,ymm4,ymm0
vcvtps2dq ymm12,ymm12
vminps ymm3,ymm3,ymm0
vminps ymm2,ymm2,ymm0
vcvtps2dq ymm11,ymm11
vcvtps2dq ymm10,ymm10
vcvtps2dq ymm9,ymm9
vcvtps2dq ymm8,ymm8
vcvtps2dq ymm7,ymm7
vpackssdw ymm8,ymm12,ymm8
vpackssdw ymm7,ymm11,ymm7
vcvtps2dq ymm5,ymm5
vcvtps2dq ymm4,ymm4
vmovaps YMMWORD PTR [rsp+0x1580],ymm1
vmovaps ymm1,YMMWORD PTR [rsp+0x1540]
vcvtps2dq ymm2,ymm2
vcvtps2dq ymm3,ymm3
vminps ymm1,ymm1,ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x1520]
vminps ymm0,ymm0,ymm6
vcvtps2dq ymm1,ymm1
vpackssdw ymm5,ymm5,ymm1
vmovaps YMMWORD PTR [rsp+0x1540],ymm0
vmovaps ymm0,YMMWORD PTR [rsp+0x14e0]
vminps ymm0,ymm0,ymm6
vcvtps2dq ymm6,YMMWORD PTR [rsp+0x15c0]
vpackssdw ymm9,ymm6,ymm9
vpacksswb ymm5,ymm9,ymm5
vmovaps YMMWORD PTR [rsp+0x1520],ymm0
vcvtps2dq ymm0,YMMWORD PTR [rsp+0x1700]
vpackssdw ymm10,ymm0,ymm10
vcvtps2dq ymm0,YMMWORD PTR [rsp+0x1580]
vcvtps2dq ymm1,YMMWORD PTR [rsp+0x1540]
vpackssdw ymm0,ymm0,ymm2
vpackssdw ymm4,ymm4,ymm1
vbroadcasti128 ymm2,XMMWORD PTR [rax+0x118]
vcvtps2dq ymm1,YMMWORD PTR [rsp+0x1520]
vpackssdw ymm1,ymm3,ymm1
vpacksswb ymm0,ymm10,ymm0
vpacksswb ymm4,ymm8,ymm4
vpacksswb ymm1,ymm7,ymm1
vpshufb ymm0,ymm0,ymm2
vpshufb ymm5,ymm5,ymm2
vmovdqa ymm6,YMMWORD PTR [rsp+0x5e0]
vpshufb ymm4,ymm4,ymm2
vpshufb ymm1,ymm1,ymm2
vpxor  ymm0,ymm0,ymm6
vpxor  ymm5,ymm5,ymm6
vpxor  ymm4,ymm4,ymm6
vpxor  ymm1,ymm1,ymm6
test   r15d,r15d
add    r10,0x1
vmovntdq YMMWORD PTR [rdi],ymm0
vmovntdq YMMWORD PTR [rdi+0x20],ymm5
vmovntdq YMMWORD PTR [rdi+0x40],ymm4
vmovntdq YMMWORD PTR [rdi+0x60],ymm1
sub    rsi,0xffffffffffffff80
sub    rdi,0xffffffffffffff80
cmp    r10,r11
