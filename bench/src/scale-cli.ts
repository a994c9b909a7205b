import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { explainMemberQueries } from './gateway/explain';
import { load } from './gateway/load';
import { memberCalls, signIn } from './gateway/member-calls';
import { alternateRounds, scaleRows } from './gateway/scale-rounds';
import { ROOT, startGateway, stop, waitFor } from './gateway/servers';
import type { BenchReport, LoadFigure } from './report';
import { writeReport } from './report';

const USAGE = `npx tsx bench/src/scale-cli.ts --small <database> --large <database> --large-members N [--seed-seconds S] [--seconds 10] [--rounds 3]
The scale step of \`npm run bench\` on two databases seeded beforehand (\`npm run seed -- --members N\` with
DATABASE_URL): the member reads on each, --rounds times each in turn (medians), and EXPLAIN ANALYZE at the
large one, merged into bench/results/latest.json and latest.md. For a machine where the full run cannot
wait for the seed.`;

const { values } = parseArgs({
  options: {
    small: { type: 'string' },
    large: { type: 'string' },
    'small-members': { type: 'string', default: '10000' },
    'large-members': { type: 'string' },
    'seed-seconds': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
  strict: true,
});
const ROUNDS = Number(values.rounds);
if (!values.small || !values.large || !values['large-members'] || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(USAGE);
  process.exit(2);
}
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const PORT = process.env.BENCH_PORT ?? '4280';
const RESULTS = path.join(ROOT, 'bench/results');

async function reads(database: string): Promise<Map<string, LoadFigure>> {
  const gateway = startGateway(PORT, '127.0.0.1', urlOf(database));
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/readyz`);
    const member = await signIn(base);
    const figures = new Map<string, LoadFigure>();
    for (const call of memberCalls(member)) {
      console.log(`${database}: ${call.name}`);
      const { fiveXx: _fiveXx, ...figure } = await load(`${base}${call.path}`, {
        connections: 50,
        seconds: Number(values.seconds),
        strict: true,
        ...(call.method ? { method: call.method } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
      });
      figures.set(call.name, figure);
    }
    return figures;
  } finally {
    await stop(gateway);
  }
}

const databases = { small: values.small, large: values.large };
const rounds = await alternateRounds(ROUNDS, (size, round) => {
  console.log(`${size}, round ${round} of ${ROUNDS}`);
  return reads(databases[size]);
});
const rows = scaleRows(rounds);
const explain = await explainMemberQueries(urlOf(values.large));
const report = JSON.parse(await readFile(path.join(RESULTS, 'latest.json'), 'utf8')) as BenchReport;
const largeMembers = Number(values['large-members']);
await writeReport(RESULTS, {
  ...report,
  scale: {
    smallMembers: Number(values['small-members']),
    largeMembers,
    seedSeconds: Number(values['seed-seconds'] ?? Number.NaN),
    rounds: ROUNDS,
    rows,
  },
  explain,
  notes: [
    ...report.notes,
    `Scale step by bench/src/scale-cli.ts at ${new Date().toISOString()} (${values.small} and ${values.large}, seeded beforehand, ${ROUNDS} rounds of each in turn); EXPLAIN plans at ${largeMembers.toLocaleString('en-US')} members.`,
  ],
});
for (const row of rows) {
  console.log(`${row.name.padEnd(32)} p99 ${row.p99Small} → ${row.p99Large} ms (${row.ratio.toFixed(2)}×)`);
}
