import { Button, Callout, Card, Classes, HTMLTable, Icon } from '@blueprintjs/core';
import { type AiOrderDetail, coPilotMessages, formatOrderDate } from '@oms/contracts';
import { LoadingState } from '../platform/LoadingState';
import { ConfidenceTag } from './confidence';

const percentOf = (confidence: number | null) => (confidence === null ? null : Math.round(confidence * 100));

/** Spec 03 Co-Pilot, second column: what Co-Pilot read, its warnings and confidence, and the edit page. */
export function InterpretationColumn({
  detail,
  loading,
  reading,
  onReadAgain,
  editable = true,
}: {
  detail: AiOrderDetail | undefined;
  loading: boolean;
  reading: boolean;
  onReadAgain: () => void;
  /** The supplier's own page links its edit page; the admins' test page only reads. */
  editable?: boolean;
}) {
  return (
    <section className="co-pilot__column" aria-labelledby="co-pilot-interpretation">
      <h2 id="co-pilot-interpretation" className="bp6-heading co-pilot__column-title">
        Co-Pilot Interpretation
      </h2>
      {loading || reading ? (
        <LoadingState label="Reading the order" />
      ) : !detail ? (
        <p className="co-pilot__empty">{coPilotMessages.noData}</p>
      ) : (
        <Card className="co-pilot__interpretation">
          {detail.interpretationFailed && !detail.interpretation && (
            <Callout intent="danger" title="Co-Pilot could not read this e-mail">
              <p>{detail.interpretationFailed}</p>
              <Button text="Try again" onClick={onReadAgain} />
            </Callout>
          )}
          {detail.needsReview && detail.reviewReasons.length > 0 && (
            <Callout intent="warning" icon="eye-open" title={coPilotMessages.needsReview} className="co-pilot__review">
              <ul>
                {detail.reviewReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </Callout>
          )}
          {detail.warnings.map((warning) => (
            <Callout key={warning} intent="warning" className="co-pilot__warning" compact>
              {warning}
            </Callout>
          ))}
          <dl className="co-pilot__facts">
            <dt>Venue</dt>
            <dd>{detail.order.venueTitle ?? coPilotMessages.venueNotRecognised}</dd>
            <dt>Delivery date</dt>
            <dd>{detail.order.deliveryDate ? formatOrderDate(detail.order.deliveryDate) : 'Next delivery day'}</dd>
            <dt>Confidence</dt>
            <dd>
              <ConfidenceTag percent={detail.confidence} />
            </dd>
          </dl>
          {detail.order.lines.length > 0 && (
            <HTMLTable compact striped className="co-pilot__lines">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Confidence</th>
                </tr>
              </thead>
              <tbody>
                {detail.order.lines.map((line) => (
                  <tr key={line.productId}>
                    <td>
                      {line.title}
                      <span className="co-pilot__sku">{line.sku}</span>
                    </td>
                    <td>{line.quantity}</td>
                    <td>
                      <ConfidenceTag percent={percentOf(line.confidence)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {detail.notInPriceFile.length > 0 && (
            <div className="co-pilot__unmatched">
              <h3 className="bp6-heading">{coPilotMessages.notInSupplierPriceFile}</h3>
              <ul>
                {detail.notInPriceFile.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          )}
          {detail.status === 'approved' && <p className="co-pilot__approved">{coPilotMessages.alreadyApproved}</p>}
          {editable && (
            <a
              className={Classes.BUTTON}
              href={`/supplier/co-pilot/${encodeURIComponent(detail.aiOrderId)}/editOrder`}
              target="_blank"
              rel="noopener"
            >
              <Icon icon="edit" />
              <span className={Classes.BUTTON_TEXT}>Edit order</span>
            </a>
          )}
        </Card>
      )}
    </section>
  );
}
