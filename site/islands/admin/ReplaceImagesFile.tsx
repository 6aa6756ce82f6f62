import { useEffect, useState } from 'react';
import { PHOTO_TYPES } from '../../../worker/contract/files';
import Field from '../fields/Field';

type Props = { name: string; label?: string; file: File | null; onFile: (file: File | null) => void };

// The new file of a replacement or an upload for a member, with a preview of it beside the
// old one: the server checks and cleans it as it does a member's own upload.
export default function ReplaceImagesFile({ name, label = 'New file (JPEG, PNG or WebP, up to 15 MB)', file, onFile }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="replace-file">
      <Field name={name} label={label}>
        {(control) => (
          <input
            {...control}
            name={name}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      {preview && <img className="replace-file__preview" src={preview} alt="The new file" />}
    </div>
  );
}
