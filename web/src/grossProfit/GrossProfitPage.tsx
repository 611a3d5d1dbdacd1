import { Alert, Button, Card, FormGroup, HTMLTable, Tooltip } from '@blueprintjs/core';
import {
  type BusinessDate,
  businessDateOf,
  formatPence,
  formatTableBusinessDate,
  type GrossProfitDay,
  grossProfitMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { PlanLimitModal } from '../subscriptions/PlanLimitModal';
import { planUsageQuery } from '../subscriptions/queries';
import { GrossProfitEntryDialog } from './GrossProfitEntryDialog';
import { MiscCostList } from './MiscCostList';
import { defaultGrossProfitRange, type GrossProfitEntryKind, grossProfitQuery, useDeleteDailySales } from './queries';
import './grossProfit.css';

const money = (pence: number | null) => (pence === null ? '–' : formatPence(pence));
const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="gross-profit-figure" compact>
      <div className="gross-profit-figure__label">
        {label}
        {hint && (
          <Tooltip content={hint} placement="top">
            <Button
              variant="minimal"
              size="small"
              icon="info-sign"
              className="gross-profit-figure__hint"
              aria-label={`How ${label} is worked out: ${hint}`}
            />
          </Tooltip>
        )}
      </div>
      <div className="gross-profit-figure__value">{value}</div>
    </Card>
  );
}

