import { linkParts } from '../utils/group-messages';

/** A message's plain text: lines kept, http(s) addresses clickable, nothing ever read as HTML. */
export function MessageText({ text }: { readonly text: string }) {
  return (
    <p className="message__text">
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
