import { Button, FileInput, TextArea } from '@blueprintjs/core';
import type { SignedFile } from '@oms/contracts';

/** The recipe's notes: free text and images, each image removable. */
export function RecipeNotes({
  text,
  images,
  onTextChange,
  onRemoveImage,
  onAddImage,
}: {
  text: string;
  images: readonly SignedFile[];
  onTextChange: (text: string) => void;
  onRemoveImage: (keyName: string) => void;
  onAddImage: (file: File | undefined) => void;
}) {
  return (
    <>
      <h3 className="bp6-heading">Notes</h3>
      <TextArea fill aria-label="Notes" value={text} onChange={(event) => onTextChange(event.currentTarget.value)} />
      <div className="recipes__image-field">
        {images.map((image, index) => (
          <span key={image.keyName} className="recipes__note-thumb">
            <img src={image.signedURL} alt={`Note ${index + 1}`} className="recipes__thumb" />
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`Remove note image ${index + 1}`}
              onClick={() => onRemoveImage(image.keyName)}
            />
          </span>
        ))}
        <FileInput
          inputProps={{ accept: '.jpg,.jpeg,.png', 'aria-label': 'Add a note image' }}
          text="Add a note image…"
          onInputChange={(event) => onAddImage(event.currentTarget.files?.[0])}
        />
      </div>
    </>
  );
}
