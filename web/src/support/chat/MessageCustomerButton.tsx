import { Button, type ButtonVariant } from '@blueprintjs/core';
import { useState } from 'react';
import { useSession } from '../../identity/queries';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { ChatDialog, chatTitleFor } from './ChatDialog';
import type { SupplierChatLink } from './queries';

/** Opens the venue's chat: 'Message customer' for support and suppliers, 'Messages' for the venue's users. */
export function MessageCustomerButton({
  venueId,
  variant = 'minimal',
  compact = false,
  supplierLink,
}: {
  venueId: string;
  /** On a page opened from a supplier's e-mailed link: its token lets the signed-out supplier answer. */
  supplierLink?: SupplierChatLink;
  variant?: ButtonVariant;
  /** Icon only below md, where the header has no room for the words. */
  compact?: boolean;
}) {
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const isNarrow = useNarrowerThan('md');
  const text = chatTitleFor(session, venueId);
  const iconOnly = compact && isNarrow;
  return (
    <>
      <Button
        variant={variant}
        icon="chat"
        text={iconOnly ? undefined : text}
        aria-label={iconOnly ? text : undefined}
        title={iconOnly ? text : undefined}
        onClick={() => setOpen(true)}
      />
      {isOpen && (
        <ChatDialog venueId={venueId} isOpen={isOpen} onClose={() => setOpen(false)} supplierLink={supplierLink} />
      )}
    </>
  );
}
