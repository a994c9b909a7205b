import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from '../src/heap-growth';

describe('the heap growth the gateway sets (docs/performance.md, item 15)', () => {
  it.each([
    { execArgv: [], nodeOptions: undefined, flag: `--heap-growing-percent=${HEAP_GROWING_PERCENT}` },
    {
      execArgv: ['--enable-source-maps'],
      nodeOptions: '--max-old-space-size=512',
      flag: '--heap-growing-percent=50',
    },
    // The operator's own choice stands, in either spelling and either place.
    { execArgv: ['--heap-growing-percent=200'], nodeOptions: undefined, flag: null },
    { execArgv: [], nodeOptions: '--trace-gc --heap_growing_percent=0', flag: null },
  ])('$execArgv with NODE_OPTIONS $nodeOptions: $flag', ({ execArgv, nodeOptions, flag }) => {
    expect(heapGrowthFlag(execArgv, nodeOptions)).toBe(flag);
  });
});
