import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';

const maxRetries = 2;

export const queryClient = new QueryClient({
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
