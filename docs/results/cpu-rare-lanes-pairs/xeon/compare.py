# rate_ab.log -> per (ISA, method, output): min-max of each library and the
# ratios of the medians (mid/old, new/mid)
import collections, re, statistics, sys
d = collections.defaultdict(list)
for l in open(sys.argv[1] if len(sys.argv) > 1 else 'rate_ab.log'):
    m = re.match(r'(\w+) (\w+) k=8 m(\d) (\w+): ([\d.]+)', l)
    if m:
        d[(m.group(3), m.group(4), m.group(2), m.group(1))].append(float(m.group(5)))
meth = {'0': 'maxlog', '1': 'approx', '2': 'exact'}
print('| ISA | method | out | old 1438afe | mid (rare lanes) | new (pairs) | mid/old | new/mid |')
print('|---|---|---|---:|---:|---:|---:|---:|')
for (me, o, isa) in sorted(set(k[:3] for k in d)):
    r = lambda L: d[(me, o, isa, L)]
    f = lambda v: '%d-%d' % (min(v), max(v))
    med = lambda L: statistics.median(r(L))
    print('| %s | %s | %s | %s | %s | %s | %.2f | %.2f |' % (
        isa, meth[me], o, f(r('old')), f(r('mid')), f(r('new')), med('mid') / med('old'), med('new') / med('mid')))
