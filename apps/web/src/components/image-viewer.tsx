import { lazy, Suspense, useState } from 'react';

/** Loaded when first opened: a thread of images costs its screen no dialog code. */
const ModalDialog = lazy(() => import('./modal-dialog').then((module) => ({ default: module.ModalDialog })));

interface ViewableImageProps {
  readonly src: string;
  /** What the image shows (its alt text), also the popup's title. */
  readonly alt: string;
  readonly className?: string;
}

/** Spec 1 §2: the popup is disabled for the placeholder image, named default.png. */
export const isPlaceholderImage = (src: string) => /(^|\/)default\.png(\?|#|$)/i.test(src);

/**
 * Styles in kit.css (so a screen showing images carries no stylesheet of its own for it).
 * An image that opens the image viewer popup (spec 1 §2) when chosen: a button holding the image,
 * its alt text naming it; the popup shows it whole. A placeholder (default.png) is a plain image.
 */
export function ViewableImage({ src, alt, className }: ViewableImageProps) {
  const [open, setOpen] = useState(false);
  /** Kept once opened: closing the native dialog (not removing it) returns focus to the image. */
  const [used, setUsed] = useState(false);
  const image = <img className={className} src={src} alt={alt} referrerPolicy="no-referrer" loading="lazy" />;
  if (isPlaceholderImage(src)) return image;
  return (
    <>
      <button
        type="button"
        className="image-viewer__open"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {image}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ModalDialog open={open} title={alt} onClose={() => setOpen(false)} className="image-viewer">
            <img className="image-viewer__image" src={src} alt={alt} referrerPolicy="no-referrer" />
          </ModalDialog>
        </Suspense>
      )}
    </>
  );
}
