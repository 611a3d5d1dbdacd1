import { Button, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { type CatalogueOptionsBody, catalogueOptionsBodySchema } from '@oms/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../platform/apiFetch';
import { NoticeCallout } from '../platform/NoticeCallout';
import { venueApiPath } from '../venues/queries';
import { catalogueKeys } from './queries';

/** Admins only: the venue's dataplus integration (GLN column) and whether price changes are flagged. */
export function CatalogueOptionsButton({ venueId, options }: { venueId: string; options: CatalogueOptionsBody }) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(options);
  const save = useMutation({
    mutationFn: (body: CatalogueOptionsBody) =>
      apiFetch(`${venueApiPath(venueId)}/catalogue/options`, catalogueOptionsBodySchema, { method: 'PUT', body }),
    onSuccess: () => {
      setIsOpen(false);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(venueId) });
    },
  });
  return (
    <>
      <Button icon="cog" text="Catalogue options" onClick={() => setIsOpen(true)} />
      <Dialog
        title="Catalogue options"
        icon="cog"
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onOpening={() => {
          setDraft(options);
          save.reset();
        }}
      >
        <DialogBody>
          {save.error && (
            <NoticeCallout intent="danger" role="alert" title="The options could not be saved">
              {save.error.message}
            </NoticeCallout>
          )}
          <Switch
            label="Dataplus integration (shows the GLN column)"
            checked={draft.dataplusIntegration}
            onChange={(event) => {
              const dataplusIntegration = event.currentTarget.checked;
              setDraft((current) => ({ ...current, dataplusIntegration }));
            }}
          />
          <Switch
            label="Show price changes"
            checked={draft.isPriceChangesVisible}
            onChange={(event) => {
              const isPriceChangesVisible = event.currentTarget.checked;
              setDraft((current) => ({ ...current, isPriceChangesVisible }));
            }}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={() => setIsOpen(false)} />
              <Button intent="primary" text="Save" loading={save.isPending} onClick={() => save.mutate(draft)} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
