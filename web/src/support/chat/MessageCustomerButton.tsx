import { Button, type ButtonVariant } from '@blueprintjs/core';
import { useState } from 'react';
import { useSession } from '../../identity/queries';
import type { ChecklistAddress } from '../../ordering/checklist/queries';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { ChatDialog, chatTitleFor } from './ChatDialog';

/** Opens the venue's chat: 'Message customer' for support and suppliers, 'Messages' for the venue's users. */
export function MessageCustomerButton({
  venueId,
  variant = 'minimal',
  compact = false,
  checklistLink,
}: {
  venueId: string;
  /** On the checklist page: its token lets a signed-out supplier answer the venue. */
  checklistLink?: ChecklistAddress;
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
        <ChatDialog venueId={venueId} isOpen={isOpen} onClose={() => setOpen(false)} checklistLink={checklistLink} />
      )}
    </>
  );
}
