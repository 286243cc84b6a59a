import { linkParts } from '../lib/link-parts';

/** A person's plain text (a post, a comment, a message): lines kept, http(s) addresses clickable, nothing read as HTML. */
export function LinkedText({ text, className }: { readonly text: string; readonly className: string }) {
  return (
    <p className={className}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
