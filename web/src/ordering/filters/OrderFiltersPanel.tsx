import { Button, Checkbox, Collapse, FormGroup, H2, Tag } from '@blueprintjs/core';
import {
  type BusinessDate,
  businessDateOf,
  endDateProblem,
  filterDateBounds,
  formatOrderDate,
  type OrderFilterOptions,
  type OrderFilters,
  parseOrderDate,
  startDateProblem,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { enGB } from 'date-fns/locale';
import { useState } from 'react';
import { DateInput } from '../../platform/LazyDateInput';
import { businessDateFromPicker, businessDateOfPicker, pickerDate } from '../../platform/pickerDates';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { orderFilterOptionsQuery } from './queries';
import { useOrderFilters } from './useOrderFilters';
import './orderFiltersPanel.css';

/** 'venue': a venue's purchasing tabs filter by product type; 'allVenues': the all-venues view filters by location. */
export type OrderFiltersScope = 'venue' | 'allVenues';

function FilterDate({
  id,
  label,
  value,
  minDate,
  maxDate,
  problemOf,
  onChange,
}: {
  id: string;
  label: string;
  value: BusinessDate;
  minDate?: BusinessDate | undefined;
  maxDate: BusinessDate;
  problemOf: (date: BusinessDate) => string | null;
  onChange: (date: BusinessDate) => void;
}) {
  // A refusal belongs to the value it was raised against: once the date changes (a valid pick, Clear), it goes.
  const [refusal, setRefusal] = useState<{ against: BusinessDate; text: string } | null>(null);
  const problem = refusal?.against === value ? refusal.text : null;
  const setProblem = (text: string | null) => setRefusal(text ? { against: value, text } : null);
  const choose = (date: BusinessDate | null) => {
    if (!date) return;
    const found = problemOf(date);
    setProblem(found);
    if (!found) onChange(date);
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={problem ? <span id={`${id}-problem`}>{problem}</span> : undefined}
      intent={problem ? 'danger' : 'none'}
      className="order-filters__field"
    >
      <DateInput
        value={value}
        dateFnsFormat="dd/MM/yyyy"
        locale={enGB}
        formatDate={(date) => formatOrderDate(businessDateOfPicker(date))}
        parseDate={(text) => {
          const date = parseOrderDate(text);
          return date ? pickerDate(date) : null;
        }}
        placeholder="DD/MM/YYYY"
        {...(minDate ? { minDate: pickerDate(minDate) } : { minDate: new Date(2000, 0, 1) })}
        maxDate={pickerDate(maxDate)}
        canClearSelection={false}
        highlightCurrentDay
        fill
        inputProps={{ id, 'aria-describedby': problem ? `${id}-problem` : undefined }}
        popoverProps={{ placement: 'bottom-start' }}
        onChange={(next) => choose(businessDateFromPicker(next))}
        onError={(date) => {
          const typed = Number.isNaN(date.getTime()) ? null : businessDateOfPicker(date);
          setProblem(typed ? problemOf(typed) : 'Enter a date as DD/MM/YYYY');
        }}
      />
    </FormGroup>
  );
}

function ChoiceList({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="order-filters__choices">
      <legend className="order-filters__legend">{legend}</legend>
      {choices.length === 0 ? (
        <p className="order-filters__none">Nothing to choose yet</p>
      ) : (
        <div className="order-filters__choice-list">
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              label={choice.label}
              checked={chosen.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function OrderFiltersForm({
  scope,
  filters,
  options,
  onChange,
  onClear,
}: {
  scope: OrderFiltersScope;
  filters: OrderFilters;
  options: OrderFilterOptions | undefined;
  onChange: (change: Partial<OrderFilters>) => void;
  onClear: () => void;
}) {
  const today = businessDateOf(new Date());
  const bounds = filterDateBounds(filters, today);
  return (
    <form className="order-filters__form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <FilterDate
        id="order-filters-start"
        label="Start date"
        value={filters.start}
        maxDate={bounds.start.max}
        problemOf={(start) => startDateProblem(start, filters.end, today)}
        onChange={(start) => onChange({ start })}
      />
      <FilterDate
        id="order-filters-end"
        label="End date"
        value={filters.end}
        minDate={bounds.end.min}
        maxDate={bounds.end.max}
        problemOf={(end) => endDateProblem(filters.start, end, today)}
        onChange={(end) => onChange({ end })}
      />
      {scope === 'venue' ? (
        <ChoiceList
          legend="Product type"
          choices={(options?.types ?? []).map((type) => ({ value: type, label: type }))}
          chosen={filters.types}
          onChange={(types) => onChange({ types })}
        />
      ) : (
        <ChoiceList
          legend="Location"
          choices={(options?.locations ?? []).map((venue) => ({ value: venue.venueId, label: venue.title }))}
          chosen={filters.locations}
          onChange={(locations) => onChange({ locations })}
        />
      )}
      <ChoiceList
        legend="Supplier"
        choices={(options?.suppliers ?? []).map((supplier) => ({
          value: supplier.supplierId,
          label: supplier.supplierTitle,
        }))}
        chosen={filters.suppliers}
        onChange={(suppliers) => onChange({ suppliers })}
      />
      <Button text="Clear" icon="filter-remove" onClick={onClear} fill />
    </form>
  );
}

/** How many choices narrow the list beyond the date range, for the collapsed phone button. */
const narrowingCount = (filters: OrderFilters) =>
  filters.types.length + filters.locations.length + filters.suppliers.length;

/**
 * Spec 01 §2 filter side panel: start and end date, product type (venue view) or location (all venues view),
 * supplier, and Clear. A side panel on wide screens; on phones a 'Filters' button opens it above the content.
 */
export function OrderFiltersPanel({ venueId, scope = 'venue' }: { venueId: string; scope?: OrderFiltersScope }) {
  const { filters, setFilters, clearFilters } = useOrderFilters();
  const options = useQuery(orderFilterOptionsQuery(venueId));
  const isNarrow = useNarrowerThan('md');
  const [isOpen, setIsOpen] = useState(false);

  const form = (
    <OrderFiltersForm
      scope={scope}
      filters={filters}
      options={options.data}
      onChange={setFilters}
      onClear={clearFilters}
    />
  );

  if (isNarrow) {
    const count = narrowingCount(filters);
    return (
      <section className="order-filters order-filters--collapsible" aria-label="Filters">
        <Button
          icon="filter"
          endIcon={isOpen ? 'chevron-up' : 'chevron-down'}
          aria-expanded={isOpen}
          aria-controls="order-filters-body"
          onClick={() => setIsOpen((open) => !open)}
          fill
          alignText="start"
        >
          Filters: {formatOrderDate(filters.start)} – {formatOrderDate(filters.end)}
          {count > 0 && (
            <Tag minimal round className="order-filters__count">
              {count}
            </Tag>
          )}
        </Button>
        <Collapse isOpen={isOpen}>
          <div id="order-filters-body" className="order-filters__body">
            {form}
          </div>
        </Collapse>
      </section>
    );
  }

  return (
    <aside className="order-filters order-filters--side" aria-labelledby="order-filters-heading">
      <H2 id="order-filters-heading" className="order-filters__heading">
        Filters
      </H2>
      {form}
    </aside>
  );
}
