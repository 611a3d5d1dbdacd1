import { catalogueListSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export const catalogueQuery = (venueId: string) =>
  queryOptions({
    queryKey: [...venueKeys.venue(venueId), 'catalogue'],
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/catalogue`, catalogueListSchema, { signal }),
  });
