import { readFile } from 'node:fs/promises';

/** The parts of a V8 .cpuprofile (node --cpu-prof) this summary reads. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileLine {
  readonly where: string;
  readonly selfMs: number;
  readonly share: number;
}

/** Where a frame's code lives, shortened to the package or the repository file. */
function place(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0)
    return url
      .slice(modules + 'node_modules/'.length)
      .split('/')
      .slice(0, 2)
      .join('/');
  const repo = url.indexOf('/apps/');
  if (repo >= 0) return url.slice(repo + 1);
  const pkg = url.indexOf('/packages/');
  if (pkg >= 0) return url.slice(pkg + 1);
  return url || '(native)';
}

/**
 * Self time per function (and per package, `byPackage`), largest first: the flat view of a flame
 * graph, enough to say where a loaded gateway spends its CPU.
 */
export async function summarizeProfile(file: string, top = 25, byPackage = false): Promise<ProfileLine[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = nodeById.get(id);
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const frame = node.callFrame;
    const key = byPackage
      ? place(frame.url)
      : `${frame.functionName || '(anonymous)'} ${place(frame.url)}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, selfMs]) => ({ where, selfMs, share: total > 0 ? selfMs / total : 0 }));
}

// `tsx src/profile/summarize-profile.ts <file.cpuprofile> [--packages]`
if (process.argv[1]?.endsWith('summarize-profile.ts')) {
  const [file, flag] = process.argv.slice(2);
  if (!file) throw new Error('usage: summarize-profile.ts <file.cpuprofile> [--packages]');
  for (const line of await summarizeProfile(file, 30, flag === '--packages')) {
    console.log(
      `${(line.share * 100).toFixed(1).padStart(5)} %  ${line.selfMs.toFixed(0).padStart(7)} ms  ${line.where}`,
    );
  }
}
