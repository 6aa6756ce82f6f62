import { splitLinks } from './linkify';

// A message's text with its links clickable: text nodes and <a> elements only, never HTML.
export default function MessageText({ text }: { text: string }) {
  return (
    <p className="message__text">
      {splitLinks(text).map((run, i) =>
        run.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs never move; their order is the text's.
          <a key={i} href={run.href} target="_blank" rel="noopener nofollow ugc">
            {run.text}
          </a>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}
