import { useState } from 'react';
import { ButtonsSelect } from '../../ButtonsSelect';
import { DemoSection } from '../DemoSection';

type Format = 'json' | 'yaml' | 'toml';
const formats = [
  { label: 'JSON', value: 'json' as const },
  { label: 'YAML', value: 'yaml' as const, tooltip: 'YAML 1.2' },
  { label: 'TOML', value: 'toml' as const },
];

export function ButtonsSelectDemo() {
  const [format, setFormat] = useState<Format>('json');
  const [size, setSize] = useState<'small' | 'medium' | 'large'>('medium');
  return (
    <>
      <DemoSection title="Single choice" column>
        <ButtonsSelect label="Output format" value={format} onChange={setFormat} options={formats} />
        <output>Selected: {format}</output>
      </DemoSection>
      <DemoSection title="Sizes" column>
        <ButtonsSelect
          label="Size"
          value={size}
          onChange={setSize}
          size={size}
          options={[
            { label: 'Small', value: 'small' },
            { label: 'Medium', value: 'medium' },
            { label: 'Large', value: 'large' },
          ]}
        />
      </DemoSection>
    </>
  );
}
