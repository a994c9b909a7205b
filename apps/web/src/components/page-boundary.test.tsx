import { act, Component, lazy, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveRoot, PageBoundary, resetLiveMark, whenLive } from './page-boundary';

/** A server-rendered page's parts: the shell's boundary, and the page's inside it, as the two shells nest them. */
function ServerRenderedPage({ page }: { page: ReactNode }) {
  return (
    <>
      <LiveRoot />
      <PageBoundary>
        <p>Shell</p>
        <PageBoundary>{page}</PageBoundary>
      </PageBoundary>
    </>
  );
}

const Choice = () => <input type="radio" aria-label="Text message" />;

function lateModule() {
  let resolve: (value: { default: () => ReactNode }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: () => ReactNode }>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { Late: lazy(() => promise), resolve, reject };
}

class CatchAll extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  // As Testing Library sets it for its own renders: this test hydrates by hand.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  resetLiveMark();
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<ServerRenderedPage page={<Choice />} />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

// Issue 16: a server-rendered page takes clicks once React owns every part of it, not at the root's first commit.
describe('PageBoundary and LiveRoot: #root is live once every boundary of a server-rendered page is hydrated', () => {
  it('waits for the innermost boundary, whose module comes last', async () => {
    const module = lateModule();
    await act(async () => {
      root = hydrateRoot(container, <ServerRenderedPage page={<module.Late />} />);
    });
    expect(container.textContent).toBe('Shell');
    expect(container).not.toHaveAttribute('data-live');
    await act(async () => module.resolve({ default: Choice }));
    expect(container).toHaveAttribute('data-live', '');
  });

  it('is live at once when nothing waits', async () => {
    await act(async () => {
      root = hydrateRoot(container, <ServerRenderedPage page={<Choice />} />);
    });
    expect(container).toHaveAttribute('data-live', '');
  });

  it('is live when a boundary fails and goes, rather than never', async () => {
    const module = lateModule();
    await act(async () => {
      root = hydrateRoot(
        container,
        <CatchAll>
          <ServerRenderedPage page={<module.Late />} />
        </CatchAll>,
        { onRecoverableError: () => undefined, onCaughtError: () => undefined },
      );
    });
    expect(container).not.toHaveAttribute('data-live');
    await act(async () => module.reject(new Error('The chunk did not load')));
    expect(container).toHaveTextContent('Failed');
    expect(container).toHaveAttribute('data-live', '');
  });

  it('runs what waits for the page to be live once it is, and at once after', async () => {
    const module = lateModule();
    const ran: string[] = [];
    whenLive(() => ran.push('queued'));
    await act(async () => {
      root = hydrateRoot(container, <ServerRenderedPage page={<module.Late />} />);
    });
    expect(ran).toEqual([]);
    await act(async () => module.resolve({ default: Choice }));
    expect(ran).toEqual(['queued']);
    whenLive(() => ran.push('at once'));
    expect(ran).toEqual(['queued', 'at once']);
  });
});
