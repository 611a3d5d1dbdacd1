/** A mail's plain text with its web links clickable, as a mail client shows them; nothing else is markup. */
export function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <pre className="mail-card__body">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <a key={index} href={part} rel="noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
