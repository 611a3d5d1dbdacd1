import { Alert, Button, Card, H2, HTMLTable, InputGroup, Tag, Tooltip } from '@blueprintjs/core';
import {
  type ChangeRequestLine,
  formatOrderDate,
  formatPence,
  formatQuantity,
  receiptingWords,
  weekdayOf,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../platform/apiError';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast } from '../platform/toaster';
import { MessageCustomerButton } from '../support/chat/MessageCustomerButton';
import { changeRequestChatLink } from '../support/chat/queries';
import { changeRequestQuery, useApproveChanges } from './queries';
import './receipting.css';

type Choice = { approved: boolean; quantity: string };
const keyOf = (line: ChangeRequestLine) => `${line.orderId}\n${line.productId}\n${line.reportId}`;

function LineLabel({ line, choice }: { line: ChangeRequestLine; choice: Choice | undefined }) {
  const approved = line.approved ?? choice?.approved;
  return (
    <span className="change-request__labels">
      {approved === true && <Tag intent="success">Approved</Tag>}
      {approved === false && <Tag intent="danger">Rejected</Tag>}
      {line.label && <Tag minimal>{line.label}</Tag>}
    </span>
  );
}

/** /receipting/checklist/{venueId}/{supplierId}/{PONumber}?token=… (spec 02 §2.4): the supplier answers each change. */
export function ChangeRequestPage() {
  const { venueId = '', supplierId = '', poNumber = '' } = useParams();
  const [search] = useSearchParams();
  const address = { venueId, supplierId, poNumber, token: search.get('token') ?? '' };
  const request = useQuery({ ...changeRequestQuery(address), enabled: address.token !== '', throwOnError: false });
  const approve = useApproveChanges(address);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [confirming, setConfirming] = useState(false);
  const heading = <PageHeading title={receiptingWords.checklistTitle} />;

  if (!address.token || request.isError) {
    const message =
      request.error instanceof ApiError
        ? request.error.message
        : 'This link is not valid. Please use the link in the order change e-mail.';
    return (
      <div className="change-request">
        {heading}
        <Card>
          <EmptyState icon="disable" title="This link cannot be used" description={message} />
        </Card>
      </div>
    );
  }
  if (!request.data) return <LoadingState label="Loading the order change request" />;
  const data = request.data;
  const waiting = data.lines.filter((line) => line.approved === null);
  const answered = data.lines.filter((line) => line.approved !== null);
  const everyChosen = waiting.every((line) => choices[keyOf(line)] !== undefined);
  // Spec 02 §4: clicking the same choice again returns the line to unset.
  const choose = (line: ChangeRequestLine, approved: boolean) =>
    setChoices((current) => {
      const key = keyOf(line);
      if (current[key]?.approved === approved) {
        const { [key]: _unset, ...rest } = current;
        return rest;
      }
      return { ...current, [key]: { approved, quantity: current[key]?.quantity ?? String(line.updated.quantity) } };
    });
  const setQuantity = (line: ChangeRequestLine, quantity: string) =>
    setChoices((current) => ({
      ...current,
      [keyOf(line)]: { approved: current[keyOf(line)]?.approved ?? true, quantity },
    }));
  const submit = () =>
    approve.mutate(
      {
        lines: waiting.map((line) => {
          const choice = choices[keyOf(line)] as Choice;
          const quantity = Math.min(Math.max(Number(choice.quantity) || 0, 0), line.ordered.quantity);
          return {
            orderId: line.orderId,
            productId: line.productId,
            reportId: line.reportId,
            approved: choice.approved,
            quantity,
          };
        }),
      },
      {
        onSuccess: () => setChoices({}),
        onError: showErrorToast,
      },
    );

  const row = (line: ChangeRequestLine, editable: boolean) => {
    const choice = choices[keyOf(line)];
    return (
      <tr key={keyOf(line)}>
        <td data-label="Product">
          <strong>{line.title}</strong>
          <div className="receipting-line__details">
            {line.sku} · {line.size}
          </div>
        </td>
        <td data-label="Reported">
          {line.error}
          {line.notes && <div className="receipting-line__details">{line.notes}</div>}
        </td>
        <td data-label="Ordered">
          {formatQuantity(line.ordered.quantity)} at {formatPence(line.ordered.price)}
        </td>
        <td data-label="Delivered">
          {editable ? (
            <InputGroup
              aria-label={`Quantity of ${line.title}`}
              type="number"
              min={0}
              max={line.ordered.quantity}
              step="any"
              value={choice?.quantity ?? String(line.updated.quantity)}
              onValueChange={(value) => setQuantity(line, value)}
              small
            />
          ) : (
            formatQuantity(line.updated.quantity)
          )}{' '}
          at {formatPence(line.updated.price)}
          {line.weight !== null && <div className="receipting-line__details">{formatQuantity(line.weight)} Kg</div>}
        </td>
        <td data-label="Decision">
          {editable ? (
            <span className="change-request__choices">
              <Button
                small
                icon="tick"
                intent={choice?.approved === true ? 'success' : 'none'}
                active={choice?.approved === true}
                aria-pressed={choice?.approved === true}
                text="Approve"
                onClick={() => choose(line, true)}
              />
              <Button
                small
                icon="cross"
                intent={choice?.approved === false ? 'danger' : 'none'}
                active={choice?.approved === false}
                aria-pressed={choice?.approved === false}
                text="Reject"
                onClick={() => choose(line, false)}
              />
            </span>
          ) : null}
          <LineLabel line={line} choice={choice} />
        </td>
      </tr>
    );
  };
  const table = (lines: ChangeRequestLine[], editable: boolean, caption: string) => (
    <Card className="change-request__table">
      <H2 className="change-request__caption">{caption}</H2>
      <HTMLTable compact striped className="change-request__lines">
        <thead>
          <tr>
            <th>Product</th>
            <th>Reported</th>
            <th>Ordered</th>
            <th>Delivered</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>{lines.map((line) => row(line, editable))}</tbody>
      </HTMLTable>
    </Card>
  );
  return (
    <div className="change-request">
      {heading}
      <Card className="change-request__intro">
        <p className="change-request__greeting">{receiptingWords.greeting(data.supplierTitle)}</p>
        <p>
          <strong>{data.venueTitle}</strong>
          {data.accountNumber && <> · Account number {data.accountNumber}</>} · PO {data.poNumber}
        </p>
        <p>{receiptingWords.approvedOn(weekdayOf(data.approvedOn), formatOrderDate(data.approvedOn))}</p>
        <MessageCustomerButton venueId={venueId} variant="outlined" supplierLink={changeRequestChatLink(address)} />
      </Card>
      {waiting.length > 0 && table(waiting, true, 'Not approved')}
      {answered.length > 0 && table(answered, false, 'Approved')}
      <div className="change-request__submit">
        {waiting.length === 0 ? (
          <Button intent="success" icon="tick-circle" text={receiptingWords.orderCompleted} disabled />
        ) : (
          <Tooltip content={receiptingWords.everyLineTooltip} disabled={everyChosen}>
            <Button
              intent="primary"
              icon="tick"
              text={receiptingWords.approveOrder}
              disabled={!everyChosen}
              loading={approve.isPending}
              onClick={() => setConfirming(true)}
            />
          </Tooltip>
        )}
      </div>
      <Alert
        isOpen={confirming}
        intent="primary"
        cancelButtonText="No"
        confirmButtonText="Yes"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit();
        }}
      >
        {receiptingWords.confirmApprove}
      </Alert>
    </div>
  );
}
