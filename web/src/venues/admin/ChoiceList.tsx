import { Checkbox, Classes, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';

export interface Choice {
  id: string;
  label: string;
}

/** A filterable list of checkboxes, with Select all over what the filter shows. */
export function ChoiceList({
  label,
  choices,
  selected,
  onChange,
  invalid = false,
}: {
  label: string;
  choices: readonly Choice[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  invalid?: boolean;
}) {
  const [filter, setFilter] = useState('');
  const labelId = useId();
  const term = filter.trim().toLowerCase();
  const shown = term ? choices.filter((choice) => choice.label.toLowerCase().includes(term)) : choices;
  const allShownSelected = shown.length > 0 && shown.every((choice) => selected.has(choice.id));

  const toggleAll = () => {
    const next = new Set(selected);
    for (const choice of shown) {
      if (allShownSelected) next.delete(choice.id);
      else next.add(choice.id);
    }
    onChange(next);
  };

  return (
    <fieldset className={`choice-list${invalid ? ' choice-list--invalid' : ''}`} aria-labelledby={labelId}>
      <div className="choice-list__head">
        <span id={labelId} className="choice-list__label">
          {label} <span className={Classes.TEXT_MUTED}>({selected.size} chosen)</span>
        </span>
        <Checkbox
          className="choice-list__all"
          label="Select all"
          checked={allShownSelected}
          indeterminate={!allShownSelected && shown.some((choice) => selected.has(choice.id))}
          disabled={shown.length === 0}
          onChange={toggleAll}
        />
      </div>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={`Filter ${label.toLowerCase()}`}
        aria-label={`Filter ${label.toLowerCase()}`}
        value={filter}
        onValueChange={setFilter}
        small
      />
      <div className="choice-list__items">
        {shown.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>Nothing matches “{filter}”.</p>
        ) : (
          shown.map((choice) => (
            <Checkbox
              key={choice.id}
              label={choice.label}
              checked={selected.has(choice.id)}
              onChange={() => {
                const next = new Set(selected);
                if (next.has(choice.id)) next.delete(choice.id);
                else next.add(choice.id);
                onChange(next);
              }}
            />
          ))
        )}
      </div>
    </fieldset>
  );
}
