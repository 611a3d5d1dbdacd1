import {
  type ChatConversation,
  chatConversationSchema,
  chatThreadsSchema,
  queryKeys,
  type SendChatMessageBody,
} from '@oms/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

/**
 * A supplier's e-mailed link (the order checklist's or the receipting change request's): its page's
 * API path and token let the supplier answer the venue in its own thread without signing in.
 */
export interface SupplierChatLink {
  venueId: string;
  supplierId: string;
  /** The link's API path, without the token: `/api/checklist/…` or `/api/receipting/checklist/…`. */
  apiPath: string;
  token: string | null;
}

const linkPath = (prefix: string, segments: readonly string[]) =>
  `${prefix}/${segments.map(encodeURIComponent).join('/')}`;

export const checklistChatLink = (address: {
  venueId: string;
  supplierId: string;
  date: string;
  orderNumber: string;
  token: string | null;
}): SupplierChatLink => ({
  venueId: address.venueId,
  supplierId: address.supplierId,
  apiPath: linkPath('/api/checklist', [address.venueId, address.supplierId, address.date, address.orderNumber]),
  token: address.token,
});

export const changeRequestChatLink = (address: {
  venueId: string;
  supplierId: string;
  poNumber: string;
  token: string;
}): SupplierChatLink => ({
  venueId: address.venueId,
  supplierId: address.supplierId,
  apiPath: linkPath('/api/receipting/checklist', [address.venueId, address.supplierId, address.poNumber]),
  token: address.token || null,
});

/**
 * Where a thread is read from: a signed-in reader names the venue and the thread (null: the thread
 * with OMS support); a supplier holding only an e-mailed link reads through the link.
 */
export type ChatSource =
  | { kind: 'signedIn'; venueId: string; supplierId: string | null }
  | { kind: 'supplierLink'; link: SupplierChatLink & { token: string } };

export const chatKeys = {
  conversation: queryKeys.support.chat,
  thread: (source: ChatSource) =>
    source.kind === 'signedIn'
      ? queryKeys.support.chatThread(source.venueId, source.supplierId)
      : ([...queryKeys.support.chatThread(source.link.venueId, source.link.supplierId), 'link'] as const),
  threads: queryKeys.support.chatThreads,
};

/** The thread's path, and its query string (the link's token) kept apart so paging can add to it. */
function threadPath(source: ChatSource): { path: string; search: URLSearchParams } {
  if (source.kind === 'signedIn') {
    const base = `${venueApiPath(source.venueId)}/chat`;
    const path = source.supplierId === null ? base : `${base}/suppliers/${encodeURIComponent(source.supplierId)}`;
    return { path, search: new URLSearchParams() };
  }
  return { path: `${source.link.apiPath}/chat`, search: new URLSearchParams({ token: source.link.token }) };
}

const withSearch = (path: string, search: URLSearchParams) => (search.size > 0 ? `${path}?${search}` : path);

/** The threads of a venue its reader may pick: support's first, then its suppliers. */
export const chatThreadsQuery = (venueId: string) =>
  queryOptions({
    queryKey: chatKeys.threads(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/chat/threads`, chatThreadsSchema, { signal }),
  });

/** Newest page first; older pages load on demand (a thread can grow without limit). */
export const chatQuery = (source: ChatSource) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(source),
    queryFn: ({ pageParam, signal }) => {
      const { path, search } = threadPath(source);
      if (pageParam !== undefined) search.set('before', String(pageParam));
      return apiFetch(withSearch(path, search), chatConversationSchema, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatConversation) => (page.hasEarlier ? page.messages[0]?.sequence : undefined),
  });

export function useSendChatMessage(source: ChatSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => {
      const { path, search } = threadPath(source);
      return apiFetch(withSearch(`${path}/messages`, search), chatConversationSchema, { method: 'POST', body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.thread(source) });
      if (source.kind === 'signedIn')
        void queryClient.invalidateQueries({ queryKey: chatKeys.threads(source.venueId) });
    },
  });
}
