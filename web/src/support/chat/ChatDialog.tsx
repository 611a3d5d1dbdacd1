import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  type ChatConversation,
  type ChatMessageView,
  chatMessageMaxLength,
  chatMessages,
  formatLondonDateTime,
  reachesAdminArea,
  type Session,
} from '@oms/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { signInPathFor } from '../../identity/authGuards';
import { useSession } from '../../identity/queries';
import { EmptyState } from '../../platform/EmptyState';
import { LinkButton } from '../../platform/LinkButton';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { type ChatSource, chatQuery, chatThreadsQuery, type SupplierChatLink, useSendChatMessage } from './queries';
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

/** Whether the signed-in reader opens its own threads rather than the link's: admins and the link's own supplier. */
function readsSignedIn(session: Session | null, supplierLink: SupplierChatLink | undefined): boolean {
  if (!session) return false;
  if (!supplierLink?.token) return true;
  return reachesAdminArea(session.account.roles) || session.account.roles.supplierAdminOf === supplierLink.supplierId;
}

/**
 * The chat popup (spec 01 §2 'Message customer'). A venue has one thread with OMS support and one
 * with each supplier (issue 48): a supplier's admin opens its own thread, support and the venue pick
 * one. A supplier holding only an e-mailed link answers in its own thread through the link.
 */
export function ChatDialog({
  venueId,
  isOpen,
  onClose,
  supplierLink,
}: {
  venueId: string;
  isOpen: boolean;
  onClose: () => void;
  /** On a page opened from a supplier's e-mailed link: its token lets the signed-out supplier answer. */
  supplierLink?: SupplierChatLink;
}) {
  const session = useSession();
  const location = useLocation();
  const linkToken = supplierLink?.token;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={chatTitleFor(session, venueId)}
      icon="chat"
      className="chat-dialog"
    >
      {session && readsSignedIn(session, supplierLink) ? (
        <SignedInChat venueId={venueId} session={session} />
      ) : supplierLink && linkToken ? (
        <Conversation source={{ kind: 'supplierLink', link: { ...supplierLink, token: linkToken } }} accountId={null} />
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

/** The reader's threads of the venue, and the one open: a supplier's own, otherwise support's first. */
function SignedInChat({ venueId, session }: { venueId: string; session: Session }) {
  const threads = useQuery({ ...chatThreadsQuery(venueId), throwOnError: false });
  const own = session.account.roles.supplierAdminOf;
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const listed = threads.data?.threads ?? [];
  const fallback = listed.some((thread) => thread.supplierId === own) ? own : (listed[0]?.supplierId ?? null);
  const supplierId = picked !== undefined ? picked : fallback;
  const pickerId = useId();

  if (threads.isPending) {
    return (
      <DialogBody>
        <LoadingState label="Loading the conversation" />
      </DialogBody>
    );
  }
  if (threads.isError) {
    return (
      <DialogBody>
        <NoticeCallout intent="danger" role="alert" title="The conversation could not be opened">
          {threads.error.message}
        </NoticeCallout>
      </DialogBody>
    );
  }
  const picker =
    listed.length > 1 ? (
      <FormGroup label={chatMessages.threadPicker} labelFor={pickerId} className="chat-dialog__threads">
        <HTMLSelect
          id={pickerId}
          fill
          value={supplierId ?? ''}
          onChange={(event) => setPicked(event.currentTarget.value === '' ? null : event.currentTarget.value)}
          options={listed.map((thread) => ({
            value: thread.supplierId ?? '',
            label: thread.lastMessageAt
              ? `${thread.title} · ${formatLondonDateTime(thread.lastMessageAt)}`
              : thread.title,
          }))}
        />
      </FormGroup>
    ) : null;
  return (
    <Conversation
      key={supplierId ?? 'support'}
      source={{ kind: 'signedIn', venueId, supplierId }}
      accountId={session.account.accountId}
      picker={picker}
      readerSide={own ? 'supplier' : reachesAdminArea(session.account.roles) ? 'support' : 'venue'}
    />
  );
}

/** Who the reader talks to here, as the line above the messages says it. */
function withWhom(page: ChatConversation | undefined, readerSide: ChatMessageView['side']): string | null {
  if (!page) return null;
  if (readerSide === 'venue') return `Conversation with ${page.threadTitle}`;
  if (page.supplierId !== null && readerSide === 'support') {
    return `Conversation between ${page.venueTitle} and ${page.threadTitle}`;
  }
  return `Conversation with ${page.venueTitle}`;
}

function Conversation({
  source,
  accountId,
  picker = null,
  readerSide = 'supplier',
}: {
  source: ChatSource;
  /** The reader's account: its own messages read 'You'. Null through a checklist link. */
  accountId: string | null;
  picker?: ReactNode;
  readerSide?: ChatMessageView['side'];
}) {
  const conversation = useInfiniteQuery({ ...chatQuery(source), throwOnError: false });
  const messages = (conversation.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  const first = conversation.data?.pages[0];
  const heading = withWhom(first, readerSide);
  const extraSupport = first?.supplierId === null ? first.additionalChatSupport : null;
  const newest = messages.at(-1)?.messageId;
  const end = useRef<HTMLDivElement>(null);
  // New messages (sent here or announced by the realtime channel) scroll into view; older pages do not.
  useEffect(() => {
    if (newest) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <>
      <DialogBody useOverflowScrollContainer={false}>
        {picker}
        {extraSupport && (
          <p className="chat-dialog__support">
            {chatMessages.additionalSupport} {extraSupport.title},{' '}
            <a href={`mailto:${extraSupport.emailAddress}`}>{extraSupport.emailAddress}</a>
          </p>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation */}
        <section className="chat-dialog__scroll" tabIndex={0} aria-label="Conversation">
          {heading && <p className="chat-dialog__venue">{heading}</p>}
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
              description={
                first?.canWrite === false ? chatMessages.readOnlyThread : chatMessages.noConversationDescription
              }
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
                  <ChatBubble
                    key={message.messageId}
                    message={message}
                    own={accountId === null ? message.side === 'supplier' : message.fromAccountId === accountId}
                  />
                ))}
              </ol>
              <div ref={end} />
            </div>
          )}
        </section>
      </DialogBody>
      {first?.canWrite === false ? (
        <DialogFooter>
          <p className="chat-composer__read-only">{chatMessages.readOnlyThread}</p>
        </DialogFooter>
      ) : (
        <Composer source={source} />
      )}
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

function Composer({ source }: { source: ChatSource }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendChatMessage(source);
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
