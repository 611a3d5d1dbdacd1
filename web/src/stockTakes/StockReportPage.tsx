import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import {
  formatPence,
  formatQuantity,
  type StockReport,
  type StockReportKind,
  stockReportCsv,
  stockReportCsvFileName,
  stockReportTitles,
  stockTakeMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { downloadCsv } from '../ordering/checklist/checklistCsv';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { PdfLink } from './PdfLink';
import { stockReportPdfUrl, stockReportQuery } from './queries';
import { periodText } from './stockTakeFormat';
import { stockReportRoute, stockTakesRoute } from './stockTakeRoutes';
import './stockTakes.css';

export function ReportTable({ report }: { report: StockReport }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it.
    <section className="stock-report__scroll" aria-label="Report lines" tabIndex={0}>
      <HTMLTable compact striped className="stock-report__table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Supplier</th>
            <th scope="col" className="stock-report__number">
              Price
            </th>
            <th scope="col" className="stock-report__number">
              {report.kind === 'valuation' ? 'In stock' : 'Wastage'}
            </th>
            <th scope="col" className="stock-report__number">
              Net
            </th>
            <th scope="col" className="stock-report__number">
              VAT
            </th>
            <th scope="col" className="stock-report__number">
              Gross
            </th>
            <th scope="col" className="stock-report__number stock-report__usage">
              Usage
            </th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((line) => (
            <tr key={line.lineId}>
              <td>
                {line.title}
                <div className="stock-takes__details">
                  {[line.sku, [line.size, line.UoM].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
                </div>
              </td>
              <td>{line.supplierTitle}</td>
              <td className="stock-report__number">{formatPence(line.price)}</td>
              <td className="stock-report__number">{formatQuantity(line.quantity)}</td>
              <td className="stock-report__number">{formatPence(line.value.net)}</td>
              <td className="stock-report__number">{formatPence(line.value.vat)}</td>
              <td className="stock-report__number">{formatPence(line.value.gross)}</td>
              <td className="stock-report__number stock-report__usage">
                {formatQuantity(line.usage)}
                {line.flag && (
                  <Tag
                    minimal
                    intent={line.flag === 'large usage' ? 'warning' : 'danger'}
                    icon="flag"
                    title={line.flag}
                  >
                    {line.flag === 'large usage' ? 'check' : 'miscount?'}
                  </Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

export function ReportTotals({ report }: { report: StockReport }) {
  return (
    <dl className="stock-report__totals">
      <dt>Total net</dt>
      <dd>{formatPence(report.totals.net)}</dd>
      <dt>Total VAT</dt>
      <dd>{formatPence(report.totals.vat)}</dd>
      <dt>Total gross</dt>
      <dd>
        <strong>{formatPence(report.totals.gross)}</strong>
      </dd>
    </dl>
  );
}

/** While the report loads, or why there is none (a stock take not locked yet). */
export function ReportPending({ error }: { error: Error | null }) {
  return error ? (
    <Card>
      <EmptyState
        icon="lock"
        title={error.message}
        description="Lock the stock take from the list to see its reports."
      />
    </Card>
  ) : (
    <LoadingState label="Loading the report" />
  );
}

/** …/valuation-report and …/wastage-report (spec 02 §2.9): a locked stock take's lines, CSV and totals. */
export function StockReportPage({ kind }: { kind: StockReportKind }) {
  const { venueId = '', stockTakeId = '' } = useParams();
  const report = useQuery(stockReportQuery(venueId, stockTakeId, kind));
  const title = report.data
    ? `${stockReportTitles[kind]} ${periodText(report.data.stockTake)}`
    : stockReportTitles[kind];
  return (
    <>
      <PageHeading title={title} />
      <div className="stock-take__toolbar">
        <LinkButton to={stockTakesRoute(venueId)} icon="arrow-left" text={stockTakeMessages.goBack} variant="minimal" />
        {report.data && (
          <>
            <Button
              icon="download"
              text={stockTakeMessages.downloadCsv}
              onClick={() =>
                downloadCsv(stockReportCsv(report.data), stockReportCsvFileName(kind, report.data.stockTake))
              }
            />
            <LinkButton to={`${stockReportRoute(venueId, stockTakeId, kind)}-pdf`} icon="print" text="Print view" />
            <PdfLink href={stockReportPdfUrl(venueId, stockTakeId, kind)} />
          </>
        )}
      </div>
      {!report.data ? (
        <ReportPending error={report.error} />
      ) : (
        <Card className="stock-report">
          {report.data.lines.length === 0 ? (
            <EmptyState
              icon="th"
              title={kind === 'valuation' ? 'Nothing in stock was counted' : 'No wastage was recorded'}
              description="The report lists lines counted above 0."
            />
          ) : (
            <ReportTable report={report.data} />
          )}
          <ReportTotals report={report.data} />
        </Card>
      )}
    </>
  );
}

export const ValuationReportPage = () => <StockReportPage kind="valuation" />;
export const WastageReportPage = () => <StockReportPage kind="wastage" />;
