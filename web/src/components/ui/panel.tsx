import type { ReactNode } from 'react';

/** A titled card: a heading row with optional actions, then the content. */
export function Panel({
  title,
  actions,
  children,
  id,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    // min-w-0: as a grid or flex item a wide table inside scrolls in its own box instead of
    // widening the page.
    <section id={id} className={`card min-w-0 border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3 p-4 md:p-5">
        {(title || actions) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {title && <h2 className="card-title text-base md:text-lg">{title}</h2>}
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
