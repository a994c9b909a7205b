import { Accreditation, API_PATHS } from '@dash/domain/api';
import { describe, expect, it, vi } from 'vitest';
import { replyError } from '../../test/fetch-mock';
import { loader } from './root-loader.server';

const badge = { logo: '/api/outside/accreditation/logo.svg', description: 'Accredited health plan' };

/** The load context's `fetch`, answering the badge's call with `respond`. */
const contextAnswering = (respond: () => Response) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => respond());
  return { context: { fetch }, fetch };
};

describe("the root route's loader: the footer's accreditation badge (document 1 §2; issue 37)", () => {
  it("asks the gateway through the load context's fetch and hands the parsed badge to the shell", async () => {
    const { context, fetch } = contextAnswering(() => Response.json(Accreditation.parse(badge)));
    expect(await loader({ context })).toEqual({ accreditation: badge });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(API_PATHS.accreditation);
  });

  it('leaves the badge out when the gateway cannot give it', async () => {
    const { context } = contextAnswering(() => replyError(503, { code: 'UNAVAILABLE', message: 'down' }));
    expect(await loader({ context })).toEqual({ accreditation: null });
  });

  it('leaves the badge out when the response does not match its contract, never casting it', async () => {
    for (const body of [{ logo: '', description: 'x' }, { logo: '/logo.svg' }, 'badge', null]) {
      const { context } = contextAnswering(() => Response.json(body));
      expect(await loader({ context })).toEqual({ accreditation: null });
    }
  });

  it('strips what the contract does not name', async () => {
    const { context } = contextAnswering(() => Response.json({ ...badge, internal: 'secret' }));
    expect(await loader({ context })).toEqual({ accreditation: badge });
  });
});