/** What a day's purchases were, supplier by supplier, and its misc costs. */
function DayDetails({ day }: { day: GrossProfitDay }) {
  return (
    <div className="gross-profit-details__lists">
      <div>
        <h3 className="gross-profit-details__heading">Purchases by supplier</h3>
        {day.purchases.length === 0 ? (
          <p className="bp6-text-muted">No orders placed this day.</p>
        ) : (
          <ul>
            {day.purchases.map((purchase) => (
              <li key={purchase.supplierId}>
                <span>
                  {purchase.supplierTitle}{' '}
                  <span className="bp6-text-muted">
                    ({purchase.orders} {purchase.orders === 1 ? 'order' : 'orders'})
                  </span>
                </span>
                <span className="gross-profit-number">{formatPence(purchase.amountPence)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {day.miscCosts.length > 0 && (
        <div>
          <h3 className="gross-profit-details__heading">Misc costs</h3>
          <MiscCostList day={day} />
        </div>
      )}
    </div>
  );
}

/** A day as a card on narrow screens, where the table's nine columns do not fit. */
function DayCard({
  day,
  expanded,
  onToggle,
  onDelete,
}: {
  day: GrossProfitDay;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const date = formatTableBusinessDate(day.date);
  const hasDetails = day.purchases.length > 0 || day.miscCosts.length > 0;
  return (
    <Card compact className="gross-profit-card">
      <div className="gross-profit-card__heading">
        <h3 className="gross-profit-card__title">
          {date} <span className="bp6-text-muted">{day.day}</span>
        </h3>
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          intent={day.salesPence === null ? 'none' : 'danger'}
          aria-label={`Delete sales of ${date}`}
          onClick={onDelete}
        />
      </div>
      <dl className="gross-profit-card__figures">
        <div>
          <dt>Sales</dt>
          <dd>{money(day.salesPence)}</dd>
        </div>
        <div>
          <dt>Purchases</dt>
          <dd>{formatPence(day.purchasesPence)}</dd>
        </div>
        <div>
          <dt>Misc costs</dt>
          <dd>{formatPence(day.miscCostPence)}</dd>
        </div>
        <div>
          <dt>Forecast</dt>
          <dd>{money(day.forecastPence)}</dd>
        </div>
        <div>
          <dt>GP %</dt>
          <dd>{percent(day.grossProfitPercent)}</dd>
        </div>
      </dl>
      {hasDetails && (
        <Button
          variant="minimal"
          size="small"
          icon={expanded ? 'chevron-down' : 'chevron-right'}
          aria-expanded={expanded}
          text={expanded ? 'Hide purchases' : 'Show purchases'}
          aria-label={`${expanded ? 'Hide' : 'Show'} purchases of ${date}`}
          onClick={onToggle}
        />
      )}
      {expanded && <DayDetails day={day} />}
    </Card>
  );
}

function DayRow({
  day,
  expanded,
  onToggle,
  onDelete,
}: {
  day: GrossProfitDay;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const date = formatTableBusinessDate(day.date);
  const hasDetails = day.purchases.length > 0 || day.miscCosts.length > 0;
  return (
    <Fragment>
      <tr className={expanded ? 'gross-profit-day gross-profit-day--open' : 'gross-profit-day'}>
        <td>
          {hasDetails ? (
            <Button
              variant="minimal"
              size="small"
              icon={expanded ? 'chevron-down' : 'chevron-right'}
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} purchases of ${date}`}
              onClick={onToggle}
            />
          ) : null}
        </td>
        <td>{date}</td>
        <td>{day.day}</td>
        <td className="gross-profit-number">{money(day.salesPence)}</td>
        <td className="gross-profit-number">{formatPence(day.purchasesPence)}</td>
        <td className="gross-profit-number">{formatPence(day.miscCostPence)}</td>
        <td className="gross-profit-number">{money(day.forecastPence)}</td>
        <td className="gross-profit-number">{percent(day.grossProfitPercent)}</td>
        <td>
          <Button
            variant="minimal"
            size="small"
            icon="trash"
            intent={day.salesPence === null ? 'none' : 'danger'}
            aria-label={`Delete sales of ${date}`}
            onClick={onDelete}
          />
        </td>
      </tr>
      {expanded && (
        <tr className="gross-profit-details">
          <td />
          <td colSpan={8}>
            <DayDetails day={day} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** /v/{venueId}/purchasing/gross-profit (spec 02 §2.10): daily sales against purchases and misc costs. */
export function GrossProfitPage() {
  const { venueId = '' } = useParams();
  const today = businessDateOf(new Date());
  const [range, setRange] = useState(() => defaultGrossProfitRange(today));
  const [entering, setEntering] = useState<GrossProfitEntryKind | null>(null);
  const [planLimit, setPlanLimit] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<BusinessDate | null>(null);
  const usage = useQuery(planUsageQuery(venueId));
  const report = useQuery(grossProfitQuery(venueId, range));
  const deleteSales = useDeleteDailySales(venueId);
  const isNarrow = useNarrowerThan('md');
  const mayEnter = usage.data?.includedFeatures.includes('Gross_Profit_Entries') ?? true;

  const enter = (kind: GrossProfitEntryKind) => (mayEnter ? setEntering(kind) : setPlanLimit(true));
  const askToDelete = (day: GrossProfitDay) => {
    if (day.salesPence === null) {
      void showToast({ intent: 'warning', message: grossProfitMessages.noSalesData });
      return;
    }
    setDeleting(day.date);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteSales.mutate(deleting, {
      onSuccess: (answer) => void showToast({ intent: 'success', message: answer.message }),
      // Spec 02 §8: a failed deletion is logged, not shown.
      onError: (error) => console.error('Deleting sales data failed', error),
      onSettled: () => setDeleting(null),
    });
  };
  const toggle = (date: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  const data = report.data;
  const totals = data?.totals;
  return (
    <>
      <PageHeading
        title="Gross profit"
        subtitle="Daily sales against what was bought and spent."
        actions={
          <div className="gross-profit-actions">
            <Button icon="bank-account" intent="primary" text="Sales" onClick={() => enter('sales')} />
            <Button icon="document" text="Misc cost" onClick={() => enter('misc')} />
            <Button icon="timeline-line-chart" text="Forecast" onClick={() => enter('forecast')} />
          </div>
        }
      />
      <div className="gross-profit-filters">
        <FormGroup label="From" labelFor="gross-profit-from" inline>
          <BusinessDateInput
            id="gross-profit-from"
            value={range.from}
            maxDate={range.to}
            onChange={(from) => from && from <= range.to && setRange({ ...range, from })}
          />
        </FormGroup>
        <FormGroup label="To" labelFor="gross-profit-to" inline>
          <BusinessDateInput
            id="gross-profit-to"
            value={range.to}
            minDate={range.from}
            maxDate={today}
            onChange={(to) => to && to <= today && to >= range.from && setRange({ ...range, to })}
          />
        </FormGroup>
      </div>
      {report.isPending ? (
        <LoadingState label="Loading gross profit" />
      ) : report.isError || !data || !totals ? (
        <Card>
          <EmptyState
            icon="error"
            title="The gross profit could not be loaded"
            description={report.error?.message ?? 'Please try again.'}
            action={<Button text="Try again" onClick={() => void report.refetch()} />}
          />
        </Card>
      ) : (
        <>
          <section className="gross-profit-figures" aria-label="Totals">
            <Figure label="Total sales" value={formatPence(totals.salesPence)} />
            <Figure label="Purchases" value={formatPence(totals.purchasesPence)} />
            <Figure label="Misc costs" value={formatPence(totals.miscCostPence)} />
            <Figure label="GP %" value={percent(totals.grossProfitPercent)} hint={grossProfitMessages.gpFormula} />
            <Figure label="Forecasted sales" value={formatPence(totals.forecastPence)} />
          </section>
          <p className="gross-profit-rule bp6-text-muted">{grossProfitMessages.purchasesRule}</p>
          {isNarrow ? (
            <div className="gross-profit-cards">
              {data.days.map((day) => (
                <DayCard
                  key={day.date}
                  day={day}
                  expanded={expanded.has(day.date)}
                  onToggle={() => toggle(day.date)}
                  onDelete={() => askToDelete(day)}
                />
              ))}
            </div>
          ) : (
            <div className="gross-profit-table-wrap">
              <HTMLTable className="gross-profit-table" compact striped>
                <thead>
                  <tr>
                    <th aria-label="Details" />
                    <th>Date</th>
                    <th>Day</th>
                    <th className="gross-profit-number">Sales</th>
                    <th className="gross-profit-number">Purchases</th>
                    <th className="gross-profit-number">Misc costs</th>
                    <th className="gross-profit-number">Forecast</th>
                    <th className="gross-profit-number">GP %</th>
                    <th aria-label="Actions" />
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((day) => (
                    <DayRow
                      key={day.date}
                      day={day}
                      expanded={expanded.has(day.date)}
                      onToggle={() => toggle(day.date)}
                      onDelete={() => askToDelete(day)}
                    />
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td />
                    <th colSpan={2}>Total</th>
                    <td className="gross-profit-number">{formatPence(totals.salesPence)}</td>
                    <td className="gross-profit-number">{formatPence(totals.purchasesPence)}</td>
                    <td className="gross-profit-number">{formatPence(totals.miscCostPence)}</td>
                    <td className="gross-profit-number">{formatPence(totals.forecastPence)}</td>
                    <td className="gross-profit-number">{percent(totals.grossProfitPercent)}</td>
                    <td />
                  </tr>
                </tfoot>
              </HTMLTable>
            </div>
          )}
        </>
      )}
      <GrossProfitEntryDialog
        venueId={venueId}
        kind={entering}
        today={today}
        initialDate={range.to}
        onClose={() => setEntering(null)}
        onPlanLimit={() => setPlanLimit(true)}
      />
      <PlanLimitModal venueId={venueId} isOpen={planLimit} onClose={() => setPlanLimit(false)} requiredPlan="starter" />
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={deleteSales.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        aria-labelledby="gross-profit-delete-question"
      >
        <p id="gross-profit-delete-question">{grossProfitMessages.deleteSalesConfirm}</p>
      </Alert>
    </>
  );
}
