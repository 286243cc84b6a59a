interface SkeletonProps {
  readonly width?: string;
  readonly height?: string;
  readonly radius?: string;
}

/** A grey placeholder shaped like what is loading (hidden from screen readers). */
export function Skeleton({ width = '100%', height = '1rem', radius }: SkeletonProps) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}

/** A few lines of placeholder, announced once as "Loading…". */
export function SkeletonLines({ lines = 3, label = 'Loading…' }: { readonly lines?: number; readonly label?: string }) {
  return (
    <div className="skeleton-stack" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} height="1.25rem" />
      ))}
    </div>
  );
}
