import { useState } from 'react';
import { InputText } from '../../InputText';
import type { ValidationRule } from '../../validation';
import { DemoSection } from '../DemoSection';

// A sample rule, so the demo shows a validation message.
const lengthRule: ValidationRule[] = [{ validator: (value) => value.length > 10, message: 'Length must be > 10' }];

export function InputTextDemo() {
  const [plain, setPlain] = useState('');
  const [ruled, setRuled] = useState('');
  const [password, setPassword] = useState('hunter2');
  const [clearable, setClearable] = useState('Clear me');
  const [multi, setMulti] = useState('One\nTwo\nThree');
  const [code, setCode] = useState('const answer = 42;');
  return (
    <>
      <DemoSection title="Basics" column>
        <InputText label="Default placeholder" value={plain} onChange={setPlain} />
        <InputText label="Read-only" value="You can select but not edit this" readOnly />
        <InputText label="Disabled" value="Disabled field" disabled />
      </DemoSection>
      <DemoSection title="Validation" column>
        <InputText
          label="Value with a rule"
          value={ruled}
          onChange={setRuled}
          rules={lengthRule}
          placeholder="More than 10 characters"
        />
      </DemoSection>
      <DemoSection title="Password and clearable" column>
        <InputText label="Password" type="password" value={password} onChange={setPassword} />
        <InputText label="Clearable" value={clearable} onChange={setClearable} clearable />
      </DemoSection>
      <DemoSection title="Multiline, monospace and raw text" column>
        <InputText label="Multiline (3 rows, autosize)" value={multi} onChange={setMulti} multiline autosize />
        <InputText label="Code" value={code} onChange={setCode} monospace rawText multiline rows={2} />
      </DemoSection>
    </>
  );
}
