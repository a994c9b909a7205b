import type { HttpError } from './http-error';

type HttpErrorListener = (error: HttpError) => void;
let listener: HttpErrorListener | null = null;

/**
 * The global HTTP handling (document 1 §8) hears every failure before it is rethrown to the caller.
 * Apart from the API client, which the shell does not load: the handling is installed on every page.
 */
export function setHttpErrorListener(next: HttpErrorListener | null): void {
  listener = next;
}

export function hearHttpError(error: HttpError): void {
  listener?.(error);
}
