import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHashThreads, HASH_THREAD_NICE } from '../src/auth/hash-threads';
import { PASSWORD_HASH_OPTIONS } from '../src/auth/password';

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('argon2id on hash threads of lower priority (decision 074)', () => {
  it('hashes and verifies, a wrong password false, on one thread kept for the next task', async () => {
    const threads = createHashThreads();
    const stored = await threads.hash('Welcome2026!', PASSWORD_HASH_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await threads.verify(stored, 'Welcome2026!')).toBe(true);
    expect(await threads.verify(stored, 'Welcome2026?')).toBe(false);
    expect(threads.idleCount()).toBe(1);
  });

  it('runs its threads at a higher nice than the main thread', async () => {
    const before = threadNices().filter((nice) => nice === HASH_THREAD_NICE).length;
    const threads = createHashThreads();
    await Promise.all([1, 2].map(() => threads.hash('Welcome2026!', PASSWORD_HASH_OPTIONS)));
    expect(threads.idleCount()).toBe(2);
    expect(threadNices().filter((nice) => nice === HASH_THREAD_NICE).length).toBe(before + 2);
    expect(threadNices()[0]).toBe(0);
  });

  it('refuses a stored value that is no hash, and the thread answers the next task', async () => {
    const threads = createHashThreads();
    await expect(threads.verify('not a hash', 'Welcome2026!')).rejects.toThrow();
    const stored = await threads.hash('Welcome2026!', PASSWORD_HASH_OPTIONS);
    expect(await threads.verify(stored, 'Welcome2026!')).toBe(true);
  });
});
