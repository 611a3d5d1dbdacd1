import { type ChatConversation, chatConversationSchema, queryKeys, type SendChatMessageBody } from '@oms/contracts';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

export const chatKeys = {
  conversation: queryKeys.support.chat,
};

/** Newest page first; older pages load on demand (the conversation can grow without limit). */
export const chatQuery = (venueId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(venueId),
    queryFn: ({ pageParam, signal }) => {
      const search = pageParam === undefined ? '' : `?${new URLSearchParams({ before: String(pageParam) })}`;
      return apiFetch(`${venueApiPath(venueId)}/chat${search}`, chatConversationSchema, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatConversation) => (page.hasEarlier ? page.messages[0]?.sequence : undefined),
  });

export function useSendChatMessage(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) =>
      apiFetch(`${venueApiPath(venueId)}/chat/messages`, chatConversationSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(venueId) }),
  });
}
