import { describe, expect, it } from 'vitest';
import { oneAtATime } from './render-queue';
import { withLocalStorage } from './server-storage';

const tick = () => new Promise((resolve) => setTimeout(resolve));

/** The server's renders share the process's language, storage and query cache: one at a time. */
describe('the render queue', () => {
  it('starts a render only when the one before it has ended, failed or not', async () => {
    const steps: string[] = [];
    const render = (name: string, fail = false) =>
      oneAtATime(async () => {
        steps.push(`${name} starts`);
        await tick();
        steps.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([render('a'), render('b', true), render('c')]);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe("a render's storage", () => {
  it('holds its entries only while it runs, also when it fails', async () => {
    localStorage.setItem('left', 'over');
    const seen = await withLocalStorage([['token', 't']], async () => [
      localStorage.getItem('token'),
      localStorage.getItem('left'),
    ]);
    expect(seen).toEqual(['t', null]);
    expect(localStorage.getItem('token')).toBeNull();
    await expect(
      withLocalStorage([['token', 't']], async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(localStorage.length).toBe(0);
  });
});
