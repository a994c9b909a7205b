import fc from 'fast-check';
import type { InventoryRoute } from '../../src/plugins/route-inventory';
import { encodeForUrl, hostileText, hostileValue, PROTOTYPE_KEYS } from './hostile-values';
import { arbitraryOf, toJsonSchema } from './schema-arbitrary';

/** One generated request: the route's address with its parameters, a query and a raw body. */
export interface HostileRequest {
  readonly method: string;
  readonly url: string;
  /** Raw body text (JSON, or not quite), or undefined for none. */
  readonly payload?: string;
  readonly contentType?: string;
  /** What was done to the contract's values, to read a failure by. */
  readonly mutation: string;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fitting = (schema: unknown): fc.Arbitrary<unknown> => {
  const json = toJsonSchema(schema);
  return json ? arbitraryOf(json) : fc.constant(undefined);
};

/** A value of the contract, then one of the mutations applied to it (or none, a well-formed request). */
function mutatedFields(schema: unknown): fc.Arbitrary<{ value: unknown; mutation: string }> {
  return fc
    .tuple(
      fitting(schema),
      fc.constantFrom('none', 'field', 'drop', 'extra', 'whole', 'fields'),
      hostileValue,
      fc.nat(),
    )
    .map(([value, mutation, hostile, pick]) => {
      const fields = isFields(value) ? { ...value } : {};
      const names = Object.keys(fields);
      const name = names.length > 0 ? names[pick % names.length] : undefined;
      switch (mutation) {
        case 'field':
          if (name !== undefined) fields[name] = hostile;
          return { value: fields, mutation: `${name ?? '-'} := hostile` };
        case 'drop':
          if (name !== undefined) delete fields[name];
          return { value: fields, mutation: `${name ?? '-'} dropped` };
        case 'extra':
          return { value: { ...fields, [`x${pick % 7}`]: hostile }, mutation: 'extra field' };
        case 'whole':
          return { value: hostile, mutation: 'whole value hostile' };
        case 'fields':
          for (const each of names) fields[each] = hostile;
          return { value: fields, mutation: 'every field hostile' };
        default:
          return { value, mutation: 'as the contract says' };
      }
    });
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Query text: each field once, an array as a repeated key (as browsers send it). */
function queryText(value: unknown): string {
  if (!isFields(value)) return value === undefined ? '' : `q=${encodeForUrl(asText(value))}`;
  const parts: string[] = [];
  for (const [name, field] of Object.entries(value)) {
    const values = Array.isArray(field) ? field : [field];
    for (const each of values) parts.push(`${encodeForUrl(name)}=${encodeForUrl(asText(each))}`);
  }
  return parts.join('&');
}

/** JSON text with prototype keys written in (a JS object literal could not carry them as keys). */
function withPrototypeKeys(json: string, key: (typeof PROTOTYPE_KEYS)[number]): string {
  const poison = `"${key}":{"polluted":"yes","prototype":{"polluted":"yes"}}`;
  return json.startsWith('{') ? `{${poison}${json === '{}' ? '' : `,${json.slice(1)}`}` : `{${poison}}`;
}

const bodyText = fc
  .tuple(fc.constantFrom('json', 'json', 'json', 'json', 'prototype', 'malformed', 'form', 'none'), fc.nat())
  .map(([kind, pick]) => ({ kind, pick }));

/** Every generated request for one route: its path parameters, query and body, each mutated. */
export function hostileRequestOf(route: InventoryRoute): fc.Arbitrary<HostileRequest> {
  const { body, querystring, params } = route.schemas;
  return fc
    .record({
      params: params ? mutatedFields(params) : fc.constant({ value: undefined, mutation: 'none' }),
      query: querystring ? mutatedFields(querystring) : fc.constant({ value: undefined, mutation: 'none' }),
      body: body ? mutatedFields(body) : fc.constant({ value: undefined, mutation: 'none' }),
      wildcard: hostileText,
      encoding: bodyText,
      strayQuery: fc.option(hostileText, { freq: 4 }),
    })
    .map(({ params: p, query: q, body: b, wildcard, encoding, strayQuery }) => {
      const paramValues = isFields(p.value) ? p.value : {};
      const path = route.url
        .replace(/:(\w+)/g, (_, name: string) =>
          encodeForUrl(name in paramValues ? asText(paramValues[name]) : asText(p.value)),
        )
        .replace('*', encodeForUrl(wildcard));
      const query = querystring
        ? queryText(q.value)
        : strayQuery !== null
          ? `stray=${encodeForUrl(strayQuery)}`
          : '';
      const url = query === '' ? path : `${path}?${query}`;
      const mutation = `params ${p.mutation}; query ${q.mutation}; body ${b.mutation} (${encoding.kind})`;
      if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, url, mutation };
      const json = b.value === undefined ? '{}' : (JSON.stringify(b.value) ?? 'null');
      switch (encoding.kind) {
        case 'prototype':
          return {
            method: route.method,
            url,
            payload: withPrototypeKeys(
              json,
              PROTOTYPE_KEYS[encoding.pick % PROTOTYPE_KEYS.length] ?? '__proto__',
            ),
            contentType: 'application/json',
            mutation,
          };
        case 'malformed':
          return {
            method: route.method,
            url,
            payload: json.slice(0, -1),
            contentType: 'application/json',
            mutation,
          };
        case 'form':
          return {
            method: route.method,
            url,
            payload: queryText(b.value),
            contentType: 'application/x-www-form-urlencoded',
            mutation,
          };
        case 'none':
          return { method: route.method, url, mutation };
        default:
          return { method: route.method, url, payload: json, contentType: 'application/json', mutation };
      }
    });
}
