import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { formatPence, parsePounds, queryKeys } from '@oms/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { apiFetch } from '../platform/apiFetch';
import { showErrorToast, showToast } from '../platform/toaster';
import { venueApiPath } from '../venues/queries';

type Tolerance = { percent: number; minimumPence: number };

/** The venue's three-way match tolerance: an invoice within the larger of the two matches what was received. */
export function MatchToleranceDialog({
  venueId,
  tolerance,
  onClose,
}: {
  venueId: string;
  tolerance: Tolerance;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(String(tolerance.percent));
  const [minimum, setMinimum] = useState((tolerance.minimumPence / 100).toFixed(2));
  const save = useMutation({
    mutationFn: (body: Tolerance) =>
      apiFetch(`${venueApiPath(venueId)}/receipting/match-tolerance`, z.object({ message: z.string() }), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.receipting.all(venueId) }),
  });
  const percentValue = Number(percent);
  const minimumPence = parsePounds(minimum);
  const percentProblem =
    percent.trim() === '' || !Number.isFinite(percentValue) || percentValue < 0 || percentValue > 50
      ? 'Enter a percentage from 0 to 50'
      : null;
  const minimumProblem = minimumPence === null || minimumPence > 100_000 ? 'Enter an amount from £0 to £1,000' : null;
  return (
    <Dialog isOpen title="Three-way match tolerance" onClose={onClose} className="receipting-dialog">
      <DialogBody>
        <p>
          When a purchase order has its order, its receipt and an invoice with a total, the invoice is compared with
          what was received. Within the larger of these it shows Matched; an invoice above it asks the supplier for the
          difference.
        </p>
        <div className="receipting-dialog__pair">
          <FormGroup
            label="Percentage of what was received"
            labelFor={`${id}-percent`}
            intent={percentProblem ? 'danger' : 'none'}
            helperText={percentProblem}
          >
            <InputGroup
              id={`${id}-percent`}
              inputMode="decimal"
              rightElement={<span className="receipting-unit">%</span>}
              value={percent}
              onValueChange={setPercent}
            />
          </FormGroup>
          <FormGroup
            label="Or at least (£)"
            labelFor={`${id}-minimum`}
            intent={minimumProblem ? 'danger' : 'none'}
            helperText={minimumProblem}
          >
            <InputGroup id={`${id}-minimum`} inputMode="decimal" value={minimum} onValueChange={setMinimum} />
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Save"
              disabled={percentProblem !== null || minimumProblem !== null}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { percent: percentValue, minimumPence: minimumPence ?? 0 },
                  {
                    onSuccess: () => {
                      void showToast({
                        intent: 'success',
                        message: `Invoices now match within ${percentValue} % or ${formatPence(minimumPence ?? 0)}`,
                      });
                      onClose();
                    },
                    onError: showErrorToast,
                  },
                )
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
