import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ModalDialog } from './modal-dialog';

/** A crop in the image's own pixels (what POST /files/crop takes). */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface ImageCropDialogProps {
  readonly open: boolean;
  /** The uploaded image to crop. */
  readonly imageUrl: string;
  /** Width / height of the crop (1: square). */
  readonly aspect: number;
  readonly onCancel: () => void;
  readonly onCrop: (area: CropArea) => void;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest box of `aspect` inside the image, centred. */
function fullBox(natural: { width: number; height: number }, aspect: number): Box {
  const width = Math.min(natural.width, natural.height * aspect);
  return { x: (natural.width - width) / 2, y: (natural.height - width / aspect) / 2, width };
}

/** The frame in whole pixels, never past the image's edge (rounding up could: the API refuses such a crop). */
function pixelsOf(box: Box, natural: { width: number; height: number }, aspect: number): CropArea {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const width = Math.max(1, Math.min(Math.round(box.width), natural.width - x));
  const height = Math.max(1, Math.min(Math.round(box.width / aspect), natural.height - y));
  return { x, y, width, height };
}

/**
 * The crop dialog (spec 1 §4 photo crop): drag the frame, or move it with the arrow keys (Shift:
 * faster); the Size slider makes it smaller or larger. No library: a frame over the image,
 * computed in the image's own pixels.
 */
export function ImageCropDialog({ open, imageUrl, aspect, onCancel, onCrop }: ImageCropDialogProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ startX: number; startY: number; box: Box } | null>(null);

  useEffect(() => {
    setNatural(null);
    setBox(null);
  }, [imageUrl]);

  const maxWidth = natural ? Math.min(natural.width, natural.height * aspect) : 1;
  const minWidth = Math.min(maxWidth, 32);
  const place = (next: Box) => {
    if (!natural) return;
    const width = clamp(next.width, minWidth, maxWidth);
    setBox({ width, x: clamp(next.x, 0, natural.width - width), y: clamp(next.y, 0, natural.height - width / aspect) });
  };
  const scale = () => (natural && image.current ? natural.width / image.current.getBoundingClientRect().width : 1);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, box };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const factor = scale();
    place({
      ...start.box,
      x: start.box.x + (event.clientX - start.startX) * factor,
      y: start.box.y + (event.clientY - start.startY) * factor,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!box || !natural) return;
    const step = (event.shiftKey ? 0.1 : 0.01) * natural.width;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    place({ ...box, x: box.x + move[0], y: box.y + move[1] });
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <ModalDialog
      open={open}
      title="Crop your image"
      onClose={onCancel}
      closeOnBackdrop={false}
      className="image-crop"
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={!box}
            onClick={() => box && natural && onCrop(pixelsOf(box, natural, aspect))}
          >
            Crop
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <div
        className="image-crop__stage"
        // The stage takes the image's shape exactly, so the frame's percentages are the image's.
        style={
          natural
            ? { aspectRatio: `${natural.width} / ${natural.height}`, width: `min(100%, calc(60vh * ${natural.width / natural.height}))` }
            : undefined
        }
      >
        <img
          ref={image}
          src={imageUrl}
          alt="The image to crop"
          className="image-crop__image"
          draggable={false}
          onLoad={(event) => {
            const size = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
            setNatural(size);
            setBox(fullBox(size, aspect));
          }}
        />
        {box && natural && (
          <div
            className="image-crop__frame"
            role="slider"
            tabIndex={0}
            aria-label="Crop area: drag it, or move it with the arrow keys"
            aria-valuetext={`${Math.round(box.x)}, ${Math.round(box.y)}`}
            aria-valuenow={Math.round(box.x)}
            style={{
              left: percent(box.x, natural.width),
              top: percent(box.y, natural.height),
              width: percent(box.width, natural.width),
              height: percent(box.width / aspect, natural.height),
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          />
        )}
      </div>
      {box && (
        <label className="image-crop__size">
          Size
          <input
            type="range"
            min={Math.round(minWidth)}
            max={Math.round(maxWidth)}
            value={Math.round(box.width)}
            onChange={(event) => {
              const width = Number(event.target.value);
              // Grow or shrink around the frame's centre.
              place({ width, x: box.x + (box.width - width) / 2, y: box.y + (box.width - width) / aspect / 2 });
            }}
          />
        </label>
      )}
    </ModalDialog>
  );
}
