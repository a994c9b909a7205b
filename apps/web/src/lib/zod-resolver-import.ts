import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * React Hook Form's zodResolver (@hookform/resolvers) with the schema imported at the form's first
 * check rather than with the page: zod builds a schema as its module is evaluated, which cost a
 * signed-in page 20–45 ms of its start before it was hydrated (decision 072). A resolver returns a
 * promise, so the form waits for the import the first time and for nothing after.
 */
export function zodResolverImport<T extends z.$ZodType<unknown, FieldValues>>(
  load: () => Promise<T>,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema]: [typeof import('@hookform/resolvers/zod'), T] = await Promise.all([
      import('@hookform/resolvers/zod'),
      load(),
    ]);
    return zodResolver(schema)(values, context, options);
  };
}
