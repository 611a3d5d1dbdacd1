import { Callout, FileInput } from '@blueprintjs/core';
import { type DragEvent, useState } from 'react';

/** Admins only: drop an `.eml` on the page to try Co-Pilot without sending mail (issue 22). */
export function EmailDropZone({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Callout
      className={`co-pilot__drop${over ? ' co-pilot__drop--over' : ''}`}
      icon="envelope"
      title="Developers: drop an .eml file here"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <FileInput
        text={busy ? 'Reading…' : 'Choose an .eml file'}
        disabled={busy}
        inputProps={{ accept: '.eml,message/rfc822', 'aria-label': 'E-mail file (.eml)' }}
        onInputChange={(event) => take((event.target as HTMLInputElement).files)}
      />
    </Callout>
  );
}
