import { type CatalogueSearchField, catalogueListSchema, catalogueSearchResultSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export const catalogueQuery = (venueId: string) =>
  queryOptions({
    queryKey: [...venueKeys.venue(venueId), 'catalogue'],
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/catalogue`, catalogueListSchema, { signal }),
  });

export interface CatalogueSearch {
  term: string;
  fields: CatalogueSearchField[];
}

export const catalogueSearchQuery = (venueId: string, search: CatalogueSearch) =>
  queryOptions({
    queryKey: [...venueKeys.venue(venueId), 'catalogue', 'search', search],
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiPath(venueId)}/catalogue/search?${new URLSearchParams({ term: search.term, fields: search.fields.join(',') })}`,
        catalogueSearchResultSchema,
        { signal },
      ),
    enabled: search.term.trim().length > 0 && search.fields.length > 0,
  });
