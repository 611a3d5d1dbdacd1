import { Callout } from '@blueprintjs/core';
import { formatPence } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { creditNotesQuery } from './queries';

/** On the Credit tab: what suppliers still owe the venue from approved receipting changes. */
export function CreditNotesDue({ venueId }: { venueId: string }) {
  const notes = useQuery(creditNotesQuery(venueId, { resolved: false, po: '', page: 1, limit: 10 }));
  const due = notes.data?.outstandingPence ?? 0;
  if (due === 0) return null;
  return (
    <Callout
      intent="primary"
      icon="bank-account"
      className="credit-notes-due"
      title={`Credit notes due: ${formatPence(due)}`}
    >
      Your suppliers approved changes on {notes.data?.total} delivered lines and owe you this credit.{' '}
      <Link to={`/v/${encodeURIComponent(venueId)}/purchasing/creditnotes`}>See the credit notes</Link>
    </Callout>
  );
}
