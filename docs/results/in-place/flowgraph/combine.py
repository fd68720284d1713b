# Medians [min .. max] over every run of the given cuqam_bench_host JSON files
# of each CUDA row's ratios to the same run's null chain: in place (cuda)
# against copies (cuda+copy).  Usage: python3 combine.py A.json B.json ...
import json,statistics as st,sys
files=sys.argv[1:]
acc={}
for f in files:
    d=json.load(open(f))
    nul={}
    for r in d['rows']:
        if r['backend']=='-': nul[r['large_buffers']]=r
    for r in d['rows']:
        if not r['backend'].startswith('cuda'): continue
        n=nul[r['large_buffers']]
        k=(r['large_buffers'],r['method'],r['format'],r['backend'])
        a=acc.setdefault(k,{'rel':[],'cpu':[],'cpux':[]})
        for i in range(len(r['msym_s'])):
            a['rel'].append(100*r['msym_s'][i]/n['msym_s'][i])
            a['cpu'].append(r['host_cpu_ns_per_symbol'][i])
            a['cpux'].append(r['host_cpu_ns_per_symbol'][i]/n['host_cpu_ns_per_symbol'][i])
print("| buffers | method | output | in place: % of null chain | copies: % of null chain | in place: host CPU x null chain | copies: host CPU x null chain |")
print("|---|---|---|---|---|---|---|")
cnt={'rate':0,'cpu':0,'tot':0,'ip95':0,'cp95':0,'ip12':0,'cp12':0}
for large in (False,True):
    for m in ('approx','maxlog','exact'):
        for f in ('u8','s8','f32'):
            ip=acc[(large,m,f,'cuda')]; cp=acc[(large,m,f,'cuda+copy')]
            def s(v,fmt): return (fmt%st.median(v))+' ['+(fmt%min(v))+' .. '+(fmt%max(v))+']'
            print(f"| {'1 Mi' if large else 'default'} | {m} | {f} | {s(ip['rel'],'%.1f')} | {s(cp['rel'],'%.1f')} | {s(ip['cpux'],'%.2f')} | {s(cp['cpux'],'%.2f')} |")
            if not large:
                cnt['tot']+=1
                cnt['rate']+=st.median(ip['rel'])>st.median(cp['rel'])
                cnt['cpu']+=st.median(ip['cpux'])<st.median(cp['cpux'])
                cnt['ip95']+=st.median(ip['rel'])>=95; cnt['cp95']+=st.median(cp['rel'])>=95
                cnt['ip12']+=st.median(ip['cpux'])<=1.2; cnt['cp12']+=st.median(cp['cpux'])<=1.2
print(f"\ndefault buffers, {len(ip['rel'])} runs: in place faster in {cnt['rate']} of {cnt['tot']} rows, less host CPU in {cnt['cpu']}; "
      f">= 95 % of the null chain: in place {cnt['ip95']}, copies {cnt['cp95']}; host CPU <= 1.2 x: in place {cnt['ip12']}, copies {cnt['cp12']}")
