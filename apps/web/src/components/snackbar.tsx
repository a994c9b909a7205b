import {
  type Notification,
  SNACKBAR_DISMISS_MS,
  SNACKBAR_HIDE_FALLBACK_MS,
  SNACKBAR_WIDTH,
} from '@dash/domain';
import { useEffect, useReducer } from 'react';
import { subscribeToNotifications } from '@/lib/notifications';

type Source = (listener: (notification: Notification) => void) => () => void;

interface SnackbarState {
  readonly current: Notification | null;
  readonly hiding: boolean;
  readonly queue: readonly Notification[];
}

type Action =
  | { type: 'add'; notification: Notification }
  | { type: 'hide' }
  | { type: 'next' }
  | { type: 'reset' };

const EMPTY: SnackbarState = { current: null, hiding: false, queue: [] };

/** Document 1 §4: queued; the first shows at once; the next only after the current one has hidden. */
function reduce(state: SnackbarState, action: Action): SnackbarState {
  switch (action.type) {
    case 'add':
      return state.current === null
        ? { ...state, current: action.notification }
        : { ...state, queue: [...state.queue, action.notification] };
    case 'hide':
      return state.current === null ? state : { ...state, hiding: true };
    case 'next': {
      const [next = null, ...rest] = state.queue;
      return { current: next, hiding: false, queue: rest };
    }
    case 'reset':
      return EMPTY;
  }
}

/**
 * The snackbar (document 1 §4, §9): listens to the notification source; dismissAfter (5000 ms by
 * default) or a click hides it; the next one shows when the hide animation ends, at most 1 s later.
 * A new source clears the queue. The border follows the status. It renders in the shell's live
 * region (snackbar-region.tsx).
 */
export function Snackbar({ source = subscribeToNotifications }: { source?: Source }) {
  const [state, dispatch] = useReducer(reduce, EMPTY);
  const { current, hiding } = state;

  useEffect(() => {
    const unsubscribe = source((notification) => dispatch({ type: 'add', notification }));
    return () => {
      unsubscribe();
      dispatch({ type: 'reset' });
    };
  }, [source]);

  useEffect(() => {
    if (current === null || hiding) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), current.dismissAfter ?? SNACKBAR_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [current, hiding]);

  useEffect(() => {
    if (!hiding) return;
    // Reduced motion or a missed animationend must not hold the queue: at most 1 s.
    const timer = setTimeout(() => dispatch({ type: 'next' }), SNACKBAR_HIDE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [hiding]);

  if (current === null) return null;
  return (
    <button
      type="button"
      className={`snackbar snackbar--${current.status}${hiding ? ' snackbar--hiding' : ''}`}
      style={{ width: SNACKBAR_WIDTH }}
      data-status={current.status}
      onClick={() => dispatch({ type: 'hide' })}
      onAnimationEnd={() => {
        if (hiding) dispatch({ type: 'next' });
      }}
    >
      {current.message}
    </button>
  );
}
