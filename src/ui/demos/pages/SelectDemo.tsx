import { useState } from 'react';
import { Select, type SelectOption } from '../../Select';
import { DemoSection } from '../DemoSection';

// A thousand options show that a long list stays fast and searchable.
const manyOptions: SelectOption[] = Array.from({ length: 1000 }, (_, i) => ({
  label: `Option ${i + 1}`,
  value: `option-${i + 1}`,
}));
const fruits: SelectOption[] = [
  { label: 'Apple', value: 'apple' },
  { label: 'Banana', value: 'banana', tooltip: 'A long yellow fruit' },
  { label: 'Cherry', value: 'cherry' },
  { label: 'Crème brûlée', value: 'creme-brulee', tooltip: 'Not a fruit' },
];

export function SelectDemo() {
  const [many, setMany] = useState<string | null>(null);
  const [fruit, setFruit] = useState<string | null>('apple');
  return (
    <>
      <DemoSection title="Searchable, 1000 options" column>
        <Select label="One of 1000 options" value={many} onChange={setMany} options={manyOptions} searchable />
        <output>Selected: {many ?? 'nothing'}</output>
      </DemoSection>
      <DemoSection title="Sizes">
        <Select label="Small" size="small" value={fruit} onChange={setFruit} options={fruits} />
        <Select label="Medium" size="medium" value={fruit} onChange={setFruit} options={fruits} />
        <Select label="Large" size="large" value={fruit} onChange={setFruit} options={fruits} />
        <Select label="Searchable fruit" value={fruit} onChange={setFruit} options={fruits} searchable />
      </DemoSection>
    </>
  );
}
