import { postTextParts } from '../utils/post-format';

/** A post's plain text: lines kept, http(s) addresses clickable, nothing a person wrote ever read as HTML. */
export function PostText({ text }: { readonly text: string }) {
  return (
    <p className="post__text">
      {postTextParts(text).map((part, index) =>
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
