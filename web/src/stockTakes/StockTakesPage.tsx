import { Alert, Button, Card, Classes, FormGroup, HTMLSelect, Tag, Tooltip } from '@blueprintjs/core';
import {
  businessDateOf,
  checkStockTakePeriod,
  formatTableDate,
  isDayTaken,
  type StockTakeSummary,
  stockTakeErrors,
  stockTakeMessages,
  subscriptionsPath,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast } from '../platform/toaster';
import { planUsageQuery } from '../subscriptions/queries';
import { stockTakesQuery, useCreateStockTake, useDeleteStockTake, useLockStockTake } from './queries';
import { periodText } from './stockTakeFormat';
import { stockTakeRoute } from './stockTakeRoutes';
import './stockTakes.css';

const bookDemoHref = 'mailto:sales@oms.test?subject=Book%20a%20demo%20of%20stock%20takes';

function Upsell({ venueId }: { venueId: string }) {
  return (
    <Card>
      <EmptyState
        icon="box"
        title="Stock takes are a Pro feature"
        description="Count your stock every period, value it at the prices you pay, see what was wasted and get suggested orders back to par."
        action={
          <div className="stock-takes__upsell-actions">
            <LinkButton to={subscriptionsPath(venueId)} intent="primary" text={stockTakeMessages.upgradeToPro} />
            <a href={bookDemoHref} className={`${Classes.BUTTON} ${Classes.OUTLINED}`}>
              {stockTakeMessages.bookDemo}
            </a>
          </div>
        }
      />
    </Card>
  );
}

