import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../worker/domain/messages';
import { sendPhoto, sendText } from '../../stores/chat-api';
import type { Thread } from '../../stores/chat-thread';
import { $chatFocus } from '../../stores/chat-windows';
import { sendTyping } from '../../stores/realtime';
import { showToast } from '../../stores/toast';

type Props = { thread: Thread; recipientId: number; name: string };

// Typing is said at most once a second while keys are pressed, and stopped after a pause.
const TYPING_EVERY_MS = 1000;
const TYPING_PAUSE_MS = 3000;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

// Spec §5 and §8: Enter sends, Shift+Enter starts a line, blank text is never sent; a failed
// send says so and the thread is asked for again.
export default function Composer({ thread, recipientId, name }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const typing = useRef({ lastSent: 0, stop: undefined as ReturnType<typeof setTimeout> | undefined, on: false });
  const $focus = useStore($chatFocus);

  useEffect(() => {
    if ($focus !== recipientId) return;
    input.current?.focus();
    $chatFocus.set(null);
  }, [$focus, recipientId]);

  function stopTyping() {
    const t = typing.current;
    clearTimeout(t.stop);
    if (!t.on) return;
    t.on = false;
    t.lastSent = 0;
    sendTyping(recipientId, false);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when the composer goes away.
  useEffect(() => stopTyping, []);

  function typed(value: string) {
    setText(value);
    const t = typing.current;
    if (!value.trim()) return stopTyping();
    const now = Date.now();
    if (now - t.lastSent >= TYPING_EVERY_MS) {
      t.lastSent = now;
      t.on = true;
      sendTyping(recipientId, true);
    }
    clearTimeout(t.stop);
    t.stop = setTimeout(stopTyping, TYPING_PAUSE_MS);
  }

  // The box empties at once, so what is typed during the send is kept; a failed send puts its
  // text back unless something new was typed.
  async function deliver(send: () => Promise<Parameters<Thread['add']>[0]>, sentText: string) {
    stopTyping();
    setSending(true);
    setText('');
    try {
      thread.add(await send());
    } catch {
      showToast({ title: 'Failed to send message', description: 'Please try again.', variant: 'destructive' });
      setText((typedSince) => typedSince || sentText);
      void thread.reload();
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  function submit() {
    const content = text.trim();
    if (!content || sending) return;
    void deliver(() => sendText(recipientId, content), text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function sendChosenPhoto(file: File | undefined) {
    if (!file) return;
    void deliver(() => sendPhoto(recipientId, file, text.trim()), text);
    if (photo.current) photo.current.value = '';
  }

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sr-only" htmlFor={id}>
        Message to {name}
      </label>
      <button
        type="button"
        className="chat-icon-button composer__photo"
        aria-label="Send a photo"
        disabled={sending}
        onClick={() => photo.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="12" cy="12" r="3.5" />
        </svg>
      </button>
      <input
        ref={photo}
        type="file"
        accept={PHOTO_TYPES}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => sendChosenPhoto(e.target.files?.[0])}
      />
      <textarea
        ref={input}
        id={id}
        className="composer__input"
        rows={1}
        placeholder="Type a message…"
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
      />
      <button type="submit" className="btn btn-primary btn-sm composer__send" disabled={sending || !text.trim()}>
        Send
      </button>
    </form>
  );
}
