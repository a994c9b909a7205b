/**
 * Times POST /api/token for known usernames with a wrong password against unknown usernames: the two
 * should take about as long, since an unknown name still verifies a dummy argon2id hash. A figure to
 * read, not a test (the test suite proves the equal work by structure: sign-in-equal-work.test.ts).
 * One attempt per username keeps every account below the lockout.
 */
const KNOWN = ['riley', 'sam', 'quinn', 'pat', 'drew', 'emerson', 'finley'];

async function timeAttempt(base: string, username: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ username, password: 'wrong-password-1', domainId: 1 }),
  });
  await response.arrayBuffer();
  if (response.status !== 401) throw new Error(`sign-in timing: ${username} responded ${response.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function measureSignInTiming(base: string) {
  await timeAttempt(base, 'warm-up-unknown');
  const known: number[] = [];
  const unknown: number[] = [];
  for (const [index, username] of KNOWN.entries()) {
    known.push(await timeAttempt(base, username));
    unknown.push(await timeAttempt(base, `no-such-person-${index}`));
  }
  return { known: median(known), unknown: median(unknown), attempts: KNOWN.length };
}

export function printSignInTiming(result: Awaited<ReturnType<typeof measureSignInTiming>>) {
  console.log(
    `\nSign-in with a wrong password, median of ${result.attempts}: known username ${result.known.toFixed(1)} ms, ` +
      `unknown ${result.unknown.toFixed(1)} ms (ratio ${(result.unknown / result.known).toFixed(2)}).`,
  );
}
