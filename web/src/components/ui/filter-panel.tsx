import { type ReactNode, useEffect, useState } from 'react';
import { SearchBox } from './search-box';

export interface FilterPanelProps {
  /** The page's heading. */
  title: string;
  /** The keyword searched now (from the URL): the field shows it until the user types. */
  keyword: string;
  /** The search field's placeholder and accessible name. */
  searchLabel: string;
  onSearch: (keyword: string) => void;
  /** Buttons after the search (the page's own actions). */
  actions?: ReactNode;
  /** The filter rows below. */
  children: ReactNode;
}

/** The head of a public list page: its title, keyword search and actions, then its filter rows. */
export function FilterPanel({ title, keyword, searchLabel, onSearch, actions, children }: FilterPanelProps) {
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  return (
    <section className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold">{title}</h1>
        <SearchBox
          value={draft}
          onChange={setDraft}
          label={searchLabel}
          size="sm"
          onSearch={onSearch}
          className="w-full sm:w-80"
        />
        {actions}
      </div>
      {children}
    </section>
  );
}

/** One labelled row of filter tags in a FilterPanel. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <legend className="sr-only">{label}</legend>
      <span className="w-28 shrink-0 pt-1 text-sm font-semibold" aria-hidden="true">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}
