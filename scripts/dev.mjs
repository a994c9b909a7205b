#!/usr/bin/env node
// npm run dev: the gateway (restarting on change) on :8080 and the Vite dev server in front of it on :5173.
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
