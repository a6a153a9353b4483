/** The title band of the contact, content removal and sponsor pages. */
export function PageHeader({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-saffron-light/70 to-cream">
      <div className="container-page py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-herb">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-soft">{intro}</p>
      </div>
    </header>
  );
}
