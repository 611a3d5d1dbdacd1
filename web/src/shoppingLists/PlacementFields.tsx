import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';

export interface Placement {
  zone: string;
  secondaryZone: string;
  type: string;
}

/** Zone, secondary zone (the venue's own zones offered) and type; the server title-cases and trims them. */
export function PlacementFields({
  value,
  onChange,
  secondaryZones,
}: {
  value: Placement;
  onChange: (value: Placement) => void;
  secondaryZones: readonly string[];
}) {
  const id = useId();
  const zonesListId = `${id}-zones`;
  return (
    <>
      <FormGroup label="Zone" labelFor={`${id}-zone`} helperText="Where the product is kept, e.g. Walk-in Fridge">
        <InputGroup id={`${id}-zone`} value={value.zone} onValueChange={(zone) => onChange({ ...value, zone })} />
      </FormGroup>
      <FormGroup
        label="Secondary zone"
        labelFor={`${id}-secondary-zone`}
        helperText="Pick one of your zones or type a new one; a new zone is saved to your venue"
      >
        <InputGroup
          id={`${id}-secondary-zone`}
          list={zonesListId}
          value={value.secondaryZone}
          onValueChange={(secondaryZone) => onChange({ ...value, secondaryZone })}
        />
        <datalist id={zonesListId}>
          {secondaryZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </FormGroup>
      <FormGroup label="Type" labelFor={`${id}-type`}>
        <InputGroup id={`${id}-type`} value={value.type} onValueChange={(type) => onChange({ ...value, type })} />
      </FormGroup>
    </>
  );
}
