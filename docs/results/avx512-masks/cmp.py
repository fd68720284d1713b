import re,glob,statistics,sys
d=sys.argv[1]
def rows(f):
    r={}
    txt=open(f).read()
    for m in re.finditer(r'^\| (avx512|avx2|sse4_1) \| (approx|maxlog|exact) \| (u8|f32) \| (\d+) \| (\d+) \| (\d+) \|',txt,re.M):
        r[('256',)+m.groups()[:3]]=[int(x) for x in m.groups()[3:6]]
    sec=txt.split('Every order')[1].split('Other Gray')[0]
    for m in re.finditer(r'^\| (avx512|avx2|sse4_1) \| (maxlog|approx|exact) \|((?: \d+ \|)+)',sec,re.M):
        vals=[int(x) for x in m.group(3).split('|') if x.strip()]
        for o,v in zip(['QPSK','16','64','256L2','1024'],vals): r[(o,m.group(1),m.group(2),'u8')]=[v]
    return r
A=[rows(f) for f in sorted(glob.glob(d+'/before_*.log'))]
B=[rows(f) for f in sorted(glob.glob(d+'/after_*.log'))]
for k in A[0]:
    a=[x[k][-1] if k[0]!='256' else x[k][1] for x in A]; b=[x[k][-1] if k[0]!='256' else x[k][1] for x in B if k in x]
    if not b: continue
    print(k, 'before',a,'after',b, 'ratio %.3f'%(statistics.median(b)/statistics.median(a)))
