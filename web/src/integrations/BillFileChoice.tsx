import { FileInput, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { DEFAULT_UPLOAD_LIMIT_BYTES, uploadErrors, XERO_BILL_FILE_EXTENSIONS, type XeroBillFile } from '@oms/contracts';
import { useId, useState } from 'react';
import { useUploadXeroBillFile } from './queries';

export type BillFileMode = 'invoice' | 'file' | 'none';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Spec 02 §5 before anything is sent: the server checks the content again. */
export function billFileProblem(file: File): string | null {
  if (!(XERO_BILL_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return uploadErrors.unsupportedType.message;
  }
  if (file.size >= DEFAULT_UPLOAD_LIMIT_BYTES) return uploadErrors.tooLarge.message;
  return null;
}

/**
 * Spec 02 §2.5 "attach a file": the PO's invoice by default, another file chosen here (kept on the
 * server as soon as it is chosen), or none.
 */
export function BillFileChoice({
  venueId,
  invoiceName,
  mode,
  onModeChange,
  file,
  onFileChange,
}: {
  venueId: string;
  invoiceName: string | null;
  mode: BillFileMode;
  onModeChange: (mode: BillFileMode) => void;
  file: XeroBillFile | null;
  onFileChange: (file: XeroBillFile | null) => void;
}) {
  const id = useId();
  const upload = useUploadXeroBillFile(venueId);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    onFileChange(null);
    if (!chosen) return setProblem(uploadErrors.noFile.message);
    const refusal = billFileProblem(chosen);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    upload.mutate(chosen, {
      onSuccess: (stored) => onFileChange(stored),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <FormGroup label="File sent with the bill" className="xero-send__file">
      <RadioGroup
        selectedValue={mode}
        onChange={(event) => onModeChange(event.currentTarget.value as BillFileMode)}
        name={`${id}-file-mode`}
      >
        <Radio
          value="invoice"
          disabled={invoiceName === null}
          label={invoiceName ? `The order's invoice: ${invoiceName}` : 'No invoice is attached to this order yet'}
        />
        <Radio value="file" label="Another file" />
        <Radio value="none" label="No file" />
      </RadioGroup>
      {mode === 'file' && (
        <FormGroup
          labelFor={`${id}-file`}
          intent={problem ? 'danger' : 'none'}
          helperText={problem ?? (upload.isPending ? 'Uploading…' : 'PDF, PNG or JPG, under 10MB.')}
        >
          <FileInput
            inputProps={{
              id: `${id}-file`,
              'aria-label': 'File to send with the bill',
              accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
            }}
            text={file?.fileName ?? (upload.isPending ? 'Uploading…' : 'Choose file...')}
            hasSelection={file !== null}
            fill
            disabled={upload.isPending}
            onInputChange={(event) => choose(event.currentTarget.files?.[0])}
          />
        </FormGroup>
      )}
    </FormGroup>
  );
}
