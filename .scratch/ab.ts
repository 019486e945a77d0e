import autocannon from 'autocannon';
import { cpuMs, startDemoSite } from '../scripts/lib/demo-site.ts';
const site = await startDemoSite();
const run = async (label: string, opts: any) => {
  await autocannon({ ...opts, connections: 8, duration: 2 });
  const before = cpuMs([site.pid]);
  const r = await autocannon({ ...opts, connections: 8, duration: 8 });
  const cpu = cpuMs([site.pid]) - before;
  console.log(label, 'req/s', Math.round(r.requests.average), 'CPU µs/req', Math.round((cpu * 1000) / r.requests.total), 'n', r.requests.total);
};
try {
  await run('home hit (url)', { url: site.origin + '/' });
  await run('home hit (requests)', { url: site.origin, requests: [{ method: 'GET', setupRequest: (r: any) => ({ ...r, path: '/' }) }] });
  let n = 0;
  await run('home miss', { url: site.origin, requests: [{ method: 'GET', setupRequest: (r: any) => ({ ...r, path: `/?m=${n++}` }) }] });
} finally { await site.stop(); }
