#!/usr/bin/env node
// npm run dev: the gateway (restarting on change) on :8080 and React Router's dev server on :5173. Not working
// since decision 053: that dev server renders pages without the gateway's load context (a 500 on each), and
// the gateway serves no page before `npm run build -w @dash/web` (README, "Other commands").
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dash/gateway'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dash/web'], { stdio: 'inherit' }),
];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
