import path from 'node:path';

/** Where this run's gateway listens and keeps its data; E2E_PORT / E2E_DATA_DIR let runs sit side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 4180);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '..', '.data');
/** The SMTP catcher the run starts (global-setup.ts); the gateway's SMTP_URL points at it. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
/** Each caught message as one JSON file, read by support/mailbox.ts from the test workers. */
export const MAILBOX_DIR = path.join(DATA_DIR, 'mailbox');