function CreateStockTake({ venueId, existing }: { venueId: string; existing: readonly StockTakeSummary[] }) {
  const id = useId();
  const navigate = useNavigate();
  const today = businessDateOf(new Date());
  const [fromPeriod, setFrom] = useState<string | null>(null);
  const [toPeriod, setTo] = useState<string | null>(null);
  const earlier = existing.filter((stockTake) => !fromPeriod || stockTake.toPeriod < fromPeriod);
  const [previous, setPrevious] = useState<string>('latest');
  const create = useCreateStockTake(venueId);
  const chosen = fromPeriod !== null && toPeriod !== null;
  const check = chosen ? checkStockTakePeriod({ fromPeriod, toPeriod }, today, existing) : 'ok';
  const problem =
    check === 'reversed'
      ? stockTakeErrors.periodReversed.message
      : check === 'inFuture'
        ? stockTakeErrors.periodInFuture.message
        : check === 'overlaps'
          ? stockTakeErrors.periodOverlaps.message
          : null;
  const prevStockTakeId =
    previous === 'latest' ? (earlier[0]?.stockTakeId ?? null) : previous === 'none' ? null : previous;
  const submit = () => {
    if (!chosen || problem) return;
    create.mutate(
      { fromPeriod, toPeriod, prevStockTakeId },
      {
        onSuccess: (stockTake) => navigate(stockTakeRoute(venueId, stockTake.stockTakeId)),
        onError: showErrorToast,
      },
    );
  };
  const disabledDay = (day: string) => isDayTaken(day, today, existing);
  return (
    <Card className="stock-takes__create">
      <h2 className="bp6-heading stock-takes__create-title">New stock take</h2>
      <div className="stock-takes__create-fields">
        <FormGroup label="Period start" labelFor={`${id}-from`}>
          <BusinessDateInput
            id={`${id}-from`}
            value={fromPeriod ?? ''}
            maxDate={today}
            isDayDisabled={disabledDay}
            onChange={setFrom}
          />
        </FormGroup>
        <FormGroup label="Period end" labelFor={`${id}-to`}>
          <BusinessDateInput
            id={`${id}-to`}
            value={toPeriod ?? ''}
            minDate={fromPeriod ?? undefined}
            maxDate={today}
            isDayDisabled={disabledDay}
            onChange={setTo}
          />
        </FormGroup>
        <FormGroup label="Previous stock take" labelFor={`${id}-previous`}>
          <HTMLSelect
            id={`${id}-previous`}
            value={previous}
            onChange={(event) => setPrevious(event.currentTarget.value)}
            fill
          >
            <option value="latest">{earlier[0] ? `Latest: ${periodText(earlier[0])}` : 'None'}</option>
            <option value="none">None</option>
            {earlier.map((stockTake) => (
              <option key={stockTake.stockTakeId} value={stockTake.stockTakeId}>
                {periodText(stockTake)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="stock-takes__create-action">
          <Tooltip content={stockTakeMessages.chooseCreationDate} disabled={chosen}>
            <Button
              intent="primary"
              icon="add"
              text="Create"
              disabled={!chosen || problem !== null}
              loading={create.isPending}
              onClick={submit}
            />
          </Tooltip>
        </div>
      </div>
      {problem && (
        <p className="stock-takes__problem" role="alert">
          {problem}
        </p>
      )}
    </Card>
  );
}

function StockTakeRow({
  venueId,
  stockTake,
  onDelete,
}: {
  venueId: string;
  stockTake: StockTakeSummary;
  onDelete: (stockTake: StockTakeSummary) => void;
}) {
  const lock = useLockStockTake(venueId);
  const route = stockTakeRoute(venueId, stockTake.stockTakeId);
  const reports = stockTake.isLocked;
  const status = (
    <Tag intent={stockTake.isLocked ? 'success' : 'none'} icon={stockTake.isLocked ? 'lock' : 'unlock'} minimal>
      {stockTake.isLocked ? 'Locked' : 'Open'}
    </Tag>
  );
  const toggle = () =>
    lock.mutate({ stockTakeId: stockTake.stockTakeId, locked: !stockTake.isLocked }, { onError: showErrorToast });
  return (
    <tr>
      <td>
        <Link to={route}>{periodText(stockTake)}</Link>
        <div className="stock-takes__details">
          {stockTake.lineCount} products · created {formatTableDate(stockTake.createdAt)}
        </div>
        <div className="stock-takes__status-inline">{status}</div>
      </td>
      <td className="stock-takes__status">{status}</td>
      <td className="stock-takes__actions">
        {reports ? (
          <>
            <LinkButton
              to={`${route}/valuation-report`}
              text={stockTakeMessages.stockReport}
              variant="minimal"
              icon="th"
            />
            <LinkButton
              to={`${route}/wastage-report`}
              text={stockTakeMessages.wastageReport}
              variant="minimal"
              icon="trash"
            />
          </>
        ) : (
          <>
            <Button
              variant="minimal"
              icon="th"
              text={stockTakeMessages.stockReport}
              disabled
              title="Lock the stock take to see its reports"
            />
            <Button
              variant="minimal"
              icon="trash"
              text={stockTakeMessages.wastageReport}
              disabled
              title="Lock the stock take to see its reports"
            />
          </>
        )}
        <Button
          variant="outlined"
          icon={stockTake.isLocked ? 'unlock' : 'lock'}
          text={stockTake.isLocked ? stockTakeMessages.unlock : stockTakeMessages.lock}
          loading={lock.isPending}
          onClick={toggle}
        />
        <Button
          variant="minimal"
          intent="danger"
          icon="delete"
          aria-label={`Delete stock take ${periodText(stockTake)}`}
          disabled={stockTake.isLocked}
          title={stockTake.isLocked ? 'Unlock the stock take to delete it' : 'Delete'}
          onClick={() => onDelete(stockTake)}
        />
      </td>
    </tr>
  );
}

/** /v/{venueId}/stockTakes (spec 02 §2.9): the list, creation by period, lock and delete; others see the upsell. */
export function StockTakesPage() {
  const { venueId = '' } = useParams();
  const usage = useQuery(planUsageQuery(venueId));
  const isPro = usage.data?.includedFeatures.includes('Stock_Takes') ?? false;
  const list = useQuery(stockTakesQuery(venueId, isPro));
  const remove = useDeleteStockTake(venueId);
  const [deleting, setDeleting] = useState<StockTakeSummary | null>(null);
  const deleteQuestionId = useId();
  const stockTakes = useMemo(() => list.data?.stockTakes ?? [], [list.data]);
  const heading = <PageHeading title={stockTakeMessages.pageTitle} />;
  if (usage.isPending || (isPro && list.isPending)) {
    return (
      <>
        {heading}
        <LoadingState label="Loading stock takes" />
      </>
    );
  }
  if (!isPro) {
    return (
      <>
        {heading}
        <Upsell venueId={venueId} />
      </>
    );
  }
  return (
    <>
      {heading}
      <CreateStockTake venueId={venueId} existing={stockTakes} />
      {stockTakes.length === 0 ? (
        <Card>
          <EmptyState
            icon="box"
            title={stockTakeMessages.noStockTakes}
            description="Choose the period the count covers to start the first one."
          />
        </Card>
      ) : (
        <Card className="stock-takes__list">
          <table className="bp6-html-table bp6-html-table-striped stock-takes__table">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col" className="stock-takes__status">
                  Status
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {stockTakes.map((stockTake) => (
                <StockTakeRow
                  key={stockTake.stockTakeId}
                  venueId={venueId}
                  stockTake={stockTake}
                  onDelete={setDeleting}
                />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="delete"
        confirmButtonText="Yes"
        cancelButtonText="No"
        loading={remove.isPending}
        aria-labelledby={deleteQuestionId}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.stockTakeId, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              showErrorToast(error);
            },
          });
        }}
      >
        <p id={deleteQuestionId}>{stockTakeMessages.deleteConfirm}</p>
      </Alert>
    </>
  );
}
