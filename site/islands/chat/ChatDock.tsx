// Its rules come with it (dock.css, loaded by scripts/realtime.ts).
import { useStore } from '@nanostores/react';
import { $chatWindows, $pageThread } from '../../stores/chat-windows';
import ChatWindow from './ChatWindow';

// The floating chat windows (spec §4): bottom right on every page, newest leftmost. The
// thread open as a full page (/messages/{id}) gets no window of its own.
export default function ChatDock({ me }: { me: number }) {
  const $windows = useStore($chatWindows);
  const $page = useStore($pageThread);
  const shown = $windows.filter((w) => w.recipientId !== $page);
  return (
    <section className="chat-dock" aria-label="Chat windows" hidden={shown.length === 0}>
      {shown.map((w) => (
        <ChatWindow key={w.recipientId} me={me} window={w} />
      ))}
    </section>
  );
}
