import {
  type LoginBody,
  mailboxSchema,
  queryKeys,
  type RegisterBody,
  type Session,
  sessionSchema,
  sessionStateSchema,
} from '@oms/contracts';
import {
  onlineManager,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../platform/apiFetch';
import { queryClient as sharedQueryClient } from '../platform/queryClient';

export const identityKeys = queryKeys.identity;

/** The signed-in visitor, or null when nobody is signed in. */
async function fetchSession(signal: AbortSignal): Promise<Session | null> {
  const state = await apiFetch('/api/session', sessionStateSchema, { signal });
  return state.account ? (state as Session) : null;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: identityKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
  });

/** Whether sent e-mail stays in the app's mailbox (the demo), asked without signing in. */
export const sandboxMailQuery = () =>
  queryOptions({
    queryKey: identityKeys.sandboxMail,
    queryFn: async ({ signal }) => {
      const state = await apiFetch('/api/session', sessionStateSchema, { signal });
      return state.account ? state.mailboxVisible : state.sandboxMail;
    },
    staleTime: 5 * 60_000,
  });

/** For route loaders: the session from the cache, asking the server once when there is none yet. */
export function ensureSession(): Promise<Session | null> {
  return sharedQueryClient.ensureQueryData(sessionQuery());
}

/** The signed-in account inside protected routes (their loaders have already made sure there is one). */
export function useSession(): Session | null {
  return useQuery({ ...sessionQuery(), throwOnError: false }).data ?? null;
}

/** Answers that carry only a message (reset request and confirm). */
const messageSchema = {
  parse: (value: unknown): { message?: string } => {
    const message = (value as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? { message } : {};
  },
};
const noContent = { parse: () => undefined };

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch('/api/auth/login', sessionSchema, { method: 'POST', body }),
    onSuccess: (session) => {
      // A fresh account must not see the previous one's cached pages.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityKeys.session[0] });
      queryClient.setQueryData(identityKeys.session, session);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiFetch('/api/auth/register', sessionSchema, { method: 'POST', body }),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== identityKeys.session[0] });
      queryClient.setQueryData(identityKeys.session, session);
    },
  });
}

/**
 * The signed-out account's cached pages, each dropped as soon as no screen shows it: a page still on
 * screen while the sign-in page replaces it would fetch its query again at once, and be refused.
 */
function dropOnceOffScreen(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const leftovers = new Set(cache.findAll({ predicate: (query) => query.queryKey[0] !== identityKeys.session[0] }));
  for (const query of leftovers) {
    if (query.getObserversCount() > 0) continue;
    cache.remove(query);
    leftovers.delete(query);
  }
  if (leftovers.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !leftovers.has(event.query) || event.query.getObserversCount() > 0) return;
    cache.remove(event.query);
    leftovers.delete(event.query);
    if (leftovers.size === 0) unsubscribe();
  });
}

/** Sign out, then the sign-in page; the previous account's cached pages are dropped once they are off screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Sent whatever the reads below are told.
    networkMode: 'always',
    // Reads still on their way when the session ends would come back refused: stopped first, and no
    // new one starts (a refresh the sign-out's own realtime notice asks for) until the sign-in page.
    onMutate: () => {
      onlineManager.setOnline(false);
      return queryClient.cancelQueries();
    },
    mutationFn: () => apiFetch('/api/auth/logout', noContent, { method: 'POST' }),
    onSettled: async () => {
      try {
        await queryClient.cancelQueries();
        queryClient.setQueryData(identityKeys.session, null);
        await navigate('/login', { replace: true });
        dropOnceOffScreen(queryClient);
      } finally {
        onlineManager.setOnline(true);
      }
    },
  });
}

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiFetch('/api/auth/reset-password/request', messageSchema, { method: 'POST', body }),
  });
}

export function useConfirmReset() {
  return useMutation({
    mutationFn: (body: { email: string; code: string; newPassword: string }) =>
      apiFetch('/api/auth/reset-password/confirm', messageSchema, { method: 'POST', body }),
  });
}

export function useSaveSecondaryEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secondaryEmails: string[]) =>
      apiFetch('/api/account/secondary-emails', sessionSchema, { method: 'PUT', body: { secondaryEmails } }),
    onSuccess: (session) => queryClient.setQueryData(identityKeys.session, session),
  });
}

export const mailboxQuery = () =>
  queryOptions({
    queryKey: identityKeys.mailbox,
    queryFn: ({ signal }) => apiFetch('/api/mailbox', mailboxSchema, { signal }),
    staleTime: 0,
    refetchInterval: 5_000,
  });
