import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { type CatalogueSearchField, catalogueMessages, catalogueSearchTermMaxLength } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import type { CatalogueSearch } from './queries';
import './catalogueSearchBar.css';

/** Spec 01 §2: term box, Title / SKU / Supplier checkboxes and a Search button. */
const fieldChoices: { field: CatalogueSearchField; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'sku', label: 'SKU' },
  { field: 'supplierTitle', label: 'Supplier' },
];

export function CatalogueSearchBar({
  initial,
  resultCount,
  hasFailed,
  onSearch,
}: {
  /** The search the address holds when the bar first shows. */
  initial: CatalogueSearch;
  resultCount: number | null;
  hasFailed: boolean;
  onSearch: (search: CatalogueSearch) => void;
}) {
  const [term, setTerm] = useState(initial.term);
  const [fields, setFields] = useState<CatalogueSearchField[]>(
    initial.term ? initial.fields : fieldChoices.map((choice) => choice.field),
  );
  const [isTermMissing, setIsTermMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 01 §5: the term must not be empty.
    if (term.trim() === '') {
      setIsTermMissing(true);
      return;
    }
    onSearch({ term: term.trim(), fields });
  };
  const toggle = (field: CatalogueSearchField, checked: boolean) =>
    setFields((current) => (checked ? [...current, field] : current.filter((candidate) => candidate !== field)));

  return (
    <search aria-label="Search the catalogue">
      <form className="catalogue-search" onSubmit={submit} noValidate>
        <InputGroup
          className="catalogue-search__term"
          type="search"
          leftIcon="search"
          placeholder="Search products"
          aria-label="Search term"
          aria-invalid={isTermMissing}
          aria-describedby={isTermMissing ? 'catalogue-search-message' : undefined}
          intent={isTermMissing ? 'danger' : 'none'}
          value={term}
          maxLength={catalogueSearchTermMaxLength}
          onValueChange={(value) => {
            setTerm(value);
            if (value.trim() !== '') setIsTermMissing(false);
            // Clearing the term empties the results (spec 01 §2).
            if (value.trim() === '') onSearch({ term: '', fields });
          }}
        />
        {fieldChoices.map(({ field, label }) => (
          <Checkbox
            key={field}
            className="catalogue-search__field"
            label={label}
            checked={fields.includes(field)}
            onChange={(event) => toggle(field, event.currentTarget.checked)}
          />
        ))}
        <Button type="submit" intent="primary" text="Search" disabled={fields.length === 0} />
        {resultCount !== null && <span className="catalogue-search__count">{resultCount} result(s)</span>}
      </form>
      {isTermMissing && (
        <p id="catalogue-search-message" className="catalogue-search__message" role="alert">
          {catalogueMessages.emptyTerm}
        </p>
      )}
      {hasFailed && (
        <p className="catalogue-search__message" role="alert">
          {catalogueMessages.searchFailed}
        </p>
      )}
    </search>
  );
}
