import { Alert, Button, ButtonGroup, Card, Classes, H2, InputGroup } from '@blueprintjs/core';
import { reachesAdminArea, type VenueSummary, venueAdminMessages, venueMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../identity/queries';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { PushNotificationDialog } from './admin/PushNotificationDialog';
import { useDeleteVenue } from './admin/queries';
import { VenueAdminSettingsDialog } from './admin/VenueAdminSettingsDialog';
import { VenueReportsDialog } from './admin/VenueReportsDialog';
import { CreateVenueDialog } from './CreateVenueDialog';
import { venueListQuery, venueListSearchOf } from './queries';
import './venueList.css';
import './admin/venueAdmin.css';

const searchDelayMs = 300;

export function VenueListPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = venueListSearchOf(searchParams);
  const venueList = useQuery({ ...venueListQuery(search), placeholderData: (previous) => previous });
  const [term, setTerm] = useState(search.title);
  const [isCreating, setCreating] = useState(false);
  const [adminDialog, setAdminDialog] = useState<'reports' | 'push' | null>(null);
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<VenueSummary | null>(null);
  const deleteVenue = useDeleteVenue();

  // Debounced: the address bar (and the query) follows the search box once typing pauses.
  useEffect(() => {
    if (term.trim() === search.title) return;
    const timer = setTimeout(() => {
      setSearchParams(term.trim() ? { title: term.trim() } : {}, { replace: true });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [term, search.title, setSearchParams]);

  const canAdminister = session ? reachesAdminArea(session.account.roles) : false;
  // Spec 03 §6: deleting a venue is for admins only, not TFR admins.
  const canDelete = session?.account.roles.isAdmin ?? false;
  // Spec 03 §2: admins and TFR admins always; a venue user only while they have no venue.
  const canCreate = canAdminister || (session !== null && session.account.venueIds.length === 0);
  const pagination = venueList.data?.pagination;

  const goToPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    setSearchParams(next);
    window.scrollTo({ top: 0 });
  };

  const createButton = <Button intent="primary" icon="add" text="Create venue" onClick={() => setCreating(true)} />;
  const hasNoVenueAtAll = venueList.data?.venues.length === 0 && !search.title && search.page === 1;

  return (
    <>
      <PageHeading
        title="Venues"
        actions={
          <div className="venue-list__actions">
            {/* Spec 03 §2: every venue user's Overview of their own venues' orders and spending. */}
            <LinkButton to="/overview" icon="timeline-line-chart" text="Overview" />
            {canAdminister && (
              <>
                <LinkButton to="/admin" icon="cog" text="Admin" />
                <Button icon="document" text="Reports" onClick={() => setAdminDialog('reports')} />
                <Button icon="notifications" text="Send push notification" onClick={() => setAdminDialog('push')} />
              </>
            )}
            {canCreate && !hasNoVenueAtAll && createButton}
          </div>
        }
      />
      {!hasNoVenueAtAll && (
        <div className="venue-list__toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Search venues by title"
            aria-label="Search venues by title"
            value={term}
            onValueChange={setTerm}
            className="venue-list__search"
          />
          {pagination && pagination.total > 0 && (
            <span className={Classes.TEXT_MUTED}>
              {pagination.total} {pagination.total === 1 ? 'venue' : 'venues'}
            </span>
          )}
        </div>
      )}
      {!venueList.data ? (
        <LoadingState label="Loading venues" />
      ) : hasNoVenueAtAll ? (
        <EmptyState
          icon="office"
          title="You have no venues yet"
          description={
            canCreate
              ? 'Create your venue to start ordering from your suppliers.'
              : 'Venues linked to your account appear here.'
          }
          {...(canCreate ? { action: createButton } : {})}
        />
      ) : venueList.data.venues.length === 0 ? (
        <EmptyState icon="search" title="No venues found" description={`No venue title contains “${search.title}”.`} />
      ) : (
        <ul className="venue-cards" aria-busy={venueList.isPlaceholderData}>
          {venueList.data.venues.map((venue) => {
            const address = [venue.addressLine1, venue.addressCity, venue.addressPostCode].filter(Boolean).join(', ');
            return (
              <li key={venue.venueId}>
                <Link to={`/v/${encodeURIComponent(venue.venueId)}`} className="venue-card-link">
                  <Card interactive className="venue-card">
                    <H2 className="venue-card__title">{venue.title}</H2>
                    {address && <p className={`venue-card__address ${Classes.TEXT_MUTED}`}>{address}</p>}
                    <p className={venue.code ? 'venue-card__code' : 'venue-card__prompt'}>
                      {venue.code ? (
                        <>
                          Venue code <strong>{venue.code}</strong>
                        </>
                      ) : (
                        venueMessages.completeSetUpForCode
                      )}
                    </p>
                  </Card>
                </Link>
                {canAdminister && (
                  <div className="venue-card__admin">
                    <Button
                      small
                      icon="cog"
                      text="Admin settings"
                      aria-label={`Admin settings of ${venue.title}`}
                      onClick={() => setSettingsOf(venue.venueId)}
                    />
                    {canDelete && (
                      <Button
                        small
                        intent="danger"
                        variant="outlined"
                        icon="trash"
                        text="Delete"
                        aria-label={`Delete ${venue.title}`}
                        onClick={() => setDeleting(venue)}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pagination && pagination.totalPages > 1 && (
        <nav className="venue-list__pagination" aria-label="Venue pages">
          <ButtonGroup>
            <Button
              icon="chevron-left"
              text="Previous"
              disabled={pagination.page <= 1}
              onClick={() => goToPage(pagination.page - 1)}
            />
            <Button disabled text={`Page ${pagination.page} of ${pagination.totalPages}`} />
            <Button
              endIcon="chevron-right"
              text="Next"
              disabled={pagination.page >= pagination.totalPages}
              onClick={() => goToPage(pagination.page + 1)}
            />
          </ButtonGroup>
        </nav>
      )}
      <CreateVenueDialog isOpen={isCreating} onClose={() => setCreating(false)} canAdminister={canAdminister} />
      {canAdminister && (
        <>
          <VenueReportsDialog isOpen={adminDialog === 'reports'} onClose={() => setAdminDialog(null)} />
          <PushNotificationDialog isOpen={adminDialog === 'push'} onClose={() => setAdminDialog(null)} />
          <VenueAdminSettingsDialog venueId={settingsOf} onClose={() => setSettingsOf(null)} />
          <Alert
            isOpen={deleting !== null}
            aria-labelledby="delete-venue-question"
            intent="danger"
            icon="trash"
            confirmButtonText="Yes"
            cancelButtonText="No"
            loading={deleteVenue.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              deleteVenue.mutate(deleting.venueId, {
                onSuccess: (answer) => {
                  setDeleting(null);
                  void showToast({ intent: 'success', icon: 'trash', message: answer.message });
                },
                onError: (error) => {
                  setDeleting(null);
                  void showToast({ intent: 'danger', icon: 'error', message: error.message });
                },
              });
            }}
          >
            <p id="delete-venue-question">{deleting && venueAdminMessages.deleteVenueConfirm(deleting.title)}</p>
          </Alert>
        </>
      )}
    </>
  );
}
