import { Button, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import {
  type ChatMessageView,
  chatMessageMaxLength,
  chatMessages,
  formatLondonDateTime,
  reachesAdminArea,
  type Session,
} from '@oms/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { signInPathFor } from '../../identity/authGuards';
import { useSession } from '../../identity/queries';
import { EmptyState } from '../../platform/EmptyState';
import { LinkButton } from '../../platform/LinkButton';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { chatQuery, useSendChatMessage } from './queries';
import './chat.css';

const sideLabel: Record<ChatMessageView['side'], string> = {
  support: 'OMS support',
  venue: 'Venue',
  supplier: 'Supplier',
};

/** Support staff and suppliers message the customer; the venue's own users read and answer their messages. */
export function chatTitleFor(session: Session | null, venueId: string): string {
  const venueUser = session?.account.venueIds.includes(venueId) && !reachesAdminArea(session.account.roles);
  return venueUser ? 'Messages' : chatMessages.title;
}

/** The chat popup (spec 01 §2 'Message customer'): one conversation per venue, newest at the bottom. */
export function ChatDialog({ venueId, isOpen, onClose }: { venueId: string; isOpen: boolean; onClose: () => void }) {
  const session = useSession();
  const location = useLocation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={chatTitleFor(session, venueId)}
      icon="chat"
      className="chat-dialog"
    >
      {session ? (
        <Conversation venueId={venueId} accountId={session.account.accountId} />
      ) : (
        <DialogBody>
          <EmptyState
            icon="log-in"
            title="Sign in to message the customer"
            description="The chat is open to the venue, OMS support and the venue's suppliers once signed in."
            action={
              <LinkButton to={signInPathFor(location.pathname, location.search)} text="Sign in" intent="primary" />
            }
          />
        </DialogBody>
      )}
    </Dialog>
  );
}

function Conversation({ venueId, accountId }: { venueId: string; accountId: string }) {
  const conversation = useInfiniteQuery({ ...chatQuery(venueId), throwOnError: false });
  const messages = (conversation.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  const venueTitle = conversation.data?.pages[0]?.venueTitle;
  const extraSupport = conversation.data?.pages[0]?.additionalChatSupport;
  const newest = messages.at(-1)?.messageId;
  const end = useRef<HTMLDivElement>(null);
  // New messages (sent here or announced by the realtime channel) scroll into view; older pages do not.
  useEffect(() => {
    if (newest) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <>
      <DialogBody useOverflowScrollContainer={false}>
        {extraSupport && (
          <p className="chat-dialog__support">
            {chatMessages.additionalSupport} {extraSupport.title},{' '}
            <a href={`mailto:${extraSupport.emailAddress}`}>{extraSupport.emailAddress}</a>
          </p>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation */}
        <section className="chat-dialog__scroll" tabIndex={0} aria-label="Conversation">
          {venueTitle && <p className="chat-dialog__venue">Conversation with {venueTitle}</p>}
          {conversation.isPending ? (
            <LoadingState label="Loading the conversation" />
          ) : conversation.isError ? (
            <NoticeCallout intent="danger" role="alert" title="The conversation could not be opened">
              {conversation.error.message}
            </NoticeCallout>
          ) : messages.length === 0 ? (
            <EmptyState
              icon="chat"
              title={chatMessages.noConversation}
              description={chatMessages.noConversationDescription}
            />
          ) : (
            <div className="chat-messages">
              {conversation.hasNextPage && (
                <Button
                  className="chat-messages__earlier"
                  variant="minimal"
                  icon="history"
                  text="Show earlier messages"
                  loading={conversation.isFetchingNextPage}
                  onClick={() => void conversation.fetchNextPage()}
                />
              )}
              <ol className="chat-messages__list">
                {messages.map((message) => (
                  <ChatBubble key={message.messageId} message={message} own={message.fromAccountId === accountId} />
                ))}
              </ol>
              <div ref={end} />
            </div>
          )}
        </section>
      </DialogBody>
      <Composer venueId={venueId} />
    </>
  );
}

function ChatBubble({ message, own }: { message: ChatMessageView; own: boolean }) {
  return (
    <li className={`chat-bubble chat-bubble--${message.side}${own ? ' chat-bubble--own' : ''}`}>
      <div className="chat-bubble__meta">
        <strong>{own ? 'You' : message.fromName}</strong>
        <span className="chat-bubble__side">{sideLabel[message.side]}</span>
        <time dateTime={message.sentAt}>{formatLondonDateTime(message.sentAt)}</time>
      </div>
      <p className="chat-bubble__text">{message.text}</p>
    </li>
  );
}

function Composer({ venueId }: { venueId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendChatMessage(venueId);
  const inputId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') {
      setProblem(chatMessages.empty);
      return;
    }
    setProblem(null);
    send.mutate(
      { text },
      {
        onSuccess: () => setText(''),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  // Enter sends, Shift+Enter starts a new line, as in every chat.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <DialogFooter>
      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <TextArea
          id={inputId}
          className="chat-composer__input"
          placeholder="Write a message"
          value={text}
          maxLength={chatMessageMaxLength}
          autoResize
          fill
          intent={problem ? 'danger' : 'none'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" intent="primary" icon="send-message" text="Send" loading={send.isPending} />
        {problem && (
          <p className="chat-composer__problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </DialogFooter>
  );
}
