import autocannon from 'autocannon';
const url = process.argv[2]!;
let n = 0;
const r = await autocannon({ url, connections: 8, duration: 5, requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: `/?m=${n++}` }) }] });
console.log('miss req/s', Math.round(r.requests.average), 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors, 'n', n);
