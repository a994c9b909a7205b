#!/usr/bin/env node
// npm run dev: the gateway alone, on :8080 (PORT), restarting on its own changes. With WEB_DEV=true (its dev
// script) it serves the pages from apps/web's source through Vite's dev server in middleware mode, the browser's
// modules and HMR on the same port, so a page shows a change on reload and the browser takes it live
// (decision 053, apps/gateway/src/plugins/web-dev-server.ts). `npm start` serves the built app instead.
import { spawn } from 'node:child_process';

const gateway = spawn('npm', ['run', 'dev', '-w', '@dash/gateway'], { stdio: 'inherit' });
gateway.on('exit', (code) => process.exit(code ?? 0));
// Ctrl-C reaches the gateway from the terminal itself; a second SIGINT would make tsx kill it mid-shutdown.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => gateway.kill('SIGTERM'));
