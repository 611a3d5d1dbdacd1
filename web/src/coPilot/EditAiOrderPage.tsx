import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NumericInput,
  TextArea,
} from '@blueprintjs/core';
import {
  type AiOrderDetail,
  type AiOrderEditOptions,
  type AiOrderLine,
  coPilotMessages,
  formatPence,
  shownAddress,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { useSupplierId } from '../supplierPortal/useSupplierId';
import { ConfidenceTag } from './confidence';
import { aiOrderEditOptionsQuery, aiOrderQuery, useEditAiOrder } from './queries';
import './coPilot.css';

interface Draft {
  venueId: string;
  deliveryDate: string;
  notes: string;
  lines: AiOrderLine[];
}

const draftOf = (detail: AiOrderDetail): Draft => ({
  venueId: detail.order.venueId ?? '',
  deliveryDate: detail.order.deliveryDate ?? '',
  notes: detail.order.notes,
  lines: detail.order.lines.map(({ productId, quantity, confidence }) => ({ productId, quantity, confidence })),
});

/** Spec 03 §2 "Edit AI order screen" (/supplier/co-pilot/{orderId}/editOrder). */
export function EditAiOrderPage() {
  const supplierId = useSupplierId();
  const { orderId = '' } = useParams();
  const detail = useQuery(aiOrderQuery(supplierId, orderId));
  const options = useQuery(aiOrderEditOptionsQuery(supplierId));
  if (detail.isPending || options.isPending) return <LoadingState label="Loading the order" />;
  if (detail.isError) return <Callout intent="danger">{detail.error.message}</Callout>;
  if (options.isError) return <Callout intent="danger">{options.error.message}</Callout>;
  return (
    <EditAiOrderForm key={detail.data.aiOrderId} detail={detail.data} options={options.data} supplierId={supplierId} />
  );
}

function EditAiOrderForm({
  detail,
  options,
  supplierId,
}: {
  detail: AiOrderDetail;
  options: AiOrderEditOptions;
  supplierId: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [adding, setAdding] = useState('');
  const save = useEditAiOrder(supplierId);
  const approved = detail.status === 'approved';
  const products = useMemo(() => new Map(options.products.map((product) => [product.productId, product])), [options]);
  const customer = options.customers.find((candidate) => candidate.venueId === draft.venueId);
  const update = (change: Partial<Draft>) => setDraft((before) => ({ ...before, ...change }));
  const setLine = (productId: string, quantity: number) =>
    update({ lines: draft.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)) });

  const submit = (approveOrder: boolean) =>
    save.mutate(
      {
        aiOrderId: detail.aiOrderId,
        body: {
          venueId: draft.venueId || null,
          deliveryDate: draft.deliveryDate || null,
          lines: draft.lines,
          notes: draft.notes,
          feedback: '',
          approveOrder,
        },
      },
      {
        onSuccess: ({ message }) => void showToast({ intent: 'success', message }),
        onError: showErrorToast,
      },
    );

  const total = draft.lines.reduce(
    (sum, line) => sum + (products.get(line.productId)?.unitPrice ?? 0) * line.quantity,
    0,
  );
  return (
    <div className="co-pilot co-pilot-edit">
      <PageHeading title="Edit order" subtitle={detail.email.subject || shownAddress(detail.email.from)} />
      {approved && (
        <Callout intent="success" icon="tick-circle" className="co-pilot__warning">
          {coPilotMessages.alreadyApproved}
        </Callout>
      )}
      <Card className="co-pilot-edit__card">
        <div className="co-pilot-edit__fields">
          <FormGroup label="Venue" labelFor={`${id}-venue`} labelInfo="(required)">
            <HTMLSelect
              id={`${id}-venue`}
              fill
              value={draft.venueId}
              disabled={approved}
              onChange={(event) => update({ venueId: event.currentTarget.value })}
              options={[
                { value: '', label: 'Select a venue' },
                ...options.customers.map((candidate) => ({ value: candidate.venueId, label: candidate.venueTitle })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Price file" labelFor={`${id}-price-file`}>
            <InputGroup
              id={`${id}-price-file`}
              readOnly
              value={customer?.priceFile ?? ''}
              placeholder="Choose a venue"
            />
          </FormGroup>
          <FormGroup label="Delivery date" labelFor={`${id}-date`} helperText="Empty: the venue's next delivery day">
            <BusinessDateInput
              id={`${id}-date`}
              value={draft.deliveryDate}
              disabled={approved}
              onChange={(date) => update({ deliveryDate: date ?? '' })}
            />
          </FormGroup>
        </div>
        {detail.notInPriceFile.length > 0 && (
          <Callout intent="warning" className="co-pilot__warning" title={coPilotMessages.notInCustomerPriceFile}>
            <ul>
              {detail.notInPriceFile.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Callout>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it (its inputs are disabled once approved). */}
        <section className="co-pilot-edit__table" aria-label="Products of the order" tabIndex={0}>
          <HTMLTable compact striped className="co-pilot__lines">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Confidence</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line) => {
                const product = products.get(line.productId);
                return (
                  <tr key={line.productId}>
                    <td>
                      {product ? product.title : line.productId}
                      {product && <span className="co-pilot__sku">{product.sku}</span>}
                      {!product && (
                        <div className="co-pilot__line-warning">{coPilotMessages.notInCustomerPriceFile}</div>
                      )}
                    </td>
                    <td>{product ? formatPence(product.unitPrice) : '–'}</td>
                    <td>
                      <NumericInput
                        aria-label={`Quantity of ${product?.title ?? line.productId}`}
                        className="co-pilot-edit__quantity"
                        min={1}
                        max={100_000}
                        stepSize={1}
                        minorStepSize={null}
                        value={line.quantity}
                        disabled={approved}
                        onValueChange={(value) =>
                          setLine(line.productId, Number.isFinite(value) ? Math.max(1, Math.round(value)) : 1)
                        }
                      />
                    </td>
                    <td>
                      <ConfidenceTag percent={line.confidence === null ? null : Math.round(line.confidence * 100)} />
                    </td>
                    <td>
                      <Button
                        icon="trash"
                        variant="minimal"
                        aria-label={`Remove ${product?.title ?? line.productId}`}
                        disabled={approved}
                        onClick={() =>
                          update({ lines: draft.lines.filter((other) => other.productId !== line.productId) })
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </section>
        <div className="co-pilot-edit__add">
          <HTMLSelect
            aria-label="Product to add"
            value={adding}
            disabled={approved}
            onChange={(event) => setAdding(event.currentTarget.value)}
            options={[
              { value: '', label: 'Add a product from the price file' },
              ...options.products
                .filter((product) => !draft.lines.some((line) => line.productId === product.productId))
                .map((product) => ({ value: product.productId, label: `${product.title} (${product.sku})` })),
            ]}
          />
          <Button
            icon="add"
            text="Add"
            disabled={approved || adding === ''}
            onClick={() => {
              update({ lines: [...draft.lines, { productId: adding, quantity: 1, confidence: null }] });
              setAdding('');
            }}
          />
          <span className="co-pilot-edit__total">Total {formatPence(total)}</span>
        </div>
        <FormGroup label="Notes" labelFor={`${id}-notes`}>
          <TextArea
            id={`${id}-notes`}
            fill
            rows={3}
            maxLength={2000}
            value={draft.notes}
            disabled={approved}
            onChange={(event) => update({ notes: event.currentTarget.value })}
          />
        </FormGroup>
        <div className="co-pilot__decisions">
          {approved ? (
            <Button disabled text={coPilotMessages.alreadyApproved} />
          ) : (
            <>
              <Button
                text="Save Changes for later"
                disabled={!draft.venueId}
                loading={save.isPending && !save.variables?.body.approveOrder}
                onClick={() => submit(false)}
              />
              <Button
                intent="success"
                text="Save Changes & Accept Order"
                disabled={!draft.venueId}
                loading={save.isPending && Boolean(save.variables?.body.approveOrder)}
                onClick={() => submit(true)}
              />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
