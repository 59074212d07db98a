import type { ReactNode } from 'react';

/** The home page's card with a title row and optional actions. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card border border-base-300 bg-base-100 shadow-sm ${className}`}>
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="card-title text-lg">{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
