import type { ReactNode } from 'react';

/** One dashboard section: its h2 and a short lead, then the content. */
export function IntegratorSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="max-w-2xl text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
