import type { ReactNode } from 'react';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';

/** A read-only, monospace result field with its own Copy button (named after the field's label). */
export function CopyableOutput({ label, value, description }: { label: string; value: string; description?: ReactNode }) {
  return (
    <InputText
      label={label}
      value={value}
      readOnly
      monospace
      rawText
      placeholder=""
      description={description}
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
}
