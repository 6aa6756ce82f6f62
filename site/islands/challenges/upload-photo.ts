import type { SubmissionDto } from '../../../worker/contract/submissions';
import { api } from '../../lib/api-client';
import { HttpError } from '../../lib/api-fetch';

export type PhotoFields = { title: string; description: string; altText: string };

// fetch() can't report upload progress, so the entry goes up with XMLHttpRequest: same
// origin, cookies included, and failures as the same HttpError every other call throws
// (so serverMessage reads the server's words).
export function uploadPhoto(
  challengeId: number,
  photo: File,
  fields: PhotoFields,
  onProgress: (fraction: number) => void,
  // Invite-only community challenges take entries only with their code (from ?invite=).
  inviteCode: string | null = null,
): Promise<SubmissionDto> {
  const body = new FormData();
  body.append('photo', photo);
  body.append('title', fields.title);
  body.append('description', fields.description);
  body.append('altText', fields.altText);
  if (inviteCode) body.append('inviteCode', inviteCode);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.challenges[':id'].submissions.$url({ param: { id: String(challengeId) } }));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as SubmissionDto);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new HttpError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(body);
  });
}
