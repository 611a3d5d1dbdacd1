import { Button, Card } from '@blueprintjs/core';
import { type StockReportKind, stockReportTitles, stockTakeMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../platform/LinkButton';
import { PdfLink } from './PdfLink';
import { stockReportPdfUrl, stockReportQuery } from './queries';
import { ReportPending, ReportTable, ReportTotals } from './StockReportPage';
import { periodText } from './stockTakeFormat';
import { stockReportRoute } from './stockTakeRoutes';
import './stockTakes.css';

/** …/valuation-report-pdf and …/wastage-report-pdf (spec 02 §2.9): the printable report. */
export function StockReportPrintPage({ kind }: { kind: StockReportKind }) {
  const { venueId = '', stockTakeId = '' } = useParams();
  const report = useQuery(stockReportQuery(venueId, stockTakeId, kind));
  return (
    <div className="stock-print">
      <div className="stock-take__toolbar stock-print__toolbar">
        <LinkButton
          to={stockReportRoute(venueId, stockTakeId, kind)}
          icon="arrow-left"
          text={stockTakeMessages.goBack}
          variant="minimal"
        />
        <Button
          intent="primary"
          icon="print"
          text={stockTakeMessages.printPdf}
          onClick={() => window.print()}
          disabled={!report.data}
        />
        <PdfLink href={stockReportPdfUrl(venueId, stockTakeId, kind)} />
      </div>
      {!report.data ? (
        <ReportPending error={report.error} />
      ) : (
        <Card className="stock-print__sheet">
          <header className="stock-print__header">
            <div>
              <h1 className="bp6-heading">{stockReportTitles[kind]}</h1>
              <p>Period {periodText(report.data.stockTake)}</p>
            </div>
            <address>
              <strong>{report.data.venue.title}</strong>
              {report.data.venue.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </header>
          <ReportTable report={report.data} />
          <ReportTotals report={report.data} />
        </Card>
      )}
    </div>
  );
}

export const ValuationReportPrintPage = () => <StockReportPrintPage kind="valuation" />;
export const WastageReportPrintPage = () => <StockReportPrintPage kind="wastage" />;
