import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';
import { reportSignedOut } from './sessionExpiry';

const maxRetries = 2;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // The session probe answers a signed-out visitor 200 with no account; a 401 from any other query means
      // the session has ended.
      if (isApiError(error) && error.status === 401 && query.queryKey[0] !== 'session') reportSignedOut();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; network blips and 5xx might.
      retry: (failureCount, error) => !(isApiError(error) && error.isClientError) && failureCount < maxRetries,
      // With nothing on screen yet, the route's error boundary is the clearest place for the failure.
      throwOnError: (_error, query) => query.state.data === undefined,
    },
  },
});
