import { AnchorButton, Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type AiOrderDetail, ERASED, formatLondonDateTime, retentionMessages, shownAddress } from '@oms/contracts';

/** "View Original Order": the e-mail as it arrived, with its attachments and the raw message to download. */
export function OriginalOrderDialog({ detail, onClose }: { detail: AiOrderDetail | null; onClose: () => void }) {
  const email = detail?.email;
  return (
    <Dialog isOpen={Boolean(detail)} onClose={onClose} title="Original Order" className="co-pilot__original">
      {email && (
        <DialogBody>
          <dl className="co-pilot__headers">
            <dt>From</dt>
            <dd>{email.fromName ? `${email.fromName} <${shownAddress(email.from)}>` : shownAddress(email.from)}</dd>
            <dt>To</dt>
            <dd>{email.to.join(', ')}</dd>
            <dt>Date</dt>
            <dd>{formatLondonDateTime(email.sentAt)}</dd>
            <dt>Subject</dt>
            <dd>{email.subject || '(no subject)'}</dd>
          </dl>
          <pre className="co-pilot__body">{email.text}</pre>
          {email.original.erased && (
            <Callout intent="warning" icon="trash" className="co-pilot__erased">
              {retentionMessages.originalErased}
            </Callout>
          )}
          {email.attachments.length > 0 && (
            <ul className="co-pilot__attachments" aria-label="Attachments">
              {email.attachments.map((attachment) => (
                <li key={attachment.url}>
                  {attachment.erased ? (
                    <span>
                      {attachment.fileName} ({ERASED})
                    </span>
                  ) : (
                    <a href={attachment.url}>{attachment.fileName}</a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            {email && !email.original.erased && (
              <AnchorButton href={email.original.url} icon="download" text="Download .eml" variant="minimal" />
            )}
            <Button text="Close" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
