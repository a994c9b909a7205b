import type { Bundle, Location, PractitionerRole, Resource } from '@medplum/fhirtypes';
import { searchBundle } from '../../fhir/bundle';
import { FhirError } from '../../fhir/operation-outcome';
import {
  DIRECTORY_INCLUDES,
  DIRECTORY_SEARCH_PARAMS,
} from '../../fhir/plan-net/directory-capability-statement';
import {
  linkParamsOf,
  pagingOf,
  type RawQuery,
  requireKnownParams,
  valuesOf,
} from '../../fhir/search-params';
import type { DirectoryResources, DirectoryType } from './build-directory';
import { DIRECTORY_FILTERS, STRING_PARAMS, type StringModifier } from './directory-filters';
import { milesFrom, parseNear } from './near';

type Found = readonly Resource[];

/** The parameters a type takes, its string ones with their modifiers too. */
function allowedParams(type: DirectoryType): string[] {
  const names = Object.keys(DIRECTORY_SEARCH_PARAMS[type]);
  const modified = names.filter((n) => STRING_PARAMS.has(n)).flatMap((n) => [`${n}:contains`, `${n}:exact`]);
  return [...names, ...modified, ...(type in DIRECTORY_INCLUDES ? ['_include'] : [])];
}

/** Every parameter's filter in turn; `near` keeps what is within its distance, nearest first. */
function filtered(resources: DirectoryResources, type: DirectoryType, query: RawQuery): Found {
  let found: Found = resources[type];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const [name = '', modifier] = key.split(':') as [string, StringModifier];
    const values = valuesOf(query, key);
    if (name === '_id') found = found.filter((r) => r.id !== undefined && values.includes(r.id));
    const filter = (
      DIRECTORY_FILTERS[type] as Record<
        string,
        (r: Resource, v: readonly string[], m: StringModifier) => boolean
      >
    )[name];
    if (filter) found = found.filter((r) => filter(r, values, modifier));
  }
  const [near, ...more] = valuesOf(query, 'near');
  if (near === undefined) return found;
  if (more.length > 0) throw new FhirError(400, 'invalid', 'near takes one point.');
  const point = parseNear(near);
  return found
    .map((r) => ({ r, miles: milesFrom(point, r as Location) }))
    .filter((d): d is { r: Resource; miles: number } => d.miles !== null && d.miles <= point.miles)
    .sort((a, b) => a.miles - b.miles)
    .map((d) => d.r);
}

/** The resources a page's roles reference, for `_include`: each once, none already on the page. */
function included(resources: DirectoryResources, page: Found, query: RawQuery): Resource[] {
  const includes = valuesOf(query, '_include');
  const known: readonly string[] = DIRECTORY_INCLUDES.PractitionerRole;
  const wanted = new Set<string>();
  for (const include of includes) {
    if (!known.includes(include))
      throw new FhirError(
        400,
        'not-supported',
        `_include=${include} is not supported here (${known.join(', ')}).`,
      );
    for (const role of page as PractitionerRole[]) {
      if (include === 'PractitionerRole:practitioner' && role.practitioner?.reference)
        wanted.add(role.practitioner.reference);
      if (include === 'PractitionerRole:organization' && role.organization?.reference)
        wanted.add(role.organization.reference);
      if (include === 'PractitionerRole:location')
        for (const location of role.location ?? []) if (location.reference) wanted.add(location.reference);
    }
  }
  const onPage = new Set(page.map((r) => `${r.resourceType}/${r.id}`));
  const all: Resource[] = [...resources.Practitioner, ...resources.Organization, ...resources.Location];
  return all.filter((r) => {
    const key = `${r.resourceType}/${r.id}`;
    return wanted.has(key) && !onPage.has(key);
  });
}

/**
 * GET <directory>/{type}?…: a searchset Bundle of the brand's directory (issue 38 §2). A parameter the
 * type does not take is refused (an app must not think a filter was applied); the matches are paged
 * with next links; `_include` adds a role's practitioner, location or organization.
 */
export function searchDirectory(input: {
  readonly resources: DirectoryResources;
  readonly type: DirectoryType;
  readonly query: RawQuery;
  readonly baseUrl: string;
}): Bundle {
  const { resources, type, query } = input;
  requireKnownParams(query, allowedParams(type));
  const paging = pagingOf(query);
  const matches = filtered(resources, type, query);
  const page = matches.slice(paging.offset, paging.offset + paging.count);
  return searchBundle({
    baseUrl: input.baseUrl,
    resourceType: type,
    query: linkParamsOf(query),
    resources: page,
    included: included(resources, page, query),
    total: matches.length,
    offset: paging.offset,
    count: paging.count,
  });
}
