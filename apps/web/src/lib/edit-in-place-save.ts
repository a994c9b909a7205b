import type { Notification } from '@dash/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from './http-error';
import { notify } from './notifications';

/**
 * The save of an edit-in-place card (document 1 §4; decision 012): a saved value replaces the
 * card's query data (and refreshes `alsoRefresh`, when given) and shows `toast`; a stale tab refetches
 * the card's data and keeps `staleNotice` above the card until the card changes mode or saves.
 */
export function useEditInPlaceSave<T>({
  queryKey,
  toast,
  staleNotice,
  alsoRefresh,
}: {
  queryKey: QueryKey;
  toast: Notification;
  staleNotice: string;
  alsoRefresh?: QueryKey;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const onSaved = (saved: T) => {
    setNotice(null);
    queryClient.setQueryData(queryKey, saved);
    if (alsoRefresh) void queryClient.invalidateQueries({ queryKey: alsoRefresh, exact: true });
    notify(toast);
  };
  const onStale = async () => {
    await queryClient.refetchQueries({ queryKey });
    setNotice(staleNotice);
  };
  return { notice, clearNotice: () => setNotice(null), onSaved, onStale };
}

/**
 * Runs a card's save: the saved value goes to `onSaved`, a refusal of a stale version (412 on
 * its If-Match; 409 from a gateway that read only the body's version) to
 * `onStale`, and any other failure to `onFailed`.
 */
export async function saveUnlessStale<T>(
  save: () => Promise<T>,
  handlers: { onSaved: (saved: T) => void; onStale: () => Promise<void>; onFailed: (error: unknown) => void },
): Promise<void> {
  try {
    handlers.onSaved(await save());
  } catch (error) {
    if (error instanceof HttpError && (error.status === 412 || error.status === 409)) {
      await handlers.onStale();
      return;
    }
    handlers.onFailed(error);
  }
}
