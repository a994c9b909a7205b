import type { Bundle, Resource } from '@medplum/fhirtypes';

/**
 * A searchset Bundle with its total and the links an app pages with: self, and next and previous
 * when there are more (the same query with another `_offset`); what `_include` adds follows the
 * matches, outside the total.
 */
export function searchBundle<T extends Resource>(input: {
  readonly baseUrl: string;
  readonly resourceType: string;
  readonly query: URLSearchParams;
  readonly resources: readonly T[];
  readonly included?: readonly T[];
  readonly total: number;
  readonly offset: number;
  readonly count: number;
}): Bundle<T> {
  const { baseUrl, resourceType, offset, count, total } = input;
  const linkTo = (at: number) => {
    const params = new URLSearchParams(input.query);
    params.set('_count', String(count));
    params.set('_offset', String(at));
    return `${baseUrl}/${resourceType}?${params.toString()}`;
  };
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link: [
      { relation: 'self', url: linkTo(offset) },
      ...(offset + count < total ? [{ relation: 'next', url: linkTo(offset + count) }] : []),
      ...(offset > 0 ? [{ relation: 'previous', url: linkTo(Math.max(0, offset - count)) }] : []),
    ],
    entry: [
      ...input.resources.map((resource) => ({
        fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}`,
        resource,
        search: { mode: 'match' as const },
      })),
      ...(input.included ?? []).map((resource) => ({
        fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}`,
        resource,
        search: { mode: 'include' as const },
      })),
    ],
  };
}
