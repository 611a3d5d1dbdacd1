import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminSuppliersQuery } from '../admin/suppliers/queries';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { EmailDropZone } from './EmailDropZone';
import { InterpretationColumn } from './InterpretationColumn';
import { aiOrderQuery, useDropEmail, useInterpretAiOrder } from './queries';
import './coPilot.css';

/**
 * Issue 22: a developer (platform admin) drops an `.eml` into any supplier's Co-Pilot inbox, as if it had
 * arrived by mail, and sees how it was read. The supplier decides it in their own Co-Pilot page.
 */
export function AdminCoPilotTestPage() {
  const suppliers = useQuery(adminSuppliersQuery());
  const [supplierId, setSupplierId] = useState('');
  const [aiOrderId, setAiOrderId] = useState<string | null>(null);
  const drop = useDropEmail(supplierId);
  const interpret = useInterpretAiOrder(supplierId);
  const detail = useQuery({
    ...aiOrderQuery(supplierId, aiOrderId ?? ''),
    enabled: Boolean(supplierId && aiOrderId),
  });
  return (
    <div className="co-pilot-test">
      <PageHeading
        title="Co-Pilot test"
        subtitle="Drop an .eml file into a supplier's Co-Pilot inbox and see how Co-Pilot reads it. It lands in that supplier's inbox like mailed orders."
      />
      <FormGroup label="Supplier" labelFor="co-pilot-test-supplier">
        <HTMLSelect
          id="co-pilot-test-supplier"
          value={supplierId}
          onChange={(event) => {
            setSupplierId(event.currentTarget.value);
            setAiOrderId(null);
          }}
          options={[
            { value: '', label: 'Choose a supplier' },
            ...(suppliers.data?.suppliers ?? []).map((supplier) => ({
              value: supplier.supplierId,
              label: supplier.title,
            })),
          ]}
        />
      </FormGroup>
      {supplierId && (
        <EmailDropZone
          busy={drop.isPending}
          onFile={(file) =>
            drop.mutate(file, {
              onSuccess: ({ message, aiOrderId: received }) => {
                void showToast({ intent: 'success', message });
                setAiOrderId(received);
              },
              onError: showErrorToast,
            })
          }
        />
      )}
      {aiOrderId && (
        <InterpretationColumn
          detail={detail.data}
          loading={detail.isPending}
          reading={interpret.isPending}
          onReadAgain={() => interpret.mutate(aiOrderId)}
          editable={false}
        />
      )}
    </div>
  );
}
