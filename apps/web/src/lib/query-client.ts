import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; the session store clears it at logout (document 1 §4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are handled once, globally or by the screen (document 1 §8); a retry would only delay that.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
