import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import { Copy, DockerfileParser, From } from 'dockerfile-ast';
import { parse, parseAllDocuments } from 'yaml';

const require = createRequire(import.meta.url);

/**
 * The checks of deploy/ (issue 40 §3, decision 060), kept apart from their test so that the test
 * can show each one refusing a broken file.
 */

/** The API version a Kubernetes 1.36 cluster serves for each kind deploy/k8s uses. */
export const SERVED_API_VERSIONS: Readonly<Record<string, string>> = {
  ConfigMap: 'v1',
  Secret: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  Job: 'batch/v1',
  PodDisruptionBudget: 'policy/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  NetworkPolicy: 'networking.k8s.io/v1',
};

export interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string };
  readonly [field: string]: unknown;
}

/** Every YAML document of a file; a syntax error is a failure. */
export function parseManifests(text: string): unknown[] {
  return parseAllDocuments(text).map((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.map((e) => e.message).join('\n'));
    return document.toJS();
  });
}

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

/**
 * The problems of one manifest against the schemas of kubernetes-models (Kubernetes 1.36.0): an
 * empty list when it validates. kubernetes-models also carries APIs later clusters removed, so the
 * served version of each kind is checked first.
 */
export async function checkManifest(document: unknown): Promise<string[]> {
  const { apiVersion, kind } = (document ?? {}) as Partial<Manifest>;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['no apiVersion or kind'];
  const served = SERVED_API_VERSIONS[kind];
  if (served !== apiVersion)
    return [`${kind} ${apiVersion}: a 1.36 cluster serves ${served ?? 'no such kind here'}`];
  const module = (await import(/* @vite-ignore */ `kubernetes-models/${apiVersion}/${kind}`)) as Record<
    string,
    ModelClass
  >;
  const Kind = module[kind];
  if (!Kind) return [`kubernetes-models has no ${apiVersion} ${kind}`];
  try {
    new Kind(document).validate();
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** A YAML file of Compose, its `<<` merge keys resolved as Compose resolves them. */
export function parseCompose(text: string): unknown {
  return parse(text, { merge: true });
}

/** The problems of a Compose file against the Compose Specification's schema (deploy/schemas). */
export function checkCompose(schema: object, document: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // The schema names draft-07's meta-schema by its https address; Ajv knows it by the http one.
  const draft7 = JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8'));
  ajv.addMetaSchema({ ...draft7, $id: 'https://json-schema.org/draft-07/schema' });
  const validate = ajv.compile(schema);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

/** One COPY of a Dockerfile: its stage, the stage it copies from (none: the build context) and its sources. */
export interface DockerCopy {
  readonly stage: string;
  readonly from: string | null;
  readonly sources: readonly string[];
}

/** The COPY instructions of a Dockerfile, parsed by dockerfile-ast. */
export function readCopies(text: string): DockerCopy[] {
  const copies: DockerCopy[] = [];
  let stage = '';
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction instanceof From) stage = instruction.getBuildStage() ?? String(copies.length);
    if (!(instruction instanceof Copy)) continue;
    const paths = instruction
      .getArguments()
      .map((argument) => argument.getValue())
      .filter((word) => !word.startsWith('--'));
    copies.push({ stage, from: instruction.getFromFlag()?.getValue() ?? null, sources: paths.slice(0, -1) });
  }
  return copies;
}

/**
 * The COPY sources that name nothing: from the build context, a path of the repository; from a build
 * stage (under its WORKDIR `/app`), a path the stage copied in or one of `buildOutputs`.
 */
export function missingCopySources(
  copies: readonly DockerCopy[],
  repositoryRoot: string,
  buildOutputs: readonly string[],
): string[] {
  const inRepository = (source: string) => existsSync(path.join(repositoryRoot, source));
  const copiedInto = (stage: string, source: string) =>
    copies.some(
      (copy) =>
        copy.stage === stage &&
        copy.from === null &&
        copy.sources.some(
          (copied) => path.posix.normalize(copied) === source || source.startsWith(`${copied}/`),
        ),
    );
  return copies.flatMap((copy) =>
    copy.sources
      .filter((source) => {
        if (copy.from === null) return !inRepository(source);
        const relative = path.posix.relative('/app', source);
        if (relative.startsWith('..')) return true;
        return !buildOutputs.includes(relative) && !copiedInto(copy.from, relative);
      })
      .map((source) => `${copy.from ? `--from=${copy.from} ` : ''}${source}`),
  );
}
