import { type FormEvent, useState } from 'react';
import type { StartS3MigrationFields } from '../../../worker/contract/admin-s3-migration';
import { serverMessage } from '../../lib/api-fetch';
import { startS3Migration } from '../../stores/admin-s3-migration';
import { showToast } from '../../stores/toast';
import TextField from '../fields/TextField';

const EMPTY: StartS3MigrationFields = {
  endpoint: '',
  bucket: '',
  prefix: '',
  region: 'auto',
  accessKeyId: '',
  secretAccessKey: '',
};

// The other bucket and its keys. The keys are sent once, kept encrypted while the import runs
// and erased when it ends; the form forgets them as soon as the import has started.
export default function S3MigrationForm({ disabled }: { disabled: boolean }) {
  const [fields, setFields] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const edit = (name: keyof StartS3MigrationFields, value: string) => setFields((f) => ({ ...f, [name]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await startS3Migration(fields);
      setFields(EMPTY);
      showToast({ title: 'Import started', description: 'Its first files arrive within five minutes; progress shows here.' });
    } catch (error) {
      showToast({ title: 'Not started', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  const complete = fields.endpoint.trim() && fields.bucket.trim() && fields.accessKeyId.trim() && fields.secretAccessKey;
  return (
    <form className="card form s3-form" onSubmit={submit} autoComplete="off">
      <h2 className="card__title">Start an import</h2>
      <div className="s3-form__grid">
        <TextField
          name="endpoint"
          label="Endpoint"
          type="url"
          placeholder="https://s3.us-east-1.amazonaws.com"
          maxLength={300}
          value={fields.endpoint}
          onChange={(e) => edit('endpoint', e.currentTarget.value)}
        />
        <TextField
          name="region"
          label="Region"
          hint="auto for R2; the bucket's region elsewhere, like us-east-1."
          maxLength={40}
          value={fields.region}
          onChange={(e) => edit('region', e.currentTarget.value)}
        />
        <TextField
          name="bucket"
          label="Bucket"
          maxLength={63}
          value={fields.bucket}
          onChange={(e) => edit('bucket', e.currentTarget.value)}
        />
        <TextField
          name="prefix"
          label="Folder (optional)"
          hint="Only files whose names start with it, like photos/2024/."
          maxLength={1024}
          value={fields.prefix}
          onChange={(e) => edit('prefix', e.currentTarget.value)}
        />
        <TextField
          name="accessKeyId"
          label="Access key id"
          maxLength={128}
          spellCheck={false}
          value={fields.accessKeyId}
          onChange={(e) => edit('accessKeyId', e.currentTarget.value)}
        />
        <TextField
          name="secretAccessKey"
          label="Secret access key"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          value={fields.secretAccessKey}
          onChange={(e) => edit('secretAccessKey', e.currentTarget.value)}
        />
      </div>
      <p className="s3-note">
        Read-only keys are enough. They are kept encrypted while the import runs and erased when it ends. Photos (JPEG, PNG or
        WebP, up to 15 MB) are copied here with their fingerprints; a file named like an entry's photo is matched to it, and an
        entry whose photo is already here is left as it is.
      </p>
      <button type="submit" className="btn btn-primary" disabled={disabled || pending || !complete}>
        {pending ? 'Starting...' : 'Start Import'}
      </button>
    </form>
  );
}
