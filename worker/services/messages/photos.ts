import type { ChatMessage, SendMessage } from '../../contract/messages';
import { PHOTO_MESSAGES } from '../../contract/files';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { prepareUpload } from '../images/prepare-upload';
import { forgetObjects, putObject } from '../storage/stored-objects';
import { messageOf, sendMessage, type StoredAttachment } from './threads';

// Photos sent in a thread: checked and cleaned like entries (sniffed, metadata stripped,
// capped), kept under messages/ — which /api/uploads never serves — and given only to the
// thread's two people.

export const MESSAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_PHOTO_TOO_LARGE = 'Photos in messages must be 10 MB or smaller';

type Sender = Parameters<typeof sendMessage>[2];

export async function sendPhotoMessage(
  db: Db,
  env: Pick<Env, 'PHOTOS' | 'RATE_LIMITER'>,
  from: Sender,
  message: Pick<SendMessage, 'recipientId' | 'messageContent'>,
  file: File,
  at = new Date(),
): Promise<ChatMessage> {
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), MESSAGE_PHOTO_MAX_BYTES);
  if (!prepared.ok) {
    if (prepared.reason === 'size') throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGE_PHOTO_TOO_LARGE);
    throw new ApiError('VALIDATION_FAILED', PHOTO_MESSAGES[prepared.reason]);
  }
  const attachment: StoredAttachment = {
    key: `messages/${crypto.randomUUID()}.${prepared.type.extension}`,
    width: prepared.width ?? 0,
    height: prepared.height ?? 0,
  };
  await putObject(db, env.PHOTOS, attachment.key, prepared.bytes, {
    kind: 'message_photo',
    userId: from.id,
    contentType: prepared.type.mime,
  });
  try {
    return await sendMessage(db, env.RATE_LIMITER, from, { ...message, messageType: 'text' }, at, attachment);
  } catch (error) {
    // Not sent (a block, a limit): the photo goes too, outright, as no message ever held it.
    await env.PHOTOS.delete(attachment.key);
    await forgetObjects(db, [attachment.key]);
    throw error;
  }
}

// The photo of a message, for its sender and recipient only (404 for anyone else, and once
// an admin removed the message).
export async function messagePhoto(db: Db, env: Pick<Env, 'PHOTOS'>, id: number, me: number) {
  const message = await messageOf(db, id, me);
  const object = message?.attachmentKey && message.removedAt === null ? await env.PHOTOS.get(message.attachmentKey) : null;
  if (!object) throw new ApiError('NOT_FOUND', 'No such photo');
  return object;
}
