import autocannon from 'autocannon';
const url = process.argv[2]!;
const r = await autocannon({ url, connections: 8, duration: 5 });
console.log('req/s', Math.round(r.requests.average), 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors);
